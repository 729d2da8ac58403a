import { createWebhookEndpoint } from '../../lib/db/webhook-endpoints.js';
import { createWebhookEndpointSchema, webhookEndpointView } from '../../lib/domain/webhook.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { requireAllowedUrl } from '../../lib/webhooks/endpoint-url.js';

export const handler = endpoint('POST /v1/webhook-endpoints', async ({ principal, body }) => {
  const input = parseBody(createWebhookEndpointSchema, body);
  await requireAllowedUrl(input.url);
  const { endpoint: saved, secret } = await createWebhookEndpoint(principal.merchantId, input);
  return created({ ...webhookEndpointView(saved), secret });
});
