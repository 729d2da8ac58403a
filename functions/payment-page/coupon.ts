import { applyCouponSchema } from '../../lib/domain/checkout.js';
import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import { ok, withRateLimit } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pageStatusView } from '../../lib/payment-page/status.js';
import { applyPageCoupon } from '../../lib/services/payment-page.js';

export const handler = publicEndpoint('POST /pay/{token}/coupon', async (event) => {
  const { code } = parseBody(applyCouponSchema, event.body);
  const { checkout, rateLimit } = await applyPageCoupon(
    event.pathParameters?.token ?? '',
    code,
    sourceOf(event),
  );
  return withPageHeaders(withRateLimit(ok(pageStatusView({ checkout }, new Date())), rateLimit));
});
