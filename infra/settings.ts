import type { Node } from 'constructs';
import {
  DEFAULT_RATE_LIMITS,
  MAX_RATE_LIMIT,
  RATE_LIMIT_VARIABLES,
  type Environment,
} from '../lib/config.js';

/** What one deployment (stage) is configured with; read from CDK context (`-c stage=live`). */
export interface StageSettings {
  stage: Environment;
  keyPrefix: string;
  businessTimeZone: string;
  /**
   * The functions' rate limits (`docs/rules/rate-limits.md`), as the environment variables that carry
   * them (`RATE_LIMIT_TEST`, ...). Context: `rateLimitTest`, `rateLimitLive`,
   * `authFailuresPerMinute`, `pagePollsPerSecond`, `pageCouponTriesPerHour`.
   */
  rateLimits: Record<string, string>;
  /** API Gateway's stage throttling, the outer bound: context `throttleRate`, `throttleBurst`. */
  throttle: { rate: number; burst: number };
  /**
   * The most concurrent executions of the background functions, so they cannot take the
   * concurrency the API needs: context `deliveryConcurrency`, `dispatchConcurrency`,
   * `sweepConcurrency`.
   */
  concurrency: { delivery: number; dispatch: number; sweep: number };
}

/** Stage throttling: well above a merchant's limit, well under an account's default quota. */
export const DEFAULT_THROTTLE = { rate: 1_000, burst: 2_000 };

/** Background concurrency: deliveries scale with webhooks, a dispatcher per stream shard or so. */
export const DEFAULT_CONCURRENCY = { delivery: 20, dispatch: 10, sweep: 1 };

const RATE_LIMIT_CONTEXT = {
  rateLimitTest: [RATE_LIMIT_VARIABLES.test, DEFAULT_RATE_LIMITS.perKey.test, MAX_RATE_LIMIT],
  rateLimitLive: [RATE_LIMIT_VARIABLES.live, DEFAULT_RATE_LIMITS.perKey.live, MAX_RATE_LIMIT],
  authFailuresPerMinute: [
    RATE_LIMIT_VARIABLES.authFailures,
    DEFAULT_RATE_LIMITS.authFailuresPerMinute,
    1_000_000,
  ],
  pagePollsPerSecond: [
    RATE_LIMIT_VARIABLES.pagePolls,
    DEFAULT_RATE_LIMITS.pagePollsPerSecond,
    MAX_RATE_LIMIT,
  ],
  pageCouponTriesPerHour: [
    RATE_LIMIT_VARIABLES.pageCouponTries,
    DEFAULT_RATE_LIMITS.pageCouponTriesPerHour,
    1_000_000,
  ],
} as const;

export const DEFAULT_SETTINGS: StageSettings = {
  stage: 'test',
  keyPrefix: 'mp',
  businessTimeZone: 'America/Sao_Paulo',
  rateLimits: Object.fromEntries(
    Object.values(RATE_LIMIT_CONTEXT).map(([variable, fallback]) => [variable, String(fallback)]),
  ),
  throttle: DEFAULT_THROTTLE,
  concurrency: DEFAULT_CONCURRENCY,
};

function count(node: Node, key: string, fallback: number, max: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`context "${key}" must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}`);
  return n;
}

function text(node: Node, key: string, fallback: string): string {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string')
    throw new Error(`context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Fails synthesis on a bad value rather than deploying a stack whose functions reject every key
 * (a prefix the admin CLI does not produce) or every date (an unknown time zone).
 */
export function readStageSettings(node: Node): StageSettings {
  const stage = text(node, 'stage', DEFAULT_SETTINGS.stage);
  if (stage !== 'test' && stage !== 'live')
    throw new Error(`context "stage" must be "test" or "live", got "${stage}"`);
  // `_` separates the parts of a key (`<prefix>_sk_<env>_<secret>`), so the prefix cannot contain it.
  const keyPrefix = text(node, 'keyPrefix', DEFAULT_SETTINGS.keyPrefix);
  if (!/^[A-Za-z0-9]{1,16}$/.test(keyPrefix))
    throw new Error(`context "keyPrefix" must be 1 to 16 letters or digits, got "${keyPrefix}"`);
  const businessTimeZone = text(node, 'businessTimeZone', DEFAULT_SETTINGS.businessTimeZone);
  if (!isTimeZone(businessTimeZone))
    throw new Error(`context "businessTimeZone" must be an IANA time zone, got "${businessTimeZone}"`);
  const rateLimits = Object.fromEntries(
    Object.entries(RATE_LIMIT_CONTEXT).map(([key, [variable, fallback, max]]) => [
      variable,
      String(count(node, key, fallback, max)),
    ]),
  );
  const throttle = {
    rate: count(node, 'throttleRate', DEFAULT_THROTTLE.rate, 100_000),
    burst: count(node, 'throttleBurst', DEFAULT_THROTTLE.burst, 100_000),
  };
  const concurrency = {
    delivery: count(node, 'deliveryConcurrency', DEFAULT_CONCURRENCY.delivery, 1_000),
    dispatch: count(node, 'dispatchConcurrency', DEFAULT_CONCURRENCY.dispatch, 1_000),
    sweep: count(node, 'sweepConcurrency', DEFAULT_CONCURRENCY.sweep, 10),
  };
  return { stage, keyPrefix, businessTimeZone, rateLimits, throttle, concurrency };
}
