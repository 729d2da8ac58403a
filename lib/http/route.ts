/**
 * What a row of the route table says: `handler` is the entry file of the route's Lambda function
 * (relative to the repository root); `permission` is the least key level the route needs
 * (READ_ONLY accepts both levels), or null for a public route: no key is asked for and its
 * function gets no table access. Each area names its rows in its `<area>.routes.ts`; its handlers
 * pass their own row to `endpoint()` (`lib/http/api.ts`), and `lib/api/routes.ts` gathers every
 * area's rows into the table.
 */
import type { Environment } from '../config.js';
import type { Permission } from '../domain/api-key.js';

export type { Permission };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What a route's function may do with the table (its IAM policy in the stack). */
export type TableAccess = 'none' | 'read' | 'write';

export interface Route {
  method: Method;
  path: string;
  handler: string;
  permission: Permission | null;
  /** The OpenAPI tag the route is listed under (`Tag` in `lib/api/routes.ts`). */
  tag: string;
  /** Package files (`pkg/file`) the function reads at runtime: copied next to its bundle. */
  assets?: readonly string[];
  /**
   * `openapi`: the bundle carries the OpenAPI document rendered at build time for the stage's
   * settings (`lib/api/prerender.ts`), so the function never loads the document builder.
   */
  prerender?: 'openapi';
  /**
   * The function's own code seals or opens values (list cursors, page links, a page coupon's new
   * token): it gets the sealing keys (lib/sealing-keys.ts). A route that takes an Idempotency-Key
   * gets them anyway, for the answers it keeps. test/infra/stack.test.ts holds this to what each
   * bundle keeps.
   */
  seals?: true;
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
   * POST/PUT only. `json` (the default): a JSON object body is required. `action`: the body is
   * optional (`POST /charges/{id}/cancel`): no body, an empty body or `{}`, or what the handler
   * accepts (`simulate-payment` takes an optional `date`). `form`: an HTML form's urlencoded body,
   * left as it came for the handler to read (the dashboard's posts).
   */
  body?: 'json' | 'action' | 'form';
  /**
   * Public routes counted per payment page token (`poll`) or per source address and merchant
   * (`coupon`), `docs/rules/rate-limits.md`; every keyed route is counted per API key.
   */
  rateLimit?: 'poll' | 'coupon';
  /**
   * A public route whose unknown token counts as a failed authentication of the source address
   * (`docs/rules/rate-limits.md`), without a limit of its own: the page itself and its simulated
   * payment. It may answer 429.
   */
  countsFailedLookups?: true;
  /**
   * A page for people: its refusals (an unknown address, a forged form, too many tries) are HTML
   * pages for the reader, not the envelope. Every other route answers every error with the envelope.
   */
  htmlErrors?: true;
}

/** A route that needs a key. */
export type KeyedRoute = Route & { permission: Permission };
/** A route that takes no key. */
export type PublicRoute = Route & { permission: null };

/** `'GET /v1/coupons' | …`: the keys of an area's rows, which its OpenAPI operations are keyed by. */
export type RouteKeyOf<Rows extends Record<string, Pick<Route, 'method' | 'path'>>> = {
  [Name in keyof Rows]: `${Rows[Name]['method']} ${Rows[Name]['path']}`;
}[keyof Rows];

export const API_PREFIX = '/v1';

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

/** Whether a route's answers carry the RateLimit fields and may be 429. */
export const isRateLimited = (route: Pick<Route, 'permission' | 'rateLimit'>): boolean =>
  !isPublic(route) || route.rateLimit !== undefined;

/** Whether the route counts requests in the table (its own limit, or failed look-ups): it may be 429. */
export const countsRequests = (
  route: Pick<Route, 'permission' | 'rateLimit' | 'countsFailedLookups'>,
): boolean => isRateLimited(route) || route.countsFailedLookups === true;

/** Whether the route exists in a deployment of `environment`. */
export const existsIn = (route: Pick<Route, 'environments'>, environment: Environment): boolean =>
  route.environments === undefined || route.environments.includes(environment);
