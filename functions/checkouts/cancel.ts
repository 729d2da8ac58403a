import { cancelCheckout } from '../../lib/db/checkouts.js';
import { checkoutView } from '../../lib/domain/checkout.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';

export const handler = endpoint('POST /v1/checkouts/{id}/cancel', async ({ principal, params, body }) => {
  const id = parseId(params);
  parseActionBody(body);
  return ok(checkoutView(await cancelCheckout(principal.merchantId, id), new Date()));
});
