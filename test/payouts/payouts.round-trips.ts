import { ledgerLayout } from '../../lib/ledger/ledger.keys.js';
import type { RoundTrips } from '../support/round-trips.js';

export const payoutsRoundTrips: RoundTrips = {
  'POST /v1/payouts': [
    (l) => ledgerLayout(l).counters.partitions + 2,
    "the merchant's payout key beside a Query per balance partition (a fold transaction when credits wait), then one transaction: payout, counter, the payable item, event",
  ],
  'GET /v1/payouts': [3, 'page Query beside the counter Query, then a consistent BatchGetItem of the page'],
  'GET /v1/payouts/{id}': [1, 'GetItem'],
  'POST /v1/payouts/{id}/simulate': [
    2,
    'read the state, then one transaction: the transition, its event and the amount back (FAILED)',
  ],
};
