/**
 * The route table: the single source that the CDK stack, the local server and the docs read.
 * `handler` is the entry file of the route's Lambda function (relative to the repository root);
 * `permission` is the least key level the route needs (READ_ONLY accepts both levels).
 */
export type Permission = 'READ_ONLY' | 'FULL_ACCESS';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  handler: string;
  permission: Permission;
  summary: string;
  tag: 'Coupons' | 'Customers' | 'Products';
}

export const API_PREFIX = '/v1';

export const routes = [
  {
    method: 'POST',
    path: '/v1/coupons',
    handler: 'functions/coupons/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um cupom',
    tag: 'Coupons',
  },
  {
    method: 'GET',
    path: '/v1/coupons',
    handler: 'functions/coupons/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista os cupons',
    tag: 'Coupons',
  },
  {
    method: 'GET',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um cupom',
    tag: 'Coupons',
  },
  {
    method: 'PUT',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/update.ts',
    permission: 'FULL_ACCESS',
    summary: 'Atualiza um cupom',
    tag: 'Coupons',
  },
  {
    method: 'DELETE',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um cupom',
    tag: 'Coupons',
  },
  // Customers routes go here.
  // Products routes go here.
] as const satisfies readonly Route[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export const routeKey = (route: Pick<Route, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** The function that answers every request no route matches ($default in API Gateway). */
export const NOT_FOUND_HANDLER = 'functions/not-found.ts';

/** Read routes get read-only table access in the stack; everything else may write. */
export const writesData = (route: Pick<Route, 'method'>): boolean => route.method !== 'GET';

export function findRoute(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
