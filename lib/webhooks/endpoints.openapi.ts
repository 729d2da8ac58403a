import { newEvent, PING_EVENT } from '../domain/event.js';
import {
  createWebhookEndpointSchema,
  deliveryView,
  eventView,
  listWebhookEndpointsQuerySchema,
  mergeWebhookEndpoint,
  newDelivery,
  newWebhookEndpoint,
  RETRY_DELAYS_SECONDS,
  ROTATION_OVERLAP_MAX_SECONDS,
  rotatedWebhookEndpoint,
  rotateSecretSchema,
  updateWebhookEndpointSchema,
  webhookEndpointView,
} from './webhook.domain.js';
import { validationError } from '../errors.js';
import { parseActionBody } from '../http/validation.js';
import type { RouteKeyOf } from '../http/route.js';
import type { webhookEndpointRoutes } from './endpoints.routes.js';
import { webhookMessages } from './webhooks.messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
  valid,
} from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  invalidBody,
  pagingParameters,
  UUID_PARAM_SCHEMA,
  type OperationSpec,
} from '../openapi/operation.js';
import { pageResponseSchema } from '../openapi/responses.js';
import {
  createdWebhookEndpointResponseSchema,
  eventWithDeliveriesResponseSchema,
  rotatedWebhookEndpointResponseSchema,
  webhookEndpointResponseSchema,
} from './webhooks.openapi-schemas.js';
import { limitReached } from './webhooks.errors.js';

const MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';
export const WEBHOOK_ENDPOINT_ID = '019aab3c-9d43-7e65-8a7b-8c9d0e1f2a3b';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2s9K0mv9u5A=';

const endpointBody = {
  url: 'https://loja.example.com.br/webhooks/pagamentos',
  events: ['charge.paid', 'charge.refunded'],
  description: 'ERP da loja',
};
const endpointPatch = { status: 'DISABLED' };
const stored = newWebhookEndpoint(
  MERCHANT_ID,
  WEBHOOK_ENDPOINT_ID,
  valid(createWebhookEndpointSchema, endpointBody),
  'sealed',
  CREATED_AT,
);
const updated = mergeWebhookEndpoint(stored, valid(updateWebhookEndpointSchema, endpointPatch), UPDATED_AT);

const path = `/v1/webhook-endpoints/${WEBHOOK_ENDPOINT_ID}`;

const NEW_SECRET = 'whsec_3q2+7wYhZrL0d8kR1XGmPzTnB6cVa9JeQf4sHuOyWiE=';
const rotationBody = { expiresIn: 3600 };
const rotated = rotatedWebhookEndpoint(
  stored,
  'sealed-2',
  valid(rotateSecretSchema, rotationBody),
  UPDATED_AT,
);

const PING_ID = '019aab3c-b165-7087-8c9d-0e1f2a3b4c5d';
const ping = newEvent(
  MERCHANT_ID,
  PING_ID,
  PING_EVENT,
  'test',
  { endpointId: WEBHOOK_ENDPOINT_ID },
  UPDATED_AT,
);
const pingDelivery = newDelivery(MERCHANT_ID, PING_ID, WEBHOOK_ENDPOINT_ID, UPDATED_AT);

/** What an action route without input answers to a body with properties, by the real validator. */
const propertySent = (at: string) => ({
  property: errorExample(
    'Corpo com uma propriedade',
    thrownBy(() => parseActionBody({ events: ['*'] })),
    at,
  ),
});
const idParam = {
  id: {
    description:
      'Identificador público do endpoint (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.',
    schema: UUID_PARAM_SCHEMA,
    example: WEBHOOK_ENDPOINT_ID,
  },
};

const retries = RETRY_DELAYS_SECONDS.map((s) =>
  s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`,
);

const properties = {
  url: 'URL que recebe os eventos por POST, até 2048 caracteres. Deve ser https em todo stage implantado, `test` e `live`; só o servidor local (`npm start`) aceita também http e loopback (`localhost`, `127.0.0.1`, `::1`). Não pode resolver para endereço privado, link-local, CGNAT, unique-local IPv6, de metadados ou reservado (422 `url_not_allowed`).',
  events: 'Tipos de evento assinados (sem repetição), ou `["*"]` para todos.',
  description: 'Até 500 caracteres. Na atualização, `""` apaga a descrição.',
};

const refused = errorExample(
  'URL que resolve para um endereço privado',
  validationError([{ field: 'url', message: webhookMessages.urlNotAllowed, code: 'url_not_allowed' }]),
  '/v1/webhook-endpoints',
);

export const webhookEndpointOperations = {
  'POST /v1/webhook-endpoints': {
    operationId: 'createWebhookEndpoint',
    summary: 'Cria um endpoint de webhook',
    description: `Cria um endpoint \`ENABLED\` e devolve o segredo de assinatura (\`secret\`), mostrado só nesta resposta. Cada evento assinado é entregue por POST com os cabeçalhos do Standard Webhooks (\`webhook-id\` = id do evento, \`webhook-timestamp\`, \`webhook-signature\`), verificáveis com o pacote \`standardwebhooks\`. Um 2xx em até 10 s entrega; senão há novas tentativas depois de ${retries.join(', ')} e a entrega é dada como falha. Pelo menos uma vez: deduplique por \`webhook-id\`. No máximo 16 endpoints por lojista.`,
    body: {
      schema: createWebhookEndpointSchema,
      component: 'CreateWebhookEndpointRequest',
      properties,
      examples: { endpoint: example('Endpoint para pagamentos e estornos', endpointBody) },
    },
    success: {
      status: 201,
      description: 'O endpoint criado, com o segredo.',
      json: {
        schema: successEnvelope(createdWebhookEndpointResponseSchema),
        component: 'CreatedWebhookEndpointResponse',
        examples: {
          endpoint: example(
            'Endpoint e segredo',
            envelope({ ...webhookEndpointView(stored), secret: SECRET }),
          ),
        },
      },
    },
    errors: {
      400: { limit: errorExample('O lojista já tem 16 endpoints', limitReached(), '/v1/webhook-endpoints') },
      422: {
        invalid: invalidBody(
          createWebhookEndpointSchema,
          { url: 'ftp://loja.example.com.br', events: ['*', 'charge.paid'] },
          '/v1/webhook-endpoints',
          'URL não http(s) e "*" junto com outros tipos',
        ),
        refused,
      },
    },
  },
  'GET /v1/webhook-endpoints': {
    operationId: 'listWebhookEndpoints',
    summary: 'Lista os endpoints de webhook',
    description: 'Os endpoints não removidos do lojista, do mais novo para o mais antigo (nunca o segredo).',
    query: { schema: listWebhookEndpointsQuerySchema, parameters: { ...pagingParameters } },
    success: {
      status: 200,
      description: 'Uma página de endpoints.',
      json: {
        schema: successEnvelope(pageResponseSchema(webhookEndpointResponseSchema)),
        component: 'WebhookEndpointPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([webhookEndpointView(stored)]))) },
      },
    },
  },
  'GET /v1/webhook-endpoints/{id}': {
    operationId: 'getWebhookEndpoint',
    summary: 'Consulta um endpoint de webhook',
    description: 'Um endpoint não removido do lojista (nunca o segredo).',
    pathParams: idParam,
    success: {
      status: 200,
      description: 'O endpoint.',
      json: {
        schema: successEnvelope(webhookEndpointResponseSchema),
        component: 'WebhookEndpointResponse',
        examples: { endpoint: example('Endpoint', envelope(webhookEndpointView(stored))) },
      },
    },
  },
  'PUT /v1/webhook-endpoints/{id}': {
    operationId: 'updateWebhookEndpoint',
    summary: 'Atualiza um endpoint de webhook',
    description:
      'Atualização parcial de `url`, `events`, `description` e `status` (`ENABLED`/`DISABLED`): ao menos um valor não nulo. Um endpoint `DISABLED` não recebe nada, nem as novas tentativas pendentes.',
    pathParams: idParam,
    body: {
      schema: updateWebhookEndpointSchema,
      component: 'UpdateWebhookEndpointRequest',
      properties: { ...properties, status: '`ENABLED` ou `DISABLED`.' },
      examples: { disable: example('Desativação', endpointPatch) },
    },
    success: {
      status: 200,
      description: 'O endpoint atualizado.',
      json: {
        schema: successEnvelope(webhookEndpointResponseSchema),
        component: 'WebhookEndpointResponse',
        examples: { updated: example('Endpoint desativado', envelope(webhookEndpointView(updated))) },
      },
    },
    errors: {
      422: {
        empty: invalidBody(updateWebhookEndpointSchema, {}, path, 'Nenhum campo com valor'),
      },
    },
  },
  'DELETE /v1/webhook-endpoints/{id}': {
    operationId: 'deleteWebhookEndpoint',
    summary: 'Remove um endpoint de webhook',
    description: 'Remoção: o endpoint não recebe mais nada, nem as novas tentativas pendentes.',
    pathParams: idParam,
    success: { status: 204, description: 'Removido; sem corpo.' },
  },
  'POST /v1/webhook-endpoints/{id}/test': {
    operationId: 'testWebhookEndpoint',
    summary: 'Testa um endpoint de webhook com um ping',
    description:
      'Envia a este endpoint, e só a ele, um evento `ping` (`data` `{"endpointId"}`), assinado e entregue pelo mesmo caminho de toda entrega: fila, entregador, verificação do endereço e novas tentativas. Vai também a um endpoint `DISABLED` (para testá-lo antes de ativá-lo) e qualquer que seja o seu `events`. Sem corpo (ou `{}`). A resposta é o evento com a sua entrega `PENDING`; `GET /v1/events/{id}` mostra como ela terminou. O `ping` é guardado 30 dias como os outros eventos, mas não aparece em `GET /v1/events` nem nos totais.',
    pathParams: idParam,
    success: {
      status: 202,
      description: 'O evento `ping` e a sua entrega, na fila.',
      json: {
        schema: successEnvelope(eventWithDeliveriesResponseSchema),
        component: 'EventResponse',
        examples: {
          ping: example(
            'Ping na fila',
            envelope({ ...eventView(ping, 'test'), deliveries: [deliveryView(pingDelivery)] }),
          ),
        },
      },
    },
    errors: { 422: propertySent(`${path}/test`) },
  },
  'POST /v1/webhook-endpoints/{id}/rotate-secret': {
    operationId: 'rotateWebhookEndpointSecret',
    summary: 'Troca o segredo de um endpoint de webhook',
    description: `Gera um novo segredo de assinatura e o devolve (\`secret\`), só nesta resposta. O segredo anterior continua assinando por \`expiresIn\` segundos (de 0 a ${ROTATION_OVERLAP_MAX_SECONDS}; ${ROTATION_OVERLAP_MAX_SECONDS} sem corpo): até lá toda entrega leva as duas assinaturas (\`webhook-signature: v1,<anterior> v1,<novo>\`), e o receptor que conhece qualquer um dos dois a verifica, então ele troca de segredo sem perder nenhuma entrega. Com 0 o anterior deixa de assinar na hora. Uma nova troca durante a sobreposição descarta o mais antigo: assinam no máximo dois, o atual e o que ele substituiu. Duas trocas ao mesmo tempo acontecem uma depois da outra, nenhuma se perde.`,
    pathParams: idParam,
    body: {
      schema: rotateSecretSchema,
      component: 'RotateWebhookEndpointSecretRequest',
      optional: true,
      properties: {
        expiresIn: `Segundos em que o segredo anterior ainda assina ao lado do novo: de 0 (nenhum) a ${ROTATION_OVERLAP_MAX_SECONDS} (um dia, também quando ausente ou null).`,
      },
      examples: { hour: example('Uma hora de sobreposição', rotationBody) },
    },
    success: {
      status: 200,
      description: 'O endpoint com o novo segredo.',
      json: {
        schema: successEnvelope(rotatedWebhookEndpointResponseSchema),
        component: 'RotatedWebhookEndpointResponse',
        examples: {
          rotated: example(
            'Novo segredo; o anterior assina por mais uma hora',
            envelope({ ...webhookEndpointView(rotated, UPDATED_AT), secret: NEW_SECRET }),
          ),
        },
      },
    },
    errors: {
      422: {
        expiresIn: invalidBody(
          rotateSecretSchema,
          { expiresIn: ROTATION_OVERLAP_MAX_SECONDS + 1 },
          `${path}/rotate-secret`,
          'Sobreposição acima de um dia',
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof webhookEndpointRoutes>, OperationSpec>;
