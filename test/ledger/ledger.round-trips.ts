import { ledgerLayout } from '../../lib/ledger/ledger.keys.js';
import type { RoundTrips } from '../support/round-trips.js';

export const ledgerRoundTrips: RoundTrips = {
  'GET /v1/ledger': [
    (l) => ledgerLayout(l).list + ledgerLayout(l).counters.partitions,
    'a page Query per list shard beside a Query per day-total partition, all in parallel',
  ],
  'GET /v1/ledger/summary': [
    (l) => ledgerLayout(l).counters.partitions,
    'a Query per day-total partition, in parallel',
  ],
  'GET /v1/ledger/export': [
    (l) => ledgerLayout(l).list + ledgerLayout(l).counters.partitions,
    'a page Query per list shard beside a Query per day-total partition, all in parallel',
  ],
  'GET /v1/balance': [
    (l) => ledgerLayout(l).counters.partitions,
    'a Query per balance partition, in parallel',
  ],
  'POST /v1/ledger/simulate-incoming-pix': [1, 'one transaction: the entry, its totals, its event'],
};
