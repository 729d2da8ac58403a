import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config.js';
import { SECRET_BYTES } from '../domain/webhook.js';
import { randomFromPool } from '../random.js';

/**
 * Where webhook signing secrets are kept: never in clear in the table. One interface, two
 * implementations chosen by configuration:
 * - `WEBHOOK_KMS_KEY_ID` set (every AWS deployment, set by the stack): KMS Encrypt/Decrypt of the
 *   secret itself (it is 50 bytes, far under KMS's 4 KiB), bound to its endpoint by the encryption
 *   context, so a sealed secret copied to another endpoint does not open.
 * - otherwise (npm start, tests): AES-256-GCM with a local key: `WEBHOOK_LOCAL_KEY` (base64 of 32
 *   bytes) or the file `.data/webhook-secrets.key`, created on first use with mode 0600.
 */
export interface SecretBox {
  seal(secret: string, context: SecretContext): Promise<string>;
  open(sealed: string, context: SecretContext): Promise<string>;
}

export interface SecretContext {
  merchantId: string;
  endpointId: string;
}

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks' format). */
export const newSigningSecret = (): string => `whsec_${randomFromPool(SECRET_BYTES).toString('base64')}`;

const encryptionContext = (context: SecretContext): Record<string, string> => ({
  merchantId: context.merchantId,
  webhookEndpointId: context.endpointId,
});

export function kmsSecretBox(keyId: string, client = new KMSClient({ region: config().region })): SecretBox {
  return {
    async seal(secret, context) {
      const { CiphertextBlob } = await client.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(secret, 'utf8'),
          EncryptionContext: encryptionContext(context),
        }),
      );
      return `kms:${Buffer.from(CiphertextBlob!).toString('base64')}`;
    },
    async open(sealed, context) {
      const { Plaintext } = await client.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(sealed.replace(/^kms:/, ''), 'base64'),
          EncryptionContext: encryptionContext(context),
        }),
      );
      return Buffer.from(Plaintext!).toString('utf8');
    },
  };
}

export const LOCAL_KEY_FILE = '.data/webhook-secrets.key';

function localKey(env: NodeJS.ProcessEnv): Buffer {
  if (env.WEBHOOK_LOCAL_KEY) {
    const key = Buffer.from(env.WEBHOOK_LOCAL_KEY, 'base64');
    if (key.length !== 32) throw new Error('WEBHOOK_LOCAL_KEY must be the base64 of 32 bytes');
    return key;
  }
  const file = resolve(LOCAL_KEY_FILE);
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one creates the key and the other reads it.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** AES-256-GCM; the endpoint's ids are the additional data, as KMS's encryption context. */
export function localSecretBox(keyBytes: Buffer): SecretBox {
  // One KeyObject for the process: a Buffer key is copied into a new one by every cipher.
  const key = createSecretKey(keyBytes);
  const aad = (context: SecretContext) => Buffer.from(`${context.merchantId}/${context.endpointId}`);
  return {
    // Both async: a box that does not open (tampered, or another endpoint's) is a rejected promise,
    // as from KMS, not a throw.
    async seal(secret, context) {
      const iv = randomFromPool(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
      return `local:${sealed}`;
    },
    async open(sealed, context) {
      const bytes = Buffer.from(sealed.replace(/^local:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
        .setAAD(aad(context))
        .setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

let box: SecretBox | undefined;

export function secretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  box ??= env.WEBHOOK_KMS_KEY_ID ? kmsSecretBox(env.WEBHOOK_KMS_KEY_ID) : localSecretBox(localKey(env));
  return box;
}
