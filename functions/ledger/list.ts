import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { pageOf } from '../../lib/domain/paging.js';
import { ledgerEntryView, listLedgerQuerySchema } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { listLedger } from '../../lib/ledger/ledger.service.js';

export const handler = endpoint(ledgerRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor, ...filters } = parseQuery(listLedgerQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'ledger', filters };
  const paging = cursorPaging(scope, { page, size, cursor });
  const { entries, total, next } = await listLedger(principal.merchantId, paging, filters);
  return ok(pageOf(entries.map(ledgerEntryView), paging, total, nextCursor(scope, next)));
});
