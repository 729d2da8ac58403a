import { hash, randomBytes } from 'node:crypto';
import type { Environment } from '../config.js';
/** A key's level: `READ_ONLY` reads; `FULL_ACCESS` reads and writes. */
export type Permission = 'READ_ONLY' | 'FULL_ACCESS';

export type ApiKeyStatus = 'ACTIVE' | 'REVOKED';

export interface ApiKeyRecord {
  keyId: string;
  merchantId: string;
  permission: Permission;
  environment: Environment;
  status: ApiKeyStatus;
  expiresAt: string | null;
  createdAt: string;
  /** Requests a second its merchant may send per key, when an operator set it; else the default. */
  rateLimit?: number | undefined;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits: the "at least 32 random bytes" of the key format. */
const SECRET_LENGTH = 43;

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling: bytes >= 248 would bias the first eight characters.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(prefix: string, environment: Environment): string {
  return `${prefix}_sk_${environment}_${randomBase62(SECRET_LENGTH)}`;
}

export const hashApiKey = (key: string): string => hash('sha256', key, 'hex');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const keyFormats = new Map<string, RegExp>();

/** One compiled pattern per prefix (one per deployment): compiled per request, it showed in the handler profile. */
function keyFormat(prefix: string): RegExp {
  let format = keyFormats.get(prefix);
  if (!format) {
    format = new RegExp(`^${escapeRegExp(prefix)}_sk_(test|live)_[A-Za-z0-9_-]{32,256}$`);
    keyFormats.set(prefix, format);
  }
  return format;
}

/**
 * Extracts the key from an `Authorization: ApiKey <key>` header, or null when the header is
 * missing, uses another scheme (Bearer included), or the key is not of this deployment's prefix
 * and environment. The scheme name is case-insensitive, as HTTP auth schemes are.
 */
export function keyFromAuthorization(
  header: string | undefined,
  prefix: string,
  environment: Environment,
): string | null {
  if (header === undefined) return null;
  const match = /^ApiKey +(\S+) *$/i.exec(header);
  const key = match?.[1];
  if (key === undefined) return null;
  const keyMatch = keyFormat(prefix).exec(key);
  if (!keyMatch || keyMatch[1] !== environment) return null;
  return key;
}

/**
 * Why a request carrying no usable `Authorization: ApiKey <key>` header most likely failed, for the
 * hint of its 401: another scheme (`bearer`), a key without the scheme (`bare_key`), the key in an
 * `X-Api-Key` header (`x_api_key`), or a key of the other environment (`other_environment`, with
 * the key's). Undefined when nothing more specific than "missing or invalid" can be said. Only
 * the shape of the header is read; nothing of the key goes into the answer.
 */
export type AuthorizationMistake =
  { kind: 'bearer' | 'bare_key' | 'x_api_key' } | { kind: 'other_environment'; keyEnvironment: Environment };

export function authorizationMistake(
  header: string | undefined,
  xApiKey: string | undefined,
  prefix: string,
  environment: Environment,
): AuthorizationMistake | undefined {
  if (header === undefined) return xApiKey === undefined ? undefined : { kind: 'x_api_key' };
  const value = header.trim();
  if (/^Bearer\s/i.test(value)) return { kind: 'bearer' };
  if (keyFormat(prefix).test(value)) return { kind: 'bare_key' };
  const key = /^ApiKey +(\S+) *$/i.exec(header)?.[1];
  const keyEnvironment = key === undefined ? undefined : keyFormat(prefix).exec(key)?.[1];
  if (keyEnvironment !== undefined && keyEnvironment !== environment)
    return { kind: 'other_environment', keyEnvironment: keyEnvironment as Environment };
  return undefined;
}

const LEVEL: Record<Permission, number> = { READ_ONLY: 0, FULL_ACCESS: 1 };

export const permits = (granted: Permission, required: Permission): boolean =>
  LEVEL[granted] >= LEVEL[required];

/** Whether a stored key may authenticate a request at `now` in this deployment. */
export const isUsable = (record: ApiKeyRecord, environment: Environment, now: Date): boolean =>
  record.status === 'ACTIVE' &&
  record.environment === environment &&
  (record.expiresAt === null || Date.parse(record.expiresAt) > now.getTime());
