import { pageOf } from '../../lib/domain/paging.js';
import { listSubscriptionsQuerySchema } from '../../lib/subscriptions/subscription-request.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { subscriptionListItem } from '../../lib/payment-page/subscription-answer.js';
import { listSubscriptions } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(subscriptionRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId } = parseQuery(listSubscriptionsQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'subscriptions', filters: { status, customerId } };
  const paging = cursorPaging(scope, { page, size, cursor });
  const now = new Date();
  const { subscriptions, total, next } = await listSubscriptions(
    principal.merchantId,
    paging,
    { status, customerId },
    now,
  );
  return ok(
    pageOf(
      subscriptions.map((subscription) => subscriptionListItem(event, subscription, now)),
      paging,
      total,
      nextCursor(scope, next),
    ),
  );
});
