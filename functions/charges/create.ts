import { config } from '../../lib/config.js';
import { chargeView, createChargeSchemaAt } from '../../lib/domain/charge.js';
import { todayIn } from '../../lib/domain/due-charge.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { createCharge } from '../../lib/services/charges.js';

const { businessTimeZone } = config();

export const handler = endpoint('POST /v1/charges', async ({ principal, body, commit }) => {
  const now = new Date();
  const input = parseBody(createChargeSchemaAt(todayIn(businessTimeZone, now)), body);
  const charge = await createCharge(principal.merchantId, input, { commit, now });
  return created(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode)));
});
