import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { cursorPagingQuerySchema, pageOf } from '../../lib/domain/paging.js';
import { reconciliationView } from '../../lib/reconciliation/reconciliation.domain.js';
import { reconciliationRoutes } from '../../lib/reconciliation/reconciliation.routes.js';
import { listReconciliations } from '../../lib/reconciliation/reconciliation.service.js';

export const handler = endpoint(reconciliationRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor } = parseQuery(cursorPagingQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'reconciliations' };
  const paging = cursorPaging(scope, { page, size, cursor });
  const { runs, total, next } = await listReconciliations(principal.merchantId, paging);
  return ok(pageOf(runs.map(reconciliationView), paging, total, nextCursor(scope, next)));
});
