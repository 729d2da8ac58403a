import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseOptionalBody } from '../../lib/http/validation.js';
import { createPayoutSchema, payoutView } from '../../lib/payouts/payout.domain.js';
import { payoutRoutes } from '../../lib/payouts/payouts.routes.js';
import { createPayout, storedPayout } from '../../lib/payouts/payouts.service.js';

export const handler = endpoint(
  payoutRoutes.create,
  async ({ principal, body, commit }) =>
    created(
      payoutView(
        await createPayout(principal.merchantId, parseOptionalBody(createPayoutSchema, body), { commit }),
      ),
    ),
  async ({ principal }, made) => created(payoutView(await storedPayout(principal.merchantId, made.id))),
);
