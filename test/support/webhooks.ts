import { expect } from 'vitest';
import { eventPut } from '../../lib/db/events.js';
import { transact } from '../../lib/db/transact.js';
import type { EventType, StoredEvent } from '../../lib/domain/event.js';
import { call, type TestMerchant } from './api.js';

/** An event written as the emitters write it: the outbox item inside a transaction. */
export async function emit(
  m: TestMerchant,
  type: EventType = 'charge.paid',
  data: unknown = { id: 'x' },
): Promise<StoredEvent> {
  const { items, event } = eventPut(m.merchantId, type, data, new Date());
  await transact({ items });
  return event;
}

export const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export interface Endpoint {
  id: string;
  secret: string;
  url: string;
}

/** A webhook endpoint of the merchant, through the API (its secret is in this answer only). */
export async function createEndpoint(
  m: TestMerchant,
  url: string,
  events: string[] = ['*'],
): Promise<Endpoint> {
  const result = await call('POST', '/v1/webhook-endpoints', { key: m.full, body: { url, events } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as Endpoint;
}
