import { createHash, createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import * as z from 'zod/mini';
import { canonicalJson } from '../canonical-json.js';
import { config, type Config } from '../config.js';
import { validationError, type FieldError } from '../errors.js';
import { messages } from '../messages.js';
import type { CursorPaging, CursorPosition, Paging } from '../domain/paging.js';

/**
 * List cursors as clients see them: the position of the next page (`CursorPosition`), signed
 * (HMAC-SHA-256) over the merchant, the list and its filters, so a cursor cannot be forged,
 * edited, or replayed on another merchant's list or with other filters: any of those is 422,
 * never a DynamoDB error.
 */

/** What a cursor is bound to. `filters` is any JSON value; equal filters give equal cursors. */
export interface CursorScope {
  merchantId: string;
  list: string;
  filters?: unknown;
}

const VERSION = 1;

/**
 * Every Lambda of a deployment must sign with the same key, so a per-process random key will not
 * do. `CURSOR_SECRET` when set (required for the live environment on AWS); otherwise, in the test
 * environment or against a local DynamoDB, a key derived from the table name: test data is not
 * worth a secret, and cursors still cannot be edited without the code's derivation.
 */
function deriveSecret(
  env: string | undefined,
  { environment, dynamodbEndpoint, tableName }: Config,
): KeyObject {
  if (env) return createSecretKey(Buffer.from(env, 'utf8'));
  if (environment === 'live' && dynamodbEndpoint === undefined)
    throw new Error('CURSOR_SECRET must be set in the live environment');
  return createSecretKey(createHash('sha256').update(`cursor-secret:${tableName}`).digest());
}

/**
 * The key, derived once per configuration: every list page signs a cursor, and deriving it per
 * request (a SHA-256 and the configuration read) was a third of what signing cost.
 */
let signing: { env: string | undefined; config: Config; key: KeyObject } | undefined;

function secret(): KeyObject {
  const env = process.env.CURSOR_SECRET;
  const current = config();
  if (signing === undefined || signing.env !== env || signing.config !== current)
    signing = { env, config: current, key: deriveSecret(env, current) };
  return signing.key;
}

function mac(scope: CursorScope, payload: string): Buffer {
  return createHmac('sha256', secret())
    .update(canonicalJson([VERSION, scope.merchantId, scope.list, scope.filters ?? null, payload]))
    .digest();
}

export function signCursor(scope: CursorScope, position: CursorPosition): string {
  const payload = Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
  return `${payload}.${mac(scope, payload).toString('base64url')}`;
}

const positionSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    key: z.record(z.string(), z.string()),
    total: z.optional(z.int().check(z.gte(0))),
  }),
);

/** The position a cursor names, or undefined when it was not signed by us for this scope. */
function verify(scope: CursorScope, token: string): CursorPosition | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(scope, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
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
