import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { canonicalJson } from '../canonical-json.js';
import { config, type Config } from '../config.js';
import { validationError, type FieldError } from '../errors.js';
import { messages } from '../messages.js';
import type { CursorPaging, CursorPosition, Paging } from '../domain/paging.js';

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

/**
 * Every Lambda of a deployment must seal with the same key, so a per-process random key will not
 * do. `CURSOR_SECRET`, which the stack generates for every deployed stage; only against a local
 * DynamoDB (`npm start`, the tests) is the key derived from the table name, where the data is a
 * developer's own.
 */
function deriveKey(env: string | undefined, { dynamodbEndpoint, tableName }: Config): Buffer {
  if (!env && dynamodbEndpoint === undefined)
    throw new Error('CURSOR_SECRET must be set in a deployed stage');
  const secret = env
    ? Buffer.from(env, 'utf8')
    : createHash('sha256').update(`cursor-secret:${tableName}`).digest();
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'merchant-payments cursor v2', 32));
}

/**
 * The key, derived once per configuration: every list page seals a cursor, and deriving it per
 * request was a third of what sealing cost.
 */
let sealing: { env: string | undefined; config: Config; key: Buffer } | undefined;

function key(): Buffer {
  const env = process.env.CURSOR_SECRET;
  const current = config();
  if (sealing === undefined || sealing.env !== env || sealing.config !== current)
    sealing = { env, config: current, key: deriveKey(env, current) };
  return sealing.key;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What the cursor is bound to, authenticated with it but not carried in it. */
const boundTo = (scope: CursorScope): Buffer =>
  Buffer.from(canonicalJson([VERSION, scope.merchantId, scope.list, scope.filters ?? null]), 'utf8');

export function signCursor(scope: CursorScope, position: CursorPosition): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), iv).setAAD(boundTo(scope));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(position), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

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
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, IV_BYTES)).setAAD(
      boundTo(scope),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
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
