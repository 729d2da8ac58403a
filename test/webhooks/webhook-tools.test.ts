import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryLine, startLocalWebhooks } from '../../dev/webhooks.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import {
  claimDelivery,
  getDelivery,
  redeliver,
  type DeliveryRef,
} from '../../lib/webhooks/deliveries.storage.js';
import { findWebhookEndpoint } from '../../lib/webhooks/endpoints.storage.js';
import { idempotencyRecordKey } from '../../lib/http/idempotency.js';
import { ConditionFailed } from '../../lib/db/transact.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../../lib/webhooks/webhook.domain.js';
import {
  deliverDue,
  dispatchEvent,
  dispatchUndispatched,
  LEASE_SECONDS,
  type AttemptReport,
} from '../../lib/webhooks/deliveries.service.js';
import { setDeliveryQueue } from '../../lib/webhooks/queue.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { startReceiver, verified, type Received, type Receiver } from '../support/receiver.js';
import { createEndpoint as createEndpointAt, emit, later } from '../support/webhooks.js';

/** An endpoint of the merchant, at the main receiver unless told otherwise. */
const createEndpoint = (m: TestMerchant, url?: string, events?: string[]) =>
  createEndpointAt(m, url ?? receiver.url, events);

/**
 * The webhook tools of docs/rules/events-and-webhooks.md: a signed `ping` to one endpoint, the
 * rotation of an endpoint's signing secret with an overlap in which both secrets sign, and the
 * redelivery of an event's failed or waiting deliveries. Deliveries go through the real
 * dispatcher and deliverer to receivers on 127.0.0.1, which check every signature with the
 * `standardwebhooks` package.
 */
let receiver: Receiver;
let other: Receiver;

beforeAll(async () => {
  [receiver, other] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([receiver.close(), other.close()]);
});
afterEach(() => {
  setDeliveryQueue(undefined);
  for (const each of [receiver, other]) {
    each.respond = 204;
    each.received.length = 0;
  }
});

async function eventOf(m: TestMerchant, eventId: string) {
  const result = await call('GET', `/v1/events/${eventId}`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data as {
    id: string;
    type: string;
    data: unknown;
    deliveries: { endpointId: string; status: string; attempts: number; nextAttemptAt: string | null }[];
  };
}

/** Whether `secret` verifies the delivery, with the `standardwebhooks` package. */
function verifiesWith(secret: string, message: Received): boolean {
  try {
    verified(secret, message);
    return true;
  } catch {
    return false;
  }
}

const rotate = (m: TestMerchant, id: string, body?: unknown, headers?: Record<string, string>) =>
  call('POST', `/v1/webhook-endpoints/${id}/rotate-secret`, {
    key: m.full,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });

/**
 * Writes, dispatches and delivers one event (at `at` on the scheduling clock, or now); returns what
 * the receiver got for it.
 */
async function deliverOne(m: TestMerchant, at?: Date): Promise<Received> {
  const event = await emit(m);
  await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
  expect(await deliverDue(at ?? new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
  const message = receiver.received.find((each) => each.headers['webhook-id'] === event.id);
  expect(message).toBeDefined();
  return message!;
}

describe('POST /v1/webhook-endpoints/{id}/test', () => {
  it('queues a signed ping for that endpoint only, delivered by the deliverer like any event', async () => {
    const m = await newMerchant();
    const target = await createEndpoint(m, receiver.url, ['charge.paid']);
    const bystander = await createEndpoint(m, other.url, ['*']);
    const answer = await call('POST', `/v1/webhook-endpoints/${target.id}/test`, { key: m.full });
    expect(answer.status, JSON.stringify(answer.json)).toBe(202);
    const ping = answer.json.data;
    expect(ping).toMatchObject({
      type: 'ping',
      environment: 'test',
      data: { endpointId: target.id },
      deliveries: [{ endpointId: target.id, status: 'PENDING', attempts: 0, lastAttemptAt: null }],
    });

    // Not for the dispatcher: it is written dispatched, and the stream's copy changes nothing.
    expect(await dispatchUndispatched(new Date(), { merchantId: m.merchantId })).toBe(0);
    expect(await dispatchEvent({ ...ping, merchantId: m.merchantId })).toEqual([]);
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);

    expect(other.received).toHaveLength(0);
    expect(receiver.received).toHaveLength(1);
    const message = receiver.received[0]!;
    expect(message.headers['webhook-id']).toBe(ping.id);
    expect(verified(target.secret, message)).toEqual({
      id: ping.id,
      type: 'ping',
      environment: 'test',
      createdAt: ping.createdAt,
      data: { endpointId: target.id },
    });
    expect(verifiesWith(bystander.secret, message)).toBe(false);
    expect((await eventOf(m, ping.id)).deliveries).toEqual([
      expect.objectContaining({ endpointId: target.id, status: 'DELIVERED', attempts: 1 }),
    ]);

    // Retrievable, but in no list nor total, and not a type to filter or subscribe to.
    const list = await call('GET', '/v1/events?size=100', { key: m.readOnly });
    expect(list.json.data.page.totalElements).toBe(0);
    expect(list.json.data.content).toEqual([]);
    expectError(await call('GET', '/v1/events?type=ping', { key: m.readOnly }), 422);
    expectError(
      await call('POST', '/v1/webhook-endpoints', {
        key: m.full,
        body: { url: receiver.url, events: ['ping'] },
      }),
      422,
    );
  });

  it('reaches the endpoint through the in-process driver of npm start, which prints the attempt', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const lines: string[] = [];
    const driver = startLocalWebhooks({
      pollMs: 50,
      merchantId: m.merchantId,
      onAttempt: (attempt) => lines.push(deliveryLine(attempt)),
    });
    try {
      const answer = await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: m.full });
      expect(answer.status).toBe(202);
      const [message] = await receiver.waitFor(1);
      expect(verified(endpoint.secret, message!).id).toBe(answer.json.data.id);
      await expect
        .poll(() => lines)
        .toEqual([`webhook ping -> ${new URL(receiver.url).host}  204  attempt 1`]);
    } finally {
      await driver.stop();
    }
  });

  it('prints a refused connection with its error, each retry with its number, and the last as given up', async () => {
    const m = await newMerchant();
    // A port nothing listens on: taken from the OS, then released.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const endpoint = await createEndpoint(m, `http://127.0.0.1:${port}/hooks`);
    const lines: string[] = [];
    const onAttempt = (attempt: AttemptReport) => lines.push(deliveryLine(attempt));
    const driver = startLocalWebhooks({ pollMs: 50, merchantId: m.merchantId, onAttempt });
    try {
      const answer = await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: m.full });
      expect(answer.status).toBe(202);
      await expect
        .poll(() => lines)
        .toEqual([`webhook ping -> 127.0.0.1:${port}  ECONNREFUSED  attempt 1, retried later`]);
    } finally {
      await driver.stop();
    }
    // The retries, on the scheduling clock: each printed, the last one given up.
    let now = new Date();
    for (const delay of RETRY_DELAYS_SECONDS) {
      now = later(now, delay + 1);
      await deliverDue(now, { merchantId: m.merchantId, onAttempt });
    }
    expect(lines).toEqual(
      Array.from(
        { length: MAX_ATTEMPTS },
        (_, i) =>
          `webhook ping -> 127.0.0.1:${port}  ECONNREFUSED  attempt ${i + 1}, ${i + 1 === MAX_ATTEMPTS ? 'given up' : 'retried later'}`,
      ),
    );
  });

  it('pings a DISABLED endpoint too (to test it before enabling it), which gets no other event', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    await call('PUT', `/v1/webhook-endpoints/${endpoint.id}`, { key: m.full, body: { status: 'DISABLED' } });
    const ping = await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: m.full, body: {} });
    expect(ping.status).toBe(202);
    await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).type)).toEqual(['ping']);
  });

  it("answers 404 for another merchant's, a removed or an unknown endpoint, and 422 for a body property, writing nothing", async () => {
    const [m, stranger] = [await newMerchant(), await newMerchant()];
    const endpoint = await createEndpoint(m);
    const removed = await createEndpoint(m);
    await call('DELETE', `/v1/webhook-endpoints/${removed.id}`, { key: m.full });
    for (const [key, id] of [
      [stranger.full, endpoint.id],
      [m.full, removed.id],
      [m.full, crypto.randomUUID()],
      [m.full, 'not-a-uuid'],
    ] as const) {
      expectError(await call('POST', `/v1/webhook-endpoints/${id}/test`, { key }), 404);
    }
    const property = expectError(
      await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, {
        key: m.full,
        body: { events: ['*'] },
      }),
      422,
    );
    expect(property.fields).toEqual([expect.objectContaining({ field: 'events', code: 'unknown_property' })]);
    expectError(await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: m.readOnly }), 403);
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual([]);
    expect(await deliverDue(new Date(), { merchantId: stranger.merchantId })).toEqual([]);
  });
});

describe('POST /v1/webhook-endpoints/{id}/rotate-secret', () => {
  it('signs with the old and the new secret until the old one expires, then with the new one only', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const before = Date.now();
    const answer = await rotate(m, endpoint.id, { expiresIn: 600 });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const rotated = answer.json.data;
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    const expiresAt = Date.parse(rotated.previousSecretExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    // Never shown again; the overlap is.
    const got = await call('GET', `/v1/webhook-endpoints/${endpoint.id}`, { key: m.readOnly });
    expect(got.json.data).not.toHaveProperty('secret');
    expect(got.json.data.previousSecretExpiresAt).toBe(rotated.previousSecretExpiresAt);
    expect(JSON.stringify(got.json)).not.toContain(rotated.secret.slice(6, 30));

    // During the overlap: two signatures, the old one's first; each secret verifies the delivery.
    const during = await deliverOne(m);
    const signatures = String(during.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((signature) => signature.startsWith('v1,'))).toBe(true);
    const timestamp = new Date(Number(during.headers['webhook-timestamp']) * 1000);
    const id = String(during.headers['webhook-id']);
    expect(signatures[0]).toBe(new Webhook(endpoint.secret).sign(id, timestamp, during.body));
    expect(signatures[1]).toBe(new Webhook(rotated.secret).sign(id, timestamp, during.body));
    expect(verifiesWith(endpoint.secret, during)).toBe(true);
    expect(verifiesWith(rotated.secret, during)).toBe(true);

    // Once it has expired, the new secret only.
    const after = await deliverOne(m, later(new Date(), 601));
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifiesWith(rotated.secret, after)).toBe(true);
    expect(verifiesWith(endpoint.secret, after)).toBe(false);
  });

  it('ends the old secret at once with expiresIn 0, and keeps it a day without a body', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const atOnce = await rotate(m, endpoint.id, { expiresIn: 0 });
    expect(atOnce.status).toBe(200);
    expect(atOnce.json.data.previousSecretExpiresAt).toBeNull();
    const message = await deliverOne(m);
    expect(verifiesWith(atOnce.json.data.secret, message)).toBe(true);
    expect(verifiesWith(endpoint.secret, message)).toBe(false);

    const start = Date.now();
    for (const body of [undefined, {}, { expiresIn: null }]) {
      const byDefault = await rotate(m, endpoint.id, body);
      expect(byDefault.status).toBe(200);
      const left = Date.parse(byDefault.json.data.previousSecretExpiresAt) - start;
      expect(left).toBeGreaterThanOrEqual(86_400_000);
      expect(left).toBeLessThan(86_400_000 + 60_000);
    }
  });

  it('keeps at most two secrets: a second rotation during the overlap drops the oldest', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const first = (await rotate(m, endpoint.id, { expiresIn: 3600 })).json.data.secret as string;
    const second = (await rotate(m, endpoint.id, { expiresIn: 3600 })).json.data.secret as string;
    const message = await deliverOne(m);
    expect(String(message.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(first, message)).toBe(true);
    expect(verifiesWith(second, message)).toBe(true);
    expect(verifiesWith(endpoint.secret, message)).toBe(false);
  });

  it('lands two racing rotations one after the other: both secrets sign, none is lost', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const version = (await findWebhookEndpoint(m.merchantId, endpoint.id))!.version;
    const answers = await Promise.all([rotate(m, endpoint.id), rotate(m, endpoint.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const secrets = answers.map((answer) => answer.json.data.secret as string);
    expect(new Set(secrets).size).toBe(2);
    expect((await findWebhookEndpoint(m.merchantId, endpoint.id))!.version).toBe(version + 2);
    const message = await deliverOne(m);
    for (const secret of secrets) expect(verifiesWith(secret, message)).toBe(true);
    expect(verifiesWith(endpoint.secret, message)).toBe(false);
  });

  it('replays the same secret for the same Idempotency-Key, rotating once', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const version = (await findWebhookEndpoint(m.merchantId, endpoint.id))!.version;
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await rotate(m, endpoint.id, { expiresIn: 60 }, headers);
    const again = await rotate(m, endpoint.id, { expiresIn: 60 }, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.data.secret).toBe(first.json.data.secret);
    expect((await findWebhookEndpoint(m.merchantId, endpoint.id))!.version).toBe(version + 1);
    // The answer kept for the key holds the secret sealed: the table alone does not show it.
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, headers['idempotency-key']),
        ConsistentRead: true,
      }),
    );
    expect(JSON.parse(String(Item?.response))).toMatchObject({ sealedBody: expect.any(String) });
    expect(JSON.stringify(Item)).not.toContain(first.json.data.secret.slice('whsec_'.length));
  });

  it('refuses bad input with 422 naming expiresIn and unknown properties, and rotates nothing', async () => {
    const [m, stranger] = [await newMerchant(), await newMerchant()];
    const endpoint = await createEndpoint(m);
    const stored = await findWebhookEndpoint(m.merchantId, endpoint.id);
    for (const [body, field, code] of [
      [{ expiresIn: -1 }, 'expiresIn', 'too_small'],
      [{ expiresIn: 86_401 }, 'expiresIn', 'too_big'],
      [{ expiresIn: 1.5 }, 'expiresIn', 'invalid_type'],
      [{ expiresIn: '60' }, 'expiresIn', 'invalid_type'],
      [{ expiresIn: 60, secret: 'whsec_mine' }, 'secret', 'unknown_property'],
    ] as const) {
      const error = expectError(await rotate(m, endpoint.id, body), 422);
      expect(error.fields, JSON.stringify(body)).toEqual([expect.objectContaining({ field, code })]);
    }
    expectError(await rotate(m, endpoint.id, [60]), 400);
    expectError(await rotate(stranger, endpoint.id, {}), 404);
    expectError(await rotate(m, crypto.randomUUID(), {}), 404);
    expectError(
      await call('POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { key: m.readOnly }),
      403,
    );
    expect(await findWebhookEndpoint(m.merchantId, endpoint.id)).toEqual(stored);
    expect(verifiesWith(endpoint.secret, await deliverOne(m))).toBe(true);
  });
});

describe('POST /v1/events/{id}/redeliver', () => {
  const redeliverCall = (m: TestMerchant, eventId: string, key = m.full) =>
    call('POST', `/v1/events/${eventId}/redeliver`, { key });

  it('sends a failed delivery again now, with the same webhook-id, as one more attempt', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    receiver.respond = 500;
    const event = await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    let now = new Date();
    await deliverDue(now, { merchantId: m.merchantId });
    for (const delay of RETRY_DELAYS_SECONDS) {
      now = later(now, delay);
      await deliverDue(now, { merchantId: m.merchantId });
    }
    expect((await eventOf(m, event.id)).deliveries[0]).toMatchObject({
      status: 'FAILED',
      attempts: MAX_ATTEMPTS,
    });

    receiver.respond = 204;
    receiver.received.length = 0;
    const answer = await redeliverCall(m, event.id);
    expect(answer.status, JSON.stringify(answer.json)).toBe(202);
    expect(answer.json.data).toMatchObject({
      id: event.id,
      redelivered: 1,
      deliveries: [{ endpointId: endpoint.id, status: 'PENDING', attempts: MAX_ATTEMPTS }],
    });
    expect(Date.now() - Date.parse(answer.json.data.deliveries[0].nextAttemptAt)).toBeLessThan(5_000);
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(event.id);
    expect(verified(endpoint.secret, receiver.received[0]!).id).toBe(event.id);
    expect((await eventOf(m, event.id)).deliveries[0]).toMatchObject({
      status: 'DELIVERED',
      attempts: MAX_ATTEMPTS + 1,
      nextAttemptAt: null,
    });
  });

  it('tries a delivery waiting for its retry now; if that fails too, the schedule goes on from there', async () => {
    const m = await newMerchant();
    await createEndpoint(m);
    const quiet = await createEndpoint(m, other.url);
    receiver.respond = 500;
    const event = await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect((await deliverDue(new Date(), { merchantId: m.merchantId })).sort()).toEqual([
      'delivered',
      'retry_scheduled',
    ]);
    // The delivery to `other` is done and stays so; the failing one is tried now, not in 5 s.
    const answer = await redeliverCall(m, event.id);
    expect(answer.json.data.redelivered).toBe(1);
    const now = new Date();
    expect(await deliverDue(now, { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    const deliveries = (await eventOf(m, event.id)).deliveries;
    const failing = deliveries.find((delivery) => delivery.endpointId !== quiet.id)!;
    expect(failing).toMatchObject({ status: 'PENDING', attempts: 2 });
    const next = Date.parse(failing.nextAttemptAt!) - now.getTime();
    expect(next).toBe(RETRY_DELAYS_SECONDS[1] * 1000);
    expect(deliveries.find((delivery) => delivery.endpointId === quiet.id)).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
    });
    expect(other.received).toHaveLength(1);
    expect(receiver.received.map((message) => message.headers['webhook-id'])).toEqual([event.id, event.id]);
  });

  it('answers 202 with nothing redelivered when every delivery was delivered, and sends nothing', async () => {
    const m = await newMerchant();
    await createEndpoint(m);
    const event = await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    await deliverDue(new Date(), { merchantId: m.merchantId });
    const answer = await redeliverCall(m, event.id);
    expect(answer.status).toBe(202);
    expect(answer.json.data).toMatchObject({ redelivered: 0, deliveries: [{ status: 'DELIVERED' }] });
    // An event no endpoint took: nothing to redeliver either (endpoints created later get nothing).
    const unsent = await emit(m, 'charge.created');
    expect((await redeliverCall(m, unsent.id)).json.data).toMatchObject({ redelivered: 0, deliveries: [] });
    expect(await deliverDue(later(new Date(), 1), { merchantId: m.merchantId })).toEqual([]);
    expect(receiver.received).toHaveLength(1);
  });

  it('leaves a delivery whose attempt is running to it, and never runs two attempts at once', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    const event = await emit(m);
    setDeliveryQueue({ send: () => Promise.resolve() });
    await dispatchEvent(event);
    const ref: DeliveryRef = { merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id };
    const read = (await getDelivery(ref))!;

    // An attempt claims it: a redelivery now finds it running and leaves it.
    const now = new Date();
    expect((await claimDelivery(ref, now, later(now, LEASE_SECONDS))).claimed).toBe(true);
    expect((await redeliverCall(m, event.id)).json.data.redelivered).toBe(0);
    // A redelivery that read it before the claim is refused by its condition, writing nothing.
    await expect(redeliver([read], now)).rejects.toBeInstanceOf(ConditionFailed);
    expect(await getDelivery(ref)).toMatchObject({ status: 'PENDING', attempts: 0 });
    // Once the lease is over (the attempt died), it may be redelivered.
    expect(await deliverDue(later(now, LEASE_SECONDS), { merchantId: m.merchantId })).toEqual(['delivered']);
  });

  it('racing the scheduled retry, every attempt made is recorded: none runs beside another', async () => {
    const m = await newMerchant();
    await createEndpoint(m);
    receiver.respond = 500;
    const event = await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    let now = new Date();
    await deliverDue(now, { merchantId: m.merchantId });
    for (let round = 0; round < 4; round++) {
      now = later(now, RETRY_DELAYS_SECONDS[round]!);
      const [redelivered] = await Promise.all([
        redeliverCall(m, event.id),
        deliverDue(now, { merchantId: m.merchantId }),
        deliverDue(now, { merchantId: m.merchantId }),
      ]);
      expect(redelivered.status).toBe(202);
      await deliverDue(new Date(Math.max(now.getTime(), Date.now())), { merchantId: m.merchantId });
    }
    const [delivery] = (await eventOf(m, event.id)).deliveries;
    // Every POST the receiver got is an attempt on record: two at once would leave one unrecorded.
    expect(receiver.received).toHaveLength(delivery!.attempts);
    expect(delivery!.attempts).toBeGreaterThan(4);
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id']))).toEqual(
      new Set([event.id]),
    );
  });

  it('redelivers a ping like any event', async () => {
    const m = await newMerchant();
    const endpoint = await createEndpoint(m);
    receiver.respond = 503;
    const ping = (await call('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key: m.full })).json.data;
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['retry_scheduled']);
    receiver.respond = 204;
    expect((await redeliverCall(m, ping.id)).json.data.redelivered).toBe(1);
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual(['delivered']);
    expect(receiver.received.map((message) => verified(endpoint.secret, message).id)).toEqual([
      ping.id,
      ping.id,
    ]);
  });

  it("answers 404 for another merchant's, an unknown or a non-UUID event, 422 for a body property, 403 to READ_ONLY", async () => {
    const [m, stranger] = [await newMerchant(), await newMerchant()];
    const endpoint = await createEndpoint(m);
    receiver.respond = 500;
    const event = await emit(m);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    await deliverDue(new Date(), { merchantId: m.merchantId });
    const before = await getDelivery({
      merchantId: m.merchantId,
      eventId: event.id,
      endpointId: endpoint.id,
    });
    expectError(await redeliverCall(stranger, event.id), 404);
    expectError(await redeliverCall(m, crypto.randomUUID()), 404);
    expectError(await redeliverCall(m, 'evt_123'), 404);
    expectError(await redeliverCall(m, event.id, m.readOnly), 403);
    const property = expectError(
      await call('POST', `/v1/events/${event.id}/redeliver`, {
        key: m.full,
        body: { endpointId: endpoint.id },
      }),
      422,
    );
    expect(property.fields).toEqual([
      expect.objectContaining({ field: 'endpointId', code: 'unknown_property' }),
    ]);
    expect(
      await getDelivery({ merchantId: m.merchantId, eventId: event.id, endpointId: endpoint.id }),
    ).toEqual(before);
  });
});
