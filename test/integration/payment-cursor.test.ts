import { afterEach, describe, expect, it } from 'vitest';
import { listCharges, type ChargeFilters } from '../../lib/charges/charges.storage.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { sweepExpiredCharges } from '../../lib/jobs/sweeps.service.js';
import { CUSTOMER_INDEX, LIST_INDEX, STATUS_INDEX } from '../../lib/db/table.js';
import type { CursorPosition } from '../../lib/domain/paging.js';
import { call, expectError, newMerchant } from '../support/api.js';
import { countReads, removeFaults } from '../support/faults.js';
import { getPage, ids, mergedReadBound, post, walk, type Item } from '../support/paging.js';
import { listShards, statusShards } from '../../lib/db/layout.js';

afterEach(() => removeFaults());

describe('GET /v1/charges and /v1/checkouts by cursor', () => {
  it('walks charges with and without filters, newest first, reading each item once', async () => {
    const m = await newMerchant();
    const client = await post(m, '/v1/customers', {
      name: 'Maria',
      email: `maria-${Date.now()}@exemplo.com.br`,
    });
    const charges: Item[] = [];
    for (let i = 0; i < 9; i++)
      charges.push(
        await post(m, '/v1/charges', {
          amount: 100 + i,
          expiresIn: 3600,
          ...(i % 2 === 0 ? { customerId: client.id } : {}),
        }),
      );
    const cancelled = new Set([1, 4, 7].map((i) => charges[i]!.id));
    for (const id of cancelled) await post(m, `/v1/charges/${id}/cancel`, undefined);
    const newestFirst = charges.map((c) => c.id).reverse();
    const pending = newestFirst.filter((id) => !cancelled.has(id));

    let reads = countReads();
    const all = await walk(m, '/v1/charges', 'size=4');
    expect(ids(all)).toEqual(newestFirst);
    expect(all.map((page) => page.content.length)).toEqual([4, 4, 1]);
    expect(all.every((page) => page.page.totalElements === 9 && page.page.number === 0)).toBe(true);
    expect(all.at(-1)!.page.nextCursor).toBeNull();
    // The charges' list is merged over its shards: each read once, bar what a page left unread.
    expect(Object.keys(reads.byIndex)).toEqual([LIST_INDEX.indexName]);
    expect(reads.byIndex[LIST_INDEX.indexName]).toBeGreaterThanOrEqual(9);
    expect(reads.byIndex[LIST_INDEX.indexName]).toBeLessThanOrEqual(
      mergedReadBound(9, all.length, 4, listShards('CHARGE')),
    );
    expect(reads.batchKeys).toBe(9);

    removeFaults();
    reads = countReads();
    const byStatus = await walk(m, '/v1/charges', 'status=pending&size=2');
    expect(ids(byStatus)).toEqual(pending);
    expect(byStatus.every((page) => page.page.totalElements === 6)).toBe(true);
    // The pages read the partition once between them; the first page also counts what follows it
    // (COUNT Queries, no item travels back).
    expect(Object.keys(reads.byIndex)).toEqual([STATUS_INDEX.indexName]);
    expect(reads.byIndex[STATUS_INDEX.indexName]! + reads.counted).toBeGreaterThanOrEqual(6);
    expect(reads.byIndex[STATUS_INDEX.indexName]! + reads.counted).toBeLessThanOrEqual(
      6 + mergedReadBound(6, byStatus.length, 2, statusShards('CHARGE')),
    );
    expect(reads.batchKeys).toBe(6);

    removeFaults();
    reads = countReads();
    const mine = await walk(m, '/v1/charges', `customerId=${client.id}&status=PENDING&size=2`);
    const minePending = [8, 6, 2, 0].map((i) => charges[i]!.id);
    expect(ids(mine)).toEqual(minePending);
    expect(mine.every((page) => page.page.totalElements === 4)).toBe(true);
    // The customer's 5 charges, the cancelled one among them skipped by the filter, each read once.
    expect(reads.byIndex).toEqual({ [CUSTOMER_INDEX.indexName]: 5 });
    expect(reads.batchKeys).toBe(4);

    // A page asked by number hands the cursor of the page after it.
    const second = await getPage(m, '/v1/charges?status=PENDING&size=2&page=1');
    expect(second.content.map((c) => c.id)).toEqual(pending.slice(2, 4));
    const third = await getPage(m, `/v1/charges?status=PENDING&size=2&cursor=${second.page.nextCursor}`);
    expect(third.content.map((c) => c.id)).toEqual(pending.slice(4, 6));
  });

  it('walks checkouts by status and customer, reading each item once', async () => {
    const m = await newMerchant();
    const product = await post(m, '/v1/products', { name: 'Camiseta', price: 4990 });
    const client = await post(m, '/v1/customers', {
      name: 'Caio',
      email: `caio-${Date.now()}@exemplo.com.br`,
    });
    const checkouts: Item[] = [];
    for (let i = 0; i < 7; i++)
      checkouts.push(
        await post(m, '/v1/checkouts', {
          items: [{ productId: product.id, quantity: 1 + i }],
          ...(i < 4 ? { customerId: client.id } : {}),
        }),
      );
    const cancelled = new Set([checkouts[2]!.id, checkouts[5]!.id]);
    for (const id of cancelled) await post(m, `/v1/checkouts/${id}/cancel`, undefined);
    const newestFirst = checkouts.map((c) => c.id).reverse();

    const reads = countReads();
    const open = await walk(m, '/v1/checkouts', 'status=OPEN&size=2');
    expect(ids(open)).toEqual(newestFirst.filter((id) => !cancelled.has(id)));
    expect(open.every((page) => page.page.totalElements === 5)).toBe(true);
    expect(Object.keys(reads.byIndex)).toEqual([STATUS_INDEX.indexName]);
    expect(reads.byIndex[STATUS_INDEX.indexName]).toBeLessThanOrEqual(
      mergedReadBound(5, open.length, 2, statusShards('CHECKOUT')),
    );
    expect(reads.batchKeys).toBe(5);

    const theirs = await walk(m, '/v1/checkouts', `customerId=${client.id}&size=3`);
    expect(ids(theirs)).toEqual(newestFirst.slice(3));
    expect(ids(await walk(m, '/v1/checkouts', 'size=3'))).toEqual(newestFirst);
  });

  it('refuses with 422 a cursor of another list, merchant or filter set, or an edited one', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    for (const who of [m, other])
      for (let i = 0; i < 3; i++) await post(who, '/v1/charges', { amount: 100 + i, expiresIn: 3600 });
    const pending = (await getPage(m, '/v1/charges?status=PENDING&size=1')).page.nextCursor!;
    const plain = (await getPage(m, '/v1/charges?size=1')).page.nextCursor!;
    expect(pending).toMatch(/^[\w-]+$/);
    // Sealed (AES-GCM): any edited byte is refused.
    const sealed = Buffer.from(pending, 'base64url');
    sealed[sealed.length >> 1]! ^= 1;
    const forged = sealed.toString('base64url');
    const refused = async (key: string, url: string) => {
      const error = expectError(await call('GET', url, { key }), 422);
      return (error.fields as { field: string; code?: string }[]).map((f) => `${f.field}:${f.code}`);
    };
    const invalid = ['cursor:invalid_cursor'];
    expect(await refused(m.readOnly, `/v1/charges?status=PAID&cursor=${pending}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/charges?cursor=${pending}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/charges?status=PENDING&cursor=${plain}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/checkouts?status=PENDING&cursor=${pending}`)).toEqual([
      'status:invalid_value',
    ]);
    expect(await refused(m.readOnly, `/v1/checkouts?cursor=${plain}`)).toEqual(invalid);
    expect(await refused(other.readOnly, `/v1/charges?status=PENDING&cursor=${pending}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/charges?status=PENDING&cursor=${forged}`)).toEqual(invalid);
    expect(await refused(m.readOnly, `/v1/charges?status=PENDING&page=1&cursor=${pending}`)).toEqual([
      'page:page_with_cursor',
    ]);
    // Used as handed out, it still works.
    const next = await getPage(m, `/v1/charges?status=pending&size=1&cursor=${pending}`);
    expect(next.content).toHaveLength(1);
  });

  it('applies read-time expiry on cursor pages: an unswept expired charge is EXPIRED, never PENDING', async () => {
    const m = await newMerchant();
    const client = await post(m, '/v1/customers', { name: 'Ana', email: `ana-${Date.now()}@exemplo.com.br` });
    const base = Date.now();
    const at = (msAgo: number) => new Date(base - msAgo);
    const make = async (msAgo: number, expiresIn: number, mine = false) =>
      (
        await createCharge(
          m.merchantId,
          { amount: 1000, expiresIn, ...(mine ? { customerId: client.id } : {}) },
          { now: at(msAgo) },
        )
      ).id;
    // Oldest first: two already past expiry (swept below), interleaved with ones still running.
    const a = await make(700_000, 60, true);
    const b = await make(650_000, 3600);
    const c = await make(600_000, 60);
    await sweepExpiredCharges(new Date());
    // Short ones expire at about base + 600 s: read at `later`, past it, they are expired but
    // unswept (the sweeps other test files run use the real clock).
    const d = await make(5_000, 600, true);
    const e = await make(4_000, 3600, true);
    const f = await make(3_000, 600);
    const g = await make(2_000, 3600, true);
    const h = await make(1_000, 600);
    const later = new Date(base + 700_000);

    const walkDb = async (filters: ChargeFilters, size: number) => {
      const seen: string[] = [];
      const totals = new Set<number>();
      let after: CursorPosition | undefined;
      for (let pages = 1; pages <= 20; pages++) {
        const { charges, total, next } = await listCharges(
          m.merchantId,
          { page: 0, size, after },
          filters,
          later,
        );
        seen.push(...charges.map((charge) => charge.id));
        totals.add(total);
        if (!next) return { seen, totals: [...totals], pages };
        after = next;
      }
      throw new Error('the walk did not end');
    };
    const offset = async (filters: ChargeFilters) =>
      (await listCharges(m.merchantId, { page: 0, size: 100 }, filters, later)).charges.map((x) => x.id);

    const cases: [ChargeFilters, string[]][] = [
      [{ status: 'EXPIRED' }, [h, f, d, c, a]],
      [{ status: 'PENDING' }, [g, e, b]],
      [{ status: 'EXPIRED', customerId: client.id }, [d, a]],
      [{ status: 'PENDING', customerId: client.id }, [g, e]],
      [{}, [h, g, f, e, d, c, b, a]],
    ];
    for (const [filters, wanted] of cases)
      for (const size of [1, 2, 3]) {
        const label = `${JSON.stringify(filters)} size ${size}`;
        expect(await offset(filters), label).toEqual(wanted);
        expect(await walkDb(filters, size), label).toMatchObject({ seen: wanted, totals: [wanted.length] });
      }
    // A page by number reads every key of the partitions once: its own, and a COUNT of the rest.
    // Merging two partitions by cursor, a match read but not taken (the other partition's was
    // newer) is read again on the next page. Nothing else is.
    const partitions = 8; // EXPIRED: a, c; PENDING: b, d, e, f, g, h
    for (const size of [1, 2, 5]) {
      removeFaults();
      const first = countReads();
      await listCharges(m.merchantId, { page: 0, size }, { status: 'EXPIRED' }, later);
      expect(first.byIndex[STATUS_INDEX.indexName]! + first.counted).toBe(partitions);
      removeFaults();
      const reads = countReads();
      const { pages } = await walkDb({ status: 'EXPIRED' }, size);
      expect(reads.byIndex[STATUS_INDEX.indexName]).toBeGreaterThanOrEqual(partitions);
      expect(reads.byIndex[STATUS_INDEX.indexName]).toBeLessThanOrEqual(
        mergedReadBound(partitions, pages, size, 2 * statusShards('CHARGE')),
      );
    }
    // The list view agrees: every item under EXPIRED reads EXPIRED.
    const { charges } = await listCharges(m.merchantId, { page: 0, size: 2 }, { status: 'EXPIRED' }, later);
    expect(
      charges.map((charge) => charge.status === 'EXPIRED' || charge.expiresAt <= later.toISOString()),
    ).toEqual([true, true]);
  });
});
