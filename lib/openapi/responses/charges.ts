import * as z from 'zod';
import {
  CHARGE_STATUSES,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  REASON_MAX,
  REFUND_STATUSES,
} from '../../domain/charge.js';
import { metadataResponseSchema } from './shared.js';

const nullableTime = (description: string) => z.iso.datetime().nullable().meta({ description });

const pixListSchema = z
  .strictObject({
    brCode: z
      .string()
      .min(1)
      .meta({ description: 'O BR Code "copia e cola" (padrão EMV do Banco Central).' }),
    txid: z
      .string()
      .regex(/^[A-Za-z0-9]{1,35}$/)
      .meta({ description: 'Identificador da transação Pix (letras e dígitos), único.' }),
  })
  .meta({ description: 'Os dados Pix da cobrança.' });

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
    createdAt: z.iso.datetime().meta({ description: 'Pedido do estorno, em UTC.' }),
    updatedAt: z.iso.datetime().meta({ description: 'Última mudança do estorno, em UTC.' }),
  })
  .meta({ description: 'Um estorno (devolução Pix) da cobrança.' });

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
    .nullable()
    .meta({ description: 'Texto mostrado ao pagador; null quando não informado.' }),
  customerId: z.uuid().nullable().meta({ description: 'O cliente da cobrança, ou null.' }),
  checkoutId: z
    .uuid()
    .nullable()
    .meta({ description: 'O checkout a que a cobrança pertence, ou null (cobrança avulsa).' }),
  pix: pixListSchema,
  expiresAt: z.iso.datetime().meta({ description: 'Vencimento, em UTC.' }),
  paidAt: nullableTime('Pagamento, em UTC; null se não paga.'),
  cancelledAt: nullableTime('Cancelamento, em UTC; null se não cancelada.'),
  refundedAt: nullableTime('Quando o valor inteiro ficou estornado, em UTC; null se não está.'),
  refundedAmount: z
    .number()
    .min(0)
    .max(MAX_AMOUNT_CENTS / 100)
    .meta({ description: 'A soma dos estornos que não falharam, em reais.' }),
  refunds: z
    .array(refundSchema)
    .meta({ description: 'Os estornos da cobrança, na ordem em que foram feitos.' }),
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
  pix: pixListSchema.extend({
    qrCode: z
      .string()
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
      .meta({ description: 'O BR Code como QR code: imagem PNG em data URL (não vem nas listas).' }),
  }),
});
