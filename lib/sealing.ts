import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { LEGACY_KEY_ID, sealingKeys, type Keyring } from './sealing-keys.js';

/**
 * What the API hands out and must get back unchanged, or keeps and must not show to someone who
 * reads the table (list cursors, payment page tokens, answers kept for an Idempotency-Key), sealed
 * with AES-256-GCM under a key per purpose, derived with HKDF from a secret of the deployment
 * (lib/sealing-keys.ts: a function that seals has its keys loaded before it serves). A value names
 * the key it was sealed under (`<key id>.<sealed>`), except under the `legacy` key.
 */
export type SealingPurpose =
  | 'merchant-payments cursor v2'
  | 'merchant-payments page token v1'
  | 'merchant-payments idempotent answer v1';

/**
 * The AES keys derived from each keyring, by key id and purpose: a list page seals a cursor and a
 * link per item, so each key is derived once per keyring (a refreshed keyring starts afresh).
 */
const derived = new WeakMap<Keyring, Map<string, Buffer>>();

/** The AES key of a purpose under key `id`, or undefined for an id the keyring does not hold. */
function keyFor(keys: Keyring, id: string, purpose: SealingPurpose): Buffer | undefined {
  const secret = keys.secrets.get(id);
  if (!secret) return undefined;
  let byKey = derived.get(keys);
  if (!byKey) derived.set(keys, (byKey = new Map()));
  const name = `${id}\n${purpose}`;
  let key = byKey.get(name);
  if (!key) byKey.set(name, (key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32))));
  return key;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * `plain` sealed for `purpose` and bound to `context` (authenticated, not carried): base64url of
 * IV ‖ ciphertext ‖ tag, with a fresh IV each time, after `<key id>.` unless the key is `legacy`.
 */
export function seal(purpose: SealingPurpose, plain: Buffer, context: Buffer): string {
  const keys = sealingKeys();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(keys, keys.current, purpose)!, iv).setAAD(context);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  const value = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  return keys.current === LEGACY_KEY_ID ? value : `${keys.current}.${value}`;
}

/**
 * What `seal` sealed for this purpose and context; undefined for anything else, including a value
 * sealed under a key this deployment no longer holds.
 */
export function unseal(purpose: SealingPurpose, sealed: string, context: Buffer): Buffer | undefined {
  const found = /^(?:([\w-]{1,64})\.)?([\w-]{38,})$/.exec(sealed);
  // Nothing is decrypted, and no key asked for, for what is not even shaped as a sealed value.
  const key = found && keyFor(sealingKeys(), found[1] ?? LEGACY_KEY_ID, purpose);
  if (!key) return undefined;
  const bytes = Buffer.from(found[2]!, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    }).setAAD(context);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
}
