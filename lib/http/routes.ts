/**
 * The route table: the single source that the CDK stack, the local server and the docs read.
 * `handler` is the entry file of the route's Lambda function (relative to the repository root);
 * `permission` is the least key level the route needs (READ_ONLY accepts both levels), or null for
 * a public route: no key is asked for and its function gets no table access.
 */
export type Permission = 'READ_ONLY' | 'FULL_ACCESS';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  handler: string;
  permission: Permission | null;
  summary: string;
  tag: 'Coupons' | 'Customers' | 'Products' | 'Documentation';
  /** Package files (`pkg/file`) the function reads at runtime: copied next to its bundle. */
  assets?: readonly string[];
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
  {
    method: 'POST',
    path: '/v1/customers',
    handler: 'functions/customers/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um cliente (ou devolve o cliente que já tem o documento)',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handler: 'functions/customers/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista e filtra os clientes',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um cliente',
    tag: 'Customers',
  },
  {
    method: 'DELETE',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um cliente',
    tag: 'Customers',
  },
  // Products routes go here.
  {
    method: 'POST',
    path: '/v1/products',
    handler: 'functions/products/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um produto',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products',
    handler: 'functions/products/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista os produtos',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products/{id}',
    handler: 'functions/products/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um produto',
    tag: 'Products',
  },
  {
    method: 'PUT',
    path: '/v1/products/{id}',
    handler: 'functions/products/update.ts',
    permission: 'FULL_ACCESS',
    summary: 'Atualiza um produto',
    tag: 'Products',
  },
  {
    method: 'DELETE',
    path: '/v1/products/{id}',
    handler: 'functions/products/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um produto',
    tag: 'Products',
  },
  // Public: the API's own reference, readable without a key.
  {
    method: 'GET',
    path: '/v1/openapi.json',
    handler: 'functions/docs/openapi.ts',
    permission: null,
    summary: 'Documento OpenAPI 3.1 desta API',
    tag: 'Documentation',
  },
  {
    method: 'GET',
    path: '/v1/docs',
    handler: 'functions/docs/page.ts',
    permission: null,
    summary: 'Referência da API (página HTML)',
    tag: 'Documentation',
  },
  {
    method: 'GET',
    path: '/v1/docs/{asset}',
    handler: 'functions/docs/asset.ts',
    permission: null,
    summary: 'Arquivos estáticos da página de referência',
    tag: 'Documentation',
    assets: ['swagger-ui-dist/swagger-ui-bundle.js', 'swagger-ui-dist/swagger-ui.css'],
  },
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

/** Read routes get read-only table access in the stack; everything else may write. */
export const writesData = (route: Pick<Route, 'method'>): boolean => route.method !== 'GET';

/** A public route neither authenticates nor touches the table. */
export const isPublic = (route: Pick<Route, 'permission'>): boolean => route.permission === null;

export function findRoute(key: string): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route;
}
