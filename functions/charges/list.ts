import { listCharges } from '../../lib/db/charges.js';
import { chargeListView, listChargesQuerySchema } from '../../lib/domain/charge.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/charges', async ({ principal, query }) => {
  const { page, size, status, customerId } = parseQuery(listChargesQuerySchema, query);
  const paging = { page, size };
  const now = new Date();
  const { charges, total } = await listCharges(principal.merchantId, paging, { status, customerId }, now);
  return ok(
    pageOf(
      charges.map((charge) => chargeListView(charge, now)),
      paging,
      total,
    ),
  );
});
