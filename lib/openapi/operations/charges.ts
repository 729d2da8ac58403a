import { buildBrCode } from '../../domain/brcode.js';
import {
  chargeListView,
  chargeView,
  createChargeSchema,
  customerUnusable,
  listChargesQuerySchema,
  newCharge,
  planRefund,
  refundChargeSchema,
  transitioned,
  type Charge,
} from '../../domain/charge.js';
import { ApiError } from '../../errors.js';
import { type RouteKey } from '../../routes/table.js';
import { parseActionBody, parseBody } from '../../http/validation.js';
import { messages } from '../../messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
  valid,
} from '../examples.js';
import { successEnvelope } from '../schemas.js';
import {
  cursorParameters,
  invalidBody,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from './shared.js';
import { chargeListItemSchema, chargeResponseSchema } from '../responses/charges.js';
import { pageResponseSchema } from '../responses/shared.js';

const chargeMessages = messages.charges;
const MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';
const CHARGE_ID = '019aab3c-8c32-7d54-bf60-7b8c9d0e1f20';
const CUSTOMER_ID = '019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e';
const TXID = 'k3Xw9Pq2LmN7vB4rT8yZ1cD6f';

const chargeBody = {
  amount: 4990,
  description: 'Pedido 1234 - Camiseta Azul',
  customerId: CUSTOMER_ID,
  expiresIn: 3600,
  metadata: { orderId: '1234', channel: 'loja-online' },
};

/** The sandbox's code for the example, made by the real builder (sandbox key, display name, city). */
const brCode = buildBrCode({
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Loja Exemplo',
  merchantCity: 'Sao Paulo',
  amountCents: chargeBody.amount,
  txid: TXID,
  description: chargeBody.description,
});
// The real image is a few KiB of base64; the example shows its start.
const QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKQAAACkCAYAAAAZtYVBAAAAAklEQVR4AewaftIAAAYHSURBVO3BQY4cOxLAQFLo/3+Z4zPgUkBB';

const pending: Charge = newCharge(
  MERCHANT_ID,
  CHARGE_ID,
  valid(createChargeSchema, chargeBody),
  { txid: TXID, brCode },
  CREATED_AT,
);
/** A day to pay, paid the next morning. */
const payable: Charge = { ...pending, expiresAt: new Date(CREATED_AT.getTime() + 86_400_000).toISOString() };
const paid = transitioned(payable, 'PAID', UPDATED_AT);
const REFUND_ID = '01937a4c-8d2e-7f10-9a3b-5c6d7e8f9a0b';
const partiallyRefunded = planRefund(
  paid,
  { amount: 1000, reason: 'Item devolvido' },
  { id: REFUND_ID, status: 'SUCCEEDED' },
  new Date(UPDATED_AT.getTime() + 3_600_000),
).after;
const cancelled = transitioned(payable, 'CANCELLED', UPDATED_AT);
const afterCreation = new Date(CREATED_AT.getTime() + 1000);

const view = (charge: Charge, at: Date) => envelope(chargeView(charge, at, QR_CODE));

const chargePath = `/v1/charges/${CHARGE_ID}`;
const idParam = {
  id: {
    description:
      'Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.',
    schema: { type: 'string', format: 'uuid' },
    example: CHARGE_ID,
  },
};

const chargeJson = (description: string, examples: Record<string, ReturnType<typeof example>>) => ({
  status: 200 as const,
  description,
  json: { schema: successEnvelope(chargeResponseSchema), component: 'ChargeResponse', examples },
});

const notPending = (status: string) =>
  errorExample(
    `Cobrança ${status}`,
    new ApiError(400, chargeMessages.notPending(status), null, 'charge_not_pending'),
    `${chargePath}/cancel`,
  );
const expired = (path: string) =>
  errorExample('Cobrança vencida', new ApiError(400, chargeMessages.expired, null, 'charge_expired'), path);

/** What an action route answers to a body with properties, made by the real validator. */
const propertySent = (path: string) => ({
  property: errorExample(
    'Corpo com uma propriedade',
    thrownBy(() => parseActionBody({ reason: 'cliente desistiu' })),
    path,
  ),
});

export const chargeOperations = {
  'POST /v1/charges': {
    operationId: 'createCharge',
    description:
      'Cria uma cobrança Pix `PENDING` com o BR Code "copia e cola" (`pix.brCode`), o QR code dele (`pix.qrCode`, PNG em data URL) e um `txid` único. Emite `charge.created`. Em `live`, enquanto nenhum provedor Pix estiver configurado, responde 503 `pix_provider_unavailable` (nunca um código falso).',
    body: {
      schema: createChargeSchema,
      component: 'CreateChargeRequest',
      properties: {
        amount: 'Valor em centavos, de 100 (R$ 1,00) a 100000000 (R$ 1.000.000,00).',
        description: 'Texto mostrado ao pagador, de 1 a 140 caracteres depois de aparar os espaços.',
        customerId: 'Um cliente ativo do lojista; desconhecido ou removido é 400 `customer_unusable`.',
        expiresIn: 'Segundos até o vencimento, de 60 a 2592000 (30 dias); padrão 3600.',
        metadata:
          'Até 20 pares chave/valor de texto do lojista (chave de 1 a 40 caracteres, valor de até 500), devolvidos como enviados; `{}` quando ausente.',
      },
      examples: { charge: example('Cobrança de R$ 49,90 para um cliente', chargeBody) },
    },
    success: {
      status: 201,
      description: 'A cobrança criada, com o QR code.',
      json: {
        schema: successEnvelope(chargeResponseSchema),
        component: 'ChargeResponse',
        examples: { pending: example('Cobrança pendente', view(pending, afterCreation)) },
      },
    },
    errors: {
      400: {
        customer: errorExample('Cliente removido ou desconhecido', customerUnusable(), '/v1/charges'),
      },
      422: {
        invalid: invalidBody(
          createChargeSchema,
          { amount: 50, expiresIn: 30, metadata: { '': 'x' }, currency: 'BRL' },
          '/v1/charges',
          'Valor e prazo abaixo do mínimo, chave de metadata vazia, propriedade desconhecida',
        ),
      },
    },
  },
  'GET /v1/charges': {
    operationId: 'listCharges',
    description:
      'As cobranças do lojista, da mais nova para a mais antiga, em páginas, sem `pix.qrCode`. Uma cobrança pendente cujo vencimento passou aparece como `EXPIRED`, também nos filtros e nas páginas por `cursor`.',
    query: {
      schema: listChargesQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        status: {
          description:
            'Só as cobranças nesta situação (sem diferenciar maiúsculas): `PENDING`, `PAID`, `EXPIRED`, `CANCELLED` ou `REFUNDED`. Lê só as cobranças dessa situação.',
          example: 'PAID',
        },
        customerId: { description: 'Só as cobranças deste cliente.', example: CUSTOMER_ID },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de cobranças.',
      json: {
        schema: successEnvelope(pageResponseSchema(chargeListItemSchema)),
        component: 'ChargePageResponse',
        examples: {
          page: example(
            'Uma cobrança paga e uma vencida',
            envelope(
              firstPage([
                chargeListView(paid, UPDATED_AT),
                chargeListView({ ...pending, id: '019aab3c-8c30-7d54-bf60-7b8c9d0e1f1e' }, UPDATED_AT),
              ]),
            ),
          ),
        },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(
          listChargesQuerySchema,
          { status: 'OPEN', customerId: '42' },
          '/v1/charges',
          'Filtros inválidos',
        ),
      },
    },
  },
  'GET /v1/charges/{id}': {
    operationId: 'getCharge',
    description:
      'Uma cobrança do lojista, com o QR code. Pendente depois do vencimento, já aparece `EXPIRED` (com `updatedAt` = `expiresAt`), antes mesmo da varredura periódica gravar isso.',
    pathParams: idParam,
    success: chargeJson('A cobrança.', {
      paid: example('Cobrança paga', view(paid, UPDATED_AT)),
      expired: example('Cobrança vencida sem pagamento', view(pending, UPDATED_AT)),
    }),
  },
  'POST /v1/charges/{id}/cancel': {
    operationId: 'cancelCharge',
    description:
      'Cancela uma cobrança `PENDING` (emite `charge.cancelled`). Sem corpo (ou `{}`). Outra situação é 400; a cobrança de um checkout se cancela pelo checkout (400 `charge_in_checkout`).',
    pathParams: idParam,
    success: chargeJson('A cobrança cancelada.', {
      cancelled: example('Cobrança cancelada', view(cancelled, UPDATED_AT)),
    }),
    errors: {
      422: propertySent(`${chargePath}/cancel`),
      400: {
        paid: notPending('PAID'),
        expired: expired(`${chargePath}/cancel`),
        checkout: errorExample(
          'Cobrança de um checkout',
          new ApiError(400, chargeMessages.inCheckout, null, 'charge_in_checkout'),
          `${chargePath}/cancel`,
        ),
      },
    },
  },
  'POST /v1/charges/{id}/refund': {
    operationId: 'refundCharge',
    description:
      'Estorna uma cobrança `PAID` ou `PARTIALLY_REFUNDED`: `amount` centavos, ou tudo o que resta sem corpo (ou `{}`). Pode ser chamada várias vezes até não restar nada, em até 90 dias do pagamento. No sandbox o estorno sai `SUCCEEDED` na hora; em `live` é uma devolução no PSP, `PENDING` até ele responder. Cada estorno que dá certo emite `charge.refunded`; um que falha, `charge.refund_failed`. Outra situação é 400 `charge_not_paid`; mais do que resta, 400 `refund_exceeds_remaining`.',
    pathParams: idParam,
    body: {
      schema: refundChargeSchema,
      component: 'RefundChargeRequest',
      optional: true,
      properties: {
        amount: 'Centavos a estornar, de 1 até o que resta; sem ele, estorna tudo o que resta.',
        reason: 'O motivo, de 1 a 140 caracteres (vai na devolução ao PSP em `live`).',
      },
      examples: { partial: example('Estorno de R$ 10,00', { amount: 1000, reason: 'Item devolvido' }) },
    },
    success: chargeJson('A cobrança com o novo estorno.', {
      partiallyRefunded: example('Cobrança estornada em parte', view(partiallyRefunded, UPDATED_AT)),
    }),
    errors: {
      422: {
        amount: errorExample(
          'Valor que não é inteiro de centavos',
          thrownBy(() => parseBody(refundChargeSchema, { amount: 10.5 })),
          `${chargePath}/refund`,
        ),
      },
      400: {
        notPaid: errorExample(
          'Cobrança pendente',
          new ApiError(400, chargeMessages.notPaid('PENDING'), null, 'charge_not_paid'),
          `${chargePath}/refund`,
        ),
        exceeds: errorExample(
          'Mais do que resta',
          thrownBy(() =>
            planRefund(
              partiallyRefunded,
              { amount: 5000 },
              { id: REFUND_ID, status: 'SUCCEEDED' },
              UPDATED_AT,
            ),
          ),
          `${chargePath}/refund`,
        ),
      },
    },
  },
  'POST /v1/charges/{id}/simulate-payment': {
    operationId: 'simulateChargePayment',
    description:
      'Só no ambiente `test` (404 em `live`): paga uma cobrança `PENDING` como o banco do pagador faria (emite `charge.paid`; a de um checkout conclui o checkout). Sem corpo (ou `{}`). Vencida é 400 `charge_expired`; outra situação, 400 `charge_not_pending`.',
    pathParams: idParam,
    success: chargeJson('A cobrança paga.', { paid: example('Cobrança paga', view(paid, UPDATED_AT)) }),
    errors: {
      422: propertySent(`${chargePath}/simulate-payment`),
      400: {
        expired: expired(`${chargePath}/simulate-payment`),
        paid: notPending('PAID'),
      },
    },
  },
} satisfies Partial<Record<RouteKey, OperationSpec>>;
