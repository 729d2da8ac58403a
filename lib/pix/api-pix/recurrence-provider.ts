import { addDays } from '../../domain/business-days.js';
import { logger } from '../../logger.js';
import type {
  AuthorizationAtProvider,
  AuthorizationRequest,
  CycleAtProvider,
  DebitAttempt,
  RecurrenceProvider,
} from '../provider.js';
import { PspRequestError, PspUnavailableError } from './client.js';
import { apiPixClient } from './instance.js';
import type { ApiPixClient } from './client.js';
import { centsToValor } from './money.js';
import { unavailable } from './provider-errors.js';
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
} from './recurrence-client.js';
import type { Cobr, Periodicidade, Rec, RecRequest } from './recurrence.js';
import { liveTxid } from './txid.js';

/**
 * Subscriptions at the PSP (Pix Automático): the authorization is a `rec` bound to the first
 * cycle's `cob` (journey 3), each later cycle a `cobr` whose txid is the cycle's id, a retry a
 * `retentativa` of that `cobr`. Our terms go in (cents, intervals, retry policies) and come out
 * (attempts, who ended an authorization); the API Pix's stay here.
 */

const PERIODICIDADE: Record<AuthorizationRequest['interval'], Periodicidade> = {
  WEEKLY: 'SEMANAL',
  MONTHLY: 'MENSAL',
  QUARTERLY: 'TRIMESTRAL',
  SEMIANNUAL: 'SEMESTRAL',
  ANNUAL: 'ANUAL',
};

const POLITICA_RETENTATIVA: Record<AuthorizationRequest['retryPolicy'], RecRequest['politicaRetentativa']> = {
  NONE: 'NAO_PERMITE',
  THREE_IN_SEVEN_DAYS: 'PERMITE_3R_7D',
};

const ENDED_REC: readonly Rec['status'][] = ['CANCELADA', 'REJEITADA', 'EXPIRADA'];

/** Who ends a `rec` on the receiving side (ours or our PSP's), as opposed to the payer's. */
const RECEIVER_SIDE = new Set(['USUARIO_RECEBEDOR', 'PSP_RECEBEDOR']);

const REC_STATUS: Record<Rec['status'], AuthorizationAtProvider['status']> = {
  CRIADA: 'PENDING',
  APROVADA: 'APPROVED',
  REJEITADA: 'REJECTED',
  EXPIRADA: 'EXPIRED',
  CANCELADA: 'CANCELLED',
};

/** The receiving account a `cobr` names (`recebedor`); a live stage without it cannot send cycles. */
async function receivingAccountOn(clientOf: () => Promise<ApiPixClient>) {
  const client = await clientOf();
  const account = client.settings.account;
  if (!account) throw new PspUnavailableError('the API Pix settings name no receiving account');
  return { client, account };
}

/** Whether the PSP has closed a `cobr`: no attempt will follow. */
const cobrClosed = (cobr: Cobr): boolean => cobr.status !== 'ATIVA' && cobr.status !== 'CRIADA';

/**
 * A `cobr`'s finished attempts in order (`tentativas` paid or rejected), the last one marked final
 * when the PSP ended the `cobr`. A `cobr` the PSP ended without any (expired, cancelled on its
 * side) is one final refusal with its closing code, on the day after its due date.
 */
function cobrAttempts(cobr: Cobr): DebitAttempt[] {
  const finished = (cobr.tentativas ?? []).filter((t) => t.status === 'PAGA' || t.status === 'REJEITADA');
  const closed = cobrClosed(cobr);
  const attempts: DebitAttempt[] = finished.map((t, i) => ({
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

/** A `cobr` in our terms. */
const cycleOf = (cobr: Cobr): CycleAtProvider => ({
  cycleId: cobr.txid,
  attempts: cobrAttempts(cobr),
  closed: cobrClosed(cobr),
  paid: cobr.status === 'CONCLUIDA',
  retryPending: (cobr.tentativas ?? []).some((t) => t.status === 'SOLICITADA' || t.status === 'AGENDADA'),
});

async function withdrawOn(clientOf: () => Promise<ApiPixClient>, recId: string): Promise<void> {
  try {
    await cancelRec(await clientOf(), recId);
  } catch (error) {
    logger.error('could not cancel an unused rec at the PSP', { recId, error: error as Error });
  }
}

/** The subscriptions part on the PSP `clientOf` reaches: the deployment's, or a merchant's own. */
export function apiPixRecurrenceOn(clientOf: () => Promise<ApiPixClient>): RecurrenceProvider {
  const receivingAccount = () => receivingAccountOn(clientOf);
  const withdraw = (recId: string) => withdrawOn(clientOf, recId);
  return {
    /**
     * Journey 3's authorization: a location (`POST /locrec`), the `rec` bound to the authorization
     * charge's `cob` (`POST /rec`), and the composite BR Code read back with that txid
     * (`GET /rec/{idRec}?txid=`). A `rec` we cannot finish is cancelled, so no payer can approve it.
     */
    async authorize(request) {
      let recId: string | undefined;
      try {
        // Without the receiving account no cycle could be sent: refuse before the payer authorizes.
        const { client } = await receivingAccount();
        const txid = liveTxid(request.chargeTxid);
        const loc = await createLocRec(client);
        const { payer } = request;
        const rec = await createRec(client, {
          vinculo: {
            objeto: request.description,
            // The contract the payer sees beside the merchant's name: the subscription's id (35 at most).
            contrato: request.subscriptionId.replaceAll('-', ''),
            devedor:
              payer.document.length === 11
                ? { cpf: payer.document, nome: payer.name.slice(0, 140) }
                : { cnpj: payer.document, nome: payer.name.slice(0, 140) },
          },
          calendario: {
            dataInicial: request.startDate,
            ...(request.endDate ? { dataFinal: request.endDate } : {}),
            periodicidade: PERIODICIDADE[request.interval],
          },
          valor: { valorRec: centsToValor(request.amountCents) },
          politicaRetentativa: POLITICA_RETENTATIVA[request.retryPolicy],
          loc: loc.id,
          ativacao: { dadosJornada: { txid } },
        });
        recId = rec.idRec;
        const read = await getRec(client, rec.idRec, txid);
        const brCode = read.dadosQR?.pixCopiaECola;
        if (!brCode) throw new PspUnavailableError('the PSP answered a rec without its composite BR Code');
        return { authorizationId: rec.idRec, brCode };
      } catch (error) {
        if (recId) await withdraw(recId);
        throw unavailable(error);
      }
    },

    withdraw,

    /** `PATCH /rec/{idRec}` to `CANCELADA`; a `rec` the PSP has already ended counts as done. */
    async cancel(recId) {
      try {
        const client = await clientOf();
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
    },

    async read(recId) {
      const rec = await quiet(async () => getRec(await clientOf(), recId));
      const side = rec.encerramento?.cancelamento?.solicitante;
      return {
        status: REC_STATUS[rec.status],
        endedByReceiver: rec.status === 'CANCELADA' && side !== undefined && RECEIVER_SIDE.has(side),
      };
    },

    /**
     * `PUT /cobr/{txid}` for the cycle: its txid is the cycle's id, so a repeat after a lost answer
     * finds the same `cobr`. A 400 because another sweep created it first finds it there and counts
     * as sent; any other refusal (403: a scope the PSP does not grant) is an error the next sweep
     * retries, never a failed cycle.
     */
    async sendCycle(recId, cycle) {
      const { client, account } = await quiet(receivingAccount);
      try {
        await createCobr(client, cycle.id, {
          idRec: recId,
          calendario: { dataDeVencimento: cycle.dueDate },
          valor: { original: centsToValor(cycle.amountCents) },
          // A due date on a non-business day moves to the next one, as the payer's bank reckons it.
          ajusteDiaUtil: true,
          recebedor: account,
        });
        return true;
      } catch (error) {
        if (!(error instanceof PspRequestError) || error.status !== 400) throw unavailable(error, false);
        const existing = await quiet(() => findCobr(client, cycle.id));
        if (existing?.idRec === recId) return true;
        logger.warn('PSP refused a cycle', { cycleId: cycle.id, problem: error.problem });
        return false;
      }
    },

    /** `POST /cobr/{txid}/retentativa/{data}`; false when the PSP refused it as invalid (400). */
    async retryCycle(cycleId, day) {
      const client = await quiet(clientOf);
      try {
        await retryCobr(client, cycleId, day);
        return true;
      } catch (error) {
        if (!(error instanceof PspRequestError) || error.status !== 400) throw unavailable(error, false);
        logger.warn('PSP refused a retry', { cycleId, problem: error.problem });
        return false;
      }
    },

    /** `PATCH /cobr/{txid}` to `CANCELADA`; false when the PSP refused (on or after its due date). */
    async cancelCycle(cycleId) {
      const client = await quiet(clientOf);
      try {
        await cancelCobr(client, cycleId);
        return true;
      } catch (error) {
        if (!(error instanceof PspRequestError)) throw unavailable(error);
        return false;
      }
    },

    async findCycle(cycleId) {
      const cobr = await quiet(async () => findCobr(await clientOf(), cycleId));
      return cobr && cycleOf(cobr);
    },

    async readCycle(cycleId) {
      return cycleOf(await quiet(async () => getCobr(await clientOf(), cycleId)));
    },
  };
}

/** The subscriptions part on the deployment's PSP. */
export const apiPixRecurrence: RecurrenceProvider = apiPixRecurrenceOn(apiPixClient);

/** A read or a sweep's call: its PSP errors become the provider's, without a log of their own. */
async function quiet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error, false);
  }
}
