import { config } from '../../lib/config.js';
import { getCoupon } from '../../lib/coupons/coupons.service.js';
import { couponView } from '../../lib/coupons/coupon.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { couponRoutes } from '../../lib/coupons/coupons.routes.js';

export const handler = endpoint(couponRoutes.get, async ({ principal, params }) =>
  ok(
    couponView(await getCoupon(principal.merchantId, parseId(params)), config().businessTimeZone, new Date()),
  ),
);
