/**
 * Realistic requests per resource, and what each kind of route needs at least from DynamoDB. The
 * routes themselves come from the route table at run time; a route whose resource has no recipe
 * is reported as not measured rather than guessed at. Each area's recipe lives in
 * `recipes/<area>.ts`, so an area's benchmark pieces are found together.
 */
import type { Route } from '../lib/http/routes.js';
import { charges } from './recipes/charges.js';
import { checkouts, checkoutsPublicParams } from './recipes/checkouts.js';
import { coupons } from './recipes/coupons.js';
import { customers } from './recipes/customers.js';
import { events } from './recipes/events.js';
import { products } from './recipes/products.js';
import { pspUnmeasured } from './recipes/psp.js';
import { webhookEndpoints } from './recipes/webhook-endpoints.js';
import type { Kind, Minimum, Recipe } from './recipes/shared.js';

export { cpf } from './recipes/shared.js';
export type { Created, Kind, Minimum, PageAction, Recipe, Seeded } from './recipes/shared.js';

/**
 * By resource (the path segment after `/v1`), in the order they are seeded: a checkout references
 * products and coupons seeded before it; events are found once the others have written theirs.
 */
export const RECIPES: Record<string, Recipe> = {
  coupons,
  customers,
  products,
  charges,
  checkouts,
  events,
  'webhook-endpoints': webhookEndpoints,
};

/**
 * Routes the bench cannot run honestly, by route key, with the reason: reported as not measured
 * with it (instead of a request that would not be what a client sends).
 */
export const UNMEASURED: Record<string, string> = {
  ...pspUnmeasured,
};

/** The path parameter a public route without listed assets is requested with, by route key. */
export const PUBLIC_PARAMS: Record<string, string> = { ...checkoutsPublicParams };

export interface RouteInfo {
  route: Route;
  key: string;
  kind: Kind;
  recipe: Recipe | undefined;
  /** Path with `{id}` left in place. */
  path: string;
  /** For an action route, the action's name (`cancel`, `refund`, …). */
  action?: string | undefined;
}

/** Classifies a route of the route table by method, path shape and permission. */
export function describe(route: Route): RouteInfo {
  const key = `${route.method} ${route.path}`;
  const resource = route.path.split('/')[2] ?? '';
  const permission: string | null = route.permission;
  const pageOf =
    permission === null
      ? Object.values(RECIPES).find((r) => r.pagePrefix && route.path.startsWith(r.pagePrefix))
      : undefined;
  const recipe = pageOf ?? RECIPES[resource];
  const byId = route.path.includes('{id}');
  const action = /\/\{id\}\/([a-z-]+)$/.exec(route.path)?.[1];
  let kind: Kind = 'unknown';
  if (UNMEASURED[key] !== undefined) kind = 'unknown';
  else if (pageOf)
    kind = route.method === 'GET' ? 'page' : pageOf.pageActions?.[key] ? 'page-action' : 'unknown';
  else if (permission === null) kind = route.method === 'GET' ? 'public' : 'unknown';
  else if (recipe) {
    if (action !== undefined)
      kind = route.method === 'POST' && recipe.actions?.[action] ? 'action' : 'unknown';
    else if (route.method === 'POST' && !byId) kind = 'create';
    else if (route.method === 'GET' && !byId) kind = 'list';
    else if (route.method === 'GET' && byId) kind = 'get';
    else if (route.method === 'PUT' && byId) kind = 'update';
    else if (route.method === 'DELETE' && byId) kind = 'delete';
  }
  return { route, key, kind, recipe, path: route.path, action };
}

/**
 * The fewest DynamoDB calls each kind of work needs with this single-table design, and why. A
 * key lookup is not counted: it is cached (one more GetItem on a cache miss). A recipe may
 * raise it for its resource (`Recipe.minimum`), saying why.
 */
export const MINIMUM: Record<Kind, Minimum | undefined> = {
  get: { calls: 1, steps: 1, why: 'one GetItem' },
  list: {
    calls: 3,
    steps: 2,
    why: 'page Query and counter-shards Query in parallel, then a consistent BatchGetItem of the page keys',
  },
  create: { calls: 1, steps: 1, why: 'one transaction: item, guard, counter' },
  update: { calls: 2, steps: 2, why: 'read to merge and re-validate, then a conditional write' },
  delete: { calls: 2, steps: 2, why: 'read the guarded value and version, then one transaction' },
  action: {
    calls: 2,
    steps: 2,
    why: 'read the state (and the event data), then one transaction: transition conditional on it + event',
  },
  page: {
    calls: 2,
    steps: 2,
    why: 'token pointer GetItem, then the item it names (the pointer holds only its key)',
  },
  public: { calls: 0, steps: 0, why: 'no data' },
  // Each page action says its own (`Recipe.minimum` by route key).
  'page-action': undefined,
  unknown: undefined,
};

export const minimumFor = (info: RouteInfo): Minimum | undefined =>
  info.recipe?.minimum?.[info.key] ?? info.recipe?.minimum?.[info.kind] ?? MINIMUM[info.kind];
