/**
 * The dashboard's sign-in rules, pure: the link's and the session's lifetimes, the cookie, and the
 * per-session anti-forgery token. The browser never holds an API key: a sign-in link (made with
 * a key) becomes a session, whose cookie holds only an opaque token; the table keeps its hash.
 */
import { createHmac, randomBytes, timingSafeEqual, hash } from 'node:crypto';
import type { Environment } from '../config.js';
import type { Permission } from '../domain/api-key.js';

/** A sign-in link is valid this long, once. */
export const LINK_TTL_MS = 5 * 60 * 1000;
/** A session ends this long after it began, whatever its use. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** The key that made a session is read again at most this often: a revocation ends it within it. */
export const KEY_RECHECK_MS = 30 * 1000;
/**
 * A page view moves the session's last use only when it is older than this: one write a minute at
 * most, and the idle end is still exact to the minute.
 */
export const TOUCH_EVERY_MS = 60 * 1000;

/** `__Host-`: the browser keeps it only when Secure, for this host alone, with `Path=/`. */
export const SESSION_COOKIE = '__Host-mp_dashboard';

/** What a session (and the link that makes it) carries: whose it is and what it may do. */
export interface SessionGrant {
  merchantId: string;
  environment: Environment;
  permission: Permission;
  keyId: string;
  /** The SHA-256 of the API key that made it: its record is read again to see a revocation. */
  keyHash: string;
}

/** The `keyId` of a session an operator's link made: no key to read again (its `keyHash` is empty). */
export const OPERATOR_KEY_ID = 'operator';

export interface Session extends SessionGrant {
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  keyCheckedAt: string;
}

/** 256 random bits, base64url (43 characters): a link's or a session's token. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const isToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);
export const tokenHash = (token: string): string => hash('sha256', token, 'hex');

/** Why a stored session no longer serves at `now`, or undefined while it does. */
export function sessionEnd(session: Session, now: Date): 'expired' | 'idle' | undefined {
  const at = now.getTime();
  if (at >= Date.parse(session.expiresAt)) return 'expired';
  if (at - Date.parse(session.lastSeenAt) >= SESSION_IDLE_MS) return 'idle';
  return undefined;
}

export const keyCheckDue = (session: Session, now: Date): boolean =>
  session.keyHash !== '' && now.getTime() - Date.parse(session.keyCheckedAt) >= KEY_RECHECK_MS;

export const touchDue = (session: Session, now: Date): boolean =>
  now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS;

/** The Set-Cookie of a new session: nothing but the opaque token, every attribute the rules ask. */
export const sessionCookie = (token: string): string =>
  `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_MAX_MS / 1000}; Path=/; Secure; HttpOnly; SameSite=Strict`;

/** The Set-Cookie that removes it. */
export const clearedCookie = (): string =>
  `${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Strict`;

/** The session token of a request's cookies (API Gateway's `cookies`, or a `cookie` header). */
export function sessionTokenOf(
  cookies: readonly string[] | undefined,
  header: string | undefined,
): string | undefined {
  const all = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const cookie of all) {
    const [name, ...value] = cookie.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The session's anti-forgery token: an HMAC of the session's own token, so only a page drawn for
 * that session carries it and nothing more is stored. A cross-site form cannot read it.
 */
export const antiForgeryToken = (sessionToken: string): string =>
  createHmac('sha256', sessionToken).update('merchant-payments dashboard form v1').digest('base64url');

export function isAntiForgeryToken(sessionToken: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(antiForgeryToken(sessionToken));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
