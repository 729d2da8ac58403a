import { dueDeliveries } from '../db/deliveries.js';
import { undispatchedEvents } from '../db/events.js';
import { logger } from '../logger.js';
import { dispatchEvent } from './dispatch.js';
import { MAX_SQS_DELAY_SECONDS, deliveryQueue } from './queue.js';
import { LEASE_SECONDS } from './deliver.js';

/**
 * How long past its time a piece of work must be before the redrive takes it as stranded. An
 * event is normally dispatched by the stream within seconds; a delivery's message arrives at most
 * 15 minutes (SQS's longest delay) after it was sent, and an attempt holds it for a lease.
 */
export const STRANDED_EVENT_SECONDS = 10 * 60;
export const STRANDED_DELIVERY_SECONDS = MAX_SQS_DELAY_SECONDS + LEASE_SECONDS + 5 * 60;

/**
 * The safety net of at-least-once on AWS, run on a schedule: events the stream's dispatcher gave
 * up on (its retries exhausted, the record in the dispatch-failures queue) are dispatched, and
 * PENDING deliveries whose message was lost to the dead-letter queue are enqueued again. Doing
 * either twice is harmless (dispatch is idempotent; a duplicate message finds its delivery claimed
 * or not due).
 */
export async function redriveStranded(
  now = new Date(),
  /** Only one merchant's work (tests, beside other test files). */
  scope: { merchantId?: string } = {},
): Promise<{ events: number; deliveries: number }> {
  const undispatched = await undispatchedEvents(
    new Date(now.getTime() - STRANDED_EVENT_SECONDS * 1000),
    scope,
  );
  for (const event of undispatched) await dispatchEvent(event, now);
  const events = undispatched.length;
  const stranded = await dueDeliveries(new Date(now.getTime() - STRANDED_DELIVERY_SECONDS * 1000), scope);
  await deliveryQueue().send(stranded, 0);
  if (events > 0 || stranded.length > 0)
    logger.warn('webhooks redrive', { events, deliveries: stranded.length });
  return { events, deliveries: stranded.length };
}
