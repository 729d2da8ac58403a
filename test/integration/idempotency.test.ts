import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { TTL_ATTRIBUTE } from '../../lib/db/table.js';
import { idempotencyRecordKey, LOCK_LEASE_MS, requestFingerprint } from '../../lib/http/idempotency.js';
import { toEvent } from '../../dev/server.js';
import { handler as createProductHandler } from '../../functions/products/create.js';
import {
  commandLabel,
  FAULT,
  injectFault,
  internalServerError,
  recordCommands,
  removeFaults,
} from '../support/faults.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';

/**
 * `Idempotency-Key` on the POST routes (docs/rules/idempotency.md), through the same adapter
 * as `npm start`. The concurrency and fault proofs are in `test/security/idempotency-race.test.ts`.
 */
afterEach(() => {
  removeFaults();
  vi.useRealTimers();
});

const post = (m: TestMerchant, path: string, body: unknown, key?: string, rawBody?: string) =>
  call('POST', path, {
    key: m.full,
    ...(rawBody === undefined ? { body } : { rawBody, headers: { 'content-type': 'application/json' } }),
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key, 'content-type': 'application/json' } }),
  });

const productBody = (name = 'Camiseta') => ({ name, price: 1990, description: 'Algodão' });

const totalOf = async (m: TestMerchant, entity: string): Promise<number> => {
  const result = await call('GET', `/v1/${entity}?size=100`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data.page.totalElements as number;
};

const replayed = (result: ApiResult) => result.headers['idempotent-replayed'];

/**
 * Moves the clock of the code under test `ms` ahead (Date only: timers and sockets run as ever), as
 * if what follows came that much later.
 */
function clockAhead(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

/** Within seconds: a retry this long after its request died finds the lock lapsed. */
const DEAD_FOR_MS = 10_000;

/** Fails every completion write (the record's COMPLETED update with the answer), as a crash would. */
const failCompletion = () => injectFault('UpdateItemCommand', Infinity, internalServerError);

/**
 * Holds the first transaction (the handler's write) until `release()`: the request waits there as
 * one whose function stalled or died would. With `dead`, its lock renewals never reach the table
 * either: as far as the table can tell, its process is gone.
 */
function holdTheWrite({ dead }: { dead: boolean }) {
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  let held = false;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const name = commandLabel(context.commandName, args.input);
      const input = args.input as { UpdateExpression?: string };
      if (name === 'TransactWriteItemsCommand' && !held) {
        held = true;
        reached();
        await released;
      }
      if (dead && name === 'UpdateItemCommand' && input.UpdateExpression === 'SET lockExpiresAt = :until')
        return new Promise(() => undefined);
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Hold`, tags: [FAULT] },
  );
  return { waiting, release };
}

/** Writes a record as a request of another function would have left it. */
async function plantRecord(
  m: TestMerchant,
  key: string,
  fingerprint: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...idempotencyRecordKey(m.merchantId, key),
        fingerprint,
        owner: randomUUID(),
        [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + 3600,
        ...fields,
      },
    }),
  );
}

const readRecord = async (m: TestMerchant, key: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, key),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('Idempotency-Key: replay', () => {
  it('replays the first response, status and body, for the same key and body, and creates once', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const first = await post(m, '/v1/products', productBody(), key);
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeUndefined();

    // The same JSON value with other key order and whitespace is the same request.
    const again = await post(
      m,
      '/v1/products',
      undefined,
      key,
      '{ "description" : "Algodão",\n  "price": 1990, "name":"Camiseta" }',
    );
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.raw.body?.toString()).toBe(first.raw.body?.toString());
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // The request id is the replaying request's own.
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(await totalOf(m, 'products')).toBe(1);
  });

  it('without the header every request runs', async () => {
    const m = await newMerchant();
    await post(m, '/v1/products', productBody());
    await post(m, '/v1/products', productBody());
    expect(await totalOf(m, 'products')).toBe(2);
  });

  it.each([
    ['coupons', { code: 'IDEM10', type: 'PERCENTAGE', value: 10 }],
    ['customers', { name: 'Ana', email: 'ana@example.com' }],
  ])('replays creates of %s', async (entity, body) => {
    const m = await newMerchant();
    const key = randomUUID();
    const first = await post(m, `/v1/${entity}`, body, key);
    expect(first.status).toBeLessThan(300);
    const again = await post(m, `/v1/${entity}`, body, key);
    expect(again.status).toBe(first.status);
    expect(replayed(again)).toBe('true');
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await totalOf(m, entity)).toBe(1);
  });

  it('scopes a key to its merchant: another merchant with the same key value gets its own resource', async () => {
    const a = await newMerchant();
    const b = await newMerchant();
    const key = 'pedido-1234';
    const fromA = await post(a, '/v1/products', productBody(), key);
    const fromB = await post(b, '/v1/products', productBody(), key);
    expect(fromA.status).toBe(201);
    expect(fromB.status).toBe(201);
    expect(replayed(fromB)).toBeUndefined();
    expect(fromB.json.data.id).not.toBe(fromA.json.data.id);
    expect(await totalOf(b, 'products')).toBe(1);
    const againA = await post(a, '/v1/products', productBody(), key);
    expect(againA.json.data.id).toBe(fromA.json.data.id);
  });

  it('ignores the header on other methods', async () => {
    const m = await newMerchant();
    const created = await post(m, '/v1/products', productBody());
    const headers = { 'idempotency-key': 'x'.repeat(300) };
    const read = await call('GET', `/v1/products/${created.json.data.id}`, { key: m.readOnly, headers });
    expect(read.status).toBe(200);
    const updated = await call('PUT', `/v1/products/${created.json.data.id}`, {
      key: m.full,
      body: { price: 2490 },
      headers,
    });
    expect(updated.status).toBe(200);
  });
});

describe('Idempotency-Key: validation and reuse', () => {
  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['non-ASCII', 'pedido-ção'],
    ['a control character', 'pedido\u00011'],
  ])('refuses a key that is %s with 422 naming the header, and runs nothing', async (_, value) => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/products', {
      key: m.full,
      body: productBody(),
      headers: { 'idempotency-key': value },
    });
    const error = expectError(result, 422);
    expect(result.json.error).toMatchObject({ code: 'invalid_idempotency_key' });
    expect(error.fields).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', code: 'invalid_idempotency_key' }),
    ]);
    expect(await totalOf(m, 'products')).toBe(0);
  });

  it('accepts a key of 255 printable characters', async () => {
    const m = await newMerchant();
    const key = ` !~${'a'.repeat(252)}`;
    expect(key).toHaveLength(255);
    expect((await post(m, '/v1/products', productBody(), key)).status).toBe(201);
    expect(replayed(await post(m, '/v1/products', productBody(), key))).toBe('true');
  });

  it('answers 422 idempotency_key_reused for the same key with another body or path', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    expect((await post(m, '/v1/products', productBody(), key)).status).toBe(201);

    const otherBody = await post(m, '/v1/products', productBody('Boné'), key);
    expectError(otherBody, 422);
    expect(otherBody.json.error).toMatchObject({
      code: 'idempotency_key_reused',
      fields: [expect.objectContaining({ field: 'Idempotency-Key', code: 'idempotency_key_reused' })],
    });

    const otherPath = await post(m, '/v1/coupons', { code: 'X1', type: 'PERCENTAGE', value: 5 }, key);
    expectError(otherPath, 422);
    expect(otherPath.json.error).toMatchObject({ code: 'idempotency_key_reused' });

    expect(await totalOf(m, 'products')).toBe(1);
    expect(await totalOf(m, 'coupons')).toBe(0);
    // The first response is still there to replay.
    expect(replayed(await post(m, '/v1/products', productBody(), key))).toBe('true');
  });
});

describe('Idempotency-Key: which answers are kept', () => {
  it('keeps a 400 from stored state and replays it even after the state changed', async () => {
    const m = await newMerchant();
    const coupon = { code: 'DUP10', type: 'PERCENTAGE', value: 10 };
    const existing = await post(m, '/v1/coupons', coupon);
    expect(existing.status).toBe(201);
    const key = randomUUID();
    const taken = await post(m, '/v1/coupons', coupon, key);
    expectError(taken, 400);

    await call('DELETE', `/v1/coupons/${existing.json.data.id}`, { key: m.full });
    const again = await post(m, '/v1/coupons', coupon, key);
    expectError(again, 400);
    expect(replayed(again)).toBe('true');
    expect(again.raw.body?.toString()).toBe(taken.raw.body?.toString());
    // A new key runs: the code is free now.
    expect((await post(m, '/v1/coupons', coupon, randomUUID())).status).toBe(201);
  });

  it('does not keep a 422: the body can be fixed and sent again under the same key', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    expectError(await post(m, '/v1/products', { name: 'Camiseta', price: 1 }, key), 422);
    const fixed = await post(m, '/v1/products', productBody(), key);
    expect(fixed.status).toBe(201);
    expect(replayed(fixed)).toBeUndefined();
    expect(await readRecord(m, key)).toMatchObject({ status: 'COMPLETED' });
  });

  it('does not keep a 5xx: a retry after a 503 runs again, once', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const fault = injectFault('TransactWriteItemsCommand', 1, internalServerError);
    expectError(await post(m, '/v1/products', productBody(), key), 503);
    expect(fault.calls).toBe(1);
    expect(await readRecord(m, key)).toBeUndefined();

    const retry = await post(m, '/v1/products', productBody(), key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBeUndefined();
    expect(replayed(await post(m, '/v1/products', productBody(), key))).toBe('true');
    expect(await totalOf(m, 'products')).toBe(1);
  });
});

describe('Idempotency-Key: records left by other requests', () => {
  const fingerprint = (body: unknown) => requestFingerprint('POST', '/v1/products', body);

  it('answers 409 idempotency_in_progress while the first request still holds the record', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    await plantRecord(m, key, fingerprint(productBody()), {
      status: 'IN_PROGRESS',
      lockExpiresAt: Date.now() + 60_000,
    });
    const result = await post(m, '/v1/products', productBody(), key);
    expectError(result, 409);
    expect(result.json.error).toMatchObject({ code: 'idempotency_in_progress' });
    // Another body under a key in use is a reuse, even while the first runs.
    expect((await post(m, '/v1/products', productBody('Boné'), key)).json.error).toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await totalOf(m, 'products')).toBe(0);
  });

  it('takes over the record of a request whose function died, once its lock expired', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    await plantRecord(m, key, fingerprint(productBody()), {
      status: 'IN_PROGRESS',
      lockExpiresAt: Date.now() - 1,
    });
    const result = await post(m, '/v1/products', productBody(), key);
    expect(result.status).toBe(201);
    expect(replayed(await post(m, '/v1/products', productBody(), key))).toBe('true');
    expect(await totalOf(m, 'products')).toBe(1);
  });

  it('does not let another body take over a dead request’s record', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    await plantRecord(m, key, fingerprint(productBody()), {
      status: 'IN_PROGRESS',
      lockExpiresAt: Date.now() - 1,
    });
    expectError(await post(m, '/v1/products', productBody('Boné'), key), 422);
    expect(await totalOf(m, 'products')).toBe(0);
  });

  it('replays an answer kept in clear by an earlier version, and one sealed to another record never', async () => {
    const m = await newMerchant();
    const first = randomUUID();
    const created = await post(m, '/v1/products', productBody(), first);
    expect(created.status).toBe(201);

    const clear = randomUUID();
    await plantRecord(m, clear, fingerprint(productBody()), {
      status: 'COMPLETED',
      response: JSON.stringify({
        statusCode: 201,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: created.raw.body?.toString(),
      }),
    });
    const old = await post(m, '/v1/products', productBody(), clear);
    expect(old.status).toBe(201);
    expect(replayed(old)).toBe('true');
    expect(old.json.data.id).toBe(created.json.data.id);

    // A sealed answer copied under another key does not open there.
    const moved = randomUUID();
    await plantRecord(m, moved, fingerprint(productBody()), {
      status: 'COMPLETED',
      response: (await readRecord(m, first))!.response,
    });
    expect((await post(m, '/v1/products', productBody(), moved)).json.error).toMatchObject({
      code: 'idempotency_response_lost',
    });
    expect(await totalOf(m, 'products')).toBe(1);
  });

  it('ignores a record past its 24 h even while DynamoDB has not deleted it yet', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const stale = {
      statusCode: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ data: { id: 'stale' }, success: true, error: null }),
    };
    await plantRecord(m, key, fingerprint(productBody()), {
      status: 'COMPLETED',
      response: JSON.stringify(stale),
      [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) - 1,
    });
    const result = await post(m, '/v1/products', productBody(), key);
    expect(result.status).toBe(201);
    expect(replayed(result)).toBeUndefined();
    expect(result.json.data.id).not.toBe('stale');
    expect(await totalOf(m, 'products')).toBe(1);
  });

  it('keeps the record 24 hours (DynamoDB TTL)', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const before = Math.floor(Date.now() / 1000);
    await post(m, '/v1/products', productBody(), key);
    const record = await readRecord(m, key);
    expect(record?.[TTL_ATTRIBUTE]).toBeGreaterThanOrEqual(before + 24 * 3600);
    expect(record?.[TTL_ATTRIBUTE]).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 24 * 3600);
    // Only the key's hash is stored.
    expect(JSON.stringify(record)).not.toContain(key);
    await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: idempotencyRecordKey(m.merchantId, key) }),
    );
  });
});

describe('Idempotency-Key: an effect committed whose answer was never stored', () => {
  const charge = { amount: 1990, description: 'Pedido 42' };

  it('a retry answers as the first request would have: its status, the same resource, Idempotent-Replayed', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    failCompletion();
    // The charge is made and this answer is given, but the request's process dies before the
    // answer is stored: its client never receives it.
    const lost = await post(m, '/v1/charges', charge, key);
    expect(lost.status).toBe(201);
    removeFaults();
    expect(await readRecord(m, key)).toMatchObject({ status: 'COMMITTED' });
    // Its request could still be about to answer: retries wait while its lock holds.
    const early = await post(m, '/v1/charges', charge, key);
    expectError(early, 409);
    expect(early.json.error?.code).toBe('idempotency_in_progress');

    clockAhead(DEAD_FOR_MS);
    const retry = await post(m, '/v1/charges', charge, key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBe('true');
    expect(retry.json.data).toEqual(lost.json.data);
    expect(retry.headers['content-type']).toBe(lost.headers['content-type']);
    // Rebuilt once, then kept: later retries replay it byte for byte.
    expect(await readRecord(m, key)).toMatchObject({ status: 'COMPLETED' });
    const again = await post(m, '/v1/charges', charge, key);
    expect(replayed(again)).toBe('true');
    expect(again.raw.body?.toString()).toBe(retry.raw.body?.toString());
    expect(await totalOf(m, 'charges')).toBe(1);
  });

  it('shows the resource as it is at the retry: a charge paid since answers PAID, with the status of its create', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    failCompletion();
    const lost = await post(m, '/v1/charges', charge, key);
    removeFaults();
    const paid = await call('POST', `/v1/charges/${lost.json.data.id}/simulate-payment`, { key: m.full });
    expect(paid.status).toBe(200);

    clockAhead(DEAD_FOR_MS);
    const retry = await post(m, '/v1/charges', charge, key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBe('true');
    expect(retry.json.data).toMatchObject({ id: lost.json.data.id, status: 'PAID' });
    expect(retry.json.data).toEqual(paid.json.data);
  });

  it('a webhook endpoint’s answer carries the secret the request made, kept sealed in its record', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const body = { url: 'http://127.0.0.1:9/hooks', events: ['charge.paid'] };
    failCompletion();
    const lost = await post(m, '/v1/webhook-endpoints', body, key);
    expect(lost.status).toBe(201);
    removeFaults();
    const secret = lost.json.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify(await readRecord(m, key))).not.toContain(secret.slice('whsec_'.length));

    clockAhead(DEAD_FOR_MS);
    const retry = await post(m, '/v1/webhook-endpoints', body, key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBe('true');
    expect(retry.json.data).toEqual(lost.json.data);
    expect(JSON.stringify(await readRecord(m, key))).not.toContain(secret.slice('whsec_'.length));
  });

  it('what the request made was removed since: 409 idempotency_response_lost, and nothing runs again', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    failCompletion();
    const lost = await post(m, '/v1/products', productBody(), key);
    removeFaults();
    expect((await call('DELETE', `/v1/products/${lost.json.data.id}`, { key: m.full })).status).toBe(204);

    clockAhead(DEAD_FOR_MS);
    const retry = await post(m, '/v1/products', productBody(), key);
    expectError(retry, 409);
    expect(retry.json.error?.code).toBe('idempotency_response_lost');
    expect(await totalOf(m, 'products')).toBe(0);
  });
});

describe('Idempotency-Key: the lock of a running request', () => {
  it('a request whose record another request took over has its write refused: 409, nothing done', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const write = holdTheWrite({ dead: false });
    const running = post(m, '/v1/products', productBody(), key);
    await write.waiting;
    // Another owner, as a retry that took the record over after its lock lapsed leaves it.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, key),
        UpdateExpression: 'SET #owner = :other',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':other': randomUUID() },
      }),
    );
    write.release();
    const refused = await running;
    expectError(refused, 409);
    expect(refused.json.error?.code).toBe('idempotency_in_progress');
    expect(await totalOf(m, 'products')).toBe(0);
  });

  it('is taken over within seconds once its request died, and a write of the dead request refused', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const write = holdTheWrite({ dead: true });
    const dead = post(m, '/v1/products', productBody(), key);
    await write.waiting;
    // The record's lock is a short lease, not the function's whole timeout.
    const record = await readRecord(m, key);
    expect(record).toMatchObject({ status: 'IN_PROGRESS' });
    expect(Number(record?.lockExpiresAt) - Date.parse(String(record?.createdAt))).toBe(LOCK_LEASE_MS);

    clockAhead(DEAD_FOR_MS);
    const retry = await post(m, '/v1/products', productBody(), key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBeUndefined();

    // The stalled request wakes up: its write is refused, and it says another one does the work.
    write.release();
    const woken = await dead;
    expectError(woken, 409);
    expect(woken.json.error?.code).toBe('idempotency_in_progress');
    removeFaults();
    const later = await post(m, '/v1/products', productBody(), key);
    expect(replayed(later)).toBe('true');
    expect(later.json.data.id).toBe(retry.json.data.id);
    expect(await totalOf(m, 'products')).toBe(1);
  });

  it('is renewed while its request runs: a retry never takes a live request’s record', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const write = holdTheWrite({ dead: false });
    const running = post(m, '/v1/products', productBody(), key);
    await write.waiting;
    const taken = Date.parse(String((await readRecord(m, key))?.createdAt));
    // Its heartbeat moves the lock past its first lease.
    let lockExpiresAt = taken + LOCK_LEASE_MS;
    for (let polls = 0; polls < 50 && lockExpiresAt <= taken + LOCK_LEASE_MS; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      lockExpiresAt = Number((await readRecord(m, key))?.lockExpiresAt);
    }
    expect(lockExpiresAt).toBeGreaterThan(taken + LOCK_LEASE_MS);

    // Past the first lease, within the renewed one.
    clockAhead(taken + LOCK_LEASE_MS + 1 - Date.now());
    const retry = await post(m, '/v1/products', productBody(), key);
    expectError(retry, 409);
    expect(retry.json.error?.code).toBe('idempotency_in_progress');

    write.release();
    const first = await running;
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeUndefined();
    removeFaults();
    const later = await post(m, '/v1/products', productBody(), key);
    expect(replayed(later)).toBe('true');
    expect(later.json.data.id).toBe(first.json.data.id);
    expect(await totalOf(m, 'products')).toBe(1);
  });
});

describe('Idempotency-Key and the function deadline', () => {
  it('releases the record when the deadline answers 503, so a retry runs again', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    // The handler's write hangs: only the function's deadline ends the request.
    dynamo().middlewareStack.add(
      (next, context) => (args) =>
        context.commandName === 'TransactWriteItemsCommand' ? new Promise(() => undefined) : next(args),
      { step: 'initialize', name: FAULT, tags: [FAULT] },
    );
    const { event } = toEvent({
      method: 'POST',
      url: '/v1/products',
      headers: {
        authorization: `ApiKey ${m.full}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: Buffer.from(JSON.stringify(productBody())),
    });
    const deadline = Date.now() + 2_000;
    const result = await createProductHandler(event, {
      getRemainingTimeInMillis: () => deadline - Date.now(),
    } as Context);
    expect(result.statusCode).toBe(503);
    removeFaults();
    expect(await readRecord(m, key)).toBeUndefined();

    const retry = await post(m, '/v1/products', productBody(), key);
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBeUndefined();
  });
});

describe('Idempotency-Key: what the header costs', () => {
  const bodies: Record<string, (m: TestMerchant) => Promise<Record<string, unknown>>> = {
    '/v1/products': async () => productBody(),
    '/v1/charges': async () => ({ amount: 1990, description: 'Pedido 42' }),
    '/v1/checkouts': async (m) => {
      const product = await post(m, '/v1/products', productBody());
      return { items: [{ productId: product.json.data.id as string, quantity: 1 }] };
    },
  };

  async function commandsOf(send: () => Promise<ApiResult>, status: number): Promise<string[]> {
    const names = recordCommands();
    const result = await send();
    removeFaults();
    expect(result.status, result.raw.body?.toString()).toBe(status);
    return names;
  }

  it.each(Object.keys(bodies))(
    'POST %s: one conditional put before the handler and one update after it; a replay is that put alone',
    async (path) => {
      const m = await newMerchant();
      const body = await bodies[path]!(m);
      // The key cache is warm from here on, so every request below pays the same for its key.
      expect((await post(m, path, body)).status).toBe(201);

      const plain = await commandsOf(() => post(m, path, body), 201);
      const key = randomUUID();
      const keyed = await commandsOf(() => post(m, path, body, key), 201);
      // Every keyed request starts with its key's rate-limit count (lib/http/rate-limits.ts).
      const [count, ...work] = plain;
      expect(count).toBe('RateLimitCount');
      expect(keyed).toEqual([count, 'PutItemCommand', ...work, 'UpdateItemCommand']);
      // The refused put returns the stored record with its error: no second read.
      expect(await commandsOf(() => post(m, path, body, key), 201)).toEqual([count, 'PutItemCommand']);
      expect(await commandsOf(() => post(m, path, { ...body, metadata: { x: '1' } }, key), 422)).toEqual([
        count,
        'PutItemCommand',
      ]);
    },
  );
});
