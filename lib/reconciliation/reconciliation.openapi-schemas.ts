import * as z from 'zod';
import { MED_NATURES } from '../charges/charge.domain.js';
import { MAX_RUN_ITEMS, RUN_STATUSES } from './reconciliation.domain.js';

const reais = (description: string) => z.number().meta({ description });
const nullableId = (description: string) => z.string().min(1).max(64).nullable().meta({ description });

const totalsSchema = (what: string) =>
  z
    .strictObject({
      count: z
        .int()
        .min(0)
        .meta({ description: `Quantos Pix ${what}.` }),
      amount: reais(`Soma dos Pix ${what}, em reais.`),
    })
    .meta({ description: `Os Pix ${what} no dia.` });

const pixItemSchema = z.strictObject({
  endToEndId: z.string().min(1).max(64).meta({ description: 'O identificador fim a fim do Pix.' }),
  txid: nullableId('O txid do Pix; null num Pix feito direto para a chave.'),
  chargeId: nullableId('A cobrança que o Pix paga; null quando não é de nenhuma.'),
  amount: reais('Valor do Pix, em reais.'),
  paidAt: z.iso.datetime().meta({ description: 'Quando o Pix foi pago, como o PSP informa.' }),
});

const medItemSchema = z.strictObject({
  chargeId: z.uuid().meta({ description: 'A cobrança cujo Pix o banco do pagador devolveu.' }),
  endToEndId: z.string().min(1).max(64).meta({ description: 'O Pix devolvido.' }),
  returnId: z.string().min(1).max(64).meta({ description: 'O identificador da devolução no PSP.' }),
  amount: reais('Valor devolvido, em reais.'),
  nature: z.enum(MED_NATURES).meta({
    description:
      'OPERATIONAL_FAILURE (MED_OPERACIONAL), FRAUD (MED_FRAUDE) ou PIX_AUTOMATICO (MED_PIX_AUTOMATICO).',
  }),
  returnedAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'Quando o dinheiro saiu, como o PSP informa.' }),
  recorded: z.boolean().meta({
    description:
      'Se a cobrança tem a devolução como estorno de origem MED (false: a cobrança não comporta o valor; revise).',
  }),
});

export const reconciliationResponseSchema = z.strictObject({
  id: z
    .uuid()
    .meta({ description: 'Identificador da conciliação do dia (o mesmo a cada nova execução do dia).' }),
  date: z.iso.date().meta({ description: 'O dia de São Paulo conciliado.' }),
  status: z.enum(RUN_STATUSES).meta({
    description:
      'MATCHED: o PSP e o extrato contam os mesmos Pix e nenhuma lista tem item; DISCREPANCIES: alguma lista tem item ou os totais diferem; FAILED: o PSP não pôde ser lido (`reason`).',
  }),
  reason: z
    .string()
    .max(500)
    .nullable()
    .meta({ description: 'Por que a conciliação falhou; null nas outras.' }),
  psp: totalsSchema('que o PSP lista'),
  ledger: totalsSchema('recebidos no extrato (PIX_RECEIVED)'),
  settledLate: z.array(pixItemSchema).max(MAX_RUN_ITEMS).meta({
    description: 'Pix de cobranças ainda pendentes (o aviso do PSP se perdeu), liquidadas pela conciliação.',
  }),
  unmatched: z.array(pixItemSchema).max(MAX_RUN_ITEMS).meta({
    description:
      'Pix sem cobrança (sem txid ou com um txid que não é de cobrança): lançados como PIX_RECEIVED com `chargeId` null.',
  }),
  missingAtPsp: z.array(pixItemSchema).max(MAX_RUN_ITEMS).meta({
    description:
      'Pagamentos que o extrato tem e o PSP não lista: uma divergência a revisar (nada é desfeito).',
  }),
  medReturns: z.array(medItemSchema).max(MAX_RUN_ITEMS).meta({
    description: 'Devoluções pelo MED nos Pix do dia, registradas na cobrança como estorno de origem MED.',
  }),
  createdAt: z.iso.datetime().meta({ description: 'Quando o dia foi conciliado pela primeira vez, em UTC.' }),
  updatedAt: z.iso
    .datetime()
    .meta({ description: 'Quando a conciliação encontrou algo novo pela última vez, em UTC.' }),
});
