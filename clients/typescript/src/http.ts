import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { ApiConnectionError, ApiError } from './errors.js';
import { operations, type OperationId } from './generated/operations.js';
import type { ErrorCode, FieldError, ResponseData } from './types.js';

/** `npm start`'s address: the client works against the local server with no configuration. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000/v1';
export const DEFAULT_MAX_NETWORK_RETRIES = 1;
/** Per attempt, as stripe-node: long enough for any answer the API gives within its own deadlines. */
export const DEFAULT_TIMEOUT_MS = 80_000;
const INITIAL_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 5_000;
/** A longer `Retry-After` is not waited for: the call fails at once with the API's answer. */
export const MAX_RETRY_AFTER_MS = 60_000;

export interface ClientOptions {
  /** `mp_sk_test_…` or `mp_sk_live_…`: sent as `Authorization: ApiKey <key>`. */
  apiKey: string;
  /** The API's base URL, with `/v1`. Defaults to the local server, `http://127.0.0.1:3000/v1`. */
  baseUrl?: string;
  /**
   * Retries after the first attempt, on network errors, 409, 429 and 5xx. Defaults to 1, as
   * stripe-node; 0 disables.
   */
  maxNetworkRetries?: number;
  /** Milliseconds an attempt may take, answer included. Defaults to 80 000. */
  timeout?: number;
  /** The `fetch` to send with (a proxy-aware one, say). Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Called before each retry with what failed and how long the client waits: for your logs. */
  onRetry?: (retry: RetryInfo) => void;
}

/** Per-call options, the last argument of every method. */
export interface RequestOptions {
  /**
   * The `Idempotency-Key` of a POST. By default each call sends a new random one, reused by that
   * call's own retries; pass your own (stored with your order) to make retries across restarts safe.
   */
  idempotencyKey?: string;
  maxNetworkRetries?: number;
  timeout?: number;
  /** Aborts the call, including its waits between retries. */
  signal?: AbortSignal;
}

export interface RetryInfo {
  /** The attempt that failed, from 1. */
  attempt: number;
  /** How long the client waits before the next attempt: backoff with jitter, or `Retry-After`. */
  delayMs: number;
  method: string;
  path: string;
  /** The status that is retried; undefined when no answer came (the error says why). */
  status: number | undefined;
  /** The `X-Request-Id` of the answer that is retried. */
  requestId: string | undefined;
  error: unknown;
  idempotencyKey: string | undefined;
}

/**
 * The wait before retry number `retry` (from 1), as stripe-node computes it: 0.5 s doubling per
 * retry up to 5 s, then a random half of it taken off (jitter), never under 0.5 s.
 */
export function backoffDelay(retry: number, random: number = Math.random()): number {
  const exponential = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
  return Math.max(INITIAL_RETRY_DELAY_MS, exponential * (0.5 + random / 2));
}

/** A `Retry-After` value in milliseconds (delay-seconds or an HTTP-date); undefined when unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.nullable(z.array(z.object({ field: z.string(), message: z.string(), code: z.string() }))),
  }),
});
const successEnvelope = z.object({ success: z.literal(true), data: z.unknown() });

type Attempt =
  { answered: true; status: number; headers: Headers; text: string } | { answered: false; error: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorOf(attempt: Extract<Attempt, { answered: true }>, idempotencyKey: string | undefined) {
  const parsed = errorEnvelope.safeParse(parseJson(attempt.text));
  const requestId = attempt.headers.get('x-request-id') ?? undefined;
  if (!parsed.success)
    return new ApiError({
      status: attempt.status,
      code: 'unexpected_response',
      message: `HTTP ${attempt.status} without the API's error envelope`,
      fields: [],
      requestId,
      idempotencyKey,
    });
  const { code, message, fields } = parsed.data.error;
  return new ApiError({
    status: attempt.status,
    code: code as ErrorCode,
    message,
    fields: (fields ?? []) as FieldError[],
    requestId,
    idempotencyKey,
  });
}

/** Whether an answer is worth another attempt: 409 (but not a lost answer, which stays 409), 429, 5xx. */
function retryableStatus(attempt: Extract<Attempt, { answered: true }>): boolean {
  if (attempt.status === 409) {
    const parsed = errorEnvelope.safeParse(parseJson(attempt.text));
    return !(parsed.success && parsed.data.error.code === 'idempotency_response_lost');
  }
  return attempt.status === 429 || attempt.status >= 500;
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown }) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export interface Call {
  path?: Record<string, string>;
  query?: object;
  body?: unknown;
}

/** Sends the API's operations: the URL, the key, the idempotency key, the retries, the envelope. */
export class Transport {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #maxNetworkRetries: number;
  readonly #timeout: number;
  readonly #fetch: typeof globalThis.fetch;
  readonly #onRetry: ((retry: RetryInfo) => void) | undefined;

  constructor(options: ClientOptions) {
    if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '')
      throw new TypeError('MerchantPayments: apiKey is required');
    this.#apiKey = options.apiKey.trim();
    this.#baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.#maxNetworkRetries = options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES;
    this.#timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#onRetry = options.onRetry;
  }

  url(id: OperationId, call: Call): URL {
    const template: string = operations[id].path;
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = call.path?.[name];
      if (typeof value !== 'string' || value === '')
        throw new TypeError(`MerchantPayments: ${name} must be a non-empty string`);
      return encodeURIComponent(value);
    });
    const url = new URL(`${this.#baseUrl}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {}))
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    return url;
  }

  /** Calls an operation and resolves to the envelope's `data` (undefined for a 204). */
  async request<Id extends OperationId>(
    id: Id,
    call: Call = {},
    options: RequestOptions = {},
  ): Promise<ResponseData<Id>> {
    const { method } = operations[id];
    const url = this.url(id, call);
    const idempotencyKey = method === 'POST' ? (options.idempotencyKey ?? randomUUID()) : undefined;
    const headers: Record<string, string> = {
      authorization: `ApiKey ${this.#apiKey}`,
      accept: 'application/json',
    };
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    const retries = options.maxNetworkRetries ?? this.#maxNetworkRetries;
    const timeout = options.timeout ?? this.#timeout;

    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#attempt(url, { method, headers, body }, timeout, options.signal);
      if (outcome.answered && !retryableStatus(outcome)) {
        if (outcome.status >= 400) throw errorOf(outcome, idempotencyKey);
        if (outcome.status === 204) return undefined as ResponseData<Id>;
        const parsed = successEnvelope.safeParse(parseJson(outcome.text));
        if (!parsed.success) throw errorOf(outcome, idempotencyKey);
        return parsed.data.data as ResponseData<Id>;
      }
      let delayMs = backoffDelay(attempt);
      if (outcome.answered) {
        const after = retryAfterMs(outcome.headers.get('retry-after'));
        if (attempt > retries || (after !== undefined && after > MAX_RETRY_AFTER_MS))
          throw errorOf(outcome, idempotencyKey);
        delayMs = Math.max(delayMs, after ?? 0);
      } else if (attempt > retries) {
        throw new ApiConnectionError(
          `No answer to ${method} ${url.pathname} after ${attempt} attempt${attempt > 1 ? 's' : ''}: ${describe(outcome.error)}`,
          { cause: outcome.error, idempotencyKey },
        );
      }
      this.#onRetry?.({
        attempt,
        delayMs,
        method,
        path: url.pathname,
        status: outcome.answered ? outcome.status : undefined,
        requestId: outcome.answered ? (outcome.headers.get('x-request-id') ?? undefined) : undefined,
        error: outcome.answered ? undefined : outcome.error,
        idempotencyKey,
      });
      await sleep(delayMs, undefined, options.signal ? { signal: options.signal } : {});
    }
  }

  /**
   * Calls an operation whose answer is not JSON (the ledger's CSV export): resolves to its text and
   * headers. One attempt and no retry: a GET the caller may simply call again.
   */
  async requestText(
    id: OperationId,
    call: Call = {},
    options: RequestOptions = {},
  ): Promise<{ text: string; headers: Headers }> {
    const url = this.url(id, call);
    const headers = { authorization: `ApiKey ${this.#apiKey}` };
    const outcome = await this.#attempt(
      url,
      { method: operations[id].method, headers, body: undefined },
      options.timeout ?? this.#timeout,
      options.signal,
    );
    if (!outcome.answered)
      throw new ApiConnectionError(`No answer to GET ${url.pathname}: ${describe(outcome.error)}`, {
        cause: outcome.error,
        idempotencyKey: undefined,
      });
    if (outcome.status >= 400) throw errorOf(outcome, undefined);
    return { text: outcome.text, headers: outcome.headers };
  }

  /** One attempt, answer read whole: a connection dropped while reading is a failed attempt too. */
  async #attempt(
    url: URL,
    init: { method: string; headers: Record<string, string>; body: string | undefined },
    timeout: number,
    signal: AbortSignal | undefined,
  ): Promise<Attempt> {
    const deadline = AbortSignal.timeout(timeout);
    try {
      const response = await this.#fetch(url, {
        method: init.method,
        headers: init.headers,
        // The API never redirects: a 3xx is a wrong base URL, and the key must not follow it elsewhere.
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        ...(init.body === undefined ? {} : { body: init.body }),
      });
      const text = await response.text();
      return { answered: true, status: response.status, headers: response.headers, text };
    } catch (error) {
      // The caller's own abort ends the call; anything else is the network's and may be retried.
      if (signal?.aborted) throw signal.reason;
      return { answered: false, error };
    }
  }
}
