import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { checkoutAnswer } from '../../lib/payment-page/checkout-answer.js';
import { cancelCheckout, getCheckout } from '../../lib/checkouts/checkouts.service.js';
import { checkoutRoutes } from '../../lib/checkouts/checkouts.routes.js';

export const handler = endpoint(
  checkoutRoutes.cancel,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return ok(checkoutAnswer(event, await cancelCheckout(principal.merchantId, id, commit), new Date()));
  },
  async ({ event, principal }, made) =>
    ok(checkoutAnswer(event, await getCheckout(principal.merchantId, made.id), new Date())),
);
