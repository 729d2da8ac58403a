import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { MAX_PAGE_SIZE } from '../../lib/domain/paging.js';
import { MAX_CENTS } from '../../lib/domain/money.js';
import { MAX_BODY_BYTES } from '../../lib/http/api.js';
import { routeKey, type Route } from '../../lib/api/routes.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { operations } from '../../lib/api/operations.js';
import { checkReply, viaFetch, type Transport } from './support/http.js';
import { snapshot } from './support/table.js';
import {
  allRoutes,
  createFixture,
  createMerchant,
  fixtureFor,
  hasBody,
  isPublicRoute,
  templateFor,
  uniqueValues,
  type Fixture,
  type Merchant,
  type Reply,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';
import { areaExports } from '../support/area-files.js';
import type { AreaLimits, Bound } from './support/limits.js';

useOwnTable();

/**
 * OWASP API4 (unrestricted resource consumption): the body size limit on every body-taking route,
 * a bound on every string property and query parameter (checked at the limit and one over), and
 * the page size cap on every list. Properties and parameters are enumerated from the schemas the
 * handlers parse (`lib/api/operations.ts`), so a new field without a tested bound fails here.
 */
let server: LocalServer;
let send: Transport;
let m: Merchant;

beforeAll(async () => {
  server = await startLocalServer(0);
  send = viaFetch(server.url);
  m = await createMerchant('Loja Limites');
});

afterAll(async () => {
  await server?.close();
});

const keyed = allRoutes.filter((route) => !isPublicRoute(route));
const bodyRoutes = keyed.filter(hasBody);

/** The JSON followed by spaces up to exactly `bytes` bytes (the templates hold non-ASCII text). */
const padToBytes = (json: string, bytes: number) =>
  json + ' '.repeat(Math.max(0, bytes - Buffer.byteLength(json)));

const valid = async (route: Route) =>
  templateFor(route)(await fixtureFor(send, m.full, route), uniqueValues());

/** Sends and checks the envelope; a rejected request must leave the merchant's data as it was. */
async function sendChecked(route: Route, path: string, options: Parameters<Transport>[2]): Promise<Reply> {
  const before = await snapshot(m.merchantId);
  const answer = await send(route.method, path, { key: m.full, ...options });
  checkReply(answer, path.split('?')[0] ?? path);
  if (answer.status >= 400)
    expect(await snapshot(m.merchantId), `${answer.status} changed data`).toBe(before);
  return answer;
}

describe.each(bodyRoutes.map((route) => [routeKey(route), route] as const))('%s body size', (_, route) => {
  it(`answers a body over ${MAX_BODY_BYTES} bytes with 413 and accepts one of exactly ${MAX_BODY_BYTES}`, async () => {
    const request = await valid(route);
    // An action route takes no input: its body is `{}` (padded, still an empty object).
    const json = JSON.stringify(request.body ?? {});
    for (const size of [MAX_BODY_BYTES + 1, MAX_BODY_BYTES + 1024, 1024 * 1024]) {
      const answer = await sendChecked(route, request.path, {
        raw: padToBytes(json, size),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, answer.text).toBe(413);
      expect(answer.json.error.code).toBe('payload_too_large');
    }
    const atLimit = await sendChecked(route, request.path, {
      raw: padToBytes(json, MAX_BODY_BYTES),
      headers: { 'content-type': 'application/json' },
    });
    expect(atLimit.status, atLimit.text).toBe(request.success);
  });
});

// ---------------------------------------------------------------------------------------------
// Every string: at its limit accepted, one over refused with 422 naming it.

const areaLimits = await areaExports<AreaLimits>('limits', 'Limits');

const pad = (text: string, length: number, filler = 'x') => text.padEnd(length, filler).slice(0, length);
const unique = (length: number) => pad(uniqueValues().code, length, 'X');
/** A valid e-mail address of exactly `length` characters (labels of at most 63). */
function email(length: number): string {
  const local = pad(`u${uniqueValues().externalId.replace(/-/g, '')}`, 64);
  let domain = '';
  let remaining = length - local.length - 1 - 4; // "@" and ".com"
  while (remaining > 0) {
    const label = Math.min(63, remaining);
    domain += `${domain ? '.' : ''}${'d'.repeat(label - (domain ? 1 : 0))}`;
    remaining -= label;
  }
  return `${local}@${domain}.com`;
}
const formattedCpf = (length: number) => {
  const digits = uniqueValues().document;
  return pad(
    `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    length,
    ' ',
  );
};

/** A loopback webhook URL (test allows it; nothing is sent) of exactly `length` characters. */
const loopbackUrl = (length: number) => {
  const base = 'http://127.0.0.1:9/';
  return base + 'p'.repeat(length - base.length);
};

const httpsUrl = (length: number) => {
  const base = 'https://loja.example.com/';
  return base + 'p'.repeat(length - base.length);
};

/** The documented limits (each area's page of docs/rules/), per route and property. */
const SHARED_STRING_BOUNDS: Record<string, Record<string, Bound>> = {
  'POST /v1/coupons': { code: { max: 50, value: unique } },
  'PUT /v1/coupons/{id}': { code: { max: 50, value: unique } },
  'POST /v1/customers': {
    name: { max: 150, value: (n) => 'N'.repeat(n) },
    email: { max: 150, value: email },
    document: { max: 20, value: formattedCpf },
    phone: { max: 20, value: (n) => pad('+55 (11) 98765-4321', n, ' ') },
  },
  'POST /v1/products': {
    name: { max: 150, value: (n) => 'P'.repeat(n) },
    description: { max: 1000, value: (n) => 'D'.repeat(n) },
    externalId: { max: 100, value: unique },
  },
  'PUT /v1/products/{id}': {
    name: { max: 150, value: (n) => 'P'.repeat(n) },
    description: { max: 1000, value: (n) => 'D'.repeat(n) },
  },
  'GET /v1/customers': {
    search: { max: 150, value: (n) => 'm'.repeat(n) },
    name: { max: 150, value: (n) => 'm'.repeat(n) },
    email: { max: 150, value: (n) => 'm'.repeat(n) },
    document: { max: 150, value: (n) => '5'.repeat(n) },
    phone: { max: 150, value: (n) => '1'.repeat(n) },
  },
  'GET /v1/products': { externalId: { max: 100, value: (n) => 'e'.repeat(n) } },
  'POST /v1/charges': { description: { max: 140, value: (n) => 'C'.repeat(n) } },
  'POST /v1/charges/{id}/refund': { reason: { max: 140, value: (n) => 'R'.repeat(n) } },
  'POST /v1/subscriptions': { description: { max: 35, value: (n) => 'A'.repeat(n) } },
  'POST /v1/checkouts': {
    returnUrl: { max: 2000, value: (n) => httpsUrl(n) },
    completionUrl: { max: 2000, value: (n) => httpsUrl(n) },
  },
  'POST /v1/webhook-endpoints': {
    url: { max: 2048, value: (n) => loopbackUrl(n) },
    description: { max: 500, value: (n) => 'W'.repeat(n) },
  },
  'PUT /v1/webhook-endpoints/{id}': {
    url: { max: 2048, value: (n) => loopbackUrl(n) },
    description: { max: 500, value: (n) => 'W'.repeat(n) },
  },
};

/**
 * Properties that are not free text, and what bounds them instead (tested below or in the
 * domain's unit tests): an enum, an integer range, a fixed date format, paging digits.
 */
const SHARED_NOT_FREE_TEXT: Record<string, string> = {
  type: 'enum',
  status: 'enum',
  value: 'integer range',
  max_uses: 'integer range',
  price: 'integer range',
  starts_at: 'yyyy-MM-dd[THH:mm:ss]',
  expires_at: 'yyyy-MM-dd[THH:mm:ss]',
  page: '1 to 15 digits',
  size: '1 to 15 digits, served capped at 100',
  externalId: 'refused on update (immutable)',
  cursor: 'signed by the server: anything it did not sign is 422 (test/integration/cursor.test.ts)',
  events: 'a set of event types (enum) or ["*"]',
  amount: 'integer range (numbers below)',
  expiresIn: 'integer range (numbers below)',
  customerId: 'UUID',
  chargeId: 'UUID',
  nature: 'enum',
  items: '1 to 50 lines of a UUID and an integer quantity (numbers below)',
  allowCoupons: 'boolean',
  metadata: 'at most 20 keys of 1 to 40 characters, values up to 500 (test/charges/charge.unit.test.ts)',
  interval: 'enum',
  retryPolicy: 'enum',
  outcome: 'enum',
  startDate: 'yyyy-MM-dd, at least 3 days ahead (test/subscriptions/subscriptions.test.ts)',
  endDate: 'yyyy-MM-dd, after startDate (test/subscriptions/subscriptions.test.ts)',
  couponCode: 'names a stored coupon (codes are 1 to 50 characters); more than 200 is 422 (numbers below)',
  dueDate: 'yyyy-MM-dd (dates below), today to five years ahead (test/charges/due-charges.test.ts)',
  date: 'yyyy-MM-dd (dates below)',
  daysAfterDue: 'integer range, 0 to 365 (test/charges/due-charges.test.ts)',
  fine: 'an enum and an integer range (test/charges/due-charges.test.ts)',
  interest: 'enums and an integer range (test/charges/due-charges.test.ts)',
  discount: 'an enum and 1 to 3 dates with an integer range (test/charges/due-charges.test.ts)',
  rebate: 'an enum and an integer range (test/charges/due-charges.test.ts)',
};

/** With each area's own (`test/<area>/<area>.limits.ts`). */
const STRING_BOUNDS: Record<string, Record<string, Bound>> = Object.assign(
  {},
  SHARED_STRING_BOUNDS,
  ...areaLimits.map((area) => area.strings ?? {}),
);
const NOT_FREE_TEXT: Record<string, string> = Object.assign(
  {},
  SHARED_NOT_FREE_TEXT,
  ...areaLimits.map((area) => area.notFreeText ?? {}),
);

/** A schema built on first use (`z.lazy`) exposes its shape only once unwrapped. */
function unwrapLazy(schema: z.core.$ZodType): z.core.$ZodType {
  let inner = schema;
  while (inner._zod.def.type === 'lazy') inner = (inner as z.core.$ZodLazy)._zod.innerType;
  return inner;
}

function propertiesOf(schema: z.core.$ZodType | undefined): string[] {
  const inner = schema && unwrapLazy(schema);
  if (!inner) return [];
  if (!('shape' in inner)) throw new Error(`a ${inner._zod.def.type} schema: its properties cannot be read`);
  return Object.keys((inner as z.ZodObject).shape);
}

function inputsOf(route: Route): { body: string[]; query: string[] } {
  const spec = (
    operations as Record<string, { body?: { schema: z.core.$ZodType }; query?: { schema: z.core.$ZodType } }>
  )[routeKey(route)];
  if (!spec) throw new Error(`${routeKey(route)} has no entry in lib/api/operations.ts`);
  return { body: propertiesOf(spec.body?.schema), query: propertiesOf(spec.query?.schema) };
}

/** The paged lists: the GETs whose query takes `size`. */
const listRoutes = keyed.filter(
  (route) => route.method === 'GET' && !route.path.includes('{') && inputsOf(route).query.includes('size'),
);

it('has a tested bound for every property and query parameter of every route', () => {
  const unbounded: string[] = [];
  for (const route of keyed) {
    const { body, query } = inputsOf(route);
    for (const name of [...body, ...query]) {
      const bounded = STRING_BOUNDS[routeKey(route)]?.[name] !== undefined;
      if (!bounded && NOT_FREE_TEXT[name] === undefined) unbounded.push(`${routeKey(route)} ${name}`);
    }
  }
  expect(unbounded).toEqual([]);
});

const boundCases = keyed.flatMap((route) =>
  Object.entries(STRING_BOUNDS[routeKey(route)] ?? {}).map(
    ([field, bound]) => [`${routeKey(route)} ${field}`, route, field, bound] as const,
  ),
);

describe.each(boundCases)('%s', (_, route, field, bound) => {
  it(`accepts ${bound.max} characters and refuses ${bound.max + 1} with 422`, async () => {
    const request = await valid(route);
    const attempt = async (length: number) => {
      const value = bound.value(length);
      expect(value).toHaveLength(length);
      if (route.method === 'GET') {
        const path = `${route.path}?${new URLSearchParams({ [field]: value }).toString()}`;
        return sendChecked(route, path, { key: m.readOnly });
      }
      return sendChecked(route, request.path, { json: { ...request.body, [field]: value } });
    };
    const atLimit = await attempt(bound.max);
    expect(atLimit.status, atLimit.text).toBe(request.success);
    const over = await attempt(bound.max + 1);
    expect(over.status, over.text).toBe(422);
    expect(over.json.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    // Far over (but inside the body limit) is refused the same way, not stored.
    const huge = await attempt(Math.min(8000, bound.max * 50));
    expect(huge.status, huge.text).toBe(422);
  });
});

describe('numbers', () => {
  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'POST /v1/coupons',
      'value',
      { type: 'FIXED_AMOUNT', value: MAX_CENTS },
      { type: 'FIXED_AMOUNT', value: MAX_CENTS + 1 },
    ],
    ['POST /v1/coupons', 'value', { type: 'PERCENTAGE', value: 100 }, { type: 'PERCENTAGE', value: 101 }],
    ['POST /v1/coupons', 'max_uses', { max_uses: 2_147_483_647 }, { max_uses: 2_147_483_648 }],
    ['POST /v1/products', 'price', { price: MAX_CENTS }, { price: MAX_CENTS + 1 }],
    ['POST /v1/products', 'price', { price: 500 }, { price: 499 }],
    ['PUT /v1/products/{id}', 'price', { price: MAX_CENTS }, { price: MAX_CENTS + 1 }],
    ['POST /v1/charges', 'amount', { amount: 100_000_000 }, { amount: 100_000_001 }],
    ['POST /v1/charges', 'amount', { amount: 100 }, { amount: 99 }],
    ['POST /v1/charges', 'expiresIn', { expiresIn: 2_592_000 }, { expiresIn: 2_592_001 }],
    ['POST /v1/charges', 'expiresIn', { expiresIn: 60 }, { expiresIn: 59 }],
    ['POST /v1/checkouts', 'expiresIn', { expiresIn: 86_400 }, { expiresIn: 86_401 }],
    ['POST /v1/checkouts', 'expiresIn', { expiresIn: 1800 }, { expiresIn: 1799 }],
    ['POST /v1/checkouts', 'couponCode', {}, { couponCode: 'C'.repeat(201) }],
    [
      'POST /v1/webhook-endpoints/{id}/rotate-secret',
      'expiresIn',
      { expiresIn: 86_400 },
      { expiresIn: 86_401 },
    ],
    ['POST /v1/webhook-endpoints/{id}/rotate-secret', 'expiresIn', { expiresIn: 0 }, { expiresIn: -1 }],
  ];
  it.each(cases)('%s %s: the largest accepted, one over 422', async (key, field, ok, over) => {
    const route = keyed.find((candidate) => routeKey(candidate) === key) as Route;
    const request = await valid(route);
    const accepted = await sendChecked(route, request.path, { json: { ...request.body, ...ok } });
    expect(accepted.status, accepted.text).toBe(request.success);
    const refused = await sendChecked(route, request.path, { json: { ...request.body, ...over } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.error.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('dates', () => {
  const cases: [string, string][] = [
    ['POST /v1/charges', 'dueDate'],
    ['GET /v1/charges/{id}/amount', 'date'],
    ['POST /v1/charges/{id}/simulate-payment', 'date'],
  ];
  it.each(cases)('%s %s: anything but yyyy-MM-dd is 422', async (key, field) => {
    const route = keyed.find((candidate) => routeKey(candidate) === key) as Route;
    const request = await valid(route);
    for (const value of ['2026-1-1', `2026-01-01${'0'.repeat(190)}`]) {
      const refused =
        route.method === 'GET'
          ? await sendChecked(
              route,
              `${request.path}?${new URLSearchParams({ [field]: value }).toString()}`,
              {
                key: m.readOnly,
              },
            )
          : await sendChecked(route, request.path, { json: { ...request.body, [field]: value } });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * Lists that never hold more than a page through the API: a merchant has at most 16 webhook
 * endpoints; events are written only by state changes, and reconciliations are one per day (their
 * paging is proven in test/webhooks/events.test.ts and test/reconciliation/reconciliation.test.ts);
 * and the areas' own (`notFillable`).
 */
const NOT_FILLABLE = new Set([
  '/v1/webhook-endpoints',
  '/v1/events',
  '/v1/reconciliations',
  ...areaLimits.flatMap((area) => Object.keys(area.notFillable ?? {})),
]);
const fillableLists = listRoutes.filter((route) => !NOT_FILLABLE.has(route.path));

describe.each(fillableLists.map((route) => [routeKey(route), route] as const))('%s page size', (_, route) => {
  const create = keyed.find((candidate) => candidate.method === 'POST' && candidate.path === route.path);

  it(`serves at most ${MAX_PAGE_SIZE} items per page, whatever size is asked`, async () => {
    if (!create) throw new Error(`no POST ${route.path} to fill ${routeKey(route)}`);
    const owner = await createMerchant('Loja Página');
    const fixture: Fixture = await createFixture(send, owner.full);
    // One more than the cap (the fixture made one already), a few at a time.
    for (let made = 1; made <= MAX_PAGE_SIZE; made += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, MAX_PAGE_SIZE + 1 - made) }, async () => {
          const request = templateFor(create)(fixture, uniqueValues());
          const answer = await send('POST', request.path, { key: owner.full, json: request.body });
          expect(answer.status, answer.text).toBe(request.success);
        }),
      );
    }
    // Filtered lists are capped too (every template resource matches these filters).
    const filters =
      route.path === '/v1/customers'
        ? ['', '&status=ACTIVE', '&search=maria']
        : route.path === '/v1/products'
          ? ['', '&status=ACTIVE']
          : [''];
    for (const filter of filters) {
      for (const size of ['100', '101', '1000', '999999999999999']) {
        const answer = await send('GET', `${route.path}?size=${size}${filter}`, { key: owner.readOnly });
        checkReply(answer, route.path);
        expect(answer.status, answer.text).toBe(200);
        const { content, page } = answer.json.data;
        expect(page.size, `size=${size}${filter}`).toBe(MAX_PAGE_SIZE);
        expect(content, `size=${size}${filter}`).toHaveLength(MAX_PAGE_SIZE);
        expect(page.totalElements).toBeGreaterThan(MAX_PAGE_SIZE);
        expect(page.totalPages).toBe(Math.ceil(page.totalElements / MAX_PAGE_SIZE));
      }
    }
    for (const size of ['0', '-1', '1.5', '1e3', '9999999999999999']) {
      const answer = await send('GET', `${route.path}?size=${size}`, { key: owner.readOnly });
      expect(answer.status, `size=${size}`).toBe(422);
    }
  }, 60_000);
});

describe('the paging parameters', () => {
  it.each(listRoutes.map((route) => [routeKey(route), route] as const))(
    '%s: page has at most 15 digits',
    async (_, route) => {
      const ok = await sendChecked(route, `${route.path}?page=${'9'.repeat(15)}`, { key: m.readOnly });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.json.data.content).toEqual([]);
      const over = await sendChecked(route, `${route.path}?page=${'9'.repeat(16)}`, { key: m.readOnly });
      expect(over.status, over.text).toBe(422);
    },
  );
});
