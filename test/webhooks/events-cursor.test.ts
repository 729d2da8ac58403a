import { afterEach, describe, expect, it } from 'vitest';
import { eventPut, listEvents } from '../../lib/db/events.js';
import { LIST_INDEX, STATUS_INDEX } from '../../lib/db/table.js';
import { transact } from '../../lib/db/transact.js';
import type { CursorPosition } from '../../lib/domain/paging.js';
import type { EventType, StoredEvent } from '../../lib/domain/event.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { countReads, removeFaults } from '../support/faults.js';
import { getPage as getPageOf, ids, mergedReadBound, walk as walkOf } from '../support/paging.js';
import { listShards, statusShards } from '../../lib/db/layout.js';

afterEach(() => removeFaults());

const DAY_MS = 24 * 60 * 60 * 1000;

const getPage = (m: TestMerchant, url: string) => getPageOf<StoredEvent>(m, url);
const walk = (m: TestMerchant, query: string) => walkOf<StoredEvent>(m, '/v1/events', query);

/** Writes the events as the state changes do (one event of a type per transaction), oldest first. */
async function emit(m: TestMerchant, specs: { type: EventType; at: Date }[]): Promise<StoredEvent[]> {
  const puts = specs.map(({ type, at }, i) => eventPut(m.merchantId, type, { id: `r${i}` }, at));
  for (const put of puts) await transact({ items: put.items });
  return puts.map((put) => put.event);
}

describe('GET /v1/events by cursor', () => {
  it('walks the 30-day window with and without type, newest first, reading each event once', async () => {
    const m = await newMerchant();
    const base = Date.now();
    const types: EventType[] = ['charge.created', 'charge.paid', 'checkout.created'];
    // 12 events in the window (4 of each type), and one of each type past it: TTL may not have
    // removed those yet, and no page, by number or by cursor, shows them.
    const live = await emit(
      m,
      Array.from({ length: 12 }, (_, i) => ({ type: types[i % 3]!, at: new Date(base - (20 - i) * 1000) })),
    );
    await emit(
      m,
      types.map((type, i) => ({ type, at: new Date(base - 31 * DAY_MS - i) })),
    );
    const newestFirst = live.map((event) => event.id).reverse();

    let reads = countReads();
    const all = await walk(m, 'size=5');
    expect(ids(all)).toEqual(newestFirst);
    expect(all.map((page) => page.content.length)).toEqual([5, 5, 2]);
    expect(all.at(-1)!.page.nextCursor).toBeNull();
    // The window's total on every page, counted once from the day counters: the cursor pages carry
    // the first page's, and no event is read to count it.
    expect(all.every((page) => page.page.totalElements === 12 && page.page.number === 0)).toBe(true);
    expect(reads).toMatchObject({ counted: 0, countQueries: 0, batchKeys: 0 });
    expect(Object.keys(reads.byIndex)).toEqual([LIST_INDEX.indexName]);
    expect(reads.byIndex[LIST_INDEX.indexName]).toBeLessThanOrEqual(
      mergedReadBound(12, all.length, 5, listShards('EVENT')),
    );

    // The same events and total as the pages asked by number.
    const byNumber = [0, 1, 2].map((page) => getPage(m, `/v1/events?size=5&page=${page}`));
    const numbered = await Promise.all(byNumber);
    expect(ids(numbered)).toEqual(newestFirst);
    expect(numbered.every((page) => page.page.totalElements === 12)).toBe(true);

    removeFaults();
    reads = countReads();
    // A type reads its own partitions; 4 events by 2 end exactly at a page (a cursor after it may
    // lead to an empty page, with no cursor).
    const paid = await walk(m, 'type=charge.paid&size=2');
    const paidIds = live.filter((event) => event.type === 'charge.paid').map((event) => event.id);
    expect(ids(paid)).toEqual(paidIds.reverse());
    expect(paid.map((page) => page.content.length).filter((length) => length > 0)).toEqual([2, 2]);
    expect(paid.flatMap((page) => page.content.map((event) => event.type))).toEqual(
      Array(4).fill('charge.paid'),
    );
    expect(paid.every((page) => page.page.totalElements === 4)).toBe(true);
    expect(paid.at(-1)!.page.nextCursor).toBeNull();
    expect(reads).toMatchObject({ counted: 0, countQueries: 0, batchKeys: 0 });
    expect(reads.byIndex[STATUS_INDEX.indexName]).toBeLessThanOrEqual(
      mergedReadBound(4, paid.length, 2, statusShards('EVENT')),
    );
    expect((await getPage(m, '/v1/events?type=charge.paid&size=2')).page.totalElements).toBe(4);

    // A page asked by number hands the cursor of the page after it.
    const second = await getPage(m, '/v1/events?type=checkout.created&size=1&page=1');
    const checkouts = live.filter((event) => event.type === 'checkout.created').reverse();
    expect(second.content.map((event) => event.id)).toEqual([checkouts[1]!.id]);
    const third = await getPage(
      m,
      `/v1/events?type=checkout.created&size=2&cursor=${encodeURIComponent(second.page.nextCursor!)}`,
    );
    expect(third.content.map((event) => event.id)).toEqual([checkouts[2]!.id, checkouts[3]!.id]);
  });

  it('keeps the total of the walk and does not count again when events arrive during it', async () => {
    const m = await newMerchant();
    const base = Date.now() - 60_000;
    const first = await emit(
      m,
      Array.from({ length: 6 }, (_, i) => ({ type: 'charge.created' as const, at: new Date(base + i) })),
    );
    const page0 = await getPage(m, '/v1/events?size=4');
    expect(page0.page.totalElements).toBe(6);
    // Newer than the walk's position: it is ahead of the walk, which goes on towards the oldest.
    const [late] = await emit(m, [{ type: 'charge.created', at: new Date() }]);
    const reads = countReads();
    const page1 = await getPage(m, `/v1/events?size=4&cursor=${encodeURIComponent(page0.page.nextCursor!)}`);
    expect(page1.content.map((event) => event.id)).toEqual([first[1]!.id, first[0]!.id]);
    expect(page1.page).toMatchObject({ totalElements: 6, totalPages: 2, nextCursor: null });
    expect(reads).toMatchObject({ counted: 0, countQueries: 0, batchKeys: 0 });
    expect(reads.byIndex[LIST_INDEX.indexName]).toBeLessThanOrEqual(
      mergedReadBound(2, 1, 4, listShards('EVENT')),
    );
    // A new walk counts again and starts from the newest.
    const fresh = await getPage(m, '/v1/events?size=4');
    expect(fresh.page.totalElements).toBe(7);
    expect(fresh.content[0]!.id).toBe(late!.id);
  });

  it('refuses with 422 a cursor of another list, merchant or type, an edited one, or one with a page', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    for (const who of [m, other]) {
      await emit(
        who,
        Array.from({ length: 3 }, (_, i) => ({
          type: i % 2 ? ('charge.paid' as const) : ('charge.created' as const),
          at: new Date(Date.now() - 10_000 + i),
        })),
      );
      for (let i = 0; i < 2; i++) {
        const answer = await call('POST', '/v1/customers', {
          key: who.full,
          body: { name: `Cliente ${i}`, email: `c${i}@example.com` },
        });
        expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
      }
    }
    const plain = (await getPage(m, '/v1/events?size=1')).page.nextCursor!;
    const created = (await getPage(m, '/v1/events?type=charge.created&size=1')).page.nextCursor!;
    const customers = (await getPage(m, '/v1/customers?size=1')).page.nextCursor!;
    expect(plain).toMatch(/^[\w-]+$/);
    expect(created).toMatch(/^[\w-]+$/);
    // Sealed (AES-GCM): any edited byte is refused.
    const sealed = Buffer.from(plain, 'base64url');
    sealed[sealed.length >> 1]! ^= 1;
    const forged = sealed.toString('base64url');
    const refused = async (key: string, url: string) => {
      const error = expectError(await call('GET', url, { key }), 422);
      return (error.fields as { field: string; code?: string }[]).map((f) => `${f.field}:${f.code}`);
    };
    const invalid = ['cursor:invalid_cursor'];
    const enc = encodeURIComponent;
    expect(await refused(m.readOnly, `/v1/events?cursor=${enc(customers)}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/customers?cursor=${enc(plain)}`)).toEqual(invalid);
    expect(await refused(other.readOnly, `/v1/events?cursor=${enc(plain)}`)).toEqual(invalid);
    expect(await refused(other.readOnly, `/v1/events?type=charge.created&cursor=${enc(created)}`)).toEqual(
      invalid,
    );
    expect(await refused(m.readOnly, `/v1/events?cursor=${enc(created)}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/events?type=charge.paid&cursor=${enc(created)}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/events?type=charge.created&cursor=${enc(plain)}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/events?cursor=${enc(forged)}`)).toEqual(invalid);
    expect(await refused(m.readOnly, '/v1/events?cursor=nada')).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/events?page=1&cursor=${enc(plain)}`)).toEqual([
      'page:page_with_cursor',
    ]);
    expect(await refused(m.readOnly, `/v1/events?page=1&cursor=${enc(forged)}`)).toEqual([
      'page:page_with_cursor',
      'cursor:invalid_cursor',
    ]);
    // Used as handed out, they still work: the refusals changed nothing.
    const next = await getPage(m, `/v1/events?size=1&cursor=${enc(plain)}`);
    expect(next.content).toHaveLength(1);
    const nextCreated = await getPage(m, `/v1/events?type=charge.created&size=1&cursor=${enc(created)}`);
    expect(nextCreated.content.map((event) => event.type)).toEqual(['charge.created']);
  });

  it('holds the retention window on cursor pages: events that age out during a walk are not listed', async () => {
    const m = await newMerchant();
    // Two minutes before midnight UTC: the window at `base` starts on 2026-10-25, and five minutes
    // later (the next day) on 2026-10-26.
    const base = Date.parse('2026-11-24T23:58:00.000Z');
    const minute = 60_000;
    // Oldest first: k1 and k2 on the window's first day, k3 on its second, then three recent ones.
    const specs = [
      ...['2026-10-25T00:01:00.000Z', '2026-10-25T00:02:00.000Z', '2026-10-26T00:03:00.000Z'].map((at) => ({
        type: 'charge.expired' as const,
        at: new Date(at),
      })),
      ...[3, 2, 1].map((s) => ({ type: 'charge.expired' as const, at: new Date(base - s * 1000) })),
    ];
    const [k1, k2, k3, r3, r2, r1] = await emit(m, specs);
    const later = new Date(base + 5 * minute); // k1 and k2 have left the window then, k3 has not
    const pageAt = async (
      type: EventType | undefined,
      size: number,
      after: CursorPosition | undefined,
      now: Date,
    ) => listEvents(m.merchantId, { page: 0, size, after }, type, now);

    for (const type of [undefined, 'charge.expired' as const]) {
      const label = type ?? 'all';
      const first = await pageAt(type, 2, undefined, new Date(base));
      expect(
        first.events.map((e) => e.id),
        label,
      ).toEqual([r1!.id, r2!.id]);
      expect(first.total, label).toBe(6);
      // The walk goes on later: the window is the request's own.
      const second = await pageAt(type, 2, first.next, later);
      expect(
        second.events.map((e) => e.id),
        label,
      ).toEqual([r3!.id, k3!.id]);
      expect(second.total, label).toBe(6);
      // Nothing more in the window at `later`: the walk ends (with an empty page at most).
      const third = second.next ? await pageAt(type, 2, second.next, later) : second;
      expect(third.next, label).toBeUndefined();
      if (third !== second) expect(third.events, label).toEqual([]);
      // The same walk made at `base` goes on to k2 and k1.
      const atBase = await pageAt(type, 4, first.next, new Date(base));
      expect(
        atBase.events.map((e) => e.id),
        label,
      ).toEqual([r3!.id, k3!.id, k2!.id, k1!.id]);

      // A cursor whose position itself aged out ends the walk (an empty page, never an error).
      const deep = await listEvents(m.merchantId, { page: 4, size: 1 }, type, new Date(base));
      expect(
        deep.events.map((e) => e.id),
        label,
      ).toEqual([k2!.id]);
      expect(deep.next, label).toBeDefined();
      expect(await pageAt(type, 2, deep.next, later), label).toEqual({
        events: [],
        total: 6,
        next: undefined,
      });
      // A page by number at `later` agrees: four events in the window.
      const numbered = await pageAt(type, 10, undefined, later);
      expect(
        numbered.events.map((e) => e.id),
        label,
      ).toEqual([r1!.id, r2!.id, r3!.id, k3!.id]);
      expect(numbered.total, label).toBe(4);
    }
  });
});
