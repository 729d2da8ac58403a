import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { summaryQuerySchema } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { ledgerSummary } from '../../lib/ledger/ledger.service.js';

export const handler = endpoint(ledgerRoutes.summary, async ({ principal, query }) =>
  ok(await ledgerSummary(principal.merchantId, parseQuery(summaryQuerySchema, query))),
);
