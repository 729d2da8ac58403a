import { getCharge } from '../../lib/db/charges.js';
import { chargeView } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { refreshLiveCharge } from '../../lib/pix/api-pix/hooks.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

export const handler = endpoint('GET /v1/charges/{id}', async ({ principal, params }) => {
  const read = await getCharge(principal.merchantId, parseId(params));
  // Live Pix: an overdue notice is checked with the PSP (lib/pix/api-pix/hooks.ts).
  const charge = await refreshLiveCharge(read);
  return ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode)));
});
