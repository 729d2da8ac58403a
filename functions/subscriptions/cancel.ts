import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { subscriptionAnswer } from '../../lib/payment-page/subscription-answer.js';
import { cancelSubscription, getSubscription } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(
  subscriptionRoutes.cancel,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return ok(subscriptionAnswer(event, await cancelSubscription(principal.merchantId, id, commit)));
  },
  async ({ event, principal }, made) =>
    ok(subscriptionAnswer(event, await getSubscription(principal.merchantId, made.id))),
);
