import { applyCouponSchema } from '../../lib/checkouts/checkout.domain.js';
import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import { ok, withRateLimit } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pageStatusView } from '../../lib/payment-page/status.js';
import { applyPageCoupon } from '../../lib/payment-page/payment-page.service.js';
import { paymentPageRoutes } from '../../lib/payment-page/payment-page.routes.js';

export const handler = publicEndpoint(paymentPageRoutes.coupon, async (event) => {
  const { code } = parseBody(applyCouponSchema, event.body);
  const { checkout, rateLimit } = await applyPageCoupon(
    event.pathParameters?.token ?? '',
    code,
    sourceOf(event),
  );
  return withPageHeaders(withRateLimit(ok(pageStatusView({ checkout }, new Date())), rateLimit));
});
