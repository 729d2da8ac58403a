import { listSubscriptionsQuerySchema } from '../../lib/subscriptions/subscription-request.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { listPage } from '../../lib/http/cursor.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { subscriptionListItem } from '../../lib/payment-page/subscription-answer.js';
import { listSubscriptions } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(subscriptionRoutes.list, async ({ event, principal, query }) => {
  const { page, size, cursor, status, customerId } = parseQuery(listSubscriptionsQuerySchema, query);
  const { merchantId } = principal;
  const filters = { status, customerId };
  const now = new Date();
  return ok(
    await listPage(
      { merchantId, list: 'subscriptions', filters },
      { page, size, cursor },
      (paging) => listSubscriptions(merchantId, paging, filters, now),
      (subscription) => subscriptionListItem(event, subscription, now),
    ),
  );
});
