import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../../lib/domain/brcode.js';
import { DEFAULT_PIX_CITY, SANDBOX_PIX_KEY } from '../../lib/domain/pix-identity.js';
import { createMerchant } from '../../lib/merchants/merchants.storage.js';
import { getPixIdentity } from '../../lib/merchants/merchants.service.js';
import { adminCreateKey } from '../../lib/merchants/admin.service.js';
import { ApiError } from '../../lib/errors.js';
import { ensureDemoMerchant } from '../../dev/demo.js';
import { messages } from '../../lib/messages.js';
import { call, newMerchant } from '../support/api.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the operator CLI as an operator would, against the table of this test run. */
function admin(...args: string[]): Promise<Run> {
  return new Promise((resolveRun) => {
    execFile(
      resolve(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/admin.ts', ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
          TABLE_NAME: process.env.TABLE_NAME,
          APP_ENV: 'test',
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolveRun({ code, stdout, stderr });
      },
    );
  });
}

async function pixKeyMissing(merchantId: string): Promise<ApiError> {
  const error = await getPixIdentity(merchantId, 'live').then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('merchant Pix settings', () => {
  it('a merchant without settings: sandbox key in test, 400 pix_key_missing in live, defaults for name and city', async () => {
    const { merchantId } = await newMerchant('Açaí da Esquina');
    expect(await getPixIdentity(merchantId, 'test')).toEqual({
      pixKey: SANDBOX_PIX_KEY,
      merchantName: 'Açaí da Esquina',
      merchantCity: DEFAULT_PIX_CITY,
    });
    const error = await pixKeyMissing(merchantId);
    expect(error.status).toBe(400);
    expect(error.code).toBe('pix_key_missing');
    expect(error.message).toBe(messages.pix.keyMissing);
  });

  it('a name with nothing a bank app can show falls back to a fixed name instead of an invalid code', async () => {
    const { merchantId } = await newMerchant('東京ストア');
    const identity = await getPixIdentity(merchantId, 'test');
    expect(identity.merchantName).toBe('RECEBEDOR PIX');
    expect(() => buildBrCode({ ...identity, txid: 'T1', amountCents: 100 })).not.toThrow();
  });

  it('npm start gives the demo merchant a Pix key, name and city', async () => {
    const demo = await ensureDemoMerchant();
    expect(await getPixIdentity(demo.merchantId, 'live')).toEqual({
      pixKey: 'pix@lojademo.example',
      merchantName: 'Loja Demo',
      merchantCity: 'São Paulo',
    });
  });
});

describe('admin CLI: merchants create', () => {
  it('asks for a display name when the name is longer than the BR Code holds, and shows that one everywhere', async () => {
    // 37 characters once folded: a bank app would show the first 25.
    const name = `Comércio de Alimentos Santa Luzia ${randomUUID().slice(0, 3)}`;
    const refused = await admin('merchants', 'create', '--name', name);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/--name has 37 characters.*the BR Code holds 25.*--display-name/);
    const tooLong = await admin(
      'merchants',
      'create',
      '--name',
      name,
      '--display-name',
      'Alimentos Santa Luzia Ltda',
    );
    expect(tooLong.code).not.toBe(0);
    expect(tooLong.stderr).toMatch(/--display-name must have 1 to 25 characters.*the BR Code holds 25/);
    const listed = JSON.parse((await admin('merchants', 'list')).stdout) as { name: string }[];
    expect(listed.filter((merchant) => merchant.name === name)).toEqual([]);

    const run = await admin(
      'merchants',
      'create',
      '--name',
      name,
      '--display-name',
      ' Santa  Luzia Alimentos ',
    );
    expect(run.code, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout) as { id: string; name: string; displayName: string };
    expect(created).toMatchObject({ name, displayName: 'Santa Luzia Alimentos' });

    // The page and the payer's bank app show the same name.
    const full = await adminCreateKey({ merchantId: created.id, permission: 'FULL_ACCESS' });
    const charge = await call('POST', '/v1/charges', { key: full.key, body: { amount: 1990 } });
    expect(parsePix(charge.json.data.pix.brCode)).toMatchObject({ merchantName: 'Santa Luzia Alimentos' });
    const page = await call('GET', new URL(charge.json.data.paymentUrl as string).pathname);
    expect(page.raw.body?.toString('utf8')).toContain('<h1>Santa Luzia Alimentos</h1>');
  });

  it('takes a name that fits the BR Code once folded, accents and all, as the name payers see', async () => {
    const run = await admin('merchants', 'create', '--name', 'Padaria e Confeitaria São');
    expect(run.code, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout) as { id: string; name: string; displayName: string };
    expect(created).toMatchObject({
      name: 'Padaria e Confeitaria São',
      displayName: 'Padaria e Confeitaria São',
    });
    expect((await getPixIdentity(created.id, 'test')).merchantName).toBe('Padaria e Confeitaria São');
  });

  it('cuts a longer stored name without a display name to what the BR Code carries, on the page too', async () => {
    // Written directly: the CLI refuses such a name without a display name, but an item may hold one.
    const merchant = await createMerchant('Comércio de Alimentos Santa Luzia');
    const identity = await getPixIdentity(merchant.id, 'test');
    expect(identity.merchantName).toBe('Comércio de Alimentos San');
    const full = await adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' });
    const charge = await call('POST', '/v1/charges', { key: full.key, body: { amount: 1990 } });
    expect(parsePix(charge.json.data.pix.brCode)).toMatchObject({
      merchantName: 'Comercio de Alimentos San',
    });
    const page = await call('GET', new URL(charge.json.data.paymentUrl as string).pathname);
    expect(page.raw.body?.toString('utf8')).toContain('<h1>Comércio de Alimentos San</h1>');
  });
});

describe('admin CLI: merchants update', () => {
  it('sets key, display name and city, validated and normalised; charges use them at once', async () => {
    const { merchantId, full, readOnly } = await newMerchant('Padaria Central Ltda');

    const run = await admin(
      'merchants',
      'update',
      merchantId,
      '--pix-key',
      ' 529.982.247-25 ',
      '--name',
      '  Padaria   São João ',
      '--city',
      'Florianópolis',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      id: merchantId,
      name: 'Padaria Central Ltda',
      pix: {
        key: '52998224725',
        keyType: 'CPF',
        displayName: 'Padaria São João',
        city: 'Florianópolis',
        sandboxKey: SANDBOX_PIX_KEY,
      },
      rateLimit: null,
    });
    for (const secret of [full, readOnly]) expect(run.stdout).not.toContain(secret.slice(-20));

    // Live now works, and the code carries the key, the folded name and the city cut to 15.
    const identity = await getPixIdentity(merchantId, 'live');
    expect(identity).toEqual({
      pixKey: '52998224725',
      merchantName: 'Padaria São João',
      merchantCity: 'Florianópolis',
    });
    const parsed = parsePix(buildBrCode({ ...identity, amountCents: 1990, txid: 'ABC123' }));
    expect(parsed).toMatchObject({
      pixKey: '52998224725',
      merchantName: 'Padaria Sao Joao',
      merchantCity: 'Florianopolis',
      transactionAmount: 19.9,
    });

    // A test charge carries the sandbox key whatever key is set: scanned by a real bank app, it
    // can move no money to the merchant's CPF.
    expect(await getPixIdentity(merchantId, 'test')).toEqual({ ...identity, pixKey: SANDBOX_PIX_KEY });
    const charge = await call('POST', '/v1/charges', { key: full, body: { amount: 1990 } });
    expect(parsePix(charge.json.data.pix.brCode)).toMatchObject({
      pixKey: SANDBOX_PIX_KEY,
      merchantName: 'Padaria Sao Joao',
    });

    // Changing one setting leaves the others as they were.
    const keyOnly = await admin('merchants', 'update', merchantId, '--pix-key', '+55 (48) 99876-5432');
    expect(keyOnly.code, keyOnly.stderr).toBe(0);
    expect(JSON.parse(keyOnly.stdout).pix).toMatchObject({
      key: '+5548998765432',
      keyType: 'PHONE',
      displayName: 'Padaria São João',
      city: 'Florianópolis',
    });
  });

  it('refuses bad input on stderr with a non-zero exit and changes nothing', async () => {
    const { merchantId } = await newMerchant('Loja Recusada');
    const [badKey, cpfShapedPhone, allBad, nothing, unknown, noId, tooLong] = await Promise.all([
      admin('merchants', 'update', merchantId, '--pix-key', '529.982.247-26', '--city', 'Recife'),
      admin('merchants', 'update', merchantId, '--pix-key', '11987654321'),
      admin('merchants', 'update', merchantId, '--pix-key', 'chave', '--name', '   ', '--city', '東京'),
      admin('merchants', 'update', merchantId),
      admin('merchants', 'update', '0190f5b2-7c3a-7d4e-8f00-123456789abc', '--city', 'Recife'),
      admin('merchants', 'update', '--city', 'Recife'),
      // 26 characters, and a city of 16 once "ã" is folded: one over what the BR Code holds.
      admin(
        'merchants',
        'update',
        merchantId,
        '--name',
        'Panificadora Bom Jesus SPX',
        '--city',
        'São José do Rioo',
      ),
    ]);
    for (const run of [badKey, cpfShapedPhone, allBad, nothing, unknown, noId, tooLong]) {
      expect(run.code).not.toBe(0);
      expect(run.stdout).toBe('');
    }
    expect(badKey.stderr).toMatch(/--pix-key must be a valid CPF/);
    expect(cpfShapedPhone.stderr).toMatch(/--pix-key/);
    // Every problem at once.
    expect(allBad.stderr).toMatch(/--name must have/);
    expect(allBad.stderr).toMatch(/--city must have/);
    expect(allBad.stderr).toMatch(/--pix-key must be/);
    expect(nothing.stderr).toMatch(/nothing to update/);
    expect(unknown.stderr).toMatch(/no merchant/);
    expect(noId.stderr).toMatch(/missing <id>/);
    expect(tooLong.stderr).toMatch(
      /--name must have 1 to 25 characters without accents.*the BR Code holds 25/,
    );
    expect(tooLong.stderr).toMatch(
      /--city must have 1 to 15 characters without accents.*the BR Code holds 15/,
    );
    // A city too long is told how to abbreviate it; one with nothing usable is not.
    expect(tooLong.stderr).toMatch(/Abbreviate it.*S J DOS CAMPOS/);
    expect(allBad.stderr).not.toMatch(/Abbreviate/);

    // The valid --city of the refused call was not written either.
    expect(await getPixIdentity(merchantId, 'test')).toEqual({
      pixKey: SANDBOX_PIX_KEY,
      merchantName: 'Loja Recusada',
      merchantCity: DEFAULT_PIX_CITY,
    });
    expect((await pixKeyMissing(merchantId)).code).toBe('pix_key_missing');
  });
});
