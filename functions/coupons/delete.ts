import { removeCoupon } from '../../lib/db/coupons.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('DELETE /v1/coupons/{id}', async ({ principal, params }) => {
  await removeCoupon(principal.merchantId, parseId(params));
  return noContent();
});
