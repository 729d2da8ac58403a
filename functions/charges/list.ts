import { listCharges } from '../../lib/charges/charges.service.js';
import { chargeListView, listChargesQuerySchema } from '../../lib/charges/charge.domain.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

export const handler = endpoint(chargeRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId } = parseQuery(listChargesQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'charges', filters: { status, customerId } };
  const paging = cursorPaging(scope, { page, size, cursor });
  const now = new Date();
  const { charges, total, next } = await listCharges(
    principal.merchantId,
    paging,
    { status, customerId },
    now,
  );
  return ok(
    pageOf(
      charges.map((charge) => chargeListView(charge, now, pageLink(event, charge))),
      paging,
      total,
      nextCursor(scope, next),
    ),
  );
});
