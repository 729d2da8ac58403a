import { listCharges } from '../../lib/charges/charges.service.js';
import { chargeListView, listChargesQuerySchema } from '../../lib/charges/charge.domain.js';
import { listPage } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

export const handler = endpoint(chargeRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId, from, to } = parseQuery(listChargesQuerySchema, query);
  const { merchantId } = principal;
  const filters = { status, customerId, from, to };
  const now = new Date();
  return ok(
    await listPage(
      { merchantId, list: 'charges', filters },
      { page, size, cursor },
      (paging) => listCharges(merchantId, paging, filters, now),
      (charge) => chargeListView(charge, now, pageLink(event, charge)),
    ),
  );
});
