import { addDays } from '../domain/business-days.js';
import type { Charge } from '../charges/charge.domain.js';
import {
  PERIODICIDADE,
  POLITICA_RETENTATIVA,
  type AttemptResult,
  type Cycle,
  type Subscription,
} from './subscription.domain.js';
import { logger } from '../logger.js';
import { PspRequestError, PspUnavailableError } from '../pix/api-pix/client.js';
import { apiPixClient } from '../pix/api-pix/instance.js';
import { centsToValor } from '../pix/api-pix/money.js';
import {
  cancelCobr,
  cancelRec,
  createCobr,
  createLocRec,
  createRec,
  findCobr,
  getCobr,
  getRec,
  retryCobr,
} from '../pix/api-pix/recurrence-client.js';
import type { Cobr, Rec } from '../pix/api-pix/recurrence.js';
import { unavailable } from '../pix/api-pix/provider.js';
import { liveTxid } from '../pix/api-pix/txid.js';
import { currentProviderName } from '../pix/providers.js';

/**
 * A subscription at the PSP (live, `api-pix`): the authorization is a `rec` bound to the first
 * cycle's `cob` (journey 3), each later cycle a `cobr` whose txid is the cycle's id, a retry a
 * `retentativa` of that `cobr`. Only the calls and the reading of their answers live here; the
 * services decide what changes.
 */

/** Whether subscriptions run at a PSP rather than in the sandbox. */
export const subscriptionsAtPsp = (): boolean => currentProviderName() === 'api-pix';

/**
 * Journey 3's authorization at the PSP: a location (`POST /locrec`), the `rec` bound to the
 * authorization charge's `cob` (`POST /rec`), and the composite BR Code read back with that txid
 * (`GET /rec/{idRec}?txid=`). A `rec` we cannot finish is cancelled, so no payer can approve it.
 */
export async function authorizeAtPsp(
  subscription: Subscription,
  charge: Pick<Charge, 'txid'>,
  payer: { name: string; document: string },
): Promise<{ recId: string; brCode: string }> {
  let recId: string | undefined;
  try {
    // Without the receiving account no cycle could be sent: refuse before the payer authorizes.
    const { client } = await receivingAccount();
    const txid = liveTxid(charge.txid);
    const loc = await createLocRec(client);
    const rec = await createRec(client, {
      vinculo: {
        objeto: subscription.description,
        // The contract the payer sees beside the merchant's name: the subscription's id (35 at most).
        contrato: subscription.id.replaceAll('-', ''),
        devedor:
          payer.document.length === 11
            ? { cpf: payer.document, nome: payer.name.slice(0, 140) }
            : { cnpj: payer.document, nome: payer.name.slice(0, 140) },
      },
      calendario: {
        dataInicial: subscription.startDate,
        ...(subscription.endDate ? { dataFinal: subscription.endDate } : {}),
        periodicidade: PERIODICIDADE[subscription.interval],
      },
      valor: { valorRec: centsToValor(subscription.amount) },
      politicaRetentativa: POLITICA_RETENTATIVA[subscription.retryPolicy],
      loc: loc.id,
      ativacao: { dadosJornada: { txid } },
    });
    recId = rec.idRec;
    const read = await getRec(client, rec.idRec, txid);
    const brCode = read.dadosQR?.pixCopiaECola;
    if (!brCode) throw new PspUnavailableError('the PSP answered a rec without its composite BR Code');
    return { recId: rec.idRec, brCode };
  } catch (error) {
    if (recId) await withdrawRec(recId);
    throw unavailable(error);
  }
}

/** A `rec` no subscription will hold (its write failed): cancelled, or logged for an operator. */
export async function withdrawRec(recId: string): Promise<void> {
  try {
    await cancelRec(await apiPixClient(), recId);
  } catch (error) {
    logger.error('could not cancel an unused rec at the PSP', { recId, error: error as Error });
  }
}

const ENDED_REC: readonly Rec['status'][] = ['CANCELADA', 'REJEITADA', 'EXPIRADA'];

/** Whether the PSP has closed a `cobr`: no attempt will follow. */
export const cobrClosed = (cobr: Cobr): boolean => cobr.status !== 'ATIVA' && cobr.status !== 'CRIADA';

/** Whether a retry of the `cobr` is requested or scheduled at the PSP and not yet answered. */
export const retryPending = (cobr: Cobr): boolean =>
  (cobr.tentativas ?? []).some((t) => t.status === 'SOLICITADA' || t.status === 'AGENDADA');

/** `PATCH /rec/{idRec}` to `CANCELADA`; a `rec` the PSP has already ended counts as done. */
export async function cancelRecAtPsp(recId: string): Promise<void> {
  try {
    const client = await apiPixClient();
    try {
      await cancelRec(client, recId);
    } catch (error) {
      if (!(error instanceof PspRequestError)) throw error;
      const rec = await getRec(client, recId);
      if (!ENDED_REC.includes(rec.status)) throw error;
    }
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * Our side ends an active subscription: its `rec` cancelled at the PSP first (a PSP that cannot
 * is an error and nothing changed), then its sent, open cycles' `cobr`s. A `cobr` whose cancel is
 * refused may still be debited (on and after its due date): it is left to the read-back of the
 * cancelled cycle. With `cancel` false (the payer ended it at their bank), nothing is cancelled.
 * Either way, the `cobr`s found paid are answered, so the caller records them first.
 */
export async function settleAtPsp(
  subscription: Subscription,
  open: Cycle[],
  { cancel }: { cancel: boolean },
): Promise<Cobr[]> {
  if (cancel && subscription.recId) await cancelRecAtPsp(subscription.recId);
  const paid: Cobr[] = [];
  try {
    const client = await apiPixClient();
    for (const cycle of open) {
      if (cycle.pspAction === 'SEND') continue; // never reached the PSP
      if (cancel) {
        try {
          await cancelCobr(client, cycle.id);
          continue;
        } catch (error) {
          if (!(error instanceof PspRequestError)) throw error;
        }
      }
      const cobr = await findCobr(client, cycle.id);
      if (cobr?.status === 'CONCLUIDA') paid.push(cobr);
    }
  } catch (error) {
    throw unavailable(error);
  }
  return paid;
}

/** A cycle's `cobr`, or undefined when the PSP never had it. */
export const findCobrAtPsp = async (txid: string): Promise<Cobr | undefined> =>
  findCobr(await apiPixClient(), txid);

/** The receiving account a `cobr` names (`recebedor`); a live stage without it cannot send cycles. */
async function receivingAccount() {
  const client = await apiPixClient();
  const account = client.settings.account;
  if (!account) throw new PspUnavailableError('the API Pix settings name no receiving account');
  return { client, account };
}

/**
 * `PUT /cobr/{txid}` for `cycle`: its txid is the cycle's id, so a repeat after a lost answer finds
 * the same `cobr`. Answers false when the PSP refused it as invalid (400: the send window closed,
 * the `rec` ended): the cycle then fails without a debit. A 400 because another sweep created it
 * first finds it there and counts as sent; any other refusal (403: a scope the PSP does not grant)
 * is an error the next sweep retries, never a failed cycle.
 */
export async function sendCobr(subscription: Subscription, cycle: Cycle): Promise<boolean> {
  const { client, account } = await receivingAccount();
  try {
    await createCobr(client, cycle.id, {
      idRec: subscription.recId!,
      calendario: { dataDeVencimento: cycle.dueDate },
      valor: { original: centsToValor(cycle.amount) },
      // A due date on a non-business day moves to the next one, as the payer's bank reckons it.
      ajusteDiaUtil: true,
      recebedor: account,
    });
    return true;
  } catch (error) {
    if (!(error instanceof PspRequestError) || error.status !== 400) throw error;
    const existing = await findCobr(client, cycle.id);
    if (existing?.idRec === subscription.recId) return true;
    logger.warn('PSP refused a cycle', { cycleId: cycle.id, problem: error.problem });
    return false;
  }
}

/**
 * `POST /cobr/{txid}/retentativa/{data}` for the cycle's next attempt; false when the PSP refused
 * it as invalid (400: too late, or another sweep asked first); other refusals are retried.
 */
export async function requestRetry(cycle: Cycle): Promise<boolean> {
  const client = await apiPixClient();
  try {
    await retryCobr(client, cycle.id, cycle.nextAttemptDate!);
    return true;
  } catch (error) {
    if (!(error instanceof PspRequestError) || error.status !== 400) throw error;
    logger.warn('PSP refused a retry', { cycleId: cycle.id, problem: error.problem });
    return false;
  }
}

/** Cancels a cycle's `cobr` whose subscription ended; one the PSP never had or already ended is fine. */
export async function cancelCobrQuietly(cycle: Cycle): Promise<void> {
  if (cycle.pspAction === 'SEND') return;
  try {
    await cancelCobr(await apiPixClient(), cycle.id);
  } catch (error) {
    if (!(error instanceof PspRequestError)) throw error;
  }
}

export const readCobr = async (txid: string): Promise<Cobr> => getCobr(await apiPixClient(), txid);
export const readRec = async (recId: string): Promise<Rec> => getRec(await apiPixClient(), recId);

/** One debit attempt as the PSP reports it: its day, its result, and whether the PSP closed the `cobr`. */
export interface PspAttempt {
  day: string;
  result: AttemptResult;
  /** The PSP ended the `cobr` with this attempt: no retry follows, whatever the policy. */
  final: boolean;
}

/**
 * A `cobr`'s finished attempts in order (`tentativas` paid or rejected), the last one marked final
 * when the PSP ended the `cobr`. A `cobr` the PSP ended without any (expired, cancelled on its
 * side) is one final refusal with its closing code, on the day after its due date.
 */
export function cobrAttempts(cobr: Cobr): PspAttempt[] {
  const finished = (cobr.tentativas ?? []).filter((t) => t.status === 'PAGA' || t.status === 'REJEITADA');
  const closed = cobrClosed(cobr);
  const attempts: PspAttempt[] = finished.map((t, i) => ({
    day: t.dataLiquidacao,
    result:
      t.status === 'PAGA'
        ? { outcome: 'PAID' }
        : { outcome: 'REFUSED', reason: t.rejeicao?.codigo ?? 'REJEITADA' },
    final: closed && i === finished.length - 1,
  }));
  if (attempts.length === 0 && closed && cobr.status !== 'CONCLUIDA') {
    const ending = cobr.encerramento?.rejeicao?.codigo ?? cobr.encerramento?.cancelamento?.codigo;
    attempts.push({
      day: addDays(cobr.calendario.dataDeVencimento, 1),
      result: { outcome: 'REFUSED', reason: ending ?? cobr.status },
      final: true,
    });
  }
  if (attempts.length === 0 && cobr.status === 'CONCLUIDA') {
    attempts.push({ day: cobr.calendario.dataDeVencimento, result: { outcome: 'PAID' }, final: true });
  }
  return attempts;
}
