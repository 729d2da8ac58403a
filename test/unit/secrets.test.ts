import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localSecretBox, newSigningSecret } from '../../lib/webhooks/secrets.js';

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
