import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDelivery } from '../../lib/webhooks/deliveries.storage.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../../lib/webhooks/webhook.domain.js';
import { deliveryLine, startLocalWebhooks } from '../../dev/webhooks.js';
import {
  attemptDelivery,
  deliverDue,
  dispatchEvent,
  dispatchUndispatched,
  LEASE_SECONDS,
  redriveStranded,
  STRANDED_DELIVERY_SECONDS,
  STRANDED_EVENT_SECONDS,
} from '../../lib/webhooks/deliveries.service.js';
import { setUrlResolver } from '../../lib/webhooks/endpoint-url.js';
import type { Resolver } from '../../lib/webhooks/ssrf.js';
import { setDeliveryQueue } from '../../lib/webhooks/queue.js';
import type { DeliveryRef } from '../../lib/webhooks/deliveries.storage.js';

import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { injectFault, removeFaults } from '../support/faults.js';
import { startReceiver, verified, type Receiver } from '../support/receiver.js';
import { createEndpoint, emit, later } from '../support/webhooks.js';

let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});
afterEach(() => {
  removeFaults();
  setDeliveryQueue(undefined);
  setUrlResolver(undefined);
  receiver.respond = 204;
  receiver.received.length = 0;
});

async function deliveryOf(m: TestMerchant, eventId: string) {
  const result = await call('GET', `/v1/events/${eventId}`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data.deliveries as {
    endpointId: string;
    status: string;
    attempts: number;
    lastResponseStatus: number | null;
    lastError: string | null;
    nextAttemptAt: string | null;
  }[];
}

describe('webhook endpoints', () => {
  it('creates with a whsec_ secret shown only once, then reads, updates and removes', async () => {
    const m = await newMerchant();
    const created = await createEndpoint(m, receiver.url, ['charge.paid', 'charge.paid', 'checkout.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const got = await call('GET', `/v1/webhook-endpoints/${created.id}`, { key: m.readOnly });
    expect(got.json.data).not.toHaveProperty('secret');
    expect(got.json.data.events).toEqual(['charge.paid', 'checkout.created']);
    expect(got.json.data.status).toBe('ENABLED');
    const list = await call('GET', '/v1/webhook-endpoints', { key: m.readOnly });
    expect(list.json.data.page.totalElements).toBe(1);
    expect(JSON.stringify(list.json)).not.toContain(created.secret.slice(6));

    const updated = await call('PUT', `/v1/webhook-endpoints/${created.id}`, {
      key: m.full,
      body: { status: 'DISABLED', description: 'ERP' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ status: 'DISABLED', description: 'ERP', url: receiver.url });

    expect((await call('DELETE', `/v1/webhook-endpoints/${created.id}`, { key: m.full })).status).toBe(204);
    expectError(await call('GET', `/v1/webhook-endpoints/${created.id}`, { key: m.readOnly }), 404);
    const other = await newMerchant();
    const mine = await createEndpoint(m, receiver.url);
    expectError(await call('GET', `/v1/webhook-endpoints/${mine.id}`, { key: other.readOnly }), 404);
  });

  it('refuses invalid bodies with 422 naming every field', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/webhook-endpoints', {
      key: m.full,
      body: { url: 'ftp://example.com', events: ['*', 'charge.paid'], extra: 1 },
    });
    const error = expectError(result, 422);
    expect(error.fields?.map((f) => f.field).sort()).toEqual(['events', 'extra', 'url']);
    const unknownType = await call('POST', '/v1/webhook-endpoints', {
      key: m.full,
      body: { url: receiver.url, events: ['charge.lost'] },
    });
    expectError(unknownType, 422);
    expectError(
      await call('PUT', `/v1/webhook-endpoints/${crypto.randomUUID()}`, { key: m.full, body: {} }),
      422,
    );
  });

  it('allows at most 16 per merchant, even under concurrent creates', async () => {
    const m = await newMerchant();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/v1/webhook-endpoints', { key: m.full, body: { url: receiver.url, events: ['*'] } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(16);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(4);
    expect((refused[0]!.json.error as { code?: string }).code).toBe('webhook_endpoint_limit');
    const list = await call('GET', '/v1/webhook-endpoints?size=100', { key: m.readOnly });
    expect(list.json.data.page.totalElements).toBe(16);
    // Removing one frees a place.
    await call('DELETE', `/v1/webhook-endpoints/${results.find((r) => r.status === 201)!.json.data.id}`, {
      key: m.full,
    });
    await createEndpoint(m, receiver.url);
  });
});

describe('delivery', () => {
  it('delivers subscribed events, signed per Standard Webhooks, and records the delivery', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url, ['charge.paid']);
    const paid = await emit(m, 'charge.paid', { id: 'c1', status: 'PAID', amount: 10 });
    await emit(m, 'charge.created', { id: 'c1' });
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);

    expect(receiver.received).toHaveLength(1);
    const message = verified(endpoint.secret, receiver.received[0]!);
    expect(message).toEqual({
      id: paid.id,
      type: 'charge.paid',
      environment: 'test',
      createdAt: paid.createdAt,
      data: { id: 'c1', status: 'PAID', amount: 10 },
    });
    expect(receiver.received[0]!.headers['webhook-id']).toBe(paid.id);
    expect(() => verified(`whsec_${Buffer.alloc(32).toString('base64')}`, receiver.received[0]!)).toThrow();

    const [delivery] = await deliveryOf(m, paid.id);
    expect(delivery).toMatchObject({
      endpointId: endpoint.id,
      status: 'DELIVERED',
      attempts: 1,
      lastResponseStatus: 204,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('delivers every type to a "*" endpoint, through the in-process driver of npm start', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url, ['*']);
    const lines: string[] = [];
    const driver = startLocalWebhooks({
      pollMs: 50,
      merchantId: m.merchantId,
      onAttempt: (attempt) => lines.push(deliveryLine(attempt)),
    });
    try {
      const events = [await emit(m, 'charge.created'), await emit(m, 'checkout.expired')];
      const received = await receiver.waitFor(2);
      const ids = received.map((message) => verified(endpoint.secret, message).id).sort();
      expect(ids).toEqual(events.map((event) => event.id).sort());
      // npm start prints one line per attempt: type, endpoint host, answer, attempt number.
      const host = new URL(receiver.url).host;
      await expect.poll(() => lines.length).toBe(2);
      expect(lines.sort()).toEqual([
        `webhook charge.created -> ${host}  204  attempt 1`,
        `webhook checkout.expired -> ${host}  204  attempt 1`,
      ]);
      expect(
        deliveryLine({
          eventType: 'charge.paid',
          endpointUrl: 'http://127.0.0.1:4000/hooks',
          responseStatus: null,
          error: 'timeout',
          attempt: 2,
          outcome: 'retry_scheduled',
        }),
      ).toBe('webhook charge.paid -> 127.0.0.1:4000  timeout  attempt 2, retried later');
    } finally {
      await driver.stop();
    }
  });

  it('retries a failing receiver on the schedule, then marks the delivery failed', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    receiver.respond = 500;
    const event = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    let now = new Date();
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    for (const [i, delay] of RETRY_DELAYS_SECONDS.entries()) {
      const [delivery] = await deliveryOf(m, event.id);
      expect(delivery!.attempts).toBe(i + 1);
      expect(delivery!.lastResponseStatus).toBe(500);
      expect(new Date(delivery!.nextAttemptAt!).getTime() - now.getTime()).toBe(delay * 1000);
      // Not a moment early.
      expect(await deliverDue(later(now, delay - 1), { merchantId: m.merchantId })).toEqual([]);
      now = later(now, delay);
      const expected = i === RETRY_DELAYS_SECONDS.length - 1 ? 'failed' : 'retry_scheduled';
      expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual([expected]);
    }
    const [final] = await deliveryOf(m, event.id);
    expect(final).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    for (const message of receiver.received) expect(verified(endpoint.secret, message).id).toBe(event.id);
    expect(await deliverDue(later(now, 86_400), { merchantId: m.merchantId })).toEqual([]);
  });

  it('counts a timeout, a refused connection and a redirect as failed attempts, then delivers', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    let now = new Date();
    receiver.respond = 'hang';
    expect(await deliverDue(now, { merchantId: m.merchantId, timeoutMs: 300 })).toEqual(['retry_scheduled']);
    expect((await deliveryOf(m, event.id))[0]).toMatchObject({
      lastError: 'timeout',
      lastResponseStatus: null,
    });

    receiver.respond = 302;
    now = later(now, RETRY_DELAYS_SECONDS[0]);
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    expect((await deliveryOf(m, event.id))[0]).toMatchObject({
      lastResponseStatus: 302,
      lastError: 'http_302',
    });

    // The receiver goes away: nothing listens on its port any more.
    const gone = await startReceiver();
    await gone.close();
    await call('PUT', `/v1/webhook-endpoints/${endpoint.id}`, { key: m.full, body: { url: gone.url } });
    now = later(now, RETRY_DELAYS_SECONDS[1]);
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    expect((await deliveryOf(m, event.id))[0]).toMatchObject({ lastError: 'ECONNREFUSED', attempts: 3 });

    receiver.respond = 200;
    await call('PUT', `/v1/webhook-endpoints/${endpoint.id}`, { key: m.full, body: { url: receiver.url } });
    now = later(now, RETRY_DELAYS_SECONDS[2]);
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['delivered']);
    expect((await deliveryOf(m, event.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 4 });
  });

  it('sends nothing to a disabled or removed endpoint, even when the delivery was already queued', async () => {
    const m = await newMerchant();
    const disabled = await createEndpoint(m, receiver.url);
    await call('PUT', `/v1/webhook-endpoints/${disabled.id}`, { key: m.full, body: { status: 'DISABLED' } });
    const removed = await createEndpoint(m, receiver.url);
    await call('DELETE', `/v1/webhook-endpoints/${removed.id}`, { key: m.full });
    const first = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliveryOf(m, first.id)).toEqual([]);

    const laterDisabled = await createEndpoint(m, receiver.url);
    const laterRemoved = await createEndpoint(m, receiver.url);
    const second = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    await call('PUT', `/v1/webhook-endpoints/${laterDisabled.id}`, {
      key: m.full,
      body: { status: 'DISABLED' },
    });
    await call('DELETE', `/v1/webhook-endpoints/${laterRemoved.id}`, { key: m.full });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['dropped', 'dropped']);
    expect(receiver.received).toHaveLength(0);
    const errors = (await deliveryOf(m, second.id)).map((d) => [d.status, d.lastError]).sort();
    expect(errors).toEqual([
      ['FAILED', 'endpoint_disabled'],
      ['FAILED', 'endpoint_removed'],
    ]);
  });

  it("never sends one merchant's events to another merchant's endpoint", async () => {
    const [a, b] = [await newMerchant(), await newMerchant()];
    const endpointA = await createEndpoint(a, receiver.url);
    const other = await startReceiver();
    try {
      await createEndpoint(b, other.url);
      const event = await emit(a, 'charge.paid');
      await dispatchUndispatched(new Date(), { merchantId: a.merchantId });
      await deliverDue(new Date(), { merchantId: a.merchantId });
      await deliverDue(new Date(), { merchantId: b.merchantId });
      expect(other.received).toHaveLength(0);
      expect(receiver.received.map((message) => verified(endpointA.secret, message).id)).toEqual([event.id]);
      expectError(await call('GET', `/v1/events/${event.id}`, { key: b.readOnly }), 404);
    } finally {
      await other.close();
    }
  });
});

const resolvesTo =
  (address: string): Resolver =>
  () =>
    Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);

describe('SSRF guard (stubbed DNS; traffic only to loopback)', () => {
  it('refuses, when saved, a URL that is or resolves to a forbidden address', async () => {
    const m = await newMerchant();
    const refused = async (url: string, method = 'POST', path = '/v1/webhook-endpoints') => {
      const result = await call(method, path, { key: m.full, body: { url, events: ['*'] } });
      const error = expectError(result, 422);
      return error.fields?.map((f) => (f as { code?: string }).code);
    };
    expect(await refused('http://169.254.169.254/latest/meta-data')).toEqual(['url_not_allowed']);
    expect(await refused('http://[fd00:ec2::254]/')).toEqual(['url_not_allowed']);
    setUrlResolver(resolvesTo('10.1.2.3'));
    expect(await refused('http://hooks.example.test/x')).toEqual(['url_not_allowed']);
    setUrlResolver(() => Promise.reject(new Error('NXDOMAIN')));
    expect(await refused('http://hooks.example.test/x')).toEqual(['url_unresolvable']);
    setUrlResolver(undefined);
    const endpoint = await createEndpoint(m, receiver.url);
    expect(await refused('http://192.168.0.10/x', 'PUT', `/v1/webhook-endpoints/${endpoint.id}`)).toEqual([
      'url_not_allowed',
    ]);
  });

  it('checks again at delivery and connects only to the address it checked (DNS rebinding)', async () => {
    const m = await newMerchant();
    // A name no real DNS knows: the connection can only have gone to the address the guard returned.
    setUrlResolver(resolvesTo('127.0.0.1'));
    const endpoint = await createEndpoint(m, `http://hooks.example.test:${receiver.port}/hooks`);
    const first = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.example.test:${receiver.port}`);
    expect(verified(endpoint.secret, receiver.received[0]!).id).toBe(first.id);

    // The name now points inside the network: the attempt is refused without connecting.
    setUrlResolver(resolvesTo('10.0.0.7'));
    const second = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryOf(m, second.id))[0]).toMatchObject({
      status: 'PENDING',
      lastError: 'address_not_allowed',
      lastResponseStatus: null,
    });
  });
});

describe('at least once', () => {
  it('loses nothing when the dispatcher crashes after recording the deliveries, before enqueueing', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    setDeliveryQueue({ send: () => Promise.reject(new Error('crash before enqueue')) });
    await expect(dispatchEvent(event)).rejects.toThrow('crash before enqueue');
    setDeliveryQueue(undefined);
    // The stream (or the poller) runs the dispatcher again: it finds the pending delivery.
    expect(await dispatchEvent(event)).toEqual([
      { merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id },
    ]);
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([event.id]);
  });

  it('loses nothing when the dispatcher crashes before its transaction', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    injectFault('TransactWriteItemsCommand', 1, () => new Error('crash in dispatch'));
    await expect(dispatchEvent(event)).rejects.toThrow('crash in dispatch');
    removeFaults();
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([event.id]);
  });

  it('loses nothing when the deliverer crashes midway: the lease brings the delivery back', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    const now = new Date();
    // The attempt claims the delivery, then dies reading the endpoint.
    injectFault('GetItemCommand', 1, () => new Error('crash in deliver'));
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['error']);
    removeFaults();
    // Held by the crashed attempt's lease: not attempted twice at once.
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual([]);
    expect(await deliverDue(later(now, LEASE_SECONDS), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([event.id]);
    const delivery = await getDelivery({
      merchantId: m.merchantId,
      eventId: event.id,
      endpointId: endpoint.id,
    });
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('the redrive (AWS safety net) dispatches an event the stream gave up on, and only once it is stranded', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    const sent: DeliveryRef[] = [];
    setDeliveryQueue({ send: (refs) => Promise.resolve(void sent.push(...refs)) });
    const now = new Date();
    // Still fresh: the stream may yet deliver it.
    expect(await redriveStranded(now, { merchantId: m.merchantId })).toEqual({ events: 0, deliveries: 0 });
    const later_ = later(now, STRANDED_EVENT_SECONDS + 1);
    expect(await redriveStranded(later_, { merchantId: m.merchantId })).toEqual({ events: 1, deliveries: 0 });
    const ref = { merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id };
    expect(sent).toEqual([ref]);
    expect(await deliverDue(later_, { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([event.id]);
  });

  it('sends an early message back to the queue until its attempt is due, and attempts nothing', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    setDeliveryQueue({ send: () => Promise.resolve() });
    const now = new Date();
    await dispatchEvent(event, now);
    const sent: { refs: DeliveryRef[]; delay: number }[] = [];
    setDeliveryQueue({ send: (refs, delay) => Promise.resolve(void sent.push({ refs, delay })) });
    const ref = { merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id };
    // The message arrives a minute before the attempt is due (SQS delays stop at 15 minutes).
    expect(await attemptDelivery(ref, later(now, -60))).toBe('not_due');
    expect(sent).toEqual([{ refs: [ref], delay: 60 }]);
    expect(receiver.received).toHaveLength(0);
    expect(await getDelivery(ref)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('the redrive re-enqueues a delivery whose message was lost (dead-lettered), not one merely delayed', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m, receiver.url);
    const event = await emit(m, 'charge.paid');
    // The message of this delivery never arrives.
    setDeliveryQueue({ send: () => Promise.resolve() });
    const now = new Date();
    await dispatchEvent(event, now);
    const sent: DeliveryRef[] = [];
    setDeliveryQueue({ send: (refs) => Promise.resolve(void sent.push(...refs)) });
    // Within SQS's longest delay and a lease, a message may still be on its way.
    expect(
      await redriveStranded(later(now, STRANDED_DELIVERY_SECONDS - 1), { merchantId: m.merchantId }),
    ).toEqual({ events: 0, deliveries: 0 });
    expect(
      await redriveStranded(later(now, STRANDED_DELIVERY_SECONDS + 1), { merchantId: m.merchantId }),
    ).toEqual({ events: 0, deliveries: 1 });
    expect(sent).toEqual([{ merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id }]);
    expect(await deliverDue(later(now, STRANDED_DELIVERY_SECONDS + 1), { merchantId: m.merchantId })).toEqual(
      ['delivered'],
    );
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([event.id]);
  });
});
