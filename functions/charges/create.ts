import { createCharge } from '../../lib/db/charges.js';
import { chargeView, createChargeSchema } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

export const handler = endpoint('POST /v1/charges', async ({ principal, body }) => {
  const now = new Date();
  // The body is checked while the merchant's Pix identity is read (see prepareCharge).
  const charge = await createCharge(principal.merchantId, () => parseBody(createChargeSchema, body), now);
  return created(chargeView(charge, now, qrCodeDataUrl(charge.brCode)));
});
