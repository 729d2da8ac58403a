import * as z from 'zod/mini';
import { messages } from '../messages.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The largest `page` or `size` read: a longer number is refused, as the regex below allows 15 digits. */
export const MAX_PAGING_PARAM = 999_999_999_999_999;

const integerParam = (min: number, message: string) =>
  z
    .pipe(
      z.string({ error: message }).check(z.regex(/^-?\d{1,15}$/, { error: message })),
      z.transform(Number),
    )
    .check(z.refine((value) => value >= min, { error: message, params: { code: 'too_small' } }));

/**
 * `page` from 0 and `size` from 1; a size over the cap is served as the cap, not rejected.
 *
 * Like the module-level schemas of every domain module, built on first use (`z.lazy`): a function
 * imports many modules but parses with a few of their schemas, and builds only those.
 */
export const pagingShape = {
  page: /* @__PURE__ */ z.lazy(() => z._default(z.optional(integerParam(0, messages.paging.page)), 0)),
  size: /* @__PURE__ */ z.lazy(() =>
    z.pipe(
      z.optional(integerParam(1, messages.paging.size)),
      z.transform((size: number | undefined) => Math.min(size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
    ),
  ),
};

export const pagingQuerySchema = /* @__PURE__ */ z.lazy(() => z.strictObject(pagingShape));

export interface Paging {
  page: number;
  size: number;
}

/**
 * Keyset paging: where the next page starts (the index key of the last item read) and, for
 * filtered lists, the total counted when the walk began. Clients see it only signed, as an opaque
 * cursor (`lib/http/cursor.ts`).
 */
export interface CursorPosition {
  /** The `ExclusiveStartKey` of the next page's index Query. */
  key: Record<string, string>;
  /** Filtered lists: the matches counted on the first page (a count per page would cost O(N)). */
  total?: number;
}

export interface CursorPaging extends Paging {
  after?: CursorPosition | undefined;
}

export const MAX_CURSOR_LENGTH = 2_048;

/** `?cursor=`: add `...cursorShape` to a list's query schema. */
export const cursorShape = {
  cursor: /* @__PURE__ */ z.lazy(() => z.optional(z.string().check(z.maxLength(MAX_CURSOR_LENGTH)))),
};

/** `page`, `size` and `cursor`: the query of a list without filters. */
export const cursorPagingQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ ...pagingShape, ...cursorShape }),
);

export interface Page<T> {
  content: T[];
  page: {
    number: number;
    size: number;
    totalElements: number;
    totalPages: number;
    /** Lists with keyset paging (see `lib/http/cursor.ts`): the next page, null after the last. */
    nextCursor?: string | null;
  };
}
export function pageOf<T>(
  content: T[],
  { page, size }: Paging,
  totalElements: number,
  nextCursor?: string | null,
): Page<T> {
  return {
    content,
    page: {
      number: page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
      ...(nextCursor === undefined ? {} : { nextCursor }),
    },
  };
}
