import { getWebhookEndpoint } from '../../lib/services/webhook-endpoints.js';
import { webhookEndpointView } from '../../lib/domain/webhook.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/webhook-endpoints/{id}', async ({ principal, params }) =>
  ok(webhookEndpointView(await getWebhookEndpoint(principal.merchantId, parseId(params)))),
);
