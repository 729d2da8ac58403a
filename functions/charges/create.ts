import { chargeView, createChargeSchema } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { createCharge } from '../../lib/services/charges.js';

export const handler = endpoint('POST /v1/charges', async ({ principal, body, commit }) => {
  const charge = await createCharge(principal.merchantId, parseBody(createChargeSchema, body), { commit });
  return created(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode)));
});
