import { refundChargeSchema } from '../../lib/domain/charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { chargeAnswer } from '../../lib/payment-page/answers.js';
import { refundCharge } from '../../lib/services/refunds.js';

export const handler = endpoint(
  'POST /v1/charges/{id}/refund',
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    const charge = await refundCharge(
      principal.merchantId,
      id,
      parseOptionalBody(refundChargeSchema, body),
      commit,
    );
    return ok(chargeAnswer(event, charge, new Date()));
  },
);
