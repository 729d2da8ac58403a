import type { PixReturn } from '../provider.js';
import type { DevolucaoListada } from './client.js';
import { valorToCents } from './money.js';

/** The refund id at the PSP: our refund id without dashes (32 letters and digits, stable). */
export const refundIdOf = (refundId: string): string => refundId.replaceAll('-', '');

/** Our refund id behind a devolução id of `refundIdOf`'s shape (a UUID's 32 hex digits); others as they are. */
const refundIdFrom = (id: string): string =>
  /^[0-9a-f]{32}$/.test(id)
    ? `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
    : id;

/** The MED reason of each MED `natureza`; `ORIGINAL` and `RETIRADA` are the receiver's own. */
const MED_BY_NATUREZA = new Map<string, PixReturn['med']>([
  ['MED_OPERACIONAL', 'OPERATIONAL_FAILURE'],
  ['MED_FRAUDE', 'FRAUD'],
  ['MED_PIX_AUTOMATICO', 'PIX_AUTOMATICO'],
]);

const STATUS: Record<DevolucaoListada['status'], PixReturn['status']> = {
  EM_PROCESSAMENTO: 'PROCESSING',
  DEVOLVIDO: 'RETURNED',
  NAO_REALIZADO: 'NOT_DONE',
};

/**
 * A devolução a Pix lists (`Pix.devolucoes[]` of `GET /pix/{e2eid}`, `GET /cob/{txid}` and
 * `GET /pix`) in the provider's terms: the id ours when it is one of our refunds, cents, the MED
 * reason of its `natureza` (none for `ORIGINAL`, `RETIRADA`, an absent one, or a nature this
 * release does not know), its status and the PSP's times. Every reader of a Pix's devoluções maps
 * them here, so a MED return has one id and one nature whoever reads it.
 */
export function returnOf(devolucao: DevolucaoListada): PixReturn {
  return {
    id: refundIdFrom(devolucao.id),
    amountCents: valorToCents(devolucao.valor),
    med: devolucao.natureza === undefined ? undefined : MED_BY_NATUREZA.get(devolucao.natureza),
    status: STATUS[devolucao.status],
    requestedAt: devolucao.horario?.solicitacao ?? '',
    returnedAt: devolucao.horario?.liquidacao,
  };
}

/** The devoluções of a Pix in the provider's terms; none listed is an empty list. */
export const returnsOf = (pix: { devolucoes?: DevolucaoListada[] | undefined }): PixReturn[] =>
  (pix.devolucoes ?? []).map(returnOf);
