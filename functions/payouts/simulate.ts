// The sandbox's outcome of a payout. The route exists only in `test` (404 in live).
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { payoutView, simulatePayoutSchema } from '../../lib/payouts/payout.domain.js';
import { payoutRoutes } from '../../lib/payouts/payouts.routes.js';
import { simulatePayout, storedPayout } from '../../lib/payouts/payouts.service.js';

export const handler = endpoint(
  payoutRoutes.simulate,
  async ({ principal, params, body, commit }) => {
    const { outcome } = parseBody(simulatePayoutSchema, body);
    return ok(payoutView(await simulatePayout(principal.merchantId, parseId(params), outcome, commit)));
  },
  async ({ principal }, made) => ok(payoutView(await storedPayout(principal.merchantId, made.id))),
);
