/**
 * The route table: every area's rows (`lib/<area>/<area>.routes.ts`), the single source the CDK
 * stack, the local server, the OpenAPI document and the tests read. Handlers never read it: each
 * passes its own row to `endpoint()`, so no function bundles the table.
 */
import type { Environment } from '../config.js';
import { chargeRoutes } from '../charges/charges.routes.js';
import { checkoutRoutes } from '../checkouts/checkouts.routes.js';
import { couponRoutes } from '../coupons/coupons.routes.js';
import { customerRoutes } from '../customers/customers.routes.js';
import { docsRoutes } from '../docs/docs.routes.js';
import { existsIn, routeKey, type Route } from '../http/route.js';
import { ledgerRoutes } from '../ledger/ledger.routes.js';
import { payoutRoutes } from '../payouts/payouts.routes.js';
import { paymentPageRoutes } from '../payment-page/payment-page.routes.js';
import { pspRoutes } from '../payments/psp.routes.js';
import { pixConnectionRoutes } from '../pix-connection/pix-connection.routes.js';
import { productRoutes } from '../products/products.routes.js';
import { reconciliationRoutes } from '../reconciliation/reconciliation.routes.js';
import { subscriptionRoutes } from '../subscriptions/subscriptions.routes.js';
import { eventRoutes } from '../webhooks/events.routes.js';
import { webhookEndpointRoutes } from '../webhooks/endpoints.routes.js';

export * from '../http/route.js';

/** The OpenAPI document's tags: what each row's `tag` may say. */
export type Tag =
  | 'Coupons'
  | 'Customers'
  | 'Products'
  | 'Charges'
  | 'Checkouts'
  | 'Subscriptions'
  | 'Payment page'
  | 'Events'
  | 'Webhooks'
  | 'Ledger'
  | 'Reconciliations'
  | 'Payouts'
  | 'Pix (PSP)'
  | 'Pix connection'
  | 'Documentation';

const rowsOf = <Rows extends Record<string, Route>>(rows: Rows) => Object.values(rows) as Rows[keyof Rows][];

/**
 * The table, one entry per area, so a new area adds its rows file and one line here. Order matters
 * only for reading: the stack, the local server and the docs walk it as it is.
 */
export const routes = [
  ...rowsOf(couponRoutes),
  ...rowsOf(customerRoutes),
  ...rowsOf(productRoutes),
  ...rowsOf(chargeRoutes),
  ...rowsOf(checkoutRoutes),
  ...rowsOf(subscriptionRoutes),
  ...rowsOf(paymentPageRoutes),
  ...rowsOf(eventRoutes),
  ...rowsOf(webhookEndpointRoutes),
  ...rowsOf(ledgerRoutes),
  ...rowsOf(reconciliationRoutes),
  ...rowsOf(payoutRoutes),
  ...rowsOf(pspRoutes),
  ...rowsOf(pixConnectionRoutes),
  ...rowsOf(docsRoutes),
] as const satisfies readonly (Route & { tag: Tag })[];

type RouteRow = (typeof routes)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Exactly the keys of the table's rows (`GET /v1/coupons`), not every method-path combination. */
export type RouteKey = KeyOf<RouteRow>;

/** The rows a deployment of `environment` serves. */
export const routesFor = (environment: Environment): readonly Route[] =>
  (routes as readonly Route[]).filter((route) => existsIn(route, environment));

export function findRoute(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
