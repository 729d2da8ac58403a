import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { balanceQuerySchema, balanceView } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { ledgerBalance } from '../../lib/ledger/ledger.service.js';

export const handler = endpoint(ledgerRoutes.balance, async ({ principal, query }) => {
  parseQuery(balanceQuerySchema, query);
  return ok(balanceView(await ledgerBalance(principal.merchantId)));
});
