import { removeWebhookEndpoint } from '../../lib/db/webhook-endpoints.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('DELETE /v1/webhook-endpoints/{id}', async ({ principal, params }) => {
  await removeWebhookEndpoint(principal.merchantId, parseId(params));
  return noContent();
});
