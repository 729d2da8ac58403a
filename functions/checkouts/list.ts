import { listCheckouts } from '../../lib/checkouts/checkouts.service.js';
import { checkoutView, listCheckoutsQuerySchema } from '../../lib/checkouts/checkout.domain.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { checkoutRoutes } from '../../lib/checkouts/checkouts.routes.js';

export const handler = endpoint(checkoutRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId } = parseQuery(listCheckoutsQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'checkouts', filters: { status, customerId } };
  const paging = cursorPaging(scope, { page, size, cursor });
  const now = new Date();
  const { checkouts, total, next } = await listCheckouts(
    principal.merchantId,
    paging,
    { status, customerId },
    now,
  );
  return ok(
    pageOf(
      checkouts.map((checkout) => checkoutView(checkout, now, pageLink(event, checkout))),
      paging,
      total,
      nextCursor(scope, next),
    ),
  );
});
