import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { sweepPendingRefunds } from '../../lib/charges/refunds.service.js';
import { config, resetConfig } from '../../lib/config.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { dayIn } from '../../lib/ledger/ledger.domain.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { reconcileBeforeSweep } from '../../lib/payments/read-back.service.js';
import { refundIdOf } from '../../lib/pix/api-pix/returns.js';
import { dayWindow } from '../../lib/reconciliation/reconciliation.domain.js';
import { SWEEP_AFTER_MS, sweepReconciliations } from '../../lib/reconciliation/reconciliation.service.js';
import { logger } from '../../lib/logger.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { resetConnections } from '../../lib/pix/connections.js';
import { buildOpenApiDocument } from '../../lib/api/document.js';
import { adminSetFee } from '../../lib/payouts/payouts-admin.service.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { useLivePsp } from '../support/live-psp.js';
import { connectBody, RECEIVING_ACCOUNT, startOwnPsp, type OwnPsp } from './own-psp.js';
import { storedEvents } from '../support/stored.js';
import { pixConnectionCommands } from '../../scripts/admin/pix-connection.js';
import { writeFileSync } from 'node:fs';
import { useOwnTable } from '../support/own-table.js';

/**
 * A merchant's own PSP (`OWN_ACCOUNT`) beside the platform's (`PLATFORM`), in one live deployment:
 * two merchants on two stub PSPs of their own (each its certificates, OAuth client, Pix key,
 * webhook and store) and a merchant on the platform's stub PSP. Each charge, notice, refund,
 * read-back and reconciliation lands at the PSP that issued the charge, with the platform's PSP
 * configured or not.
 */
// The daily sweep reads the whole table (the day's mark, every live connection): a table of its own.
useOwnTable();
const platform = useLivePsp();

const psps: OwnPsp[] = [];
const deliveries: string[] = [];

async function ownPsp(name: string, pixKey: string): Promise<OwnPsp> {
  const own = await startOwnPsp(name, pixKey, deliveries);
  psps.push(own);
  return own;
}

const b64 = (pem: string) => Buffer.from(pem).toString('base64');

/** Everything logged while the file runs, to look for a secret in. */
const logged: string[] = [];
const keep =
  (level: string) =>
  (...args: unknown[]) => {
    logged.push(
      `${level} ${JSON.stringify(args, (_key, value: unknown) =>
        value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
      )}`,
    );
  };

let pspA: OwnPsp;
let pspB: OwnPsp;

beforeAll(async () => {
  platform.setEnv({ APP_ENV: 'live', PIX_NOTICE_BASE_URL: 'http://127.0.0.1' });
  resetConfig();
  for (const level of ['debug', 'info', 'warn', 'error'] as const)
    vi.spyOn(logger, level).mockImplementation(keep(level));
  pspA = await ownPsp('a', '11111111-2222-4333-8444-555555555555');
  pspB = await ownPsp('b', 'loja-b@example.com');
});

afterAll(async () => {
  vi.restoreAllMocks();
  resetConnections();
  for (const own of psps) await own.psp.stop();
  process.env.APP_ENV = platform.savedEnv('APP_ENV') ?? 'test';
  resetConfig();
});

afterEach(() => {
  for (const own of psps) own.psp.exchanges.length = 0;
});

const connect = async (m: TestMerchant, own: OwnPsp, overrides: Record<string, unknown> = {}) =>
  call('PUT', '/v1/pix-connection', { key: m.full, body: connectBody(own, overrides) });

const connection = async (m: TestMerchant) =>
  (await call('GET', '/v1/pix-connection', { key: m.readOnly })).json.data as Record<string, unknown>;

async function createCharge(m: TestMerchant, amount = 1990) {
  const result = await call('POST', '/v1/charges', { key: m.full, body: { amount } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as { id: string; status: string; pix: { txid: string; brCode: string } };
}

const status = async (m: TestMerchant, id: string) =>
  (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data.status as string;

/** The PSP operations `own` was asked for, as `METHOD /template`. */
const asked = (psp: StubPsp) => psp.exchanges.map((e) => `${e.method} ${e.operation}`);

/** Runs `work` on a deployment with no platform PSP (`PIX_PROVIDER` unset), then puts it back. */
async function withoutPlatformPsp<T>(work: () => Promise<T>): Promise<T> {
  platform.setEnv({ PIX_PROVIDER: '' });
  try {
    return await work();
  } finally {
    platform.setEnv({ PIX_PROVIDER: 'api-pix' });
  }
}

const today = () => dayIn(new Date().toISOString(), config().businessTimeZone);
/** The daily reconciliation sweep of `date`, run after its first hour (the day's mark removed first). */
async function sweepDay(date: string): Promise<number> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.reconciliationSweep(date) }));
  const next = new Date(Date.parse(dayWindow(date, config().businessTimeZone).end) + SWEEP_AFTER_MS + 60_000);
  return sweepReconciliations(completeOwner, next);
}

const run = async (m: TestMerchant, date: string) =>
  (await call('GET', `/v1/reconciliations/${date}`, { key: m.readOnly })).json.data as {
    status: string;
    settledLate: { chargeId: string }[];
  };

describe('connecting a merchant PSP', () => {
  it('checks the PSP, saves the connection and shows it without a secret', async () => {
    const m = await newMerchant();
    expect(await connection(m)).toMatchObject({ mode: 'PLATFORM', baseUrl: null, status: null });

    const put = await connect(m, pspA);
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const shown = await connection(m);
    expect(shown).toMatchObject({
      mode: 'OWN_ACCOUNT',
      baseUrl: pspA.psp.baseUrl,
      pixKey: pspA.pixKey,
      clientId: 'client-a',
      status: 'ACTIVE',
      lastError: null,
      certificate: { subject: 'CN=merchant-payments-client' },
    });
    expect(Date.parse((shown.certificate as { expiresAt: string }).expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(shown)).not.toContain(pspA.clientSecret);
    expect(JSON.stringify(shown)).not.toContain('PRIVATE KEY');

    // The webhook is registered at the merchant's PSP, on a notice URL of this connection only.
    const webhook = pspA.psp.webhooks.get(pspA.pixKey)!;
    expect(webhook).toMatch(/^http:\/\/127\.0\.0\.1\/v1\/psp\/pix-webhook\/[A-Za-z0-9_-]{43}$/);
    expect(pspA.psp.exchanges.map((e) => `${e.method} ${e.operation}`)).toEqual([
      'POST /oauth/token',
      'GET /pix',
      'PUT /webhook/{chave}',
    ]);
  });

  it('takes a receiving account, registers the Pix Automático webhooks and shows the account', async () => {
    const m = await newMerchant();
    const put = await connect(m, pspB, { account: RECEIVING_ACCOUNT });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(await connection(m)).toMatchObject({ mode: 'OWN_ACCOUNT', account: RECEIVING_ACCOUNT });
    // The authorizations' and cycles' notices go to this connection's own notice URL too.
    const url = pspB.psp.webhooks.get(pspB.pixKey)!;
    expect(pspB.psp.webhookRecUrl).toBe(url);
    expect(pspB.psp.webhookCobrUrl).toBe(url);
    expect(asked(pspB.psp)).toEqual([
      'POST /oauth/token',
      'GET /pix',
      'PUT /webhook/{chave}',
      'PUT /webhookrec',
      'PUT /webhookcobr',
    ]);
    // Without the account: none of them, and none shown.
    const other = await newMerchant();
    expect((await connect(other, pspB)).status).toBe(200);
    expect(await connection(other)).toMatchObject({ account: null });
  });

  it('names the Pix Automático webhook step that failed, saving nothing', async () => {
    const m = await newMerchant();
    pspA.psp.inject('PUT', '/webhookrec', { kind: 'error', status: 403 });
    const rec = expectError(await connect(m, pspA, { account: RECEIVING_ACCOUNT }), 400);
    expect(rec.code).toBe('pix_connection_failed');
    expect(rec.fields?.[0]?.field).toBe('webhookrec');
    expect(rec.message).toContain('PUT /webhookrec');
    expect(JSON.stringify(rec)).not.toContain(pspA.clientSecret);
    pspA.psp.inject('PUT', '/webhookcobr', { kind: 'error', status: 400 });
    const cobr = expectError(await connect(m, pspA, { account: RECEIVING_ACCOUNT }), 400);
    expect(cobr.fields?.[0]?.field).toBe('webhookcobr');
    expect(await connection(m)).toMatchObject({ mode: 'PLATFORM' });
  });

  it('refuses with the failed step and the PSP answer, saving nothing', async () => {
    const m = await newMerchant();
    const wrongSecret = 'not-the-secret-0123456789abcdef';
    const token = await connect(m, pspA, { clientSecret: wrongSecret });
    const tokenError = expectError(token, 400);
    expect(tokenError.code).toBe('pix_connection_failed');
    expect(tokenError.message).toContain('token OAuth');
    expect(tokenError.fields).toEqual([expect.objectContaining({ field: 'token' })]);
    expect(JSON.stringify(token.json)).not.toContain(wrongSecret);

    // Another PSP's client certificate: its mutual TLS refuses the connection.
    const tls = expectError(
      await connect(m, pspA, {
        certificate: b64(pspB.certs.clientCert),
        privateKey: b64(pspB.certs.clientKey),
      }),
      400,
    );
    expect(tls.fields?.[0]?.field).toBe('token');

    const mismatch = expectError(await connect(m, pspA, { privateKey: b64(pspB.certs.clientKey) }), 400);
    expect(mismatch.fields?.[0]).toMatchObject({ field: 'certificate' });

    pspA.psp.inject('GET', '/pix', { kind: 'error', status: 403 });
    const read = expectError(await connect(m, pspA), 400);
    expect(read.fields?.[0]?.field).toBe('read');
    expect(read.message).toContain('Serviço indisponível');

    pspA.psp.inject('PUT', '/webhook/{chave}', { kind: 'error', status: 400 });
    const webhook = expectError(await connect(m, pspA), 400);
    expect(webhook.fields?.[0]?.field).toBe('webhook');

    expect(await connection(m)).toMatchObject({ mode: 'PLATFORM' });
  });

  it('takes a connection from a FULL_ACCESS key only, and a well-formed body', async () => {
    const m = await newMerchant();
    const readOnly = await call('PUT', '/v1/pix-connection', { key: m.readOnly, body: connectBody(pspA) });
    expectError(readOnly, 403);
    const bad = await call('PUT', '/v1/pix-connection', {
      key: m.full,
      body: connectBody(pspA, { baseUrl: 'http://127.0.0.1/api', certificate: 'nope' }),
    });
    expect(
      expectError(bad, 422)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['baseUrl', 'certificate']);
    expectError(await call('DELETE', '/v1/pix-connection', { key: m.readOnly }), 403);

    // One past each bound is refused by name before the PSP is asked anything.
    const url = (n: number) => `https://psp.example/${'a'.repeat(n - 'https://psp.example/'.length)}`;
    const exchanges = pspA.psp.exchanges.length;
    const long = await call('PUT', '/v1/pix-connection', {
      key: m.full,
      body: connectBody(pspA, {
        baseUrl: url(501),
        tokenUrl: url(501),
        clientId: 'c'.repeat(201),
        clientSecret: 's'.repeat(1_001),
        pixKey: 'k'.repeat(78),
      }),
    });
    expect(
      expectError(long, 422)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['baseUrl', 'clientId', 'clientSecret', 'pixKey', 'tokenUrl']);
    expect(pspA.psp.exchanges.length).toBe(exchanges);

    // The receiving account is checked as the platform's: digits, one past each bound, a known type.
    const account = await call('PUT', '/v1/pix-connection', {
      key: m.full,
      body: connectBody(pspA, { account: { conta: '1'.repeat(21), tipoConta: 'SALARIO', agencia: '12345' } }),
    });
    expect(
      expectError(account, 422)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['account.agencia', 'account.conta', 'account.tipoConta']);
    const format = await call('PUT', '/v1/pix-connection', {
      key: m.full,
      body: connectBody(pspA, { account: { conta: '12-3', tipoConta: 'CORRENTE' } }),
    });
    expect(expectError(format, 422).fields?.map((f) => f.field)).toEqual(['account.conta']);
    expect(pspA.psp.exchanges.length).toBe(exchanges);
  });

  it('answers 400 pix_connection_live_only in test', async () => {
    process.env.APP_ENV = 'test';
    resetConfig();
    try {
      const m = await newMerchant();
      const refused = expectError(await connect(m, pspA), 400);
      expect(refused.code).toBe('pix_connection_live_only');
      expect(await connection(m)).toMatchObject({ mode: 'PLATFORM' });
    } finally {
      process.env.APP_ENV = 'live';
      resetConfig();
    }
  });
});

describe('two OWN_ACCOUNT merchants and a PLATFORM merchant', () => {
  let a: TestMerchant;
  let b: TestMerchant;
  let p: TestMerchant;

  beforeAll(async () => {
    [a, b, p] = await Promise.all([newMerchant('Loja A'), newMerchant('Loja B'), newMerchant('Loja P')]);
    expect((await connect(a, pspA)).status).toBe(200);
    expect((await connect(b, pspB)).status).toBe(200);
  });

  it('creates each charge at the PSP of its merchant', async () => {
    const [ca, cb, cp] = [await createCharge(a), await createCharge(b), await createCharge(p)];
    expect(pspA.psp.cobs.get(liveTxid(ca.pix.txid))).toMatchObject({ chave: pspA.pixKey });
    expect(pspB.psp.cobs.get(liveTxid(cb.pix.txid))).toMatchObject({ chave: pspB.pixKey });
    expect(platform.psp.cobs.has(liveTxid(cp.pix.txid))).toBe(true);
    expect(pspA.psp.cobs.has(liveTxid(cb.pix.txid))).toBe(false);
    expect(platform.psp.cobs.has(liveTxid(ca.pix.txid))).toBe(false);
    expect(ca.pix.brCode).toBe(pspA.psp.cobs.get(liveTxid(ca.pix.txid))!.pixCopiaECola);
  });

  it('settles a charge from the notice on its connection URL, confirmed at its own PSP', async () => {
    const ca = await createCharge(a);
    const pix = pspA.psp.pay(liveTxid(ca.pix.txid));
    expect(await pspA.psp.notify(pspA.pixKey, [pix])).toBe(200);
    expect(await status(a, ca.id)).toBe('PAID');
    expect(
      pspA.psp.exchanges.some((e) => e.operation === '/pix/{e2eid}' && e.path.endsWith(pix.endToEndId)),
    ).toBe(true);
    expect(platform.psp.exchanges.some((e) => e.path.endsWith(pix.endToEndId))).toBe(false);
  });

  it("never moves another merchant's charge from a notice on one merchant's URL", async () => {
    const cb = await createCharge(b);
    // PSP A says it received a Pix with B's txid (a forged or stray Pix), and notices A's URL.
    const forged = {
      endToEndId: `E99999999${Date.now()}`.padEnd(32, 'X').slice(0, 32),
      txid: liveTxid(cb.pix.txid),
      valor: '19.90',
      horario: new Date().toISOString(),
    };
    pspA.psp.receive(forged);
    expect(await pspA.psp.notify(pspA.pixKey, [forged])).toBe(200);
    expect(await status(b, cb.id)).toBe('PENDING');
    // Nor from the platform's URL.
    platform.psp.receive(forged);
    expect((await platform.notify([forged])).status).toBe(200);
    expect(await status(b, cb.id)).toBe('PENDING');
  });

  it('refunds at the PSP that issued the charge', async () => {
    const cb = await createCharge(b, 5000);
    const pix = pspB.psp.pay(liveTxid(cb.pix.txid));
    expect(await pspB.psp.notify(pspB.pixKey, [pix])).toBe(200);
    const refund = await call('POST', `/v1/charges/${cb.id}/refund`, {
      key: b.full,
      body: { amount: 1000 },
      headers: { 'idempotency-key': `refund-${cb.id}` },
    });
    expect(refund.status, JSON.stringify(refund.json)).toBeLessThan(300);
    expect(pspB.psp.pixes.get(pix.endToEndId)?.devolucoes).toEqual([
      expect.objectContaining({ valor: '10.00' }),
    ]);
  });

  it("records its own account's money in the statement, never in the balance or a fee", async () => {
    const m = await newMerchant();
    await adminSetFee(m.merchantId, { fixed: '35', percent: '1.99' });
    expect((await connect(m, pspA)).status).toBe(200);
    const charge = await createCharge(m, 5000);
    const pix = pspA.psp.pay(liveTxid(charge.pix.txid));
    expect(await pspA.psp.notify(pspA.pixKey, [pix])).toBe(200);
    expect(await status(m, charge.id)).toBe('PAID');
    const entries = (await call('GET', '/v1/ledger', { key: m.readOnly })).json.data.content as {
      type: string;
      amount: number;
    }[];
    expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([['PIX_RECEIVED', 50]]);
    // The platform holds none of it: no fee on money it never held, nothing to pay out.
    const balance = (await call('GET', '/v1/balance', { key: m.readOnly })).json.data;
    expect(balance).toMatchObject({ mode: 'OWN_ACCOUNT', available: 0, pending: 0, blocked: 0, inPayout: 0 });
  });

  it('keeps a charge on the PSP that issued it after the merchant disconnects', async () => {
    const m = await newMerchant();
    expect((await connect(m, pspA)).status).toBe(200);
    const before = await createCharge(m);
    const removed = await call('DELETE', '/v1/pix-connection', { key: m.full });
    expect(removed.json.data).toMatchObject({ mode: 'PLATFORM' });
    expect(await connection(m)).toMatchObject({ mode: 'PLATFORM' });

    const after = await createCharge(m);
    expect(platform.psp.cobs.has(liveTxid(after.pix.txid))).toBe(true);
    // The earlier charge is paid, noticed and cancelled-at where it was issued.
    const pix = pspA.psp.pay(liveTxid(before.pix.txid));
    expect(await pspA.psp.notify(pspA.pixKey, [pix])).toBe(200);
    expect(await status(m, before.id)).toBe('PAID');
    expect((await findCharge(m.merchantId, before.id))?.pixConnectionId).toBeDefined();

    const cancel = await call('POST', `/v1/charges/${after.id}/cancel`, { key: m.full });
    expect(cancel.status).toBe(200);
    expect(platform.psp.cobs.get(liveTxid(after.pix.txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('refuses a subscription on a connection without a receiving account, naming what to add', async () => {
    const customer = await call('POST', '/v1/customers', {
      key: a.full,
      body: { name: 'Maria das Dores', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
    });
    const cobs = pspA.psp.cobs.size;
    const refused = await call('POST', '/v1/subscriptions', {
      key: a.full,
      body: {
        customerId: customer.json.data.id,
        amount: 4990,
        interval: 'MONTHLY',
        startDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        description: 'Plano mensal',
        retryPolicy: 'NONE',
      },
    });
    const error = expectError(refused, 409);
    expect(error.message).toContain('conta recebedora');
    expect(error.message).toContain('`account`');
    expect(pspA.psp.cobs.size).toBe(cobs);
    expect(pspA.psp.recs.size).toBe(0);
  });

  it("reconciles each merchant's day at its own PSP and at the platform's", async () => {
    // Paid at each PSP, no notice: the sweeps must find them where they were issued.
    const [ca, cb, cp] = [await createCharge(a), await createCharge(b), await createCharge(p)];
    pspA.psp.pay(liveTxid(ca.pix.txid));
    pspB.psp.pay(liveTxid(cb.pix.txid));
    platform.psp.pay(liveTxid(cp.pix.txid));
    const date = today();
    expect(await sweepDay(date)).toBeGreaterThanOrEqual(3);
    for (const [m, charge] of [
      [a, ca],
      [b, cb],
      [p, cp],
    ] as const) {
      expect(await status(m, charge.id)).toBe('PAID');
      expect((await run(m, date)).settledLate).toEqual(
        expect.arrayContaining([expect.objectContaining({ chargeId: charge.id })]),
      );
    }
    for (const psp of [pspA.psp, pspB.psp, platform.psp]) expect(asked(psp)).toContain('GET /pix');
  });

  it('reaches the merchants PSPs from every sweep with no platform PSP configured', async () => {
    // A charge of A paid without notice; one of B paid, noticed and partly refunded (pending).
    const ca = await createCharge(a);
    const cb = await createCharge(b, 4000);
    const late = await createCharge(b, 1200);
    pspA.psp.pay(liveTxid(ca.pix.txid));
    const pix = pspB.psp.pay(liveTxid(cb.pix.txid));
    expect(await pspB.psp.notify(pspB.pixKey, [pix])).toBe(200);
    const refund = await call('POST', `/v1/charges/${cb.id}/refund`, {
      key: b.full,
      body: { amount: 1500 },
      headers: { 'idempotency-key': `refund-${cb.id}` },
    });
    expect(refund.status, JSON.stringify(refund.json)).toBeLessThan(300);
    const refundId = (refund.json.data.refunds as { id: string; status: string }[])[0]!;
    expect(refundId.status).toBe('PENDING');

    platform.psp.exchanges.length = 0;
    await withoutPlatformPsp(async () => {
      // The read-back before expiry asks A's PSP about A's charge.
      await reconcileBeforeSweep(new Date(Date.now() + 2 * 3_600_000));
      expect(await status(a, ca.id)).toBe('PAID');
      expect(asked(pspA.psp)).toContain('GET /cob/{txid}');

      // The refund sweep asks B's PSP about B's refund.
      pspB.psp.finishDevolucao(refundIdOf(refundId.id), 'DEVOLVIDO');
      pspB.psp.exchanges.length = 0;
      expect(await sweepPendingRefunds(new Date(), { merchantId: b.merchantId })).toBe(1);
      const refunded = (await call('GET', `/v1/charges/${cb.id}`, { key: b.readOnly })).json.data;
      expect(refunded.refunds[0]).toMatchObject({ status: 'SUCCEEDED' });
      expect(asked(pspB.psp)).toContain('PUT /pix/{e2eid}/devolucao/{id}');

      // The daily reconciliation lists each merchant's own PSP and settles B's late Pix there.
      pspB.psp.pay(liveTxid(late.pix.txid));
      const date = today();
      expect(await sweepDay(date)).toBeGreaterThanOrEqual(2);
      expect(await status(b, late.id)).toBe('PAID');
      expect((await run(b, date)).settledLate).toEqual(
        expect.arrayContaining([expect.objectContaining({ chargeId: late.id })]),
      );
      expect(asked(pspA.psp)).toContain('GET /pix');
      expect(asked(pspB.psp)).toContain('GET /pix');
      // The platform's PSP is asked nothing: there is none.
      expect(platform.psp.exchanges).toEqual([]);
    });
  });

  it('goes on reading back at the other PSPs when one cannot be reached', async () => {
    const [ca, cb] = [await createCharge(a), await createCharge(b)];
    pspA.psp.pay(liveTxid(ca.pix.txid));
    pspB.psp.pay(liveTxid(cb.pix.txid));
    // A's PSP fails its first read (both attempts): A's charges wait for the next pass.
    pspA.psp.inject('GET', '/cob/{txid}', { kind: 'error', status: 503 }, 2);
    await reconcileBeforeSweep(new Date(Date.now() + 2 * 3_600_000 + 1));
    expect(await status(b, cb.id)).toBe('PAID');
    expect(await status(a, ca.id)).toBe('PENDING');
    expect(asked(pspA.psp).filter((each) => each === 'GET /cob/{txid}')).toHaveLength(2);
    expect(await connection(a)).toMatchObject({ status: 'FAILING', lastError: { step: 'readPaid' } });
    // The next pass asks it again.
    await reconcileBeforeSweep(new Date(Date.now() + 2 * 3_600_000 + 2));
    expect(await status(a, ca.id)).toBe('PAID');
    expect(await connection(a)).toMatchObject({ status: 'ACTIVE', lastError: null });
  });

  it('reconciles the charges still paid at a PSP the merchant left, asked or swept', async () => {
    // Each merchant its own banks: a listing at a merchant's own PSP is all that merchant's money.
    const [pspC, pspD, pspE] = [
      await ownPsp('c', 'loja-c@example.com'),
      await ownPsp('d', 'loja-d@example.com'),
      await ownPsp('e', 'loja-e@example.com'),
    ];
    const m = await newMerchant('Loja Trocou de Banco');
    const n = await newMerchant('Loja Desconectou');
    expect((await connect(m, pspC)).status).toBe(200);
    expect((await connect(n, pspE)).status).toBe(200);
    const atC = await createCharge(m, 2500);
    const atE = await createCharge(n, 3000);
    // m moves to bank D, n back to the platform's account: the charges issued stay where they are.
    expect((await connect(m, pspD)).status).toBe(200);
    expect((await call('DELETE', '/v1/pix-connection', { key: n.full })).status).toBe(200);
    const atD = await createCharge(m, 1500);
    const atPlatform = await createCharge(n, 700);
    const paid: Record<string, string> = {};
    for (const [own, charge] of [
      [pspC, atC],
      [pspD, atD],
      [pspE, atE],
    ] as const) {
      const pix = own.psp.pay(liveTxid(charge.pix.txid));
      paid[charge.id] = pix.endToEndId;
      expect(await own.psp.notify(own.pixKey, [pix])).toBe(200);
    }
    const pix = platform.psp.pay(liveTxid(atPlatform.pix.txid));
    expect((await platform.notify([pix])).status).toBe(200);
    for (const [who, charge] of [
      [m, atC],
      [m, atD],
      [n, atE],
      [n, atPlatform],
    ] as const)
      expect(await status(who, charge.id)).toBe('PAID');

    // What bank C receives that no charge asked for, since m left it, is not m's run's.
    pspC.psp.receive({
      endToEndId: `E11111111${Date.now()}`.padEnd(32, 'Y').slice(0, 32),
      valor: '5.00',
      horario: new Date().toISOString(),
    });

    // A run asked for the day lists the current PSP and the one each paid charge was issued at.
    const date = today();
    const asks = async (who: TestMerchant) => {
      const answer = await call('POST', `/v1/reconciliations/${date}/run`, { key: who.full });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.data as Record<string, unknown>;
    };
    expect(await asks(m)).toMatchObject({
      status: 'MATCHED',
      psp: { count: 2, amount: 40 },
      ledger: { count: 2, amount: 40 },
      missingAtPsp: [],
      unmatched: [],
    });
    expect(await asks(n)).toMatchObject({
      status: 'MATCHED',
      psp: { count: 2, amount: 37 },
      ledger: { count: 2, amount: 37 },
      missingAtPsp: [],
    });
    for (const own of [pspC, pspD, pspE]) expect(asked(own.psp)).toContain('GET /pix');

    // The daily sweep too: a MED return at the bank m left is found there and recorded.
    pspC.psp.medReturn(paid[atC.id]!, 'MED_FRAUDE', { valor: '10.00' });
    await sweepDay(date);
    const swept = (await call('GET', `/v1/reconciliations/${date}`, { key: m.readOnly })).json.data;
    // A MED return is always one to review: the day's only discrepancy.
    expect(swept).toMatchObject({
      status: 'DISCREPANCIES',
      psp: { count: 2 },
      ledger: { count: 2 },
      missingAtPsp: [],
      unmatched: [],
    });
    expect(swept.medReturns).toEqual([expect.objectContaining({ chargeId: atC.id, recorded: true })]);
    const returned = await findCharge(m.merchantId, atC.id);
    expect(returned?.refunds).toEqual([expect.objectContaining({ origin: 'MED', amount: 1000 })]);

    // A bank left that cannot list the day does not fail the run (a closed account would fail every
    // run): its Pix stay missing, the current bank's are matched.
    pspC.psp.inject('GET', '/pix', { kind: 'error', status: 503 }, 2);
    expect(await asks(m)).toMatchObject({
      status: 'DISCREPANCIES',
      psp: { count: 1, amount: 15 },
      missingAtPsp: [expect.objectContaining({ chargeId: atC.id })],
    });
  });

  it('answers 503 to a new charge when the merchant PSP cannot be reached, storing nothing', async () => {
    pspA.psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 503 }, 2);
    const failed = await call('POST', '/v1/charges', { key: a.full, body: { amount: 700 } });
    expect(expectError(failed, 503).code).toBe('pix_provider_unavailable');
  });
});

describe('a failing connection', () => {
  let m: TestMerchant;

  beforeAll(async () => {
    m = await newMerchant('Loja F');
    expect((await connect(m, pspA)).status).toBe(200);
  });

  const failing = () => storedEvents(m.merchantId, 'pix_connection.failing');

  it('shows FAILING with the last error once the PSP cannot be reached, and ACTIVE again on success', async () => {
    pspA.psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 503 }, 4);
    const charge = () => call('POST', '/v1/charges', { key: m.full, body: { amount: 700 } });
    expectError(await charge(), 503);
    expectError(await charge(), 503);
    const shown = await connection(m);
    expect(shown).toMatchObject({
      status: 'FAILING',
      lastError: { step: 'issue', message: expect.stringContaining('não respondeu') },
    });
    // One event for the transition, however many calls failed.
    const events = await failing();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ status: 'FAILING', lastError: { step: 'issue' } });
    expect(JSON.stringify(events)).not.toContain(pspA.clientSecret);

    await createCharge(m);
    expect(await connection(m)).toMatchObject({ status: 'ACTIVE', lastError: null });
    expect(await failing()).toHaveLength(1);
  });

  it('shows FAILING when the PSP refuses our credentials, without any secret', async () => {
    // The PSP refuses the token it issued, and the fresh one too.
    pspA.psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 401 }, 2);
    expectError(await call('POST', '/v1/charges', { key: m.full, body: { amount: 700 } }), 503);
    const shown = await connection(m);
    expect(shown).toMatchObject({
      status: 'FAILING',
      lastError: { step: 'issue', message: expect.stringContaining('HTTP 401') },
    });
    expect(JSON.stringify(shown)).not.toContain(pspA.clientSecret);
    expect(await failing()).toHaveLength(2);
    await createCharge(m);
    expect(await connection(m)).toMatchObject({ status: 'ACTIVE' });
  });

  it('raises pix_connection.expiring once, from the daily sweep, within 30 days of the end', async () => {
    const expiresAt = Date.parse(((await connection(m)).certificate as { expiresAt: string }).expiresAt);
    const dayOf = (daysBefore: number) =>
      dayIn(new Date(expiresAt - daysBefore * 86_400_000).toISOString(), config().businessTimeZone);
    const expiring = () => storedEvents(m.merchantId, 'pix_connection.expiring');
    // Further from its end than 30 days: nothing.
    await sweepDay(dayOf(40));
    expect(await expiring()).toEqual([]);
    await sweepDay(dayOf(10));
    await sweepDay(dayOf(9));
    const raised = await expiring();
    expect(raised).toHaveLength(1);
    expect(raised[0]!.data).toMatchObject({
      mode: 'OWN_ACCOUNT',
      certificate: { expiresAt: new Date(expiresAt).toISOString() },
    });
  });
});

describe('the operator command', () => {
  it('sets, shows and removes a merchant connection from files, never printing a secret', async () => {
    const m = await newMerchant();
    const dir = mkdtempSync(join(tmpdir(), 'pix-connection-cli-'));
    writeFileSync(join(dir, 'secret'), `${pspB.clientSecret}\n`);
    const set = await pixConnectionCommands['pix-connection set']!.run(
      {
        merchant: m.merchantId,
        'base-url': pspB.psp.baseUrl,
        'token-url': pspB.psp.tokenUrl,
        'client-id': pspB.psp.clientId,
        'client-secret-file': join(dir, 'secret'),
        cert: pspB.certs.files.clientCert,
        key: pspB.certs.files.clientKey,
        ca: pspB.certs.files.ca,
        'pix-key': pspB.pixKey,
        account: RECEIVING_ACCOUNT.conta,
        'account-type': RECEIVING_ACCOUNT.tipoConta,
        branch: RECEIVING_ACCOUNT.agencia,
      },
      [],
    );
    expect(set).toMatchObject({
      mode: 'OWN_ACCOUNT',
      baseUrl: pspB.psp.baseUrl,
      status: 'ACTIVE',
      account: RECEIVING_ACCOUNT,
    });
    expect(JSON.stringify(set)).not.toContain(pspB.clientSecret);
    const show = pixConnectionCommands['pix-connection show']!;
    expect(await show.run({ merchant: m.merchantId }, [])).toEqual(await connection(m));
    await pixConnectionCommands['pix-connection remove']!.run({ merchant: m.merchantId }, []);
    expect(await show.run({ merchant: m.merchantId }, [])).toMatchObject({ mode: 'PLATFORM' });
  });
});

describe('secrets', () => {
  it('keeps every PSP secret out of logs, stored items, answers and the OpenAPI document', async () => {
    const secrets = psps.flatMap((own) => [own.clientSecret, own.certs.clientKey.split('\n')[1]!]);
    const Items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
      Items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const stored = JSON.stringify(Items);
    const document = JSON.stringify(buildOpenApiDocument());
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
      expect(document).not.toContain(secret);
    }
    // The credentials are there, sealed.
    expect(Items.some((item) => String(item.sealedCredentials ?? '').startsWith('local:'))).toBe(true);
  });
});
