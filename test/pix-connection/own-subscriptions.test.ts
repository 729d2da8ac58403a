import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { resetConfig } from '../../lib/config.js';
import { addDays } from '../../lib/domain/business-days.js';
import { resetConnections } from '../../lib/pix/connections.js';
import { adminSetFee } from '../../lib/payouts/payouts-admin.service.js';
import { sweepCycles, sweepSubscriptions } from '../../lib/subscriptions/cycles.service.js';
import { findCycle, findSubscription } from '../../lib/subscriptions/subscriptions.storage.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { subscribeWeekly } from '../subscriptions/subscribe.js';
import { useLivePsp, WEBHOOK_PATH } from '../support/live-psp.js';
import { useOwnTable } from '../support/own-table.js';
import { connectBody, RECEIVING_ACCOUNT, startOwnPsp, type OwnPsp } from './own-psp.js';
import type { StubPsp } from '../../dev/stub-psp.js';

/**
 * Pix Automático on a merchant's own PSP (`OWN_ACCOUNT`) beside the platform's (`PLATFORM`), in one
 * live deployment: each subscription's authorization (`rec`), cycles (`cobr`), notices, cancels and
 * read-backs reach the PSP it was created at, whatever the merchant connects since.
 */
// Its connections outlive their stub PSPs: a sweep of the shared table would walk them.
useOwnTable();
const platform = useLivePsp();
const TIME_ZONE = 'America/Sao_Paulo';
const today = () => todayIn(TIME_ZONE, new Date());

let pspA: OwnPsp;
let pspB: OwnPsp;

beforeAll(async () => {
  platform.setEnv({ APP_ENV: 'live', PIX_NOTICE_BASE_URL: 'http://127.0.0.1' });
  resetConfig();
  pspA = await startOwnPsp('sub-a', 'assinaturas-a@example.com');
  pspB = await startOwnPsp('sub-b', 'assinaturas-b@example.com');
});

afterAll(async () => {
  resetConnections();
  for (const own of [pspA, pspB]) await own?.psp.stop();
  process.env.APP_ENV = platform.savedEnv('APP_ENV') ?? 'test';
  resetConfig();
});

afterEach(() => {
  for (const own of [pspA, pspB]) {
    expect(own.violations).toEqual([]);
    own.psp.exchanges.length = 0;
  }
});

async function connect(m: TestMerchant, own: OwnPsp) {
  const put = await call('PUT', '/v1/pix-connection', {
    key: m.full,
    body: connectBody(own, { account: RECEIVING_ACCOUNT }),
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
}

/** A weekly subscription starting in 3 days: its second cycle's send window is open today. */
async function subscribe(m: TestMerchant) {
  const created = await subscribeWeekly(m.full, { description: 'Clube do livro' });
  const stored = (await findSubscription(m.merchantId, created.id))!;
  return { id: stored.id, recId: stored.authorizationId!, stored };
}

/** The payer scans the composite code at `psp`: the cob paid, the rec approved, both noticed. */
async function authorize(psp: StubPsp, pixKey: string | undefined, recId: string) {
  const pix = psp.payJourney3(recId);
  const paid = pixKey === undefined ? (await platform.notify([pix])).status : await psp.notify(pixKey, [pix]);
  expect(paid).toBe(200);
  const rec = pixKey === undefined ? (await platform.notifyRec(recId)).status : await psp.notifyRec(recId);
  expect(rec).toBe(200);
}

const sweep = async (m: TestMerchant) => {
  await sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: m.merchantId });
  await sweepCycles(new Date(), { merchantId: m.merchantId });
};

const subscription = async (m: TestMerchant, id: string) =>
  (await call('GET', `/v1/subscriptions/${id}`, { key: m.readOnly })).json.data as {
    status: string;
    cancelledBy: string | null;
  };

/** The subscription's cycle 1 (sent by the sweep), as stored. */
const secondCycle = async (id: string) => (await findCycle(id, addDays(today(), 10)))!;

/** Posts `body` as a PSP's notice to `path` (a notice URL) and answers what the route said. */
const post = async (path: string, body: string) =>
  call('POST', path, { rawBody: body, headers: { 'content-type': 'application/json' } });

const pathOf = (url: string | undefined) => new URL(url!).pathname;

describe('a subscription on the merchant PSP beside one on the platform PSP', () => {
  let a: TestMerchant;
  let p: TestMerchant;

  beforeAll(async () => {
    [a, p] = await Promise.all([newMerchant('Loja A'), newMerchant('Loja P')]);
    await adminSetFee(a.merchantId, { fixed: '35', percent: '1.99' });
    await connect(a, pspA);
  });

  it('authorizes, sends and is paid a cycle at its own PSP, in the statement only, and cancels there', async () => {
    const own = await subscribe(a);
    const plat = await subscribe(p);
    // Each authorization is a rec at the PSP of its merchant, and only there.
    expect(pspA.psp.recs.has(own.recId)).toBe(true);
    expect(platform.psp.recs.has(own.recId)).toBe(false);
    expect(platform.psp.recs.has(plat.recId)).toBe(true);
    expect(pspA.psp.recs.has(plat.recId)).toBe(false);
    expect(own.stored.pixConnectionId).toBeDefined();
    expect(plat.stored.pixConnectionId).toBeUndefined();

    await authorize(pspA.psp, pspA.pixKey, own.recId);
    await authorize(platform.psp, undefined, plat.recId);
    expect(await subscription(a, own.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await subscription(p, plat.id)).toMatchObject({ status: 'ACTIVE' });

    // The sweeps send each second cycle to the PSP that holds its authorization.
    await sweep(a);
    await sweep(p);
    const cycle = await secondCycle(own.id);
    const platformCycle = await secondCycle(plat.id);
    expect(pspA.psp.cobrs.get(cycle.id)).toMatchObject({
      idRec: own.recId,
      status: 'ATIVA',
      recebedor: expect.objectContaining(RECEIVING_ACCOUNT),
    });
    expect(platform.psp.cobrs.has(cycle.id)).toBe(false);
    expect(platform.psp.cobrs.get(platformCycle.id)).toMatchObject({ idRec: plat.recId });
    expect(pspA.psp.cobrs.has(platformCycle.id)).toBe(false);

    // Paid at the merchant's PSP, noticed on its connection's URL, confirmed there.
    pspA.psp.debitCobr(cycle.id, { paid: true });
    expect(await pspA.psp.notifyCobr(cycle.id)).toBe(200);
    expect((await secondCycle(own.id)).status).toBe('PAID');
    expect(pspA.psp.exchanges.some((e) => e.method === 'GET' && e.path.endsWith(`/cobr/${cycle.id}`))).toBe(
      true,
    );
    platform.psp.debitCobr(platformCycle.id, { paid: true });
    expect((await platform.notifyCobr(platformCycle.id)).json.data).toMatchObject({ applied: 1 });
    expect((await secondCycle(plat.id)).status).toBe('PAID');

    // The merchant's own account holds that money: the statement has both Pix, no fee, no balance.
    const entries = (await call('GET', '/v1/ledger', { key: a.readOnly })).json.data.content as {
      type: string;
      amount: number;
      subscriptionId: string | null;
    }[];
    expect(entries.map((entry) => [entry.type, entry.amount, entry.subscriptionId])).toEqual([
      ['PIX_RECEIVED', 49.9, own.id],
      ['PIX_RECEIVED', 49.9, own.id],
    ]);
    const balance = (await call('GET', '/v1/balance', { key: a.readOnly })).json.data;
    expect(balance).toMatchObject({ mode: 'OWN_ACCOUNT', available: 0, pending: 0, blocked: 0, inPayout: 0 });

    // The merchant's cancel reaches its own PSP first.
    const cancelled = await call('POST', `/v1/subscriptions/${own.id}/cancel`, { key: a.full });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(pspA.psp.recs.get(own.recId)!.status).toBe('CANCELADA');
    expect(platform.psp.recs.get(plat.recId)!.status).toBe('APROVADA');
  });

  it('keeps a subscription on the PSP that holds it after the merchant disconnects, with no platform PSP', async () => {
    const m = await newMerchant('Loja C');
    await connect(m, pspA);
    const { id, recId } = await subscribe(m);
    await authorize(pspA.psp, pspA.pixKey, recId);
    // The merchant leaves its PSP, then connects another bank.
    expect((await call('DELETE', '/v1/pix-connection', { key: m.full })).status).toBe(200);
    await connect(m, pspB);

    platform.setEnv({ PIX_PROVIDER: '' });
    try {
      await sweep(m);
    } finally {
      platform.setEnv({ PIX_PROVIDER: 'api-pix' });
    }
    const cycle = await secondCycle(id);
    expect(pspA.psp.cobrs.get(cycle.id)).toMatchObject({ idRec: recId, status: 'ATIVA' });
    expect(pspB.psp.cobrs.has(cycle.id)).toBe(false);
    expect(cycle.pixConnectionId).toBe((await findSubscription(m.merchantId, id))!.pixConnectionId);

    // The merchant's cancel goes to the PSP that holds the rec and the cobr, not to its new bank.
    const cancelled = await call('POST', `/v1/subscriptions/${id}/cancel`, { key: m.full });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(pspA.psp.recs.get(recId)!.status).toBe('CANCELADA');
    expect(pspA.psp.cobrs.get(cycle.id)!.status).toBe('CANCELADA');
    expect(pspB.psp.exchanges.filter((e) => /\/(rec|cobr)\//.test(e.path))).toEqual([]);
    // Its notice, on the first connection's URL, is read back there and changes nothing more.
    expect(await pspA.psp.notifyRec(recId)).toBe(200);
    expect(await subscription(m, id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'MERCHANT' });
  });
});

describe("notices on one merchant's URL", () => {
  it("never move another merchant's subscription or cycle", async () => {
    const [a, b] = await Promise.all([newMerchant('Loja A2'), newMerchant('Loja B2')]);
    await connect(a, pspA);
    await connect(b, pspB);
    const { id, recId } = await subscribe(b);
    await authorize(pspB.psp, pspB.pixKey, recId);
    await sweep(b);
    const cycle = await secondCycle(id);
    // At B's PSP the cycle is paid and the rec then revoked: B's own notices would move both.
    pspB.psp.debitCobr(cycle.id, { paid: true });
    const cobrBody = pspB.psp.cobrNoticeBody(cycle.id);
    pspB.psp.revokeRec(recId);
    const recBody = pspB.psp.recNoticeBody(recId);

    // Delivered on A's connection URL, and on the platform's: B's ids are ignored, unread.
    for (const base of [pathOf(pspA.psp.webhookRecUrl), WEBHOOK_PATH]) {
      const cobr = await post(`${base}/cobr`, cobrBody);
      expect(cobr.json.data).toEqual({ received: 1, applied: 0, ignored: 1 });
      const rec = await post(`${base}/rec`, recBody);
      expect(rec.json.data).toEqual({ received: 1, applied: 0, ignored: 1 });
    }
    expect((await secondCycle(id)).status).toBe('SCHEDULED');
    expect(await subscription(b, id)).toMatchObject({ status: 'ACTIVE' });
    expect(pspA.psp.exchanges.filter((e) => /\/(rec|cobr)\//.test(e.path))).toEqual([]);

    // On B's own URL they are confirmed at B's PSP and applied.
    expect(pathOf(pspB.psp.webhookCobrUrl)).not.toBe(pathOf(pspA.psp.webhookCobrUrl));
    expect((await post(`${pathOf(pspB.psp.webhookCobrUrl)}/cobr`, cobrBody)).json.data).toMatchObject({
      applied: 1,
    });
    expect((await secondCycle(id)).status).toBe('PAID');
    expect((await post(`${pathOf(pspB.psp.webhookRecUrl)}/rec`, recBody)).json.data).toMatchObject({
      applied: 1,
    });
    expect(await subscription(b, id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYER' });
  });

  it('answers 404 on a notice URL that is no connection', async () => {
    expectError(
      await post('/v1/psp/pix-webhook/not-a-connection-secret-0123456789abcdef/rec', '{"recs":[]}'),
      404,
    );
  });
});
