import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { chargeView } from '../../lib/charges/charge.domain.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { getCharge } from '../../lib/charges/charges.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';

export const handler = endpoint(chargeRoutes.get, async ({ event, principal, params }) => {
  const charge = await getCharge(principal.merchantId, parseId(params), completeOwner);
  return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));
});
