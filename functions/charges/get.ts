import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { chargeAnswer } from '../../lib/payment-page/answers.js';
import { getCharge } from '../../lib/services/charges.js';

export const handler = endpoint('GET /v1/charges/{id}', async ({ event, principal, params }) => {
  const charge = await getCharge(principal.merchantId, parseId(params));
  return ok(chargeAnswer(event, charge, new Date()));
});
