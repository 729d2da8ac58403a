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
