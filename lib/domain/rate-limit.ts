/**
 * Rate limits as fixed windows counted in the table (`docs/rules/rate-limits.md`). A rate of n a
 * second is a quota of 2n in a window of 2 s: n a second sustained, bursts of 2n. Per-minute and
 * per-hour limits are a quota in a window of that length.
 */

/** What the IETF RateLimit fields name (draft-ietf-httpapi-ratelimit-headers): quota and window. */
export interface RateLimitPolicy {
  /** The policy's name in `RateLimit-Policy` and `RateLimit`. */
  name: 'key' | 'auth' | 'poll' | 'coupon';
  quota: number;
  windowSeconds: number;
}

/** Where a subject stands in its policy's current window. */
export interface RateLimitState {
  policy: RateLimitPolicy;
  /** Requests counted in the window, this one included. */
  used: number;
  /** Seconds until the window ends, at least 1. */
  resetSeconds: number;
}

/** The window a burst shares: twice the rate. */
export const BURST_WINDOW_SECONDS = 2;

export const perSecond = (name: RateLimitPolicy['name'], rate: number): RateLimitPolicy => ({
  name,
  quota: rate * BURST_WINDOW_SECONDS,
  windowSeconds: BURST_WINDOW_SECONDS,
});

/** The window `nowMs` falls in (its number since the epoch) and the seconds left in it. */
export function windowAt(policy: RateLimitPolicy, nowMs: number): { window: number; resetSeconds: number } {
  const lengthMs = policy.windowSeconds * 1000;
  const window = Math.floor(nowMs / lengthMs);
  const resetSeconds = Math.max(1, Math.ceil(((window + 1) * lengthMs - nowMs) / 1000));
  return { window, resetSeconds };
}

/** When a window's counter may go: a window after it ended, so a late writer still finds it. */
export const counterExpiry = (policy: RateLimitPolicy, window: number): number =>
  (window + 2) * policy.windowSeconds;

export const isOver = (state: RateLimitState): boolean => state.used > state.policy.quota;

export const remaining = (state: RateLimitState): number => Math.max(0, state.policy.quota - state.used);

/**
 * The header fields of `docs/rules/rate-limits.md`, as structured-field lists: `RateLimit-Policy`
 * names the quota (`q`) and window in seconds (`w`), `RateLimit` the requests left (`r`) and seconds
 * to reset (`t`).
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const { name, quota, windowSeconds } = state.policy;
  return {
    'ratelimit-policy': `"${name}";q=${quota};w=${windowSeconds}`,
    ratelimit: `"${name}";r=${remaining(state)};t=${state.resetSeconds}`,
  };
}
