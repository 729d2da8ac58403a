import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { config } from '../../lib/config.js';
import { adminCreateKey, adminCreateMerchant } from '../../lib/merchants/admin.service.js';
import { findRoute } from '../../lib/api/routes.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { dayWindow } from '../../lib/reconciliation/reconciliation.domain.js';
import { SWEEP_AFTER_MS } from '../../lib/reconciliation/reconciliation.service.js';
import { PIX_CONNECTION_KEY_VARIABLE } from '../../infra/pix-connection.js';
import { SWEEP_HANDLER } from '../../infra/sweeper.js';
import { LocalDeployment, type DeployedFunction } from '../support/deployed/stack.js';
import { certificatesAt, PUBLIC_PSP_ADDRESS } from '../support/deployed/public-psp.js';
import { useOwnTable } from '../support/own-table.js';
import { settingsFor, startStubPsp, testCertificates } from '../support/stub-psp.js';
import { LIVE_PIX_CONTEXT } from '../support/synth.js';

/**
 * A live stage as the stack deploys it (test/integration/deployed.test.ts runs a test stage the same
 * way): the template synthesized with the context of a live deployment with the platform's PSP and
 * the notice domain, every function's production bundle with exactly its template's environment,
 * each AWS call held to its role. The platform's PSP settings are the secret the operator created
 * (served by the fake Secrets Manager); a merchant's own bank is a second stub PSP, reached at a
 * public address as a deployed stage reaches it. Through the deployed functions only: a merchant
 * connects its bank (its credentials sealed under the stack's KMS key), its charge is issued there,
 * settled by the bank's notice on the connection's URL and refunded there; a platform merchant's
 * charge goes to the platform's PSP; the sweeper's daily reconciliation lists the platform's account
 * and the connection's, and settles what each received without a notice.
 */
// The daily sweep reads the whole table (the day's mark, every live connection): a table of its own.
useOwnTable();

const out = mkdtempSync(join(tmpdir(), 'mp-deployed-live-'));
const BANK_PIX_KEY = 'loja-propria@example.com';
let deployment: LocalDeployment;
let filesBefore: Map<string, string[]>;
let platform: StubPsp;
let bank: StubPsp;
/** Each stub's exchanges outside the Banco Central's schemas. */
const violations: string[][] = [];

/** A PSP's notice, as the notice domain hands it to the API: to the notice function of its path. */
const deliver = async (url: string, body: string): Promise<number> =>
  (
    await deployment.transport('POST', new URL(url).pathname, {
      raw: body,
      headers: { 'content-type': 'application/json' },
    })
  ).status;

async function stub(options: Parameters<typeof startStubPsp>[0]): Promise<StubPsp> {
  const started = await startStubPsp({ ...options, deliver });
  violations.push(started.violations);
  return started.psp;
}

afterEach(() => {
  for (const found of violations) expect(found).toEqual([]);
});

/** The routes the journey takes: only their functions (and the sweeper's) are built. */
const ROUTES = [
  'PUT /v1/pix-connection',
  'POST /v1/charges',
  'GET /v1/charges/{id}',
  'POST /v1/charges/{id}/refund',
  'POST /v1/psp/pix-webhook/{secret}/pix',
  'GET /v1/reconciliations/{date}',
];

// Building the bundles is most of it.
beforeAll(async () => {
  platform = await stub({});
  bank = await stub({
    certificates: certificatesAt(PUBLIC_PSP_ADDRESS),
    clientId: 'client-loja-propria',
    clientSecret: `s3cr3t-loja-propria-${randomUUID()}`,
  });
  deployment = await LocalDeployment.start({
    tableName: config().tableName,
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
    outDir: out,
    context: LIVE_PIX_CONTEXT,
    secrets: { [LIVE_PIX_CONTEXT.pixApiSecret]: JSON.stringify(settingsFor(platform)) },
    reach: { [PUBLIC_PSP_ADDRESS]: '127.0.0.1' },
    only: [...ROUTES.map((key) => findRoute(key).handler), SWEEP_HANDLER],
  });
  filesBefore = deployment.files();
}, 600_000);

afterAll(async () => {
  await deployment?.close();
  await platform?.stop();
  await bank?.stop();
  rmSync(out, { recursive: true, force: true });
});

/** The problems of every invocation since `from` (an index into `deployment.invocations`). */
const problemsSince = (from: number): string[] =>
  deployment.invocations.slice(from).flatMap((invocation) => deployment.problems(invocation));

/** A merchant with live keys, as the operator makes one for a live stage. */
async function liveMerchant(name: string) {
  const merchant = await adminCreateMerchant(name);
  const key = async (permission: string) =>
    (await adminCreateKey({ merchantId: merchant.id, permission, environment: 'live' })).key;
  return { merchantId: merchant.id, full: await key('FULL_ACCESS'), readOnly: await key('READ_ONLY') };
}
type Merchant = Awaited<ReturnType<typeof liveMerchant>>;

const send = (method: string, path: string, key: string, json?: unknown) =>
  deployment.transport(method, path, {
    key,
    ...(json === undefined ? {} : { json }),
    ...(method === 'POST' ? { headers: { 'idempotency-key': randomUUID() } } : {}),
  });

async function createCharge(m: Merchant, body: Record<string, unknown> = {}) {
  const created = await send('POST', '/v1/charges', m.full, { amount: 1990, ...body });
  expect(created.status, created.text).toBe(201);
  return created.json.data as { id: string; pix: { txid: string; brCode: string } };
}

/** The operations a stub PSP was asked for since `from`, as `METHOD /template`. */
const asked = (psp: StubPsp, from = 0) =>
  psp.exchanges.slice(from).map((exchange) => `${exchange.method} ${exchange.operation}`);

const b64 = (pem: string) => Buffer.from(pem).toString('base64');
const timeZone = config().businessTimeZone;

let own: Merchant;
let onPlatform: Merchant;

describe('a live stage, through the functions it deploys', () => {
  beforeAll(async () => {
    [own, onPlatform] = [await liveMerchant('Loja Propria'), await liveMerchant('Loja Plataforma')];
  });

  it("connects a merchant's own bank, sealing its credentials under the stack's key", async () => {
    const from = deployment.invocations.length;
    const certs = testCertificates();
    const origin = `https://${PUBLIC_PSP_ADDRESS}:${new URL(bank.url).port}`;
    const connected = await deployment.transport('PUT', '/v1/pix-connection', {
      key: own.full,
      json: {
        baseUrl: `${origin}/api/v2`,
        tokenUrl: `${origin}/oauth/token`,
        clientId: bank.clientId,
        clientSecret: bank.clientSecret,
        certificate: b64(certs.clientCert),
        privateKey: b64(certs.clientKey),
        ca: b64(certs.ca),
        pixKey: BANK_PIX_KEY,
      },
    });
    expect(connected.status, connected.text).toBe(200);
    expect(connected.json.data).toMatchObject({
      mode: 'OWN_ACCOUNT',
      status: 'ACTIVE',
      pixKey: BANK_PIX_KEY,
    });
    expect(asked(bank)).toEqual(
      expect.arrayContaining(['POST /oauth/token', 'GET /pix', 'PUT /webhook/{chave}']),
    );
    // Its notices come to the notice domain, on a path of this connection's own.
    expect(bank.webhooks.get(BANK_PIX_KEY)).toMatch(
      new RegExp(`^https://${LIVE_PIX_CONTEXT.pixWebhookDomain}/v1/psp/pix-webhook/[\\w-]{32,}$`),
    );
    const sealed = deployment.invocations
      .slice(from)
      .flatMap((invocation) => invocation.calls)
      .filter((call) => call.service === 'kms');
    const putFunction = deployment.routeFunction('PUT /v1/pix-connection');
    expect(sealed.map((call) => `${call.operation} ${String(call.input.KeyId)}`)).toEqual([
      `GenerateDataKey ${putFunction.variables[PIX_CONNECTION_KEY_VARIABLE]}`,
    ]);
    expect(problemsSince(from)).toEqual([]);
  });

  it('issues its charge at its bank, settles it from the bank notice and refunds it there', async () => {
    const from = deployment.invocations.length;
    const charge = await createCharge(own, { amount: 5000 });
    expect(bank.cobs.get(liveTxid(charge.pix.txid))).toMatchObject({ chave: BANK_PIX_KEY });
    expect(platform.cobs.has(liveTxid(charge.pix.txid))).toBe(false);
    expect(charge.pix.brCode).toBe(bank.cobs.get(liveTxid(charge.pix.txid))!.pixCopiaECola);

    const pix = bank.pay(liveTxid(charge.pix.txid));
    expect(await bank.notify(BANK_PIX_KEY, [pix])).toBe(200);
    const notice = deployment.invocations.find(
      (invocation, i) => i >= from && invocation.label.startsWith('POST /v1/psp/pix-webhook/'),
    )!;
    expect(notice.fn).toBe(deployment.routeFunction('POST /v1/psp/pix-webhook/{secret}/pix'));
    // The notice function opened the connection's credentials to confirm the Pix at the bank.
    expect(notice.calls.some((call) => call.service === 'kms' && call.operation === 'Decrypt')).toBe(true);
    const paid = await send('GET', `/v1/charges/${charge.id}`, own.readOnly);
    expect(paid.json.data.status).toBe('PAID');

    const refund = await send('POST', `/v1/charges/${charge.id}/refund`, own.full, { amount: 1000 });
    expect(refund.status, refund.text).toBe(200);
    expect(bank.pixes.get(pix.endToEndId)?.devolucoes).toEqual([
      expect.objectContaining({ valor: '10.00', status: 'EM_PROCESSAMENTO' }),
    ]);
    expect(problemsSince(from)).toEqual([]);
  });

  it("issues a platform merchant's charge at the platform's PSP", async () => {
    const from = deployment.invocations.length;
    const charge = await createCharge(onPlatform);
    expect(platform.cobs.get(liveTxid(charge.pix.txid))).toMatchObject({
      chave: settingsFor(platform).pixKey,
    });
    expect(bank.cobs.has(liveTxid(charge.pix.txid))).toBe(false);
    expect(problemsSince(from)).toEqual([]);
  });

  it("reconciles the day at the platform's PSP and at the merchant's bank from the sweeper", async () => {
    // Paid at each PSP, no notice sent; far from expiry, so only the daily reconciliation finds them.
    const lateOwn = await createCharge(own, { expiresIn: 2 * 86_400 });
    const latePlatform = await createCharge(onPlatform, { expiresIn: 2 * 86_400 });
    bank.pay(liveTxid(lateOwn.pix.txid));
    platform.pay(liveTxid(latePlatform.pix.txid));
    // The bank finished the refund meanwhile: the sweep's refund pass learns it there.
    const [refunded] = [...bank.pixes.values()].filter((pix) => pix.devolucoes?.length);
    bank.finishDevolucao(refunded!.devolucoes![0]!.id, 'DEVOLVIDO');

    const from = deployment.invocations.length;
    const [bankFrom, platformFrom] = [bank.exchanges.length, platform.exchanges.length];
    const date = todayIn(timeZone, new Date());
    // The first minute the sweep of today's date is due (the sweeper reconciles yesterday).
    const at = new Date(Date.parse(dayWindow(date, timeZone).end) + SWEEP_AFTER_MS + 60_000);
    const sweeper = deployment.scheduled().find((fn) => fn.entry === SWEEP_HANDLER) as DeployedFunction;
    const swept = await deployment.invoke(sweeper, scheduledEvent(sweeper.id, at), 'schedule', at);
    expect(swept.ok, swept.error).toBe(true);
    expect(swept.result).toMatchObject({ reconciliations: 2 });
    expect(asked(bank, bankFrom)).toEqual(
      expect.arrayContaining(['GET /pix', 'PUT /pix/{e2eid}/devolucao/{id}']),
    );
    expect(asked(platform, platformFrom)).toContain('GET /pix');

    for (const [m, charge] of [
      [own, lateOwn],
      [onPlatform, latePlatform],
    ] as const) {
      const run = await send('GET', `/v1/reconciliations/${date}`, m.readOnly);
      expect(run.status, run.text).toBe(200);
      expect(run.json.data.settledLate).toEqual([expect.objectContaining({ chargeId: charge.id })]);
    }
    expect(problemsSince(from)).toEqual([]);
  });
});

function scheduledEvent(fnId: string, at: Date) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'sa-east-1',
    resources: [`arn:aws:events:sa-east-1:000000000000:rule/${fnId}`],
    detail: {},
  };
}

describe('over the whole run', () => {
  it('no function called AWS outside its invocations', () => {
    expect(deployment.strayCalls().map((call) => `${call.service}.${call.operation}`)).toEqual([]);
  });

  it('no function wrote a file beside its code (on Lambda only /tmp is writable)', () => {
    expect(deployment.files()).toEqual(filesBefore);
  });

  it("no PSP secret shows in any function's logs or answers", () => {
    const secrets = [
      bank.clientSecret,
      platform.clientSecret,
      testCertificates().clientKey.split('\n')[1]!,
      settingsFor(platform).webhookSecret,
    ];
    for (const invocation of deployment.invocations) {
      const seen = `${invocation.output}${JSON.stringify(invocation.result ?? null)}`;
      for (const secret of secrets) expect(seen.includes(secret), invocation.label).toBe(false);
    }
  });
});
