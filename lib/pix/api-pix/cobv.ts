import type { Adjustment, DueTerms, InterestType } from '../../domain/due-date.js';
import type { DuePixCharge } from '../provider.js';
import type { CobvRequest } from './client.js';
import { centsToValor } from './money.js';

/**
 * Our due-date terms as the API Pix's `CobVSolicitada`. Modalities are the standard's tables:
 * fine, rebate and discount 1 = fixed value, 2 = percentage; interest 1–4 are value, % a day,
 * % a month and % a year in calendar days, 5–8 the same in business days. `valorPerc` is a
 * decimal string either way: cents as reais for fixed values, basis points as percent (200 ->
 * "2.00") for percentages.
 */
const INTEREST_MODALITY: Record<InterestType, number> = {
  FIXED_PER_DAY: 1,
  PERCENTAGE_PER_DAY: 2,
  PERCENTAGE_PER_MONTH: 3,
  PERCENTAGE_PER_YEAR: 4,
};

const adjustment = ({ type, value }: Adjustment) => ({
  modalidade: type === 'FIXED' ? 1 : 2,
  valorPerc: centsToValor(value),
});

export function cobvRequest(
  { terms, payer }: DuePixCharge,
  amountCents: number,
  chave: string,
  description: string | null,
): CobvRequest {
  const { fine, interest, rebate, discount }: DueTerms = terms;
  return {
    calendario: { dataDeVencimento: terms.dueDate, validadeAposVencimento: terms.daysAfterDue },
    // A CPF has 11 digits; a CNPJ 14 characters (letters too since 2026).
    devedor:
      payer.document.length === 11
        ? { cpf: payer.document, nome: payer.name }
        : { cnpj: payer.document, nome: payer.name },
    valor: {
      original: centsToValor(amountCents),
      ...(fine ? { multa: adjustment(fine) } : {}),
      ...(interest
        ? {
            juros: {
              modalidade: INTEREST_MODALITY[interest.type] + (interest.days === 'BUSINESS' ? 4 : 0),
              valorPerc: centsToValor(interest.value),
            },
          }
        : {}),
      ...(rebate ? { abatimento: adjustment(rebate) } : {}),
      ...(discount
        ? {
            desconto: {
              modalidade: discount.type === 'FIXED' ? 1 : 2,
              descontoDataFixa: discount.until.map(({ date, value }) => ({
                data: date,
                valorPerc: centsToValor(value),
              })),
            },
          }
        : {}),
    },
    chave,
    ...(description ? { solicitacaoPagador: description } : {}),
  };
}
