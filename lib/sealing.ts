import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { config, type Config } from './config.js';

/**
 * What the API hands out and must get back unchanged, or keeps and must not show to someone who
 * reads the table (list cursors, payment page tokens, answers kept for an Idempotency-Key), sealed with AES-256-GCM under a key per
 * purpose, derived with HKDF from one secret of the deployment: `SEALING_SECRET`, which the stack
 * generates for every deployed stage. Every Lambda of a stage must seal with the same key, so a
 * per-process random key will not do. Only against a local DynamoDB (`npm start`, the tests) is
 * the secret derived from the table name, where the data is a developer's own.
 */
export type SealingPurpose =
  | 'merchant-payments cursor v2'
  | 'merchant-payments page token v1'
  | 'merchant-payments idempotent answer v1';

function deriveKey(purpose: SealingPurpose, env: string | undefined, settings: Config): Buffer {
  if (!env && settings.dynamodbEndpoint === undefined)
    throw new Error('SEALING_SECRET must be set in a deployed stage');
  const secret = env
    ? Buffer.from(env, 'utf8')
    : createHash('sha256').update(`cursor-secret:${settings.tableName}`).digest();
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
}

/** Keys derived once per configuration and purpose: every list page seals a cursor. */
const derived = new Map<SealingPurpose, { env: string | undefined; config: Config; key: Buffer }>();

function key(purpose: SealingPurpose): Buffer {
  const env = process.env.SEALING_SECRET;
  const current = config();
  const known = derived.get(purpose);
  if (known && known.env === env && known.config === current) return known.key;
  const fresh = { env, config: current, key: deriveKey(purpose, env, current) };
  derived.set(purpose, fresh);
  return fresh.key;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * `plain` sealed for `purpose` and bound to `context` (authenticated, not carried): base64url of
 * IV ‖ ciphertext ‖ tag, with a fresh IV each time.
 */
export function seal(purpose: SealingPurpose, plain: Buffer, context: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv).setAAD(context);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What `seal` sealed for this purpose and context; undefined for anything else. */
export function unseal(purpose: SealingPurpose, sealed: string, context: Buffer): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), bytes.subarray(0, IV_BYTES), {
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
