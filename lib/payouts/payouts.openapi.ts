import { ApiError } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  example,
  EXAMPLE_MERCHANT_ID,
  firstPage,
  UPDATED_AT,
} from '../openapi/examples.js';
import {
  cursorParameters,
  invalidBody,
  invalidQuery,
  pagingParameters,
  UUID_PARAM_SCHEMA,
  type OperationSpec,
} from '../openapi/operation.js';
import { pageResponseSchema } from '../openapi/responses.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  createPayoutSchema,
  listPayoutsQuerySchema,
  MIN_PAYOUT_CENTS,
  moved,
  newPayout,
  PAYOUT_STATUSES,
  payoutView,
  simulatePayoutSchema,
} from './payout.domain.js';
import { payoutMessages } from './payouts.messages.js';
import type { payoutRoutes } from './payouts.routes.js';
import { payoutResponseSchema } from './payouts.openapi-schemas.js';

const PAYOUT_ID = '019aab3c-c276-7b98-9dae-1f2a3b4c5d6e';
const pending = newPayout(
  { id: PAYOUT_ID, merchantId: EXAMPLE_MERCHANT_ID, amount: 150_000, keyType: 'CNPJ', key: '12345678000195' },
  CREATED_AT,
);
const paid = moved(moved(pending, 'PROCESSING', CREATED_AT), 'PAID', UPDATED_AT, {
  endToEndId: 'E00000000202611230930A1B2C3D4E5F',
});
const payoutPath = `/v1/payouts/${PAYOUT_ID}`;
const idParam = {
  id: {
    description:
      'Identificador do repasse (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.',
    schema: UUID_PARAM_SCHEMA,
    example: PAYOUT_ID,
  },
};
const payoutJson = (description: string, examples: Record<string, ReturnType<typeof example>>) => ({
  description,
  json: { schema: successEnvelope(payoutResponseSchema), component: 'PayoutResponse', examples },
});

export const payoutOperations = {
  'POST /v1/payouts': {
    operationId: 'createPayout',
    summary: 'Cria um repasse do saldo disponível',
    description: `Repassa o saldo disponível (modo PLATFORM) para a chave Pix de repasse do lojista. Sem \`amount\`, todo o disponível. O valor sai de \`available\` (e entra em \`inPayout\`) na mesma transação que cria o repasse, com o evento \`payout.created\`; mais do que o disponível é 400 \`insufficient_balance\`, menos de R$ 1,00 (${MIN_PAYOUT_CENTS} centavos) é 400 \`payout_below_minimum\`. Um crédito recebido logo antes já pode ser repassado.`,
    body: {
      schema: createPayoutSchema,
      component: 'CreatePayoutRequest',
      optional: true,
      properties: { amount: 'Centavos a repassar (R$ 1,00 é 100); sem ele, todo o saldo disponível.' },
      examples: { part: example('Repasse de R$ 1.500,00', { amount: 150_000 }) },
    },
    success: {
      status: 201,
      ...payoutJson('O repasse, PENDING.', {
        pending: example('Repasse criado', envelope(payoutView(pending))),
      }),
    },
    errors: {
      400: {
        insufficient: errorExample(
          'Saldo insuficiente',
          new ApiError(400, payoutMessages.insufficientBalance, null, 'insufficient_balance'),
          '/v1/payouts',
        ),
      },
      422: { amount: invalidBody(createPayoutSchema, { amount: 10.5 }, '/v1/payouts', 'Valor em reais') },
    },
  },
  'GET /v1/payouts': {
    operationId: 'listPayouts',
    summary: 'Lista os repasses',
    description:
      'Os repasses do lojista, do mais novo para o mais antigo, em páginas por `cursor`; filtro `status`.',
    query: {
      schema: listPayoutsQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        status: {
          description: `Só os repasses nesta situação: ${PAYOUT_STATUSES.join(', ')}.`,
          example: 'PAID',
        },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de repasses.',
      json: {
        schema: successEnvelope(pageResponseSchema(payoutResponseSchema)),
        component: 'PayoutPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([payoutView(paid)]))) },
      },
    },
    errors: {
      422: {
        status: invalidQuery(
          listPayoutsQuerySchema,
          { status: 'DONE' },
          '/v1/payouts',
          'Situação desconhecida',
        ),
      },
    },
  },
  'GET /v1/payouts/{id}': {
    operationId: 'getPayout',
    summary: 'Consulta um repasse',
    description: 'Um repasse do lojista; de outro lojista ou desconhecido é 404.',
    pathParams: idParam,
    success: {
      status: 200,
      ...payoutJson('O repasse.', { paid: example('Repasse pago', envelope(payoutView(paid))) }),
    },
  },
  'POST /v1/payouts/{id}/simulate': {
    operationId: 'simulatePayout',
    summary: 'Simula o resultado de um repasse (só no ambiente test)',
    description:
      'Só no ambiente `test` (404 em `live`): leva um repasse PENDING ou PROCESSING a PAID (com `payout.paid` e o lançamento PAYOUT no extrato) ou a FAILED (com `payout.failed`; o valor volta para `available`). Um repasse já PAID ou FAILED é 400 `payout_not_pending`.',
    pathParams: idParam,
    body: {
      schema: simulatePayoutSchema,
      component: 'SimulatePayoutRequest',
      properties: { outcome: 'O resultado: PAID (pago) ou FAILED (não realizado).' },
      examples: { paid: example('Repasse pago', { outcome: 'PAID' }) },
    },
    success: {
      status: 200,
      ...payoutJson('O repasse concluído.', { paid: example('Repasse pago', envelope(payoutView(paid))) }),
    },
    errors: {
      400: {
        finished: errorExample(
          'Repasse já concluído',
          new ApiError(400, payoutMessages.notPending, null, 'payout_not_pending'),
          `${payoutPath}/simulate`,
        ),
      },
      422: {
        outcome: invalidBody(
          simulatePayoutSchema,
          { outcome: 'DONE' },
          `${payoutPath}/simulate`,
          'Resultado desconhecido',
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof payoutRoutes>, OperationSpec>;
