import { config } from '../../lib/config.js';
import { updateCoupon } from '../../lib/db/coupons.js';
import { couponView, updateCouponSchema } from '../../lib/domain/coupon.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';

const { businessTimeZone } = config();
const schema = updateCouponSchema(businessTimeZone);

export const handler = endpoint('PUT /v1/coupons/{id}', async ({ principal, params, body }) => {
  const id = parseId(params);
  // The body is checked while the coupon is read (Deferred in lib/db/items.ts).
  const coupon = await updateCoupon(principal.merchantId, id, () => parseBody(schema, body));
  return ok(couponView(coupon, businessTimeZone));
});
