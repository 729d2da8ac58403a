import type { PixProvider, ReceivedPix } from '../provider.js';
import { PspRequestError, PspUnavailableError, type ApiPixClient, type PixRecebido } from './client.js';
import { apiPixClient } from './instance.js';
import { cobvRequest } from './cobv.js';
import { centsToValor, valorToCents } from './money.js';
import { unavailable } from './provider-errors.js';
import { registerCobrWebhook, registerRecWebhook } from './recurrence-client.js';
import { apiPixSettings } from './settings.js';
import { chargeTxidOf, liveTxid } from './txid.js';
import { refundIdOf, returnsOf } from './returns.js';

/**
 * The `live` Pix provider: the PSP's API Pix. A charge is an immediate `cob` (a `cobv` when it has
 * a due date) under the live txid of the charge's txid; its BR Code is the PSP's `pixCopiaECola`.
 * Cancel removes it (no payment is accepted after); refund is a `devolucao` of the Pix that paid it.
 * A read-back is a `GET` of the cob; a notice's Pix is confirmed by `GET /pix/{e2eid}`. Every Pix
 * read carries the devoluções the PSP lists on it (`returns.ts`): ours, and the MED returns.
 */

/**
 * A received Pix in our terms: cents, the txid at the PSP (the cob's when the Pix omits it), and
 * the devoluções it lists (`returnOf`).
 */
const receivedOf = (pix: PixRecebido, txid: string): ReceivedPix => ({
  endToEndId: pix.endToEndId,
  txid: pix.txid ?? txid,
  amountCents: valorToCents(pix.valor),
  paidAt: pix.horario,
  returns: returnsOf(pix),
});

export { refundIdOf };

/**
 * Where a provider's calls go: the client of its PSP, the secret its notices carry (undefined when
 * its notices are routed otherwise: a merchant's connection), and the connection it reaches
 * (undefined: the deployment's own PSP account).
 */
export interface ApiPixTarget {
  client(): Promise<ApiPixClient>;
  noticeSecret(): Promise<string | undefined>;
  connectionId?: string | undefined;
}

/** The API Pix provider on one PSP account: the deployment's, or a merchant's own connection. */
export function apiPixProviderOn(target: ApiPixTarget): PixProvider {
  const clientOf = target.client;
  return {
    name: 'api-pix',
    connectionId: target.connectionId,
    needsPayee: false,
    codesPayableUnstored: true,

    async issue({ txid, amountCents, expiresIn, description, due }) {
      try {
        const client = await clientOf();
        const chave = client.settings.pixKey;
        const cob = due
          ? await client.createCobv(liveTxid(txid), cobvRequest(due, amountCents, chave, description))
          : await client.createCob(liveTxid(txid), {
              calendario: { expiracao: expiresIn },
              valor: { original: centsToValor(amountCents) },
              chave,
              ...(description ? { solicitacaoPagador: description } : {}),
            });
        if (!cob.pixCopiaECola) throw new PspUnavailableError('the PSP answered a cob without pixCopiaECola');
        return { brCode: cob.pixCopiaECola };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async cancel({ txid, due }) {
      const pspTxid = liveTxid(txid);
      const kind = due ? 'cobv' : 'cob';
      try {
        const client = await clientOf();
        try {
          await client.removeCob(pspTxid, kind);
          return { cancelled: true };
        } catch (error) {
          if (!(error instanceof PspRequestError)) throw error;
          // Never reached the PSP: nothing can pay it.
          if (error.status === 404) return { cancelled: true };
        }
        // Refused: the cob is most likely paid. The caller settles what it received.
        const cob = await client.getCob(pspTxid, kind);
        if (cob.status !== 'CONCLUIDA') throw new PspRequestError(400, undefined);
        const paid = (cob.pix ?? []).map((pix) => receivedOf(pix, pspTxid));
        return { cancelled: false, paid };
      } catch (error) {
        throw unavailable(error);
      }
    },

    refundsAtOnce: false,
    async refund({ txid, due, chargeAmountCents, amountCents, refundId, reason }) {
      let devolucao;
      try {
        const client = await clientOf();
        const cob = await client.getCob(liveTxid(txid), due ? 'cobv' : 'cob');
        const pix = (cob.pix ?? []).find((received) => received.valor === centsToValor(chargeAmountCents));
        if (!pix) throw new PspRequestError(404, { title: 'no Pix of this amount for the cob' });
        devolucao = await client.refund(
          pix.endToEndId,
          refundIdOf(refundId),
          centsToValor(amountCents),
          reason ?? undefined,
        );
      } catch (error) {
        throw unavailable(error);
      }
      return ({ EM_PROCESSAMENTO: 'PENDING', DEVOLVIDO: 'SUCCEEDED', NAO_REALIZADO: 'FAILED' } as const)[
        devolucao.status
      ];
    },

    tellsByNotice: true,

    /** `GET /cob/{txid}` (or `/cobv`): its Pix once the PSP concluded it. */
    async readPaid({ txid, due }) {
      try {
        const cob = await (await clientOf()).findCob(liveTxid(txid), due ? 'cobv' : 'cob');
        if (!cob || cob.status !== 'CONCLUIDA') return undefined;
        return (cob.pix ?? []).map((pix) => receivedOf(pix, cob.txid));
      } catch (error) {
        throw unavailable(error, false);
      }
    },

    /** `PUT /webhook/{chave}`, `/webhookrec` and `/webhookcobr`: every notice to `noticeUrl`. */
    async registerNotices(noticeUrl) {
      const client = await clientOf();
      await client.registerWebhook(client.settings.pixKey, noticeUrl);
      await registerRecWebhook(client, noticeUrl);
      await registerCobrWebhook(client, noticeUrl);
    },

    noticeSecret: target.noticeSecret,

    chargeTxidOf,

    /** `GET /pix/{e2eid}`: what the PSP says it received, whatever the notice said. */
    async confirmPix(endToEndId) {
      try {
        const pix = await (await clientOf()).findPix(endToEndId);
        return pix && { ...receivedOf(pix, ''), txid: pix.txid ?? '' };
      } catch (error) {
        throw unavailable(error, false);
      }
    },

    /** `GET /pix?inicio=&fim=` with paging: every Pix of the account in the window, with its devoluções. */
    async listReceived({ start, end }, page = 0) {
      try {
        const answer = await (await clientOf()).listPix(start, end, page);
        const { paginaAtual, quantidadeDePaginas } = answer.parametros.paginacao;
        return {
          pix: (answer.pix ?? []).map((pix) => ({
            endToEndId: pix.endToEndId,
            txid: pix.txid,
            amountCents: valorToCents(pix.valor),
            paidAt: pix.horario,
            returns: returnsOf(pix),
          })),
          next: paginaAtual + 1 < quantidadeDePaginas ? paginaAtual + 1 : undefined,
        };
      } catch (error) {
        throw unavailable(error, false);
      }
    },
  };
}

/** The provider on the deployment's PSP account (`PIX_API_*`, or its secret). */
export const apiPixProvider: PixProvider = apiPixProviderOn({
  client: apiPixClient,
  noticeSecret: async () => (await apiPixSettings()).webhookSecret,
});
