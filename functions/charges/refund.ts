import { chargeView, refundChargeSchema } from '../../lib/charges/charge.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { refundCharge } from '../../lib/charges/refunds.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

export const handler = endpoint(chargeRoutes.refund, async ({ event, principal, params, body, commit }) => {
  const id = parseId(params);
  const charge = await refundCharge(
    principal.merchantId,
    id,
    parseOptionalBody(refundChargeSchema, body),
    commit,
  );
  return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));
});
