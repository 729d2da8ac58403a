import * as z from 'zod';
import { CHARGE_STATUSES } from '../charges/charge.domain.js';
import { CHECKOUT_STATUSES, MAX_ITEMS, MAX_QUANTITY, URL_MAX } from './checkout.domain.js';
import { CODE_MAX } from '../coupons/coupon.domain.js';
import { EXTERNAL_ID_MAX, NAME_MAX } from '../products/product.domain.js';
import { pixListSchema, qrCodeSchema } from '../charges/charges.openapi-schemas.js';
import { metadataResponseSchema, PAGE_LINK_MAX } from '../openapi/responses.js';

const money = (what: string) =>
  z
    .number()
    .min(0)
    .meta({ description: `${what}, em reais.` });
const nullableInstant = (description: string) => z.iso.datetime().nullable().meta({ description });

/** What `checkoutView` returns, as a schema: the OpenAPI document and the contract tests read it. */
const checkoutShape = {
  id: z.uuid().meta({ description: 'Identificador público do checkout.' }),
  url: z.url().max(PAGE_LINK_MAX).nullable().meta({
    description:
      'A página de pagamento (`<base pública>/pay/<token>`), na criação, na consulta e nas listas enquanto o checkout existir. Os eventos trazem null (ficam guardados, e o link é a credencial do pagador), e também checkouts criados antes de a API guardar o link.',
  }),
  pix: pixListSchema
    .nullable()
    .meta({ description: 'O código Pix da cobrança atual, para quem monta a própria página de pagamento.' }),
  status: z.enum(CHECKOUT_STATUSES).meta({
    description: 'OPEN, COMPLETED (pago), EXPIRED (prazo vencido sem pagamento) ou CANCELLED.',
  }),
  items: z
    .array(
      z.strictObject({
        productId: z.uuid().meta({ description: 'O produto.' }),
        externalId: z
          .string()
          .max(EXTERNAL_ID_MAX)
          .nullable()
          .meta({ description: 'externalId do produto na criação.' }),
        name: z.string().max(NAME_MAX).meta({ description: 'Nome do produto na criação.' }),
        unitPrice: money('Preço unitário na criação'),
        quantity: z.int().min(1).max(MAX_QUANTITY).meta({ description: 'Quantidade.' }),
        amount: money('Preço unitário × quantidade'),
      }),
    )
    .max(MAX_ITEMS)
    .meta({ description: 'Os itens, com os preços fixados na criação.' }),
  subtotal: money('Soma dos itens'),
  discount: money('Desconto do cupom'),
  total: money('subtotal − discount: o valor da cobrança Pix'),
  coupon: z
    .strictObject({
      id: z.uuid().meta({ description: 'O cupom.' }),
      code: z.string().max(CODE_MAX).meta({ description: 'O código.' }),
      type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
      value: z.number().positive().meta({ description: 'PERCENTAGE: percentual; FIXED_AMOUNT: reais.' }),
    })
    .nullable()
    .meta({ description: 'O cupom aplicado, ou null.' }),
  customerId: z.uuid().nullable().meta({ description: 'O cliente, ou null.' }),
  allowCoupons: z.boolean().meta({ description: 'Se a página oferece o campo de cupom.' }),
  returnUrl: z
    .string()
    .max(URL_MAX)
    .nullable()
    .meta({ description: 'Link de volta para a loja, mostrado na página.' }),
  completionUrl: z
    .string()
    .max(URL_MAX)
    .nullable()
    .meta({ description: 'Para onde a página leva o pagador depois do pagamento.' }),
  chargeId: z.uuid().meta({ description: 'A cobrança Pix atual do checkout.' }),
  expiresAt: z.iso.datetime().meta({ description: 'Fim do prazo para pagar, em UTC.' }),
  completedAt: nullableInstant('Quando foi pago, em UTC.'),
  cancelledAt: nullableInstant('Quando foi cancelado, em UTC.'),
  metadata: metadataResponseSchema,
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
};

/** A checkout in a list: its code without the QR code image. */
export const checkoutListItemSchema = z.strictObject(checkoutShape);

/** One checkout (create, retrieve, cancel): with the QR code image of its code. */
export const checkoutResponseSchema = z.strictObject({
  ...checkoutShape,
  pix: pixListSchema.extend({ qrCode: qrCodeSchema }).nullable().meta({
    description: 'O código Pix da cobrança atual e o seu QR Code, para quem monta a própria página.',
  }),
});

export const paymentStatusResponseSchema = z.strictObject({
  status: z.enum([...CHECKOUT_STATUSES, ...CHARGE_STATUSES]).meta({
    description:
      'A situação agora: a do checkout na página de um checkout (`OPEN` enquanto pode ser pago), a da cobrança na página de uma cobrança (`PENDING` enquanto pode ser paga).',
  }),
  total: money('O total a pagar (numa cobrança com vencimento, o valor de hoje)'),
  expiresAt: z.iso.datetime().meta({ description: 'Fim do prazo, em UTC.' }),
  completionUrl: z
    .string()
    .max(URL_MAX)
    .nullable()
    .meta({ description: 'Depois do pagamento, para onde a página leva o pagador; null antes.' }),
});
