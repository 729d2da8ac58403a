import type { CodesOf } from '../error-codes.js';
import { badRequest, type ApiError } from '../errors.js';
import { MAX_WEBHOOK_ENDPOINTS } from './webhook.domain.js';
import { webhookMessages } from './webhooks.messages.js';

/** The error codes of webhook endpoints, with what each means (docs/error-codes.md, the OpenAPI document). */
export const webhookErrorCodes = {
  webhook_endpoint_limit: 'O lojista já tem 16 endpoints de webhook (400).',
  invalid_url: 'A URL do endpoint não é uma URL http ou https válida (campo `url`).',
  https_required:
    'A URL do endpoint deve usar https; só o servidor local (`npm start`) aceita http (campo `url`).',
  url_not_allowed:
    'A URL do endpoint resolve para um endereço privado, local, CGNAT, de metadados ou reservado (campo `url`).',
  url_unresolvable: 'O nome do servidor da URL do endpoint não foi encontrado (campo `url`).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof webhookErrorCodes> {}
}

/** 400: the merchant already has the most endpoints allowed. */
export const limitReached = (): ApiError =>
  badRequest(webhookMessages.limitReached(MAX_WEBHOOK_ENDPOINTS), null, 'webhook_endpoint_limit');
