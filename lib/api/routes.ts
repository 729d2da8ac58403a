/**
 * The route table: every area's rows (`lib/<area>/<area>.routes.ts`), the single source the CDK
 * stack, the local server, the OpenAPI document and the tests read. Handlers never read it: each
 * passes its own row to `endpoint()`, so no function bundles the table.
 */
import type { Environment } from '../config.js';
import { existsIn, routeKey, type Route } from '../http/route.js';
import { areas } from './areas.js';

export * from '../http/route.js';

type Rows<Area> = Area extends { routes: infer R } ? R[keyof R] : never;
type RouteRow = Rows<(typeof areas)[number]>;

/**
 * The table: every area's rows (`lib/api/areas.ts`), in the order of the areas. Order matters only
 * for reading: the stack, the local server and the docs walk it as it is.
 */
export const routes: readonly RouteRow[] = areas.flatMap((area) => Object.values(area.routes) as RouteRow[]);

/** The OpenAPI document's tags: what the rows' `tag` say. */
export type Tag = RouteRow['tag'];

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
