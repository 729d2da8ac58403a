import { config } from '../../lib/config.js';
import { couponView, updateCouponSchema } from '../../lib/coupons/coupon.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { updateCoupon } from '../../lib/coupons/coupons.service.js';
import { couponRoutes } from '../../lib/coupons/coupons.routes.js';

const { businessTimeZone } = config();
const schema = updateCouponSchema(businessTimeZone);

export const handler = endpoint(couponRoutes.update, async ({ principal, params, body }) => {
  const id = parseId(params);
  const coupon = await updateCoupon(principal.merchantId, id, parseBody(schema, body));
  return ok(couponView(coupon, businessTimeZone, new Date()));
});
