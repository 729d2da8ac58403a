import { listPage } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { listPayoutsQuerySchema, payoutView } from '../../lib/payouts/payout.domain.js';
import { payoutRoutes } from '../../lib/payouts/payouts.routes.js';
import { listPayouts } from '../../lib/payouts/payouts.service.js';

export const handler = endpoint(payoutRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor, status } = parseQuery(listPayoutsQuerySchema, query);
  const { merchantId } = principal;
  return ok(
    await listPage(
      { merchantId, list: 'payouts', filters: { status } },
      { page, size, cursor },
      (paging) => listPayouts(merchantId, paging, status),
      payoutView,
    ),
  );
});
