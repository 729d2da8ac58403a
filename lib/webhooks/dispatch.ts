import { recordDispatch, type DeliveryRef } from '../db/deliveries.js';
import { undispatchedEvents } from '../db/events.js';
import { allWebhookEndpoints } from '../db/webhook-endpoints.js';
import type { StoredEvent } from '../domain/event.js';
import { subscribes } from '../domain/webhook.js';
import { deliveryQueue } from './queue.js';

/**
 * One event to its deliveries: the merchant's enabled endpoints subscribed to its type each get a
 * PENDING delivery (one transaction, which also marks the event dispatched), then the deliveries
 * are enqueued. Safe to run again for the same event: a second run enqueues the still pending
 * deliveries of the first, which is what makes a crash between the two steps lose nothing.
 */
export async function dispatchEvent(event: StoredEvent, now = new Date()): Promise<DeliveryRef[]> {
  const endpoints = (await allWebhookEndpoints(event.merchantId)).filter((endpoint) =>
    subscribes(endpoint, event.type),
  );
  const refs = await recordDispatch(
    event,
    endpoints.map((endpoint) => endpoint.id),
    now,
  );
  await deliveryQueue().send(refs, 0);
  return refs;
}

/** The local driver's half of the stream: every event still marked undispatched (of one merchant). */
export async function dispatchUndispatched(
  now = new Date(),
  options: { merchantId?: string } = {},
): Promise<number> {
  const events = await undispatchedEvents(now, options);
  // Concurrently, like the stream's parallel batches: one at a time falls behind a burst.
  const settled = await Promise.allSettled(events.map((event) => dispatchEvent(event, now)));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return events.length;
}
