import { getWebhookEndpoint } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(webhookEndpointRoutes.get, async ({ principal, params }) =>
  ok(webhookEndpointView(await getWebhookEndpoint(principal.merchantId, parseId(params)))),
);
