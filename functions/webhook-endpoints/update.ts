import { updateWebhookEndpointSchema, webhookEndpointView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { updateWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(webhookEndpointRoutes.update, async ({ principal, params, body }) => {
  const id = parseId(params);
  const patch = parseBody(updateWebhookEndpointSchema, body);
  return ok(webhookEndpointView(await updateWebhookEndpoint(principal.merchantId, id, patch)));
});
