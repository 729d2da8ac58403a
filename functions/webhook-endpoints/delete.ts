import { deleteWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('DELETE /v1/webhook-endpoints/{id}', async ({ principal, params }) => {
  await deleteWebhookEndpoint(principal.merchantId, parseId(params));
  return noContent();
});
