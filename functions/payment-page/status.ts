import { checkoutByToken } from '../../lib/db/checkouts.js';
import { paymentStatusView } from '../../lib/domain/checkout.js';
import { notFound } from '../../lib/errors.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';

export const handler = publicEndpoint('GET /pay/{token}/status', async (event) => {
  const checkout = await checkoutByToken(event.pathParameters?.token ?? '');
  if (!checkout) throw notFound();
  return withPageHeaders(ok(paymentStatusView(checkout, new Date())));
});
