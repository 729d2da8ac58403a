import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue, dispatchUndispatched } from '../../lib/webhooks/deliveries.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { startReceiver, verified, type Receiver } from '../support/receiver.js';

/**
 * From the API to the merchant's receiver: real charges and checkouts, through their own routes,
 * write their events; the dispatcher and the deliverer (the functions npm start and AWS run) turn
 * them into signed POSTs to a receiver on 127.0.0.1, which verifies every one with the
 * `standardwebhooks` package.
 */
let all: Receiver;
let some: Receiver;

beforeAll(async () => {
  [all, some] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([all.close(), some.close()]);
});

async function endpoint(m: TestMerchant, url: string, events: string[]) {
  const result = await call('POST', '/v1/webhook-endpoints', { key: m.full, body: { url, events } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as { id: string; secret: string };
}

/**
 * One turn of the pipeline for this merchant: dispatch what is new, attempt what is due. The
 * receivers' `waitFor` then bounds the wait (a driver running in another test of this worker may
 * have made the attempt first; the receiver sees it either way).
 */
async function deliver(m: TestMerchant): Promise<void> {
  await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
  await deliverDue(new Date(), { merchantId: m.merchantId });
}

type Message = { id: string; type: string; createdAt: string; data: Record<string, unknown> };

/** The messages `receiver` got for this merchant's endpoint, each one verified with its secret. */
function messagesFor(receiver: Receiver, secret: string, ids: Set<string>): Message[] {
  return receiver.received
    .filter((message) => ids.has(String(message.headers['webhook-id'])))
    .map((message) => verified(secret, message) as Message);
}

async function eventIds(m: TestMerchant): Promise<Set<string>> {
  const list = await call('GET', '/v1/events?size=100', { key: m.readOnly });
  expect(list.status).toBe(200);
  return new Set((list.json.data.content as { id: string }[]).map((event) => event.id));
}

async function settle(m: TestMerchant, receiver: Receiver, secret: string, count: number) {
  await deliver(m);
  for (;;) {
    const ids = await eventIds(m);
    const got = messagesFor(receiver, secret, ids);
    if (got.length >= count) return got;
    await receiver.waitFor(receiver.received.length + 1);
  }
}

describe('charges to webhooks', () => {
  it('create charge -> simulate-payment -> the receiver gets a verified charge.paid with the charge as the API shows it', async () => {
    const m = await newMerchant();
    const everything = await endpoint(m, all.url, ['*']);
    const paidOnly = await endpoint(m, some.url, ['charge.paid']);

    const created = await call('POST', '/v1/charges', {
      key: m.full,
      body: { amount: 1250, description: 'Pedido 42', metadata: { pedido: '42' } },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const chargeId = created.json.data.id as string;
    const paid = await call('POST', `/v1/charges/${chargeId}/simulate-payment`, { key: m.full });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    const [message] = await settle(m, some, paidOnly.secret, 1);
    expect(message).toMatchObject({
      type: 'charge.paid',
      data: { id: chargeId, status: 'PAID', amount: 12.5, metadata: { pedido: '42' } },
    });
    expect(message!.data.paidAt).toEqual(expect.any(String));
    // Only what it subscribed to.
    expect(messagesFor(some, paidOnly.secret, await eventIds(m)).map((e) => e.type)).toEqual(['charge.paid']);

    const types = (await settle(m, all, everything.secret, 2)).map((e) => e.type).sort();
    expect(types).toEqual(['charge.created', 'charge.paid']);

    // The event, as the API lists it, carries both deliveries as delivered.
    const events = await call('GET', '/v1/events?type=charge.paid', { key: m.readOnly });
    expect(events.json.data.content.map((e: { id: string }) => e.id)).toEqual([message!.id]);
    const detail = await call('GET', `/v1/events/${message!.id}`, { key: m.readOnly });
    const deliveries = detail.json.data.deliveries as { endpointId: string; status: string }[];
    expect(deliveries.map((d) => [d.endpointId, d.status]).sort()).toEqual(
      [
        [everything.id, 'DELIVERED'],
        [paidOnly.id, 'DELIVERED'],
      ].sort(),
    );

    // A refund later is one more event to the "*" endpoint, and nothing to the other.
    const refunded = await call('POST', `/v1/charges/${chargeId}/refund`, { key: m.full });
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    const after = await settle(m, all, everything.secret, 3);
    expect(after.find((e) => e.type === 'charge.refunded')?.data).toMatchObject({
      id: chargeId,
      status: 'REFUNDED',
    });
    expect(messagesFor(some, paidOnly.secret, await eventIds(m))).toHaveLength(1);
  });
});

describe('checkouts to webhooks', () => {
  it('created, completed through the hosted page, and cancelled: each checkout event reaches its subscriber, verified', async () => {
    const m = await newMerchant();
    const hooks = await endpoint(m, some.url, [
      'checkout.created',
      'checkout.completed',
      'checkout.cancelled',
    ]);
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 2500 },
    });
    expect(product.status).toBe(201);
    const items = [{ productId: product.json.data.id as string, quantity: 2 }];

    const toPay = await call('POST', '/v1/checkouts', { key: m.full, body: { items } });
    expect(toPay.status, JSON.stringify(toPay.json)).toBe(201);
    const toCancel = await call('POST', '/v1/checkouts', { key: m.full, body: { items } });
    expect(toCancel.status).toBe(201);
    const page = new URL(toPay.json.data.url as string).pathname;
    const paid = await call('POST', `${page}/simulate-payment`);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const cancelled = await call('POST', `/v1/checkouts/${toCancel.json.data.id}/cancel`, { key: m.full });
    expect(cancelled.status).toBe(200);

    const messages = await settle(m, some, hooks.secret, 4);
    const seen = messages.map((e) => [e.type, e.data.id, e.data.status]).sort();
    expect(seen).toEqual(
      [
        ['checkout.cancelled', toCancel.json.data.id, 'CANCELLED'],
        ['checkout.completed', toPay.json.data.id, 'COMPLETED'],
        ['checkout.created', toCancel.json.data.id, 'OPEN'],
        ['checkout.created', toPay.json.data.id, 'OPEN'],
      ].sort(),
    );
    const completed = messages.find((e) => e.type === 'checkout.completed')!;
    expect(completed.data).toMatchObject({ total: 50, chargeId: toPay.json.data.chargeId });
    // The charges' own events were written too, but this endpoint did not subscribe to them.
    const chargeEvents = await call('GET', '/v1/events?type=charge.paid', { key: m.readOnly });
    expect(chargeEvents.json.data.content).toHaveLength(1);
  });
});
