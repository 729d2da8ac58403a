import { config } from '../config.js';
import type { Commit } from '../db/idempotency.js';
import { type ApiError, notFound } from '../errors.js';
import { isUsable, permits } from '../domain/api-key.js';
import { failedAuthentication } from '../http/rate-limits.js';
import { findApiKeyByHash } from '../merchants/api-keys.storage.js';
import {
  isToken,
  keyCheckDue,
  LINK_TTL_MS,
  newToken,
  SESSION_MAX_MS,
  sessionEnd,
  tokenHash,
  touchDue,
  type Session,
  type SessionGrant,
} from './session.domain.js';
import {
  deleteSession,
  findOpenLink,
  findSession,
  linkIsOpen,
  putLink,
  putSession,
  takeLink,
  touchSession,
} from './sessions.storage.js';

/**
 * A sign-in link's token and when it stops working. Under an Idempotency-Key (`commit`), the key's
 * record names the link with its token sealed (the table keeps only the token's hash), so a retry
 * whose first answer was lost can show the same link again (`signInLinkAgain`).
 */
export async function createSignInLink(grant: SessionGrant, commit?: Commit, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS).toISOString();
  const hash = tokenHash(token);
  await putLink(hash, grant, expiresAt, commit?.({ kind: 'DASHBOARD_LINK', id: hash, secret: token }));
  return { token, expiresAt };
}

/** The link a keyed request made, while it is still unused and unexpired; 404 once it is not. */
export async function signInLinkAgain(token: string, now = new Date()) {
  const expiresAt = await findOpenLink(tokenHash(token), now);
  if (expiresAt === undefined) throw notFound();
  return { token, expiresAt };
}

/** What a failed credential from a source answers: nothing more to say, or the address's 429. */
export type Refused =
  { refused: 'unknown'; headers: Record<string, string> } | { refused: 'tooMany'; error: ApiError };

/**
 * An unknown link or session token counts as a failed authentication of `source`, like an unknown
 * API key: past the address's quota it is a 429.
 */
async function refusedFor(source: string): Promise<Refused> {
  const error = await failedAuthentication(source, notFound());
  return error.status === 429
    ? { refused: 'tooMany', error }
    : { refused: 'unknown', headers: error.headers };
}

/**
 * Signs in with a link: takes it (once), and starts a session with what its key granted. The
 * session's token goes only into the cookie; the table keeps its hash.
 */
export async function signIn(
  linkToken: string,
  source: string,
  now = new Date(),
): Promise<{ sessionToken: string } | Refused> {
  const grant = isToken(linkToken) ? await takeLink(tokenHash(linkToken), now) : undefined;
  if (!grant) return refusedFor(source);
  const sessionToken = newToken();
  const at = now.toISOString();
  await putSession(tokenHash(sessionToken), {
    ...grant,
    createdAt: at,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
    lastSeenAt: at,
    keyCheckedAt: at,
  });
  return { sessionToken };
}

/** A request's session, with the check of its key that runs beside the page's own reads. */
export interface OpenSession {
  session: Session;
  token: string;
  /**
   * Resolves false when the key that made the session is revoked, expired or gone (read at most
   * every 30 s): the session has then been ended, and nothing read beside it may be shown.
   */
  stillValid: Promise<boolean>;
}

/**
 * The session a cookie's token names. Undefined without a cookie (no failure: a person who never
 * signed in); a token no session has, or one over (12 h, an hour idle), counts as a failed
 * authentication. One read; its last use and key check are written beside the page's reads.
 */
export async function openSession(
  token: string | undefined,
  source: string,
  now = new Date(),
): Promise<OpenSession | Refused | undefined> {
  if (token === undefined || token === '') return undefined;
  const hashed = isToken(token) ? tokenHash(token) : undefined;
  const session = hashed ? await findSession(hashed) : undefined;
  if (!session || session.environment !== config().environment || sessionEnd(session, now)) {
    if (session) await deleteSession(hashed!);
    return refusedFor(source);
  }
  const checkKey = keyCheckDue(session, now);
  const stillValid = (async () => {
    const [record] = await Promise.all([
      checkKey ? findApiKeyByHash(session.keyHash) : undefined,
      checkKey || touchDue(session, now) ? touchSession(hashed!, now.toISOString(), checkKey) : undefined,
    ]);
    if (!checkKey) return true;
    const usable =
      record !== undefined &&
      record.keyId === session.keyId &&
      isUsable(record, session.environment, now) &&
      permits(record.permission, session.permission);
    if (!usable) await deleteSession(hashed!);
    return usable;
  })();
  // Awaited by the page; until then a rejection is not unhandled.
  stillValid.catch(() => undefined);
  return { session, token, stillValid };
}

/** "Sair": the session is gone at once. */
export async function signOut(token: string): Promise<void> {
  if (isToken(token)) await deleteSession(tokenHash(token));
}

/** A link's GET: whether it can still sign in; an unknown one counts as a failure of `source`. */
export async function checkLink(
  linkToken: string,
  source: string,
  now = new Date(),
): Promise<true | Refused> {
  if (isToken(linkToken) && (await linkIsOpen(tokenHash(linkToken), now))) return true;
  return refusedFor(source);
}
