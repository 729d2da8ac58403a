import {
  createWebhookEndpointSchema,
  webhookEndpointView,
  type WebhookEndpoint,
} from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createWebhookEndpoint, getWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

const answer = (saved: WebhookEndpoint, secret: string | undefined) => {
  if (secret === undefined) throw new Error('no secret to answer with');
  return created({ ...webhookEndpointView(saved), secret });
};

export const handler = endpoint(
  webhookEndpointRoutes.create,
  async ({ principal, body, commit }) => {
    const input = parseBody(createWebhookEndpointSchema, body);
    const { endpoint: saved, secret } = await createWebhookEndpoint(principal.merchantId, input, commit);
    return answer(saved, secret);
  },
  // The endpoint as it is now, with the secret this request made (its marker keeps it sealed).
  async ({ principal }, made) => answer(await getWebhookEndpoint(principal.merchantId, made.id), made.secret),
);
