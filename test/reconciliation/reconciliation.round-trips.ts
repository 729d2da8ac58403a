import { ledgerLayout } from '../../lib/ledger/ledger.keys.js';
import type { RoundTrips } from '../support/round-trips.js';

export const reconciliationRoundTrips: RoundTrips = {
  'GET /v1/reconciliations': [2, "a count Query of the merchant's runs, then the page Query"],
  'GET /v1/reconciliations/{date}': [1, 'GetItem'],
  'POST /v1/reconciliations/{date}/run': [
    (l) => 2 + ledgerLayout(l).status + ledgerLayout(l).counters.partitions,
    "read the day's run, then its PIX_RECEIVED entries (a Query per type shard beside a Query per counter partition), then one transaction: the run and its event",
  ],
};
