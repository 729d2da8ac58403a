import { buildBrCode } from '../domain/brcode.js';
import {
  applyDiscount,
  checkoutCoupon,
  checkoutLines,
  checkoutView,
  createCheckoutSchema,
  listCheckoutsQuerySchema,
  refusalMessage,
  type Checkout,
} from './checkout.domain.js';
import { ApiError } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import type { checkoutRoutes } from './checkouts.routes.js';
import { checkoutMessages } from './checkouts.messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  EXAMPLE_IDS,
  EXAMPLE_PAGE_URL,
  EXAMPLE_QR_CODE,
  example,
  firstPage,
  UPDATED_AT,
  valid,
} from '../openapi/examples.js';
import { storedCoupon } from '../coupons/coupons.openapi.js';
import { storedProduct } from '../products/products.openapi.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  idParam,
  invalidBody,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from '../openapi/operation.js';
import { checkoutListItemSchema, checkoutResponseSchema } from './checkouts.openapi-schemas.js';
import { pageResponseSchema } from '../openapi/responses.js';

const CHECKOUT_ID = '019aab3c-9d43-7e65-8071-8c9d0e1f2a31';
const CHARGE_ID = '019aab3c-8c32-7d54-bf60-7b8c9d0e1f20';

const checkoutBody = {
  items: [{ productId: EXAMPLE_IDS.product, quantity: 2 }],
  customerId: EXAMPLE_IDS.customer,
  couponCode: 'bemvindo10',
  returnUrl: 'https://loja.example.com/carrinho',
  completionUrl: 'https://loja.example.com/pedido/1234/obrigado',
  expiresIn: 3600,
  metadata: { orderId: '1234' },
};
const input = valid(createCheckoutSchema('test'), checkoutBody);
const product = storedProduct({ name: 'Camiseta Azul', price: 4990, externalId: 'SKU-0001' });
const coupon = storedCoupon({ code: 'BEMVINDO10', type: 'PERCENTAGE', value: 10, max_uses: 100 });
const lines = checkoutLines(input.items, new Map([[product.id, product]]));
const totals = applyDiscount(
  lines.reduce((sum, line) => sum + line.amount, 0),
  coupon,
);

const open: Checkout = {
  id: CHECKOUT_ID,
  merchantId: product.merchantId,
  status: 'OPEN',
  items: lines,
  ...totals,
  coupon: checkoutCoupon(coupon),
  customerId: input.customerId ?? null,
  allowCoupons: false,
  returnUrl: input.returnUrl ?? null,
  completionUrl: input.completionUrl ?? null,
  chargeId: CHARGE_ID,
  tokenHash: '',
  pix: {
    brCode: buildBrCode({
      pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      merchantName: 'Loja Exemplo',
      merchantCity: 'Sao Paulo',
      amountCents: totals.total,
      txid: 'w4Hn8Rt2KpL6mX9qB3vZ7cJ1d',
    }),
    txid: 'w4Hn8Rt2KpL6mX9qB3vZ7cJ1d',
  },
  expiresAt: new Date(CREATED_AT.getTime() + 3_600_000).toISOString(),
  completedAt: null,
  cancelledAt: null,
  expiredAt: null,
  refusedCoupons: 0,
  metadata: input.metadata ?? {},
  createdAt: CREATED_AT.toISOString(),
  updatedAt: CREATED_AT.toISOString(),
  version: 1,
};
const completed: Checkout = {
  ...open,
  status: 'COMPLETED',
  completedAt: new Date(CREATED_AT.getTime() + 600_000).toISOString(),
  updatedAt: new Date(CREATED_AT.getTime() + 600_000).toISOString(),
};
const cancelled: Checkout = {
  ...open,
  status: 'CANCELLED',
  cancelledAt: UPDATED_AT.toISOString(),
  updatedAt: UPDATED_AT.toISOString(),
};

const createdView = checkoutView(open, CREATED_AT, EXAMPLE_PAGE_URL, EXAMPLE_QR_CODE);
const completedView = checkoutView(completed, UPDATED_AT, EXAMPLE_PAGE_URL, EXAMPLE_QR_CODE);
const cancelledView = checkoutView(cancelled, UPDATED_AT, EXAMPLE_PAGE_URL, EXAMPLE_QR_CODE);

const path = '/v1/checkouts';
const checkoutIdParam = {
  id: { ...idParam('product', 'do checkout').id, example: CHECKOUT_ID },
};
const checkoutPath = `/v1/checkouts/${CHECKOUT_ID}`;

const refused = (reason: keyof typeof refusalMessage) =>
  new ApiError(
    400,
    checkoutMessages.couponUnavailable,
    [{ field: 'couponCode', message: refusalMessage[reason], code: reason }],
    reason,
  );

export const checkoutOperations = {
  'POST /v1/checkouts': {
    operationId: 'createCheckout',
    summary: 'Cria um checkout (página de pagamento hospedada)',
    description:
      'Cria um checkout `OPEN` com a sua cobrança Pix (mesmo total e prazo) e devolve `url`, a página de pagamento hospedada (também na consulta e nas listas), e `pix`, o código da cobrança e o seu QR Code, para quem monta a própria página. Os preços vêm dos produtos no momento da criação (o cliente nunca envia preços); o desconto é calculado em centavos (PERCENTAGE: arredondado meio para cima). Um cupom reserva um uso até o checkout ser pago (vira uso) ou terminar sem pagamento (a reserva é liberada): nunca passam de `max_uses`, sob qualquer concorrência.',
    body: {
      schema: createCheckoutSchema('test'),
      component: 'CreateCheckoutRequest',
      properties: {
        items:
          'De 1 a 50 itens `{productId, quantity}` (quantidade de 1 a 1000); cada produto uma vez só, `ACTIVE` e do lojista (senão 400 nomeando `items[i].productId`).',
        customerId: 'Um cliente não removido do lojista (senão 400).',
        couponCode:
          'Código de um cupom disponível do lojista (sem espaços nas pontas, sem diferenciar maiúsculas); indisponível é 400 com o motivo em `fields[].code`.',
        allowCoupons:
          'Se a página oferece ao pagador um campo de cupom (padrão false; ignorado quando `couponCode` vem).',
        returnUrl:
          'URL absoluta `https` (no ambiente de teste, `http` para localhost/127.0.0.1), até 2000 caracteres: o link "voltar para a loja".',
        completionUrl: 'Como `returnUrl`: para onde a página leva o pagador depois do pagamento.',
        expiresIn: 'Prazo em segundos, de 1800 a 86400 (padrão 86400).',
        metadata:
          'Até 20 pares texto/texto (chaves de 1 a 40 caracteres, valores até 500), devolvidos como enviados.',
      },
      examples: { coupon: example('Dois itens, com cupom e cliente', checkoutBody) },
    },
    success: {
      status: 201,
      description: 'O checkout criado, com `url`.',
      json: {
        schema: successEnvelope(checkoutResponseSchema),
        component: 'CheckoutResponse',
        examples: { open: example('Checkout aberto com cupom de 10%', envelope(createdView)) },
      },
    },
    errors: {
      400: {
        couponExhausted: errorExample('Cupom esgotado', refused('coupon_exhausted'), path),
        couponExpired: errorExample('Cupom expirado', refused('coupon_expired'), path),
        product: errorExample(
          'Produto inativo',
          new ApiError(
            400,
            checkoutMessages.productsUnusable,
            [
              {
                field: 'items[0].productId',
                message: checkoutMessages.productUnusable,
                code: 'product_unusable',
              },
            ],
            'product_unusable',
          ),
          path,
        ),
        belowMinimum: errorExample(
          'Total com desconto abaixo de R$ 1,00',
          new ApiError(
            400,
            checkoutMessages.totalBelowMinimumMessage,
            [
              {
                field: 'couponCode',
                message: checkoutMessages.totalBelowMinimum,
                code: 'checkout_total_below_minimum',
              },
            ],
            'checkout_total_below_minimum',
          ),
          path,
        ),
      },
      422: {
        invalid: invalidBody(
          createCheckoutSchema('test'),
          { items: [], returnUrl: 'http://loja.example.com', expiresIn: 60 },
          path,
          'Sem itens, URL sem https e prazo curto',
        ),
      },
    },
  },
  'GET /v1/checkouts': {
    operationId: 'listCheckouts',
    summary: 'Lista e filtra os checkouts',
    description:
      'Os checkouts do lojista, do mais novo para o mais antigo, em páginas. Os filtros leem só os índices da situação ou do cliente; um checkout aberto com o prazo vencido já aparece como `EXPIRED`, também nas páginas por `cursor`.',
    query: {
      schema: listCheckoutsQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        status: {
          description:
            'Só nesta situação: `OPEN`, `COMPLETED`, `EXPIRED` ou `CANCELLED` (sem diferenciar maiúsculas).',
          example: 'OPEN',
        },
        customerId: { description: 'Só os checkouts deste cliente.', example: EXAMPLE_IDS.customer },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de checkouts (`url` é null: o token só aparece na criação).',
      json: {
        schema: successEnvelope(pageResponseSchema(checkoutListItemSchema)),
        component: 'CheckoutPageResponse',
        examples: {
          page: example(
            'Primeira página',
            envelope(firstPage([checkoutView(completed, UPDATED_AT, EXAMPLE_PAGE_URL)])),
          ),
        },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(listCheckoutsQuerySchema, { status: 'PAID' }, path, 'Situação desconhecida'),
      },
    },
  },
  'GET /v1/checkouts/{id}': {
    operationId: 'getCheckout',
    summary: 'Consulta um checkout',
    description: 'Um checkout do lojista (`url` é null: o token só aparece na criação).',
    pathParams: checkoutIdParam,
    success: {
      status: 200,
      description: 'O checkout.',
      json: {
        schema: successEnvelope(checkoutResponseSchema),
        component: 'CheckoutResponse',
        examples: { completed: example('Checkout pago', envelope(completedView)) },
      },
    },
  },
  'POST /v1/checkouts/{id}/cancel': {
    operationId: 'cancelCheckout',
    summary: 'Cancela um checkout aberto (e a sua cobrança)',
    description:
      '`OPEN` -> `CANCELLED`, com a sua cobrança Pix cancelada e a reserva do cupom liberada, numa só transação. Sem corpo (ou `{}`). Outras situações: 400 `checkout_not_open`.',
    pathParams: checkoutIdParam,
    success: {
      status: 200,
      description: 'O checkout cancelado.',
      json: {
        schema: successEnvelope(checkoutResponseSchema),
        component: 'CheckoutResponse',
        examples: { cancelled: example('Checkout cancelado', envelope(cancelledView)) },
      },
    },
    errors: {
      400: {
        notOpen: errorExample(
          'Checkout já pago',
          new ApiError(400, checkoutMessages.notOpen('COMPLETED'), null, 'checkout_not_open'),
          checkoutPath,
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof checkoutRoutes>, OperationSpec>;
