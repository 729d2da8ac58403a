import { chargeView } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { refundCharge } from '../../lib/services/charges.js';

export const handler = endpoint(
  'POST /v1/charges/{id}/refund',
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    const charge = await refundCharge(principal.merchantId, id, commit);
    return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode)));
  },
);
