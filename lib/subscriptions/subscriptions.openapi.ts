import { buildBrCode } from '../domain/brcode.js';
import { pagingQuerySchema } from '../domain/paging.js';
import {
  cycleAfterAttempt,
  cycleView,
  firstCycle,
  newCycle,
  newSubscription,
  subscriptionView,
  transitionedSubscription,
  type Subscription,
} from './subscription.domain.js';
import {
  createSubscriptionSchemaAt,
  listSubscriptionsQuerySchema,
  simulateAuthorizationSchema,
  simulateNextCycleSchema,
} from './subscription-request.domain.js';
import { ApiError } from '../errors.js';
import { parseActionBody } from '../http/validation.js';
import { subscriptionMessages } from './subscriptions.messages.js';
import type { RouteKeyOf } from '../http/route.js';
import type { subscriptionRoutes } from './subscriptions.routes.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  EXAMPLE_IDS,
  EXAMPLE_PAGE_URL,
  EXAMPLE_QR_CODE,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
  valid,
} from '../openapi/examples.js';
import {
  cycleResponseSchema,
  subscriptionListItemSchema,
  subscriptionResponseSchema,
} from './subscriptions.openapi-schemas.js';
import { pageResponseSchema } from '../openapi/responses.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  idParam,
  invalidBody,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from '../openapi/operation.js';
import { customerUnusable, customerWithoutDocument } from '../charges/charges.errors.js';

const MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';
const SUBSCRIPTION_ID = EXAMPLE_IDS.subscription;
const CHARGE_ID = '019aab3c-8c32-7d54-bf60-7b8c9d0e1f20';
const CUSTOMER_ID = '019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e';
const TODAY = '2026-11-22';

const subscriptionBody = {
  customerId: CUSTOMER_ID,
  amount: 12_990,
  interval: 'MONTHLY',
  startDate: '2026-12-10',
  description: 'Academia Fit - plano mensal',
  metadata: { plano: 'mensal' },
};
const body = valid(createSubscriptionSchemaAt(TODAY), subscriptionBody);
const brCode = buildBrCode({
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Loja Exemplo',
  merchantCity: 'Sao Paulo',
  amountCents: body.amount,
  txid: 'k3Xw9Pq2LmN7vB4rT8yZ1cD6f',
  description: body.description,
});
const pending: Subscription = newSubscription(
  MERCHANT_ID,
  SUBSCRIPTION_ID,
  { ...body, metadata: body.metadata ?? {} },
  { id: CHARGE_ID, brCode },
  CREATED_AT,
);
const active = transitionedSubscription(pending, 'ACTIVE', UPDATED_AT);
const cancelled = transitionedSubscription(active, 'CANCELLED', new Date(UPDATED_AT.getTime() + 86_400_000));
const rejected = transitionedSubscription(pending, 'REJECTED', UPDATED_AT);
const paidFirst = firstCycle(pending, TODAY, UPDATED_AT);
const sent = newCycle(active, 1, '2027-01-10', new Date('2026-12-31T03:00:00.000Z'));
const retrying = cycleAfterAttempt(
  sent,
  'THREE_IN_SEVEN_DAYS',
  '2027-01-10',
  { outcome: 'REFUSED', reason: 'AM04' },
  new Date('2027-01-10T09:00:00.000Z'),
).cycle;

const view = (subscription: Subscription, at: Date) =>
  envelope(subscriptionView(subscription, at, { url: EXAMPLE_PAGE_URL, qrCode: EXAMPLE_QR_CODE }));
const path = `/v1/subscriptions/${SUBSCRIPTION_ID}`;
const subscriptionId = idParam('subscription', 'da assinatura');
const subscriptionJson = (description: string, examples: Record<string, ReturnType<typeof example>>) => ({
  status: 200 as const,
  description,
  json: { schema: successEnvelope(subscriptionResponseSchema), component: 'SubscriptionResponse', examples },
});
const propertySent = (at: string) => ({
  property: errorExample(
    'Corpo com uma propriedade',
    thrownBy(() => parseActionBody({ reason: 'cliente desistiu' })),
    at,
  ),
});
const notPending = (status: string, at: string) =>
  errorExample(
    `Assinatura ${status}`,
    new ApiError(400, subscriptionMessages.notPending(status), null, 'subscription_not_pending'),
    at,
  );
const notActive = (status: string, at: string) =>
  errorExample(
    `Assinatura ${status}`,
    new ApiError(400, subscriptionMessages.notActive(status), null, 'subscription_not_active'),
    at,
  );
const SANDBOX_ONLY = 'Só no ambiente `test`: em `live`, o banco do pagador responde pelo PSP.';

export const subscriptionOperations = {
  'POST /v1/subscriptions': {
    operationId: 'createSubscription',
    summary: 'Cria uma assinatura Pix Automático',
    description: `Cria uma assinatura Pix Automático \`PENDING_AUTHORIZATION\` e a cobrança que a autoriza (jornada 3): o pagador lê \`authorization.brCode\` (ou abre \`authorization.url\`), paga o primeiro ciclo e autoriza os demais no mesmo passo. Sem autorização em 24 horas, fica \`EXPIRED\`. Emite \`subscription.created\` e \`charge.created\`. Em \`live\`, a autorização é uma recorrência (\`rec\`) no PSP ligada à cobrança imediata do primeiro ciclo, e \`brCode\` é o QR composto da jornada 3.`,
    body: {
      schema: createSubscriptionSchemaAt(undefined),
      component: 'CreateSubscriptionRequest',
      properties: {
        customerId: 'Um cliente ativo do lojista com CPF ou CNPJ (o pagador).',
        amount: 'Valor de cada ciclo em centavos, de 100 (R$ 1,00) a 100000000 (R$ 1.000.000,00).',
        interval: '`WEEKLY`, `MONTHLY`, `QUARTERLY`, `SEMIANNUAL` ou `ANNUAL`.',
        startDate:
          'Vencimento do primeiro ciclo (AAAA-MM-DD, fuso do negócio), a partir de 3 dias depois de hoje. Os vencimentos seguintes contam de `startDate` (dia 31 vira o último dia dos meses mais curtos).',
        endDate:
          'Opcional: o último dia com vencimento, depois de `startDate`. O ciclo desse dia termina a assinatura (`COMPLETED`).',
        description: 'O que o pagador vê no banco, de 1 a 35 caracteres.',
        retryPolicy:
          '`THREE_IN_SEVEN_DAYS` (padrão): até 3 novas tentativas em 7 dias depois de uma recusa; `NONE`: nenhuma.',
        metadata:
          'Até 20 pares chave/valor de texto do lojista (chave de 1 a 40 caracteres, valor de até 500), devolvidos como enviados; `{}` quando ausente.',
      },
      examples: { monthly: example('Plano mensal de R$ 129,90', subscriptionBody) },
    },
    success: {
      status: 201,
      description: 'A assinatura criada, aguardando o pagador.',
      json: {
        schema: successEnvelope(subscriptionResponseSchema),
        component: 'SubscriptionResponse',
        examples: { pending: example('Aguardando autorização', view(pending, CREATED_AT)) },
      },
    },
    errors: {
      400: {
        customer: errorExample('Cliente removido ou desconhecido', customerUnusable(), '/v1/subscriptions'),
        noDocument: errorExample(
          'Cliente sem CPF/CNPJ',
          customerWithoutDocument(subscriptionMessages.customerWithoutDocument),
          '/v1/subscriptions',
        ),
      },
      422: {
        invalid: invalidBody(
          createSubscriptionSchemaAt(TODAY),
          {
            customerId: CUSTOMER_ID,
            amount: 50,
            interval: 'DAILY',
            startDate: '2026-11-23',
            endDate: '2026-11-20',
            description: 'Uma descrição longa demais para o extrato do banco',
          },
          '/v1/subscriptions',
          'Valor abaixo do mínimo, periodicidade desconhecida, início cedo demais, fim antes do início, descrição longa',
        ),
      },
    },
  },
  'GET /v1/subscriptions': {
    operationId: 'listSubscriptions',
    summary: 'Lista e filtra as assinaturas',
    description: `As assinaturas do lojista, da mais nova para a mais antiga, em páginas, sem a imagem do QR code. Uma assinatura que aguardava autorização e passou do prazo aparece \`EXPIRED\`, também no filtro.`,
    query: {
      schema: listSubscriptionsQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        status: {
          description: 'Só as assinaturas nesta situação (sem diferenciar maiúsculas).',
          example: 'ACTIVE',
        },
        customerId: { description: 'Só as assinaturas deste cliente.', example: CUSTOMER_ID },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de assinaturas.',
      json: {
        schema: successEnvelope(pageResponseSchema(subscriptionListItemSchema)),
        component: 'SubscriptionPageResponse',
        examples: {
          page: example(
            'Uma assinatura ativa',
            envelope(firstPage([subscriptionView(active, UPDATED_AT, { url: EXAMPLE_PAGE_URL })])),
          ),
        },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(
          listSubscriptionsQuerySchema,
          { status: 'PAUSED', customerId: '42' },
          '/v1/subscriptions',
          'Filtros inválidos',
        ),
      },
    },
  },
  'GET /v1/subscriptions/{id}': {
    operationId: 'getSubscription',
    summary: 'Consulta uma assinatura',
    description: `Uma assinatura do lojista, com a autorização (código, QR code, página e prazo).`,
    pathParams: subscriptionId,
    success: subscriptionJson('A assinatura.', {
      active: example('Assinatura ativa', view(active, UPDATED_AT)),
    }),
  },
  'GET /v1/subscriptions/{id}/cycles': {
    operationId: 'listSubscriptionCycles',
    summary: 'Lista os ciclos de uma assinatura',
    description: `Os ciclos da assinatura, do vencimento mais novo para o mais antigo: um por vencimento, enviado ao banco do pagador de 10 a 2 dias antes dele (o ciclo 0 é pago na autorização).`,
    pathParams: subscriptionId,
    query: { schema: pagingQuerySchema, parameters: { ...pagingParameters } },
    success: {
      status: 200,
      description: 'Uma página de ciclos.',
      json: {
        schema: successEnvelope(pageResponseSchema(cycleResponseSchema)),
        component: 'CyclePageResponse',
        examples: {
          page: example(
            'Um ciclo recusado e o primeiro, pago',
            envelope(firstPage([cycleView(retrying), cycleView(paidFirst)])),
          ),
        },
      },
    },
  },
  'POST /v1/subscriptions/{id}/cancel': {
    operationId: 'cancelSubscription',
    summary: 'Cancela uma assinatura',
    description: `Cancela uma assinatura \`PENDING_AUTHORIZATION\` (a cobrança da autorização é cancelada junto) ou \`ACTIVE\` (os ciclos em aberto ficam \`CANCELLED\`; em \`live\`, a recorrência e as cobranças recorrentes são canceladas no PSP antes). Emite \`subscription.cancelled\`. Sem corpo (ou \`{}\`). Uma assinatura já terminada é 400 \`subscription_ended\`.`,
    pathParams: subscriptionId,
    success: subscriptionJson('A assinatura cancelada.', {
      cancelled: example('Cancelada pelo lojista', view(cancelled, UPDATED_AT)),
    }),
    errors: {
      422: propertySent(`${path}/cancel`),
      400: {
        ended: errorExample(
          'Assinatura recusada',
          new ApiError(400, subscriptionMessages.ended('REJECTED'), null, 'subscription_ended'),
          `${path}/cancel`,
        ),
      },
    },
  },
  'POST /v1/subscriptions/{id}/simulate-authorization': {
    operationId: 'simulateSubscriptionAuthorization',
    summary: 'Simula a resposta do pagador à autorização (só no ambiente test)',
    description: `${SANDBOX_ONLY} A resposta do pagador à autorização, como o banco dele daria: \`APPROVED\` paga a cobrança da autorização (o primeiro ciclo) e ativa a assinatura, como a leitura do QR code faria (\`charge.paid\`, \`subscription.activated\`, \`subscription.cycle.paid\`); \`REJECTED\` recusa (\`subscription.rejected\`; a cobrança é cancelada). Só de \`PENDING_AUTHORIZATION\`: outra situação é 400 \`subscription_not_pending\`.`,
    pathParams: subscriptionId,
    body: {
      schema: simulateAuthorizationSchema,
      component: 'SimulateAuthorizationRequest',
      properties: { outcome: '`APPROVED` ou `REJECTED`.' },
      examples: { approved: example('O pagador autoriza', { outcome: 'APPROVED' }) },
    },
    success: subscriptionJson('A assinatura depois da resposta.', {
      active: example('Autorizada', view(active, UPDATED_AT)),
      rejected: example('Recusada', view(rejected, UPDATED_AT)),
    }),
    errors: {
      400: { active: notPending('ACTIVE', `${path}/simulate-authorization`) },
      422: {
        outcome: invalidBody(
          simulateAuthorizationSchema,
          { outcome: 'MAYBE' },
          `${path}/simulate-authorization`,
          'Resposta desconhecida',
        ),
      },
    },
  },
  'POST /v1/subscriptions/{id}/simulate-revocation': {
    operationId: 'simulateSubscriptionRevocation',
    summary: 'Simula o pagador cancelando a autorização no banco (só no ambiente test)',
    description: `${SANDBOX_ONLY} O pagador cancela a autorização no banco dele: uma assinatura \`ACTIVE\` fica \`CANCELLED\` com \`cancelledBy: PAYER\` e os ciclos em aberto, \`CANCELLED\` (\`subscription.cancelled\`). Sem corpo (ou \`{}\`). Outra situação é 400 \`subscription_not_active\`.`,
    pathParams: subscriptionId,
    success: subscriptionJson('A assinatura cancelada pelo pagador.', {
      revoked: example(
        'Cancelada pelo pagador',
        view(transitionedSubscription(active, 'CANCELLED', UPDATED_AT, 'PAYER'), UPDATED_AT),
      ),
    }),
    errors: {
      422: propertySent(`${path}/simulate-revocation`),
      400: { pending: notActive('PENDING_AUTHORIZATION', `${path}/simulate-revocation`) },
    },
  },
  'POST /v1/subscriptions/{id}/simulate-next-cycle': {
    operationId: 'simulateSubscriptionNextCycle',
    summary: 'Simula o débito do próximo ciclo agora (só no ambiente test)',
    description: `${SANDBOX_ONLY} O próximo débito agora, como se o dia dele tivesse chegado: a próxima tentativa do ciclo mais antigo em aberto ou, sem nenhum, o próximo ciclo enviado e debitado. \`PAID\` paga (\`subscription.cycle.paid\`); \`FAILED\` recusa com \`AM04\` e, pela \`retryPolicy\`, o ciclo fica \`RETRYING\` (\`subscription.cycle.retrying\`) ou \`FAILED\` (\`subscription.cycle.failed\`). O ciclo de \`endDate\` terminado completa a assinatura. Sem simulação, o sandbox paga cada ciclo no vencimento (e cada nova tentativa no dia dela). Só de \`ACTIVE\`: outra situação é 400 \`subscription_not_active\`.`,
    pathParams: subscriptionId,
    body: {
      schema: simulateNextCycleSchema,
      component: 'SimulateNextCycleRequest',
      properties: { outcome: '`PAID` ou `FAILED`.' },
      examples: { failed: example('O banco recusa o débito', { outcome: 'FAILED' }) },
    },
    success: {
      status: 200,
      description: 'O ciclo depois da tentativa.',
      json: {
        schema: successEnvelope(cycleResponseSchema),
        component: 'CycleResponse',
        examples: { retrying: example('Recusado, será tentado de novo', envelope(cycleView(retrying))) },
      },
    },
    errors: {
      400: { pending: notActive('PENDING_AUTHORIZATION', `${path}/simulate-next-cycle`) },
      422: {
        outcome: invalidBody(
          simulateNextCycleSchema,
          { outcome: 'LATE' },
          `${path}/simulate-next-cycle`,
          'Resultado desconhecido',
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof subscriptionRoutes>, OperationSpec>;
