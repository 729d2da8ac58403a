import { afterEach, describe, expect, it } from 'vitest';
import { clearKeyCache } from '../../lib/http/auth.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { injectFault, itemConflict, recordCommands, removeFaults } from '../support/faults.js';

/**
 * An update that moves no unique value is one conditional PutItem (1 WCU), not a one-item
 * transaction (2 WCU); the version condition still keeps every concurrent update.
 */
afterEach(() => {
  removeFaults();
  clearKeyCache();
});

const isWrite = (command: string) => /TransactWrite|PutItem|UpdateItem|DeleteItem|BatchWrite/.test(command);

async function newCoupon(m: TestMerchant, code: string) {
  const answer = await call('POST', '/v1/coupons', {
    key: m.full,
    body: { code, type: 'PERCENTAGE', value: 10 },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data as { id: string; code: string; value: number };
}

async function writesOf(act: () => Promise<unknown>): Promise<string[]> {
  const commands = recordCommands();
  await act();
  removeFaults();
  return commands.filter(isWrite);
}

describe('an update is one conditional PutItem unless a unique value moves', () => {
  it('product and coupon updates without a new unique value: one PutItem; a new coupon code: a transaction', async () => {
    const m = await newMerchant();
    const product = (
      await call('POST', '/v1/products', { key: m.full, body: { name: 'A', price: 500, externalId: 'X1' } })
    ).json.data;
    const coupon = await newCoupon(m, 'WCU');
    const put = (url: string, body: unknown) => async () => {
      const answer = await call('PUT', url, { key: m.full, body });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    };
    expect(await writesOf(put(`/v1/products/${product.id}`, { price: 700 }))).toEqual(['PutItemCommand']);
    expect(await writesOf(put(`/v1/coupons/${coupon.id}`, { value: 20 }))).toEqual(['PutItemCommand']);
    // The same code, spelled as stored: its guard stays where it is.
    expect(await writesOf(put(`/v1/coupons/${coupon.id}`, { code: 'WCU', value: 30 }))).toEqual([
      'PutItemCommand',
    ]);
    expect(await writesOf(put(`/v1/coupons/${coupon.id}`, { code: 'WCU2' }))).toEqual([
      'TransactWriteItemsCommand',
    ]);
    const stored = (await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data;
    expect(stored).toMatchObject({ code: 'WCU2', value: 30 });
    // The old code is free, the new one is held.
    await newCoupon(m, 'WCU');
    expectError(
      await call('POST', '/v1/coupons', {
        key: m.full,
        body: { code: 'WCU2', type: 'PERCENTAGE', value: 1 },
      }),
      400,
    );
  });

  it('retries a PutItem refused with TransactionConflictException and applies it once', async () => {
    const m = await newMerchant();
    const coupon = await newCoupon(m, 'CONFLICT');
    const seen = injectFault('PutItemCommand', 2, itemConflict);
    const answer = await call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { value: 55 } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(seen.calls).toBe(3);
    removeFaults();
    expect((await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data).toEqual(
      answer.json.data,
    );
  });

  it('keeps every one of simultaneous coupon updates to different fields (no lost update)', async () => {
    const m = await newMerchant();
    const coupon = await newCoupon(m, 'RACE');
    const bodies = [{ value: 42 }, { max_uses: 7 }, { status: 'INACTIVE' }, { type: 'FIXED_AMOUNT' }];
    const results = await Promise.all(
      bodies.map((body) => call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full })).json.data;
    // A fixed amount is answered in reais: 42 cents.
    expect(final).toMatchObject({ value: 0.42, max_uses: 7, status: 'INACTIVE', type: 'FIXED_AMOUNT' });
  });

  it('never brings back an item removed while it was being updated', async () => {
    const m = await newMerchant();
    for (let round = 0; round < 5; round++) {
      const coupon = await newCoupon(m, `GONE${round}`);
      const [update, removal] = await Promise.all([
        call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { value: 77 } }),
        call('DELETE', `/v1/coupons/${coupon.id}`, { key: m.full }),
      ]);
      expect(removal.status).toBe(204);
      expect([200, 404]).toContain(update.status);
      expectError(await call('GET', `/v1/coupons/${coupon.id}`, { key: m.full }), 404);
    }
    expect((await call('GET', '/v1/coupons', { key: m.full })).json.data.page.totalElements).toBe(0);
  });
});
