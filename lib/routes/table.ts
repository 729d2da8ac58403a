/**
 * The route table: the single source that the CDK stack, the local server and the docs read.
 * `handler` is the entry file of the route's Lambda function (relative to the repository root);
 * `permission` is the least key level the route needs (READ_ONLY accepts both levels), or null for
 * a public route: no key is asked for and its function gets no table access.
 */
import type { Environment } from '../config.js';
import { chargesRoutes } from './routes/charges.js';
import { checkoutsRoutes } from './routes/checkouts.js';
import { couponsRoutes } from './routes/coupons.js';
import { customersRoutes } from './routes/customers.js';
import { docsRoutes } from './routes/docs.js';
import { eventsRoutes } from './routes/events.js';
import { paymentPageRoutes } from './routes/payment-page.js';
import { productsRoutes } from './routes/products.js';
import { pspRoutes } from './routes/psp.js';
import { webhookEndpointsRoutes } from './routes/webhook-endpoints.js';

export type Permission = 'READ_ONLY' | 'FULL_ACCESS';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Tag =
  | 'Coupons'
  | 'Customers'
  | 'Products'
  | 'Charges'
  | 'Checkouts'
  | 'Payment page'
  | 'Events'
  | 'Webhooks'
  | 'Pix (PSP)'
  | 'Documentation';
/** What a route's function may do with the table (its IAM policy in the stack). */
export type TableAccess = 'none' | 'read' | 'write';

export interface Route {
  method: Method;
  path: string;
  handler: string;
  permission: Permission | null;
  summary: string;
  tag: Tag;
  /** Package files (`pkg/file`) the function reads at runtime: copied next to its bundle. */
  assets?: readonly string[];
  /**
   * `openapi`: the bundle carries the OpenAPI document rendered at build time for the stage's
   * settings (`lib/openapi/prerender.ts`), so the function never loads the document builder.
   */
  prerender?: 'openapi';
  /**
   * The environments the route exists in (deployed by the stack, served by `npm start`); absent
   * means every environment. `simulate-payment` exists only in `test`.
   */
  environments?: readonly Environment[];
  /**
   * Table access of the route's function. Absent: keyed routes read (GET) or write (otherwise),
   * public routes get none. A public route that serves stored data (the payment page) says so.
   */
  tableAccess?: TableAccess;
  /**
   * POST/PUT only. `json` (the default): a JSON object body is required. `action`: the route
   * takes no input (`POST /charges/{id}/cancel`): no body, an empty body or `{}`.
   */
  body?: 'json' | 'action';
}

export const API_PREFIX = '/v1';

/**
 * The table, one file per area under `routes/`, so a new area adds its own file and one line here.
 * Order matters only for reading: the stack, the local server and the docs walk it as it is.
 */
export const routes = [
  ...couponsRoutes,
  ...customersRoutes,
  ...productsRoutes,
  ...chargesRoutes,
  ...checkoutsRoutes,
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

export const routeKey = (route: Pick<Route, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** The function that answers every request no route matches ($default in API Gateway). */
export const NOT_FOUND_HANDLER = 'functions/not-found.ts';

/** A public route takes no API key. */
export const isPublic = (route: Pick<Route, 'permission'>): boolean => route.permission === null;

export function tableAccessOf(route: Pick<Route, 'method' | 'permission' | 'tableAccess'>): TableAccess {
  if (route.tableAccess !== undefined) return route.tableAccess;
  if (isPublic(route)) return 'none';
  return route.method === 'GET' ? 'read' : 'write';
}

/** Whether the route's function may write to the table (write routes get write access in the stack). */
export const writesData = (route: Pick<Route, 'method' | 'permission' | 'tableAccess'>): boolean =>
  tableAccessOf(route) === 'write';

/** Whether the route exists in a deployment of `environment`. */
export const existsIn = (route: Pick<Route, 'environments'>, environment: Environment): boolean =>
  route.environments === undefined || route.environments.includes(environment);

/** The rows a deployment of `environment` serves. */
export const routesFor = (environment: Environment): readonly Route[] =>
  (routes as readonly Route[]).filter((route) => existsIn(route, environment));

export function findRoute(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
