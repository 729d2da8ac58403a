import * as z from 'zod';
import { CHECKOUT_STATUSES, MAX_QUANTITY } from '../../domain/checkout.js';
import { metadataResponseSchema } from './shared.js';

const money = (what: string) =>
  z
    .number()
    .min(0)
    .meta({ description: `${what}, em reais.` });
const nullableInstant = (description: string) => z.iso.datetime().nullable().meta({ description });

/** What `checkoutView` returns, as a schema: the OpenAPI document and the contract tests read it. */
export const checkoutResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador público do checkout.' }),
  url: z.url().nullable().meta({
    description:
      'A página de pagamento (`<base pública>/pay/<token>`). Só vem na resposta da criação: o token é guardado apenas como hash, então consultas e listas trazem null.',
  }),
  status: z.enum(CHECKOUT_STATUSES).meta({
    description: 'OPEN, COMPLETED (pago), EXPIRED (prazo vencido sem pagamento) ou CANCELLED.',
  }),
  items: z
    .array(
      z.strictObject({
        productId: z.uuid().meta({ description: 'O produto.' }),
        externalId: z.string().nullable().meta({ description: 'externalId do produto na criação.' }),
        name: z.string().meta({ description: 'Nome do produto na criação.' }),
        unitPrice: money('Preço unitário na criação'),
        quantity: z.int().min(1).max(MAX_QUANTITY).meta({ description: 'Quantidade.' }),
        amount: money('Preço unitário × quantidade'),
      }),
    )
    .meta({ description: 'Os itens, com os preços fixados na criação.' }),
  subtotal: money('Soma dos itens'),
  discount: money('Desconto do cupom'),
  total: money('subtotal − discount: o valor da cobrança Pix'),
  coupon: z
    .strictObject({
      id: z.uuid().meta({ description: 'O cupom.' }),
      code: z.string().meta({ description: 'O código.' }),
      type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
      value: z.number().positive().meta({ description: 'PERCENTAGE: percentual; FIXED_AMOUNT: reais.' }),
    })
    .nullable()
    .meta({ description: 'O cupom aplicado, ou null.' }),
  customerId: z.uuid().nullable().meta({ description: 'O cliente, ou null.' }),
  allowCoupons: z.boolean().meta({ description: 'Se a página oferece o campo de cupom.' }),
  returnUrl: z.string().nullable().meta({ description: 'Link de volta para a loja, mostrado na página.' }),
  completionUrl: z
    .string()
    .nullable()
    .meta({ description: 'Para onde a página leva o pagador depois do pagamento.' }),
  chargeId: z.uuid().meta({ description: 'A cobrança Pix atual do checkout.' }),
  expiresAt: z.iso.datetime().meta({ description: 'Fim do prazo para pagar, em UTC.' }),
  completedAt: nullableInstant('Quando foi pago, em UTC.'),
  cancelledAt: nullableInstant('Quando foi cancelado, em UTC.'),
  metadata: metadataResponseSchema,
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
});

export const paymentStatusResponseSchema = z.strictObject({
  status: z.enum(CHECKOUT_STATUSES).meta({ description: 'A situação do checkout agora.' }),
  total: money('O total a pagar'),
  expiresAt: z.iso.datetime().meta({ description: 'Fim do prazo, em UTC.' }),
  completionUrl: z
    .string()
    .nullable()
    .meta({ description: 'Depois do pagamento, para onde a página leva o pagador; null antes.' }),
});
