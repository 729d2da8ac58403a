import type { PixReturn } from '../provider.js';
import type { ListedDevolucao } from './client.js';
import { valorToCents } from './money.js';

/**
 * The MED reason of a devolução's `natureza` (API Pix `DevolucaoNatureza`): `MED_OPERACIONAL`
 * (BE08), `MED_FRAUDE` (FR01), `MED_PIX_AUTOMATICO` (REFU); undefined for one the receiver asked
 * for (`ORIGINAL`, `RETIRADA`, or no `natureza`).
 */
export function medNatureOf(natureza: string | undefined): PixReturn['med'] {
  switch (natureza) {
    case 'MED_OPERACIONAL':
      return 'OPERATIONAL_FAILURE';
    case 'MED_FRAUDE':
      return 'FRAUD';
    case 'MED_PIX_AUTOMATICO':
      return 'PIX_AUTOMATICO';
    default:
      return undefined;
  }
}

const STATUS = { EM_PROCESSAMENTO: 'PROCESSING', DEVOLVIDO: 'RETURNED', NAO_REALIZADO: 'NOT_DONE' } as const;

/**
 * The id a devolução was asked with, in our terms: a merchant refund's is its refund id without
 * dashes at the PSP (`refundIdOf`), given back its dashes; any other (the payer's bank's) as it is.
 */
const returnIdOf = (id: string): string => {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(id);
  return match ? match.slice(1).join('-') : id;
};

/** A devolução as the PSP lists it on a received Pix, in our terms. */
export const pixReturnOf = (devolucao: ListedDevolucao): PixReturn => ({
  id: returnIdOf(devolucao.id),
  amountCents: valorToCents(devolucao.valor),
  med: medNatureOf(devolucao.natureza),
  status: STATUS[devolucao.status],
  requestedAt: devolucao.horario.solicitacao ?? '',
  returnedAt: devolucao.horario.liquidacao,
});
