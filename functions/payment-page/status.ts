import { paymentStatusView } from '../../lib/domain/checkout.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';
import { pageCheckout } from '../../lib/services/payment-page.js';

export const handler = publicEndpoint('GET /pay/{token}/status', async (event) => {
  const checkout = await pageCheckout(event.pathParameters?.token ?? '');
  return withPageHeaders(ok(paymentStatusView(checkout, new Date())));
});
