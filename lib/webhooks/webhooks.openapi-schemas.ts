import * as z from 'zod';
import { PING_EVENT } from '../domain/event.js';
import { EVENT_TYPES } from './event-types.js';
import {
  ALL_EVENTS,
  DELIVERY_STATUSES,
  DESCRIPTION_MAX,
  MAX_WEBHOOK_ENDPOINTS,
  SECRET_BYTES,
  URL_MAX,
  WEBHOOK_ENDPOINT_STATUSES,
} from './webhook.domain.js';

const eventTypeSchema = z.enum([ALL_EVENTS, ...EVENT_TYPES]);

/** `whsec_` and the base64 of the secret's bytes. */
const secretSchema = z
  .string()
  .length('whsec_'.length + 4 * Math.ceil(SECRET_BYTES / 3))
  .regex(/^whsec_[A-Za-z0-9+/]+=*$/);

export const webhookEndpointResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador público do endpoint.' }),
  url: z.string().min(1).max(URL_MAX).meta({ description: 'URL que recebe os eventos (POST).' }),
  events: z
    .array(eventTypeSchema)
    .min(1)
    .max(EVENT_TYPES.length)
    .meta({ description: 'Tipos de evento assinados, ou `["*"]` para todos.' }),
  description: z
    .string()
    .min(1)
    .max(DESCRIPTION_MAX)
    .nullable()
    .meta({ description: 'Descrição; null quando não informada.' }),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  previousSecretExpiresAt: z.iso.datetime().nullable().meta({
    description:
      'Depois de uma troca de segredo (`rotate-secret`): até quando o segredo anterior ainda assina as entregas, ao lado do novo, em UTC; null quando só um segredo assina.',
  }),
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
});

/** The create answer: the only place the signing secret is ever shown. */
export const createdWebhookEndpointResponseSchema = webhookEndpointResponseSchema.extend({
  secret: secretSchema.meta({
    description: 'Segredo de assinatura (`whsec_` + base64). Mostrado só nesta resposta.',
  }),
});

/** The rotation's answer: the only place the new secret is ever shown. */
export const rotatedWebhookEndpointResponseSchema = webhookEndpointResponseSchema.extend({
  secret: secretSchema.meta({
    description:
      'O novo segredo de assinatura (`whsec_` + base64). Mostrado só nesta resposta; o anterior assina ao lado dele até `previousSecretExpiresAt`.',
  }),
});

const deliveryResponseSchema = z.strictObject({
  endpointId: z.uuid().meta({ description: 'O endpoint de destino.' }),
  status: z.enum(DELIVERY_STATUSES).meta({
    description: '`PENDING` (aguardando tentativa), `DELIVERED` (um 2xx recebido) ou `FAILED` (desistiu).',
  }),
  attempts: z.int().min(0).meta({ description: 'Tentativas feitas até agora.' }),
  lastResponseStatus: z
    .int()
    .min(100)
    .max(599)
    .nullable()
    .meta({ description: 'Status HTTP da última tentativa; null se não houve resposta.' }),
  lastError: z
    .string()
    .nullable()
    .meta({ description: 'Por que a última tentativa falhou; null se não falhou.' }),
  lastAttemptAt: z.iso.datetime().nullable().meta({ description: 'Última tentativa, em UTC.' }),
  nextAttemptAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'Próxima tentativa, em UTC; null quando entregue ou desistida.' }),
});

export const eventResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador do evento; é o `webhook-id` da entrega.' }),
  type: z.enum([...EVENT_TYPES, PING_EVENT]).meta({
    description:
      'O tipo. `ping` é o evento de teste de `POST /v1/webhook-endpoints/{id}/test` (`data` `{"endpointId"}`): entregue só àquele endpoint, fora das listas.',
  }),
  environment: z
    .enum(['test', 'live'])
    .meta({ description: 'O ambiente em que a mudança aconteceu: `test` (sandbox) ou `live`.' }),
  createdAt: z.iso.datetime().meta({ description: 'Quando a mudança aconteceu, em UTC.' }),
  data: z.unknown().meta({ description: 'O recurso como a API o mostrava logo depois da mudança.' }),
});

export const eventWithDeliveriesResponseSchema = eventResponseSchema.extend({
  // One per endpoint of the merchant when the event happened.
  deliveries: z.array(deliveryResponseSchema).max(MAX_WEBHOOK_ENDPOINTS).meta({
    description:
      'Uma entrega por endpoint que assinava o tipo quando o evento aconteceu (a de um `ping`: só a do seu endpoint).',
  }),
});

/** The redelivery's answer: the event as `GET /v1/events/{id}` shows it, after the redelivery. */
export const redeliveredEventResponseSchema = eventWithDeliveriesResponseSchema.extend({
  redelivered: z.int().min(0).max(MAX_WEBHOOK_ENDPOINTS).meta({
    description:
      'Quantas entregas voltaram a `PENDING` para uma nova tentativa agora; 0 quando nenhuma falhou nem aguardava.',
  }),
});
