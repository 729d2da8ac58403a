import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import { ok, withRateLimit } from '../../lib/http/responses.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pageStatusView } from '../../lib/payment-page/status.js';
import { pollPage } from '../../lib/payment-page/payment-page.service.js';
import { paymentPageRoutes } from '../../lib/payment-page/payment-page.routes.js';

export const handler = publicEndpoint(paymentPageRoutes.status, async (event) => {
  const { subject, rateLimit } = await pollPage(event.pathParameters?.token ?? '', sourceOf(event));
  return withPageHeaders(withRateLimit(ok(pageStatusView(subject, new Date())), rateLimit));
});
