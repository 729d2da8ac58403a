import { config } from '../../lib/config.js';
import { createCoupon } from '../../lib/db/coupons.js';
import { couponView, createCouponSchema } from '../../lib/domain/coupon.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';

const { businessTimeZone } = config();
const schema = createCouponSchema(businessTimeZone);

export const handler = endpoint('POST /v1/coupons', async ({ principal, body }) => {
  const coupon = await createCoupon(principal.merchantId, parseBody(schema, body));
  return created(couponView(coupon, businessTimeZone));
});
