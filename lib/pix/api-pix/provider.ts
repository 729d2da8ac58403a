import { findCharge } from '../../db/charges.js';
import { ApiError } from '../../errors.js';
import { logger } from '../../logger.js';
import { messages } from '../../messages.js';
import { providerUnavailable, type PixIssuer, type PixProvider } from '../provider.js';
import { PspRequestError, PspUnavailableError } from './client.js';
import { apiPixClient } from './instance.js';
import { centsToValor } from './money.js';
import { settlePix } from './settlement.js';
import { liveTxid } from './txid.js';

/**
 * The `live` Pix provider: the PSP's API Pix. A charge is an immediate `cob` under the live txid
 * of the charge's txid; its BR Code is the PSP's `pixCopiaECola`. Cancel removes the cob (no
 * payment is accepted after); refund is a full `devolucao` of the Pix that paid it.
 */

/** A PSP we cannot reach is a 503 the client may retry; a PSP that refuses us is one too, logged. */
function providerError(error: unknown): unknown {
  if (error instanceof PspUnavailableError) {
    logger.warn('PSP unavailable', { error });
    return providerUnavailable();
  }
  if (error instanceof PspRequestError) {
    logger.error('PSP refused a request', { status: error.status, problem: error.problem });
    return new ApiError(503, messages.psp.refused, null, 'psp_request_refused');
  }
  return error;
}

/** The refund id at the PSP: the charge id without dashes (32 letters and digits, stable). */
export const refundIdOf = (refundId: string): string => refundId.replaceAll('-', '');

/** A charge is an immediate `cob` under the live form of our txid; its BR Code is the `pixCopiaECola`. */
const createCob: PixIssuer = async ({ txid, amountCents, expiresIn, description }) => {
  try {
    const client = await apiPixClient();
    const cob = await client.createCob(liveTxid(txid), {
      calendario: { expiracao: expiresIn },
      valor: { original: centsToValor(amountCents) },
      chave: client.settings.pixKey,
      ...(description ? { solicitacaoPagador: description } : {}),
    });
    if (!cob.pixCopiaECola) throw new PspUnavailableError('the PSP answered a cob without pixCopiaECola');
    return { brCode: cob.pixCopiaECola };
  } catch (error) {
    throw providerError(error);
  }
};

export const apiPixProvider: PixProvider = {
  name: 'api-pix',

  issuerFor: () => Promise.resolve(createCob),

  async cancel({ merchantId, chargeId, txid }) {
    const pspTxid = liveTxid(txid);
    try {
      const client = await apiPixClient();
      try {
        await client.removeCob(pspTxid);
        return;
      } catch (error) {
        if (!(error instanceof PspRequestError)) throw error;
        if (error.status === 404) return; // never reached the PSP: nothing can pay it
      }
      // Refused: the cob is most likely paid. Settle it, so the cancel answers "already paid".
      const cob = await client.getCob(pspTxid);
      const charge = await findCharge(merchantId, chargeId);
      if (cob.status !== 'CONCLUIDA' || !charge) throw new PspRequestError(400, undefined);
      for (const pix of cob.pix ?? []) await settlePix(charge, { ...pix, txid: pix.txid ?? pspTxid });
    } catch (error) {
      throw providerError(error);
    }
  },

  async refund({ txid, amountCents, refundId }) {
    try {
      const client = await apiPixClient();
      const cob = await client.getCob(liveTxid(txid));
      const pix = (cob.pix ?? []).find((received) => received.valor === centsToValor(amountCents));
      if (!pix) throw new PspRequestError(404, { title: 'no Pix of this amount for the cob' });
      const devolucao = await client.refund(pix.endToEndId, refundIdOf(refundId), centsToValor(amountCents));
      if (devolucao.status === 'NAO_REALIZADO') {
        throw new PspRequestError(400, { title: 'devolução não realizada' });
      }
    } catch (error) {
      throw providerError(error);
    }
  },
};
