import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { TRANSACT_MAX_ATTEMPTS } from '../../lib/db/transact.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { conflict, FAULT, injectFault } from '../support/faults.js';

let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant('Loja Transações');
});

afterEach(() => {
  dynamo().middlewareStack.remove(FAULT);
});

const create = (code: string) =>
  call('POST', '/v1/coupons', { key: m.full, body: { code, type: 'PERCENTAGE', value: 10 } });
const listAll = async () => (await call('GET', '/v1/coupons?size=100', { key: m.readOnly })).json.data;

describe('transaction conflicts', () => {
  it('retries a create that conflicts and writes it exactly once', async () => {
    await create('BEFORE');
    const seen = injectFault('TransactWriteItemsCommand', 2, conflict(3));
    const result = await create('RETRIED');
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(seen.calls).toBe(3);
    dynamo().middlewareStack.remove(FAULT);

    const listed = await listAll();
    expect(listed.page.totalElements).toBe(2);
    expect(listed.content.map((c: { code: string }) => c.code)).toEqual(['RETRIED', 'BEFORE']);
    expect(
      (await call('GET', `/v1/coupons/${result.json.data.id}`, { key: m.readOnly })).json.data.code,
    ).toBe('RETRIED');
    expectError(await create('RETRIED'), 400);
  });

  it('answers 503 when the conflict persists, and writes nothing', async () => {
    await create('KEEP');
    const seen = injectFault('TransactWriteItemsCommand', Infinity, conflict(3));
    const result = await create('NEVER');
    const error = expectError(result, 503);
    expect(error.code).toBe('service_unavailable');
    expect(error.path).toBe('/v1/coupons');
    expect(seen.calls).toBe(TRANSACT_MAX_ATTEMPTS);
    dynamo().middlewareStack.remove(FAULT);

    const listed = await listAll();
    expect(listed.page.totalElements).toBe(1);
    expect(listed.content.map((c: { code: string }) => c.code)).toEqual(['KEEP']);
    // The code was never claimed.
    expect((await create('NEVER')).status).toBe(201);
    expect((await listAll()).page.totalElements).toBe(2);
  });

  it('retries a removal that conflicts and counts it once', async () => {
    const a = (await create('A')).json.data;
    await create('B');
    const seen = injectFault('TransactWriteItemsCommand', 1, conflict(3));
    expect((await call('DELETE', `/v1/coupons/${a.id}`, { key: m.full })).status).toBe(204);
    expect(seen.calls).toBe(2);
    dynamo().middlewareStack.remove(FAULT);
    const listed = await listAll();
    expect(listed.page.totalElements).toBe(1);
    expect(listed.content.map((c: { code: string }) => c.code)).toEqual(['B']);
    expect((await create('A')).status).toBe(201);
  });

  it('answers 503 for an update whose conflict persists, and leaves the coupon as it was', async () => {
    const coupon = (await create('UPD')).json.data;
    injectFault('TransactWriteItemsCommand', Infinity, conflict(3));
    const result = await call('PUT', `/v1/coupons/${coupon.id}`, {
      key: m.full,
      body: { code: 'UPD2', value: 20 },
    });
    expectError(result, 503);
    dynamo().middlewareStack.remove(FAULT);
    expect((await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data).toEqual(coupon);
    expect((await create('UPD2')).status).toBe(201);
    expectError(await create('UPD'), 400);
  });

  it('does not retry a failed condition (a duplicate code stays a single 400)', async () => {
    await create('DUPE');
    const seen = injectFault('TransactWriteItemsCommand', 0, conflict(3));
    expectError(await create('DUPE'), 400);
    expect(seen.calls).toBe(1);
  });
});

describe('database faults', () => {
  it('answers 503 when the database throttles past the SDK retries', async () => {
    injectFault('QueryCommand', Infinity, () =>
      Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ThrottlingException',
        $fault: 'client',
      }),
    );
    const error = expectError(await call('GET', '/v1/coupons', { key: m.readOnly }), 503);
    expect(error.code).toBe('service_unavailable');
  });

  it('answers 503 when the database cannot be reached', async () => {
    injectFault('QueryCommand', Infinity, () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    );
    expectError(await call('GET', '/v1/coupons', { key: m.readOnly }), 503);
  });

  it('answers 500 for an unexpected fault without leaking internals', async () => {
    const tableName = process.env.TABLE_NAME ?? 'merchant-payments-test';
    injectFault('QueryCommand', Infinity, () => {
      const error = new Error(`ValidationException on table ${tableName} index GSI1 key M#secret`);
      error.name = 'ValidationException';
      return error;
    });
    const result = await call('GET', '/v1/coupons', { key: m.readOnly });
    const error = expectError(result, 500);
    expect(error.code).toBe('internal_error');
    const body = result.raw.body?.toString('utf8') ?? '';
    for (const secret of [tableName, 'GSI1', 'M#secret', 'ValidationException', 'at ']) {
      expect(body).not.toContain(secret);
    }
  });
});

describe('concurrency', () => {
  it('of 20 simultaneous creates of one code, exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/v1/coupons', {
          key: m.full,
          body: { code: i % 2 ? 'race' : ' RACE ', type: 'FIXED_AMOUNT', value: 100 + i },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const loser of results.filter((r) => r.status === 400)) expectError(loser, 400);

    const listed = await listAll();
    expect(listed.page.totalElements).toBe(1);
    expect(listed.content).toHaveLength(1);
    expect(listed.content[0].id).toBe(results.find((r) => r.status === 201)?.json.data.id);
  });

  it('keeps every one of many simultaneous creates of distinct codes in the total', async () => {
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => create(`DISTINCT${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const listed = await listAll();
    expect(listed.page.totalElements).toBe(15);
    expect(listed.content).toHaveLength(15);
  });

  it('applies simultaneous updates of one coupon without losing any', async () => {
    const coupon = (await create('MANY')).json.data;
    const results = await Promise.all([
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { value: 42 } }),
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { max_uses: 7 } }),
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { status: 'INACTIVE' } }),
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { expires_at: '2030-01-01' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = (await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data;
    expect(stored).toMatchObject({
      value: 42,
      max_uses: 7,
      status: 'INACTIVE',
      expires_at: '2030-01-01T23:59:59-03:00',
    });
  });

  it('applies simultaneous renames of one coupon to one new code, with their other changes', async () => {
    const coupon = (await create('OLDNAME')).json.data;
    const results = await Promise.all([
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { code: 'newname', value: 42 } }),
      call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { code: 'NEWNAME', max_uses: 7 } }),
      call('PUT', `/v1/coupons/${coupon.id}`, {
        key: m.full,
        body: { code: ' newname ', status: 'INACTIVE' },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = (await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data;
    expect(stored).toMatchObject({ code: 'NEWNAME', value: 42, max_uses: 7, status: 'INACTIVE' });
    // The old code is free again and the new one is held exactly once.
    expect((await create('OLDNAME')).status).toBe(201);
    expect((await create('NEWNAME')).status).toBe(400);
  });
});
