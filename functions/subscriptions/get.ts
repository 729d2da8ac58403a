import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { subscriptionAnswer } from '../../lib/payment-page/subscription-answer.js';
import { getSubscription } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(subscriptionRoutes.get, async ({ event, principal, params }) =>
  ok(subscriptionAnswer(event, await getSubscription(principal.merchantId, parseId(params)))),
);
