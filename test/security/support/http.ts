import { dispatch } from '../../../dev/server.js';
import type { Reply } from './templates.js';

/**
 * How the security suites send a request: over a real socket to `startLocalServer` (`viaFetch`),
 * or through the same adapter without a socket (`viaDispatch`). Neither depends on vitest, so the
 * fuzz script shares them.
 */
export interface SendOptions {
  /** Sent as `Authorization: ApiKey <key>`. */
  key?: string | undefined;
  headers?: Record<string, string>;
  /** Serialised to JSON, with `Content-Type: application/json` unless a content type is given. */
  json?: unknown;
  /** Sent as is (no content type is added). */
  raw?: string | Uint8Array;
}

export type Transport = (method: string, path: string, options?: SendOptions) => Promise<Reply>;

function prepare(options: SendOptions): { headers: Record<string, string>; body: Uint8Array | undefined } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (options.key !== undefined) headers.authorization = `ApiKey ${options.key}`;
  let body: Uint8Array | undefined;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] ??= 'application/json';
  } else if (options.raw !== undefined) {
    body = typeof options.raw === 'string' ? Buffer.from(options.raw) : options.raw;
  }
  return { headers, body };
}

function reply(status: number, headers: Record<string, string>, text: string): Reply {
  let json: unknown;
  if ((headers['content-type'] ?? '').startsWith('application/json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status, headers, text, json };
}

export const viaFetch =
  (baseUrl: string): Transport =>
  async (method, path, options = {}) => {
    const { headers, body } = prepare(options);
    // One request, one answer: a 303 (the dashboard without a session) is the answer, not a hop.
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return reply(response.status, Object.fromEntries(response.headers.entries()), text);
  };

/** Through the local server's adapter, as if from `sourceIp` (a loopback address). */
export const viaDispatchFrom =
  (sourceIp: string): Transport =>
  async (method, path, options = {}) => {
    const { headers, body } = prepare(options);
    const raw = await dispatch({
      method,
      url: path,
      headers,
      body: body ? Buffer.from(body) : undefined,
      sourceIp,
    });
    return reply(raw.status, raw.headers, raw.body?.toString('utf8') ?? '');
  };

export const viaDispatch: Transport = viaDispatchFrom('127.0.0.1');

/**
 * A transport that waits out a `rate_limited` answer (its `Retry-After`) and sends again, as a
 * well-behaved client does: for a suite's own set-up requests while it drives the limits.
 */
export const patient =
  (send: Transport, tries = 5): Transport =>
  async (method, path, options) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await send(method, path, options);
      const wait = Number(answer.headers['retry-after']);
      const limited = answer.status === 429 && answer.json?.error?.code === 'rate_limited';
      if (!limited || attempt === tries || !Number.isFinite(wait)) return answer;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
    }
  };

/** Names that exist only in storage; no response may expose them (property-level authorization). */
export const INTERNAL_NAMES = [
  'merchantId',
  'merchant_id',
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'version',
  'deletedAt',
  'nameFolded',
  'entity',
  'ownerId',
  'keyHash',
  'keyId',
] as const;

/** Every property name anywhere inside a JSON value. */
export function propertyNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertyNames(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      into.add(name);
      propertyNames(inner, into);
    }
  }
  return into;
}

class InvariantError extends Error {}

const fail = (message: string): never => {
  throw new InvariantError(message);
};

/**
 * The invariants every answer of the API keeps, whatever was sent: no 5xx, an `X-Request-Id`, and
 * the JSON envelope (`data`/`success`/`error`, with `error.status` equal to the HTTP status and
 * `error.path` the path as sent). `expectEnvelope` is false only for the success of a public route
 * that serves a document (OpenAPI JSON, HTML page, static asset); `expected5xx` is the one server
 * status a fault test expects; `documentError` accepts an error such a route answers as a document
 * (the hosted page's 404 page). Throws a readable error.
 */
export function checkReply(
  answer: Reply,
  sentPath: string,
  expectEnvelope = true,
  expected5xx?: 503,
  documentError = false,
): void {
  const where = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500 && answer.status !== expected5xx) fail(`server error: ${where}`);
  if (!answer.headers['x-request-id']) fail(`no x-request-id: ${where}`);
  if (answer.status === 204) {
    if (answer.text !== '') fail(`204 with a body: ${where}`);
    return;
  }
  if (!expectEnvelope && (answer.status < 400 || documentError)) return;
  if (!(answer.headers['content-type'] ?? '').startsWith('application/json')) {
    fail(`not JSON (${answer.headers['content-type']}): ${where}`);
  }
  const body = answer.json as Record<string, unknown> | undefined;
  if (body === undefined || body === null || typeof body !== 'object') fail(`unparseable JSON: ${where}`);
  const envelope = body as { data: unknown; success: unknown; error: Record<string, unknown> | null };
  const keys = Object.keys(envelope).sort().join(',');
  if (keys !== 'data,error,success') fail(`envelope keys ${keys}: ${where}`);
  const ok = answer.status < 400;
  if (envelope.success !== ok) fail(`success=${String(envelope.success)}: ${where}`);
  if (ok) {
    if (envelope.error !== null) fail(`error on success: ${where}`);
    const exposed = [...propertyNames(envelope.data)].filter((name) =>
      (INTERNAL_NAMES as readonly string[]).includes(name),
    );
    if (exposed.length) fail(`internal properties ${exposed.join(',')} in a response: ${where}`);
    return;
  }
  if (envelope.data !== null) fail(`data on error: ${where}`);
  const error = envelope.error;
  if (error === null || typeof error !== 'object') fail(`no error object: ${where}`);
  const errorKeys = Object.keys(error as object)
    .sort()
    .join(',');
  if (errorKeys !== 'code,fields,message,path,status,timestamp') fail(`error keys ${errorKeys}: ${where}`);
  const e = error as {
    status: unknown;
    message: unknown;
    path: unknown;
    timestamp: unknown;
    fields: unknown;
  };
  if (e.status !== answer.status) fail(`error.status ${String(e.status)}: ${where}`);
  if (typeof e.message !== 'string' || e.message === '') fail(`no message: ${where}`);
  if (e.path !== sentPath) fail(`error.path ${String(e.path)} is not the path sent (${sentPath}): ${where}`);
  if (typeof e.timestamp !== 'string' || !/Z$/.test(e.timestamp) || Number.isNaN(Date.parse(e.timestamp))) {
    fail(`timestamp ${String(e.timestamp)}: ${where}`);
  }
  if (e.fields !== null) {
    if (!Array.isArray(e.fields)) fail(`fields not an array: ${where}`);
    for (const field of e.fields as unknown[]) {
      const f = field as { field?: unknown; message?: unknown; code?: unknown };
      const known = Object.keys(f).every((key) => ['field', 'message', 'code'].includes(key));
      if (
        typeof f.field !== 'string' ||
        typeof f.message !== 'string' ||
        typeof f.code !== 'string' ||
        !known
      ) {
        fail(`malformed field error ${JSON.stringify(field)}: ${where}`);
      }
    }
  }
}

/** The path (without query) that a URL sends, after the WHATWG URL parser's normalisation. */
export const sentPathOf = (baseUrl: string, path: string): string => new URL(`${baseUrl}${path}`).pathname;
