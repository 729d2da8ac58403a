import * as z from 'zod';
import { LEDGER_TYPES } from './ledger.domain.js';

const reais = (description: string) => z.number().meta({ description });
const nullableId = (description: string) => z.string().min(1).max(64).nullable().meta({ description });

export const ledgerEntryResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador do lançamento.' }),
  type: z.enum(LEDGER_TYPES).meta({
    description:
      'PIX_RECEIVED (+): um Pix recebido; REFUND (−): um estorno concluído; MED_RETURN (−): devolução pelo MED; PAYOUT (−): um repasse pago; FEE (−): a tarifa da plataforma.',
  }),
  amount: reais('Valor em reais, com sinal: positivo entra, negativo sai.'),
  chargeId: nullableId('A cobrança que o causou; null num Pix sem cobrança ou num ciclo de assinatura.'),
  refundId: nullableId('O estorno (REFUND); null nos outros tipos.'),
  payoutId: nullableId('O repasse (PAYOUT); null nos outros tipos.'),
  subscriptionId: nullableId('A assinatura do ciclo ou da cobrança de autorização; null fora delas.'),
  endToEndId: nullableId('O identificador fim a fim do Pix, quando o PSP o informou.'),
  txid: nullableId('O txid do Pix, quando há.'),
  description: z
    .string()
    .max(500)
    .nullable()
    .meta({ description: 'Descrição (a da cobrança, o motivo do estorno).' }),
  occurredAt: z.iso
    .datetime()
    .meta({ description: 'Quando o dinheiro se moveu, como o PSP informou, em UTC.' }),
  createdAt: z.iso.datetime().meta({ description: 'Quando o lançamento foi escrito, em UTC.' }),
  availableAt: z.iso.datetime().meta({
    description:
      'Quando um crédito fica disponível para repasse: em `test`, na hora; em `live`, no início do dia útil seguinte (D+1, dias úteis de São Paulo).',
  }),
});

const typeTotalsSchema = z.strictObject({
  count: z.int().min(0).meta({ description: 'Quantos lançamentos do tipo.' }),
  amount: reais('Soma dos valores do tipo, em reais, com sinal.'),
});

const totalsShape = {
  ...Object.fromEntries(LEDGER_TYPES.map((type) => [type, typeTotalsSchema])),
  net: reais('Soma de todos os tipos, em reais.'),
} as Record<(typeof LEDGER_TYPES)[number], typeof typeTotalsSchema> & { net: z.ZodNumber };

export const ledgerSummaryResponseSchema = z.strictObject({
  days: z
    .array(
      z.strictObject({
        date: z.iso.date().meta({ description: 'Dia de São Paulo (data de `occurredAt`).' }),
        ...totalsShape,
      }),
    )
    .max(366)
    .meta({ description: 'Um item por dia com lançamentos, em ordem de data.' }),
  total: z.strictObject(totalsShape).meta({ description: 'Os totais do período, na mesma forma.' }),
});

export const balanceResponseSchema = z.strictObject({
  mode: z.enum(['PLATFORM', 'OWN_ACCOUNT']).meta({
    description: 'Quem guarda o dinheiro: a conta da plataforma (PLATFORM) ou a conta do lojista no seu PSP.',
  }),
  available: reais('Disponível para repasse, em reais (pode ser negativo depois de um estorno).'),
  pending: reais('Créditos ainda antes de `availableAt`, em reais.'),
  blocked: reais('Retido por bloqueio cautelar do MED, em reais.'),
  inPayout: reais('Em repasses ainda não pagos, em reais.'),
});
