import { paymentStatusView } from '../../lib/domain/checkout.js';
import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import { ok, withRateLimit } from '../../lib/http/responses.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pollPage } from '../../lib/services/payment-page.js';

export const handler = publicEndpoint('GET /pay/{token}/status', async (event) => {
  const { checkout, rateLimit } = await pollPage(event.pathParameters?.token ?? '', sourceOf(event));
  return withPageHeaders(withRateLimit(ok(paymentStatusView(checkout, new Date())), rateLimit));
});
