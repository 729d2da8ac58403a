import { beforeEach, describe, expect, it } from 'vitest';
import type { StubPix } from '../../dev/stub-psp.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { sweepPendingRefunds } from '../../lib/charges/refunds.service.js';
import { readBackReturns } from '../../lib/charges/settlement.service.js';
import { apiPixProvider, refundIdOf } from '../../lib/pix/api-pix/provider.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { validateNotice } from '../support/api-pix-spec.js';
import { useLivePsp, WEBHOOK_PATH } from '../support/live-psp.js';
import { storedEvents } from '../support/stored.js';

/**
 * MED returns in live (docs/live-pix.md, "MED returns"), against the stub PSP through the api-pix
 * provider: the payer's bank takes money back from a paid charge as a devolução of a MED
 * `natureza`; the service learns it from the PSP's notice (confirmed with `GET /pix/{e2eid}`) or
 * from the charge's read-back (`GET /cob/{txid}`), whichever comes first, and records it once.
 */
const live = useLivePsp();
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
});

type ChargeView = {
  id: string;
  status: string;
  refundedAmount: number;
  pix: { txid: string };
  refunds: { id: string; amount: number; status: string; origin: string; medNature: string | null }[];
};
type Entry = { type: string; amount: number; refundId: string | null };

async function paidCharge(amount = 1990): Promise<{ charge: ChargeView; pix: StubPix }> {
  const created = await call('POST', '/v1/charges', { key: m.full, body: { amount } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const charge = created.json.data as ChargeView;
  const pix = live.psp.pay(liveTxid(charge.pix.txid));
  expect((await live.notify([pix])).json.data).toMatchObject({ settled: 1 });
  return { charge, pix };
}

/** The PSP's notice of `pix` with the devoluções it lists, checked against the schema, through the real route. */
async function notifyReturns(pix: StubPix) {
  const body = live.psp.returnsNoticeBody([pix]);
  validateNotice(JSON.parse(body));
  const answer = await call('POST', `${WEBHOOK_PATH}/pix`, {
    rawBody: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data as { received: number; duplicate: number };
}

/** The charge as the API shows it (a GET: the read-back runs, at most once per charge in a while). */
const retrieve = async (id: string): Promise<ChargeView> =>
  (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data as ChargeView;

/** The charge as stored, without asking the PSP. */
const stored = async (id: string) => (await findCharge(m.merchantId, id))!;

/** One read-back of the charge as a GET runs it, without the per-charge pause between GETs. */
const readBack = async (id: string) => readBackReturns(apiPixProvider, await stored(id));

const entries = async (chargeId: string): Promise<Entry[]> => {
  const answer = await call('GET', `/v1/ledger?chargeId=${chargeId}`, { key: m.readOnly });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.content as Entry[];
};

const medEntries = async (chargeId: string) =>
  (await entries(chargeId)).filter((entry) => entry.type === 'MED_RETURN');

const medEvents = async () => storedEvents(m.merchantId, 'charge.med_returned');

describe('a MED return learnt from the PSP', () => {
  it.each([
    ['MED_OPERACIONAL', 'OPERATIONAL_FAILURE'],
    ['MED_FRAUDE', 'FRAUD'],
    ['MED_PIX_AUTOMATICO', 'PIX_AUTOMATICO'],
  ] as const)('by its notice: natureza %s is a MED return of nature %s', async (natureza, nature) => {
    const { charge, pix } = await paidCharge();
    const devolucao = live.psp.medReturn(pix.endToEndId, natureza, { valor: '5.00' });
    await notifyReturns(pix);
    const after = await stored(charge.id);
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 500 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 500,
        status: 'SUCCEEDED',
        origin: 'MED',
        medNature: nature,
        pspReturnId: devolucao.id,
        createdAt: new Date(devolucao.horario.liquidacao!).toISOString(),
      }),
    ]);
    const view = await retrieve(charge.id);
    expect(view.refunds).toEqual([expect.objectContaining({ origin: 'MED', medNature: nature, amount: 5 })]);
    expect((await medEvents()).map((event) => (event.data as { id: string }).id)).toEqual([charge.id]);
    expect(await medEntries(charge.id)).toEqual([
      expect.objectContaining({ amount: -5, refundId: after.refunds[0]!.id }),
    ]);
    // Confirmed with the PSP, not taken from the notice.
    expect(
      live.psp.exchanges.filter((e) => e.method === 'GET' && e.path.endsWith(`/pix/${pix.endToEndId}`)),
    ).toHaveLength(2);
  });

  it('by the read-back of the charge when no notice came', async () => {
    const { charge, pix } = await paidCharge();
    live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE');
    const view = await retrieve(charge.id);
    expect(view).toMatchObject({ status: 'REFUNDED', refundedAmount: 19.9 });
    expect(view.refunds).toEqual([
      expect.objectContaining({ origin: 'MED', medNature: 'FRAUD', amount: 19.9, status: 'SUCCEEDED' }),
    ]);
    expect(await medEvents()).toHaveLength(1);
    expect(await medEntries(charge.id)).toEqual([expect.objectContaining({ amount: -19.9 })]);
    expect(
      live.psp.exchanges.some(
        (e) => e.method === 'GET' && e.path.endsWith(`/cob/${liveTxid(charge.pix.txid)}`),
      ),
    ).toBe(true);
  });

  it('learnt twice (notice, then read-back, then 10 concurrent read-backs) is recorded once', async () => {
    const { charge, pix } = await paidCharge();
    live.psp.medReturn(pix.endToEndId, 'MED_OPERACIONAL', { valor: '10.00' });
    await notifyReturns(pix);
    expect(await notifyReturns(pix)).toMatchObject({ received: 1, duplicate: 1 });
    expect(await readBack(charge.id)).toBe(false);
    await Promise.all(Array.from({ length: 10 }, () => readBack(charge.id)));
    const after = await stored(charge.id);
    expect(after.refunds).toHaveLength(1);
    expect(after).toMatchObject({ refundedAmount: 1000, status: 'PARTIALLY_REFUNDED' });
    expect(await medEvents()).toHaveLength(1);
    expect(await medEntries(charge.id)).toHaveLength(1);
  });

  it('10 concurrent read-backs of a MED return nobody announced record it once', async () => {
    const { charge, pix } = await paidCharge();
    live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE', { valor: '3.00' });
    const charges = await Promise.all(Array.from({ length: 10 }, () => stored(charge.id)));
    const changed = await Promise.all(charges.map((each) => readBackReturns(apiPixProvider, each)));
    expect(changed).toContain(true);
    const after = await stored(charge.id);
    expect(after.refunds.map((refund) => refund.origin)).toEqual(['MED']);
    expect(after.refundedAmount).toBe(300);
    expect(await medEvents()).toHaveLength(1);
    expect(await medEntries(charge.id)).toHaveLength(1);
  });

  it('is recorded only once the PSP says the money left (EM_PROCESSAMENTO, then DEVOLVIDO)', async () => {
    const { charge, pix } = await paidCharge();
    const later = live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE', { valor: '7.00', processing: true });
    await notifyReturns(pix);
    expect(await readBack(charge.id)).toBe(false);
    expect((await stored(charge.id)).refunds).toEqual([]);
    expect(await medEvents()).toEqual([]);

    live.psp.finishDevolucao(later.id, 'DEVOLVIDO');
    expect(await readBack(charge.id)).toBe(true);
    await notifyReturns(pix);
    const after = await stored(charge.id);
    expect(after.refunds).toEqual([
      expect.objectContaining({ origin: 'MED', amount: 700, pspReturnId: later.id }),
    ]);
    expect(await medEvents()).toHaveLength(1);
    expect(await medEntries(charge.id)).toHaveLength(1);
  });

  it('is never recorded when the PSP did not make it (NAO_REALIZADO)', async () => {
    const { charge, pix } = await paidCharge();
    const failed = live.psp.medReturn(pix.endToEndId, 'MED_OPERACIONAL', { processing: true });
    live.psp.finishDevolucao(failed.id, 'NAO_REALIZADO');
    await notifyReturns(pix);
    expect(await readBack(charge.id)).toBe(false);
    expect(await stored(charge.id)).toMatchObject({ status: 'PAID', refundedAmount: 0, refunds: [] });
    expect(await medEntries(charge.id)).toEqual([]);
  });
});

describe('refunds beside MED returns', () => {
  it('a merchant refund after a MED return asks only what remains; the PSP is never asked for what MED took', async () => {
    const { charge, pix } = await paidCharge();
    live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE', { valor: '15.00' });
    await notifyReturns(pix);

    const tooMuch = await call('POST', `/v1/charges/${charge.id}/refund`, {
      key: m.full,
      body: { amount: 500 },
    });
    expect(expectError(tooMuch, 400)).toMatchObject({ code: 'refund_exceeds_remaining' });
    const all = await call('POST', `/v1/charges/${charge.id}/refund`, { key: m.full });
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    expect(all.json.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 19.9 });
    expect((all.json.data as ChargeView).refunds).toEqual([
      expect.objectContaining({ origin: 'MED', amount: 15 }),
      expect.objectContaining({ origin: 'MERCHANT', amount: 4.9, status: 'PENDING' }),
    ]);
    const asked = live.psp.exchanges.filter((e) => e.operation === '/pix/{e2eid}/devolucao/{id}');
    expect(asked.map((e) => (e.requestBody as { valor: string }).valor)).toEqual(['4.90']);
    expect(asked.every((e) => e.status === 201)).toBe(true);
  });

  it('our own devolução is our refund, never a MED return: its notice settles it as the sweep would', async () => {
    const { charge, pix } = await paidCharge();
    const refunded = await call('POST', `/v1/charges/${charge.id}/refund`, {
      key: m.full,
      body: { amount: 500 },
    });
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    const ours = (refunded.json.data as ChargeView).refunds[0]!;
    expect(ours.status).toBe('PENDING');
    await notifyReturns(pix);
    expect((await stored(charge.id)).refunds).toEqual([
      expect.objectContaining({ id: ours.id, status: 'PENDING' }),
    ]);

    live.psp.finishDevolucao(refundIdOf(ours.id), 'DEVOLVIDO');
    await notifyReturns(pix);
    const after = await stored(charge.id);
    expect(after.refunds).toEqual([
      expect.objectContaining({ id: ours.id, status: 'SUCCEEDED', origin: 'MERCHANT' }),
    ]);
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(0);
    expect(await readBack(charge.id)).toBe(false);
    expect(await storedEvents(m.merchantId, 'charge.refunded')).toHaveLength(1);
    expect(await medEvents()).toEqual([]);
    expect((await entries(charge.id)).map((entry) => entry.type).sort()).toEqual(['PIX_RECEIVED', 'REFUND']);
  });

  it("a MED return on a Pix its charge refused is the operator's, never recorded on the charge", async () => {
    const { charge, pix } = await paidCharge();
    const second: StubPix = {
      endToEndId: `E99999999${Date.now()}${'7'.repeat(10)}`.slice(0, 32),
      txid: pix.txid!,
      valor: pix.valor,
      horario: new Date().toISOString(),
    };
    live.psp.receive(second);
    expect((await live.notify([second])).json.data).toMatchObject({ refundDue: 1 });
    live.psp.medReturn(second.endToEndId, 'MED_FRAUDE');
    await notifyReturns(second);
    expect(await stored(charge.id)).toMatchObject({ status: 'PAID', refundedAmount: 0, refunds: [] });
    expect(await medEntries(charge.id)).toEqual([]);
    expect(await medEvents()).toEqual([]);
  });

  it('a MED return larger than what remains waits until a pending refund of ours fails, then is recorded', async () => {
    const { charge, pix } = await paidCharge();
    // Our refund of everything never reached the PSP: it stays PENDING and holds the whole amount.
    live.psp.inject('PUT', '/pix/{e2eid}/devolucao/{id}', { kind: 'error' }, 2);
    const refunded = await call('POST', `/v1/charges/${charge.id}/refund`, { key: m.full });
    expect(refunded.json.data).toMatchObject({ status: 'REFUNDED', refunds: [{ status: 'PENDING' }] });
    const med = live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE');
    await notifyReturns(pix);
    expect((await stored(charge.id)).refunds.map((refund) => refund.origin)).toEqual(['MERCHANT']);
    expect(await medEvents()).toEqual([]);

    // Asked again, the PSP refuses our devolução (MED took the money): the refund fails, and the
    // next read records the MED return.
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(1);
    expect(await readBack(charge.id)).toBe(true);
    const after = await stored(charge.id);
    expect(after).toMatchObject({ status: 'REFUNDED', refundedAmount: 1990 });
    expect(after.refunds.map((refund) => [refund.origin, refund.status, refund.pspReturnId])).toEqual([
      ['MERCHANT', 'FAILED', undefined],
      ['MED', 'SUCCEEDED', med.id],
    ]);
    expect(await medEntries(charge.id)).toHaveLength(1);
    expect((await entries(charge.id)).map((entry) => entry.type).sort()).toEqual([
      'MED_RETURN',
      'PIX_RECEIVED',
    ]);
  });
});
