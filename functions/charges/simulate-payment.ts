// The sandbox payment: the payer's bank in `test`. The route exists only there (404 in live).
import { payCharge } from '../../lib/db/charges.js';
import { chargeView } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { assertSimulationAllowed } from '../../lib/pix/sandbox.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

export const handler = endpoint(
  'POST /v1/charges/{id}/simulate-payment',
  async ({ principal, params, body }) => {
    assertSimulationAllowed();
    const id = parseId(params);
    parseActionBody(body);
    const charge = await payCharge(principal.merchantId, id, undefined);
    return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode)));
  },
);
