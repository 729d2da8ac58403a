import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { findReceipt, listRefundsDue } from '../../lib/charges/pix-receipts.storage.js';
import type { StubPix } from '../../dev/stub-psp.js';
import { refundIdOf } from '../../lib/pix/api-pix/provider.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { reconcileBeforeSweep, reconcileDueCharges } from '../../lib/payments/read-back.service.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { adminUpdateMerchant } from '../../lib/merchants/admin.service.js';
import { NOTICE_OVERDUE_MS, refreshLiveCharge } from '../../lib/charges/settlement.service.js';
import { sweepExpiredCharges } from '../../lib/jobs/sweeps.service.js';
import { sweepPendingRefunds } from '../../lib/charges/refunds.service.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { deliverDue, dispatchUndispatched } from '../../lib/webhooks/deliveries.service.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { refuseTransactItem, removeFaults, updatesKey } from '../support/faults.js';
import { useLivePsp } from '../support/live-psp.js';
import { startReceiver, verified, type Receiver } from '../support/receiver.js';
import { TEST_PIX_KEY } from '../support/stub-psp.js';
import { storedEvents } from '../support/stored.js';

/** The sweeper's run for charges: the PSP asked about what is due, then expiry persisted. */
async function reconcileAndSweep(now: Date): Promise<void> {
  await reconcileBeforeSweep(now);
  await sweepExpiredCharges(now);
}

/**
 * The whole live path against the stub PSP over mutual TLS: the API with `PIX_PROVIDER=api-pix`
 * creates each charge as a `cob`, the PSP's notice (through the real route) settles it, the
 * sweeper and reads reconcile lost notices, cancel removes the cob, refund is a `devolucao`.
 * Every body exchanged with the PSP is checked against the Banco Central's schemas.
 */
const live = useLivePsp();
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
});

async function createCharge(body: Record<string, unknown> = {}) {
  const result = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1990, ...body } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as { id: string; status: string; pix: { brCode: string; txid: string } };
}

const status = async (id: string): Promise<string> =>
  (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data.status as string;

const notify = live.notify;

/** The merchant's events of one type (GSI2 holds events by type). */
const events = async (type: string) =>
  (await storedEvents(m.merchantId, type)) as { data: { id: string; status: string } }[];

describe('live charge creation', () => {
  it('creates the charge as a cob at the PSP and hands out its copy-and-paste code', async () => {
    const charge = await createCharge({ description: 'Pedido 42', expiresIn: 900 });
    const cob = live.psp.cobs.get(liveTxid(charge.pix.txid));
    expect(cob).toMatchObject({
      status: 'ATIVA',
      valor: { original: '19.90' },
      chave: TEST_PIX_KEY,
      solicitacaoPagador: 'Pedido 42',
      calendario: { expiracao: 900 },
    });
    expect(charge.pix.brCode).toBe(cob!.pixCopiaECola);
    expect(charge.status).toBe('PENDING');
  });

  it('answers 503 and stores nothing when the PSP keeps failing; the retry made no second cob', async () => {
    const cobsBefore = live.psp.cobs.size;
    live.psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 500 }, 2);
    const failed = await call('POST', '/v1/charges', { key: m.full, body: { amount: 500 } });
    expect(expectError(failed, 503)).toMatchObject({ code: 'pix_provider_unavailable' });
    expect(live.psp.cobs.size).toBe(cobsBefore);
    const list = await call('GET', '/v1/charges', { key: m.readOnly });
    expect(list.json.data.content).toEqual([]);
  });

  it('survives one PSP failure, a timeout whose cob was made, and a token dropped mid-flight', async () => {
    const cobsBefore = live.psp.cobs.size;
    live.psp.inject('PUT', '/cob/{txid}', { kind: 'error', status: 503 });
    const afterError = await createCharge();
    live.psp.inject('PUT', '/cob/{txid}', { kind: 'lose-answer' });
    const afterLostAnswer = await createCharge();
    live.psp.expireTokens();
    const afterTokenLoss = await createCharge();
    const putsOf = (txid: string) =>
      live.psp.exchanges.filter((e) => e.method === 'PUT' && e.path.endsWith(`/cob/${txid}`)).length;
    // Each fault costs exactly one more PUT of the same txid (idempotent at the PSP), never a second
    // cob; the stub logs answered exchanges, so the PUT whose answer was lost is not in the log.
    expect([afterError, afterLostAnswer, afterTokenLoss].map((c) => putsOf(liveTxid(c.pix.txid)))).toEqual([
      2, 1, 2,
    ]);
    expect(live.psp.cobs.size).toBe(cobsBefore + 3);
    for (const charge of [afterError, afterLostAnswer, afterTokenLoss])
      expect(live.psp.cobs.get(liveTxid(charge.pix.txid))?.pixCopiaECola).toBe(charge.pix.brCode);
  });
});

describe('payment notices', () => {
  it('settles a charge exactly once, however often and in whatever order the PSP repeats itself', async () => {
    const charge = await createCharge();
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    expect(await live.psp.notify(TEST_PIX_KEY, [pix])).toBe(200);
    expect(await status(charge.id)).toBe('PAID');

    const again = await notify([pix]);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ received: 1, settled: 0, duplicate: 1, refundDue: 0, ignored: 0 });
    expect((await events('charge.paid')).map((event) => event.data.id)).toEqual([charge.id]);
    expect(await findReceipt(m.merchantId, pix.endToEndId)).toMatchObject({
      outcome: 'SETTLED',
      amount: 1990,
    });
    // The notice was confirmed with the PSP, not trusted.
    expect(
      live.psp.exchanges.some((e) => e.method === 'GET' && e.path.endsWith(`/pix/${pix.endToEndId}`)),
    ).toBe(true);
  });

  it('takes a batch of several Pix, repeated out of order, concurrently', async () => {
    const [a, b, c] = [await createCharge(), await createCharge({ amount: 250 }), await createCharge()];
    const pixes = [a, b, c].map((charge) => live.psp.pay(liveTxid(charge.pix.txid)));
    const answers = await Promise.all([notify(pixes), notify([...pixes].reverse()), notify([pixes[1]!])]);
    const total = answers.reduce(
      (sum, answer) => {
        expect(answer.status).toBe(200);
        return {
          settled: sum.settled + answer.json.data.settled,
          duplicate: sum.duplicate + answer.json.data.duplicate,
        };
      },
      { settled: 0, duplicate: 0 },
    );
    expect(total).toEqual({ settled: 3, duplicate: 4 });
    for (const charge of [a, b, c]) expect(await status(charge.id)).toBe('PAID');
    expect((await events('charge.paid')).map((event) => event.data.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
  });

  it('acknowledges an unknown txid and settles nothing on a notice the PSP does not confirm', async () => {
    const stray = await notify([
      {
        endToEndId: `E99999999${'1'.repeat(23)}`,
        txid: 'someoneelsestxid0000000000',
        valor: '1.00',
        horario: new Date().toISOString(),
      },
    ]);
    expect(stray.json.data).toMatchObject({ received: 1, ignored: 1, settled: 0 });

    const charge = await createCharge();
    const forged: StubPix = {
      endToEndId: `E99999999${'2'.repeat(23)}`,
      txid: liveTxid(charge.pix.txid),
      valor: '19.90',
      horario: new Date().toISOString(),
    };
    const answer = await notify([forged]);
    expect(answer.json.data).toMatchObject({ received: 1, ignored: 1, settled: 0 });
    expect(await status(charge.id)).toBe('PENDING');
    expect(await events('charge.paid')).toEqual([]);
  });

  it('is a 404 without the secret path segment', async () => {
    const charge = await createCharge();
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    const wrong = await call('POST', `/v1/psp/pix-webhook/${'x'.repeat(40)}/pix`, {
      rawBody: live.psp.noticeBody([pix]),
      headers: { 'content-type': 'application/json' },
    });
    expectError(wrong, 404);
    expect(await status(charge.id)).toBe('PENDING');
  });

  it('answers 503 when the PSP cannot confirm, so the PSP sends the notice again', async () => {
    const charge = await createCharge();
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    live.psp.inject('GET', '/pix/{e2eid}', { kind: 'error' }, 2);
    expectError(await notify([pix]), 503);
    expect(await status(charge.id)).toBe('PENDING');
    expect((await notify([pix])).json.data).toMatchObject({ settled: 1 });
    expect(await status(charge.id)).toBe('PAID');
  });

  it('answers 503 when the PSP refuses the confirmation, and applies the notice sent again', async () => {
    const charge = await createCharge();
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    live.psp.inject('GET', '/pix/{e2eid}', { kind: 'error', status: 403 });
    expect(expectError(await notify([pix]), 503)).toMatchObject({ code: 'service_unavailable' });
    expect(await status(charge.id)).toBe('PENDING');
    expect((await notify([pix])).json.data).toMatchObject({ settled: 1 });
    expect(await status(charge.id)).toBe('PAID');
  });

  it('records a Pix for a cancelled or another-amount charge as due for refund, never drops it', async () => {
    const cancelled = await createCharge();
    expect((await call('POST', `/v1/charges/${cancelled.id}/cancel`, { key: m.full })).status).toBe(200);
    expect(live.psp.cobs.get(liveTxid(cancelled.pix.txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    // A Pix the PSP took while the removal was on its way.
    const late: StubPix = {
      endToEndId: `E99999999${'3'.repeat(23)}`,
      txid: liveTxid(cancelled.pix.txid),
      valor: '19.90',
      horario: new Date().toISOString(),
    };
    live.psp.receive(late);
    expect((await notify([late])).json.data).toMatchObject({ refundDue: 1, settled: 0 });
    expect(await status(cancelled.id)).toBe('CANCELLED');
    expect(await findReceipt(m.merchantId, late.endToEndId)).toMatchObject({
      outcome: 'REFUND_DUE',
      reason: 'charge_cancelled',
      chargeId: cancelled.id,
    });
    expect((await notify([late])).json.data).toMatchObject({ duplicate: 1, refundDue: 0 });
    expect((await listRefundsDue(1000)).map((receipt) => receipt.endToEndId)).toContain(late.endToEndId);

    const other = await createCharge();
    const wrongAmount = live.psp.pay(liveTxid(other.pix.txid), '19.89');
    expect((await notify([wrongAmount])).json.data).toMatchObject({ refundDue: 1 });
    expect(await status(other.id)).toBe('PENDING');
    expect(await findReceipt(m.merchantId, wrongAmount.endToEndId)).toMatchObject({
      reason: 'amount_mismatch',
    });
  });

  it('records a Pix paid after expiry for refund', async () => {
    const charge = await createCharge({ expiresIn: 60 });
    const stored = await findCharge(m.merchantId, charge.id);
    const late: StubPix = {
      endToEndId: `E99999999${'4'.repeat(23)}`,
      txid: liveTxid(charge.pix.txid),
      valor: '19.90',
      horario: new Date(Date.parse(stored!.expiresAt) + 1000).toISOString(),
    };
    live.psp.receive(late);
    expect((await notify([late])).json.data).toMatchObject({ refundDue: 1 });
    expect(await findReceipt(m.merchantId, late.endToEndId)).toMatchObject({ reason: 'charge_expired' });
    expect(await events('charge.paid')).toEqual([]);
  });
});

describe('reconciliation of lost notices', () => {
  it('the sweeper settles a charge close to expiry that the PSP says is paid', async () => {
    const charge = await createCharge({ expiresIn: 60 });
    live.psp.pay(liveTxid(charge.pix.txid)); // no notice
    await reconcileAndSweep(new Date());
    expect(await status(charge.id)).toBe('PAID');
    expect((await events('charge.paid')).map((event) => event.data.id)).toEqual([charge.id]);
    // A late notice afterwards changes nothing.
    const pix = live.psp.cobs.get(liveTxid(charge.pix.txid))!.pix![0]!;
    expect((await notify([pix])).json.data).toMatchObject({ duplicate: 1 });
  });

  it('a PSP that is down stops the pass at once, and the next sweep settles', async () => {
    const [a, b] = [await createCharge({ expiresIn: 60 }), await createCharge({ expiresIn: 60 })];
    live.psp.pay(liveTxid(a.pix.txid));
    live.psp.pay(liveTxid(b.pix.txid));
    const asked = () =>
      live.psp.exchanges.filter((e) => e.method === 'GET' && e.operation === '/cob/{txid}').length;
    const before = asked();
    live.psp.inject('GET', '/cob/{txid}', { kind: 'error', status: 503 }, 2);
    expect(await reconcileDueCharges(new Date())).toBe(0);
    expect(asked() - before).toBe(2); // one charge's two attempts, then no more waiting on the PSP
    expect(await status(a.id)).toBe('PENDING');
    await reconcileAndSweep(new Date(Date.now() + 1));
    expect([await status(a.id), await status(b.id)]).toEqual(['PAID', 'PAID']);
  });

  it('a read of a pending charge whose notice is overdue asks the PSP', async () => {
    const charge = await createCharge();
    live.psp.pay(liveTxid(charge.pix.txid));
    const stored = (await findCharge(m.merchantId, charge.id))!;
    // Not overdue yet: the read does not call the PSP.
    expect((await refreshLiveCharge(stored, completeOwner)).status).toBe('PENDING');
    const later = new Date(Date.parse(stored.createdAt) + NOTICE_OVERDUE_MS + 1000);
    expect((await refreshLiveCharge(stored, completeOwner, later)).status).toBe('PAID');
    expect(await status(charge.id)).toBe('PAID');
  });
});

describe('checkouts in live', () => {
  async function openCheckout() {
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 2500 },
    });
    const checkout = await call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId: product.json.data.id, quantity: 1 }] },
    });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    const charge = (await findCharge(m.merchantId, checkout.json.data.chargeId as string))!;
    expect(live.psp.cobs.get(liveTxid(charge.txid))).toMatchObject({
      status: 'ATIVA',
      valor: { original: '25.00' },
    });
    return { checkoutId: checkout.json.data.id as string, charge };
  }
  const checkoutStatus = async (id: string) =>
    (await call('GET', `/v1/checkouts/${id}`, { key: m.readOnly })).json.data.status as string;

  it('a notice pays the charge of a checkout and completes the checkout in the same transaction', async () => {
    const { checkoutId, charge } = await openCheckout();
    const pix = live.psp.pay(liveTxid(charge.txid));
    expect((await notify([pix])).json.data).toMatchObject({ settled: 1 });
    expect(await status(charge.id)).toBe('PAID');
    expect(await checkoutStatus(checkoutId)).toBe('COMPLETED');
  });

  it('the sweeper reconciles the charge of a checkout whose notice was lost', async () => {
    const { checkoutId, charge } = await openCheckout();
    live.psp.pay(liveTxid(charge.txid)); // no notice
    // The sweep a minute before the checkout expires (reconciliation only: nothing is expired).
    const sweepAt = new Date(Date.parse(charge.expiresAt) - 60_000);
    expect(await reconcileDueCharges(sweepAt)).toBeGreaterThanOrEqual(1);
    expect(await status(charge.id)).toBe('PAID');
    expect(await checkoutStatus(checkoutId)).toBe('COMPLETED');
  });
});

describe('a coupon applied on the hosted page in live', () => {
  it('retires the replaced cob at the PSP, so the old code can no longer be paid', async () => {
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 2500 },
    });
    const code = `LIVE${Date.now()}`;
    const coupon = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code, type: 'PERCENTAGE', value: 20 },
    });
    expect(coupon.status, JSON.stringify(coupon.json)).toBe(201);
    const checkout = await call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId: product.json.data.id, quantity: 1 }], allowCoupons: true },
    });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    const oldCharge = (await findCharge(m.merchantId, checkout.json.data.chargeId as string))!;
    const token = new URL(checkout.json.data.url as string).pathname.split('/').pop()!;

    const applied = await call('POST', `/pay/${token}/coupon`, { body: { code } });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);

    expect(live.psp.cobs.get(liveTxid(oldCharge.txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    const after = await call('GET', `/v1/checkouts/${checkout.json.data.id as string}`, { key: m.readOnly });
    const newCharge = (await findCharge(m.merchantId, after.json.data.chargeId as string))!;
    expect(newCharge.id).not.toBe(oldCharge.id);
    expect(live.psp.cobs.get(liveTxid(newCharge.txid))).toMatchObject({
      status: 'ATIVA',
      valor: { original: '20.00' },
    });
  });
});

describe('cancel and refund at the PSP', () => {
  it('a cancel that finds the cob already paid settles it and answers 400', async () => {
    const charge = await createCharge();
    live.psp.pay(liveTxid(charge.pix.txid));
    const answer = await call('POST', `/v1/charges/${charge.id}/cancel`, { key: m.full });
    expect(answer.status).toBe(400);
    expect(await status(charge.id)).toBe('PAID');
  });

  type Refunded = {
    status: string;
    refundedAmount: number;
    refunds: { id: string; amount: number; reason: string | null; status: string }[];
  };
  const refund = async (id: string, body?: Record<string, unknown>) => {
    const answer = await call('POST', `/v1/charges/${id}/refund`, { key: m.full, ...(body ? { body } : {}) });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data as Refunded;
  };
  const retrieve = async (id: string) =>
    (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data as Refunded;
  const paidCharge = async () => {
    const charge = await createCharge();
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    await notify([pix]);
    return { charge, pix };
  };

  it('each refund is one devolução with its own id, PENDING until the PSP tells, then its event', async () => {
    const { charge, pix } = await paidCharge();
    const first = await refund(charge.id, { amount: 500, reason: 'Troca de produto' });
    expect(first).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 5 });
    expect(first.refunds).toEqual([
      expect.objectContaining({ amount: 5, reason: 'Troca de produto', status: 'PENDING' }),
    ]);
    const [pending] = first.refunds;
    expect(pix.devolucoes).toEqual([
      expect.objectContaining({ id: refundIdOf(pending!.id), valor: '5.00', status: 'EM_PROCESSAMENTO' }),
    ]);
    // Nothing is announced while the PSP processes it; the sweep asks again with the same id.
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(0);
    expect(await events('charge.refunded')).toEqual([]);
    live.psp.finishDevolucao(refundIdOf(pending!.id), 'DEVOLVIDO');
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(1);
    expect((await retrieve(charge.id)).refunds[0]!.status).toBe('SUCCEEDED');
    expect((await events('charge.refunded')).map((event) => event.data.id)).toEqual([charge.id]);
    expect(pix.devolucoes).toHaveLength(1);

    // The rest, refused by the payer's bank: the amount can be refunded again.
    const rest = await refund(charge.id);
    expect(rest).toMatchObject({ status: 'REFUNDED', refundedAmount: 19.9 });
    live.psp.finishDevolucao(refundIdOf(rest.refunds[1]!.id), 'NAO_REALIZADO');
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(1);
    expect(await retrieve(charge.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 5 });
    const [failed] = await events('charge.refund_failed');
    expect(failed!.data).toMatchObject({ id: charge.id, status: 'PARTIALLY_REFUNDED' });
    const again = await refund(charge.id);
    expect(again.refunds.map((each) => each.status)).toEqual(['SUCCEEDED', 'FAILED', 'PENDING']);
    expect(pix.devolucoes!.map((devolucao) => devolucao.valor)).toEqual(['5.00', '14.90', '14.90']);
  });

  it('a PSP that cannot be reached leaves the refund PENDING, and the sweep makes it', async () => {
    const { charge, pix } = await paidCharge();
    live.psp.inject('PUT', '/pix/{e2eid}/devolucao/{id}', { kind: 'error' }, 2);
    const refunded = await refund(charge.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refunds: [{ status: 'PENDING' }] });
    expect(pix.devolucoes ?? []).toEqual([]);
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(0);
    expect(pix.devolucoes).toEqual([expect.objectContaining({ id: refundIdOf(refunded.refunds[0]!.id) })]);
    live.psp.finishDevolucao(refundIdOf(refunded.refunds[0]!.id), 'DEVOLVIDO');
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(1);
    expect(await retrieve(charge.id)).toMatchObject({
      status: 'REFUNDED',
      refunds: [{ status: 'SUCCEEDED' }],
    });
    // Settled: out of the sweep's index.
    expect(await sweepPendingRefunds(new Date(), { merchantId: m.merchantId })).toBe(0);
  });

  it('a devolução the PSP refuses fails at once, with charge.refund_failed, and the charge is paid again', async () => {
    const { charge } = await paidCharge();
    live.psp.inject('PUT', '/pix/{e2eid}/devolucao/{id}', { kind: 'error', status: 400 });
    const refunded = await refund(charge.id, { amount: 100 });
    expect(refunded).toMatchObject({ status: 'PAID', refundedAmount: 0, refunds: [{ status: 'FAILED' }] });
    expect((await events('charge.refund_failed')).map((event) => event.data.id)).toEqual([charge.id]);
  });
});

describe('live charge to the merchant webhook', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  type Message = { id: string; type: string; data: { id: string; status: string } };

  /** One turn of the pipeline for this merchant, as in webhooks-e2e: dispatch what is new, attempt what is due. */
  async function deliver(): Promise<void> {
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    await deliverDue(new Date(), { merchantId: m.merchantId });
  }

  async function eventIds(): Promise<Set<string>> {
    const list = await call('GET', '/v1/events?size=100', { key: m.readOnly });
    expect(list.status).toBe(200);
    return new Set((list.json.data.content as { id: string }[]).map((event) => event.id));
  }

  /** What the receiver got for this merchant's events, each one verified with the endpoint's secret. */
  async function messages(secret: string): Promise<{ webhookId: string; message: Message }[]> {
    const ids = await eventIds();
    return receiver.received
      .filter((received) => ids.has(String(received.headers['webhook-id'])))
      .map((received) => ({
        webhookId: String(received.headers['webhook-id']),
        message: verified(secret, received) as Message,
      }));
  }

  it('create -> PSP notice -> PAID -> one verified charge.paid at the receiver; a repeated notice sends no second one', async () => {
    const registered = await call('POST', '/v1/webhook-endpoints', {
      key: m.full,
      body: { url: receiver.url, events: ['charge.paid'] },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const { secret } = registered.json.data as { id: string; secret: string };

    const charge = await createCharge();
    expect(live.psp.cobs.get(liveTxid(charge.pix.txid))?.status).toBe('ATIVA');
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    expect(await live.psp.notify(TEST_PIX_KEY, [pix])).toBe(200);
    expect(await status(charge.id)).toBe('PAID');

    await deliver();
    for (;;) {
      if ((await messages(secret)).length >= 1) break;
      await receiver.waitFor(receiver.received.length + 1);
    }
    const first = await messages(secret);
    expect(new Set(first.map((got) => got.webhookId)).size).toBe(1);
    const { webhookId, message } = first[0]!;
    expect(message).toMatchObject({
      id: webhookId,
      type: 'charge.paid',
      data: { id: charge.id, status: 'PAID' },
    });

    // The PSP repeats its notice: a duplicate, no new event, nothing new for the receiver.
    const again = await notify([pix]);
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ settled: 0, duplicate: 1 });
    await deliver();
    expect((await events('charge.paid')).map((event) => event.data.id)).toEqual([charge.id]);
    const listed = await call('GET', '/v1/events?type=charge.paid', { key: m.readOnly });
    expect(listed.json.data.content.map((e: { id: string }) => e.id)).toEqual([webhookId]);
    const after = await messages(secret);
    expect([...new Set(after.map((got) => got.webhookId))]).toEqual([webhookId]);
    expect(after.every(({ message: e }) => e.type === 'charge.paid' && e.data.id === charge.id)).toBe(true);
    expect(receiver.received.every((received) => String(received.headers['webhook-id']) === webhookId)).toBe(
      true,
    );
  });
});

describe('a key over its rate limit', () => {
  it('creates no cob at the PSP: the PSP call waits for the count', async () => {
    await adminUpdateMerchant(m.merchantId, { rateLimit: '1/s' });
    // Three requests inside one 2-second window: the third is over the quota of 2.
    const into = Date.now() % 2000;
    if (into > 1000) await new Promise((resolve) => setTimeout(resolve, 2000 - into + 20));
    for (let i = 0; i < 2; i++)
      expect((await call('GET', '/v1/charges?size=1', { key: m.full })).status).toBe(200);
    const cobs = live.psp.cobs.size;
    const over = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1990 } });
    expect(over.status, JSON.stringify(over.json)).toBe(429);
    expect(live.psp.cobs.size).toBe(cobs);
  });
});

describe('in a live stage', () => {
  beforeAll(() => {
    live.setEnv({ APP_ENV: 'live' });
    resetConfig();
  });
  afterAll(() => {
    process.env.APP_ENV = live.savedEnv('APP_ENV') ?? 'test';
    resetConfig();
  });

  it('creates a cob with a live key and settles it from the notice', async () => {
    m = await newMerchant();
    expect(m.full).toMatch(/_sk_live_/);
    const charge = await createCharge({ amount: 10_000 });
    expect(live.psp.cobs.get(liveTxid(charge.pix.txid))?.valor.original).toBe('100.00');
    const pix = live.psp.pay(liveTxid(charge.pix.txid));
    expect((await notify([pix])).json.data).toMatchObject({ settled: 1 });
    expect(await status(charge.id)).toBe('PAID');
    // Its events say where they happened, so a receiver shared by both environments can tell.
    const listed = await call('GET', '/v1/events?type=charge.paid', { key: m.readOnly });
    expect(listed.json.data.content).toEqual([
      expect.objectContaining({ type: 'charge.paid', environment: 'live' }),
    ]);
  });
});

describe('one cob per charge written, when a checkout write is retried or refused', () => {
  afterEach(() => removeFaults());

  /** A reservation refused by its condition (item `at` of `items`), as when the last use was taken. */
  async function productAndCoupon(): Promise<{ productId: string; code: string }> {
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 2500 },
    });
    const code = `RETRY${Date.now()}`;
    const coupon = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code, type: 'PERCENTAGE', value: 20 },
    });
    expect(coupon.status, JSON.stringify(coupon.json)).toBe(201);
    return { productId: product.json.data.id as string, code };
  }

  /** The cobs created at the PSP while `run` ran, by txid. */
  async function cobsDuring(run: () => Promise<void>): Promise<string[]> {
    const before = new Set(live.psp.cobs.keys());
    await run();
    return [...live.psp.cobs.keys()].filter((txid) => !before.has(txid));
  }

  it('a coupon reservation retried after a refused condition issues one cob, the one stored', async () => {
    const { productId, code } = await productAndCoupon();
    let chargeId = '';
    const created = await cobsDuring(async () => {
      const fault = refuseTransactItem(1, updatesKey('COUPON#'));
      const checkout = await call('POST', '/v1/checkouts', {
        key: m.full,
        body: { items: [{ productId, quantity: 1 }], couponCode: code },
      });
      expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
      expect(fault.calls).toBe(2);
      chargeId = checkout.json.data.chargeId as string;
    });
    const charge = (await findCharge(m.merchantId, chargeId))!;
    expect(created).toEqual([liveTxid(charge.txid)]);
    expect(live.psp.cobs.get(liveTxid(charge.txid))).toMatchObject({
      status: 'ATIVA',
      valor: { original: '20.00' },
    });
  });

  it('a checkout refused after its cob was issued (customer removed) removes that cob', async () => {
    const { productId } = await productAndCoupon();
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Ana Souza', email: 'ana.souza@example.com.br', document: '52998224725' },
    });
    expect(customer.status, JSON.stringify(customer.json)).toBeLessThan(300);
    const customerId = customer.json.data.id as string;
    expect((await call('DELETE', `/v1/customers/${customerId}`, { key: m.full })).status).toBe(204);
    const created = await cobsDuring(async () => {
      const refused = await call('POST', '/v1/checkouts', {
        key: m.full,
        body: { items: [{ productId, quantity: 1 }], customerId },
      });
      expect(expectError(refused, 400).code).toBe('customer_unusable');
    });
    expect(created).toHaveLength(1);
    expect(live.psp.cobs.get(created[0]!)?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('a page coupon retried after a refused reservation issues one new cob and retires the old one', async () => {
    const { productId, code } = await productAndCoupon();
    const checkout = await call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId, quantity: 1 }], allowCoupons: true },
    });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    const oldCharge = (await findCharge(m.merchantId, checkout.json.data.chargeId as string))!;
    const token = new URL(checkout.json.data.url as string).pathname.split('/').pop()!;
    const created = await cobsDuring(async () => {
      const fault = refuseTransactItem(1, updatesKey('COUPON#'));
      const applied = await call('POST', `/pay/${token}/coupon`, { body: { code } });
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
      expect(fault.calls).toBe(2);
    });
    const after = await call('GET', `/v1/checkouts/${checkout.json.data.id as string}`, { key: m.readOnly });
    const newCharge = (await findCharge(m.merchantId, after.json.data.chargeId as string))!;
    expect(created).toEqual([liveTxid(newCharge.txid)]);
    expect(live.psp.cobs.get(liveTxid(newCharge.txid))).toMatchObject({
      status: 'ATIVA',
      valor: { original: '20.00' },
    });
    expect(live.psp.cobs.get(liveTxid(oldCharge.txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });
});
