import { listEvents as listStoredEvents } from '../db/events.js';
import {
  chargeDeliveries as storedChargeDeliveries,
  failingDeliveries as storedFailingDeliveries,
  getEventWithDeliveries,
} from './deliveries.storage.js';
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

/** The webhook deliveries of the merchant's events about one charge, newest first. */
export const chargeDeliveries = (merchantId: string, chargeId: string) =>
  storedChargeDeliveries(merchantId, chargeId);

/** The merchant's latest `size` deliveries whose last attempt failed (retrying or given up). */
export const failingDeliveries = (merchantId: string, size: number) =>
  storedFailingDeliveries(merchantId, size);
