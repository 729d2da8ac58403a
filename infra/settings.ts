import type { Node } from 'constructs';
import type { Environment } from '../lib/config.js';

/** What one deployment (stage) is configured with; read from CDK context (`-c stage=live`). */
export interface StageSettings {
  stage: Environment;
  keyPrefix: string;
  businessTimeZone: string;
}

export const DEFAULT_SETTINGS: StageSettings = {
  stage: 'test',
  keyPrefix: 'mp',
  businessTimeZone: 'America/Sao_Paulo',
};

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
  return { stage, keyPrefix, businessTimeZone };
}
