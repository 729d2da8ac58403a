import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listCheckouts } from '../../lib/checkouts/checkouts.storage.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { decodeQr } from '../support/qr.js';
import { sweepExpiredCheckouts } from '../../lib/jobs/sweeps.service.js';
import { call, expectError, fieldNames, newMerchant, type TestMerchant } from '../support/api.js';

const UNKNOWN_ID = '0194c2d1-7e0a-7000-8000-000000000000';

export async function product(m: TestMerchant, price = 4990, name = 'Camiseta'): Promise<string> {
  const result = await call('POST', '/v1/products', { key: m.full, body: { name, price } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data.id as string;
}

export async function coupon(m: TestMerchant, body: Record<string, unknown>): Promise<string> {
  const result = await call('POST', '/v1/coupons', { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data.id as string;
}

const create = (m: TestMerchant, body: Record<string, unknown>) =>
  call('POST', '/v1/checkouts', { key: m.full, body });

async function created(m: TestMerchant, body: Record<string, unknown>) {
  const result = await create(m, body);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

const couponUses = async (m: TestMerchant, id: string) =>
  (await call('GET', `/v1/coupons/${id}`, { key: m.readOnly })).json.data.used_count as number;

describe('POST /v1/checkouts', () => {
  it('prices the items from the products, applies the coupon half up, and creates its Pix charge', async () => {
    const m = await newMerchant();
    const a = await product(m, 1005, 'Caneca');
    const b = await product(m, 2000, 'Camiseta');
    await coupon(m, { code: 'DEZ', type: 'PERCENTAGE', value: 10 });
    const checkout = await created(m, {
      items: [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 2 },
      ],
      couponCode: ' dez ',
      completionUrl: 'https://loja.example.com/ok',
      metadata: { pedido: '42' },
    });
    // 1005 + 4000 = 5005; 10% = 500.5 -> 501 (half up); total 4504.
    expect(checkout).toMatchObject({
      status: 'OPEN',
      subtotal: 50.05,
      discount: 5.01,
      total: 45.04,
      coupon: { code: 'DEZ', type: 'PERCENTAGE', value: 10 },
      allowCoupons: false,
      metadata: { pedido: '42' },
      completedAt: null,
      cancelledAt: null,
    });
    expect(checkout.items).toEqual([
      { productId: a, externalId: null, name: 'Caneca', unitPrice: 10.05, quantity: 1, amount: 10.05 },
      { productId: b, externalId: null, name: 'Camiseta', unitPrice: 20, quantity: 2, amount: 40 },
    ]);
    expect(checkout.url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(checkout.url).not.toContain(checkout.id);
    // One day by default.
    expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt)).toBe(86_400_000);

    const charge = await call('GET', `/v1/charges/${checkout.chargeId}`, { key: m.readOnly });
    expect(charge.status).toBe(200);
    expect(charge.json.data).toMatchObject({
      amount: 45.04,
      status: 'PENDING',
      checkoutId: checkout.id,
      expiresAt: checkout.expiresAt,
      // A checkout's charge is paid on the checkout's page.
      paymentUrl: checkout.url,
    });
    // The code to pay, for a merchant who renders its own page: the charge's, with its image.
    expect(checkout.pix).toEqual(charge.json.data.pix);
    expect(decodeQr(checkout.pix.qrCode)).toBe(checkout.pix.brCode);

    // A later price change does not touch the checkout (a snapshot); the link comes back on every
    // read, and the list shows it with the code but no image.
    await call('PUT', `/v1/products/${a}`, { key: m.full, body: { price: 9990 } });
    const again = await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly });
    expect(again.json.data.subtotal).toBe(50.05);
    expect(again.json.data.url).toBe(checkout.url);
    expect(again.json.data.pix).toEqual(checkout.pix);
    const listed = await call('GET', '/v1/checkouts', { key: m.readOnly });
    expect(listed.json.data.content[0]).toMatchObject({
      id: checkout.id,
      url: checkout.url,
      pix: { brCode: checkout.pix.brCode, txid: checkout.pix.txid },
    });
    expect(listed.json.data.content[0].pix).not.toHaveProperty('qrCode');

    // The table alone does not give the link: no item holds the token, and its event has no link.
    const token = new URL(checkout.url).pathname.split('/').pop()!;
    const { Items = [] } = await dynamo().send(new ScanCommand({ TableName: tableName() }));
    expect(JSON.stringify(Items)).not.toContain(token);
    const [createdEvent] = (await call('GET', '/v1/events?type=checkout.created', { key: m.readOnly })).json
      .data.content;
    expect(createdEvent.data).toMatchObject({ id: checkout.id, url: null });
  });

  it('caps a fixed discount and refuses a total below R$ 1,00 naming couponCode', async () => {
    const m = await newMerchant();
    const p = await product(m, 500);
    await coupon(m, { code: 'QUASE', type: 'FIXED_AMOUNT', value: 400 });
    await coupon(m, { code: 'TUDO', type: 'FIXED_AMOUNT', value: 100000 });
    expect((await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'QUASE' })).total).toBe(1);
    const error = expectError(
      await create(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'TUDO' }),
      400,
    );
    expect(error.code).toBe('checkout_total_below_minimum');
    expect(error.fields?.[0]?.field).toBe('couponCode');
  });

  it('answers 422 listing every invalid field at once', async () => {
    const m = await newMerchant();
    const result = await create(m, {
      items: [{ productId: 'x', quantity: 0 }],
      returnUrl: 'ftp://loja',
      expiresIn: 100,
      extra: 1,
    });
    expectError(result, 422);
    expect(fieldNames(result)).toEqual(
      ['expiresIn', 'extra', 'items.0.productId', 'items.0.quantity', 'returnUrl'].sort(),
    );
  });

  it('names each unusable product by its index: unknown, inactive, removed, another merchant', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const good = await product(m);
    const inactive = await product(m);
    await call('PUT', `/v1/products/${inactive}`, { key: m.full, body: { status: 'INACTIVE' } });
    const removed = await product(m);
    await call('DELETE', `/v1/products/${removed}`, { key: m.full });
    const foreign = await product(other);
    const result = await create(m, {
      items: [good, UNKNOWN_ID, inactive, removed, foreign].map((productId) => ({ productId, quantity: 1 })),
    });
    const error = expectError(result, 400);
    expect(error.code).toBe('product_unusable');
    expect(fieldNames(result)).toEqual([
      'items[1].productId',
      'items[2].productId',
      'items[3].productId',
      'items[4].productId',
    ]);
  });

  it('refuses an unavailable coupon with its own code for each reason', async () => {
    const m = await newMerchant();
    const p = await product(m);
    await coupon(m, { code: 'FUTURO', type: 'PERCENTAGE', value: 5, starts_at: '2099-01-01' });
    await coupon(m, {
      code: 'VELHO',
      type: 'PERCENTAGE',
      value: 5,
      starts_at: '2020-01-01',
      expires_at: '2020-12-31',
    });
    const inactive = await coupon(m, { code: 'PARADO', type: 'PERCENTAGE', value: 5 });
    await call('PUT', `/v1/coupons/${inactive}`, { key: m.full, body: { status: 'INACTIVE' } });
    await coupon(m, { code: 'UNICO', type: 'PERCENTAGE', value: 5, max_uses: 1 });
    await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'UNICO' });
    const cases = {
      NADA: 'coupon_unknown',
      PARADO: 'coupon_inactive',
      FUTURO: 'coupon_not_started',
      VELHO: 'coupon_expired',
      UNICO: 'coupon_exhausted',
    };
    for (const [code, reason] of Object.entries(cases)) {
      const error = expectError(
        await create(m, { items: [{ productId: p, quantity: 1 }], couponCode: code }),
        400,
      );
      expect(error.code, code).toBe(reason);
      expect(error.fields, code).toEqual([expect.objectContaining({ field: 'couponCode', code: reason })]);
    }
  });

  it('checks the customer: unknown or removed is 400 naming customerId', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Ana', email: 'ana@example.com', document: '52998224725' },
    });
    const customerId = customer.json.data.id as string;
    const ok = await created(m, { items: [{ productId: p, quantity: 1 }], customerId });
    expect(ok.customerId).toBe(customerId);
    await call('DELETE', `/v1/customers/${customerId}`, { key: m.full });
    for (const id of [customerId, UNKNOWN_ID]) {
      const result = await create(m, { items: [{ productId: p, quantity: 1 }], customerId: id });
      expect(expectError(result, 400).code).toBe('customer_unusable');
      expect(fieldNames(result)).toEqual(['customerId']);
    }
  });
});

describe('checkout lifecycle', () => {
  it('paying the charge completes the checkout and turns the reservation into a use', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, { code: 'UM', type: 'PERCENTAGE', value: 10, max_uses: 1 });
    const checkout = await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'UM' });
    expect(await couponUses(m, couponId)).toBe(0);
    const paid = await call('POST', `/v1/charges/${checkout.chargeId}/simulate-payment`, { key: m.full });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const after = await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly });
    expect(after.json.data.status).toBe('COMPLETED');
    expect(after.json.data.completedAt).not.toBeNull();
    expect(await couponUses(m, couponId)).toBe(1);
    // Completed: it cannot be cancelled, and its charge cannot be cancelled directly either.
    expect(
      expectError(await call('POST', `/v1/checkouts/${checkout.id}/cancel`, { key: m.full }), 400).code,
    ).toBe('checkout_not_open');
  });

  it("refunding a completed checkout's charge leaves the checkout COMPLETED and the coupon use counted", async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, { code: 'DEVOLVE', type: 'PERCENTAGE', value: 10, max_uses: 1 });
    const checkout = await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'DEVOLVE' });
    const paid = await call('POST', `/v1/charges/${checkout.chargeId}/simulate-payment`, { key: m.full });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const completed = (await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly })).json.data;
    expect(completed.status).toBe('COMPLETED');

    // Part of it, then what remains.
    const partial = await call('POST', `/v1/charges/${checkout.chargeId}/refund`, {
      key: m.full,
      body: { amount: 1000, reason: 'Item devolvido' },
    });
    expect(partial.status, JSON.stringify(partial.json)).toBe(200);
    expect(partial.json.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 10 });
    const rest = await call('POST', `/v1/charges/${checkout.chargeId}/refund`, { key: m.full });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    expect(rest.json.data).toMatchObject({ status: 'REFUNDED', refundedAmount: checkout.total });

    const after = (await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly })).json.data;
    expect(after).toMatchObject({
      status: 'COMPLETED',
      completedAt: completed.completedAt,
      cancelledAt: null,
      chargeId: checkout.chargeId,
      total: checkout.total,
    });
    const listed = (await call('GET', '/v1/checkouts?status=COMPLETED', { key: m.readOnly })).json.data;
    expect(listed.content.map((each: { id: string }) => each.id)).toEqual([checkout.id]);
    // The use stays counted: the coupon (one use) is still exhausted.
    expect(await couponUses(m, couponId)).toBe(1);
    expect(
      expectError(await create(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'DEVOLVE' }), 400)
        .code,
    ).toBe('coupon_exhausted');
  });

  it('cancel: the checkout and its charge end, the coupon use is released', async () => {
    const m = await newMerchant();
    const p = await product(m);
    await coupon(m, { code: 'SO1', type: 'PERCENTAGE', value: 10, max_uses: 1 });
    const checkout = await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'SO1' });
    expect(
      expectError(await create(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'SO1' }), 400).code,
    ).toBe('coupon_exhausted');
    expect(
      expectError(await call('POST', `/v1/charges/${checkout.chargeId}/cancel`, { key: m.full }), 400).code,
    ).toBe('charge_in_checkout');
    const cancelled = await call('POST', `/v1/checkouts/${checkout.id}/cancel`, { key: m.full, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.json.data.cancelledAt).not.toBeNull();
    const charge = await call('GET', `/v1/charges/${checkout.chargeId}`, { key: m.readOnly });
    expect(charge.json.data.status).toBe('CANCELLED');
    // The use is free again.
    await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'SO1' });
    // Twice is 400; a body with properties is 422; unknown is 404.
    expect(
      expectError(await call('POST', `/v1/checkouts/${checkout.id}/cancel`, { key: m.full }), 400).code,
    ).toBe('checkout_not_open');
    expectError(
      await call('POST', `/v1/checkouts/${checkout.id}/cancel`, { key: m.full, body: { x: 1 } }),
      422,
    );
    expectError(await call('POST', `/v1/checkouts/${UNKNOWN_ID}/cancel`, { key: m.full }), 404);
    expectError(await call('GET', `/v1/checkouts/${UNKNOWN_ID}`, { key: m.readOnly }), 404);
    expectError(await call('GET', `/v1/checkouts/nope`, { key: m.readOnly }), 404);
  });

  it('expiry: reads as EXPIRED at once; the sweep persists it, expires the charge and frees the coupon', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, { code: 'EXP', type: 'PERCENTAGE', value: 10, max_uses: 1 });
    const checkout = await created(m, {
      items: [{ productId: p, quantity: 1 }],
      couponCode: 'EXP',
      expiresIn: 1800,
    });
    const later = new Date(Date.parse(checkout.expiresAt) + 1000);
    expect(await sweepExpiredCheckouts(later)).toBeGreaterThanOrEqual(1);
    const after = await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly });
    expect(after.json.data.status).toBe('EXPIRED');
    const charge = await call('GET', `/v1/charges/${checkout.chargeId}`, { key: m.readOnly });
    expect(charge.json.data.status).toBe('EXPIRED');
    expect(await couponUses(m, couponId)).toBe(0);
    await created(m, { items: [{ productId: p, quantity: 1 }], couponCode: 'EXP' });
    // Swept again: nothing more to do for it.
    expect(
      expectError(await call('POST', `/v1/checkouts/${checkout.id}/cancel`, { key: m.full }), 400).code,
    ).toBe('checkout_not_open');
  });
});

describe('GET /v1/checkouts', () => {
  it('lists newest first and filters by status and customer from the indexes', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Bia', email: 'bia@example.com', document: '11144477735' },
    });
    const customerId = customer.json.data.id as string;
    const first = await created(m, { items: [{ productId: p, quantity: 1 }], customerId });
    const second = await created(m, { items: [{ productId: p, quantity: 2 }] });
    const third = await created(m, { items: [{ productId: p, quantity: 3 }], customerId });
    await call('POST', `/v1/checkouts/${second.id}/cancel`, { key: m.full });

    const all = await call('GET', '/v1/checkouts', { key: m.readOnly });
    expect(all.json.data.content.map((c: { id: string }) => c.id)).toEqual([third.id, second.id, first.id]);
    expect(all.json.data.page.totalElements).toBe(3);

    const open = await call('GET', '/v1/checkouts?status=open', { key: m.readOnly });
    expect(open.json.data.content.map((c: { id: string }) => c.id)).toEqual([third.id, first.id]);
    const cancelled = await call('GET', '/v1/checkouts?status=CANCELLED', { key: m.readOnly });
    expect(cancelled.json.data.content.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const mine = await call('GET', `/v1/checkouts?customerId=${customerId}&size=1&page=1`, {
      key: m.readOnly,
    });
    expect(mine.json.data.content.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(mine.json.data.page.totalElements).toBe(2);
    expectError(await call('GET', '/v1/checkouts?status=PAID', { key: m.readOnly }), 422);
  });

  it('the status filter agrees with read-time expiry before any sweep', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Caio', email: 'caio@example.com', document: '39053344705' },
    });
    const customerId = customer.json.data.id as string;
    const short = await created(m, { items: [{ productId: p, quantity: 1 }], expiresIn: 1800, customerId });
    const long = await created(m, { items: [{ productId: p, quantity: 1 }], customerId });
    // Past the short one's expiry, unswept: the list reads it as EXPIRED, as GET does.
    const later = new Date(Date.parse(short.expiresAt as string) + 1000);
    const ids = async (filters: Parameters<typeof listCheckouts>[2]) =>
      (await listCheckouts(m.merchantId, { page: 0, size: 20 }, filters, later)).checkouts.map((c) => c.id);
    expect(await ids({ status: 'EXPIRED' })).toEqual([short.id]);
    expect(await ids({ status: 'OPEN' })).toEqual([long.id]);
    expect(await ids({ status: 'OPEN', customerId })).toEqual([long.id]);
    expect(await ids({ status: 'EXPIRED', customerId })).toEqual([short.id]);
  });
});
