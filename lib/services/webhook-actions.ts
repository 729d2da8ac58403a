import { recordPing, refOf, type DeliveryRef } from '../db/deliveries.js';
import { ConditionFailed, type TransactItem } from '../db/transact.js';
import type { StoredEvent } from '../domain/event.js';
import type { Delivery } from '../domain/webhook.js';
import { notFound } from '../errors.js';
import { logger } from '../logger.js';
import { deliveryQueue } from '../webhooks/queue.js';

/**
 * What a merchant asks of the webhook pipeline: a ping to one endpoint. It only writes a delivery
 * and puts it on the queue; the attempts are the deliverer's
 * (`webhook-deliveries.ts`), the same as for every delivery. Kept apart from it so the route's
 * function loads neither the signing nor the KMS code.
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
  commit?: TransactItem,
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
