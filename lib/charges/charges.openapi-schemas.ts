import * as z from 'zod';
import {
  CHARGE_STATUSES,
  DESCRIPTION_MAX,
  MAX_AMOUNT_CENTS,
  MAX_REFUNDS,
  MIN_AMOUNT_CENTS,
  REASON_MAX,
  REFUND_STATUSES,
  REFUND_ORIGINS,
  MED_NATURES,
} from './charge.domain.js';
import { MAX_DAYS_AFTER_DUE } from './due-charge.domain.js';
import { ADJUSTMENT_TYPES, DAY_COUNTS, INTEREST_TYPES } from '../domain/due-date.js';
import { QR_CODE_DATA_URL_MAX, QR_CODE_MAX_BYTES } from '../pix/qrcode-size.js';
import { metadataResponseSchema, PAGE_LINK_MAX } from '../openapi/responses.js';

const nullableTime = (description: string) => z.iso.datetime().nullable().meta({ description });

/**
 * Every BR Code the API gives is drawn as a QR code (`lib/pix/qrcode.ts`, which cannot draw a
 * longer text), so none has more characters than a QR code holds bytes.
 */
export const BR_CODE_MAX = QR_CODE_MAX_BYTES;

export const qrCodeSchema = z
  .string()
  .max(QR_CODE_DATA_URL_MAX)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
  .meta({ description: 'O BR Code como QR code: imagem PNG em data URL (não vem nas listas).' });

export const pixListSchema = z
  .strictObject({
    brCode: z
      .string()
      .min(1)
      .max(BR_CODE_MAX)
      .meta({ description: 'O BR Code "copia e cola" (padrão EMV do Banco Central).' }),
    txid: z
      .string()
      .max(35)
      .regex(/^[A-Za-z0-9]{1,35}$/)
      .meta({ description: 'Identificador da transação Pix (letras e dígitos), único.' }),
  })
  .meta({ description: 'Os dados Pix da cobrança.' });

const VALUE =
  '`FIXED*`: reais (como todo dinheiro nas respostas); `PERCENTAGE*`: pontos-base (`250` = 2,50%).';
const adjustment = (description: string) =>
  z
    .strictObject({
      type: z.enum(ADJUSTMENT_TYPES),
      value: z.number().positive().meta({ description: VALUE }),
    })
    .nullable()
    .meta({ description });
const reais = (description: string) => z.number().min(0).meta({ description });

const dueShape = {
  dueDate: z.iso
    .date()
    .nullable()
    .meta({ description: 'Vencimento (AAAA-MM-DD, fuso do negócio); null numa cobrança imediata.' }),
  daysAfterDue: z.int().min(0).max(MAX_DAYS_AFTER_DUE).nullable().meta({
    description: 'Dias depois do vencimento em que ainda se paga (com multa e juros); null se imediata.',
  }),
  fine: adjustment('Multa, uma vez, a partir do dia seguinte ao vencimento; null se não há.'),
  interest: z
    .strictObject({
      type: z.enum(INTEREST_TYPES),
      days: z.enum(DAY_COUNTS).meta({ description: 'Conta dias corridos ou só dias úteis bancários.' }),
      value: z.number().positive().meta({ description: VALUE }),
    })
    .nullable()
    .meta({ description: 'Juros por dia de atraso; null se não há.' }),
  discount: z
    .strictObject({
      type: z.enum(ADJUSTMENT_TYPES),
      until: z
        .array(
          z.strictObject({ date: z.iso.date(), value: z.number().positive().meta({ description: VALUE }) }),
        )
        .min(1)
        .max(3),
    })
    .nullable()
    .meta({
      description:
        'Descontos por pagamento até cada data (vale a mais próxima a partir do dia); null se não há.',
    }),
  rebate: adjustment('Abatimento, sempre deduzido; null se não há.'),
  overdue: z.boolean().meta({ description: 'Pendente depois do vencimento (`dueDate`).' }),
  amountToday: reais('O valor de um pagamento hoje, em reais, enquanto `PENDING`; null depois.').nullable(),
  paidAmount: reais(
    'O valor recebido, em reais, de uma cobrança paga (ou estornada); null antes.',
  ).nullable(),
};
const refundSchema = z
  .strictObject({
    id: z.uuid().meta({ description: 'Identificador do estorno.' }),
    amount: z
      .number()
      .min(0.01)
      .max(MAX_AMOUNT_CENTS / 100)
      .meta({ description: 'Valor estornado, em reais.' }),
    reason: z
      .string()
      .min(1)
      .max(REASON_MAX)
      .nullable()
      .meta({ description: 'O motivo informado; null quando não informado.' }),
    status: z.enum(REFUND_STATUSES).meta({
      description:
        '`PENDING` enquanto o PSP processa a devolução (só em `live`); `SUCCEEDED` devolvido ao pagador; `FAILED` não realizado (o valor volta a poder ser estornado).',
    }),
    origin: z.enum(REFUND_ORIGINS).meta({
      description:
        '`MERCHANT`: um estorno pedido pelo lojista; `MED`: o banco do pagador tirou o valor de volta pelo MED (Mecanismo Especial de Devolução).',
    }),
    medNature: z.enum(MED_NATURES).nullable().meta({
      description:
        'Numa devolução MED, o motivo: `OPERATIONAL_FAILURE` (falha operacional), `FRAUD` (fraude) ou `PIX_AUTOMATICO` (Pix Automático); null num estorno do lojista.',
    }),
    createdAt: z.iso
      .datetime()
      .meta({ description: 'Pedido do estorno (numa devolução MED, quando o dinheiro saiu), em UTC.' }),
    updatedAt: z.iso.datetime().meta({ description: 'Última mudança do estorno, em UTC.' }),
  })
  .meta({ description: 'Um estorno (devolução Pix) da cobrança: do lojista ou do MED.' });

const chargeShape = {
  id: z.uuid().meta({ description: 'Identificador público da cobrança.' }),
  method: z.literal('PIX').meta({ description: 'Meio de pagamento: sempre `PIX`.' }),
  amount: z
    .number()
    .min(MIN_AMOUNT_CENTS / 100)
    .max(MAX_AMOUNT_CENTS / 100)
    .meta({ description: 'Valor em reais (1990 centavos -> 19.9).' }),
  status: z.enum(CHARGE_STATUSES).meta({
    description:
      'Situação: `PENDING` aguarda pagamento; `PAID` paga; `EXPIRED` venceu sem pagamento (uma cobrança pendente passa a `EXPIRED` no instante `expiresAt`); `CANCELLED` cancelada; `PARTIALLY_REFUNDED` estornada em parte; `REFUNDED` estornada por inteiro.',
  }),
  description: z
    .string()
    .min(1)
    .max(DESCRIPTION_MAX)
    .nullable()
    .meta({ description: 'Texto mostrado ao pagador; null quando não informado.' }),
  customerId: z.uuid().nullable().meta({ description: 'O cliente da cobrança, ou null.' }),
  checkoutId: z
    .uuid()
    .nullable()
    .meta({ description: 'O checkout a que a cobrança pertence, ou null (cobrança avulsa).' }),
  subscriptionId: z.uuid().nullable().meta({
    description:
      'A assinatura que esta cobrança autoriza (o primeiro ciclo, pago junto com a autorização do Pix Automático), ou null.',
  }),
  pix: pixListSchema,
  paymentUrl: z.url().max(PAGE_LINK_MAX).nullable().meta({
    description:
      'A página onde o pagador paga esta cobrança (`<base pública>/pay/<token>`): a do checkout, se a cobrança é de um checkout, senão a sua própria. Vem em toda resposta da API; os eventos trazem null (ficam guardados, e o link é a credencial do pagador). Null também em cobranças criadas antes de a API guardar o link.',
  }),
  expiresAt: z.iso.datetime().meta({ description: 'Vencimento, em UTC.' }),
  paidAt: nullableTime('Pagamento, em UTC; null se não paga.'),
  cancelledAt: nullableTime('Cancelamento, em UTC; null se não cancelada.'),
  refundedAt: nullableTime('Quando o valor inteiro ficou estornado, em UTC; null se não está.'),
  refundedAmount: z
    .number()
    .min(0)
    .max(MAX_AMOUNT_CENTS / 100)
    .meta({
      description: 'A soma dos estornos que não falharam (os do lojista e as devoluções MED), em reais.',
    }),
  refunds: z
    .array(refundSchema)
    .max(MAX_REFUNDS)
    .meta({ description: 'Os estornos da cobrança, na ordem em que foram feitos.' }),
  ...dueShape,
  metadata: metadataResponseSchema,
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({
    description: 'Última mudança, em UTC (de uma cobrança vencida: o seu `expiresAt`).',
  }),
};

/** What `chargeListView` returns: list items and the `data` of `charge.*` events. */
export const chargeListItemSchema = z.strictObject(chargeShape);

/** What `chargeView` returns. */
export const chargeResponseSchema = z.strictObject({
  ...chargeShape,
  pix: pixListSchema.extend({ qrCode: qrCodeSchema }),
});

/** What `GET /charges/{id}/amount` returns: the parts of the amount owed on one day. */
export const chargeAmountResponseSchema = z.strictObject({
  date: z.iso.date().meta({ description: 'O dia (AAAA-MM-DD, fuso do negócio).' }),
  original: reais('O valor original, em reais.'),
  rebate: reais('Abatimento, em reais.'),
  discount: reais('Desconto por antecipação do dia, em reais.'),
  fine: reais('Multa, em reais.'),
  interest: reais('Juros, em reais.'),
  total: reais('O valor a pagar nesse dia (nunca menos de R$ 0,01), em reais.'),
});
