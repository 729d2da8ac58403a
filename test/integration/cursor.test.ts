import { afterEach, describe, expect, it } from 'vitest';
import { LIST_INDEX } from '../../lib/db/table.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { countReads, removeFaults } from '../support/faults.js';
import { getPage, ids, post, walk, type Item } from '../support/paging.js';

afterEach(() => removeFaults());

/** Creates in order, so "newest first" is the reverse of the returned list. */
async function createMany(m: TestMerchant, count: number, body: (i: number) => unknown, path: string) {
  const made: Item[] = [];
  for (let i = 0; i < count; i++) made.push(await post(m, path, body(i)));
  return made;
}

describe('keyset paging (?cursor=)', () => {
  it('walks a whole list newest first, reading each item once, with the live total on every page', async () => {
    const m = await newMerchant();
    const coupons = await createMany(
      m,
      30,
      (i) => ({ code: `C${i}`, type: 'PERCENTAGE', value: 10 }),
      '/v1/coupons',
    );
    const reads = countReads();
    const pages = await walk(m, '/v1/coupons', 'size=7');
    expect(ids(pages)).toEqual(coupons.map((c) => c.id).reverse());
    // 30 = 4 × 7 + 2: the last page is short and says there is nothing after it.
    expect(pages.map((page) => page.content.length)).toEqual([7, 7, 7, 7, 2]);
    expect(pages.at(-1)!.page.nextCursor).toBeNull();
    expect(pages.every((page) => page.page.totalElements === 30 && page.page.number === 0)).toBe(true);
    expect(reads).toEqual({
      byIndex: { [LIST_INDEX.indexName]: 30 },
      counted: 0,
      countQueries: 0,
      batchKeys: 30,
    });
  });

  it('continues right after the last item seen even when that item was removed meanwhile', async () => {
    const m = await newMerchant();
    const customers = await createMany(
      m,
      6,
      (i) => ({ name: `Cliente ${i}`, email: `c${i}@example.com` }),
      '/v1/customers',
    );
    const first = await getPage(m, '/v1/customers?size=3');
    expect(first.content.map((c) => c.id)).toEqual([customers[5]!.id, customers[4]!.id, customers[3]!.id]);
    expect((await call('DELETE', `/v1/customers/${customers[3]!.id}`, { key: m.full })).status).toBe(204);
    const second = await getPage(m, `/v1/customers?size=3&cursor=${first.page.nextCursor}`);
    expect(second.content.map((c) => c.id)).toEqual([customers[2]!.id, customers[1]!.id, customers[0]!.id]);
    expect(second.page.totalElements).toBe(5);
  });

  it('walks a filtered list: only the matches, in order, with the first total on every page', async () => {
    const m = await newMerchant();
    const products = await createMany(m, 30, (i) => ({ name: `P${i}`, price: 500 + i }), '/v1/products');
    const inactive = products.filter((_, i) => i % 3 === 0);
    for (const product of inactive) {
      const answer = await call('PUT', `/v1/products/${product.id}`, {
        key: m.full,
        body: { status: 'INACTIVE' },
      });
      expect(answer.status).toBe(200);
    }
    const reads = countReads();
    const pages = await walk(m, '/v1/products', 'status=inactive&size=4');
    expect(ids(pages)).toEqual(inactive.map((p) => p.id).reverse());
    expect(pages.every((page) => page.page.totalElements === 10)).toBe(true);
    // The first page counts the whole partition once; the cursor pages read from where it stopped.
    expect(reads.byIndex[LIST_INDEX.indexName] ?? 0).toBeLessThanOrEqual(30 + 30);
    expect(reads.batchKeys).toBe(10);
  });

  it('hands a cursor on page-numbered requests too, and none on the last page', async () => {
    const m = await newMerchant();
    const products = await createMany(m, 5, (i) => ({ name: `P${i}`, price: 500 }), '/v1/products');
    const second = await getPage(m, '/v1/products?page=1&size=2');
    expect(second.content.map((p) => p.id)).toEqual([products[2]!.id, products[1]!.id]);
    const rest = await getPage(m, `/v1/products?size=2&cursor=${second.page.nextCursor}`);
    expect(rest.content.map((p) => p.id)).toEqual([products[0]!.id]);
    expect(rest.page.nextCursor).toBeNull();
    expect((await getPage(m, '/v1/products?page=2&size=2')).page.nextCursor).toBeNull();
  });

  it('refuses with 422 a cursor that was edited, belongs to another merchant or other filters, or comes with a page', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    for (const who of [m, other])
      await createMany(
        who,
        3,
        (i) => ({ name: `Cliente ${i}`, email: `x${i}@example.com` }),
        '/v1/customers',
      );
    const cursor = (await getPage(m, '/v1/customers?size=1')).page.nextCursor!;
    const filtered = (await getPage(m, '/v1/customers?size=1&name=cliente')).page.nextCursor!;
    expect(cursor).toMatch(/^[\w-]+$/);
    // Sealed (AES-GCM): any edited byte is refused.
    const sealed = Buffer.from(cursor, 'base64url');
    sealed[sealed.length >> 1]! ^= 1;
    const forged = sealed.toString('base64url');
    const refused = async (key: string, query: string) => {
      const error = expectError(await call('GET', `/v1/customers?${query}`, { key }), 422);
      return (error.fields as { field: string; code?: string }[]).map((f) => `${f.field}:${f.code}`);
    };
    expect(await refused(m.readOnly, `size=1&cursor=${forged}`)).toEqual(['cursor:invalid_cursor']);
    expect(await refused(m.readOnly, `size=1&cursor=${cursor.slice(0, -2)}`)).toEqual([
      'cursor:invalid_cursor',
    ]);
    expect(await refused(m.readOnly, 'size=1&cursor=nada')).toEqual(['cursor:invalid_cursor']);
    expect(await refused(other.readOnly, `size=1&cursor=${cursor}`)).toEqual(['cursor:invalid_cursor']);
    expect(await refused(m.readOnly, `size=1&name=cliente&cursor=${cursor}`)).toEqual([
      'cursor:invalid_cursor',
    ]);
    expect(await refused(m.readOnly, `size=1&cursor=${filtered}`)).toEqual(['cursor:invalid_cursor']);
    expect(await refused(m.readOnly, `page=1&cursor=${forged}`)).toEqual([
      'page:page_with_cursor',
      'cursor:invalid_cursor',
    ]);
    expect(await refused(m.readOnly, `page=2&cursor=${cursor}`)).toEqual(['page:page_with_cursor']);
    // The same cursor, used as handed out, still works: the refusals changed nothing.
    expect((await getPage(m, `/v1/customers?size=1&cursor=${cursor}`)).content).toHaveLength(1);
  });
});
