/** The route table: the single source that the CDK stack, the local server and the docs read. */
import type { Environment } from '../config.js';
import { chargesRoutes } from './charges.js';
import { checkoutsRoutes } from './checkouts.js';
import { couponsRoutes } from './coupons.js';
import { customersRoutes } from './customers.js';
import { docsRoutes } from './docs.js';
import { eventsRoutes } from './events.js';
import { paymentPageRoutes } from './payment-page.js';
import { productsRoutes } from './products.js';
import { subscriptionsRoutes } from './subscriptions.js';
import { pspRoutes } from './psp.js';
import { webhookEndpointsRoutes } from './webhook-endpoints.js';
import { existsIn, routeKey, type Route } from './route.js';

export * from './route.js';

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
