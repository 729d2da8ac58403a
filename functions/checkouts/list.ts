import { listCheckouts } from '../../lib/checkouts/checkouts.service.js';
import { checkoutView, listCheckoutsQuerySchema } from '../../lib/checkouts/checkout.domain.js';
import { listPage } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { checkoutRoutes } from '../../lib/checkouts/checkouts.routes.js';

export const handler = endpoint(checkoutRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId } = parseQuery(listCheckoutsQuerySchema, query);
  const { merchantId } = principal;
  const filters = { status, customerId };
  const now = new Date();
  return ok(
    await listPage(
      { merchantId, list: 'checkouts', filters },
      { page, size, cursor },
      (paging) => listCheckouts(merchantId, paging, filters, now),
      (checkout) => checkoutView(checkout, now, pageLink(event, checkout)),
    ),
  );
});
