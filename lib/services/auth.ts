import { LRUCache } from 'lru-cache';
import { config } from '../config.js';
import { findApiKeyByHash } from '../db/api-keys.js';
import { hashApiKey, isUsable, keyFromAuthorization, permits } from '../domain/api-key.js';
import type { ApiKeyRecord, Permission } from '../domain/api-key.js';
import { forbidden, unauthorized } from '../errors.js';
import { messages } from '../messages.js';

/** Who a request acts for: the merchant of its key, and the key's level. */
export interface Principal {
  merchantId: string;
  keyId: string;
  permission: Permission;
}

/**
 * Keys a warm function looked up, trusted for a short while (`KEY_CACHE_TTL_SECONDS`, 30 s by
 * default; `npm start` sets 0): a revocation takes effect everywhere within that time, and an
 * entry never outlives the key's own expiry. Unknown keys are not kept, so a key works the moment
 * it is created.
 */
// On the wall clock: a key's own expiry is a wall-clock time.
const cache = new LRUCache<string, ApiKeyRecord>({
  max: 500,
  ttlResolution: 0,
  perf: { now: () => Date.now() },
});

async function lookup(keyHash: string, now: number): Promise<ApiKeyRecord | undefined> {
  const ttlMs = config().keyCacheTtlSeconds * 1000;
  if (ttlMs === 0) return findApiKeyByHash(keyHash);
  const cached = cache.get(keyHash);
  if (cached) return cached;
  const record = await findApiKeyByHash(keyHash);
  if (record) {
    const expiry = record.expiresAt === null ? Infinity : Date.parse(record.expiresAt);
    const ttl = Math.min(ttlMs, expiry - now);
    if (ttl > 0) cache.set(keyHash, record, { ttl });
  }
  return record;
}

export function clearKeyCache(): void {
  cache.clear();
}

/**
 * The principal of an `Authorization` header: 401 for a missing, malformed, unknown, revoked,
 * expired or other environment's key, 403 for a key below `required`.
 */
export async function authenticate(header: string | undefined, required: Permission): Promise<Principal> {
  const { keyPrefix, environment } = config();
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
