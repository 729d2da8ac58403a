import { createHash } from 'node:crypto';
import { config, runsLocally } from './config.js';
import { secretValue } from './secret-value.js';

/**
 * The keys that seal (lib/sealing.ts), in one Secrets Manager secret named by
 * `SEALING_SECRET_ARN`, which the stack gives only to the functions that seal. Read at run time
 * and kept by a warm function for at most `KEYRING_MAX_AGE_MS`. The secret's value is:
 * - a plain string: one key, `legacy`;
 * - or JSON `{"current":"<id>","keys":{"<id>":"<secret>",…}}`: new values seal under `current`
 *   and carry its id, and a value opens under the key its id names. A value with no id is the
 *   `legacy` key's, which also seals without one, so values sealed before key ids still open, and
 *   the key can rotate (docs/operations.md, "Rotating the sealing key").
 * Only a developer's machine (`npm start`, the tests) without the secret derives one key from the
 * table name, where the data is the developer's own.
 */

/** The variable that names the secret (its ARN). */
export const SEALING_SECRET_ARN = 'SEALING_SECRET_ARN';
/** The key of values that carry no key id: the secret as it was before key ids. */
export const LEGACY_KEY_ID = 'legacy';
/** The oldest keys a request may seal with: older ones are read again before it. */
export const KEYRING_MAX_AGE_MS = 5 * 60_000;
/** From this age the keys are read again beside the requests they still serve. */
export const KEYRING_REFRESH_MS = 4 * 60_000;
/** After a failed refresh, how long the keys already read keep serving before the next try. */
export const KEYRING_RETRY_MS = 30_000;

const KEY_ID = /^[\w-]{1,64}$/;

/** The secrets by key id, and the id new values seal under. */
export interface Keyring {
  current: string;
  secrets: ReadonlyMap<string, string | Buffer>;
}

const legacy = (secret: string | Buffer): Keyring => ({
  current: LEGACY_KEY_ID,
  secrets: new Map([[LEGACY_KEY_ID, secret]]),
});

/** The keys a secret's value holds; throws, showing no part of the value, when it is malformed. */
export function parseKeyring(value: string): Keyring {
  if (!value.startsWith('{')) {
    if (value) return legacy(value);
  } else {
    try {
      // JSON.parse's message would quote the text it read, the secret: none goes further.
      const { current, keys } = JSON.parse(value) as { current: string; keys: Record<string, string> };
      const keyring = { current, secrets: new Map(Object.entries(keys)) };
      if (
        keyring.secrets.has(current) &&
        [...keyring.secrets].every(([id, secret]) => KEY_ID.test(id) && typeof secret === 'string' && secret)
      )
        return keyring;
    } catch {
      // Malformed, as below.
    }
  }
  throw new Error('sealing secret malformed');
}

/** The keys read from Secrets Manager, and when. */
let fetched: { keyring: Keyring; readAt: number } | undefined;
let fetching: Promise<void> | undefined;

/**
 * Reads the sealing keys when this function has a sealing secret: awaited before every request of
 * a function that seals (lib/http/api.ts), so `seal` and `unseal` stay synchronous. Keys younger
 * than `KEYRING_REFRESH_MS` serve as they are; up to `KEYRING_MAX_AGE_MS` they keep serving while
 * a read runs beside the request; older ones (a first read, a function idle for minutes) are read
 * before it, so no request seals with keys older than the maximum age. One read at a time per
 * process. A failed first read rejects (the request fails); a failed refresh keeps the keys
 * already read and tries again after `KEYRING_RETRY_MS`.
 */
export function loadSealingKeys(): Promise<void> | undefined {
  const now = Date.now();
  const arn = process.env[SEALING_SECRET_ARN];
  const known = fetched;
  const age = known ? now - known.readAt : Infinity;
  if (!arn || age < KEYRING_REFRESH_MS) return;
  fetching ??= secretValue(arn)
    .then((value) => {
      fetched = { keyring: parseKeyring(value), readAt: now };
    })
    .finally(() => {
      fetching = undefined;
    });
  if (!known) return fetching;
  const refreshed = fetching.catch(() => {
    known.readAt = now - KEYRING_REFRESH_MS + KEYRING_RETRY_MS;
  });
  return age < KEYRING_MAX_AGE_MS ? undefined : refreshed;
}

/** Forgets the keys read, as a cold start would (tests that change the secret). */
export function resetSealingKeys(): void {
  fetched = undefined;
}

/**
 * The keys this function seals with: the ones read, or on a developer's machine without a secret
 * one derived from the table name (anyone can derive it, so only where the data is theirs).
 */
export function sealingKeys(): Keyring {
  if (process.env[SEALING_SECRET_ARN]) {
    if (!fetched) throw new Error('sealing keys not loaded');
    return fetched.keyring;
  }
  const settings = config();
  if (!runsLocally(settings)) throw new Error(`no ${SEALING_SECRET_ARN}`);
  if (local?.tableName !== settings.tableName)
    local = {
      tableName: settings.tableName,
      keyring: legacy(createHash('sha256').update(`cursor-secret:${settings.tableName}`).digest()),
    };
  return local.keyring;
}

/** The local keyring, built once per table name (a test may switch tables). */
let local: { tableName: string; keyring: Keyring } | undefined;
