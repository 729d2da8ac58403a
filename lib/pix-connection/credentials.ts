import { createSecretKey, type KeyObject } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { gcmOpen, gcmSeal, localKey } from '../aes-gcm.js';
import { config, runsLocally } from '../config.js';
import { DATA_KEY_PURPOSE, type PixConnectionCredentials } from './pix-connection.domain.js';

export { DATA_KEY_PURPOSE };

/**
 * Where a merchant's PSP credentials (client secret, certificate, private key, CA) are sealed:
 * the only module that holds them in clear besides the PSP client's TLS context and token request.
 * Envelope encryption: each seal asks the key service for a fresh data key (KMS `GenerateDataKey`,
 * `PIX_CONNECTION_KMS_KEY_ID`; a connection is saved rarely) and seals the credentials with it
 * under AES-256-GCM; the data key is kept only encrypted, beside them. Opening asks KMS to
 * `Decrypt` that data key. The merchant's id is the key service's encryption context and, with
 * the connection's id, the cipher's additional data: sealed credentials copied to another merchant
 * or connection do not open. Without a KMS key (`npm start`, the tests) a local key stands in for
 * the key service: `PIX_CONNECTION_LOCAL_KEY` (base64 of 32 bytes) or the file
 * `.data/pix-connection.key`, made on first use with mode 0600.
 */

export interface SealingContext {
  merchantId: string;
  connectionId: string;
}

const additionalData = ({ merchantId, connectionId }: SealingContext): Buffer =>
  Buffer.from(`pix-connection/${merchantId}/${connectionId}`);

const sealWith = (key: KeyObject, plain: string, context: SealingContext): string =>
  gcmSeal(key, plain, additionalData(context));

const openWith = (key: KeyObject, sealed: string, context: SealingContext): string =>
  gcmOpen(key, sealed, additionalData(context));

/** A data key's plaintext as a cipher key; the SDK's copy of its bytes is wiped. */
function cipherKey(plaintext: Uint8Array | undefined): KeyObject {
  if (!plaintext) throw new Error('the key service answered no data key');
  const key = createSecretKey(Buffer.from(plaintext));
  plaintext.fill(0);
  return key;
}

export interface CredentialBox {
  seal(credentials: PixConnectionCredentials, context: SealingContext): Promise<string>;
  open(sealed: string, context: SealingContext): Promise<PixConnectionCredentials>;
}

/** Envelope encryption under the KMS key `keyId`: `kms:<encrypted data key>:<sealed>`. */
export function kmsCredentialBox(
  keyId: string,
  client: Pick<KMSClient, 'send'> = new KMSClient({ region: config().region }),
): CredentialBox {
  const encryptionContext = (context: SealingContext) => ({
    purpose: DATA_KEY_PURPOSE,
    merchantId: context.merchantId,
  });
  return {
    async seal(credentials, context) {
      const { Plaintext, CiphertextBlob } = await client.send(
        new GenerateDataKeyCommand({
          KeyId: keyId,
          KeySpec: 'AES_256',
          EncryptionContext: encryptionContext(context),
        }),
      );
      const sealed = sealWith(cipherKey(Plaintext), JSON.stringify(credentials), context);
      return `kms:${Buffer.from(CiphertextBlob!).toString('base64')}:${sealed}`;
    },
    async open(sealed, context) {
      const [scheme, encryptedKey, payload, ...rest] = sealed.split(':');
      if (scheme !== 'kms' || !encryptedKey || !payload || rest.length > 0)
        throw new Error('malformed sealed credentials');
      const { Plaintext } = await client.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(encryptedKey, 'base64'),
          EncryptionContext: encryptionContext(context),
        }),
      );
      return JSON.parse(openWith(cipherKey(Plaintext), payload, context)) as PixConnectionCredentials;
    },
  };
}

/** The local key in place of the key service: `local:<sealed>`. */
export function localCredentialBox(keyBytes: Buffer): CredentialBox {
  const key = createSecretKey(keyBytes);
  return {
    async seal(credentials, context) {
      return `local:${sealWith(key, JSON.stringify(credentials), context)}`;
    },
    async open(sealed, context) {
      if (!sealed.startsWith('local:')) throw new Error('malformed sealed credentials');
      return JSON.parse(openWith(key, sealed.slice('local:'.length), context)) as PixConnectionCredentials;
    },
  };
}

export const LOCAL_KEY_FILE = '.data/pix-connection.key';

let box: CredentialBox | undefined;

/** The deployment's box: KMS when the stack gave a key, else the local key (developer's machine only). */
export function credentialBox(env: NodeJS.ProcessEnv = process.env): CredentialBox {
  if (box) return box;
  const keyId = env.PIX_CONNECTION_KMS_KEY_ID;
  if (keyId) return (box = kmsCredentialBox(keyId));
  if (!runsLocally()) throw new Error('no PIX_CONNECTION_KMS_KEY_ID');
  return (box = localCredentialBox(localKey(env, 'PIX_CONNECTION_LOCAL_KEY', LOCAL_KEY_FILE)));
}

/** Forgets the box (tests that switch the key service). */
export function resetCredentialBox(): void {
  box = undefined;
}
