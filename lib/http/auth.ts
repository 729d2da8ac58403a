import { LRUCache } from 'lru-cache';
import { config } from '../config.js';
import { findApiKeyByHash, recordKeyUse } from '../merchants/api-keys.storage.js';
import { logger } from '../logger.js';
import { clearPayoutSettingsCache } from '../merchants/payout-settings.storage.js';
import {
  authorizationMistake,
  hashApiKey,
  isUsable,
  keyFromAuthorization,
  permits,
} from '../domain/api-key.js';
import type { AuthorizationMistake } from '../domain/api-key.js';
import type { ApiKeyRecord, Permission } from '../domain/api-key.js';
import type { Environment } from '../config.js';
import { countRequest } from '../db/rate-limits.js';
import { isOver, rateLimitHeaders, type RateLimitState } from '../domain/rate-limit.js';
import { forbidden, unauthorized } from '../errors.js';
import { messages } from '../messages.js';
import { failedAuthentication, isBlockedSource, keyPolicy, tooManyRequests } from './rate-limits.js';

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
  const cached = cachedKey(keyHash);
  if (cached) return cached;
  const ttlMs = config().keyCacheTtlSeconds * 1000;
  const record = await findApiKeyByHash(keyHash);
  if (record && ttlMs > 0) {
    const expiry = record.expiresAt === null ? Infinity : Date.parse(record.expiresAt);
    const ttl = Math.min(ttlMs, expiry - now);
    if (ttl > 0) cache.set(keyHash, record, { ttl });
  }
  return record;
}

/** Forgets the cached keys, and the payout settings cached as long as they are. */
export function clearKeyCache(): void {
  cache.clear();
  clearPayoutSettingsCache();
}

/**
 * A request's principal and where its key stands in its rate limit (the answer's RateLimit
 * fields). `rateLimit` rejects with the 429 when the key is over its rate.
 */
export interface Authenticated {
  principal: Principal;
  rateLimit: Promise<RateLimitState>;
  /** The record of the key's last use, when one is due: never rejects; awaited before the answer. */
  lastUse: Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** The hour each key's use was last recorded in (or found recorded), by this instance. */
const usesRecorded = new LRUCache<string, string>({ max: 500 });

/**
 * Records the key's use in the current hour, at most once per key and hour: not at all when this
 * instance already did (or found it done), else one conditional update, which another instance may
 * have made first. It runs beside the request's own calls and never fails it: an error is logged
 * (with the key's id, never the key) and the next request tries again.
 */
function noteKeyUse(keyHash: string, record: ApiKeyRecord, nowMs: number): Promise<void> {
  const hour = new Date(Math.floor(nowMs / HOUR_MS) * HOUR_MS).toISOString();
  if (usesRecorded.get(keyHash) === hour) return Promise.resolve();
  return recordKeyUse(record.keyId, hour).then(
    () => {
      usesRecorded.set(keyHash, hour);
    },
    (error: unknown) => {
      logger.warn('api key last use not recorded', {
        keyId: record.keyId,
        error: error instanceof Error ? error.name : 'unknown',
      });
    },
  );
}

/**
 * The principal of an `Authorization` header sent from `source`: 401 for a missing, malformed,
 * unknown, revoked, expired or other environment's key (with a hint for the usual mistakes:
 * `authorizationMistake`; `xApiKey` is the `X-Api-Key` header, read only for that hint), 403 for a key below `required`, 429 for a
 * key over its rate or for a failure from a source past its failed authentications. Only failures
 * are refused for the source: a valid key from it is served. The key's count runs beside its
 * lookup: both name the key by its hash, so neither waits. With the key already cached, the count
 * is not awaited here: it runs beside the route's own first calls, its writes wait for it
 * (lib/write-gate.ts) and the caller awaits `rateLimit` before answering (a 429 then drops what
 * was read). A key not cached, from a source this instance knows is past its failures, is counted
 * only once found: an unknown key from there costs one read and no write.
 */
export async function authenticate(
  header: string | undefined,
  required: Permission,
  source: string,
  xApiKey?: string,
): Promise<Authenticated> {
  const nowMs = Date.now();
  const { keyPrefix, environment } = config();
  const key = keyFromAuthorization(header, keyPrefix, environment);
  // The usual mistakes get their own hint: the key is right, the way it is sent is not.
  if (key === null)
    throw await failedAuthentication(
      source,
      unauthorized(
        hintFor(authorizationMistake(header, xApiKey, keyPrefix, environment), keyPrefix, environment),
      ),
    );
  const keyHash = hashApiKey(key);
  const count = () => countRequest(keyPolicy(environment), keyHash, nowMs);
  const cached = cachedKey(keyHash);
  if (cached && isUsable(cached, environment, new Date(nowMs)) && permits(cached.permission, required)) {
    const rateLimit = count().then((counted) => limitOf(counted, cached, environment));
    // Awaited by the caller; until then a rejection is not unhandled.
    rateLimit.catch(() => undefined);
    return { principal: principalOf(cached), rateLimit, lastUse: noteKeyUse(keyHash, cached, nowMs) };
  }
  const counting = isBlockedSource(source, nowMs) ? undefined : count();
  const [record, counted] = await Promise.all([lookup(keyHash, nowMs), counting]);
  if (!record || !isUsable(record, environment, new Date(nowMs)))
    throw await failedAuthentication(source, unauthorized());
  const rateLimit = limitOf(counted ?? (await count()), record, environment);
  if (!permits(record.permission, required)) {
    const error = forbidden(messages.errors.forbiddenNeeds(required));
    error.headers = rateLimitHeaders(rateLimit);
    throw error;
  }
  return {
    principal: principalOf(record),
    rateLimit: Promise.resolve(rateLimit),
    lastUse: noteKeyUse(keyHash, record, nowMs),
  };
}

/** The 401's message for a recognised mistake; the generic one otherwise. */
function hintFor(
  mistake: AuthorizationMistake | undefined,
  prefix: string,
  environment: Environment,
): string | undefined {
  const { errors } = messages;
  if (mistake?.kind === 'other_environment')
    return errors.otherEnvironment(mistake.keyEnvironment, environment, `${prefix}_sk_${environment}_`);
  return (
    mistake &&
    { bearer: errors.bearerScheme, bare_key: errors.bareKey, x_api_key: errors.xApiKey }[mistake.kind]
  );
}

const principalOf = (record: ApiKeyRecord): Principal => ({
  merchantId: record.merchantId,
  keyId: record.keyId,
  permission: record.permission,
});

/** The key's standing in its window; the 429 when it is over its rate. */
function limitOf(
  counted: Omit<RateLimitState, 'policy'>,
  record: ApiKeyRecord,
  environment: Environment,
): RateLimitState {
  const rateLimit = { ...counted, policy: keyPolicy(environment, record.rateLimit) };
  if (isOver(rateLimit)) throw tooManyRequests(rateLimit, messages.limits.key);
  return rateLimit;
}

/** The key's record when this instance has it cached (no read). */
function cachedKey(keyHash: string): ApiKeyRecord | undefined {
  return config().keyCacheTtlSeconds === 0 ? undefined : cache.get(keyHash);
}
