import { chargeAmountQuerySchema } from '../../lib/domain/charge.js';
import { amountView } from '../../lib/domain/due-charge.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseQuery } from '../../lib/http/validation.js';
import { chargeAmount } from '../../lib/services/charges.js';

export const handler = endpoint('GET /v1/charges/{id}/amount', async ({ principal, params, query }) => {
  const id = parseId(params);
  const { date } = parseQuery(chargeAmountQuerySchema, query);
  return ok(amountView(await chargeAmount(principal.merchantId, id, date)));
});
