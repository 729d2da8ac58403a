/**
 * Runtime configuration, read once per process from the environment. Lambda functions get these
 * from the CDK stack; the local server and the admin CLI set them before importing handlers.
 */
export type Environment = 'test' | 'live';

export interface Config {
  tableName: string;
  environment: Environment;
  keyPrefix: string;
  businessTimeZone: string;
  dynamodbEndpoint: string | undefined;
  /** `LOCAL_MODE=true`: a developer's machine (`runsLocally`). */
  localMode: boolean;
  region: string;
  /** How long a warm function trusts a key it looked up; 0 makes a revocation immediate. */
  keyCacheTtlSeconds: number;
  /** The table's layout when it is not the default for its endpoint (`lib/db/layout.ts`). */
  tableLayout: 'production' | 'compact' | undefined;
  /** Rate limits of the deployment (`docs/rules/rate-limits.md`); burst is always twice the rate. */
  limits: RateLimits;
}

export interface RateLimits {
  /** Requests a second per API key, by the key's environment. */
  perKey: Record<Environment, number>;
  /** Failed authentications a minute per source address. */
  authFailuresPerMinute: number;
  /** Status polls a second per payment page token. */
  pagePollsPerSecond: number;
  /** Refused coupon codes an hour per source address across one merchant's pages. */
  pageCouponTriesPerHour: number;
}

/**
 * The defaults of `docs/rules/rate-limits.md`; the stack and `npm start` may raise or lower them, never
 * turn them off.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perKey: { test: 25, live: 100 },
  authFailuresPerMinute: 30,
  pagePollsPerSecond: 2,
  pageCouponTriesPerHour: 30,
};

/** The environment variables that carry the limits, for the stack and `npm start` alike. */
export const RATE_LIMIT_VARIABLES = {
  test: 'RATE_LIMIT_TEST',
  live: 'RATE_LIMIT_LIVE',
  authFailures: 'AUTH_FAILURES_PER_MINUTE',
  pagePolls: 'PAGE_POLLS_PER_SECOND',
  pageCouponTries: 'PAGE_COUPON_TRIES_PER_HOUR',
} as const;

/** Above this a counter item would come near one partition's 1,000 writes a second. */
export const MAX_RATE_LIMIT = 500;

function readLimit(name: string, value: string | undefined, fallback: number, max = 1_000_000): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return n;
}

function readLimits(env: NodeJS.ProcessEnv): RateLimits {
  const v = RATE_LIMIT_VARIABLES;
  const d = DEFAULT_RATE_LIMITS;
  return {
    perKey: {
      test: readLimit(v.test, env[v.test], d.perKey.test, MAX_RATE_LIMIT),
      live: readLimit(v.live, env[v.live], d.perKey.live, MAX_RATE_LIMIT),
    },
    authFailuresPerMinute: readLimit(v.authFailures, env[v.authFailures], d.authFailuresPerMinute),
    pagePollsPerSecond: readLimit(v.pagePolls, env[v.pagePolls], d.pagePollsPerSecond, MAX_RATE_LIMIT),
    pageCouponTriesPerHour: readLimit(v.pageCouponTries, env[v.pageCouponTries], d.pageCouponTriesPerHour),
  };
}

/** Deployed stages: a revoked key works for at most this long (docs/api.md, guarantees). */
export const DEFAULT_KEY_CACHE_TTL_SECONDS = 30;

function readSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`${name} must be a whole number of seconds from 0 to 3600, got "${value}"`);
  return seconds;
}

function readLayout(value: string | undefined): Config['tableLayout'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'production' || value === 'compact') return value;
  throw new Error(`TABLE_LAYOUT must be "production" or "compact", got "${value}"`);
}

function readEnvironment(value: string | undefined): Environment {
  if (value === undefined || value === '') return 'test';
  if (value === 'test' || value === 'live') return value;
  throw new Error(`APP_ENV must be "test" or "live", got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    tableName: env.TABLE_NAME || 'merchant-payments',
    environment: readEnvironment(env.APP_ENV),
    keyPrefix: env.KEY_PREFIX || 'mp',
    businessTimeZone: env.BUSINESS_TIME_ZONE || 'America/Sao_Paulo',
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    // Anything but "true" is a deployed function's mode, the safe side of a typo.
    localMode: env.LOCAL_MODE === 'true',
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'sa-east-1',
    keyCacheTtlSeconds: readSeconds(
      'KEY_CACHE_TTL_SECONDS',
      env.KEY_CACHE_TTL_SECONDS,
      DEFAULT_KEY_CACHE_TTL_SECONDS,
    ),
    tableLayout: readLayout(env.TABLE_LAYOUT),
    limits: readLimits(env),
  };
}

/**
 * Whether this process serves a developer's machine (`npm start`, the operator CLI on its table,
 * the tests): `LOCAL_MODE=true`, set by those and by nothing the stack deploys. Only then may a
 * process do what only a laptop may: send webhooks over http to loopback, take the payment page's
 * origin from the request's Host, run the stub PSP in `test`. It is never inferred from
 * `DYNAMODB_ENDPOINT`: a process pointed at DynamoDB Local without it behaves as a deployed
 * function does, which is how the deployed-mode test runs the stack's functions.
 */
export const runsLocally = (settings: Config = config()): boolean => settings.localMode;

let cached: Config | undefined;

/** The process-wide configuration; tests that change the environment call `resetConfig()`. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
}
