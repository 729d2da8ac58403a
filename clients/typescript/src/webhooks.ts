import { Webhook, WebhookVerificationError as SignatureError } from 'standardwebhooks';
import * as z from 'zod/mini';
import { WebhookVerificationError } from './errors.js';
import type { ChargeListItem } from './resources/charges.js';
import type { CheckoutListItem } from './resources/checkouts.js';
import type { EventType } from './types.js';

/**
 * What an event's `data` is, by the event type's resource: the resource as lists show it (a
 * `ping`, sent by `webhookEndpoints.test`, names its endpoint).
 */
export type EventData<Type extends EventType> = Type extends `charge.${string}`
  ? ChargeListItem
  : Type extends `checkout.${string}`
    ? CheckoutListItem
    : Type extends 'ping'
      ? { endpointId: string }
      : unknown;

/**
 * One webhook event, as delivered: narrowing on `type` gives `data` its resource's type
 * (`if (event.type === 'charge.paid') event.data.paidAt`).
 */
export type WebhookEvent = {
  [Type in EventType]: { id: string; type: Type; createdAt: string; data: EventData<Type> };
}[EventType];

/** Request headers as Node (`req.headers`), Express or the Fetch API (`request.headers`) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.unknown(),
});

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * Verifies a delivery and returns its event. `rawBody` must be the body exactly as received (a
 * string or the bytes, as `express.raw()` gives them): a parsed and re-serialised body no longer
 * matches its signature. Throws `WebhookVerificationError` when a header is missing, the signature
 * is not the endpoint secret's, or the timestamp is more than 5 minutes from now (a replay).
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array))
    throw new WebhookVerificationError(
      'The webhook body must be the raw request body (a string or bytes, e.g. from express.raw()), ' +
        'not a parsed object: re-serialised JSON no longer matches its signature.',
    );
  const signed: Record<string, string> = {};
  for (const name of SIGNED_HEADERS) {
    const value = headerValue(headers, name);
    if (!value) throw new WebhookVerificationError(`Missing the ${name} header`);
    signed[name] = value;
  }
  let payload: unknown;
  try {
    const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody);
    payload = new Webhook(secret).verify(body, signed);
  } catch (error) {
    if (error instanceof SignatureError) throw new WebhookVerificationError(error.message);
    throw new WebhookVerificationError(`The webhook could not be verified: ${(error as Error).message}`);
  }
  const event = eventSchema.safeParse(payload);
  if (!event.success || event.data.id !== signed['webhook-id'])
    throw new WebhookVerificationError('The signed payload is not an event of this API');
  return event.data as WebhookEvent;
}

/** `mp.webhooks`: verifying what the API delivers to your endpoints. */
export class Webhooks {
  /** See `verifyWebhook`. */
  verify(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
    return verifyWebhook(rawBody, headers, secret);
  }
}
