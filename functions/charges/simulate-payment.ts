import { chargeView, simulatePaymentSchema } from '../../lib/charges/charge.domain.js';
// The sandbox payment: the payer's bank in `test`. The route exists only there (404 in live).
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { simulateChargePayment } from '../../lib/charges/charges.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';

export const handler = endpoint(
  chargeRoutes.simulatePayment,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    const { date } = parseBody(simulatePaymentSchema, body ?? {});
    const charge = await simulateChargePayment(
      principal.merchantId,
      id,
      completeOwner,
      commit,
      date ?? undefined,
    );
    return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));
  },
);
