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
  region: string;
  /** How long a warm function trusts a key it looked up; 0 makes a revocation immediate. */
  keyCacheTtlSeconds: number;
  /** The table's layout when it is not the default for its endpoint (`lib/db/layout.ts`). */
  tableLayout: 'production' | 'compact' | undefined;
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
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'sa-east-1',
    keyCacheTtlSeconds: readSeconds(
      'KEY_CACHE_TTL_SECONDS',
      env.KEY_CACHE_TTL_SECONDS,
      DEFAULT_KEY_CACHE_TTL_SECONDS,
    ),
    tableLayout: readLayout(env.TABLE_LAYOUT),
  };
}

let cached: Config | undefined;

/** The process-wide configuration; tests that change the environment call `resetConfig()`. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
}
