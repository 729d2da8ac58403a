import { LRUCache } from 'lru-cache';
import { config, type Environment } from '../config.js';
import { countRequest } from '../db/rate-limits.js';
import {
  isOver,
  perSecond,
  rateLimitHeaders,
  type RateLimitPolicy,
  type RateLimitState,
} from '../domain/rate-limit.js';
import { ApiError } from '../errors.js';
import { messages } from '../messages.js';

/**
 * The limits of `docs/rules/rate-limits.md`, counted in the table so they hold for the whole
 * deployment (`lib/db/rate-limits.ts`). Each count is one write beside the request's first read.
 */

/** An API key's requests: its merchant's own rate when an operator set one, else the environment's. */
export const keyPolicy = (environment: Environment, merchantRate?: number): RateLimitPolicy =>
  perSecond('key', merchantRate ?? config().limits.perKey[environment]);

export const authFailurePolicy = (): RateLimitPolicy => ({
  name: 'auth',
  quota: config().limits.authFailuresPerMinute,
  windowSeconds: 60,
});

export const pollPolicy = (): RateLimitPolicy => perSecond('poll', config().limits.pagePollsPerSecond);

export const couponPolicy = (): RateLimitPolicy => ({
  name: 'coupon',
  quota: config().limits.pageCouponTriesPerHour,
  windowSeconds: 3600,
});

/** 429 in the envelope, with `Retry-After` and the RateLimit fields of the policy it broke. */
export function tooManyRequests(state: RateLimitState, message: (seconds: number) => string): ApiError {
  const error = new ApiError(429, message(state.resetSeconds), null, 'rate_limited');
  error.headers = { ...rateLimitHeaders(state), 'retry-after': String(state.resetSeconds) };
  return error;
}

/**
 * Sources over their failure quota, as this instance learned it, until their window ends: their
 * requests are answered 429 before anything is read. Another instance learns it from its own
 * next failure from that source (one key read), then answers the same.
 */
const blockedSources = new LRUCache<string, RateLimitState & { untilMs: number }>({ max: 10_000 });

/** The 429 of a source this instance knows is over its failure quota, if it is. */
export function blockedSource(source: string, nowMs = Date.now()): ApiError | undefined {
  const blocked = blockedSources.get(source);
  if (!blocked) return undefined;
  if (blocked.untilMs <= nowMs) {
    blockedSources.delete(source);
    return undefined;
  }
  const resetSeconds = Math.max(1, Math.ceil((blocked.untilMs - nowMs) / 1000));
  return tooManyRequests({ ...blocked, resetSeconds }, messages.limits.authFailures);
}

/**
 * Counts a failed authentication (a bad API key, an unknown page token) of `source` and answers
 * what to throw: `refusal` with the RateLimit fields, or 429 from the failure past the quota on.
 */
export async function failedAuthentication(source: string, refusal: ApiError): Promise<ApiError> {
  const nowMs = Date.now();
  const state = await countRequest(authFailurePolicy(), source, nowMs);
  if (isOver(state)) {
    blockedSources.set(source, { ...state, untilMs: nowMs + state.resetSeconds * 1000 });
    return tooManyRequests(state, messages.limits.authFailures);
  }
  refusal.headers = { ...refusal.headers, ...rateLimitHeaders(state) };
  return refusal;
}

/** For tests that run many sources through one process. */
export function clearBlockedSources(): void {
  blockedSources.clear();
}
