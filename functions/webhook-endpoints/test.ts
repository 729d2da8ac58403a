import { config } from '../../lib/config.js';
import { deliveryView, eventView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { accepted } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { getEvent } from '../../lib/webhooks/events.service.js';
import { sendPing, type EventDeliveries } from '../../lib/webhooks/webhook-actions.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

const answer = ({ event, deliveries }: EventDeliveries) =>
  accepted({ ...eventView(event, config().environment), deliveries: deliveries.map(deliveryView) });

export const handler = endpoint(
  webhookEndpointRoutes.test,
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return answer(await sendPing(principal.merchantId, id, commit));
  },
  // The ping event this request made, and its delivery as it is now.
  async ({ principal }, made) => answer(await getEvent(principal.merchantId, made.id)),
);
