import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { payoutView } from '../../lib/payouts/payout.domain.js';
import { payoutRoutes } from '../../lib/payouts/payouts.routes.js';
import { storedPayout } from '../../lib/payouts/payouts.service.js';

export const handler = endpoint(payoutRoutes.get, async ({ principal, params }) =>
  ok(payoutView(await storedPayout(principal.merchantId, parseId(params)))),
);
