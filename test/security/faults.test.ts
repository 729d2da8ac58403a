import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { resetDynamo } from '../../lib/db/client.js';
import { TRANSACT_MAX_ATTEMPTS } from '../../lib/db/transact.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { routeKey, tableAccessOf, writesData, type Route } from '../../lib/api/routes.js';
import { freePort } from '../../dev/dynamo-local.js';
import {
  conflict,
  connectionRefused,
  connectionReset,
  failCommandAt,
  failEveryCommand,
  injectFault,
  injectWireFault,
  internalServerError,
  itemConflict,
  recordCommands,
  removeFaults,
  throttledItem,
  throttling,
} from '../support/faults.js';
import { checkReply, viaDispatch } from './support/http.js';
import { checkPartition, snapshot, type LiveCounts, type StoredEntity } from './support/table.js';
import {
  allRoutes,
  createFixture,
  createMerchant,
  fixtureFor,
  isPublicRoute,
  templateFor,
  uniqueValues,
  type Merchant,
  type Reply,
  type RequestTemplate,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * Faults injected through the SDK's middleware stack (DynamoDB Local never conflicts, throttles or
 * drops a connection): conflicts and throttling are retried and then succeed; an unreachable,
 * hanging or failing database gives the 503 envelope, bounded by the client's timeouts and
 * retries; and no fault at any step of any write leaves a half-write behind.
 */
const send = viaDispatch;
let m: Merchant;

// A merchant per test keeps each partition small, so reading it whole stays cheap.
beforeEach(async () => {
  m = await createMerchant('Loja Falhas');
});

afterEach(() => {
  removeFaults();
  clearKeyCache();
});

const keyed = allRoutes.filter((route) => !isPublicRoute(route));
// A test key cannot hold a PSP connection (live only): with the suite's test keys these routes
// refuse or find nothing, and write nothing to fault.
const LIVE_WRITES = new Set(['PUT /v1/pix-connection', 'DELETE /v1/pix-connection']);
const writeRoutes = keyed.filter((route) => writesData(route) && !LIVE_WRITES.has(routeKey(route)));

const STORED: Record<string, StoredEntity> = {
  coupons: 'COUPON',
  customers: 'CUSTOMER',
  products: 'PRODUCT',
  charges: 'CHARGE',
  checkouts: 'CHECKOUT',
  'webhook-endpoints': 'WEBHOOK_ENDPOINT',
  subscriptions: 'SUBSCRIPTION',
};

/** A valid request of the route on resources of its own. */
async function prepared(route: Route): Promise<RequestTemplate> {
  return templateFor(route)(await fixtureFor(send, m.full, route), uniqueValues());
}

const sendTemplate = (route: Route, request: RequestTemplate): Promise<Reply> =>
  send(route.method, request.path, { key: m.full, ...(request.body ? { json: request.body } : {}) });

/** Pages for people (the payment page, the dashboard): an outage is a 503 page, not the envelope. */
function expectUnavailablePage(answer: Reply): void {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^text\/html\b/);
  expect(answer.text).toContain('Serviço indisponível');
}

function expectUnavailable(answer: Reply, path: string, code = 'service_unavailable'): void {
  expect(answer.status, answer.text).toBe(503);
  checkReply(answer, path.split('?')[0] ?? path, true, 503);
  expect(answer.json.error.code).toBe(code);
}

/** What a route does to its entity's live count: a POST on a collection adds one, a DELETE removes one. */
const createsOrDeletes = (route: Route): number =>
  route.method === 'POST' && !route.path.includes('{') ? 1 : route.method === 'DELETE' ? -1 : 0;

/**
 * The merchant's live counts after one request of `route`: its entity's moved by what the route
 * creates or deletes; a route that names no stored entity (a ledger entry of its own) moves none.
 */
function expectCounts(
  route: Route,
  request: RequestTemplate,
  before: LiveCounts,
  after: LiveCounts,
  label?: string,
): void {
  if (request.entity === undefined) {
    expect(after, label).toEqual(before);
    return;
  }
  const entity = STORED[request.entity];
  if (!entity) throw new Error(`${routeKey(route)}: no stored entity for ${request.entity}`);
  expect(after[entity], label).toBe(before[entity] + createsOrDeletes(route));
}

const cases = (routes: Route[]) => routes.map((route) => [routeKey(route), route] as const);

const isWrite = (command: string) => /TransactWrite|PutItem|UpdateItem|DeleteItem/.test(command);

/** The write command a route sends: a transaction, or one conditional PutItem (an update). */
async function writeCommandOf(route: Route): Promise<string> {
  const probe = await prepared(route);
  const commands = recordCommands();
  const answer = await sendTemplate(route, probe);
  removeFaults();
  expect(answer.status, answer.text).toBe(probe.success);
  const writes = commands.filter(isWrite);
  expect(writes, routeKey(route)).toHaveLength(1);
  return writes[0] as string;
}

/**
 * A transaction is faulted as DynamoDB cancels it (a reason on item 1), which our code retries;
 * a single write as DynamoDB refuses it: TransactionConflictException (our code retries) or
 * throttling on the wire (the SDK retries).
 */
function injectRetryable(command: string, kind: 'conflict' | 'throttled', times: number): () => number {
  if (command === 'TransactWriteItemsCommand') {
    const seen = injectFault(command, times, kind === 'conflict' ? conflict(3) : throttledItem(3));
    return () => seen.calls;
  }
  if (kind === 'conflict') {
    const seen = injectFault(command, times, itemConflict);
    return () => seen.calls;
  }
  const seen = injectWireFault(command, times, throttling);
  return () => seen.attempts;
}

describe('transaction conflicts and throttled items are retried, then succeed', () => {
  describe.each(cases(writeRoutes))('%s', (_, route) => {
    it.each([['conflict'], ['throttled']] as const)(
      'after 2 × %s it succeeds, written once',
      async (kind) => {
        const command = await writeCommandOf(route);
        const request = await prepared(route);
        const before = await checkPartition(m.merchantId);
        const calls = injectRetryable(command, kind, 2);
        const answer = await sendTemplate(route, request);
        expect(answer.status, answer.text).toBe(request.success);
        expect(calls()).toBe(3);
        removeFaults();
        const after = await checkPartition(m.merchantId);
        expectCounts(route, request, before, after);
      },
    );
  });

  it(`answers 503 on every write route when the conflict persists (${TRANSACT_MAX_ATTEMPTS} attempts each), writing nothing`, async () => {
    const requests = await Promise.all(
      writeRoutes.map(async (route) => [route, await prepared(route)] as const),
    );
    const before = await snapshot(m.merchantId);
    const transactions = injectFault('TransactWriteItemsCommand', Infinity, conflict(3));
    // On the wire: the SDK does not retry this error, so each attempt seen is one of our code.
    const singles = injectWireFault('PutItemCommand', Infinity, itemConflict);
    const answers = await Promise.all(requests.map(([route, request]) => sendTemplate(route, request)));
    answers.forEach((answer, i) => expectUnavailable(answer, requests[i]?.[1].path ?? ''));
    expect(transactions.calls + singles.attempts).toBe(TRANSACT_MAX_ATTEMPTS * requests.length);
    removeFaults();
    expect(await snapshot(m.merchantId)).toBe(before);
  });

  it('retries a read throttled by DynamoDB (ThrottlingException) inside the SDK, then succeeds', async () => {
    const seen = injectWireFault('QueryCommand', 2, throttling);
    const answer = await send('GET', '/v1/coupons', { key: m.readOnly });
    expect(answer.status, answer.text).toBe(200);
    // Two Queries (the page and the counter's shards): two throttled attempts, then one success each.
    expect(seen.attempts).toBe(4);
  });

  it('answers 503 to a read throttled past the SDK retries', async () => {
    const seen = injectWireFault('QueryCommand', Infinity, throttling);
    expectUnavailable(await send('GET', '/v1/coupons', { key: m.readOnly }), '/v1/coupons');
    expect(seen.attempts).toBeGreaterThan(1);
  });
});

describe('an unavailable database gives 503 on every keyed route (public routes still answer)', () => {
  async function withEndpoint<T>(endpoint: string, act: () => Promise<T>): Promise<T> {
    const original = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = endpoint;
    resetConfig();
    resetDynamo();
    try {
      return await act();
    } finally {
      process.env.DYNAMODB_ENDPOINT = original;
      resetConfig();
      resetDynamo();
    }
  }

  async function everyRoute(label: string): Promise<void> {
    const fixture = await createFixture(send, m.full);
    const requests = await Promise.all(
      allRoutes.map(async (route) => [route, templateFor(route)(fixture, uniqueValues())] as const),
    );
    // A warm key cache too: then the failure comes from the route's own reads and writes.
    await send('GET', '/v1/coupons', { key: m.full });
    const before = await snapshot(m.merchantId);
    await withEndpoint(label, async () => {
      for (const warm of [true, false]) {
        if (!warm) clearKeyCache();
        for (const [route, request] of requests) {
          const answer = await sendTemplate(route, request);
          // The payment page reads the table: it meets the sick database like a keyed route.
          // A request its template says reaches no table answers as ever: the PSP webhook, absent
          // without the api-pix provider, and a dashboard page without a session.
          const readsNothing = tableAccessOf(route) === 'none' || request.readsNothing !== undefined;
          if (isPublicRoute(route) && readsNothing)
            expect(answer.status, `${routeKey(route)}: ${answer.text.slice(0, 200)}`).toBe(request.success);
          // No key is read first on a public route, so its first call may be a write (a sign-in takes
          // its link): that one's outcome is unknown to the caller.
          else if (route.htmlErrors) expectUnavailablePage(answer);
          else if (isPublicRoute(route) && answer.json?.error?.code === 'write_outcome_unknown')
            expectUnavailable(answer, request.path, 'write_outcome_unknown');
          else expectUnavailable(answer, request.path);
        }
      }
    });
    expect(await snapshot(m.merchantId)).toBe(before);
  }

  it('nothing listens on its port (ECONNREFUSED)', async () => {
    await everyRoute(`http://127.0.0.1:${await freePort()}`);
  });

  it('it drops every connection (ECONNRESET)', async () => {
    const server = createServer((socket) => socket.destroy());
    const endpoint = await listen(server);
    try {
      await everyRoute(endpoint);
    } finally {
      server.close();
    }
  });

  it('it accepts connections and never answers: 503 once the request timeouts and retries run out', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => void sockets.push(socket));
    const endpoint = await listen(server);
    try {
      clearKeyCache();
      const answer = await withEndpoint(endpoint, () => send('GET', '/v1/coupons', { key: m.readOnly }));
      expectUnavailable(answer, '/v1/coupons');
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  }, 30_000);

  it.each([
    ['InternalServerError', internalServerError],
    ['ThrottlingException', throttling],
    ['ECONNREFUSED', connectionRefused],
  ])('every command fails with %s', async (_, make) => {
    const fixture = await createFixture(send, m.full);
    const requests = keyed.map((route) => [route, templateFor(route)(fixture, uniqueValues())] as const);
    const before = await snapshot(m.merchantId);
    failEveryCommand(make);
    for (const [route, request] of requests)
      expectUnavailable(await sendTemplate(route, request), request.path);
    removeFaults();
    expect(await snapshot(m.merchantId)).toBe(before);
  });
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

// ---------------------------------------------------------------------------------------------

interface WritePath {
  label: string;
  route: Route;
  /** A fresh valid request (its own resources). */
  request: () => Promise<RequestTemplate>;
}

const createRoute = (entity: string) =>
  writeRoutes.find((route) => route.method === 'POST' && route.path === `/v1/${entity}`) as Route;

const writePaths: WritePath[] = [
  ...writeRoutes.map((route) => ({ label: routeKey(route), route, request: () => prepared(route) })),
  {
    // A create whose document is already held: the claim fails, then the holder is read.
    label: 'POST /v1/customers (document already held)',
    route: createRoute('customers'),
    request: async () => {
      const route = createRoute('customers');
      const request = templateFor(route)(await fixtureFor(send, m.full, route), uniqueValues());
      expect((await sendTemplate(route, request)).status).toBe(200);
      return request;
    },
  },
];

describe('no fault at any step of a write leaves a half-write', () => {
  it.each(writePaths.map((path) => [path.label, path] as const))(
    '%s',
    async (_, { route, request: make }) => {
      // The commands the path sends, the key lookup first (the key cache is cleared each time).
      const probe = await make();
      clearKeyCache();
      const commands = recordCommands();
      const clean = await sendTemplate(route, probe);
      removeFaults();
      expect(clean.status, clean.text).toBeLessThan(300);
      expect(commands.length).toBeGreaterThan(1);

      for (let index = 0; index < commands.length; index++) {
        for (const when of ['before', 'after'] as const) {
          const request = await make();
          const before = await snapshot(m.merchantId);
          const counts = await checkPartition(m.merchantId);
          clearKeyCache();
          const fault = failCommandAt(index, when, connectionReset);
          const answer = await sendTemplate(route, request);
          removeFaults();
          const label = `${when} ${commands[index]} (#${index}): ${answer.text}`;
          // The fault hit the intended command; reads started beside it (parallel reads) may show
          // after it, but nothing is written after the fault. Two reads sent side by side (a
          // rate-limit count beside a GetItem) may leave in either order: the fault then hits the
          // other read, and the commands before it are the same.
          if (fault.seen[index] === commands[index] || fault.seen.length <= index)
            expect(fault.seen, label).toEqual(commands.slice(0, fault.seen.length));
          else {
            expect(fault.seen.slice(0, index), label).toEqual(commands.slice(0, index));
            expect([fault.seen[index] ?? '', commands[index] ?? ''].some(isWrite), label).toBe(false);
            expect(commands.slice(index + 1), label).toContain(fault.seen[index]);
          }
          expect(fault.seen.length, label).toBeGreaterThan(index);
          expect(fault.seen.slice(index + 1).filter(isWrite), label).toEqual([]);
          // A write whose connection failed may have landed: the answer says so, and names
          // Idempotency-Key as the safe retry; a failed read (or rate-limit count) changed nothing.
          const writeFailed =
            isWrite(commands[index] ?? '') && !/IdempotencyRecord/.test(commands[index] ?? '');
          expectUnavailable(
            answer,
            request.path,
            writeFailed ? 'write_outcome_unknown' : 'service_unavailable',
          );
          if (writeFailed) expect(answer.json.error.message).toContain('Idempotency-Key');

          // Whole: no guard without its item, no item without its guard, counters true.
          const after = await checkPartition(m.merchantId);
          const committed = fault.applied && isWrite(commands[index] ?? '');
          if (!committed) {
            expect(await snapshot(m.merchantId), `${label}: something was written`).toBe(before);
          } else {
            // The write happened whole; only its answer was lost.
            expect(await snapshot(m.merchantId), label).not.toBe(before);
            expectCounts(route, request, counts, after, label);
          }

          // The client's retry gets a consistent answer and leaves the data whole.
          const retried = await sendTemplate(route, request);
          expect([200, 201, 202, 204, 400, 404], `retry after ${label}: ${retried.text}`).toContain(
            retried.status,
          );
          await checkPartition(m.merchantId);
        }
      }
    },
    // Two requests for each command the path sends: a long path needs more than the default.
    120_000,
  );
});
