import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { checkoutAnswer } from '../../lib/payment-page/checkout-answer.js';
import { getCheckout } from '../../lib/checkouts/checkouts.service.js';
import { checkoutRoutes } from '../../lib/checkouts/checkouts.routes.js';

export const handler = endpoint(checkoutRoutes.get, async ({ event, principal, params }) =>
  ok(checkoutAnswer(event, await getCheckout(principal.merchantId, parseId(params)), new Date())),
);
