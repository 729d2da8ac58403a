// The sandbox payer's bank, from the page. The route exists only in `test` (404 in live).
import { payCharge } from '../../lib/db/charges.js';
import { checkoutByToken } from '../../lib/db/checkouts.js';
import { paymentStatusView } from '../../lib/domain/checkout.js';
import { notFound } from '../../lib/errors.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { assertSimulationAllowed } from '../../lib/pix/sandbox.js';
import { parseActionBody } from '../../lib/http/validation.js';
import { withPageHeaders } from '../../lib/payment-page/responses.js';

export const handler = publicEndpoint('POST /pay/{token}/simulate-payment', async (event) => {
  assertSimulationAllowed();
  parseActionBody(event.body);
  const checkout = await checkoutByToken(event.pathParameters?.token ?? '');
  if (!checkout) throw notFound();
  await payCharge(checkout.merchantId, checkout.chargeId, checkout);
  // Paid: the checkout was completed on the condition that it still had this charge, and only a
  // new charge changes its totals, so it is the checkout read, completed (no read after the write).
  return withPageHeaders(ok(paymentStatusView({ ...checkout, status: 'COMPLETED' }, new Date())));
});
