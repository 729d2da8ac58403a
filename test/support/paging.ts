import { expect } from 'vitest';
import { call, type TestMerchant } from './api.js';

/** Lists and the cursor: what a list answers, and a walk from its first page to its last. */
export type Item = { id: string } & Record<string, unknown>;

export interface PageAnswer<T = Item> {
  content: T[];
  page: { number: number; size: number; totalElements: number; nextCursor?: string | null };
}

/** Creates through the API (any 2xx), with the merchant's full-access key. */
export async function post(m: TestMerchant, path: string, body: unknown): Promise<Item> {
  const answer = await call('POST', path, { key: m.full, body });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return answer.json.data as Item;
}

export async function getPage<T = Item>(m: TestMerchant, url: string): Promise<PageAnswer<T>> {
  const answer = await call('GET', url, { key: m.readOnly });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as PageAnswer<T>;
}

/** Follows `nextCursor` from the first page to the end; every page it saw. */
export async function walk<T = Item>(m: TestMerchant, path: string, query: string): Promise<PageAnswer<T>[]> {
  const pages = [await getPage<T>(m, `${path}?${query}`)];
  for (let cursor = pages[0]!.page.nextCursor; cursor; cursor = pages.at(-1)!.page.nextCursor) {
    expect(pages.length).toBeLessThan(100);
    pages.push(await getPage<T>(m, `${path}?${query}&cursor=${encodeURIComponent(cursor)}`));
  }
  return pages;
}

export const ids = (pages: PageAnswer<{ id: string }>[]): string[] =>
  pages.flatMap((page) => page.content.map((item) => item.id));

/**
 * What a walk of `pages` pages of `size` may read of `items` index entries merged over `sides`
 * partitions: each entry once, and per page at most one page and one entry per side more, read but
 * not taken (another side's were newer) and read again by the next page.
 */
export const mergedReadBound = (items: number, pages: number, size: number, sides: number): number =>
  items + Math.max(0, pages - 1) * (size + sides);
