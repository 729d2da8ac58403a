import { createCharge } from '../../lib/db/charges.js';
import { chargeView, createChargeSchema, type Charge } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { created, type ApiResponse } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

export const handler = endpoint('POST /v1/charges', async ({ principal, body }) => {
  const now = new Date();
  const answer = (charge: Charge): ApiResponse =>
    created(chargeView(charge, now, qrCodeDataUrl(charge.brCode)));
  let ahead: { charge: Charge; response: ApiResponse } | undefined;
  // The body is checked while the merchant's Pix identity is read, and the answer built while the
  // charge is written (see createCharge): used only for the charge the write stored.
  const charge = await createCharge(
    principal.merchantId,
    () => parseBody(createChargeSchema, body),
    now,
    (c) => {
      ahead = { charge: c, response: answer(c) };
    },
  );
  return ahead?.charge === charge ? ahead.response : answer(charge);
});
