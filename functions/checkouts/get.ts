import { getCheckout } from '../../lib/services/checkouts.js';
import { checkoutView } from '../../lib/domain/checkout.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/checkouts/{id}', async ({ principal, params }) =>
  ok(checkoutView(await getCheckout(principal.merchantId, parseId(params)), new Date())),
);
