import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../lib/config.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { dayIn } from '../../lib/ledger/ledger.domain.js';
import type * as LedgerStorage from '../../lib/ledger/ledger.storage.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { dayWindow } from '../../lib/reconciliation/reconciliation.domain.js';
import {
  reconcileDay,
  sweepReconciliations,
  SWEEP_AFTER_MS,
} from '../../lib/reconciliation/reconciliation.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { useLivePsp } from '../support/live-psp.js';
import { storedEvents } from '../support/stored.js';
import { useOwnTable } from '../support/own-table.js';

// The merchant's mode: every merchant receives on the platform's account until a merchant can
// connect its own PSP; the tests of a merchant's own account set it here.
const mode = vi.hoisted(() => ({ current: 'PLATFORM' as 'PLATFORM' | 'OWN_ACCOUNT' }));
vi.mock('../../lib/ledger/ledger.storage.js', async (importOriginal) => ({
  ...(await importOriginal<typeof LedgerStorage>()),
  modeOf: () => mode.current,
}));

/**
 * Reconciliation against the stub PSP through the API Pix provider (docs/rules/reconciliation.md):
 * each branch of a day's run (a lost notice settled, a Pix without a charge, a payment the PSP does
 * not list, our refund matched, MED devoluções of each nature, one completed later), reruns that
 * find nothing new, racing runs, and the daily sweep. Every exchange is checked against the Banco
 * Central's schemas.
 */
// The daily sweep reads the whole table (the day's mark, every live connection): a table of its own.
useOwnTable();
const live = useLivePsp();
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
  mode.current = 'PLATFORM';
  live.psp.pixPageSize = 100;
});

const today = () => dayIn(new Date().toISOString(), config().businessTimeZone);

interface RunItem {
  endToEndId: string;
  chargeId: string | null;
  amount: number;
}
interface Run {
  date: string;
  status: string;
  reason: string | null;
  psp: { count: number; amount: number };
  ledger: { count: number; amount: number };
  settledLate: RunItem[];
  unmatched: RunItem[];
  missingAtPsp: RunItem[];
  medReturns: (RunItem & { returnId: string; nature: string; recorded: boolean })[];
  updatedAt: string;
}

async function run(date = today(), key = m.full): Promise<Run> {
  const answer = await call('POST', `/v1/reconciliations/${date}/run`, { key });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as Run;
}

async function createCharge(amount = 1990) {
  const result = await call('POST', '/v1/charges', { key: m.full, body: { amount } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as { id: string; pix: { txid: string } };
}

/** A charge paid at the PSP whose notice reached us. */
async function paidCharge(amount = 1990) {
  const charge = await createCharge(amount);
  const pix = live.psp.pay(liveTxid(charge.pix.txid));
  expect((await live.notify([pix])).status).toBe(200);
  return { ...charge, pix };
}

const chargeOf = async (id: string) =>
  (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data as {
    status: string;
    refundedAmount: number;
    refunds: { amount: number; origin: string; medNature: string | null; status: string }[];
  };

const completed = () => storedEvents(m.merchantId, 'reconciliation.completed');

describe('a day run against the PSP', () => {
  it('settles a charge whose notice was lost, once, and a rerun reports the same', async () => {
    const charge = await createCharge(2500);
    const pix = live.psp.pay(liveTxid(charge.pix.txid)); // no notice
    const first = await run();
    expect(first).toMatchObject({
      date: today(),
      status: 'DISCREPANCIES',
      reason: null,
      psp: { count: 1, amount: 25 },
      ledger: { count: 1, amount: 25 },
      settledLate: [{ endToEndId: pix.endToEndId, chargeId: charge.id, amount: 25 }],
      unmatched: [],
      missingAtPsp: [],
      medReturns: [],
    });
    expect((await chargeOf(charge.id)).status).toBe('PAID');
    expect(await storedEvents(m.merchantId, 'charge.paid')).toHaveLength(1);
    // Nothing changed at the PSP: the same run, no second event, and the notice arriving late is a duplicate.
    expect(await run()).toEqual(first);
    expect(await completed()).toHaveLength(1);
    expect((await live.notify([pix])).json.data).toMatchObject({ duplicate: 1 });
    const read = await call('GET', `/v1/reconciliations/${today()}`, { key: m.readOnly });
    expect(read.json.data).toEqual(first);
  });

  it('walks every page of the PSP listing', async () => {
    live.psp.pixPageSize = 1;
    const [a, b] = [await paidCharge(1000), await paidCharge(2000)];
    const before = live.psp.exchanges.filter((e) => e.operation === '/pix' && e.method === 'GET').length;
    const result = await run();
    expect(result).toMatchObject({
      status: 'MATCHED',
      psp: { count: 2, amount: 30 },
      ledger: { count: 2, amount: 30 },
    });
    const pages =
      live.psp.exchanges.filter((e) => e.operation === '/pix' && e.method === 'GET').length - before;
    // Every Pix the stub holds is one page; ours are among them.
    expect(pages).toBe(live.psp.pixes.size);
    expect([a.id, b.id]).toHaveLength(2);
  });

  it('reports a payment the PSP does not list, and never undoes it', async () => {
    const charge = await paidCharge(4990);
    live.psp.pixes.delete(charge.pix.endToEndId);
    const result = await run();
    expect(result).toMatchObject({
      status: 'DISCREPANCIES',
      psp: { count: 0, amount: 0 },
      ledger: { count: 1, amount: 49.9 },
      missingAtPsp: [{ endToEndId: charge.pix.endToEndId, chargeId: charge.id, amount: 49.9 }],
    });
    expect((await chargeOf(charge.id)).status).toBe('PAID');
  });

  it('matches our refund by its id: nothing to report', async () => {
    const charge = await paidCharge(3000);
    const refunded = await call('POST', `/v1/charges/${charge.id}/refund`, {
      key: m.full,
      body: { amount: 1000 },
    });
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    const [devolucao] = live.psp.pixes.get(charge.pix.endToEndId)!.devolucoes!;
    live.psp.finishDevolucao(devolucao!.id, 'DEVOLVIDO');
    const result = await run();
    expect(result).toMatchObject({ status: 'MATCHED', medReturns: [], psp: { count: 1, amount: 30 } });
    expect((await chargeOf(charge.id)).refunds.map((refund) => refund.origin)).toEqual(['MERCHANT']);
  });

  it('records a MED devolução of each nature once, on its charge', async () => {
    const natures = [
      ['MED_OPERACIONAL', 'OPERATIONAL_FAILURE'],
      ['MED_FRAUDE', 'FRAUD'],
      ['MED_PIX_AUTOMATICO', 'PIX_AUTOMATICO'],
    ] as const;
    const charges = [];
    for (const [natureza] of natures) {
      const charge = await paidCharge(5000);
      const devolucao = live.psp.medReturn(charge.pix.endToEndId, natureza, { valor: '20.00' });
      charges.push({ charge, devolucao });
    }
    const result = await run();
    expect(result.status).toBe('DISCREPANCIES');
    expect(result.medReturns).toHaveLength(3);
    for (const [i, [, nature]] of natures.entries()) {
      const { charge, devolucao } = charges[i]!;
      expect(result.medReturns).toContainEqual(
        expect.objectContaining({
          chargeId: charge.id,
          returnId: devolucao.id,
          amount: 20,
          nature,
          recorded: true,
        }),
      );
      const after = await chargeOf(charge.id);
      expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 20 });
      expect(after.refunds).toEqual([
        expect.objectContaining({ origin: 'MED', medNature: nature, amount: 20 }),
      ]);
    }
    expect(await storedEvents(m.merchantId, 'charge.med_returned')).toHaveLength(3);
    // Learnt again: recorded once.
    expect(await run()).toEqual(result);
    expect(await storedEvents(m.merchantId, 'charge.med_returned')).toHaveLength(3);
    expect(await completed()).toHaveLength(1);
  });

  it('records a MED devolução when a rerun sees it completed', async () => {
    const charge = await paidCharge(5000);
    const devolucao = live.psp.medReturn(charge.pix.endToEndId, 'MED_FRAUDE', { processing: true });
    const first = await run();
    expect(first).toMatchObject({ status: 'MATCHED', medReturns: [] });
    expect((await chargeOf(charge.id)).refunds).toEqual([]);
    live.psp.finishDevolucao(devolucao.id, 'DEVOLVIDO');
    const second = await run();
    expect(second).toMatchObject({
      status: 'DISCREPANCIES',
      medReturns: [
        { chargeId: charge.id, returnId: devolucao.id, amount: 50, nature: 'FRAUD', recorded: true },
      ],
    });
    expect(await chargeOf(charge.id)).toMatchObject({ status: 'REFUNDED', refundedAmount: 50 });
    expect(await completed()).toHaveLength(2);
  });

  it('on the platform account, a Pix without a charge is not the merchant’s', async () => {
    live.psp.receiveWithoutTxid('12.34');
    const result = await run();
    expect(result).toMatchObject({ status: 'MATCHED', psp: { count: 0 }, unmatched: [] });
    expect(await storedEvents(m.merchantId, 'pix.received')).toEqual([]);
  });

  it('on the merchant’s own account, records a Pix without a charge once, with pix.received', async () => {
    mode.current = 'OWN_ACCOUNT';
    // The merchant's own account lists only its Pix: what other tests' merchants received is gone.
    for (const [e2eid, pix] of live.psp.pixes) if (pix.txid) live.psp.pixes.delete(e2eid);
    for (const [e2eid] of live.psp.pixes) live.psp.pixes.delete(e2eid);
    const pix = live.psp.receiveWithoutTxid('12.34');
    const result = await run();
    expect(result).toMatchObject({
      status: 'DISCREPANCIES',
      psp: { count: 1, amount: 12.34 },
      ledger: { count: 1, amount: 12.34 },
      unmatched: [{ endToEndId: pix.endToEndId, chargeId: null, amount: 12.34 }],
    });
    expect(await run()).toEqual(result);
    const received = await storedEvents(m.merchantId, 'pix.received');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      data: { endToEndId: pix.endToEndId, chargeId: null, amount: 12.34 },
    });
    const ledger = await call('GET', '/v1/ledger?type=PIX_RECEIVED', { key: m.readOnly });
    expect(ledger.json.data.content).toEqual([
      expect.objectContaining({ endToEndId: pix.endToEndId, chargeId: null }),
    ]);
  });

  it('two racing runs settle once and report the same; a rerun after them writes nothing', async () => {
    const charge = await createCharge(2500);
    live.psp.pay(liveTxid(charge.pix.txid)); // no notice
    const [a, b] = await Promise.all([
      reconcileDay(m.merchantId, today(), completeOwner),
      reconcileDay(m.merchantId, today(), completeOwner),
    ]);
    expect(a.settledLate).toEqual(b.settledLate);
    expect(a.settledLate).toMatchObject([{ chargeId: charge.id }]);
    expect(await storedEvents(m.merchantId, 'charge.paid')).toHaveLength(1);
    // (DynamoDB Local lets two concurrent conditional transactions on one absent key both pass, so
    // the count of events of the race itself is DynamoDB's to keep, not this test's.)
    const events = (await completed()).length;
    const again = await reconcileDay(m.merchantId, today(), completeOwner);
    expect(again.settledLate).toEqual(a.settledLate);
    expect(await completed()).toHaveLength(events);
  });

  it('a PSP that cannot answer makes a FAILED run, and the next run replaces it', async () => {
    await paidCharge(1000);
    live.psp.inject('GET', '/pix', { kind: 'error', status: 503 }, 2);
    const failed = await run();
    expect(failed).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('PSP') });
    expect(await run()).toMatchObject({ status: 'MATCHED', reason: null, psp: { count: 1 } });
  });
});

describe('the daily sweep', () => {
  it('reconciles yesterday for each merchant the PSP received Pix for, once a day', async () => {
    const charge = await createCharge(1500);
    live.psp.pay(liveTxid(charge.pix.txid)); // no notice
    const date = today();
    // The sweep of the next São Paulo day, after its first hour.
    const next = new Date(
      Date.parse(dayWindow(date, config().businessTimeZone).end) + SWEEP_AFTER_MS + 60_000,
    );
    expect(await sweepReconciliations(completeOwner, next)).toBeGreaterThanOrEqual(1);
    const stored = await call('GET', `/v1/reconciliations/${date}`, { key: m.readOnly });
    expect(stored.json.data).toMatchObject({ date, settledLate: [{ chargeId: charge.id }] });
    expect((await chargeOf(charge.id)).status).toBe('PAID');
    // The day is done: a racing or later sweep does nothing.
    expect(await sweepReconciliations(completeOwner, new Date(next.getTime() + 60_000))).toBe(0);
    expect(await completed()).toHaveLength(1);
    expect(await findCharge(m.merchantId, charge.id)).toMatchObject({ status: 'PAID' });
  });
});
