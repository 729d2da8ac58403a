import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as configModule from '../../lib/config.js';
import type * as keysModule from '../../lib/sealing-keys.js';
import type * as sealingModule from '../../lib/sealing.js';
import { secretArn, startSecretsManager, type FakeSecretsManager } from '../support/secrets-manager.js';

// Local mode is the configuration's to say (`runsLocally`); here each test sets it.
const mode = vi.hoisted(() => ({ local: false }));
vi.mock('../../lib/config.js', async (importOriginal) => ({
  ...(await importOriginal<typeof configModule>()),
  runsLocally: () => mode.local,
}));

type Sealing = typeof sealingModule & typeof keysModule;
const PURPOSE = 'merchant-payments page token v1';
const context = Buffer.from('m1/c1');
const OLD_SECRET = 'o-segredo-de-antes-das-versoes-de-chave';
const NEW_SECRET = 'a'.repeat(24) + randomBytes(24).toString('base64url');

/** How a value was sealed before key ids: HKDF of the secret, IV ‖ ciphertext ‖ tag, no prefix. */
function sealedTheOldWay(secret: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), PURPOSE, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

let sm: FakeSecretsManager;
const ARN = secretArn('merchant-payments-sealing');

beforeAll(async () => {
  sm = await startSecretsManager();
});
afterAll(() => sm.close());

/** A function's process as it starts: nothing read yet. */
async function coldStart(): Promise<Sealing> {
  vi.resetModules();
  return { ...(await import('../../lib/sealing-keys.js')), ...(await import('../../lib/sealing.js')) };
}

beforeEach(() => {
  mode.local = false;
  for (const [name, value] of Object.entries(sm.environment())) vi.stubEnv(name, value);
  vi.stubEnv('SEALING_SECRET_ARN', ARN);
  sm.secrets.set(ARN, OLD_SECRET);
  sm.calls.length = 0;
  sm.failing = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  configModule.resetConfig();
});

const open = (sealing: Sealing, value: string) => sealing.unseal(PURPOSE, value, context)?.toString();
const seal = (sealing: Sealing, plain: string) => sealing.seal(PURPOSE, Buffer.from(plain), context);

describe('sealing keys read from Secrets Manager', () => {
  it('opens what was sealed before key ids, the plain secret being the legacy key, and seals as it did', async () => {
    const sealing = await coldStart();
    await sealing.loadSealingKeys();
    expect(sm.calls).toEqual([ARN]);
    expect(open(sealing, sealedTheOldWay(OLD_SECRET, 'token-1'))).toBe('token-1');
    // No key id under the legacy key: code still running the old format opens it during a deploy.
    const fresh = seal(sealing, 'token-2');
    expect(fresh).toMatch(/^[\w-]+$/);
    expect(open(sealing, fresh)).toBe('token-2');
    expect(open(sealing, sealedTheOldWay('outro-segredo-qualquer', 'token-1'))).toBeUndefined();
  });

  it('runs the rotation of docs/operations.md: add a key, make it current, retire the old one', async () => {
    let sealing = await coldStart();
    await sealing.loadSealingKeys();
    const before = [sealedTheOldWay(OLD_SECRET, 'antigo'), seal(sealing, 'legado')];

    // 1. Add the new key, the old one still current: every function can open what it will seal.
    sm.secrets.set(ARN, JSON.stringify({ current: 'legacy', keys: { legacy: OLD_SECRET, k2: NEW_SECRET } }));
    sealing = await coldStart();
    await sealing.loadSealingKeys();
    expect(seal(sealing, 'x')).not.toContain('.');
    expect(before.map((value) => open(sealing, value))).toEqual(['antigo', 'legado']);

    // 2. Make it current: new values carry its id; old ones still open.
    sm.secrets.set(ARN, JSON.stringify({ current: 'k2', keys: { legacy: OLD_SECRET, k2: NEW_SECRET } }));
    sealing = await coldStart();
    await sealing.loadSealingKeys();
    const after = seal(sealing, 'novo');
    expect(after).toMatch(/^k2\.[\w-]+$/);
    expect([...before, after].map((value) => open(sealing, value))).toEqual(['antigo', 'legado', 'novo']);

    // 3. Retire the old key: its values no longer open, the new key's still do.
    sm.secrets.set(ARN, JSON.stringify({ current: 'k2', keys: { k2: NEW_SECRET } }));
    sealing = await coldStart();
    await sealing.loadSealingKeys();
    expect([...before, after].map((value) => open(sealing, value))).toEqual([undefined, undefined, 'novo']);
  });

  it('opens a value only under the key its id names', async () => {
    sm.secrets.set(ARN, JSON.stringify({ current: 'k2', keys: { legacy: OLD_SECRET, k2: NEW_SECRET } }));
    const sealing = await coldStart();
    await sealing.loadSealingKeys();
    const value = seal(sealing, 'valor');
    const body = value.slice('k2.'.length);
    for (const forged of [body, `legacy.${body}`, `k3.${body}`, `k2.k2.${body}`, `.${body}`, `k2.${body}=`])
      expect(open(sealing, forged), forged).toBeUndefined();
  });

  it('reads the secret once per warm function, again once the keys have aged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sealing = await coldStart();
    await Promise.all([sealing.loadSealingKeys(), sealing.loadSealingKeys()]);
    await sealing.loadSealingKeys();
    for (let i = 0; i < 5; i++) open(sealing, seal(sealing, `v${i}`));
    expect(sm.calls).toHaveLength(1);

    sm.secrets.set(ARN, JSON.stringify({ current: 'k2', keys: { legacy: OLD_SECRET, k2: NEW_SECRET } }));
    vi.setSystemTime(Date.now() + sealing.KEYRING_REFRESH_MS - 1_000);
    await sealing.loadSealingKeys();
    expect(sm.calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1_000);
    // Aged but not old: the request goes on with the keys held while they are read beside it.
    expect(sealing.loadSealingKeys()).toBeUndefined();
    expect(seal(sealing, 'ainda')).not.toContain('.');
    await vi.waitFor(() => expect(seal(sealing, 'agora')).toMatch(/^k2\./));
    expect(sm.calls).toHaveLength(2);
  });

  it('reads keys older than the maximum age before the request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sealing = await coldStart();
    await sealing.loadSealingKeys();
    sm.secrets.set(ARN, JSON.stringify({ current: 'k2', keys: { legacy: OLD_SECRET, k2: NEW_SECRET } }));
    vi.setSystemTime(Date.now() + sealing.KEYRING_MAX_AGE_MS);
    const reading = sealing.loadSealingKeys();
    expect(reading).toBeInstanceOf(Promise);
    await reading;
    expect(seal(sealing, 'agora')).toMatch(/^k2\./);
  });

  it('keeps serving with the keys it holds while Secrets Manager fails, trying again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sealing = await coldStart();
    await sealing.loadSealingKeys();
    const value = seal(sealing, 'guardado');
    sm.failing = true;
    vi.setSystemTime(Date.now() + sealing.KEYRING_MAX_AGE_MS);
    await expect(sealing.loadSealingKeys()).resolves.toBeUndefined();
    const failed = sm.calls.length;
    expect(failed).toBeGreaterThan(1);
    expect(open(sealing, value)).toBe('guardado');
    // No read for every request meanwhile: the next one after the pause.
    await sealing.loadSealingKeys();
    expect(sm.calls).toHaveLength(failed);
    sm.failing = false;
    vi.setSystemTime(Date.now() + sealing.KEYRING_RETRY_MS);
    expect(sealing.loadSealingKeys()).toBeUndefined();
    await vi.waitFor(() => expect(sm.calls.length).toBe(failed + 1));
  });

  it('fails a cold start when the secret cannot be read, and seals nothing without its keys', async () => {
    const sealing = await coldStart();
    expect(() => seal(sealing, 'x')).toThrow(/not loaded/);
    sm.failing = true;
    await expect(sealing.loadSealingKeys()).rejects.toMatchObject({ $fault: 'server' });
    expect(() => open(sealing, sealedTheOldWay(OLD_SECRET, 'x'))).toThrow(/not loaded/);
    sm.failing = false;
    await sealing.loadSealingKeys();
    expect(open(sealing, sealedTheOldWay(OLD_SECRET, 'x'))).toBe('x');
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"current": "k2", "keys": {"k2": "segredo-segredo-segredo-segredo'],
    ['a current key it does not hold', JSON.stringify({ current: 'k3', keys: { k2: NEW_SECRET } })],
    ['a key id that is not URL-safe', JSON.stringify({ current: 'k.2', keys: { 'k.2': NEW_SECRET } })],
    ['a secret that is not a string', JSON.stringify({ current: 'k2', keys: { k2: 42 } })],
    ['an empty secret', JSON.stringify({ current: 'k2', keys: { k2: '' } })],
    ['no keys', JSON.stringify({ current: 'k2' })],
  ])('refuses a secret with %s, saying nothing of its value', async (_name, value) => {
    sm.secrets.set(ARN, value);
    const sealing = await coldStart();
    const error = await sealing.loadSealingKeys()!.then(
      () => undefined,
      (thrown: unknown) => thrown as Error,
    );
    expect(error?.message).toBe('sealing secret malformed');
  });

  it('reads nothing in a function the stack gives no sealing secret', async () => {
    vi.stubEnv('SEALING_SECRET_ARN', '');
    const sealing = await coldStart();
    await sealing.loadSealingKeys();
    expect(sm.calls).toEqual([]);
    // Outside local mode such a function cannot seal: no key anyone could derive.
    expect(() => seal(sealing, 'x')).toThrow(/SEALING_SECRET_ARN/);
  });
});

describe('sealing on a developer machine (local mode, no secret)', () => {
  beforeEach(() => {
    vi.stubEnv('SEALING_SECRET_ARN', '');
    mode.local = true;
  });

  it('derives the key from the table name: the same for every process of the table, not for another', async () => {
    vi.stubEnv('TABLE_NAME', 'uma-tabela');
    configModule.resetConfig();
    const value = seal(await coldStart(), 'local');
    expect(open(await coldStart(), value)).toBe('local');
    vi.stubEnv('TABLE_NAME', 'outra-tabela');
    configModule.resetConfig();
    expect(open(await coldStart(), value)).toBeUndefined();
    expect(sm.calls).toEqual([]);
  });
});
