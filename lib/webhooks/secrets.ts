import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { LRUCache } from 'lru-cache';
import { gcmOpen, gcmSeal, localKey } from '../aes-gcm.js';
import { config } from '../config.js';
import { DATA_KEY_PURPOSE, SECRET_BYTES } from './webhook.domain.js';

/**
 * Where webhook signing secrets are kept: never in clear in the table. One interface, two
 * implementations chosen by configuration:
 * - `WEBHOOK_KMS_KEY_ID` set (every AWS deployment, set by the stack): envelope encryption. A
 *   function instance asks KMS for a data key (`GenerateDataKey`) and seals secrets under it with
 *   AES-256-GCM, storing the KMS-encrypted data key beside each one; the deliverer asks KMS to
 *   decrypt a data key once and keeps it. So an endpoint create makes no KMS call but the first of
 *   its instance's window, and a delivery none but the first of its data key's.
 * - otherwise (npm start, tests): AES-256-GCM under a local key: `WEBHOOK_LOCAL_KEY` (base64 of 32
 *   bytes) or the file `.data/webhook-secrets.key`, created on first use with mode 0600.
 * Either way the endpoint's ids are the cipher's additional data, so a sealed secret copied to
 * another endpoint does not open.
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
export const newSigningSecret = (): string => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

const additionalData = (context: SecretContext): Buffer =>
  Buffer.from(`${context.merchantId}/${context.endpointId}`);

/**
 * AES-256-GCM under one key, as base64 of IV ‖ tag ‖ ciphertext; a fresh IV and cipher per seal,
 * so no IV repeats.
 */
function gcm(key: KeyObject) {
  return {
    seal: (secret: string, context: SecretContext): string => gcmSeal(key, secret, additionalData(context)),
    open: (sealed: string, context: SecretContext): string => gcmOpen(key, sealed, additionalData(context)),
  };
}

/** A data key's own KMS encryption context (`DATA_KEY_PURPOSE`): it opens for nothing else. */
const DATA_KEY_CONTEXT = { purpose: DATA_KEY_PURPOSE };

/** How long, and for how many secrets, an instance seals under one data key before asking again. */
export const DATA_KEY_MAX_AGE_MS = 15 * 60_000;
export const DATA_KEY_MAX_SEALS = 10_000;
/**
 * Data keys the deliverer keeps opened, least recently used out: about one per endpoint, since
 * creates are rare. Each is kept an hour at most, so a key disabled in KMS stops deliveries on a
 * warm instance within the hour too.
 */
export const OPENED_MAX = 2_048;
export const OPENED_MAX_AGE_MS = 60 * 60_000;

const malformed = (): Error => new Error('malformed sealed secret');

type Sealer = { box: ReturnType<typeof gcm>; encryptedKey: string; until: number; seals: number };

/** A data key's plaintext from KMS as a cipher key; the SDK's copy of its bytes is wiped. */
function dataKeyBox(plaintext: Uint8Array | undefined): ReturnType<typeof gcm> {
  const box = gcm(createSecretKey(plaintext!));
  plaintext!.fill(0);
  return box;
}

export function kmsSecretBox(
  keyId: string,
  client: Pick<KMSClient, 'send'> = new KMSClient({ region: config().region }),
  now: () => number = Date.now,
): SecretBox {
  let sealer: Promise<Sealer> | undefined;
  const opened = new LRUCache<string, Promise<ReturnType<typeof gcm>>>({
    max: OPENED_MAX,
    ttl: OPENED_MAX_AGE_MS,
    ttlResolution: 0,
    perf: { now },
  });

  const newSealer = async (): Promise<Sealer> => {
    const { Plaintext, CiphertextBlob } = await client.send(
      new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: DATA_KEY_CONTEXT }),
    );
    const encryptedKey = Buffer.from(CiphertextBlob!).toString('base64');
    return { box: dataKeyBox(Plaintext), encryptedKey, until: now() + DATA_KEY_MAX_AGE_MS, seals: 0 };
  };

  const currentSealer = async (): Promise<Sealer> => {
    // One request for a data key however many seals wait on it; a failed one is not kept.
    const pending = (sealer ??= newSealer().catch((error: unknown) => {
      sealer = undefined;
      throw error;
    }));
    const current = await pending;
    if (current.seals < DATA_KEY_MAX_SEALS && now() < current.until) {
      current.seals += 1;
      return current;
    }
    if (sealer === pending) sealer = undefined;
    return currentSealer();
  };

  const openedKey = (encryptedKey: string): Promise<ReturnType<typeof gcm>> => {
    const known = opened.get(encryptedKey);
    if (known) return known;
    const opening = client
      .send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(encryptedKey, 'base64'),
          EncryptionContext: DATA_KEY_CONTEXT,
        }),
      )
      .then(({ Plaintext }) => dataKeyBox(Plaintext));
    // A failed opening is not kept: the next delivery asks KMS again.
    opening.catch(() => {
      if (opened.get(encryptedKey) === opening) opened.delete(encryptedKey);
    });
    opened.set(encryptedKey, opening);
    return opening;
  };

  return {
    async seal(secret, context) {
      const current = await currentSealer();
      return `kmsenv:${current.encryptedKey}:${current.box.seal(secret, context)}`;
    },
    async open(sealed, context) {
      const parts = sealed.split(':');
      if (parts[0] === 'kmsenv') {
        const [, encryptedKey, payload] = parts;
        if (parts.length !== 3 || !encryptedKey || !payload) throw malformed();
        return (await openedKey(encryptedKey)).open(payload, context);
      }
      if (parts[0] !== 'kms' || parts.length !== 2 || !parts[1]) throw malformed();
      // Sealed before envelope encryption: the secret itself under KMS, bound to its endpoint.
      const { Plaintext } = await client.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(parts[1], 'base64'),
          EncryptionContext: { merchantId: context.merchantId, webhookEndpointId: context.endpointId },
        }),
      );
      return Buffer.from(Plaintext!).toString('utf8');
    },
  };
}

export const LOCAL_KEY_FILE = '.data/webhook-secrets.key';

/** AES-256-GCM under the local key, the same sealing as a data key's. */
export function localSecretBox(keyBytes: Buffer): SecretBox {
  const box = gcm(createSecretKey(keyBytes));
  return {
    // Both async: a box that does not open (tampered, or another endpoint's) is a rejected promise,
    // as from KMS, not a throw.
    async seal(secret, context) {
      return `local:${box.seal(secret, context)}`;
    },
    async open(sealed, context) {
      return box.open(sealed.replace(/^local:/, ''), context);
    },
  };
}

let box: SecretBox | undefined;

export function secretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  box ??= env.WEBHOOK_KMS_KEY_ID
    ? kmsSecretBox(env.WEBHOOK_KMS_KEY_ID)
    : localSecretBox(localKey(env, 'WEBHOOK_LOCAL_KEY', LOCAL_KEY_FILE));
  return box;
}
