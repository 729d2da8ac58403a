// The sandbox payer's bank, from the page. The route exists only in `test` (404 in live).
import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody } from '../../lib/http/validation.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pageStatusView } from '../../lib/payment-page/status.js';
import { simulatePagePayment } from '../../lib/payment-page/payment-page.service.js';
import { paymentPageRoutes } from '../../lib/payment-page/payment-page.routes.js';

export const handler = publicEndpoint(paymentPageRoutes.simulatePayment, async (event) => {
  parseActionBody(event.body);
  const subject = await simulatePagePayment(event.pathParameters?.token ?? '', sourceOf(event));
  return withPageHeaders(ok(pageStatusView(subject, new Date())));
});
