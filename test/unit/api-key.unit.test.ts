import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findApiKeyByHash } from '../../lib/merchants/api-keys.storage.js';
import {
  generateApiKey,
  hashApiKey,
  isUsable,
  authorizationMistake,
  keyFromAuthorization,
  permits,
  type ApiKeyRecord,
} from '../../lib/domain/api-key.js';
import { ApiError } from '../../lib/errors.js';
import { DEFAULT_KEY_CACHE_TTL_SECONDS, resetConfig } from '../../lib/config.js';
import { authenticate, clearKeyCache } from '../../lib/http/auth.js';
import { messages } from '../../lib/messages.js';

const SOURCE = '203.0.113.7';
const CACHE_TTL_MS = DEFAULT_KEY_CACHE_TTL_SECONDS * 1000;

// The key store is replaced so the cache of `authenticate` is observed without a database.
vi.mock('../../lib/merchants/api-keys.storage.js', () => ({
  findApiKeyByHash: vi.fn(),
  recordKeyUse: vi.fn(async () => true),
}));
// So are the rate-limit counters: every request is the first of its window.
vi.mock('../../lib/db/rate-limits.js', () => ({
  countRequest: vi.fn(async (policy: unknown) => ({ policy, used: 1, resetSeconds: 1 })),
  takeToken: vi.fn(async (policy: unknown, subject: string) => ({
    policy,
    used: 1,
    resetSeconds: 1,
    taken: true,
    subject,
    window: 0,
  })),
}));

const SECRET = 'A'.repeat(20) + 'b'.repeat(23);
const TEST_KEY = `mp_sk_test_${SECRET}`;

describe('generateApiKey', () => {
  it('has the form <prefix>_sk_<env>_<secret> with at least 32 random bytes of base62', () => {
    const key = generateApiKey('mp', 'test');
    expect(key).toMatch(/^mp_sk_test_[0-9A-Za-z]{43,}$/);
    expect(generateApiKey('acme', 'live')).toMatch(/^acme_sk_live_[0-9A-Za-z]{43,}$/);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey('mp', 'test')));
    expect(keys.size).toBe(200);
  });

  it('generates keys its own parser accepts', () => {
    const key = generateApiKey('mp', 'test');
    expect(keyFromAuthorization(`ApiKey ${key}`, 'mp', 'test')).toBe(key);
  });
});

describe('hashApiKey', () => {
  it('is the hex SHA-256 of the key', () => {
    // The standard test vector of SHA-256.
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('differs between keys and does not contain the key', () => {
    const a = generateApiKey('mp', 'test');
    const b = generateApiKey('mp', 'test');
    expect(hashApiKey(a)).not.toBe(hashApiKey(b));
    expect(hashApiKey(a)).not.toContain(a.slice(11));
  });
});

describe('keyFromAuthorization', () => {
  it('extracts the key of an ApiKey header', () => {
    expect(keyFromAuthorization(`ApiKey ${TEST_KEY}`, 'mp', 'test')).toBe(TEST_KEY);
  });

  it('accepts the scheme name in any case', () => {
    expect(keyFromAuthorization(`apikey ${TEST_KEY}`, 'mp', 'test')).toBe(TEST_KEY);
  });

  it.each([
    ['a missing header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'ApiKey'],
    ['the Bearer scheme', `Bearer ${TEST_KEY}`],
    ['the Basic scheme', `Basic ${TEST_KEY}`],
    ['a key without scheme', TEST_KEY],
    ['two tokens after the scheme', `ApiKey ${TEST_KEY} extra`],
    ['a short secret', 'ApiKey mp_sk_test_abc'],
    ['a secret with forbidden characters', `ApiKey mp_sk_test_${'a'.repeat(40)}!`],
    ['another prefix', `ApiKey xx_sk_test_${SECRET}`],
    ['a key of the other environment', `ApiKey mp_sk_live_${SECRET}`],
    ['an unknown environment', `ApiKey mp_sk_prod_${SECRET}`],
    ['a publishable-looking key', `ApiKey mp_pk_test_${SECRET}`],
  ])('rejects %s', (_, header) => {
    expect(keyFromAuthorization(header, 'mp', 'test')).toBeNull();
  });

  it('accepts a live key only on a live deployment', () => {
    const live = `mp_sk_live_${SECRET}`;
    expect(keyFromAuthorization(`ApiKey ${live}`, 'mp', 'live')).toBe(live);
    expect(keyFromAuthorization(`ApiKey ${TEST_KEY}`, 'mp', 'live')).toBeNull();
  });

  it('treats the prefix literally, not as a pattern', () => {
    expect(keyFromAuthorization(`ApiKey aXb_sk_test_${SECRET}`, 'a.b', 'test')).toBeNull();
    expect(keyFromAuthorization(`ApiKey a.b_sk_test_${SECRET}`, 'a.b', 'test')).toBe(`a.b_sk_test_${SECRET}`);
  });
});

describe('permits', () => {
  it('lets FULL_ACCESS do everything and READ_ONLY only reads', () => {
    expect(permits('FULL_ACCESS', 'FULL_ACCESS')).toBe(true);
    expect(permits('FULL_ACCESS', 'READ_ONLY')).toBe(true);
    expect(permits('READ_ONLY', 'READ_ONLY')).toBe(true);
    expect(permits('READ_ONLY', 'FULL_ACCESS')).toBe(false);
  });
});

describe('isUsable', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const record: ApiKeyRecord = {
    keyId: 'k',
    merchantId: 'm',
    permission: 'FULL_ACCESS',
    environment: 'test',
    status: 'ACTIVE',
    expiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('accepts an active key of this environment without expiry', () => {
    expect(isUsable(record, 'test', now)).toBe(true);
  });

  it('rejects a revoked key', () => {
    expect(isUsable({ ...record, status: 'REVOKED' }, 'test', now)).toBe(false);
  });

  it('rejects a key stored for another environment', () => {
    expect(isUsable(record, 'live', now)).toBe(false);
  });

  it('accepts a key until its expiry and rejects it from then on', () => {
    expect(isUsable({ ...record, expiresAt: '2026-06-01T12:00:00.001Z' }, 'test', now)).toBe(true);
    expect(isUsable({ ...record, expiresAt: '2026-06-01T12:00:00.000Z' }, 'test', now)).toBe(false);
    expect(isUsable({ ...record, expiresAt: '2026-05-01T00:00:00.000Z' }, 'test', now)).toBe(false);
  });
});

describe('authenticate and its key cache', () => {
  const lookup = vi.mocked(findApiKeyByHash);
  const key = generateApiKey('mp', 'test');
  const header = (authorization = `ApiKey ${key}`) => authorization;
  const T0 = new Date('2026-06-01T12:00:00.000Z').getTime();
  const record = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
    keyId: 'key-1',
    merchantId: 'merchant-1',
    permission: 'READ_ONLY',
    environment: 'test',
    status: 'ACTIVE',
    expiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
  const statusOf = async (promise: Promise<unknown>): Promise<number> => {
    try {
      await promise;
      return 200;
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return (error as ApiError).status;
    }
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    clearKeyCache();
    lookup.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks the key up by its hash and gives the principal', async () => {
    lookup.mockResolvedValue(record());
    await expect(authenticate(header(), 'READ_ONLY', SOURCE)).resolves.toMatchObject({
      principal: { merchantId: 'merchant-1', keyId: 'key-1', permission: 'READ_ONLY' },
    });
    expect(lookup).toHaveBeenCalledWith(hashApiKey(key));
  });

  it('is 403 for a READ_ONLY key on a FULL_ACCESS route and 401 for a bad header', async () => {
    lookup.mockResolvedValue(record());
    expect(await statusOf(authenticate(header(), 'FULL_ACCESS', SOURCE))).toBe(403);
    expect(await statusOf(authenticate(header(`Bearer ${key}`), 'READ_ONLY', SOURCE))).toBe(401);
    expect(await statusOf(authenticate(undefined, 'READ_ONLY', SOURCE))).toBe(401);
  });

  it('never serves a cached key past its expiresAt', async () => {
    // Expires well inside the cache lifetime, so only the expiry can stop the cached entry.
    lookup.mockResolvedValue(record({ expiresAt: new Date(T0 + CACHE_TTL_MS / 3).toISOString() }));
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
    vi.setSystemTime(T0 + CACHE_TTL_MS / 3 - 1);
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
    vi.setSystemTime(T0 + CACHE_TTL_MS / 3);
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
    vi.setSystemTime(T0 + CACHE_TTL_MS / 2);
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
  });

  it('sees a revocation once the cache lifetime has passed', async () => {
    lookup.mockResolvedValue(record());
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
    lookup.mockResolvedValue(record({ status: 'REVOKED' }));
    vi.setSystemTime(T0 + CACHE_TTL_MS + 1);
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
  });

  it('sees a revocation at once after clearKeyCache', async () => {
    lookup.mockResolvedValue(record());
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
    lookup.mockResolvedValue(record({ status: 'REVOKED' }));
    clearKeyCache();
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
  });

  it('does not cache an unknown key, so a key works as soon as it exists', async () => {
    lookup.mockResolvedValue(undefined);
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
    lookup.mockResolvedValue(record());
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
  });

  it('rejects a stored key of another environment', async () => {
    lookup.mockResolvedValue(record({ environment: 'live' }));
    expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
  });

  it('with KEY_CACHE_TTL_SECONDS=0 sees a revocation on the very next request', async () => {
    vi.stubEnv('KEY_CACHE_TTL_SECONDS', '0');
    resetConfig();
    try {
      lookup.mockResolvedValue(record());
      expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(200);
      lookup.mockResolvedValue(record({ status: 'REVOKED' }));
      expect(await statusOf(authenticate(header(), 'READ_ONLY', SOURCE))).toBe(401);
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
    }
  });

  it('tells a Bearer header to use ApiKey, and a 403 names the permission the route needs', async () => {
    lookup.mockResolvedValue(record());
    const bearer = await authenticate(header(`Bearer ${key}`), 'READ_ONLY', SOURCE).catch((e: ApiError) => e);
    expect(bearer).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: messages.errors.bearerScheme,
    });
    const denied = await authenticate(header(), 'FULL_ACCESS', SOURCE).catch((e: ApiError) => e);
    expect(denied).toMatchObject({ status: 403, code: 'forbidden' });
    expect((denied as ApiError).message).toContain('FULL_ACCESS');
  });
});

describe('authorizationMistake', () => {
  const key = `mp_sk_test_${SECRET}`;
  const live = `mp_sk_live_${SECRET}`;
  it.each([
    ['Bearer', `Bearer ${key}`, undefined, 'test', { kind: 'bearer' }],
    ['a bare key', key, undefined, 'test', { kind: 'bare_key' }],
    ['X-Api-Key alone', undefined, key, 'test', { kind: 'x_api_key' }],
    [
      'a live key on test',
      `ApiKey ${live}`,
      undefined,
      'test',
      { kind: 'other_environment', keyEnvironment: 'live' },
    ],
    [
      'a test key on live',
      `ApiKey ${key}`,
      undefined,
      'live',
      { kind: 'other_environment', keyEnvironment: 'test' },
    ],
    ['nothing', undefined, undefined, 'test', undefined],
    ['a malformed key', 'ApiKey nope', undefined, 'test', undefined],
  ] as const)('names %s', (_, header, xApiKey, environment, mistake) => {
    expect(authorizationMistake(header, xApiKey, 'mp', environment)).toEqual(mistake);
  });
});
