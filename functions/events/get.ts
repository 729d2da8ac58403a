import { config } from '../../lib/config.js';
import { deliveryView, eventView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { getEvent } from '../../lib/webhooks/events.service.js';
import { eventRoutes } from '../../lib/webhooks/events.routes.js';

export const handler = endpoint(eventRoutes.get, async ({ principal, params }) => {
  const { event, deliveries } = await getEvent(principal.merchantId, parseId(params));
  return ok({ ...eventView(event, config().environment), deliveries: deliveries.map(deliveryView) });
});
