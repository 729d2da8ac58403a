import { config } from '../../lib/config.js';
import { deliveryView, eventView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { accepted } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { getEvent } from '../../lib/webhooks/events.service.js';
import { redeliverEvent, type EventDeliveries } from '../../lib/webhooks/webhook-actions.service.js';
import { eventRoutes } from '../../lib/webhooks/events.routes.js';

const answer = ({ event, deliveries }: EventDeliveries, redelivered: number) =>
  accepted({
    ...eventView(event, config().environment),
    deliveries: deliveries.map(deliveryView),
    redelivered,
  });

export const handler = endpoint(
  eventRoutes.redeliver,
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    const { redelivered, ...found } = await redeliverEvent(principal.merchantId, id, commit);
    return answer(found, redelivered);
  },
  // The deliveries as they are now; how many this request made due, as its marker counted them.
  async ({ principal }, made) => answer(await getEvent(principal.merchantId, made.id), made.count ?? 0),
);
