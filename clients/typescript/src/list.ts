import type { PageMetadata } from './types.js';

export interface Page<T> {
  content: T[];
  page: PageMetadata;
}

/** Reads one page: the one after `cursor`, or page number `page`, or the first. */
export type PageReader<T> = (at: { cursor?: string; page?: number }) => Promise<Page<T>>;

const TO_ARRAY_MAX = 10_000;

/**
 * What a `list` method returns, as in stripe-node: `await` it for the first page, or walk every item
 * of every page with `for await`. Cursor lists are walked by `page.nextCursor`, so each item is read
 * once however deep the list; a list without cursors (webhook endpoints) by page number.
 */
export class AutoPagingList<T> implements AsyncIterable<T>, PromiseLike<Page<T>> {
  readonly #read: PageReader<T>;
  #first: Promise<Page<T>> | undefined;

  constructor(read: PageReader<T>) {
    this.#read = read;
  }

  // The first page is read once, when first awaited, and kept for later awaits of the same list.
  then<Result = Page<T>, Failure = never>(
    onfulfilled?: ((page: Page<T>) => Result | PromiseLike<Result>) | null,
    onrejected?: ((reason: unknown) => Failure | PromiseLike<Failure>) | null,
  ): Promise<Result | Failure> {
    this.#first ??= this.#read({});
    return this.#first.then(onfulfilled, onrejected);
  }

  /** Every item, newest first, from a fresh read of the first page to the end of the list. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    let current = await this.#read({});
    for (;;) {
      yield* current.content;
      const { page } = current;
      if (page.nextCursor !== undefined) {
        if (page.nextCursor === null) return;
        current = await this.#read({ cursor: page.nextCursor });
      } else {
        if (current.content.length === 0 || page.number + 1 >= page.totalPages) return;
        current = await this.#read({ page: page.number + 1 });
      }
    }
  }

  /** The first `limit` items of the walk (at most 10 000: walk larger lists with `for await`). */
  async toArray(options: { limit: number }): Promise<T[]> {
    const { limit } = options;
    if (!Number.isInteger(limit) || limit < 0 || limit > TO_ARRAY_MAX)
      throw new RangeError(`toArray: limit must be an integer from 0 to ${TO_ARRAY_MAX}`);
    const items: T[] = [];
    if (limit === 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length === limit) break;
    }
    return items;
  }
}
