import { Webhook } from 'standardwebhooks';
import {
  claimDelivery,
  dueDeliveries,
  recordAttempt,
  type AttemptRecord,
  type DeliveryRef,
} from '../db/deliveries.js';
import { getLive } from '../db/items.js';
import { config } from '../config.js';
import type { StoredEvent } from '../domain/event.js';
import {
  DELIVERY_TIMEOUT_MS,
  eventView,
  nextAttemptAfter,
  type Delivery,
  type WebhookEndpoint,
} from '../domain/webhook.js';
import { logger } from '../logger.js';
import { deliveryQueue } from './queue.js';
import { secretBox } from './secrets.js';
import { postJson } from './send.js';
import { urlResolver } from './endpoint-url.js';
import { checkUrl, UrlRefused, type Resolver } from './ssrf.js';

/** How long a claimed attempt holds its delivery: past the POST's timeout, with room to record. */
export const LEASE_SECONDS = 60;

export interface DeliverOptions {
  resolver?: Resolver;
  timeoutMs?: number;
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

/** The Standard Webhooks headers for one message. */
export function signedHeaders(secret: string, eventId: string, body: string, at: Date) {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

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
  const dropReason = !endpoint
    ? 'endpoint_removed'
    : endpoint.status !== 'ENABLED'
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
  const result = await post(delivery, endpoint, event, options);
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
  return ok ? 'delivered' : next ? 'retry_scheduled' : 'failed';
}

async function post(
  delivery: Delivery,
  endpoint: WebhookEndpoint,
  event: StoredEvent,
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
  const secret = await secretBox().open(endpoint.sealedSecret, {
    merchantId: delivery.merchantId,
    endpointId: endpoint.id,
  });
  const body = JSON.stringify(eventView(event));
  const headers = signedHeaders(secret, event.id, body, new Date());
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
