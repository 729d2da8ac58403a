import { pageOf, pagingQuerySchema } from '../../lib/domain/paging.js';
import { cycleView } from '../../lib/subscriptions/subscription.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseQuery } from '../../lib/http/validation.js';
import { subscriptionCycles } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(subscriptionRoutes.cycles, async ({ principal, params, query }) => {
  const id = parseId(params);
  const paging = parseQuery(pagingQuerySchema, query);
  // A subscription has one cycle per due date (a weekly one, 52 a year): read whole, paged here.
  const cycles = await subscriptionCycles(principal.merchantId, id);
  const start = paging.page * paging.size;
  return ok(pageOf(cycles.slice(start, start + paging.size).map(cycleView), paging, cycles.length));
});
