import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { basename } from 'node:path';
import { config } from '../../../lib/config.js';
import { addDays } from '../../../lib/domain/business-days.js';
import { todayIn } from '../../../lib/charges/due-charge.domain.js';
import { adminCreateKey, adminCreateMerchant, adminRevokeKey } from '../../../lib/merchants/admin.service.js';
import { operations } from '../../../lib/api/operations.js';
import { routeKey, routes, type Permission, type Route } from '../../../lib/api/routes.js';
import type { Transport } from './http.js';
import { collectFromAreas } from '../../support/area-files.js';
import { payoutFixture } from '../../payouts/payouts.templates.js';

/**
 * One valid request per row of the route table, in one place. Every security suite (authorization
 * matrix, hostile input, limits, faults, secrets) walks the route table at run time and asks this
 * file for the request; a route without a template fails `templateFor`, so a new route cannot
 * escape the suites.
 */
export type Entity = 'coupons' | 'customers' | 'products' | 'webhook-endpoints';

export interface Resource {
  id: string;
}

/** The resources a merchant owns for the templates to point at. */
export interface Fixture {
  coupon: Resource & { code: string };
  customer: Resource & { document: string; email: string };
  /** A pending charge, and a paid one (for the refund). */
  charge: Resource;
  paidCharge: Resource;
  /** A pending due-date charge (for its amount route). */
  dueCharge: Resource;
  product: Resource & { externalId: string };
  webhookEndpoint: Resource;
  /** An event of the merchant with a delivery waiting: the ping of one of its webhook endpoints. */
  event: Resource;
  /** An OPEN checkout of the product, coupons allowed, and its page token. */
  checkout: Resource & { token: string };
  /** A subscription waiting for its payer, and an active one (the sandbox authorized it). */
  subscription: Resource;
  activeSubscription: Resource;
  /** A day the merchant's reconciliation has run for: its id is the date (yesterday, São Paulo). */
  reconciliation: Resource;
  /** A PENDING payout; its merchant has a payout key and a balance to pay out. */
  payout: Resource;
}

/** The values that must be unique among a merchant's live resources. */
export interface UniqueValues {
  code: string;
  document: string;
  externalId: string;
}

export interface RequestTemplate {
  path: string;
  body?: Record<string, unknown>;
  /** Status of the request sent with the owner's FULL_ACCESS key (with no key, on a public route). */
  success: number;
  /** What a successful answer carries. */
  kind: 'envelope' | 'empty' | 'json' | 'html' | 'asset';
  /**
   * Status when another merchant sends the owner's request, if not `success` (a create naming the
   * owner's resources: they do not exist for the other merchant).
   */
  foreignStatus?: number;
  /** The entity a write touches (for the faults and limits suites). */
  entity?: Entity | 'charges' | 'checkouts' | 'subscriptions';
  /**
   * A public route a limit of `docs/rules/rate-limits.md` applies to (a page token's polls and coupon
   * tries, and failed look-ups of a token per source address): it may answer 429. Every keyed route
   * may.
   */
  limited?: true;
  /** A body the route refuses (4xx), for a route that takes `{}` as a valid one. */
  refusal?: Record<string, unknown>;
  /**
   * A READ_ONLY route that writes for a READ_ONLY key too (a dashboard sign-in link, which carries
   * the key's own permission): the partition-key prefix of the one item its request adds to the
   * merchant's state, which changes nothing else.
   */
  readOnlyAdds?: string;
  /**
   * Why this request reaches no table although its route's function may (a dashboard page without
   * a session answers 303 before any read): test/integration/table-access.test.ts then expects no
   * call from it.
   */
  readsNothing?: string;
}

export type Template = (fixture: Fixture, unique: UniqueValues) => RequestTemplate;

/**
 * One file per area beside its tests (`test/<area>/<area>.templates.ts`, exporting its
 * `<area>Templates`), found in the area's folder: a new area adds its own file and nothing here. A
 * key is a route key, or a route key and a variant in parentheses (`POST /v1/charges (due date)`): a
 * body the route's main request does not reach, fuzzed as well.
 */
const templates = await collectFromAreas<Template>('templates', 'Templates');

export const allRoutes: readonly Route[] = routes;

/** The routes that act on a paid charge: the fixture pays one for them. */
const PAID_CHARGE_ROUTES = new Set(['/v1/charges/{id}/refund', '/v1/charges/{id}/simulate-med-return']);

/** The route's permission, or null for a public route. */
export const permissionOf = (route: Route): Permission | null => route.permission;

export const isPublicRoute = (route: Route): boolean => permissionOf(route) === null;

export const hasBody = (route: Route): boolean => route.method === 'POST' || route.method === 'PUT';

export const routesWithoutTemplate = (): string[] =>
  allRoutes.map(routeKey).filter((key) => !(key in templates));

export function templateFor(route: Route): Template {
  const template = templates[routeKey(route)];
  if (!template) {
    throw new Error(
      `${routeKey(route)} has no request template in test/security/support/templates.ts: ` +
        'add one, so the authorization, hostile-input and limits suites cover it',
    );
  }
  return template;
}

/** Every request of the templates with its route: each route's main one, then the variants. */
export function templateRequests(): { name: string; route: Route; template: Template }[] {
  return Object.entries(templates).map(([name, template]) => {
    const key = name.replace(/ \(.+\)$/, '');
    const route = allRoutes.find((candidate) => routeKey(candidate) === key);
    if (!route) throw new Error(`template ${name} names no route of the route table`);
    return { name, route, template };
  });
}

/** The query parameters a route's operation declares (its schema may be built on first use). */
function queryOf(route: Route): string[] {
  const spec = (operations as Record<string, { query?: { schema: z.core.$ZodType } }>)[routeKey(route)];
  let schema = spec?.query?.schema;
  while (schema?._zod.def.type === 'lazy') schema = (schema as z.core.$ZodLazy)._zod.innerType;
  return schema && 'shape' in schema ? Object.keys((schema as z.ZodObject).shape) : [];
}

/**
 * A paged list: a GET of a collection whose query takes `page` and `size` (the ledger's summary,
 * export and the balance are collections but not pages).
 */
export const isPagedList = (route: Route): boolean =>
  route.method === 'GET' && !route.path.includes('{') && queryOf(route).includes('size');

/** Whether the route may answer 429 under the limits of `docs/rules/rate-limits.md`. */
export const limitsApply = (route: Route, request: RequestTemplate): boolean =>
  !isPublicRoute(route) || request.limited === true || route.countsFailedLookups === true;

/** The file names a public asset route may serve (from the route table's `assets`). */
export const servedAssets = (route: Route): string[] => (route.assets ?? []).map((file) => basename(file));

/** The path parameters of a concrete path of `route` (`{id}` -> the id in the path). */
export function pathParams(route: Route, path: string): Record<string, string> {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/?]+)';
    })}(?:\\?.*)?$`,
  );
  const found = pattern.exec(path);
  if (!found) throw new Error(`${path} is not a path of ${routeKey(route)}`);
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']));
}

/** A valid CPF built from nine digits (check digits computed here, independently of the code). */
export function cpf(base: number): string {
  const digits = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const remainder = sum % 11;
    digits.push(remainder < 2 ? 0 : 11 - remainder);
  }
  return digits.join('');
}

let sequence = 0;

/** Fresh unique values (process-wide sequence plus randomness: files run in parallel workers). */
export function uniqueValues(): UniqueValues {
  sequence++;
  const tag = `${sequence}${randomBytes(4).toString('hex')}`.toUpperCase();
  // Nine digits, never all equal (those are not issued and are rejected).
  const base = 100_000_000 + ((sequence * 7919 + randomInt(1_000_000)) % 800_000_000);
  return { code: `SEC${tag}`, document: cpf(base), externalId: `ext-${tag.toLowerCase()}` };
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
  json: any;
}

export interface Merchant {
  merchantId: string;
  full: string;
  readOnly: string;
  /** A FULL_ACCESS key of this merchant that was revoked before its first use. */
  revoked: string;
}

export async function createMerchant(name: string): Promise<Merchant> {
  const merchant = await adminCreateMerchant(name);
  const [full, readOnly, revoked] = await Promise.all([
    adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' }),
    adminCreateKey({ merchantId: merchant.id, permission: 'READ_ONLY' }),
    adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' }),
  ]);
  await adminRevokeKey(revoked.id);
  return { merchantId: merchant.id, full: full.key, readOnly: readOnly.key, revoked: revoked.key };
}

const createTemplate = (key: string) => {
  const route = allRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key}`);
  return templateFor(route);
};

/** Creates one resource of `entity` through the API, with fresh unique values. */
export async function createResource<E extends Entity>(
  send: Transport,
  key: string,
  entity: E,
): Promise<Fixture[FixtureKey<E>]> {
  const unique = uniqueValues();
  const template = createTemplate(`POST /v1/${entity}`)(undefined as unknown as Fixture, unique);
  const reply = await send('POST', template.path, { key, json: template.body });
  if (reply.status !== template.success) {
    throw new Error(`could not create a ${entity} fixture: ${reply.status} ${reply.text}`);
  }
  const id = reply.json.data.id as string;
  const created: Fixture[keyof Fixture] =
    entity === 'webhook-endpoints'
      ? { id }
      : entity === 'coupons'
        ? { id, code: reply.json.data.code as string }
        : entity === 'customers'
          ? { id, document: unique.document, email: template.body?.email as string }
          : { id, externalId: unique.externalId };
  return created as Fixture[FixtureKey<E>];
}

type FixtureKey<E extends Entity> = E extends 'coupons'
  ? 'coupon'
  : E extends 'customers'
    ? 'customer'
    : E extends 'webhook-endpoints'
      ? 'webhookEndpoint'
      : 'product';

/**
 * A webhook endpoint for a fixture. A merchant may have only 16, and some suites build a fixture
 * per route: past a few, the newest live one is reused.
 */
async function webhookEndpointFor(send: Transport, key: string): Promise<Resource> {
  const listed = await send('GET', '/v1/webhook-endpoints?size=1', { key });
  if (listed.status === 200 && listed.json.data.page.totalElements >= 4)
    return { id: listed.json.data.content[0].id as string };
  return createResource(send, key, 'webhook-endpoints');
}

/**
 * An event of the merchant whose delivery waits (the suites never run the deliverer), so that a
 * redelivery has something to send: the ping of one of its webhook endpoints.
 */
async function eventFor(send: Transport, key: string): Promise<Resource> {
  const endpoint = await webhookEndpointFor(send, key);
  const reply = await send('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, { key });
  if (reply.status !== 202)
    throw new Error(`could not ping a webhook endpoint: ${reply.status} ${reply.text}`);
  return { id: reply.json.data.id as string };
}

export async function createFixture(send: Transport, key: string): Promise<Fixture> {
  const [coupon, customer, product, charge, paidCharge, dueCharge, webhookEndpoint, event] =
    await Promise.all([
      createResource(send, key, 'coupons'),
      createResource(send, key, 'customers'),
      createResource(send, key, 'products'),
      createCharge(send, key),
      createPaidCharge(send, key),
      createDueCharge(send, key),
      webhookEndpointFor(send, key),
      eventFor(send, key),
    ]);
  const reconciliation = await runReconciliation(send, key);
  const [checkout, { subscription, activeSubscription }] = await Promise.all([
    createCheckout(send, key, product.id),
    Promise.all([
      createSubscription(send, key, customer.id),
      createSubscription(send, key, customer.id, 'THREE_IN_SEVEN_DAYS').then((created) =>
        authorize(send, key, created),
      ),
    ]).then(([subscription, activeSubscription]) => ({ subscription, activeSubscription })),
  ]);
  // After every credit above: its payout folds them all, so a payout of the template folds nothing.
  const payout = await payoutFixture(send, key);
  return {
    coupon,
    customer,
    product,
    charge,
    paidCharge,
    dueCharge,
    webhookEndpoint,
    event,
    checkout,
    subscription,
    activeSubscription,
    reconciliation,
    payout,
  };
}

/** Yesterday's reconciliation run (São Paulo), against the sandbox's record. */
async function runReconciliation(send: Transport, key: string): Promise<Resource> {
  const date = addDays(todayIn(config().businessTimeZone, new Date()), -1);
  const reply = await send('POST', `/v1/reconciliations/${date}/run`, { key });
  if (reply.status !== 200)
    throw new Error(`could not run a reconciliation fixture: ${reply.status} ${reply.text}`);
  return { id: date };
}

/** A subscription of the customer waiting for its payer (the create template's request). */
async function createSubscription(
  send: Transport,
  key: string,
  customerId: string,
  retryPolicy?: string,
): Promise<Resource> {
  const template = createTemplate('POST /v1/subscriptions')(
    { customer: { id: customerId } } as Fixture,
    uniqueValues(),
  );
  const json = { ...template.body, ...(retryPolicy ? { retryPolicy } : {}) };
  const reply = await send('POST', template.path, { key, json });
  if (reply.status !== template.success)
    throw new Error(`could not create a subscription fixture: ${reply.status} ${reply.text}`);
  return { id: reply.json.data.id as string };
}

/**
 * The subscription authorized by the sandbox's payer, its next cycle refused once: a cycle waits
 * for its retry, so the next debit is one write.
 */
async function authorize(send: Transport, key: string, subscription: Resource): Promise<Resource> {
  for (const [action, outcome] of [
    ['simulate-authorization', 'APPROVED'],
    ['simulate-next-cycle', 'FAILED'],
  ] as const) {
    const reply = await send('POST', `/v1/subscriptions/${subscription.id}/${action}`, {
      key,
      json: { outcome },
    });
    if (reply.status !== 200)
      throw new Error(`could not prepare an active subscription fixture: ${reply.status} ${reply.text}`);
  }
  return subscription;
}

/** An OPEN checkout of one unit of the product, coupons allowed on its page. */
async function createCheckout(send: Transport, key: string, productId: string): Promise<Fixture['checkout']> {
  const reply = await send('POST', '/v1/checkouts', {
    key,
    json: { items: [{ productId, quantity: 1 }], allowCoupons: true },
  });
  if (reply.status !== 201)
    throw new Error(`could not create a checkout fixture: ${reply.status} ${reply.text}`);
  const data = reply.json.data as { id: string; url: string };
  return { id: data.id, token: new URL(data.url).pathname.split('/').pop() ?? '' };
}

/** A pending charge (the create template's request). */
async function createCharge(send: Transport, key: string): Promise<Resource> {
  const template = createTemplate('POST /v1/charges')(undefined as unknown as Fixture, uniqueValues());
  const reply = await send('POST', template.path, { key, json: template.body });
  if (reply.status !== template.success)
    throw new Error(`could not create a charge fixture: ${reply.status} ${reply.text}`);
  return { id: reply.json.data.id as string };
}

/** A due-date charge of its own customer (a payer with a CPF), due in ten days. */
async function createDueCharge(send: Transport, key: string): Promise<Resource> {
  const customer = await createResource(send, key, 'customers');
  const dueDate = addDays(todayIn(config().businessTimeZone, new Date()), 10);
  const reply = await send('POST', '/v1/charges', {
    key,
    json: { amount: 100_000, customerId: customer.id, dueDate, fine: { type: 'PERCENTAGE', value: 200 } },
  });
  if (reply.status !== 201)
    throw new Error(`could not create a due charge fixture: ${reply.status} ${reply.text}`);
  return { id: reply.json.data.id as string };
}

/** A charge paid through the test environment's simulate-payment. */
async function createPaidCharge(send: Transport, key: string): Promise<Resource> {
  const charge = await createCharge(send, key);
  const reply = await send('POST', `/v1/charges/${charge.id}/simulate-payment`, { key });
  if (reply.status !== 200) throw new Error(`could not pay a charge fixture: ${reply.status} ${reply.text}`);
  return charge;
}

/** The entity a route's `{id}` names, if any (`/v1/coupons/{id}` -> coupons). */
export function entityOf(route: Route): Entity | undefined {
  const match = /^\/v1\/(coupons|customers|products|webhook-endpoints)\/\{id\}$/.exec(route.path);
  return match?.[1] as Entity | undefined;
}

/**
 * The fixture a route's template needs, creating only the resource its path names; the others
 * are ids that name nothing (cheaper where a test needs a fresh fixture for every request).
 */
export async function fixtureFor(send: Transport, key: string, route: Route): Promise<Fixture> {
  const entity = entityOf(route);
  const nothing = { id: randomUUID() };
  // Checkouts and their page need a real product and checkout.
  if (/^\/(v1\/checkouts|pay\/)/.test(route.path)) return createFixture(send, key);
  // Subscriptions need a real payer, and a pending and an active subscription of theirs.
  const subscriptions = route.path.startsWith('/v1/subscriptions')
    ? await subscriptionsFixture(send, key)
    : undefined;
  return {
    coupon: entity === 'coupons' ? await createResource(send, key, entity) : { ...nothing, code: 'NONE' },
    customer:
      entity === 'customers'
        ? await createResource(send, key, entity)
        : (subscriptions?.customer ?? { ...nothing, document: '', email: '' }),
    product: entity === 'products' ? await createResource(send, key, entity) : { ...nothing, externalId: '' },
    charge: route.path.startsWith('/v1/charges/{id}') ? await createCharge(send, key) : nothing,
    paidCharge: PAID_CHARGE_ROUTES.has(route.path) ? await createPaidCharge(send, key) : nothing,
    dueCharge: route.path === '/v1/charges/{id}/amount' ? await createDueCharge(send, key) : nothing,
    webhookEndpoint:
      entity === 'webhook-endpoints'
        ? await createResource(send, key, entity)
        : route.path.startsWith('/v1/webhook-endpoints/{id}/')
          ? await webhookEndpointFor(send, key)
          : nothing,
    event: route.path.startsWith('/v1/events/{id}') ? await eventFor(send, key) : nothing,
    checkout: { ...nothing, token: 'A'.repeat(43) },
    subscription: subscriptions?.subscription ?? nothing,
    activeSubscription: subscriptions?.activeSubscription ?? nothing,
    reconciliation: route.path.startsWith('/v1/reconciliations/{date}')
      ? await runReconciliation(send, key)
      : { id: '2000-01-01' },
    payout: route.path.startsWith('/v1/payouts') ? await payoutFixture(send, key) : nothing,
  };
}

/** A payer, a subscription of theirs waiting for authorization and an active one. */
export async function subscriptionsFixture(send: Transport, key: string) {
  const customer = await createResource(send, key, 'customers');
  const [subscription, activeSubscription] = await Promise.all([
    createSubscription(send, key, customer.id),
    createSubscription(send, key, customer.id, 'THREE_IN_SEVEN_DAYS').then((created) =>
      authorize(send, key, created),
    ),
  ]);
  return { customer, subscription, activeSubscription };
}
