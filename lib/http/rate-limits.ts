import { LRUCache } from 'lru-cache';
import { config, type Environment } from '../config.js';
import { takeToken } from '../db/rate-limits.js';
import {
  perSecond,
  rateLimitHeaders,
  type RateLimitPolicy,
  type RateLimitState,
} from '../domain/rate-limit.js';
import { ApiError } from '../errors.js';
import { messages } from '../messages.js';

/**
 * The limits of `docs/rules/rate-limits.md`, counted in the table so they hold for the whole
 * deployment (`lib/db/rate-limits.ts`). A rate (per key, per page token) is one count beside the
 * request's first read; a quota of failures or refused coupon codes is a token taken before the
 * answer that would tell what was tried.
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
 * next failures are answered 429 without counting. Another instance learns it from its own next
 * failure from that source (its take refused), then answers the same. Only failures are refused:
 * a valid key or page token from such a source is served as from any other (addresses are shared
 * behind carrier-grade NAT, and one attacker must not lock out the payers behind it).
 */
const blockedSources = new LRUCache<string, RateLimitState & { untilMs: number }>({ max: 10_000 });

/** The 429 of a source this instance knows is over its failure quota, if it is. */
function blockedSource(source: string, nowMs: number): ApiError | undefined {
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
 * A failed authentication of `source` (an unknown, revoked or malformed API key, an unknown page
 * token) takes a token of the source's failure quota before it is answered, and answers what to
 * throw: `refusal` with the RateLimit fields while a token was taken, else the 429. However many
 * failures race, at most the quota of a window are answered as themselves (a 401 or 404 tells
 * that a credential is unknown); the rest are 429.
 */
export async function failedAuthentication(source: string, refusal: ApiError): Promise<ApiError> {
  const nowMs = Date.now();
  const blocked = blockedSource(source, nowMs);
  if (blocked) return blocked;
  const token = await takeToken(authFailurePolicy(), source, nowMs);
  if (!token.taken) {
    blockedSources.set(source, { ...token, untilMs: nowMs + token.resetSeconds * 1000 });
    return tooManyRequests(token, messages.limits.authFailures);
  }
  refusal.headers = { ...refusal.headers, ...rateLimitHeaders(token) };
  return refusal;
}

/** Whether this instance knows `source` is over its failure quota (its failures are 429 unread). */
export const isBlockedSource = (source: string, nowMs = Date.now()): boolean =>
  blockedSource(source, nowMs) !== undefined;

/** For tests that run many sources through one process. */
export function clearBlockedSources(): void {
  blockedSources.clear();
}
