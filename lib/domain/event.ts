import type { Environment } from '../config.js';
/**
 * Events: what changed, as the API showed it after the change. Written in the same transaction
 * as the change (a transactional outbox, `lib/db/events.ts`), delivered to webhooks from there.
 *
 * The types of state changes, one key each. Each area with events lists its own in
 * `lib/<area>/<area>.events.ts` and adds them here by module augmentation
 * (`declare module '../domain/event.js' { interface EventTypes extends Record<…, true> {} }`), so
 * this file names no area; `lib/webhooks/event-types.ts` gathers the runtime list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' events files fill it
export interface EventTypes {}
/** Every type of a state change's event: `charge.paid`, `checkout.completed`, … */
export type EventType = keyof EventTypes & string;

/**
 * The test event of `POST /v1/webhook-endpoints/{id}/test` (`data` `{"endpointId"}`): stored and
 * delivered like any event, but to that one endpoint only, written with its delivery. Nobody
 * subscribes to it, and it is in no list or total (Stripe's test webhooks are not in its events
 * list either): `GET /v1/events/{id}` shows it with its delivery.
 */
export const PING_EVENT = 'ping';
/** Every type an event may have: the state changes', and the ping. */
export type DeliveredEventType = EventType | typeof PING_EVENT;

/**
 * How long events are kept and listed: the current UTC day and the 30 before it, so an event is
 * listed for at least 30 days and at most 31, and a window's total is whole days of counters.
 */
export const EVENT_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, `2026-11-23`. */
export const dayOf = (instant: string): string => instant.slice(0, 10);

/** The first instant of the window at `now`: the start of the UTC day 30 days back. */
export const windowStart = (now: Date): string =>
  `${dayOf(new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS).toISOString())}T00:00:00.000Z`;

/** Whether an event created at `createdAt` is inside the window at `now`. */
export const inWindow = (createdAt: string, now: Date): boolean => createdAt >= windowStart(now);

/** An event as stored: `data` is the resource's API view after the change. */
export interface StoredEvent {
  id: string;
  merchantId: string;
  type: DeliveredEventType;
  /** The deployment's environment when it happened, so a receiver shared by both can tell. */
  environment: Environment;
  createdAt: string;
  data: unknown;
}

export function newEvent(
  merchantId: string,
  id: string,
  type: DeliveredEventType,
  environment: Environment,
  data: unknown,
  now: Date,
): StoredEvent {
  return { id, merchantId, type, environment, createdAt: now.toISOString(), data };
}

/**
 * `ttl` (epoch seconds) of an event, or of a counter of events, of the UTC day of `now`: once that
 * day has left every window. TTL deletes within days of the time, not at it: readers check the
 * window themselves.
 */
export const eventExpiry = (now: Date): number =>
  Math.floor(Date.parse(`${dayOf(now.toISOString())}T00:00:00.000Z`) / 1000) +
  (EVENT_RETENTION_DAYS + 1) * 24 * 60 * 60;
