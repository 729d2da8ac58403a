import { checkoutView } from '../../lib/domain/checkout.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { cancelCheckout } from '../../lib/services/checkouts.js';

export const handler = endpoint(
  'POST /v1/checkouts/{id}/cancel',
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return ok(checkoutView(await cancelCheckout(principal.merchantId, id, commit), new Date()));
  },
);
