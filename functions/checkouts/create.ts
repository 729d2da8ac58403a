import { createCheckoutSchema } from '../../lib/checkouts/checkout.domain.js';
import { config } from '../../lib/config.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { checkoutAnswer } from '../../lib/payment-page/checkout-answer.js';
import { createCheckout, getCheckout } from '../../lib/checkouts/checkouts.service.js';
import { checkoutRoutes } from '../../lib/checkouts/checkouts.routes.js';

export const handler = endpoint(
  checkoutRoutes.create,
  async ({ event, principal, body, commit }) => {
    const input = parseBody(createCheckoutSchema(config().environment), body);
    const checkout = await createCheckout(principal.merchantId, input, commit);
    return created(checkoutAnswer(event, checkout, new Date()));
  },
  async ({ event, principal }, made) =>
    created(checkoutAnswer(event, await getCheckout(principal.merchantId, made.id), new Date())),
);
