import { deleteCoupon } from '../../lib/coupons/coupons.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { couponRoutes } from '../../lib/coupons/coupons.routes.js';

export const handler = endpoint(couponRoutes.delete, async ({ principal, params }) => {
  await deleteCoupon(principal.merchantId, parseId(params));
  return noContent();
});
