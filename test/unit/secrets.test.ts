import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localSecretBox, newSigningSecret, randomFromPool } from '../../lib/webhooks/secrets.js';

describe('random bytes from the pool', () => {
  it('hands out each byte once, across refills of the pool', () => {
    // 200 draws of 44 bytes (a secret and an IV) cross the 1 KiB pool several times.
    const drawn = Array.from({ length: 200 }, () => randomFromPool(44).toString('hex'));
    expect(drawn.every((hex) => hex.length === 88)).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('gives the caller a copy: a later draw does not change bytes already handed out', () => {
    const first = randomFromPool(32);
    const copy = Buffer.from(first);
    for (let i = 0; i < 64; i++) randomFromPool(32);
    expect(first.equals(copy)).toBe(true);
    expect(first.equals(Buffer.alloc(32))).toBe(false);
  });

  it('serves a length larger than the pool straight from the CSPRNG', () => {
    expect(randomFromPool(4096)).toHaveLength(4096);
  });
});

describe('signing secrets and the local box', () => {
  const box = localSecretBox(randomBytes(32));
  const context = { merchantId: 'm1', endpointId: 'e1' };

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
});
