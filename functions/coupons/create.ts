import { config } from '../../lib/config.js';
import { couponView, createCouponSchema } from '../../lib/domain/coupon.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createCoupon, getCoupon } from '../../lib/services/coupons.js';

const { businessTimeZone } = config();
const schema = createCouponSchema(businessTimeZone);

export const handler = endpoint(
  'POST /v1/coupons',
  async ({ principal, body, commit }) => {
    const coupon = await createCoupon(principal.merchantId, parseBody(schema, body), commit);
    return created(couponView(coupon, businessTimeZone));
  },
  async ({ principal }, made) =>
    created(couponView(await getCoupon(principal.merchantId, made.id), businessTimeZone)),
);
