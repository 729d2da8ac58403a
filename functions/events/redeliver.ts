import { config } from '../../lib/config.js';
import { deliveryView, eventView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { accepted } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { redeliverEvent } from '../../lib/webhooks/webhook-actions.service.js';
import { eventRoutes } from '../../lib/webhooks/events.routes.js';

export const handler = endpoint(eventRoutes.redeliver, async ({ principal, params, body, commit }) => {
  const id = parseId(params);
  parseActionBody(body);
  const { event, deliveries, redelivered } = await redeliverEvent(principal.merchantId, id, commit);
  return accepted({
    ...eventView(event, config().environment),
    deliveries: deliveries.map(deliveryView),
    redelivered,
  });
});
