import { chargeAmountQuerySchema } from '../../lib/charges/charge.domain.js';
import { amountView } from '../../lib/charges/due-charge.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseQuery } from '../../lib/http/validation.js';
import { chargeAmount } from '../../lib/charges/charges.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

export const handler = endpoint(chargeRoutes.amount, async ({ principal, params, query }) => {
  const id = parseId(params);
  const { date } = parseQuery(chargeAmountQuerySchema, query);
  return ok(amountView(await chargeAmount(principal.merchantId, id, date)));
});
