import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StubPsp } from '../../dev/stub-psp.js';
import { config, resetConfig } from '../../lib/config.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { dayIn } from '../../lib/ledger/ledger.domain.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { resetConnections } from '../../lib/pix/connections.js';
import { dayWindow } from '../../lib/reconciliation/reconciliation.domain.js';
import { reconciliationMessages } from '../../lib/reconciliation/reconciliation.messages.js';
import {
  CONNECTIONS_AT_ONCE,
  SWEEP_AFTER_MS,
  sweepReconciliations,
} from '../../lib/reconciliation/reconciliation.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { useLivePsp } from '../support/live-psp.js';
import { useOwnTable } from '../support/own-table.js';
import { startStubPsp, testCertificates } from '../support/stub-psp.js';

/**
 * The daily sweep's walk of the live connections (docs/rules/reconciliation.md): more merchants
 * connected to banks of their own than it asks at once, one bank down. Every other bank is listed
 * and its merchant's lost notice settled; the merchant of the bank that is down gets its day's run
 * failed with the reason, as its own run shows it; the platform's merchants are reconciled too.
 */
// The daily sweep reads the whole table (the day's mark, every live connection): a table of its own.
useOwnTable();
const platform = useLivePsp();

interface Bank {
  psp: StubPsp;
  merchant: TestMerchant;
  charge: { id: string; pix: { txid: string } };
}

const banks: Bank[] = [];
const violations: string[][] = [];
let onPlatform: TestMerchant;
let platformCharge: { id: string; pix: { txid: string } };

const b64 = (pem: string) => Buffer.from(pem).toString('base64');

async function createCharge(m: TestMerchant) {
  const created = await call('POST', '/v1/charges', { key: m.full, body: { amount: 2500 } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data as Bank['charge'];
}

beforeAll(async () => {
  platform.setEnv({ APP_ENV: 'live', PIX_NOTICE_BASE_URL: 'http://127.0.0.1' });
  resetConfig();
  const certs = testCertificates();
  for (let i = 0; i <= CONNECTIONS_AT_ONCE; i++) {
    const started = await startStubPsp({
      clientId: `bank-${i}`,
      clientSecret: `s3cr3t-bank-${i}-${'x'.repeat(20)}`,
    });
    violations.push(started.violations);
    const merchant = await newMerchant(`Loja Banco ${i}`);
    const connected = await call('PUT', '/v1/pix-connection', {
      key: merchant.full,
      body: {
        baseUrl: started.psp.baseUrl,
        tokenUrl: started.psp.tokenUrl,
        clientId: started.psp.clientId,
        clientSecret: started.psp.clientSecret,
        certificate: b64(certs.clientCert),
        privateKey: b64(certs.clientKey),
        ca: b64(certs.ca),
        pixKey: `loja-${i}@example.com`,
      },
    });
    expect(connected.status, JSON.stringify(connected.json)).toBe(200);
    banks.push({ psp: started.psp, merchant, charge: await createCharge(merchant) });
  }
  onPlatform = await newMerchant('Loja Plataforma');
  platformCharge = await createCharge(onPlatform);
});

afterAll(async () => {
  resetConnections();
  for (const bank of banks) await bank.psp.stop();
  process.env.APP_ENV = platform.savedEnv('APP_ENV') ?? 'test';
  resetConfig();
});

const today = () => dayIn(new Date().toISOString(), config().businessTimeZone);

async function run(m: TestMerchant, date: string) {
  const answer = await call('GET', `/v1/reconciliations/${date}`, { key: m.readOnly });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as { status: string; reason: string | null; settledLate: { chargeId: string }[] };
}

describe("the daily sweep's walk of the live connections", () => {
  it('lists every bank but the one that is down, whose merchant gets a failed run', async () => {
    // Each charge paid at its PSP, its notice lost.
    for (const bank of banks) bank.psp.pay(liveTxid(bank.charge.pix.txid));
    platform.psp.pay(liveTxid(platformCharge.pix.txid));
    const [down, ...up] = banks;
    await down!.psp.stop();
    const date = today();
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.reconciliationSweep(date) }));
    const at = new Date(Date.parse(dayWindow(date, config().businessTimeZone).end) + SWEEP_AFTER_MS + 60_000);

    expect(await sweepReconciliations(completeOwner, at)).toBe(banks.length + 1);

    for (const bank of up) {
      expect(bank.psp.exchanges.map((e) => `${e.method} ${e.operation}`)).toContain('GET /pix');
      expect(await run(bank.merchant, date)).toMatchObject({
        status: expect.not.stringMatching(/^FAILED$/),
        settledLate: [expect.objectContaining({ chargeId: bank.charge.id })],
      });
    }
    expect(await run(down!.merchant, date)).toMatchObject({
      status: 'FAILED',
      reason: reconciliationMessages.pspUnavailable,
      settledLate: [],
    });
    expect((await run(onPlatform, date)).settledLate).toEqual([
      expect.objectContaining({ chargeId: platformCharge.id }),
    ]);
    for (const found of violations) expect(found).toEqual([]);
  });
});
