import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { findCycle, findSubscription } from '../../lib/subscriptions/subscriptions.storage.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { NOT_SENT, sweepCycles, sweepSubscriptions } from '../../lib/subscriptions/cycles.service.js';
import { reconcileRec } from '../../lib/subscriptions/subscription-notices.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { subscribeWeekly } from './subscribe.js';
import { useLivePsp, WEBHOOK_PATH } from '../support/live-psp.js';
import { connectionReset, FAULT, removeFaults } from '../support/faults.js';
import { storedEvents } from '../support/stored.js';

/**
 * Pix Automático subscriptions in live against the stub PSP over mutual TLS: the authorization is
 * a `rec` bound to the first cycle's `cob` (journey 3), each later cycle a `cobr`, a retry a
 * `retentativa`; the PSP's `rec` and `cobr` notices are read back before anything changes. Every
 * exchange is checked against the Banco Central's schemas (`useLivePsp`).
 */
const live = useLivePsp();
const TIME_ZONE = 'America/Sao_Paulo';
const today = () => todayIn(TIME_ZONE, new Date());
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
});
afterEach(removeFaults);

/** A weekly subscription starting in 3 days, with the `rec` its PSP holds. */
async function createSubscription(body: Record<string, unknown> = {}) {
  const view = await subscribeWeekly(m.full, body);
  const stored = (await findSubscription(m.merchantId, view.id))!;
  return { view, recId: stored.authorizationId!, stored };
}

const read = async (id: string) =>
  (await call('GET', `/v1/subscriptions/${id}`, { key: m.readOnly })).json.data;

const cyclesOf = async (id: string) =>
  (await call('GET', `/v1/subscriptions/${id}/cycles`, { key: m.readOnly })).json.data.content as {
    id: string;
    index: number;
    status: string;
    dueDate: string;
    attempts: { date: string; outcome: string; reason: string | null }[];
    nextAttemptDate: string | null;
  }[];

/** The payer scans the composite code: the cob is paid and the rec approved; both notices arrive. */
async function authorize(recId: string) {
  const pix = live.psp.payJourney3(recId);
  expect((await live.notify([pix])).status).toBe(200);
  expect((await live.notifyRec(recId)).status).toBe(200);
}

const sweep = async (now = new Date()) => {
  await sweepSubscriptions(now, TIME_ZONE, { merchantId: m.merchantId });
  return sweepCycles(now, { merchantId: m.merchantId });
};

/** An active subscription whose second cycle has been sent to the PSP as a `cobr`. */
async function activeWithCycle(body: Record<string, unknown> = {}) {
  const created = await createSubscription(body);
  await authorize(created.recId);
  await sweep();
  const [sent] = await cyclesOf(created.view.id);
  expect(sent).toMatchObject({ index: 1, status: 'SCHEDULED', dueDate: addDays(today(), 10) });
  return { ...created, cycle: sent! };
}

const exchangesOf = (operation: string, method: string) =>
  live.psp.exchanges.filter((exchange) => exchange.operation === operation && exchange.method === method);

describe('subscriptions in live', () => {
  it('authorizes by journey 3: a rec bound to the first cycle cob, its composite code handed out', async () => {
    const { view, recId } = await createSubscription({ endDate: addDays(today(), 40) });
    const rec = live.psp.recs.get(recId)!;
    expect(rec).toMatchObject({
      status: 'CRIADA',
      vinculo: {
        objeto: 'Academia - plano semanal',
        contrato: view.id.replaceAll('-', ''),
        devedor: { cpf: '52998224725', nome: 'Maria das Dores' },
      },
      calendario: { dataInicial: view.startDate, dataFinal: view.endDate, periodicidade: 'SEMANAL' },
      valor: { valorRec: '49.90' },
      politicaRetentativa: 'PERMITE_3R_7D',
    });
    // The rec is bound to the authorization charge's cob, which carries the first cycle's amount.
    const charges = (await call('GET', '/v1/charges', { key: m.readOnly })).json.data.content as {
      id: string;
      subscriptionId: string | null;
      pix: { txid: string };
    }[];
    const charge = charges.find((each) => each.subscriptionId === view.id)!;
    const txid = liveTxid(charge.pix.txid);
    expect(rec.ativacao?.dadosJornada?.txid).toBe(txid);
    expect(live.psp.cobs.get(txid)).toMatchObject({ status: 'ATIVA', valor: { original: '49.90' } });
    // The code handed out is the PSP's composite code for journey 3 (cob + rec in one scan).
    const composite = exchangesOf('/rec/{idRec}', 'GET').at(-1)!.responseBody as {
      dadosQR: { jornada: string; pixCopiaECola: string };
    };
    expect(composite.dadosQR.jornada).toBe('JORNADA_3');
    expect(view.authorization.brCode).toBe(composite.dadosQR.pixCopiaECola);
    expect((await read(view.id)).authorization.brCode).toBe(composite.dadosQR.pixCopiaECola);
  });

  it('walks authorize, a cycle refused and retried at the PSP, paid, then revoked by the payer', async () => {
    const { view, recId, cycle } = await activeWithCycle();
    expect(await read(view.id)).toMatchObject({ status: 'ACTIVE' });
    // The cycle's cobr: its txid is the cycle's id, for the rec, on the due date, to our account.
    expect(live.psp.cobrs.get(cycle.id)).toMatchObject({
      idRec: recId,
      status: 'ATIVA',
      calendario: { dataDeVencimento: cycle.dueDate },
      valor: { original: '49.90' },
    });
    expect(exchangesOf('/cobr/{txid}', 'PUT').at(-1)!.requestBody).toMatchObject({
      ajusteDiaUtil: true,
      recebedor: { conta: '12345678', tipoConta: 'CORRENTE', agencia: '0001' },
    });

    live.psp.debitCobr(cycle.id, { refused: 'AB10' });
    expect((await live.notifyCobr(cycle.id)).json.data).toEqual({ received: 1, applied: 1, ignored: 0 });
    const [retrying] = await cyclesOf(view.id);
    expect(retrying).toMatchObject({
      status: 'RETRYING',
      attempts: [{ date: cycle.dueDate, outcome: 'REFUSED', reason: 'AB10' }],
      nextAttemptDate: addDays(cycle.dueDate, 1),
    });
    // The sweep asks the PSP for the retry, once.
    await sweep();
    await sweep();
    expect(exchangesOf('/cobr/{txid}/retentativa/{data}', 'POST').map((each) => each.path)).toEqual([
      `/api/v2/cobr/${cycle.id}/retentativa/${addDays(cycle.dueDate, 1)}`,
    ]);

    live.psp.debitCobr(cycle.id, { paid: true });
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 1 });
    // The PSP sends it again: nothing twice.
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 0, ignored: 1 });
    const [paid] = await cyclesOf(view.id);
    expect(paid).toMatchObject({ status: 'PAID', attempts: [{ outcome: 'REFUSED' }, { outcome: 'PAID' }] });
    expect((await storedEvents(m.merchantId, 'subscription.cycle.paid')).length).toBe(2);
    expect((await storedEvents(m.merchantId, 'subscription.cycle.retrying')).length).toBe(1);

    live.psp.revokeRec(recId);
    expect((await live.notifyRec(recId)).json.data).toMatchObject({ applied: 1 });
    expect((await live.notifyRec(recId)).json.data).toMatchObject({ applied: 0 });
    expect(await read(view.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYER' });
    expect((await storedEvents(m.merchantId, 'subscription.cancelled')).length).toBe(1);
  });

  it('fails a cycle the PSP closes without retries allowed', async () => {
    const { view, cycle } = await activeWithCycle({ retryPolicy: 'NONE' });
    live.psp.debitCobr(cycle.id, { refused: 'AB10' });
    await live.notifyCobr(cycle.id);
    const [failed] = await cyclesOf(view.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: [{ outcome: 'REFUSED', reason: 'AB10' }] });
    expect(await read(view.id)).toMatchObject({ status: 'ACTIVE' });
  });

  it('cancels at the PSP first when the merchant cancels: the rec and the open cobr', async () => {
    const { view, recId, cycle } = await activeWithCycle();
    const result = await call('POST', `/v1/subscriptions/${view.id}/cancel`, { key: m.full });
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.data).toMatchObject({ status: 'CANCELLED', cancelledBy: 'MERCHANT' });
    expect(live.psp.recs.get(recId)!.status).toBe('CANCELADA');
    expect(live.psp.cobrs.get(cycle.id)!.status).toBe('CANCELADA');
    const [cancelled] = await cyclesOf(view.id);
    expect(cancelled!.status).toBe('CANCELLED');
    // The PSP's notice of our own cancel changes nothing more.
    expect((await live.notifyRec(recId)).json.data).toMatchObject({ applied: 0 });
    expect((await storedEvents(m.merchantId, 'subscription.cancelled')).length).toBe(1);
  });

  it('answers 503 and changes nothing when the PSP cannot cancel now', async () => {
    const { view, recId } = await activeWithCycle();
    live.psp.inject('PATCH', '/rec/{idRec}', { kind: 'error', status: 503 }, 2);
    const result = await call('POST', `/v1/subscriptions/${view.id}/cancel`, { key: m.full });
    expect(result.status).toBe(503);
    expect(await read(view.id)).toMatchObject({ status: 'ACTIVE' });
    expect(live.psp.recs.get(recId)!.status).toBe('APROVADA');
    // The rec goes first: its cycle's cobr is untouched, so the subscription carries on as it was.
    const [cycle] = await cyclesOf(view.id);
    expect(live.psp.cobrs.get(cycle!.id)!.status).toBe('ATIVA');
  });

  it('records a debit the PSP confirms after the payer revoked, notice or read-back', async () => {
    const { view, recId, cycle } = await activeWithCycle();
    live.psp.revokeRec(recId);
    await live.notifyRec(recId);
    expect((await cyclesOf(view.id))[0]!.status).toBe('CANCELLED');
    // The debit was already under way at the payer's bank: the money came in.
    live.psp.debitCobr(cycle.id, { paid: true });
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 1 });
    expect((await cyclesOf(view.id))[0]).toMatchObject({ status: 'PAID', attempts: [{ outcome: 'PAID' }] });
    expect((await storedEvents(m.merchantId, 'subscription.cycle.paid')).length).toBe(2);
    expect(await read(view.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('ends a subscription whose revocation notice was lost when the PSP refuses its next cycle', async () => {
    const { view, recId } = await activeWithCycle();
    live.psp.revokeRec(recId);
    // No notice. A week on, the next cycle's window opens and the PSP refuses its cobr.
    const weekOn = new Date(Date.now() + 7 * 86_400_000);
    await sweepSubscriptions(weekOn, TIME_ZONE, { merchantId: m.merchantId });
    await sweepCycles(weekOn, { merchantId: m.merchantId, reconcileRec });
    expect(await read(view.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYER' });
    const [next] = await cyclesOf(view.id);
    expect(next).toMatchObject({ index: 2, status: 'CANCELLED', attempts: [] });
  });

  it('reads back a cancelled cycle the PSP would not cancel, and records its debit', async () => {
    const { view, cycle } = await activeWithCycle();
    // On its due date the PSP refuses to cancel a cobr: it may still be debited.
    live.psp.inject('PATCH', '/cobr/{txid}', { kind: 'error', status: 400 });
    const cancel = await call('POST', `/v1/subscriptions/${view.id}/cancel`, { key: m.full });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    expect(live.psp.cobrs.get(cycle.id)!.status).toBe('ATIVA');
    live.psp.debitCobr(cycle.id, { paid: true });
    // No notice: the sweep reads it back from the next day on.
    const later = new Date(Date.now() + 2 * 86_400_000);
    await sweepCycles(later, { merchantId: m.merchantId });
    expect((await cyclesOf(view.id))[0]).toMatchObject({ status: 'PAID' });
    // Closed at the PSP: it leaves the index, and a later sweep reads nothing more.
    const reads = exchangesOf('/cobr/{txid}', 'GET').length;
    await sweepCycles(later, { merchantId: m.merchantId });
    expect(exchangesOf('/cobr/{txid}', 'GET').length).toBe(reads);
  });

  it('fails a retrying cycle when the PSP refuses its retry or closes its cobr', async () => {
    const refusedRetry = await activeWithCycle();
    live.psp.debitCobr(refusedRetry.cycle.id, { refused: 'AB10' });
    await live.notifyCobr(refusedRetry.cycle.id);
    live.psp.inject('POST', '/cobr/{txid}/retentativa/{data}', { kind: 'error', status: 400 });
    await sweep();
    expect((await cyclesOf(refusedRetry.view.id))[0]).toMatchObject({
      status: 'FAILED',
      attempts: [{ outcome: 'REFUSED', reason: 'AB10' }],
      nextAttemptDate: null,
    });

    const expired = await activeWithCycle();
    live.psp.debitCobr(expired.cycle.id, { refused: 'AB10' });
    await live.notifyCobr(expired.cycle.id);
    await sweep(); // the retry is requested
    live.psp.expireCobr(expired.cycle.id);
    expect((await live.notifyCobr(expired.cycle.id)).json.data).toMatchObject({ applied: 1 });
    expect((await cyclesOf(expired.view.id))[0]).toMatchObject({ status: 'FAILED' });
    expect((await storedEvents(m.merchantId, 'subscription.cycle.failed')).length).toBe(2);
  });

  it('cancels the rec of a waiting subscription the merchant cancels or that expires', async () => {
    const cancelled = await createSubscription();
    expect(
      (await call('POST', `/v1/subscriptions/${cancelled.view.id}/cancel`, { key: m.full })).status,
    ).toBe(200);
    expect(live.psp.recs.get(cancelled.recId)!.status).toBe('CANCELADA');

    const expiring = await createSubscription();
    const afterDeadline = new Date(Date.parse(expiring.view.authorization.expiresAt) + 1000);
    await sweepSubscriptions(afterDeadline, TIME_ZONE, { merchantId: m.merchantId });
    expect(await read(expiring.view.id)).toMatchObject({ status: 'EXPIRED' });
    expect(live.psp.recs.get(expiring.recId)!.status).toBe('CANCELADA');
  });

  it('rejects a waiting subscription whose payer refused the authorization, and its charge with it', async () => {
    const { view, recId } = await createSubscription();
    const txid = live.psp.recs.get(recId)!.ativacao!.dadosJornada!.txid;
    live.psp.rejectRec(recId);
    expect((await live.notifyRec(recId)).json.data).toMatchObject({ applied: 1 });
    expect(await read(view.id)).toMatchObject({ status: 'REJECTED' });
    expect(live.psp.cobs.get(txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('sends a cycle again after the PSP failed, and reads back a cycle whose notice was lost', async () => {
    const created = await createSubscription();
    await authorize(created.recId);
    live.psp.inject('PUT', '/cobr/{txid}', { kind: 'error', status: 500 }, 2);
    await sweep();
    const [unsent] = await cyclesOf(created.view.id);
    expect(live.psp.cobrs.has(unsent!.id)).toBe(false);
    expect((await findCycle(created.view.id, unsent!.dueDate))!.pspAction).toBe('SEND');
    // The next sweep sends it; a sweep after that sends nothing more.
    await sweep();
    await sweep();
    expect(live.psp.cobrs.has(unsent!.id)).toBe(true);
    const puts = exchangesOf('/cobr/{txid}', 'PUT').filter((each) => each.path.endsWith(unsent!.id));
    expect(puts.map((each) => each.status)).toEqual([500, 500, 201]);

    // Paid at the PSP, its notice lost: the sweep reads the cobr back the day after its due date.
    live.psp.debitCobr(unsent!.id, { paid: true });
    const dayAfter = new Date(Date.parse(`${addDays(unsent!.dueDate, 1)}T12:00:00-03:00`));
    expect(await sweepCycles(dayAfter, { merchantId: m.merchantId })).toBe(1);
    expect((await cyclesOf(created.view.id))[0]).toMatchObject({ id: unsent!.id, status: 'PAID' });
  });

  it('adopts the cobr a lost answer created instead of sending a second one', async () => {
    const created = await createSubscription();
    await authorize(created.recId);
    live.psp.inject('PUT', '/cobr/{txid}', { kind: 'lose-answer' });
    await sweep();
    await sweep();
    const [cycle] = await cyclesOf(created.view.id);
    expect(live.psp.cobrs.get(cycle!.id)!.status).toBe('ATIVA');
    expect((await findCycle(created.view.id, cycle!.dueDate))!.pspAction).toBeUndefined();
  });

  it('fails a cycle the PSP refuses to create, without a debit', async () => {
    const created = await createSubscription();
    await authorize(created.recId);
    live.psp.inject('PUT', '/cobr/{txid}', { kind: 'error', status: 400 });
    await sweep();
    const [cycle] = await cyclesOf(created.view.id);
    expect(cycle).toMatchObject({ status: 'FAILED', attempts: [{ outcome: 'REFUSED', reason: NOT_SENT }] });
  });

  it('answers 503 to a notice the PSP cannot confirm, then applies it when sent again', async () => {
    const { view, cycle } = await activeWithCycle();
    live.psp.debitCobr(cycle.id, { paid: true });
    live.psp.inject('GET', '/cobr/{txid}', { kind: 'error', status: 503 }, 2);
    expect((await live.notifyCobr(cycle.id)).status).toBe(503);
    expect((await cyclesOf(view.id))[0]!.status).toBe('SCHEDULED');
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 1 });
    expect((await cyclesOf(view.id))[0]!.status).toBe('PAID');
  });

  it('answers 503 to a cobr notice whose read-back the PSP refuses, then applies it when sent again', async () => {
    const { view, cycle } = await activeWithCycle();
    live.psp.debitCobr(cycle.id, { paid: true });
    live.psp.inject('GET', '/cobr/{txid}', { kind: 'error', status: 403 });
    const refused = await live.notifyCobr(cycle.id);
    expect(refused.status).toBe(503);
    expect(refused.json.error).toMatchObject({ code: 'service_unavailable' });
    expect((await cyclesOf(view.id))[0]!.status).toBe('SCHEDULED');
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 1 });
    expect((await cyclesOf(view.id))[0]!.status).toBe('PAID');
  });

  it('answers 503 to a rec notice whose read-back the PSP refuses, then applies it when sent again', async () => {
    const { view, recId } = await createSubscription();
    live.psp.rejectRec(recId);
    live.psp.inject('GET', '/rec/{idRec}', { kind: 'error', status: 403 });
    const refused = await live.notifyRec(recId);
    expect(refused.status).toBe(503);
    expect(refused.json.error).toMatchObject({ code: 'service_unavailable' });
    expect(await read(view.id)).toMatchObject({ status: 'PENDING_AUTHORIZATION' });
    expect((await live.notifyRec(recId)).json.data).toMatchObject({ applied: 1 });
    expect(await read(view.id)).toMatchObject({ status: 'REJECTED' });
  });

  it('sends one cobr when two sweeps send the same cycle at once, and fails nothing', async () => {
    const created = await createSubscription();
    await authorize(created.recId);
    await sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: m.merchantId });
    await Promise.all([
      sweepCycles(new Date(), { merchantId: m.merchantId }),
      sweepCycles(new Date(), { merchantId: m.merchantId }),
    ]);
    const [cycle] = await cyclesOf(created.view.id);
    expect(cycle).toMatchObject({ status: 'SCHEDULED', attempts: [] });
    expect(live.psp.cobrs.get(cycle!.id)!.status).toBe('ATIVA');
    const created201 = exchangesOf('/cobr/{txid}', 'PUT').filter(
      (each) => each.path.endsWith(cycle!.id) && each.status === 201,
    );
    expect(created201).toHaveLength(1);
  });

  it('records a paid cycle once when its notice arrives twice at once and races the read-back', async () => {
    const { view, cycle } = await activeWithCycle();
    live.psp.debitCobr(cycle.id, { paid: true });
    const dayAfter = new Date(Date.parse(`${addDays(cycle.dueDate, 1)}T12:00:00-03:00`));
    const [first, second] = await Promise.all([
      live.notifyCobr(cycle.id),
      live.notifyCobr(cycle.id),
      sweepCycles(dayAfter, { merchantId: m.merchantId }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await cyclesOf(view.id))[0]).toMatchObject({ status: 'PAID', attempts: [{ outcome: 'PAID' }] });
    // Cycle 0 (paid with the authorization) and this one.
    expect((await storedEvents(m.merchantId, 'subscription.cycle.paid')).length).toBe(2);
  });

  it('ends a subscription once when the merchant cancels while the payer revokes', async () => {
    const { view, recId } = await activeWithCycle();
    live.psp.revokeRec(recId);
    const [cancel, notice] = await Promise.all([
      call('POST', `/v1/subscriptions/${view.id}/cancel`, { key: m.full }),
      live.notifyRec(recId),
    ]);
    expect(notice.status).toBe(200);
    expect([200, 400]).toContain(cancel.status);
    expect((await read(view.id)).status).toBe('CANCELLED');
    expect((await storedEvents(m.merchantId, 'subscription.cancelled')).length).toBe(1);
    expect((await cyclesOf(view.id))[0]!.status).toBe('CANCELLED');
  });

  it('records an attempt once when the write of its notice lands but its answer is lost', async () => {
    const { view, cycle } = await activeWithCycle();
    live.psp.debitCobr(cycle.id, { refused: 'AB10' });
    let lost = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        if (context.commandName === 'TransactWriteItemsCommand' && lost++ === 0) throw connectionReset();
        return output;
      },
      { step: 'initialize', name: `${FAULT}LostAnswer`, tags: [FAULT] },
    );
    // The PSP gets no 200 and sends the notice again: the attempt is there already.
    expect((await live.notifyCobr(cycle.id)).status).toBeGreaterThanOrEqual(500);
    removeFaults();
    expect((await live.notifyCobr(cycle.id)).json.data).toMatchObject({ applied: 0 });
    expect((await cyclesOf(view.id))[0]).toMatchObject({
      status: 'RETRYING',
      attempts: [{ reason: 'AB10' }],
    });
    expect((await storedEvents(m.merchantId, 'subscription.cycle.retrying')).length).toBe(1);
  });

  it('ignores notices naming what is not ours, and hides the routes behind the secret', async () => {
    const stray = {
      recs: [{ idRec: 'RR9999999920261126zzzzzzzzzzz', status: 'CANCELADA', atualizacao: [] }],
    };
    const result = await call('POST', `${WEBHOOK_PATH}/rec`, {
      rawBody: JSON.stringify(stray),
      headers: { 'content-type': 'application/json' },
    });
    expect(result.json.data).toEqual({ received: 1, applied: 0, ignored: 1 });
    const wrong = await call('POST', '/v1/psp/pix-webhook/wrong-secret-wrong-secret-wrong-secret/cobr', {
      rawBody: JSON.stringify({ cobsr: [] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(wrong.status).toBe(404);
  });
});
