import { randomBytes } from 'node:crypto';
import { type DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import { describe, expect, it } from 'vitest';
import {
  DATA_KEY_PURPOSE,
  kmsCredentialBox,
  localCredentialBox,
} from '../../lib/pix-connection/credentials.js';

const credentials = {
  clientSecret: 'the-client-secret-0123456789',
  certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
  privateKey: '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n',
};
const a = { merchantId: 'merchant-a', connectionId: 'connection-1' };

/**
 * A key service on the test's side: it hands out data keys and opens them only with the
 * encryption context they were made with, as KMS does; every call is recorded.
 */
function fakeKms() {
  const issued = new Map<string, { plaintext: Buffer; context: string }>();
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    async send(command: GenerateDataKeyCommand | DecryptCommand) {
      const input = command.input as Record<string, unknown>;
      calls.push({ name: command.constructor.name, input });
      const context = JSON.stringify(input.EncryptionContext);
      if (command instanceof GenerateDataKeyCommand) {
        const plaintext = randomBytes(32);
        const blob = randomBytes(48);
        issued.set(blob.toString('hex'), { plaintext, context });
        return { Plaintext: new Uint8Array(plaintext), CiphertextBlob: new Uint8Array(blob) };
      }
      const known = issued.get(Buffer.from(input.CiphertextBlob as Uint8Array).toString('hex'));
      if (!known || known.context !== context)
        throw Object.assign(new Error('denied'), { name: 'InvalidCiphertextException' });
      return { Plaintext: new Uint8Array(known.plaintext) };
    },
  } as unknown as Pick<KMSClient, 'send'>;
  return { client, calls };
}

describe('sealed PSP credentials', () => {
  it('seals with a data key of the key service bound to the merchant, and opens them back', async () => {
    const kms = fakeKms();
    const box = kmsCredentialBox('arn:aws:kms:sa-east-1:111122223333:key/test', kms.client);
    const sealed = await box.seal(credentials, a);
    expect(sealed).toMatch(/^kms:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    for (const secret of Object.values(credentials)) expect(sealed).not.toContain(secret);
    expect(await box.open(sealed, a)).toEqual(credentials);
    expect(kms.calls.map((call) => call.name)).toEqual(['GenerateDataKeyCommand', 'DecryptCommand']);
    expect(kms.calls[0]!.input).toMatchObject({
      KeySpec: 'AES_256',
      EncryptionContext: { purpose: DATA_KEY_PURPOSE, merchantId: 'merchant-a' },
    });
  });

  it('does not open for another merchant or another connection', async () => {
    const kms = fakeKms();
    const box = kmsCredentialBox('key', kms.client);
    const sealed = await box.seal(credentials, a);
    await expect(box.open(sealed, { ...a, merchantId: 'merchant-b' })).rejects.toThrow();
    await expect(box.open(sealed, { ...a, connectionId: 'connection-2' })).rejects.toThrow();
  });

  it('does the same under the local key, and refuses what was tampered with', async () => {
    const box = localCredentialBox(randomBytes(32));
    const sealed = await box.seal(credentials, a);
    expect(sealed.startsWith('local:')).toBe(true);
    expect(await box.open(sealed, a)).toEqual(credentials);
    await expect(box.open(sealed, { ...a, merchantId: 'merchant-b' })).rejects.toThrow();
    const bytes = Buffer.from(sealed.slice('local:'.length), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    await expect(box.open(`local:${bytes.toString('base64')}`, a)).rejects.toThrow();
  });
});
