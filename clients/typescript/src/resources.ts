/**
 * Every resource of the client, one file each under `resources/`: its class, its public types, its
 * CLI command and its `trigger` fixtures. The client, the CLI, `trigger` and the package's tests
 * read this list; a new resource adds its file, and here its import, its `export type *` line and
 * its entry.
 */
import balance from './resources/balance.js';
import charges from './resources/charges.js';
import checkouts from './resources/checkouts.js';
import coupons from './resources/coupons.js';
import customers from './resources/customers.js';
import events from './resources/events.js';
import ledger from './resources/ledger.js';
import payouts from './resources/payouts.js';
import pixConnection from './resources/pix-connection.js';
import products from './resources/products.js';
import reconciliations from './resources/reconciliations.js';
import subscriptions from './resources/subscriptions.js';
import webhookEndpoints from './resources/webhook-endpoints.js';

export type * from './resources/balance.js';
export type * from './resources/charges.js';
export type * from './resources/checkouts.js';
export type * from './resources/coupons.js';
export type * from './resources/customers.js';
export type * from './resources/events.js';
export type * from './resources/ledger.js';
export type * from './resources/payouts.js';
export type * from './resources/pix-connection.js';
export type * from './resources/products.js';
export type * from './resources/reconciliations.js';
export type * from './resources/subscriptions.js';
export type * from './resources/webhook-endpoints.js';

/**
 * In the order the docs list their methods, `--help` their commands and `trigger` their event
 * types. Internal: the package's declarations leave it out, as they leave out what is not exported.
 * @internal
 */
export default [
  coupons,
  customers,
  products,
  charges,
  checkouts,
  subscriptions,
  events,
  webhookEndpoints,
  ledger,
  balance,
  reconciliations,
  payouts,
  pixConnection,
] as const;
