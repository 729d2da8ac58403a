import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * AES-256-GCM as the stored secrets use it (webhook signing secrets, PSP credentials): a fresh
 * 12-byte IV, the 16-byte tag, then the ciphertext, in base64, bound to the caller's additional
 * data so a value copied to another owner does not open.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function gcmSeal(key: KeyObject, plain: string, additionalData: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(additionalData);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** Throws when `sealed` is cut short, tampered with, or bound to other data. */
export function gcmOpen(key: KeyObject, sealed: string, additionalData: Buffer): string {
  const bytes = Buffer.from(sealed, 'base64');
  // A stored value cut short must not pass with a shorter tag: GCM would accept one.
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  })
    .setAAD(additionalData)
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The 32-byte key that stands in for the key service on a developer's machine: the variable
 * `variable` (base64), else `file`, made on first use with mode 0600.
 */
export function localKey(env: NodeJS.ProcessEnv, variable: string, file: string): Buffer {
  const given = env[variable];
  if (given) {
    const key = Buffer.from(given, 'base64');
    if (key.length !== 32) throw new Error(`${variable} must be the base64 of 32 bytes`);
    return key;
  }
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one creates the key and the other reads it.
    writeFileSync(path, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
}
