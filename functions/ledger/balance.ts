import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { balanceView } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { ledgerBalance } from '../../lib/ledger/ledger.service.js';

export const handler = endpoint(ledgerRoutes.balance, async ({ principal }) =>
  ok(balanceView(await ledgerBalance(principal.merchantId))),
);
