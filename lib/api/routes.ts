/** The route table: the single source that the CDK stack, the local server and the docs read. */
import type { Environment } from '../config.js';
import { chargesRoutes } from '../charges/charges.routes.js';
import { checkoutsRoutes } from '../checkouts/checkouts.routes.js';
import { couponsRoutes } from '../coupons/coupons.routes.js';
import { customersRoutes } from '../customers/customers.routes.js';
import { docsRoutes } from '../docs/docs.routes.js';
import { eventsRoutes } from '../webhooks/events.routes.js';
import { paymentPageRoutes } from '../payment-page/payment-page.routes.js';
import { productsRoutes } from '../products/products.routes.js';
import { subscriptionsRoutes } from '../subscriptions/subscriptions.routes.js';
import { pspRoutes } from '../payments/psp.routes.js';
import { webhookEndpointsRoutes } from '../webhooks/endpoints.routes.js';
import { existsIn, routeKey, type Route } from '../http/route.js';

export * from '../http/route.js';

/**
 * The table, one file per area in this folder, so a new area adds its own file and one line here.
 * Order matters only for reading: the stack, the local server and the docs walk it as it is.
 */
export const routes = [
  ...couponsRoutes,
  ...customersRoutes,
  ...productsRoutes,
  ...chargesRoutes,
  ...checkoutsRoutes,
  ...subscriptionsRoutes,
  ...paymentPageRoutes,
  ...eventsRoutes,
  ...webhookEndpointsRoutes,
  ...pspRoutes,
  ...docsRoutes,
] as const satisfies readonly Route[];

type RouteRow = (typeof routes)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Exactly the keys of the table's rows (`GET /v1/coupons`), not every method-path combination. */
export type RouteKey = KeyOf<RouteRow>;
/** Routes that take no key. */
export type PublicRouteKey = KeyOf<Extract<RouteRow, { permission: null }>>;
/** Routes that need a key of at least their permission. */
export type ProtectedRouteKey = Exclude<RouteKey, PublicRouteKey>;

/** The rows a deployment of `environment` serves. */
export const routesFor = (environment: Environment): readonly Route[] =>
  (routes as readonly Route[]).filter((route) => existsIn(route, environment));

export function findRoute(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
