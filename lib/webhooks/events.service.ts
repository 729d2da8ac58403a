import { listEvents as listStoredEvents } from '../db/events.js';
import { getEventWithDeliveries } from './deliveries.storage.js';
import type { EventType } from '../domain/event.js';
import type { CursorPaging } from '../domain/paging.js';
import { notFound } from '../errors.js';

/** The merchant's events of the last 30 days, newest first, optionally of one type. */
export const listEvents = (merchantId: string, paging: CursorPaging, type: EventType | undefined) =>
  listStoredEvents(merchantId, paging, type);

/** One event of the last 30 days, with its webhook deliveries. */
export async function getEvent(merchantId: string, id: string) {
  return (await getEventWithDeliveries(merchantId, id)) ?? Promise.reject(notFound());
}

/** A charge's deliveries and the merchant's failing ones, as stored (read as they are). */
export { chargeDeliveries, failingDeliveries } from './deliveries.storage.js';
