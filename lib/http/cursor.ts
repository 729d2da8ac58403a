import * as z from 'zod/mini';
import { canonicalJson } from '../canonical-json.js';
import { validationError, type FieldError } from '../errors.js';
import { messages } from '../messages.js';
import { seal, unseal } from '../sealing.js';
import { pageOf, type CursorPaging, type CursorPosition, type Page, type Paging } from '../domain/paging.js';

/**
 * List cursors as clients see them: the position of the next page (`CursorPosition`), sealed
 * with AES-256-GCM bound to the merchant, the list and its filters. Sealed rather than only
 * signed, so a cursor shows no table keys; authenticated, so it cannot be forged, edited, or
 * replayed on another merchant's list or with other filters: any of those is 422, never a
 * DynamoDB error.
 */

/** What a cursor is bound to. `filters` is any JSON value; equal filters give equal cursors. */
export interface CursorScope {
  merchantId: string;
  list: string;
  filters?: unknown;
}

const VERSION = 2;

const PURPOSE = 'merchant-payments cursor v2';

/** What the cursor is bound to, authenticated with it but not carried in it. */
const boundTo = (scope: CursorScope): Buffer =>
  Buffer.from(canonicalJson([VERSION, scope.merchantId, scope.list, scope.filters ?? null]), 'utf8');

export const signCursor = (scope: CursorScope, position: CursorPosition): string =>
  seal(PURPOSE, Buffer.from(JSON.stringify(position), 'utf8'), boundTo(scope));

/** A side's position: a sort key of the index (empty: the side is exhausted), within DynamoDB's key size. */
const sortKeyValue = /* @__PURE__ */ z.string().check(z.maxLength(1024));

const positionSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    key: z.record(z.string().check(z.minLength(1), z.maxLength(256)), sortKeyValue),
    total: z.optional(z.int().check(z.gte(0))),
  }),
);

/** The position a cursor names, or undefined when it was not sealed by us for this scope. */
function verify(scope: CursorScope, token: string): CursorPosition | undefined {
  const plain = unseal(PURPOSE, token, boundTo(scope));
  if (plain === undefined) return undefined;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(plain.toString('utf8')));
    return parsed.success ? (parsed.data as CursorPosition) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The paging of a list request: `page`/`size`, or `cursor` (with `size`). A cursor with a page
 * other than 0 is 422 (they name two different starts), and so is a cursor we did not sign for
 * this merchant, list and filters.
 */
export function cursorPaging(
  scope: CursorScope,
  { page, size, cursor }: Paging & { cursor?: string | undefined },
): CursorPaging {
  if (cursor === undefined) return { page, size };
  const problems: FieldError[] = [];
  if (page !== 0)
    problems.push({ field: 'page', message: messages.paging.pageWithCursor, code: 'page_with_cursor' });
  const after = verify(scope, cursor);
  if (after === undefined)
    problems.push({ field: 'cursor', message: messages.paging.cursor, code: 'invalid_cursor' });
  if (problems.length > 0) throw validationError(problems);
  return { page, size, after };
}

/** The `nextCursor` of a page: null when the page is the last. */
export const nextCursor = (scope: CursorScope, next: CursorPosition | undefined): string | null =>
  next === undefined ? null : signCursor(scope, next);

/**
 * One page of a keyset list as a list route answers it: the request's paging checked against the
 * list's scope, the page `read` finds (under the list's name), each item in its view, and the
 * cursor of the next page bound to the same scope.
 */
export async function listPage<List extends string, Item, View>(
  scope: CursorScope & { list: List },
  request: Paging & { cursor?: string | undefined },
  read: (
    paging: CursorPaging,
  ) => Promise<Record<List, Item[]> & { total: number; next?: CursorPosition | undefined }>,
  view: (item: Item) => View,
): Promise<Page<View>> {
  const paging = cursorPaging(scope, request);
  const found = await read(paging);
  return pageOf(found[scope.list].map(view), paging, found.total, nextCursor(scope, found.next));
}
