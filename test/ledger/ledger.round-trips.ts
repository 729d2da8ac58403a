import { shardsOf, type RoundTrips } from '../support/round-trips.js';

export const ledgerRoundTrips: RoundTrips = {
  'GET /v1/ledger': [
    (l) => shardsOf(l.list.LEDGER) + l.ledgerCounters.partitions,
    'a page Query per list shard beside a Query per day-total partition, all in parallel',
  ],
  'GET /v1/ledger/summary': [
    (l) => l.ledgerCounters.partitions,
    'a Query per day-total partition, in parallel',
  ],
  'GET /v1/ledger/export': [
    (l) => shardsOf(l.list.LEDGER) + l.ledgerCounters.partitions,
    'a page Query per list shard beside a Query per day-total partition, all in parallel',
  ],
  'GET /v1/balance': [(l) => l.ledgerCounters.partitions, 'a Query per balance partition, in parallel'],
  'POST /v1/ledger/simulate-incoming-pix': [1, 'one transaction: the entry, its totals, its event'],
};
