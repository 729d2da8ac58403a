import {
  claimDelivery,
  dueDeliveries,
  recordAttempt,
  recordDispatch,
  type AttemptRecord,
  type DeliveryRef,
} from './deliveries.storage.js';
import { undispatchedEvents } from '../db/events.js';
import { getLive } from '../db/items.js';
import { allWebhookEndpoints } from './endpoints.storage.js';
import { config } from '../config.js';
import { PING_EVENT, type StoredEvent } from '../domain/event.js';
import {
  DELIVERY_TIMEOUT_MS,
  eventView,
  nextAttemptAfter,
  signingSecrets,
  subscribes,
  type Delivery,
  type WebhookEndpoint,
} from './webhook.domain.js';
import { logger } from '../logger.js';
import { urlResolver } from './endpoint-url.js';
import { deliveryQueue, MAX_SQS_DELAY_SECONDS } from './queue.js';
import { secretBox } from './secrets.js';
import { postJson, signedHeaders } from './send.js';
import { checkUrl, UrlRefused, type Resolver } from './ssrf.js';

/**
 * Webhooks, from an event to its deliveries: dispatch (the table's stream on AWS, a poller
 * locally), one attempt per delivery (SQS on AWS), and the redrive that picks up what was
 * stranded. Each step is safe to run twice.
 */

/** How long a claimed attempt holds its delivery: past the POST's timeout, with room to record. */
export const LEASE_SECONDS = 60;

export interface DeliverOptions {
  resolver?: Resolver;
  timeoutMs?: number;
  /** Told of every attempt made (the local server prints a line for each). */
  onAttempt?: (attempt: AttemptReport) => void;
}

/** One attempt as a developer wants to see it. */
export interface AttemptReport {
  eventType: string;
  endpointUrl: string;
  /** The receiver's HTTP status, when it answered. */
  responseStatus: number | null;
  /** Why there was no 2xx answer: `timeout`, `http_500`, a refused address… */
  error: string | null;
  /** 1 for the first attempt. */
  attempt: number;
  outcome: 'delivered' | 'retry_scheduled' | 'failed';
}

export type Outcome =
  | 'delivered'
  | 'retry_scheduled'
  | 'failed'
  | 'dropped'
  /** Not due yet (re-enqueued for later), or held by another worker, or already finished. */
  | 'not_due'
  | 'gone'
  /** The attempt crashed midway; its lease brings it back later. */
  | 'error';

const secondsUntil = (at: string, now: Date): number => (new Date(at).getTime() - now.getTime()) / 1000;

/**
 * One attempt of one delivery, the same on AWS (per SQS message) and locally (per due item).
 * `now` is the scheduling clock (tests move it forward); the signature carries the real time,
 * since the receiver checks it against its own clock.
 */
export async function attemptDelivery(
  ref: DeliveryRef,
  now = new Date(),
  options: DeliverOptions = {},
): Promise<Outcome> {
  const claim = await claimDelivery(ref, now, new Date(now.getTime() + LEASE_SECONDS * 1000));
  if (!claim.claimed) {
    const current = claim.delivery;
    if (!current) return 'gone';
    // An early SQS message (delays stop at 15 minutes) goes back until the attempt is due.
    if (current.status === 'PENDING' && current.nextAttemptAt) {
      await deliveryQueue().send([ref], secondsUntil(current.nextAttemptAt, now));
    }
    return 'not_due';
  }
  const delivery = claim.delivery;
  const [endpoint, event] = await Promise.all([
    getLive<WebhookEndpoint>('WEBHOOK_ENDPOINT', ref.merchantId, ref.endpointId),
    getLive<StoredEvent>('EVENT', ref.merchantId, ref.eventId),
  ]);
  // A removed or disabled endpoint gets nothing more, and neither does an event past retention.
  // A ping is the exception to `DISABLED`: it was asked for that endpoint, to test it before
  // enabling it (as Stripe sends test events to any endpoint).
  const dropReason = !endpoint
    ? 'endpoint_removed'
    : endpoint.status !== 'ENABLED' && event?.type !== PING_EVENT
      ? 'endpoint_disabled'
      : !event
        ? 'event_expired'
        : undefined;
  if (dropReason || !endpoint || !event) {
    await recordAttempt(delivery, {
      status: 'FAILED',
      counted: false,
      responseStatus: null,
      error: dropReason ?? 'dropped',
      at: now,
      nextAttemptAt: null,
    });
    return 'dropped';
  }
  const result = await post(delivery, endpoint, event, now, options);
  const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
  const attempts = delivery.attempts + 1;
  const next = ok ? null : nextAttemptAfter(attempts, now);
  const record: AttemptRecord = {
    status: ok ? 'DELIVERED' : next ? 'PENDING' : 'FAILED',
    counted: true,
    responseStatus: result.status ?? null,
    error: ok ? null : (result.error ?? `http_${result.status}`),
    at: now,
    nextAttemptAt: next,
  };
  const recorded = await recordAttempt(delivery, record);
  if (recorded && next) await deliveryQueue().send([ref], secondsUntil(next.toISOString(), now));
  logger.info('webhook attempt', { ...ref, attempts, status: record.status, response: result.status });
  const outcome = ok ? 'delivered' : next ? 'retry_scheduled' : 'failed';
  options.onAttempt?.({
    eventType: event.type,
    endpointUrl: endpoint.url,
    responseStatus: record.responseStatus,
    error: record.error,
    attempt: attempts,
    outcome,
  });
  return outcome;
}

async function post(
  delivery: Delivery,
  endpoint: WebhookEndpoint,
  event: StoredEvent,
  now: Date,
  options: DeliverOptions,
): Promise<{ status?: number; error?: string }> {
  let target;
  try {
    // Checked again now: the name may resolve elsewhere than when the endpoint was saved.
    target = await checkUrl(endpoint.url, config().environment, options.resolver ?? urlResolver());
  } catch (error) {
    if (error instanceof UrlRefused) return { error: error.reason };
    throw error;
  }
  // During a rotation's overlap, the replaced secret signs too (`now`, the scheduling clock, says
  // whether it still lives).
  const context = { merchantId: delivery.merchantId, endpointId: endpoint.id };
  const secrets = await Promise.all(
    signingSecrets(endpoint, now).map((sealed) => secretBox().open(sealed, context)),
  );
  const body = JSON.stringify(eventView(event, config().environment));
  const headers = signedHeaders(secrets, event.id, body, new Date());
  return postJson(target, body, headers, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
}

/** The local driver's queue: every delivery due by `now`, attempted concurrently. */
export async function deliverDue(
  now = new Date(),
  options: DeliverOptions & { merchantId?: string } = {},
): Promise<Outcome[]> {
  const refs = await dueDeliveries(now, options.merchantId ? { merchantId: options.merchantId } : {});
  const settled = await Promise.allSettled(refs.map((ref) => attemptDelivery(ref, now, options)));
  return settled.map((result) => {
    if (result.status === 'fulfilled') return result.value;
    logger.error('webhook attempt crashed', { error: result.reason as Error });
    return 'error';
  });
}

/**
 * One event to its deliveries: the merchant's enabled endpoints subscribed to its type each get a
 * PENDING delivery (one transaction, which also marks the event dispatched), then the deliveries
 * are enqueued. Safe to run again for the same event: a second run enqueues the still pending
 * deliveries of the first, which is what makes a crash between the two steps lose nothing.
 */
export async function dispatchEvent(event: StoredEvent, now = new Date()): Promise<DeliveryRef[]> {
  // A ping is written with its one delivery, and enqueued by its route (`webhook-actions.ts`): the stream
  // brings it here too, and there is nothing to do.
  const type = event.type;
  if (type === PING_EVENT) return [];
  const endpoints = (await allWebhookEndpoints(event.merchantId)).filter((endpoint) =>
    subscribes(endpoint, type),
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
