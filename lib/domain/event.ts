/**
 * Events: what changed, as the API showed it after the change. Written in the same transaction
 * as the change (a transactional outbox, `lib/db/events.ts`), delivered to webhooks from there.
 */
export const EVENT_TYPES = [
  'charge.created',
  'charge.paid',
  'charge.expired',
  'charge.cancelled',
  'charge.refunded',
  'checkout.created',
  'checkout.completed',
  'checkout.expired',
  'checkout.cancelled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** How long events are kept (and listed). */
export const EVENT_RETENTION_DAYS = 30;

/** An event as stored: `data` is the resource's API view after the change. */
export interface StoredEvent {
  id: string;
  merchantId: string;
  type: EventType;
  createdAt: string;
  data: unknown;
}

export function newEvent(
  merchantId: string,
  id: string,
  type: EventType,
  data: unknown,
  now: Date,
): StoredEvent {
  return { id, merchantId, type, createdAt: now.toISOString(), data };
}

/** `ttl` of an event created at `now` (epoch seconds). */
export const eventExpiry = (now: Date): number =>
  Math.floor(now.getTime() / 1000) + EVENT_RETENTION_DAYS * 24 * 60 * 60;
