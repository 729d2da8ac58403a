import { createCheckout } from '../../lib/db/checkouts.js';
import { checkoutView, createCheckoutSchema } from '../../lib/domain/checkout.js';
import { config } from '../../lib/config.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { publicBaseUrl } from '../../lib/payment-page/url.js';

export const handler = endpoint('POST /v1/checkouts', async ({ event, principal, body }) => {
  const input = parseBody(createCheckoutSchema(config().environment), body);
  const { checkout, url } = await createCheckout(principal.merchantId, input, publicBaseUrl(event));
  return created(checkoutView(checkout, new Date(), url));
});
