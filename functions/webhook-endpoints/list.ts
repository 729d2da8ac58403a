import { listWebhookEndpoints } from '../../lib/webhooks/endpoints.service.js';
import { pageOf } from '../../lib/domain/paging.js';
import { listWebhookEndpointsQuerySchema, webhookEndpointView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(webhookEndpointRoutes.list, async ({ principal, query }) => {
  const paging = parseQuery(listWebhookEndpointsQuerySchema, query);
  const { endpoints, total } = await listWebhookEndpoints(principal.merchantId, paging);
  return ok(
    pageOf(
      endpoints.map((each) => webhookEndpointView(each)),
      paging,
      total,
    ),
  );
});
