// The sandbox's payer answering the authorization: only in `test` (a 404 in live).
import { simulateAuthorizationSchema } from '../../lib/subscriptions/subscription-request.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { subscriptionAnswer } from '../../lib/payment-page/subscription-answer.js';
import { getSubscription, simulateAuthorization } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(
  subscriptionRoutes.simulateAuthorization,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    const { outcome } = parseBody(simulateAuthorizationSchema, body);
    return ok(
      subscriptionAnswer(event, await simulateAuthorization(principal.merchantId, id, outcome, commit)),
    );
  },
  // The marker names what the payer's answer wrote (the authorization's charge, or the
  // subscription): the answer shows the subscription the route names.
  async ({ event, principal, params }) =>
    ok(subscriptionAnswer(event, await getSubscription(principal.merchantId, parseId(params)))),
);
