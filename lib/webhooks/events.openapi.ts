import { newEvent } from '../domain/event.js';
import { EVENT_TYPES } from './event-types.js';
import {
  deliveryView,
  eventView,
  listEventsQuerySchema,
  newDelivery,
  MAX_ATTEMPTS,
  nextAttemptAfter,
} from './webhook.domain.js';
import { parseActionBody } from '../http/validation.js';
import type { RouteKeyOf } from '../http/route.js';
import type { eventRoutes } from './events.routes.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
} from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  invalidQuery,
  pagingParameters,
  UUID_PARAM_SCHEMA,
  type OperationSpec,
} from '../openapi/operation.js';
import { WEBHOOK_ENDPOINT_ID } from './endpoints.openapi.js';
import { pageResponseSchema } from '../openapi/responses.js';
import {
  eventResponseSchema,
  eventWithDeliveriesResponseSchema,
  redeliveredEventResponseSchema,
} from './webhooks.openapi-schemas.js';

const MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';
const EVENT_ID = '019aab3c-8c32-7d54-9f6a-7b8c9d0e1f2a';

// `data` is the resource as its own route returns it; a paid charge, abridged.
const event = newEvent(
  MERCHANT_ID,
  EVENT_ID,
  'charge.paid',
  'test',
  { id: '019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c', status: 'PAID', amount: 49.9 },
  CREATED_AT,
);
// A first attempt that got a 503, waiting for its retry.
const pending = newDelivery(MERCHANT_ID, EVENT_ID, WEBHOOK_ENDPOINT_ID, CREATED_AT);
const retrying = {
  ...pending,
  attempts: 1,
  lastResponseStatus: 503,
  lastError: 'http_503',
  lastAttemptAt: CREATED_AT.toISOString(),
  nextAttemptAt: nextAttemptAfter(1, CREATED_AT)!.toISOString(),
};

// Given up after the last attempt, then sent again by a redelivery: due now, the same delivery.
const failed = {
  ...retrying,
  status: 'FAILED' as const,
  attempts: MAX_ATTEMPTS,
  lastAttemptAt: UPDATED_AT.toISOString(),
  nextAttemptAt: null,
};
const redelivered = { ...failed, status: 'PENDING' as const, nextAttemptAt: UPDATED_AT.toISOString() };

const idParam = {
  id: {
    description:
      'Identificador do evento (UUID). Um valor que não é UUID, de outro lojista ou com mais de 30 dias é respondido com 404.',
    schema: UUID_PARAM_SCHEMA,
    example: EVENT_ID,
  },
};

export const eventOperations = {
  'GET /v1/events': {
    operationId: 'listEvents',
    summary: 'Lista os eventos dos últimos 30 dias',
    description:
      'Os eventos do lojista dos últimos 30 dias, do mais novo para o mais antigo, em páginas. Cada mudança de estado de cobranças e checkouts gera um evento na mesma transação que a mudança. Páginas por `cursor` também deixam de fora eventos com mais de 30 dias e trazem o total contado na primeira página.',
    query: {
      schema: listEventsQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        type: { description: `Só os eventos deste tipo: ${EVENT_TYPES.join(', ')}.`, example: 'charge.paid' },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de eventos.',
      json: {
        schema: successEnvelope(pageResponseSchema(eventResponseSchema)),
        component: 'EventPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([eventView(event, 'test')]))) },
      },
    },
    errors: {
      422: {
        type: invalidQuery(listEventsQuerySchema, { type: 'charge.lost' }, '/v1/events', 'Tipo desconhecido'),
      },
    },
  },
  'GET /v1/events/{id}': {
    operationId: 'getEvent',
    summary: 'Consulta um evento e suas entregas',
    description:
      'Um evento dos últimos 30 dias, com uma entrega por endpoint que o assinava: situação, tentativas, último status HTTP e próxima tentativa.',
    pathParams: idParam,
    success: {
      status: 200,
      description: 'O evento e suas entregas.',
      json: {
        schema: successEnvelope(eventWithDeliveriesResponseSchema),
        component: 'EventResponse',
        examples: {
          retrying: example(
            'Entrega aguardando nova tentativa',
            envelope({ ...eventView(event, 'test'), deliveries: [deliveryView(retrying)] }),
          ),
        },
      },
    },
  },
  'POST /v1/events/{id}/redeliver': {
    operationId: 'redeliverEvent',
    summary: 'Reenvia as entregas falhas ou pendentes de um evento',
    description:
      'Tenta de novo agora cada entrega do evento que falhou (`FAILED`) ou aguarda uma tentativa (`PENDING`): é a mesma entrega, com o mesmo `webhook-id`, e a tentativa conta em `attempts`. Se falhar, segue o calendário de novas tentativas de onde estava (depois da 8ª, nenhuma). Entregas `DELIVERED`, e uma cuja tentativa está em andamento, ficam como estão; sem nenhuma a reenviar a resposta é 202 com `redelivered: 0`. Não cria entregas para endpoints criados depois do evento. Sem corpo (ou `{}`). Pelo menos uma vez: um reenvio que cruza uma tentativa agendada não a faz correr duas vezes ao mesmo tempo, mas o receptor pode receber o evento de novo; deduplique por `webhook-id`.',
    pathParams: idParam,
    success: {
      status: 202,
      description:
        'O evento e as suas entregas depois do reenvio; `redelivered` diz quantas voltaram para a fila.',
      json: {
        schema: successEnvelope(redeliveredEventResponseSchema),
        component: 'RedeliveredEventResponse',
        examples: {
          redelivered: example(
            'Entrega que tinha falhado, de volta à fila',
            envelope({
              ...eventView(event, 'test'),
              deliveries: [deliveryView(redelivered)],
              redelivered: 1,
            }),
          ),
        },
      },
    },
    errors: {
      422: {
        property: errorExample(
          'Corpo com uma propriedade',
          thrownBy(() => parseActionBody({ endpointId: WEBHOOK_ENDPOINT_ID })),
          `/v1/events/${EVENT_ID}/redeliver`,
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof eventRoutes>, OperationSpec>;
