// The sandbox payment: the payer's bank in `test`. The route exists only there (404 in live).
import { simulatePaymentSchema } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { chargeAnswer } from '../../lib/payment-page/answers.js';
import { simulateChargePayment } from '../../lib/services/charges.js';

export const handler = endpoint(
  'POST /v1/charges/{id}/simulate-payment',
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    const { date } = parseBody(simulatePaymentSchema, body ?? {});
    const charge = await simulateChargePayment(principal.merchantId, id, commit, date ?? undefined);
    return ok(chargeAnswer(event, charge, new Date()));
  },
);
