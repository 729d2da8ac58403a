import type { RoundTrips } from '../support/round-trips.js';

/**
 * The dashboard's rows as the shared suites send them: without a session (the suites hold none), a
 * page is a 303 before any read. With a session, `dashboardPageRoundTrips` below.
 */
export const dashboardRoundTrips: RoundTrips = {
  'POST /v1/dashboard-sessions': [1, "one PutItem: the sign-in link's hash"],
  'GET /dashboard': [0, 'no session: a 303, nothing read'],
  'GET /dashboard/{section}': [0, 'no session: a 303, nothing read'],
  'GET /dashboard/{section}/{id}': [0, 'no session: a 303, nothing read'],
  'POST /dashboard/{section}': [0, 'no session: a 303, nothing read'],
  'POST /dashboard/{section}/{id}': [
    2,
    "an unknown link: its conditional DeleteItem, then the address's failure token",
  ],
};

/**
 * Each page's DynamoDB round trips in series with a session, its key read again (its last check
 * over 30 s old), for test/dashboard/dashboard.test.ts: the contract allows at most 3. The first is
 * always the session's GetItem; the key's read and the session's last use run beside the page's own.
 */
export const dashboardPageRoundTrips: Record<string, [inSeries: number, why: string]> = {
  '/dashboard': [
    2,
    "the session, then the 30 days' totals, the balance, pending charges, the next payout, the failing deliveries and the endpoints at once",
  ],
  '/dashboard/charges': [
    3,
    'the session, then a page Query per list shard beside the counters, then a BatchGetItem of the page',
  ],
  '/dashboard/charges?from=2026-01-01&to=2026-12-31&status=PAID': [
    3,
    "the session, then the range's Query per status shard, then the page's BatchGetItem beside the count of the rest",
  ],
  '/dashboard/charges?q={id}': [2, 'the session, then the look-ups of the reference at once'],
  '/dashboard/charges/{id}': [2, 'the session, then the charge beside its deliveries and the endpoints'],
  '/dashboard/checkouts': [2, 'the session, then the page'],
  '/dashboard/subscriptions': [2, 'the session, then the page'],
  '/dashboard/ledger': [2, 'the session, then the entries beside the day totals'],
  '/dashboard/reconciliations': [2, 'the session, then one Query of the runs'],
  '/dashboard/payouts': [2, 'the session, then the page beside the balance'],
  '/dashboard/webhooks': [
    2,
    'the session, then the endpoints beside the page of events and the failing deliveries',
  ],
  '/dashboard/account': [
    3,
    "the session, then the merchant, its keys and its connection at once, then the keys' last uses",
  ],
};
