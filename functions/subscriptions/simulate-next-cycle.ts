// The sandbox's bank debiting the next cycle now: only in `test` (a 404 in live).
import { cycleView } from '../../lib/subscriptions/subscription.domain.js';
import { simulateNextCycleSchema } from '../../lib/subscriptions/subscription-request.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { getCycle, simulateNextCycle } from '../../lib/subscriptions/subscriptions.service.js';
import { subscriptionRoutes } from '../../lib/subscriptions/subscriptions.routes.js';

export const handler = endpoint(
  subscriptionRoutes.simulateNextCycle,
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    const { outcome } = parseBody(simulateNextCycleSchema, body);
    return ok(cycleView(await simulateNextCycle(principal.merchantId, id, outcome, commit)));
  },
  async ({ principal, params }, made) =>
    ok(cycleView(await getCycle(principal.merchantId, parseId(params), made.id))),
);
