import { config } from '../../lib/config.js';
import { couponView, createCouponSchema } from '../../lib/coupons/coupon.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createCoupon, getCoupon } from '../../lib/coupons/coupons.service.js';
import { couponRoutes } from '../../lib/coupons/coupons.routes.js';

const { businessTimeZone } = config();
const schema = createCouponSchema(businessTimeZone);

export const handler = endpoint(
  couponRoutes.create,
  async ({ principal, body, commit }) => {
    const coupon = await createCoupon(principal.merchantId, parseBody(schema, body), commit);
    return created(couponView(coupon, businessTimeZone, new Date()));
  },
  async ({ principal }, made) =>
    created(couponView(await getCoupon(principal.merchantId, made.id), businessTimeZone, new Date())),
);
