import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetSealingKeys } from '../../lib/sealing-keys.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { secretArn, startSecretsManager, type FakeSecretsManager } from '../support/secrets-manager.js';

/**
 * The rotation of the sealing key as docs/operations.md gives it, through the API: the handlers
 * read the keys from (a fake of) Secrets Manager as a deployed function does. A warm function
 * reads them again within `KEYRING_MAX_AGE_MS`; here each step forgets them, as that wait would.
 */
const ARN = secretArn('merchant-payments-test-sealing');
const OLD = randomBytes(48).toString('base64url');
const NEW = randomBytes(48).toString('base64url');

let sm: FakeSecretsManager;
let m: TestMerchant;

function setSecret(value: string): void {
  sm.secrets.set(ARN, value);
  resetSealingKeys();
}

beforeAll(async () => {
  sm = await startSecretsManager();
  for (const [name, value] of Object.entries(sm.environment())) vi.stubEnv(name, value);
  vi.stubEnv('SEALING_SECRET_ARN', ARN);
  setSecret(OLD);
  m = await newMerchant('Loja Rotação');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetSealingKeys();
  await sm.close();
});

/** What a merchant holds that was sealed: a charge's page link, a list cursor, a kept answer. */
async function sealedValues() {
  const charge = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1000 } });
  expect(charge.status).toBe(201);
  await call('POST', '/v1/charges', { key: m.full, body: { amount: 1100 } });
  const page = await call('GET', '/v1/charges?size=1', { key: m.full });
  const idempotencyKey = randomUUID();
  const created = await call('POST', '/v1/customers', {
    key: m.full,
    body: { name: 'Ana', email: `${idempotencyKey}@exemplo.com.br` },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  expect(created.status).toBe(200);
  return {
    chargeId: charge.json.data.id as string,
    link: charge.json.data.paymentUrl as string,
    cursor: page.json.data.page.nextCursor as string,
    idempotencyKey,
    customer: created.json.data,
  };
}

type Sealed = Awaited<ReturnType<typeof sealedValues>>;

/** Each sealed value opens: the link is answered again, the cursor pages, the answer replays. */
async function expectOpen(values: Sealed) {
  const charge = await call('GET', `/v1/charges/${values.chargeId}`, { key: m.full });
  expect(charge.json.data.paymentUrl).toBe(values.link);
  const next = await call('GET', `/v1/charges?size=1&cursor=${values.cursor}`, { key: m.full });
  expect(next.status).toBe(200);
  const replay = await call('POST', '/v1/customers', {
    key: m.full,
    body: { name: 'Ana', email: values.customer.email },
    headers: { 'Idempotency-Key': values.idempotencyKey },
  });
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.json.data).toEqual(values.customer);
}

describe('rotating the sealing key (docs/operations.md)', () => {
  it('keeps what was sealed opening until its key is retired, then answers it as invalid, never 500', async () => {
    const before = await sealedValues();
    expect(before.cursor).not.toContain('.');
    await expectOpen(before);

    // 1. Add the new key beside the old, still current.
    setSecret(JSON.stringify({ current: 'legacy', keys: { legacy: OLD, '2026-01': NEW } }));
    await expectOpen(before);
    const during = await sealedValues();
    expect(during.cursor).not.toContain('.');

    // 2. Make it current: new values carry its id, old ones keep opening.
    setSecret(JSON.stringify({ current: '2026-01', keys: { legacy: OLD, '2026-01': NEW } }));
    const after = await sealedValues();
    expect(after.cursor).toMatch(/^2026-01\./);
    for (const values of [before, during, after]) await expectOpen(values);

    // 3. Retire the old key: what it sealed is answered as invalid or absent, and nothing else.
    setSecret(JSON.stringify({ current: '2026-01', keys: { '2026-01': NEW } }));
    await expectOpen(after);
    for (const old of [before, during]) {
      const charge = await call('GET', `/v1/charges/${old.chargeId}`, { key: m.full });
      expect(charge.status).toBe(200);
      expect(charge.json.data.paymentUrl).toBeNull();
      // The page itself works: its token is looked up by hash, not opened.
      expect((await call('GET', new URL(old.link).pathname)).status).toBe(200);
      const page = await call('GET', `/v1/charges?size=1&cursor=${old.cursor}`, { key: m.full });
      expect(expectError(page, 422).fields).toEqual([
        expect.objectContaining({ field: 'cursor', code: 'invalid_cursor' }),
      ]);
      const replay = await call('POST', '/v1/customers', {
        key: m.full,
        body: { name: 'Ana', email: old.customer.email },
        headers: { 'Idempotency-Key': old.idempotencyKey },
      });
      expect(expectError(replay, 409).code).toBe('idempotency_response_lost');
    }
  });

  it('answers 503 while the keys cannot be read, and serves again once they can', async () => {
    setSecret(OLD);
    sm.failing = true;
    try {
      const refused = await call('GET', '/v1/charges?size=1', { key: m.full });
      expectError(refused, 503);
    } finally {
      sm.failing = false;
    }
    expect((await call('GET', '/v1/charges?size=1', { key: m.full })).status).toBe(200);
  });
});
