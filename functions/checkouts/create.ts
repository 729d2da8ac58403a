import { config } from '../../lib/config.js';
import { checkoutView, createCheckoutSchema } from '../../lib/domain/checkout.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { publicBaseUrl } from '../../lib/payment-page/url.js';
import { createCheckout } from '../../lib/services/checkouts.js';

export const handler = endpoint('POST /v1/checkouts', async ({ event, principal, body, commit }) => {
  const input = parseBody(createCheckoutSchema(config().environment), body);
  const { checkout, url } = await createCheckout(principal.merchantId, input, publicBaseUrl(event), commit);
  return created(checkoutView(checkout, new Date(), url));
});
