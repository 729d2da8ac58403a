import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { TTL_ATTRIBUTE } from '../../lib/db/table.js';
import { idempotencyRecordKey, requestFingerprint, takesIdempotencyKey } from '../../lib/http/idempotency.js';
import { counterPrefixes } from '../../lib/api/areas.js';
import { routeKey, routes, type Route } from '../../lib/api/routes.js';
import {
  connectionReset,
  FAULT,
  commandLabel,
  injectFault,
  injectWireFault,
  internalServerError,
  removeFaults,
  throttling,
} from '../support/faults.js';
import { viaDispatch } from './support/http.js';
import { closeVerifier, address, partition } from './support/table.js';
import {
  createMerchant,
  createResource,
  fixtureFor,
  routesWithoutTemplate,
  templateFor,
  uniqueValues,
  type Merchant,
  type Reply,
  type RequestTemplate,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * `Idempotency-Key` under concurrency and faults, on every keyed POST of the route table (so a new
 * POST route is covered as soon as it has a request template): 20 identical requests with one key
 * give exactly one effect and one answer; faults on the record's own writes give a 503 or the real
 * answer, never a second effect; an effect committed whose answer was never stored is answered
 * again, rebuilt from what it made.
 */
const send = viaDispatch;
const N = 20;

afterEach(() => {
  removeFaults();
  vi.useRealTimers();
});

/**
 * Moves the clock of the code under test `ms` ahead (Date only: timers and sockets run as ever), as
 * if the retry came that much later. What a test waits for is then a record's lock, never time.
 */
function clockAhead(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

/** Within seconds: a retry this long after its request died finds the lock lapsed. */
const DEAD_FOR_MS = 10_000;

/** Fails every completion write (the record's COMPLETED update with the answer), as a crash would. */
const failCompletion = () =>
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { UpdateExpression?: string };
      if (context.commandName === 'UpdateItemCommand' && input.UpdateExpression?.includes('#response'))
        throw internalServerError();
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Completion`, tags: [FAULT] },
  );

const readRecord = async (m: Merchant, key: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, key),
        ConsistentRead: true,
      }),
    )
  ).Item;
afterAll(closeVerifier);

const keyedPosts = (routes as readonly Route[]).filter(takesIdempotencyKey);

/**
 * Requests of this suite's own for keyed POSTs whose area has no security template yet (charges
 * and checkouts arrived without one); a template, once added, takes over.
 */
const OWN_REQUESTS: Record<string, (m: Merchant) => Promise<RequestTemplate>> = {
  'POST /v1/charges': async () => ({
    path: '/v1/charges',
    body: { amount: 1990, description: 'Pedido 42', expiresIn: 600, metadata: { orderId: '42' } },
    success: 201,
    kind: 'envelope',
  }),
  'POST /v1/checkouts': async (m) => {
    const product = await createResource(send, m.full, 'products');
    return {
      path: '/v1/checkouts',
      body: { items: [{ productId: product.id, quantity: 2 }], allowCoupons: false },
      success: 201,
      kind: 'envelope',
    };
  },
};

const hasTemplate = (route: Route): boolean => !routesWithoutTemplate().includes(routeKey(route));

/** The keyed POSTs this suite can send: those with a request template or a request of its own. */
const racedPosts = keyedPosts.filter((route) => hasTemplate(route) || routeKey(route) in OWN_REQUESTS);

/**
 * Bodies whose second run would show: a customer with a document is found again by it, so the
 * race uses one without.
 */
const VISIBLE_REPEAT: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
  'POST /v1/customers': ({ document: _, ...body }) => body,
};

async function requestFor(route: Route, m: Merchant): Promise<RequestTemplate> {
  const own = OWN_REQUESTS[routeKey(route)];
  if (own && !hasTemplate(route)) return own(m);
  const fixture = await fixtureFor(send, m.full, route);
  const template = templateFor(route)(fixture, uniqueValues());
  const visible = VISIBLE_REPEAT[routeKey(route)];
  return template.body && visible ? { ...template, body: visible(template.body) } : template;
}

/** The items a request added for the merchant, idempotency records aside. */
const effects = async (merchantId: string): Promise<Set<string>> =>
  new Set(
    (await partition(merchantId))
      .map(address)
      // Counter items (every prefix of `counterPrefixes`: live items, events, the areas' own) are
      // picked at random, so whether a write adds an item or adds to one that exists is chance;
      // the totals are checked by the counters' own tests.
      .filter((key) => !['IDEMPOTENCY#', ...counterPrefixes].some((prefix) => key.startsWith(prefix))),
  );

const added = (before: Set<string>, after: Set<string>): string[] =>
  [...after].filter((sk) => !before.has(sk));

const withKey = (key: string) => ({ 'idempotency-key': key });

const sendWith = (m: Merchant, request: RequestTemplate, key: string): Promise<Reply> =>
  send('POST', request.path, {
    key: m.full,
    headers: withKey(key),
    ...(request.body === undefined ? {} : { json: request.body }),
  });

/** Slows the handler's own writes, so that later requests arrive while the first still runs. */
function slowHandlerWrites(ms: number): void {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Slow`, tags: [FAULT] },
  );
}

/**
 * N requests with one key, started a few milliseconds apart: some arrive while the first runs,
 * others after it finished. A rejected duplicate that disturbed the first one's record (as the
 * Powertools 2.35.0 Middy middleware does: it deletes a record it never acquired) would let a later
 * one run again.
 */
const race = (m: Merchant, request: RequestTemplate, key: string): Promise<Reply[]> =>
  Promise.all(
    Array.from({ length: N }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      return sendWith(m, request, key);
    }),
  );

function expectOneAnswer(replies: Reply[], success: number): void {
  const statuses = replies.map((reply) => reply.status);
  for (const status of statuses) expect([success, 409], `statuses ${statuses}`).toContain(status);
  const successes = replies.filter((reply) => reply.status === success);
  expect(successes.length).toBeGreaterThanOrEqual(1);
  expect(successes.filter((reply) => reply.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  // Every 2xx answer is the same answer: the same resource, byte for byte.
  expect(new Set(successes.map((reply) => reply.text)).size).toBe(1);
  for (const reply of replies.filter((r) => r.status === 409)) {
    expect(reply.json.error.code).toBe('idempotency_in_progress');
  }
}

describe('Idempotency-Key: concurrent identical requests', () => {
  it('covers every keyed POST of the route table', () => {
    expect(racedPosts.map(routeKey)).toEqual(
      expect.arrayContaining([
        'POST /v1/coupons',
        'POST /v1/customers',
        'POST /v1/products',
        'POST /v1/charges',
        'POST /v1/checkouts',
      ]),
    );
  });

  it.each(racedPosts.map((route) => [routeKey(route), route] as const))(
    '%s: 20 requests with one key have one effect and one answer',
    async (_, route) => {
      // The effect of one request, on a merchant of its own.
      const single = await createMerchant('Loja uma vez');
      const once = await requestFor(route, single);
      const beforeOnce = await effects(single.merchantId);
      const first = await sendWith(single, once, randomUUID());
      expect(first.status, first.text).toBe(once.success);
      const oneEffect = added(beforeOnce, await effects(single.merchantId)).length;

      const m = await createMerchant('Loja corrida');
      const request = await requestFor(route, m);
      const before = await effects(m.merchantId);
      const key = randomUUID();
      slowHandlerWrites(150);
      const replies = await race(m, request, key);
      removeFaults();

      expectOneAnswer(replies, request.success);
      expect(added(before, await effects(m.merchantId))).toHaveLength(oneEffect);
      const later = await sendWith(m, request, key);
      expect(later.status).toBe(request.success);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.text).toBe(replies.find((reply) => reply.status === request.success)!.text);
    },
  );

  it('lets exactly one of 20 requests take over the record of a function that died', async () => {
    const route = keyedPosts.find((candidate) => routeKey(candidate) === 'POST /v1/products')!;
    const m = await createMerchant('Loja retomada');
    const request = await requestFor(route, m);
    const key = randomUUID();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...idempotencyRecordKey(m.merchantId, key),
          status: 'IN_PROGRESS',
          fingerprint: requestFingerprint('POST', request.path, request.body),
          owner: randomUUID(),
          lockExpiresAt: Date.now() - 1,
          [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    const before = await effects(m.merchantId);
    const replies = await Promise.all(Array.from({ length: N }, () => sendWith(m, request, key)));
    expectOneAnswer(replies, request.success);
    // A product is its item plus its externalId guard.
    expect(added(before, await effects(m.merchantId)).filter((sk) => sk.startsWith('PRODUCT#'))).toHaveLength(
      1,
    );
  });
});

/**
 * Keyed POSTs whose effect has no commit, so nothing to rebuild from: a retry after their lock
 * lapsed runs them again. None so far; a route added here says why.
 */
const WITHOUT_COMMIT: Record<string, string> = {};

describe('Idempotency-Key: an effect committed with its answer lost, on every keyed POST', () => {
  it('covers every keyed POST of the route table', () => {
    expect(racedPosts.map(routeKey).sort()).toEqual(keyedPosts.map(routeKey).sort());
  });

  it.each(keyedPosts.map((route) => [routeKey(route), route] as const))(
    '%s: a retry after its request died answers as it would have, rebuilt from the effect',
    async (name, route) => {
      const m = await createMerchant('Loja resposta perdida');
      const request = await requestFor(route, m);
      const key = randomUUID();
      const before = await effects(m.merchantId);
      failCompletion();
      // The answer this request gives is what its client never received.
      const first = await sendWith(m, request, key);
      removeFaults();
      expect(first.status, first.text).toBe(request.success);
      const oneEffect = added(before, await effects(m.merchantId));
      const record = await readRecord(m, key);
      if (name in WITHOUT_COMMIT) {
        expect(record?.status).toBe('IN_PROGRESS');
        return;
      }
      // The effect's own transaction marked the record and named what it made.
      expect(record?.status, name).toBe('COMMITTED');
      expect(JSON.parse(String(record?.made))).toEqual(
        expect.objectContaining({ kind: expect.any(String), id: expect.any(String) }),
      );

      clockAhead(DEAD_FOR_MS);
      const retry = await sendWith(m, request, key);
      expect(retry.status, retry.text).toBe(first.status);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json.data).toEqual(first.json.data);
      // The rebuilt answer is kept: later retries replay it as it is.
      const later = await sendWith(m, request, key);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.text).toBe(retry.text);
      expect(added(before, await effects(m.merchantId))).toEqual(oneEffect);
    },
  );

  it('20 concurrent retries after the loss all get the same resource, and the effect happens once', async () => {
    const route = keyedPosts.find((candidate) => routeKey(candidate) === 'POST /v1/charges')!;
    const m = await createMerchant('Loja retentativas');
    const request = await requestFor(route, m);
    const key = randomUUID();
    const before = await effects(m.merchantId);
    failCompletion();
    const first = await sendWith(m, request, key);
    removeFaults();
    expect(first.status).toBe(201);

    clockAhead(DEAD_FOR_MS);
    const replies = await Promise.all(Array.from({ length: N }, () => sendWith(m, request, key)));
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(201);
      expect(reply.headers['idempotent-replayed']).toBe('true');
      expect(reply.json.data.id).toBe(first.json.data.id);
    }
    expect(added(before, await effects(m.merchantId)).filter((sk) => sk.startsWith('CHARGE#'))).toHaveLength(
      1,
    );
    expect((await readRecord(m, key))?.status).toBe('COMPLETED');
  });
});

/** Fails the `occurrence`-th call (1-based) of `commandName`: before DynamoDB saw it, or after it applied. */
function failNth(commandName: string, occurrence: number, when: 'before' | 'after', make: () => Error) {
  const seen = { calls: 0, applied: false };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (commandLabel(context.commandName, args.input) !== commandName || ++seen.calls !== occurrence)
        return next(args);
      if (when === 'before') throw make();
      await next(args);
      seen.applied = true;
      throw make();
    },
    { step: 'initialize', name: `${FAULT}Nth`, tags: [FAULT] },
  );
  return seen;
}

/** The creations whose double run would be a second resource (a second QR code for a charge). */
const FAULTED: readonly (readonly [string, string])[] = [
  ['POST /v1/products', 'PRODUCT#'],
  ['POST /v1/charges', 'CHARGE#'],
  ['POST /v1/checkouts', 'CHECKOUT#'],
];

describe.each(FAULTED)('Idempotency-Key: faults on the record’s own writes (%s)', (key, prefix) => {
  const route = (routes as readonly Route[]).find((r) => routeKey(r) === key)!;

  async function setup() {
    const m = await createMerchant('Loja falhas');
    const request = await requestFor(route, m);
    return { m, request, key: randomUUID(), before: await effects(m.merchantId) };
  }

  /** How many resources of the route's kind the requests created. */
  const created = async (merchantId: string, before: Set<string>) =>
    added(before, await effects(merchantId)).filter((sk) => sk.startsWith(prefix)).length;

  it.each([
    ['refused before it reaches DynamoDB', 'before', internalServerError],
    ['applied, with its answer lost', 'after', connectionReset],
  ] as const)(
    'the in-progress write %s: 503, nothing done, and the retry runs once',
    async (_, when, make) => {
      const { m, request, key, before } = await setup();
      const fault = failNth('PutItemCommand', 1, when, make);
      const first = await sendWith(m, request, key);
      expect(first.status).toBe(503);
      expect(fault.applied).toBe(when === 'after');
      expect(await created(m.merchantId, before)).toBe(0);
      removeFaults();
      // Not 409: the record a lost answer left behind was released.
      const retry = await sendWith(m, request, key);
      expect(retry.status, retry.text).toBe(201);
      expect((await sendWith(m, request, key)).headers['idempotent-replayed']).toBe('true');
      expect(await created(m.merchantId, before)).toBe(1);
    },
  );

  it('a throttled in-progress write is retried by the SDK and succeeds once', async () => {
    const { m, request, key, before } = await setup();
    const wire = injectWireFault('PutItemCommand', 2, throttling);
    expect((await sendWith(m, request, key)).status).toBe(201);
    expect(wire.attempts).toBe(3);
    expect(await created(m.merchantId, before)).toBe(1);
  });

  it.each([
    ['refused once', 'before', internalServerError],
    ['applied once with its answer lost', 'after', connectionReset],
  ] as const)('the completion write %s: the real answer, then replays of it', async (_, when, make) => {
    const { m, request, key, before } = await setup();
    failNth('UpdateItemCommand', 1, when, make);
    const first = await sendWith(m, request, key);
    expect(first.status).toBe(201);
    removeFaults();
    const again = await sendWith(m, request, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await created(m.merchantId, before)).toBe(1);
  });

  /** As if the function that holds the record had died long ago: its lock is past. */
  const expireLock = (m: Merchant, key: string) =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, key),
        UpdateExpression: 'SET lockExpiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );

  const expectOnly = async (m: Merchant, request: RequestTemplate, key: string, code: string) => {
    const retries = await Promise.all(Array.from({ length: 5 }, () => sendWith(m, request, key)));
    for (const retry of retries) {
      expect(retry.status).toBe(409);
      expect(retry.json.error?.code, retry.text).toBe(code);
    }
  };

  it('the completion write failing for good: the real answer; retries get 409 while its lock holds, then that answer rebuilt, never a second effect', async () => {
    const { m, request, key, before } = await setup();
    const fault = injectFault('UpdateItemCommand', Infinity, internalServerError);
    const first = await sendWith(m, request, key);
    expect(first.status).toBe(201);
    expect(fault.calls).toBeGreaterThan(1);
    removeFaults();
    await expectOnly(m, request, key, 'idempotency_in_progress');
    // The record was marked in the handler's own transaction: nobody takes it over, and once its
    // request cannot be running any more, the answer is rebuilt from what it made.
    await expireLock(m, key);
    const retries = await Promise.all(Array.from({ length: 5 }, () => sendWith(m, request, key)));
    for (const retry of retries) {
      expect(retry.status, retry.text).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json.data.id).toBe(first.json.data.id);
    }
    expect(await created(m.merchantId, before)).toBe(1);
  });

  it('the handler’s transaction committed with every answer lost: 503, then 409 while its lock holds, then the answer rebuilt, never a second effect', async () => {
    const { m, request, key, before } = await setup();
    const fault = failNth('TransactWriteItemsCommand', 1, 'after', connectionReset);
    const first = await sendWith(m, request, key);
    expect(first.status, first.text).toBe(503);
    expect(fault.applied).toBe(true);
    removeFaults();
    expect(await created(m.merchantId, before)).toBe(1);
    await expectOnly(m, request, key, 'idempotency_in_progress');
    await expireLock(m, key);
    const retry = await sendWith(m, request, key);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await created(m.merchantId, before)).toBe(1);
  });

  it('the handler’s own transaction applied with its answer lost once: the SDK’s retry carries the same ClientRequestToken, one effect', async () => {
    const { m, request, key, before } = await setup();
    const seen = { attempts: 0, applied: false, tokens: [] as string[] };
    // Inside the SDK's retry loop, as a connection dropped after DynamoDB committed would be.
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
        const wire = (args.request as { body: string }).body;
        seen.tokens.push((JSON.parse(wire) as { ClientRequestToken: string }).ClientRequestToken);
        if (++seen.attempts !== 1) return next(args);
        await next(args);
        seen.applied = true;
        throw connectionReset();
      },
      { step: 'finalizeRequest', priority: 'low', name: `${FAULT}LostCommit`, tags: [FAULT] },
    );
    const first = await sendWith(m, request, key);
    expect(seen.applied).toBe(true);
    expect(seen.attempts).toBeGreaterThanOrEqual(2);
    expect(seen.tokens[0]).toBeTruthy();
    expect(new Set(seen.tokens).size).toBe(1);
    expect(first.status, first.text).toBe(201);
    removeFaults();
    expect((await sendWith(m, request, key)).json.data.id).toBe(first.json.data.id);
    expect(await created(m.merchantId, before)).toBe(1);
  });

  it('a 503 whose record cannot be released: retries get 409 until its lock expires, never a second effect', async () => {
    const { m, request, key, before } = await setup();
    injectFault('TransactWriteItemsCommand', 1, internalServerError);
    failNth('DeleteItemCommand', 1, 'before', internalServerError);
    expect((await sendWith(m, request, key)).status).toBe(503);
    removeFaults();
    expect((await sendWith(m, request, key)).json.error?.code).toBe('idempotency_in_progress');
    expect(await created(m.merchantId, before)).toBe(0);
  });
});
