import { deleteCoupon } from '../../lib/coupons/coupons.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('DELETE /v1/coupons/{id}', async ({ principal, params }) => {
  await deleteCoupon(principal.merchantId, parseId(params));
  return noContent();
});
