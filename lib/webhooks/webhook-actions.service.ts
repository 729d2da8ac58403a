import {
  getEventWithDeliveries,
  recordPing,
  redeliver,
  refOf,
  type DeliveryRef,
} from './deliveries.storage.js';
import { ConditionFailed, OPTIMISTIC_ATTEMPTS, TransactionRetriesExhausted } from '../db/transact.js';
import type { Commit } from '../db/idempotency.js';
import type { StoredEvent } from '../domain/event.js';
import { isRedeliverable, type Delivery } from './webhook.domain.js';
import { notFound } from '../errors.js';
import { logger } from '../logger.js';
import { deliveryQueue } from './queue.js';

/**
 * What a merchant asks of the webhook pipeline: a ping to one endpoint, and the redelivery of an
 * event. Both only write deliveries and put them on the queue; the attempts are the deliverer's
 * (`webhook-deliveries.ts`), the same as for every delivery. Kept apart from it so these routes'
 * functions load neither the signing nor the KMS code.
 */

/**
 * Sends `refs` to the delivery queue now. The deliveries are already stored PENDING and due, so a
 * queue that refuses them loses nothing: the local driver polls the due index, and on AWS the
 * redrive enqueues them once stranded. The request that made them answers what it did.
 */
async function enqueueNow(refs: DeliveryRef[]): Promise<void> {
  try {
    await deliveryQueue().send(refs, 0);
  } catch (error) {
    logger.warn('deliveries stored but not enqueued; the redrive sends them', {
      error: error as Error,
      deliveries: refs.length,
    });
  }
}

/** An event with its deliveries, as `GET /v1/events/{id}` shows it. */
export interface EventDeliveries {
  event: StoredEvent;
  deliveries: Delivery[];
}

/**
 * `POST /v1/webhook-endpoints/{id}/test`: a ping event (`data` `{"endpointId"}`) for that endpoint
 * only, written with its PENDING delivery (whatever the endpoint's `events` and `status`), then
 * enqueued: it goes through the deliverer like every delivery (signature, SSRF guard, retries). 404
 * when the merchant has no such endpoint; then nothing is written.
 */
export async function sendPing(
  merchantId: string,
  endpointId: string,
  commit?: Commit,
): Promise<EventDeliveries> {
  let recorded;
  try {
    recorded = await recordPing(merchantId, endpointId, new Date(), commit);
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('endpoint')) throw notFound();
    throw error;
  }
  await enqueueNow([refOf(recorded.delivery)]);
  return { event: recorded.event, deliveries: [recorded.delivery] };
}

/**
 * `POST /v1/events/{id}/redeliver`: every delivery of the event that failed or is waiting for an
 * attempt is made due now (the same delivery, so the same `webhook-id`) and enqueued; delivered
 * ones, and one whose attempt is running, are left as they are. Nothing to redeliver is not an
 * error: the answer says how many were (`redelivered`). A delivery that changed between the read
 * and the write (an attempt claimed or recorded it) is read again, so the decision is always made
 * on what is stored.
 */
export async function redeliverEvent(
  merchantId: string,
  eventId: string,
  commit?: Commit,
): Promise<EventDeliveries & { redelivered: number }> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = new Date();
    const found = await getEventWithDeliveries(merchantId, eventId, now);
    if (!found) throw notFound();
    const chosen = found.deliveries.filter((delivery) => isRedeliverable(delivery, now));
    if (chosen.length === 0) return { ...found, redelivered: 0 };
    try {
      await redeliver(chosen, now, commit?.({ kind: 'EVENT', id: eventId, count: chosen.length }));
    } catch (error) {
      if (error instanceof ConditionFailed && error.has('deliveries')) continue;
      throw error;
    }
    await enqueueNow(chosen.map(refOf));
    const due = new Set(chosen);
    return {
      event: found.event,
      deliveries: found.deliveries.map((delivery) =>
        due.has(delivery)
          ? { ...delivery, status: 'PENDING' as const, nextAttemptAt: now.toISOString() }
          : delivery,
      ),
      redelivered: chosen.length,
    };
  }
  throw new TransactionRetriesExhausted(undefined);
}
