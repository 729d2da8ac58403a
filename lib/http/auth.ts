import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.js';
import { findApiKeyByHash } from '../db/api-keys.js';
import type { ApiKeyRecord } from '../domain/api-key.js';
import { hashApiKey, isUsable, keyFromAuthorization, permits } from '../domain/api-key.js';
import { forbidden, unauthorized } from '../errors.js';
import { messages } from '../messages.js';
import type { Permission } from './routes.js';

export interface Principal {
  merchantId: string;
  keyId: string;
  permission: Permission;
}

/**
 * Warm invocations skip the key lookup for a short while (KEY_CACHE_TTL_SECONDS, 30 s by default;
 * `npm start` sets 0). An entry never outlives the key's own expiry, and a revocation takes effect
 * everywhere within that lifetime.
 */
const CACHE_MAX_ENTRIES = 500;
const cache = new Map<string, { record: ApiKeyRecord; until: number }>();

async function lookup(keyHash: string, now: number): Promise<ApiKeyRecord | undefined> {
  const ttlMs = config().keyCacheTtlSeconds * 1000;
  if (ttlMs === 0) return findApiKeyByHash(keyHash);
  const hit = cache.get(keyHash);
  if (hit && hit.until > now) return hit.record;
  cache.delete(keyHash);
  const record = await findApiKeyByHash(keyHash);
  // Unknown keys are not cached, so a key is usable the moment it is created.
  if (record) {
    const expiry = record.expiresAt === null ? Infinity : Date.parse(record.expiresAt);
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(keyHash, { record, until: Math.min(now + ttlMs, expiry) });
  }
  return record;
}

export function clearKeyCache(): void {
  cache.clear();
}

export async function authenticate(event: APIGatewayProxyEventV2, required: Permission): Promise<Principal> {
  const { keyPrefix, environment } = config();
  const header = event.headers?.authorization;
  const key = keyFromAuthorization(header, keyPrefix, environment);
  // The usual mistake gets its own hint: the key is right, the scheme is not.
  if (key === null)
    throw unauthorized(header && /^Bearer\s/i.test(header) ? messages.errors.bearerScheme : undefined);
  const now = new Date();
  const record = await lookup(hashApiKey(key), now.getTime());
  if (!record || !isUsable(record, environment, now)) throw unauthorized();
  if (!permits(record.permission, required)) throw forbidden(messages.errors.forbiddenNeeds(required));
  return { merchantId: record.merchantId, keyId: record.keyId, permission: record.permission };
}
