// The sandbox's Pix without a charge. The route exists only in `test` (404 in live).
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { ledgerEntryView, simulateIncomingPixSchema } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { simulateIncomingPix, storedIncomingPix } from '../../lib/ledger/ledger.service.js';

export const handler = endpoint(
  ledgerRoutes.simulateIncomingPix,
  async ({ principal, body, commit }) =>
    created(
      ledgerEntryView(
        await simulateIncomingPix(principal.merchantId, parseBody(simulateIncomingPixSchema, body), commit),
      ),
    ),
  async ({ principal }, made) =>
    created(ledgerEntryView(await storedIncomingPix(principal.merchantId, made.id))),
);
