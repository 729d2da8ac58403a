import { getEventWithDeliveries } from '../../lib/db/events.js';
import { deliveryView, eventView } from '../../lib/domain/webhook.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/events/{id}', async ({ principal, params }) => {
  const { event, deliveries } = await getEventWithDeliveries(principal.merchantId, parseId(params));
  return ok({ ...eventView(event), deliveries: deliveries.map(deliveryView) });
});
