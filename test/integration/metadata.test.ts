import { describe, expect, it } from 'vitest';
import { addDays, businessDayOnOrAfter } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';

/**
 * `metadata` is the merchant's own key/value text: a key named like a member of Object.prototype
 * is stored and returned as sent by every resource that takes metadata, in its events too.
 */
const BUILT_IN_NAMES = {
  constructor: 'a',
  toString: 'b',
  hasOwnProperty: 'c',
  valueOf: 'd',
  prototype: 'e',
  isPrototypeOf: 'f',
  __defineGetter__: 'g',
  pedido: '42',
};

const today = () => todayIn('America/Sao_Paulo', new Date());

async function created(m: TestMerchant, path: string, body: Record<string, unknown>) {
  const result = await call('POST', path, { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

async function payer(m: TestMerchant): Promise<string> {
  const result = await call('POST', '/v1/customers', {
    key: m.full,
    body: {
      name: 'Maria das Dores',
      email: `maria${Math.random()}@exemplo.com.br`,
      document: '529.982.247-25',
    },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.id;
}

async function eventData(m: TestMerchant, type: string) {
  const result = await call('GET', `/v1/events?type=${type}`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return (result.json.data.content as { data: { metadata: unknown } }[]).map((event) => event.data.metadata);
}

describe('metadata keys named like built-ins', () => {
  it('are stored and returned as sent on a charge, its list, its payment and its events', async () => {
    const m = await newMerchant();
    const charge = await created(m, '/v1/charges', { amount: 1990, metadata: BUILT_IN_NAMES });
    expect(charge.metadata).toEqual(BUILT_IN_NAMES);
    expect((await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly })).json.data.metadata).toEqual(
      BUILT_IN_NAMES,
    );
    const listed = await call('GET', '/v1/charges', { key: m.readOnly });
    expect(listed.json.data.content[0].metadata).toEqual(BUILT_IN_NAMES);
    const paid = await call('POST', `/v1/charges/${charge.id}/simulate-payment`, { key: m.full });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.metadata).toEqual(BUILT_IN_NAMES);
    expect(await eventData(m, 'charge.created')).toEqual([BUILT_IN_NAMES]);
    expect(await eventData(m, 'charge.paid')).toEqual([BUILT_IN_NAMES]);
  });

  it('are stored and returned as sent on a due-date charge', async () => {
    const m = await newMerchant();
    const charge = await created(m, '/v1/charges', {
      amount: 1990,
      customerId: await payer(m),
      dueDate: businessDayOnOrAfter(addDays(today(), 10)),
      metadata: BUILT_IN_NAMES,
    });
    expect(charge.metadata).toEqual(BUILT_IN_NAMES);
    expect((await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly })).json.data.metadata).toEqual(
      BUILT_IN_NAMES,
    );
  });

  it('are stored and returned as sent on a checkout and its events', async () => {
    const m = await newMerchant();
    const product = await created(m, '/v1/products', { name: 'Caneca', price: 1990 });
    const checkout = await created(m, '/v1/checkouts', {
      items: [{ productId: product.id, quantity: 1 }],
      metadata: BUILT_IN_NAMES,
    });
    expect(checkout.metadata).toEqual(BUILT_IN_NAMES);
    expect(
      (await call('GET', `/v1/checkouts/${checkout.id}`, { key: m.readOnly })).json.data.metadata,
    ).toEqual(BUILT_IN_NAMES);
    expect(await eventData(m, 'checkout.created')).toEqual([BUILT_IN_NAMES]);
  });

  it('are stored and returned as sent on a subscription', async () => {
    const m = await newMerchant();
    const subscription = await created(m, '/v1/subscriptions', {
      customerId: await payer(m),
      amount: 4990,
      interval: 'MONTHLY',
      startDate: addDays(today(), 5),
      description: 'Academia - plano mensal',
      metadata: BUILT_IN_NAMES,
    });
    expect(subscription.metadata).toEqual(BUILT_IN_NAMES);
    const read = await call('GET', `/v1/subscriptions/${subscription.id}`, { key: m.readOnly });
    expect(read.json.data.metadata).toEqual(BUILT_IN_NAMES);
  });

  it('refuses only __proto__, with 422 naming it, and writes nothing', async () => {
    const m = await newMerchant();
    const refused = await call('POST', '/v1/charges', {
      key: m.full,
      rawBody: '{"amount":1990,"metadata":{"__proto__":"x"}}',
      headers: { 'content-type': 'application/json' },
    });
    const error = expectError(refused, 422);
    expect(error.fields).toEqual([expect.objectContaining({ field: '__proto__', code: 'unknown_property' })]);
    expect((await call('GET', '/v1/charges', { key: m.readOnly })).json.data.page.totalElements).toBe(0);
  });
});
