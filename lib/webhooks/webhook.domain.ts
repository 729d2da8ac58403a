import * as z from 'zod/mini';
import type { Environment } from '../config.js';
import { messages } from '../messages.js';
import { webhookMessages } from './webhooks.messages.js';
import type { EventType, StoredEvent } from '../domain/event.js';
import { EVENT_TYPES } from './event-types.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { characterCount, displayText, maxCharacters, sentTextSchema, someValueOf } from '../domain/text.js';

/**
 * Webhook endpoints, deliveries and the event views, as pure rules and schemas. Everything that
 * touches the network (the SSRF guard, the POST) is in `lib/webhooks/`.
 */
export const WEBHOOK_ENDPOINT_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** At most this many endpoints (not removed) per merchant, enforced by a conditional counter. */
export const MAX_WEBHOOK_ENDPOINTS = 16;
export const URL_MAX = 2048;

export const DESCRIPTION_MAX = 500;
/** Random bytes behind a signing secret (`whsec_` + base64); Standard Webhooks asks for 24 to 64. */
export const SECRET_BYTES = 32;
/**
 * What the KMS data keys that seal signing secrets are for: their encryption context, on which the
 * stack conditions the create route's `GenerateDataKey`. Here rather than beside the KMS box, so
 * the stack reads it without loading the KMS client. It is the same for every key, so KMS's audit
 * trail names the purpose, not the endpoint; the endpoint binding is the cipher's.
 */
export const DATA_KEY_PURPOSE = 'webhook-signing-secrets';
export const ALL_EVENTS = '*';

/** Which delivery: one event to one endpoint. This is the whole queue message. */
export interface DeliveryRef {
  merchantId: string;
  eventId: string;
  endpointId: string;
}

/** An endpoint as stored. The secret is stored only sealed (`lib/webhooks/secrets.ts`). */
export interface WebhookEndpoint {
  id: string;
  merchantId: string;
  url: string;
  events: (EventType | typeof ALL_EVENTS)[];
  description: string | null;
  status: WebhookEndpointStatus;
  sealedSecret: string;
  /**
   * The secret a rotation replaced, sealed like the current one, while it still signs beside it
   * (until `previousSecretExpiresAt`); absent or null when only the current one signs.
   */
  previousSealedSecret?: string | null;
  previousSecretExpiresAt?: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const urlSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    ...maxCharacters(URL_MAX),
    // One parse for both rules: a create parses the URL again in the SSRF guard.
    z.superRefine((text: string, ctx) => {
      const url = URL.parse(text);
      if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
        ctx.addIssue({ code: 'custom', message: webhookMessages.invalidUrl, input: text });
      }
      // Credentials in a URL would be sent to the receiver and shown back in every read.
      if (url !== null && (url.username !== '' || url.password !== '')) {
        ctx.addIssue({ code: 'custom', message: webhookMessages.urlWithCredentials, input: text });
      }
    }),
  ),
);

const eventTypeSchema = /* @__PURE__ */ z.lazy(() => z.enum([ALL_EVENTS, ...EVENT_TYPES]));

/** Either `["*"]` or distinct event types; duplicates are folded. */
const eventsSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.array(eventTypeSchema).check(
      z.minLength(1),
      z.maxLength(EVENT_TYPES.length),
      z.refine((events) => !events.includes(ALL_EVENTS) || events.length === 1, {
        error: webhookMessages.wildcardAlone,
      }),
    ),
    z.transform((events: (typeof ALL_EVENTS | EventType)[]) => [...new Set(events)]),
  ),
);

const descriptionSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.pipe(sentTextSchema(DESCRIPTION_MAX), z.transform(displayText)),
    z.string().check(
      z.refine((text) => characterCount(text) <= DESCRIPTION_MAX, {
        error: messages.fields.maxLength(DESCRIPTION_MAX),
      }),
    ),
  ),
);

export const createWebhookEndpointSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    url: urlSchema,
    events: eventsSchema,
    description: z.optional(z.nullable(descriptionSchema)),
  }),
);

const UPDATABLE = ['url', 'events', 'description', 'status'] as const;

export const updateWebhookEndpointSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      url: z.optional(z.nullable(urlSchema)),
      events: z.optional(z.nullable(eventsSchema)),
      description: z.optional(z.nullable(descriptionSchema)),
      status: z.optional(z.nullable(z.enum(WEBHOOK_ENDPOINT_STATUSES))),
    })
    .check(someValueOf(UPDATABLE)),
);

export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointSchema>;
export type UpdateWebhookEndpointBody = z.output<typeof updateWebhookEndpointSchema>;

export const listWebhookEndpointsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ ...pagingShape }),
);

const storedDescription = (text: string | null | undefined): string | null => (text ? text : null);

export function newWebhookEndpoint(
  merchantId: string,
  id: string,
  body: CreateWebhookEndpointBody,
  sealedSecret: string,
  now: Date,
): WebhookEndpoint {
  const timestamp = now.toISOString();
  return {
    id,
    merchantId,
    url: body.url,
    events: body.events,
    description: storedDescription(body.description),
    status: 'ENABLED',
    sealedSecret,
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
}

/** A null or absent field keeps the stored value; `""` clears the description. */
export function mergeWebhookEndpoint(
  current: WebhookEndpoint,
  patch: UpdateWebhookEndpointBody,
  now: Date,
): WebhookEndpoint {
  return {
    ...current,
    url: patch.url ?? current.url,
    events: patch.events ?? current.events,
    description:
      patch.description === null || patch.description === undefined
        ? current.description
        : storedDescription(patch.description),
    status: patch.status ?? current.status,
    updatedAt: now.toISOString(),
    version: current.version + 1,
  };
}

// Secret rotation

/** How long the replaced secret may keep signing beside the new one: 0 (not at all) to a day. */
export const ROTATION_OVERLAP_MAX_SECONDS = 86_400;

export const rotateSecretSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    // Absent or null: a day, as charges and checkouts treat their own `expiresIn`.
    expiresIn: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(ROTATION_OVERLAP_MAX_SECONDS)))),
  }),
);

export type RotateSecretBody = z.output<typeof rotateSecretSchema>;

/** Whether the replaced secret still signs at `now`. */
const previousLives = (endpoint: WebhookEndpoint, now: Date): boolean =>
  typeof endpoint.previousSealedSecret === 'string' &&
  typeof endpoint.previousSecretExpiresAt === 'string' &&
  now.toISOString() < endpoint.previousSecretExpiresAt;

/**
 * The endpoint with a new sealed secret. The secret in use until now keeps signing beside it for
 * `expiresIn` seconds (default a day; 0 ends it at once). At most two secrets sign: an older one
 * still overlapping from an earlier rotation is dropped, as Stripe's rolling does.
 */
export function rotatedWebhookEndpoint(
  current: WebhookEndpoint,
  sealedSecret: string,
  body: RotateSecretBody,
  now: Date,
): WebhookEndpoint {
  const expiresIn = body.expiresIn ?? ROTATION_OVERLAP_MAX_SECONDS;
  const overlap = expiresIn > 0;
  return {
    ...current,
    sealedSecret,
    previousSealedSecret: overlap ? current.sealedSecret : null,
    previousSecretExpiresAt: overlap ? new Date(now.getTime() + expiresIn * 1000).toISOString() : null,
    updatedAt: now.toISOString(),
    version: current.version + 1,
  };
}

/**
 * The sealed secrets a delivery at `now` is signed with, oldest first: the replaced one while it
 * lives, then the current one. The signature header then reads `v1,<old> v1,<new>`.
 */
export const signingSecrets = (endpoint: WebhookEndpoint, now: Date): string[] =>
  previousLives(endpoint, now)
    ? [endpoint.previousSealedSecret!, endpoint.sealedSecret]
    : [endpoint.sealedSecret];

export const subscribes = (endpoint: Pick<WebhookEndpoint, 'events' | 'status'>, type: EventType): boolean =>
  endpoint.status === 'ENABLED' &&
  (endpoint.events.includes(ALL_EVENTS) || (endpoint.events as readonly string[]).includes(type));

export function webhookEndpointView(endpoint: WebhookEndpoint, now: Date = new Date()) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    status: endpoint.status,
    previousSecretExpiresAt: previousLives(endpoint, now) ? endpoint.previousSecretExpiresAt! : null,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}
// Deliveries

/**
 * Delay before each retry after a failed attempt (Standard Webhooks' schedule): 8 attempts in all,
 * about 28 hours from the first to the last.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A receiver has this long to answer with a 2xx. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One event to one endpoint, stored beside its event (`keys.delivery`). */
export interface Delivery {
  merchantId: string;
  eventId: string;
  endpointId: string;
  status: DeliveryStatus;
  attempts: number;
  /** HTTP status of the last attempt; null when it got no answer (or none was made). */
  lastResponseStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: string | null;
  /** While an attempt runs: the end of its lease (set by the claim, removed with its record). */
  leasedUntil?: string;
  createdAt: string;
  /** The type of its event (absent on deliveries dispatched before deliveries carried it). */
  eventType?: string;
}

/**
 * The charge an event is about, if any: `chargeId` in its data (a Pix received, a MED block, a
 * cycle's charge), or the `id` of a `charge.*` event's charge. Its deliveries are listed by charge.
 */
export function chargeOfEvent(event: { type: string; data: unknown }): string | undefined {
  const data = (event.data ?? {}) as { id?: unknown; chargeId?: unknown };
  if (typeof data.chargeId === 'string') return data.chargeId;
  if (event.type.startsWith('charge.') && typeof data.id === 'string') return data.id;
  return undefined;
}

export function newDelivery(merchantId: string, eventId: string, endpointId: string, now: Date): Delivery {
  return {
    merchantId,
    eventId,
    endpointId,
    status: 'PENDING',
    attempts: 0,
    lastResponseStatus: null,
    lastError: null,
    lastAttemptAt: null,
    nextAttemptAt: now.toISOString(),
    createdAt: now.toISOString(),
  };
}

/** After attempt number `attempts` (1-based) failed: when to try again, or null to give up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/**
 * Whether `POST /v1/events/{id}/redeliver` tries the delivery again now: one that failed, or one
 * waiting for an attempt. One whose attempt is running (its lease not over) is left to it, and a
 * delivered one is done.
 */
export const isRedeliverable = (delivery: Delivery, now: Date): boolean =>
  delivery.status === 'FAILED' ||
  (delivery.status === 'PENDING' &&
    (delivery.leasedUntil === undefined || delivery.leasedUntil <= now.toISOString()));

export function deliveryView(delivery: Delivery) {
  return {
    endpointId: delivery.endpointId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastResponseStatus: delivery.lastResponseStatus,
    lastError: delivery.lastError,
    lastAttemptAt: delivery.lastAttemptAt,
    nextAttemptAt: delivery.nextAttemptAt,
  };
}
// Events

/** `deployment`: the environment of an event stored before events carried theirs. */
export const eventView = (event: StoredEvent, deployment: Environment) => ({
  id: event.id,
  type: event.type,
  environment: event.environment ?? deployment,
  createdAt: event.createdAt,
  data: event.data,
});
export const listEventsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    type: z.optional(z.enum(EVENT_TYPES, { error: messages.fields.oneOf(EVENT_TYPES) })),
  }),
);

export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;
