// The sandbox's payer revoking the authorization at their bank: only in `test` (a 404 in live).
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { subscriptionAnswer } from '../../lib/payment-page/subscription-answer.js';
import { getSubscription, simulateRevocation } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(
  subscriptionRoutes.simulateRevocation,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return ok(subscriptionAnswer(event, await simulateRevocation(principal.merchantId, id, commit)));
  },
  async ({ event, principal }, made) =>
    ok(subscriptionAnswer(event, await getSubscription(principal.merchantId, made.id))),
);
