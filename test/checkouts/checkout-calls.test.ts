import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { FAULT, removeFaults } from '../support/faults.js';

/**
 * The DynamoDB calls of the checkout create and the hosted page, in the order they are sent: what
 * each reads, and which reads start before another returns (a read sent before the one it would
 * otherwise wait for). The bench counts the same calls; these keep them from growing back.
 */
afterEach(() => removeFaults());

/** Each call after `start`: its command and the partition keys it names, in sending order. */
function recordKeys(): { command: string; keys: string[] }[] {
  const seen: { command: string; keys: string[] }[] = [];
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const text = JSON.stringify(input.Key ?? input.RequestItems ?? input.TransactItems ?? {});
      const keys = [...text.matchAll(/"PK":"([A-Z]+)#/g)].map((match) => match[1] as string);
      // Rate-limit counts run beside a request's first call; round-trips.test.ts counts them.
      if (keys.includes('RATE')) return next(args);
      seen.push({ command: String(context.commandName).replace(/Command$/, ''), keys });
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Keys`, tags: [FAULT] },
  );
  return seen;
}

async function setup(m: TestMerchant, checkoutBody: Record<string, unknown> = {}) {
  const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 2500 } });
  const code = `CALLS${Date.now()}`;
  const coupon = await call('POST', '/v1/coupons', {
    key: m.full,
    body: { code, type: 'PERCENTAGE', value: 10 },
  });
  expect(coupon.status, JSON.stringify(coupon.json)).toBe(201);
  // The key is looked up once here, so the calls recorded below are the route's own.
  await call('GET', '/v1/coupons?page=0&size=1', { key: m.full });
  const checkout = await call('POST', '/v1/checkouts', {
    key: m.full,
    body: { items: [{ productId: product.json.data.id, quantity: 1 }], ...checkoutBody },
  });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  const path = new URL(checkout.json.data.url as string).pathname;
  return { productId: product.json.data.id as string, code, path };
}

describe('DynamoDB calls of the checkout create and the hosted page', () => {
  it('POST /v1/checkouts reads the merchant beside the products and the code guard, before the coupon', async () => {
    const m = await newMerchant();
    const { productId, code } = await setup(m);
    const calls = recordKeys();
    const created = await call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId, quantity: 2 }], couponCode: code },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    // Products, the code's guard and the merchant are all sent before the coupon, which needs
    // the guard's answer; then the one transaction.
    expect(
      calls
        .slice(0, 3)
        .map((c) => c.command)
        .sort(),
    ).toEqual(['BatchGetItem', 'GetItem', 'GetItem']);
    expect(calls.slice(3).map((c) => c.command)).toEqual(['GetItem', 'TransactWriteItems']);
    expect(calls.slice(0, 3).flatMap((c) => c.keys)).toContain('MERCHANT');
    expect(calls[3]?.keys).toEqual(['COUPON']);
  });

  it('GET /pay/{token} reads the pointer, the checkout, then its charge and the merchant in one BatchGetItem', async () => {
    const m = await newMerchant();
    const { path } = await setup(m);
    const calls = recordKeys();
    const page = await call('GET', path);
    expect(page.status).toBe(200);
    expect(calls.map((c) => c.command)).toEqual(['GetItem', 'GetItem', 'BatchGetItem']);
    expect(calls[2]?.keys.sort()).toEqual(['CHARGE', 'MERCHANT']);
  });

  it("POST /pay/{token}/coupon: pointer, checkout with the code guard, coupon with the old charge beside the checkout's try, one transaction", async () => {
    const m = await newMerchant();
    const { code, path } = await setup(m, { allowCoupons: true });
    const calls = recordKeys();
    const applied = await call('POST', `${path}/coupon`, { body: { code } });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.data.total).toBe(22.5);
    // The merchant (the new BR Code's identity) is read beside the checkout, not after the coupon.
    expect(calls[0]?.command).toBe('GetItem');
    expect(
      calls
        .slice(1, 3)
        .map((c) => c.command)
        .sort(),
    ).toEqual(['BatchGetItem', 'GetItem']);
    expect(calls.slice(1, 3).flatMap((c) => c.keys)).toContain('MERCHANT');
    // The checkout's try is taken beside the coupon's read, before the code is judged.
    expect(
      calls
        .slice(3, 5)
        .map((c) => c.command)
        .sort(),
    ).toEqual(['BatchGetItem', 'UpdateItem']);
    expect(calls.slice(5).map((c) => c.command)).toEqual(['TransactWriteItems']);
  });

  it("POST /pay/{token}/simulate-payment: pointer, checkout, charge, the merchant's fee, one transaction", async () => {
    const m = await newMerchant();
    const { path } = await setup(m);
    const calls = recordKeys();
    const paid = await call('POST', `${path}/simulate-payment`);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.status).toBe('COMPLETED');
    // The payout settings (the fee of the ledger's credit) are read beside the charge.
    expect(calls.map((c) => c.command)).toEqual([
      'GetItem',
      'GetItem',
      'GetItem',
      'GetItem',
      'TransactWriteItems',
    ]);
    const status = await call('GET', `${path}/status`);
    expect(status.json.data).toEqual(paid.json.data);
  });
});
