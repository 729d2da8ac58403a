import { createWebhookEndpointSchema, webhookEndpointView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(webhookEndpointRoutes.create, async ({ principal, body, commit }) => {
  const input = parseBody(createWebhookEndpointSchema, body);
  const { endpoint: saved, secret } = await createWebhookEndpoint(principal.merchantId, input, commit);
  return created({ ...webhookEndpointView(saved), secret });
});
