import { randomBytes, randomUUID } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { describe, expect, it } from 'vitest';
import {
  DATA_KEY_MAX_AGE_MS,
  DATA_KEY_MAX_SEALS,
  kmsSecretBox,
  OPENED_MAX,
  OPENED_MAX_AGE_MS,
  localSecretBox,
  newSigningSecret,
} from '../../lib/webhooks/secrets.js';

const context = { merchantId: 'm1', endpointId: 'e1' };
const ivOf = (sealed: string): string =>
  Buffer.from(sealed.split(':').at(-1)!, 'base64').subarray(0, 12).toString('hex');

/**
 * KMS as far as the box uses it: data keys and their decryption, each blob opening only under the
 * encryption context it was made with, and the secret itself encrypted (what `kms:` values hold).
 */
function fakeKms() {
  const blobs = new Map<string, { plaintext: Buffer; context: string }>();
  const calls: string[] = [];
  const failures: string[] = [];
  const keyId = 'arn:aws:kms:sa-east-1:111122223333:key/secrets';
  /** A new ciphertext blob that opens to `plaintext` under `context` only. */
  const blobFor = (plaintext: Buffer, context: unknown, size: number): Buffer => {
    const blob = randomBytes(size);
    blobs.set(blob.toString('hex'), { plaintext, context: JSON.stringify(context) });
    return blob;
  };
  const send = async (command: unknown) => {
    const input = (command as { input: Record<string, unknown> }).input;
    const name = (command as object).constructor.name;
    calls.push(name);
    if (failures[0] === name) {
      failures.shift();
      throw Object.assign(new Error('KMS is throttling'), { name: 'ThrottlingException' });
    }
    expect(input.KeyId).toBe(keyId);
    if (command instanceof GenerateDataKeyCommand) {
      expect(input.KeySpec).toBe('AES_256');
      expect(input.EncryptionContext).toEqual({ purpose: 'webhook-signing-secrets' });
      const plaintext = randomBytes(32);
      const blob = blobFor(Buffer.from(plaintext), input.EncryptionContext, 24);
      return { Plaintext: new Uint8Array(plaintext), CiphertextBlob: new Uint8Array(blob) };
    }
    if (command instanceof DecryptCommand) {
      const found = blobs.get(Buffer.from(input.CiphertextBlob as Uint8Array).toString('hex'));
      if (!found || found.context !== JSON.stringify(input.EncryptionContext)) {
        throw Object.assign(new Error('invalid ciphertext'), { name: 'InvalidCiphertextException' });
      }
      return { Plaintext: new Uint8Array(found.plaintext) };
    }
    throw new Error(`unexpected ${name}`);
  };
  /** A secret sealed the way the box did before envelope encryption: KMS Encrypt of the secret. */
  const legacySeal = (secret: string, merchantId: string, endpointId: string): string =>
    `kms:${blobFor(Buffer.from(secret), { merchantId, webhookEndpointId: endpointId }, 40).toString('base64')}`;
  const count = (name: string) => calls.filter((call) => call === name).length;
  return { client: { send } as never, keyId, count, failures, legacySeal };
}

describe('signing secrets and the local box', () => {
  const box = localSecretBox(randomBytes(32));

  it('makes distinct whsec_ secrets of 32 bytes', () => {
    const secrets = Array.from({ length: 100 }, newSigningSecret);
    expect(new Set(secrets).size).toBe(100);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    }
  });

  it('seals the same secret differently each time (a fresh IV) and opens it only for its endpoint', async () => {
    const secret = newSigningSecret();
    const [a, b] = [await box.seal(secret, context), await box.seal(secret, context)];
    expect(a).not.toBe(b);
    expect(await box.open(a, context)).toBe(secret);
    expect(await box.open(b, context)).toBe(secret);
    await expect(box.open(a, { ...context, endpointId: 'e2' })).rejects.toThrow();
  });

  it('never reuses an IV, over a thousand seals of one secret', async () => {
    const secret = newSigningSecret();
    const sealed: string[] = [];
    for (let i = 0; i < 1000; i++) sealed.push(await box.seal(secret, context));
    expect(new Set(sealed.map(ivOf)).size).toBe(sealed.length);
    for (const value of sealed.slice(0, 20)) expect(await box.open(value, context)).toBe(secret);
  });
});

describe('the KMS box: envelope encryption under data keys', () => {
  it('seals many secrets under one data key, and the deliverer decrypts that key once', async () => {
    const kms = fakeKms();
    const sealer = kmsSecretBox(kms.keyId, kms.client);
    const secrets = Array.from({ length: 50 }, () => ({
      secret: newSigningSecret(),
      endpointId: randomUUID(),
    }));
    const sealed = await Promise.all(
      secrets.map(({ secret, endpointId }) => sealer.seal(secret, { merchantId: 'm1', endpointId })),
    );
    expect(kms.count('GenerateDataKeyCommand')).toBe(1);
    for (const value of sealed) expect(value).toMatch(/^kmsenv:[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(new Set(sealed.map((value) => value.split(':')[1])).size).toBe(1);
    expect(sealed.join()).not.toContain(secrets[0]!.secret.slice('whsec_'.length, 20));

    const deliverer = kmsSecretBox(kms.keyId, kms.client);
    for (const [i, { secret, endpointId }] of secrets.entries()) {
      expect(await deliverer.open(sealed[i]!, { merchantId: 'm1', endpointId })).toBe(secret);
    }
    expect(kms.count('DecryptCommand')).toBe(1);
  });

  it('opens a sealed secret only for its own merchant and endpoint', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox(kms.keyId, kms.client);
    const secret = newSigningSecret();
    const sealed = await box.seal(secret, context);
    expect(await box.open(sealed, context)).toBe(secret);
    await expect(box.open(sealed, { ...context, endpointId: 'e2' })).rejects.toThrow(/authenticate/);
    await expect(box.open(sealed, { ...context, merchantId: 'm2' })).rejects.toThrow(/authenticate/);
    // A data key that is not KMS's (forged or altered) does not open.
    const [scheme, , payload] = sealed.split(':');
    const forged = `${scheme}:${randomBytes(24).toString('base64')}:${payload}`;
    await expect(box.open(forged, context)).rejects.toThrow(/invalid ciphertext/);
  });

  it('asks for a new data key after 15 minutes and after 10,000 secrets; older secrets still open', async () => {
    const kms = fakeKms();
    let now = 1_700_000_000_000;
    const box = kmsSecretBox(kms.keyId, kms.client, () => now);
    const first = await box.seal('whsec_a', context);
    now += DATA_KEY_MAX_AGE_MS - 1;
    const second = await box.seal('whsec_b', context);
    expect(kms.count('GenerateDataKeyCommand')).toBe(1);
    now += 1;
    const third = await box.seal('whsec_c', context);
    expect(kms.count('GenerateDataKeyCommand')).toBe(2);
    expect(first.split(':')[1]).toBe(second.split(':')[1]);
    expect(third.split(':')[1]).not.toBe(first.split(':')[1]);

    for (let i = 1; i < DATA_KEY_MAX_SEALS; i++) await box.seal('whsec_d', context);
    expect(kms.count('GenerateDataKeyCommand')).toBe(2);
    const fresh = await box.seal('whsec_e', context);
    expect(kms.count('GenerateDataKeyCommand')).toBe(3);

    const deliverer = kmsSecretBox(kms.keyId, kms.client);
    expect(await deliverer.open(first, context)).toBe('whsec_a');
    expect(await deliverer.open(third, context)).toBe('whsec_c');
    expect(await deliverer.open(fresh, context)).toBe('whsec_e');
    expect(kms.count('DecryptCommand')).toBe(3);
  });

  it('does not keep a failed KMS call: the next seal or open asks again', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox(kms.keyId, kms.client);
    kms.failures.push('GenerateDataKeyCommand');
    await expect(box.seal('whsec_a', context)).rejects.toThrow(/throttling/);
    const sealed = await box.seal('whsec_a', context);
    expect(kms.count('GenerateDataKeyCommand')).toBe(2);

    const deliverer = kmsSecretBox(kms.keyId, kms.client);
    kms.failures.push('DecryptCommand');
    await expect(deliverer.open(sealed, context)).rejects.toThrow(/throttling/);
    expect(await deliverer.open(sealed, context)).toBe('whsec_a');
    expect(await deliverer.open(sealed, context)).toBe('whsec_a');
    expect(kms.count('DecryptCommand')).toBe(2);
  });

  it('refuses a sealed value cut short or malformed, without asking KMS', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox(kms.keyId, kms.client);
    const sealed = await box.seal('whsec_a', context);
    const [scheme, encryptedKey, payload] = sealed.split(':') as [string, string, string];
    // IV and a 4-byte tag, no ciphertext: GCM would take the short tag if it were asked to.
    const cut = Buffer.from(payload, 'base64').subarray(0, 16).toString('base64');
    await expect(box.open(`${scheme}:${encryptedKey}:${cut}`, context)).rejects.toThrow(/too short/);
    const decrypts = kms.count('DecryptCommand');
    for (const bad of [
      'kmsenv:',
      `kmsenv:${encryptedKey}`,
      `kmsenv::${payload}`,
      `${sealed}:x`,
      'local:abc',
      'kms:',
    ])
      await expect(box.open(bad, context), bad).rejects.toThrow(/malformed/);
    expect(kms.count('DecryptCommand')).toBe(decrypts);
  });

  it('decrypts a data key once for concurrent opens, keeps the most recently used, for an hour', async () => {
    const kms = fakeKms();
    let now = 1_700_000_000_000;
    const sealer = kmsSecretBox(kms.keyId, kms.client, () => now);
    const first = await sealer.seal('whsec_first', context);
    const deliverer = kmsSecretBox(kms.keyId, kms.client, () => now);
    const opened = await Promise.all(Array.from({ length: 20 }, () => deliverer.open(first, context)));
    expect(new Set(opened)).toEqual(new Set(['whsec_first']));
    expect(kms.count('DecryptCommand')).toBe(1);

    // OPENED_MAX other data keys (a new sealing window each), the first one used again half-way:
    // it stays while the least recently used ones go.
    const others: string[] = [];
    for (let i = 0; i < OPENED_MAX; i++) {
      now += DATA_KEY_MAX_AGE_MS;
      others.push(await sealer.seal(`whsec_${i}`, context));
    }
    now = 1_700_000_000_000;
    for (const [i, value] of others.entries()) {
      expect(await deliverer.open(value, context)).toBe(`whsec_${i}`);
      if (i === OPENED_MAX / 2) await deliverer.open(first, context);
    }
    expect(kms.count('DecryptCommand')).toBe(1 + OPENED_MAX);
    await deliverer.open(first, context);
    expect(kms.count('DecryptCommand')).toBe(1 + OPENED_MAX);
    await deliverer.open(others[0]!, context);
    expect(kms.count('DecryptCommand')).toBe(2 + OPENED_MAX);

    now += OPENED_MAX_AGE_MS + 1;
    await deliverer.open(first, context);
    expect(kms.count('DecryptCommand')).toBe(3 + OPENED_MAX);
  });

  it('still opens a secret sealed before envelope encryption (kms:, the secret under KMS itself)', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox(kms.keyId, kms.client);
    const legacy = kms.legacySeal('whsec_old', 'm1', 'e1');
    expect(await box.open(legacy, context)).toBe('whsec_old');
    await expect(box.open(legacy, { ...context, endpointId: 'e2' })).rejects.toThrow(/invalid ciphertext/);
  });
});
