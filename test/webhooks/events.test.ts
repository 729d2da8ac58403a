import { describe, expect, it } from 'vitest';
import { eventPut } from '../../lib/db/events.js';
import { transact } from '../../lib/db/transact.js';
import type { EventType, StoredEvent } from '../../lib/domain/event.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';

async function emit(m: TestMerchant, type: EventType, at = new Date()): Promise<StoredEvent> {
  const { items, event } = eventPut(m.merchantId, type, { id: `r-${type}` }, at);
  await transact({ items });
  return event;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('events', () => {
  it('lists the last 30 days newest first, in pages, filtered by type', async () => {
    const m = await newMerchant();
    const types: EventType[] = [
      'charge.created',
      'charge.paid',
      'checkout.created',
      'charge.paid',
      'charge.refunded',
    ];
    const events: StoredEvent[] = [];
    for (const [i, type] of types.entries())
      events.push(await emit(m, type, new Date(Date.now() - (10 - i) * 1000)));
    // Past retention: TTL may not have removed it yet, but it is no longer shown.
    const old = await emit(m, 'charge.paid', new Date(Date.now() - 31 * DAY_MS));

    const all = await call('GET', '/v1/events?size=2', { key: m.readOnly });
    expect(all.status).toBe(200);
    expect(all.json.data.page).toEqual({
      number: 0,
      size: 2,
      totalElements: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect(all.json.data.content.map((e: StoredEvent) => e.id)).toEqual([events[4]!.id, events[3]!.id]);
    expect(all.json.data.content[0]).toEqual({
      id: events[4]!.id,
      type: 'charge.refunded',
      environment: 'test',
      createdAt: events[4]!.createdAt,
      data: { id: 'r-charge.refunded' },
    });
    const last = await call('GET', '/v1/events?size=2&page=2', { key: m.readOnly });
    expect(last.json.data.content.map((e: StoredEvent) => e.id)).toEqual([events[0]!.id]);

    const paid = await call('GET', '/v1/events?type=charge.paid', { key: m.readOnly });
    expect(paid.json.data.content.map((e: StoredEvent) => e.id)).toEqual([events[3]!.id, events[1]!.id]);
    expect(paid.json.data.page.totalElements).toBe(2);

    expectError(await call('GET', `/v1/events/${old.id}`, { key: m.readOnly }), 404);
    expectError(await call('GET', '/v1/events?type=charge.lost', { key: m.readOnly }), 422);
  });

  it('retrieves one event with its (here no) deliveries; others, unknown and non-UUID ids are 404', async () => {
    const m = await newMerchant();
    const event = await emit(m, 'checkout.completed');
    const got = await call('GET', `/v1/events/${event.id}`, { key: m.readOnly });
    expect(got.json.data).toEqual({
      id: event.id,
      type: 'checkout.completed',
      environment: 'test',
      createdAt: event.createdAt,
      data: { id: 'r-checkout.completed' },
      deliveries: [],
    });
    const other = await newMerchant();
    expectError(await call('GET', `/v1/events/${event.id}`, { key: other.readOnly }), 404);
    expect((await call('GET', '/v1/events', { key: other.readOnly })).json.data.page.totalElements).toBe(0);
    expectError(await call('GET', `/v1/events/${crypto.randomUUID()}`, { key: m.readOnly }), 404);
    expectError(await call('GET', '/v1/events/not-a-uuid', { key: m.readOnly }), 404);
  });

  it('serves at most 100 events per page, whatever size is asked, with the true total', async () => {
    const m = await newMerchant();
    const now = Date.now();
    // One transaction per event, as the emitters write them (one event of a type per transaction).
    for (let i = 0; i < 101; i++)
      await transact({
        items: eventPut(m.merchantId, 'charge.created', { id: `c${i}` }, new Date(now - i)).items,
      });
    for (const size of ['100', '101', '1000', '999999999999999']) {
      for (const filter of ['', '&type=charge.created']) {
        const page = await call('GET', `/v1/events?size=${size}${filter}`, { key: m.readOnly });
        expect(page.status).toBe(200);
        expect(page.json.data.content).toHaveLength(100);
        expect(page.json.data.page).toEqual({
          number: 0,
          size: 100,
          totalElements: 101,
          totalPages: 2,
          nextCursor: expect.any(String),
        });
      }
    }
    const last = await call('GET', '/v1/events?size=100&page=1', { key: m.readOnly });
    expect(last.json.data.content.map((e: { data: { id: string } }) => e.data.id)).toEqual(['c100']);
  });
});
