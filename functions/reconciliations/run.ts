// A day's reconciliation run again now: against the PSP in live, the sandbox's record in `test`.
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { reconciliationView } from '../../lib/reconciliation/reconciliation.domain.js';
import { reconciliationRoutes } from '../../lib/reconciliation/reconciliation.routes.js';
import {
  rerunReconciliation,
  storedReconciliation,
} from '../../lib/reconciliation/reconciliation.service.js';

export const handler = endpoint(
  reconciliationRoutes.run,
  async ({ principal, params, commit }) =>
    ok(
      reconciliationView(
        await rerunReconciliation(principal.merchantId, params?.date ?? '', completeOwner, commit),
      ),
    ),
  async ({ principal }, made) =>
    ok(reconciliationView(await storedReconciliation(principal.merchantId, made.id))),
);
