import { applyCouponSchema, paymentStatusView } from '../../lib/domain/checkout.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { applyPageCoupon } from '../../lib/services/payment-page.js';

export const handler = publicEndpoint('POST /pay/{token}/coupon', async (event) => {
  const { code } = parseBody(applyCouponSchema, event.body);
  const checkout = await applyPageCoupon(event.pathParameters?.token ?? '', code);
  return withPageHeaders(ok(paymentStatusView(checkout, new Date())));
});
