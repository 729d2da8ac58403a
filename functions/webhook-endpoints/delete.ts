import { deleteWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(webhookEndpointRoutes.delete, async ({ principal, params }) => {
  await deleteWebhookEndpoint(principal.merchantId, parseId(params));
  return noContent();
});
