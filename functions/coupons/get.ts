import { config } from '../../lib/config.js';
import { getCoupon } from '../../lib/coupons/coupons.service.js';
import { couponView } from '../../lib/coupons/coupon.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/coupons/{id}', async ({ principal, params }) =>
  ok(couponView(await getCoupon(principal.merchantId, parseId(params)), config().businessTimeZone)),
);
