import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { reconciliationView } from '../../lib/reconciliation/reconciliation.domain.js';
import { reconciliationRoutes } from '../../lib/reconciliation/reconciliation.routes.js';
import { getReconciliation } from '../../lib/reconciliation/reconciliation.service.js';

export const handler = endpoint(reconciliationRoutes.retrieve, async ({ principal, params }) =>
  ok(reconciliationView(await getReconciliation(principal.merchantId, params?.date ?? ''))),
);
