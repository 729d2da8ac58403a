import { updateWebhookEndpoint } from '../../lib/db/webhook-endpoints.js';
import { updateWebhookEndpointSchema, webhookEndpointView } from '../../lib/domain/webhook.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { requireAllowedUrl } from '../../lib/webhooks/endpoint-url.js';

export const handler = endpoint('PUT /v1/webhook-endpoints/{id}', async ({ principal, params, body }) => {
  const id = parseId(params);
  // The body and its URL (a DNS lookup) are checked while the endpoint is read (Deferred in lib/db/items.ts).
  const saved = await updateWebhookEndpoint(principal.merchantId, id, async () => {
    const patch = parseBody(updateWebhookEndpointSchema, body);
    if (patch.url) await requireAllowedUrl(patch.url);
    return patch;
  });
  return ok(webhookEndpointView(saved));
});
