import fc from 'fast-check';
import { canonicalJson } from '../../../lib/canonical-json.js';
import { config } from '../../../lib/config.js';
import { addDays } from '../../../lib/domain/business-days.js';
import { todayIn } from '../../../lib/charges/due-charge.domain.js';
import { MAX_BODY_BYTES } from '../../../lib/http/api.js';
import { routeKey, type Route } from '../../../lib/api/routes.js';
import { toEvent } from '../../../dev/server.js';
import { checkReply, patient, sentPathOf, viaFetch, type Transport } from './http.js';
import { snapshot } from './table.js';
import {
  allRoutes,
  createFixture,
  createMerchant,
  createResource,
  hasBody,
  pathParams,
  servedAssets,
  limitsApply,
  templateFor,
  templateRequests,
  uniqueValues,
  type Entity,
  type Fixture,
  type Merchant,
  type Reply,
} from './templates.js';

/**
 * Hostile input, property based: random and adversarial requests (bodies, query strings, path ids,
 * headers, methods) on every route of the route table, sent over a real socket to the local
 * server. Shared by `test/security/hostile-input.test.ts` (bounded, fixed seed) and
 * `npm run fuzz` (as many runs as asked). No vitest here: failures are thrown errors.
 */
export interface World {
  baseUrl: string;
  send: Transport;
  owner: Merchant;
  other: Merchant;
  fixture: Fixture;
  otherFixture: Fixture;
  /** Last known stored state of both merchants, to compare after a rejected request. */
  state: { owner: string; other: string };
  /** How many answers of each status the runs got (printed by the fuzz script). */
  statuses: Record<string, number>;
}

/**
 * `send` carries the world's own requests (fixtures, refills, the suites' checks): over the socket
 * by default, waiting out a 429 as a well-behaved client does.
 */
export async function createWorld(
  baseUrl: string,
  send: Transport = patient(viaFetch(baseUrl)),
): Promise<World> {
  const [owner, other] = await Promise.all([createMerchant('Loja Fuzz'), createMerchant('Loja Fuzz Outra')]);
  const [fixture, otherFixture] = await Promise.all([
    createFixture(send, owner.full),
    createFixture(send, other.full),
  ]);
  const world: World = {
    baseUrl,
    send,
    owner,
    other,
    fixture,
    otherFixture,
    state: { owner: '', other: '' },
    statuses: {},
  };
  world.state = await states(world);
  return world;
}

/**
 * A snapshot without what a refused coupon code counts: the checkout's refused codes (and the
 * version that bumps) and the source address's refusals (`docs/rules/rate-limits.md`); keys in one
 * order, since DynamoDB may answer an updated item's attributes in another.
 */
const withoutRefusals = (snapshot: string): string =>
  canonicalJson(
    (JSON.parse(snapshot) as Record<string, unknown>[])
      .filter((item) => !String(item.PK).startsWith('RATE#coupon#'))
      .map(({ refusedCoupons: _, version: __, ...item }) => item),
  );

const states = async (world: World) => ({
  owner: await snapshot(world.owner.merchantId),
  other: await snapshot(world.other.merchantId),
});

// ---------------------------------------------------------------------------------------------
// The symbolic request: resolved against the world when it runs, so a removed fixture is replaced
// and shrinking replays meaningfully.

type IdChoice =
  | { kind: 'own' }
  | { kind: 'ownOtherEntity' }
  | { kind: 'otherMerchants' }
  | { kind: 'ownUpperCase' }
  | { kind: 'raw'; value: string };

type AuthChoice = 'full' | 'readOnly' | 'revoked' | 'other' | 'none' | { header: string };

type BodyChoice =
  | { kind: 'none' }
  | { kind: 'template' }
  | { kind: 'replace'; field: number; value: string }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; name: string; value: string }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'padded'; delta: number };

type QueryChoice =
  | { kind: 'pairs'; pairs: [string, string][]; raw: string }
  /** The template's own query string, one of its values replaced (as a body's `replace`). */
  | { kind: 'replace'; field: number; value: string };

export interface HostileRequest {
  /** A template's name: a route key, or a route key and a variant. */
  route: string;
  method: string | null;
  ids: IdChoice[];
  suffix: string;
  query: QueryChoice | null;
  auth: AuthChoice;
  contentType: string | null;
  headers: [string, string][];
  body: BodyChoice;
  /** Fresh unique values in a create's body (else the owner's own: the create collides). */
  fresh: boolean;
}

const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

/** Any text, lone surrogates and control characters included. */
const anyText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
    ),
    maxLength,
  });

const nested = (open: string, inner: string, close: string) =>
  fc.integer({ min: 1, max: 6000 }).map((n) => `${open.repeat(n)}${inner}${close.repeat(n)}`);

/** A JSON value as raw text: some of them are not what JSON.stringify would ever write. */
const jsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'null',
    'true',
    'false',
    '0',
    '-0',
    '-1',
    '1.5',
    '1e400',
    '-1e400',
    '1e-400',
    '5e2',
    '123456789012345678901234567890',
    '9007199254740993',
    '2147483648',
    '100000000001',
    '"\\ud800"',
    '"\\udfff\\ud800"',
    '"\\u0000"',
    '""',
    '"   "',
    '"PERCENTAGE"',
    '"ACTIVE"',
    '"2026-02-30"',
    '"2026-12-01T24:00:00"',
    '[]',
    '{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `"${'x'.repeat(151)}"`,
    `"${'x'.repeat(1001)}"`,
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  anyText(200).map((text) => JSON.stringify(text)),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `"${'a'.repeat(n)}"`),
  nested('[', '', ']'),
  nested('{"a":', '1', '}'),
);

/** Properties the server owns: a client naming any of them is refused (no mass assignment). */
export const SERVER_OWNED = [
  'id',
  'merchantId',
  'merchant_id',
  'used_count',
  'usedCount',
  'version',
  'created_at',
  'createdAt',
  'updated_at',
  'updatedAt',
  'deletedAt',
  'PK',
  'SK',
  'GSI1PK',
  'nameFolded',
] as const;

/** Names the fuzzer adds to bodies: server-owned ones, real fields, and prototype traps. */
const PROPERTY_NAMES = [
  ...SERVER_OWNED,
  'entity',
  'status',
  'externalId',
  'code',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const bodyChoice: fc.Arbitrary<BodyChoice> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'template' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.nat(10), value: jsonText }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.nat(10) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      name: fc.oneof(fc.constantFrom(...PROPERTY_NAMES), anyText(20)),
      value: jsonText,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.oneof(jsonText, anyText(300)) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bytes' as const),
      bytes: fc.array(fc.nat(255), { maxLength: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('padded' as const), delta: fc.integer({ min: -2, max: 2 }) }),
  },
);

const ADVERSARIAL_IDS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5C..%5Cpackage.json',
  'swagger-ui.css%00.js',
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'index.html',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  'a'.repeat(3000),
  "1'%20OR%20'1'='1",
  '%24%7Bjndi:ldap://x%7D',
  '__proto__',
  'constructor',
  '%3Cscript%3E',
  'M%23x',
  'COUPON%23x',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '01a204a4-1bb5-71d5-8979-0f1c539cfa2f%00',
];

/** Percent-encodes every byte of the UTF-8 form except unreserved characters. */
const encodeSegment = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

const idChoice: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'own' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'ownOtherEntity' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'otherMerchants' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'ownUpperCase' as const }) },
  { weight: 1, arbitrary: fc.uuid().map((value) => ({ kind: 'raw' as const, value })) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...ADVERSARIAL_IDS).map((value) => ({ kind: 'raw' as const, value })),
  },
  { weight: 1, arbitrary: anyText(60).map((text) => ({ kind: 'raw' as const, value: encodeSegment(text) })) },
);

const QUERY_NAMES = [
  'page',
  'size',
  'search',
  'name',
  'email',
  'document',
  'phone',
  'status',
  'externalId',
  // The day of `GET /v1/charges/{id}/amount`.
  'date',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'sort',
  'merchantId',
  'api_key',
];

/**
 * Dates no due-date charge can be paid on: days that do not exist, date-times and almost-dates,
 * and real days outside any charge's payable window.
 */
export const UNPAYABLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2027-02-29',
  '2026-12-10T00:00:00Z',
  '2026-12-10T24:00:00',
  '2026-12-1',
  '20261210',
  '10/12/2026',
  '+002026-12-10',
  ' 2026-12-10',
  '1970-01-01',
  '9999-12-31',
];

const queryValue = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '20',
    '100',
    '101',
    '1000',
    '1e3',
    '0x1f',
    '1.5',
    ' 1',
    '',
    '999999999999999',
    '9999999999999999',
    'ACTIVE',
    'active',
    'INACTIVE',
    'x'.repeat(150),
    'x'.repeat(151),
    'x'.repeat(5000),
    '%',
    '\u0000',
    "' OR '1'='1",
    '*',
    '.*',
    '\\',
    'maria',
    '529.982.247-25',
    // Calendar dates (the `date` query): real ones, and the ones no due-date charge is payable on.
    '2026-12-10',
    '2028-02-29',
    ...UNPAYABLE_DATES,
  ),
  anyText(200),
  fc.nat().map(String),
  // Days around a fixture's due-date charge (due in 10 days, payable 30 more): yesterday, the
  // payable ones and past the last, so a `date` reaches the amount's rules and not only its parser.
  fc
    .integer({ min: -1, max: 45 })
    .map((days) => addDays(todayIn(config().businessTimeZone, new Date()), days)),
);

const queryChoice: fc.Arbitrary<QueryChoice | null> = fc.option(
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('pairs' as const),
        pairs: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), anyText(12)), queryValue), {
          maxLength: 5,
        }),
        raw: fc.constantFrom('', '', '', '&', '%', '%E0%A4%A', 'page=%zz', '==', 'page&size', '&&size=1'),
      }),
    },
    // A route's own parameter with a hostile value (`?date=2026-02-30` on the amount route): random
    // names alone seldom name the one parameter a route reads.
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.nat(10), value: queryValue }),
    },
  ),
  { freq: 2 },
);

const authChoice: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('full' as const) },
  { weight: 2, arbitrary: fc.constant('readOnly' as const) },
  { weight: 1, arbitrary: fc.constant('revoked' as const) },
  { weight: 1, arbitrary: fc.constant('other' as const) },
  { weight: 1, arbitrary: fc.constant('none' as const) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer {full}',
          'ApiKey',
          'ApiKey ',
          'apikey {full}',
          'APIKEY   {full}   ',
          'ApiKey {full} extra',
          'ApiKey {full},ApiKey {other}',
          'ApiKey {full}\t',
          'Basic dXNlcjpwYXNz',
          `ApiKey mp_sk_test_${'A'.repeat(43)}`,
          `ApiKey mp_sk_live_${'A'.repeat(43)}`,
          `ApiKey mp_sk_test_${'A'.repeat(257)}`,
          `ApiKey ${'x'.repeat(4000)}`,
          'ApiKey {full}{full}',
        ),
        printable(300),
      )
      .map((header) => ({ header })),
  },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  ';',
];

const HEADER_NAMES = [
  'x-request-id',
  'x-forwarded-for',
  'x-http-method-override',
  'x-amzn-trace-id',
  'accept',
  'accept-language',
  'content-encoding',
  'origin',
  'cookie',
  'x-api-key',
  'if-none-match',
  'x-merchant-id',
];

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
  route: fc.constantFrom(...templateRequests().map((request) => request.name)),
  method: fc.oneof(
    { weight: 10, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  ),
  ids: fc.array(idChoice, { minLength: 1, maxLength: 1 }),
  suffix: fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('/', '/x', '//', '/..', '%2F', '/%00') },
  ),
  query: queryChoice,
  auth: authChoice,
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...CONTENT_TYPES), printable(60)) },
  ),
  headers: fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), printable(200)), { maxLength: 3 }),
  body: bodyChoice,
  fresh: fc.boolean(),
});

// ---------------------------------------------------------------------------------------------

const ENTITY_OF_PATH: Record<string, Entity> = {
  '/v1/coupons/{id}': 'coupons',
  '/v1/customers/{id}': 'customers',
  '/v1/products/{id}': 'products',
  '/v1/webhook-endpoints/{id}': 'webhook-endpoints',
};

const fixtureOf = (fixture: Fixture, entity: Entity) =>
  entity === 'coupons'
    ? fixture.coupon
    : entity === 'customers'
      ? fixture.customer
      : entity === 'webhook-endpoints'
        ? fixture.webhookEndpoint
        : fixture.product;

function resolveId(world: World, route: Route, choice: IdChoice, templateValue: string): string {
  const entity = ENTITY_OF_PATH[route.path];
  switch (choice.kind) {
    case 'own':
      return templateValue;
    case 'ownUpperCase':
      return templateValue.toUpperCase();
    case 'ownOtherEntity':
      return entity === 'coupons' ? world.fixture.product.id : world.fixture.coupon.id;
    case 'otherMerchants':
      return entity ? fixtureOf(world.otherFixture, entity).id : templateValue;
    case 'raw':
      return choice.value;
  }
}

const rawJsonObject = (entries: [string, string][]): string =>
  `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;

function resolveBody(
  template: Record<string, unknown> | undefined,
  choice: BodyChoice,
): Uint8Array | undefined {
  const entries: [string, string][] = Object.entries(template ?? {}).map(([name, value]) => [
    name,
    JSON.stringify(value),
  ]);
  const text = (value: string) => Buffer.from(value, 'utf8');
  switch (choice.kind) {
    case 'none':
      return undefined;
    case 'template':
      return text(rawJsonObject(entries));
    case 'replace': {
      if (entries.length === 0) return text(choice.value);
      const at = choice.field % entries.length;
      entries[at] = [entries[at]?.[0] ?? 'x', choice.value];
      return text(rawJsonObject(entries));
    }
    case 'drop':
      if (entries.length) entries.splice(choice.field % entries.length, 1);
      return text(rawJsonObject(entries));
    case 'extra':
      return text(rawJsonObject([...entries, [choice.name, choice.value]]));
    case 'text':
      return text(choice.text);
    case 'bytes':
      return Uint8Array.from(choice.bytes);
    case 'padded': {
      const json = rawJsonObject(entries);
      return text(json + ' '.repeat(Math.max(0, MAX_BODY_BYTES + choice.delta - Buffer.byteLength(json))));
    }
  }
}

export interface Resolved {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
}

/** A template on the owner's fixture, reusing its unique values (so creates collide). */
const templateOf = (world: World, route: Route, fresh = false, template = templateFor(route)) =>
  template(
    world.fixture,
    fresh
      ? uniqueValues()
      : {
          code: world.fixture.coupon.code,
          document: world.fixture.customer.document,
          externalId: world.fixture.product.externalId,
        },
  );

export function resolve(world: World, request: HostileRequest): { route: Route; resolved: Resolved } {
  const chosen = templateRequests().find((candidate) => candidate.name === request.route);
  if (!chosen) throw new Error(`no template ${request.route}`);
  const { route } = chosen;
  const template = templateOf(world, route, request.fresh, chosen.template);
  const params = pathParams(route, template.path);
  let index = 0;
  let path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    resolveId(world, route, request.ids[index++ % request.ids.length] ?? { kind: 'own' }, params[name] ?? ''),
  );
  path += request.suffix;
  const templateQuery = template.path.includes('?')
    ? template.path.slice(template.path.indexOf('?') + 1)
    : '';
  if (request.query?.kind === 'pairs') {
    const search = new URLSearchParams(request.query.pairs).toString();
    const query = [search, request.query.raw].filter(Boolean).join('&');
    if (query) path += `?${query}`;
  } else if (request.query?.kind === 'replace') {
    const pairs = [...new URLSearchParams(templateQuery)];
    const at = request.query.field % Math.max(1, pairs.length);
    if (pairs[at]) pairs[at] = [pairs[at][0], request.query.value];
    const query = new URLSearchParams(pairs).toString();
    if (query) path += `?${query}`;
  } else if (templateQuery) {
    path += `?${templateQuery}`;
  }
  const keys = world.owner;
  const headers: Record<string, string> = {};
  const auth = request.auth;
  if (auth === 'full') headers.authorization = `ApiKey ${keys.full}`;
  else if (auth === 'readOnly') headers.authorization = `ApiKey ${keys.readOnly}`;
  else if (auth === 'revoked') headers.authorization = `ApiKey ${keys.revoked}`;
  else if (auth === 'other') headers.authorization = `ApiKey ${world.other.full}`;
  else if (auth !== 'none') {
    headers.authorization = auth.header
      .replaceAll('{full}', keys.full)
      .replaceAll('{other}', world.other.full);
  }
  for (const [name, value] of request.headers) headers[name] = value;
  const method = request.method ?? route.method;
  let body = method === 'GET' ? undefined : resolveBody(template.body, request.body);
  if (!hasBody(route) && request.body.kind === 'template') body = undefined;
  if (body !== undefined) {
    const contentType = request.contentType ?? (hasBody(route) ? 'application/json' : null);
    if (contentType !== null) headers['content-type'] = contentType;
  }
  return { route, resolved: { method, path, headers, body } };
}

async function sendResolved(world: World, request: Resolved): Promise<Reply> {
  // The answer of the request sent: a 303 is checked as such, never followed to another route.
  const response = await fetch(`${world.baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    redirect: 'manual',
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  const headers = Object.fromEntries(response.headers.entries());
  let json: unknown;
  try {
    json = (headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers, text, json };
}

const prototypeNames = (): string => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const PROTOTYPE = prototypeNames();

/** Replaces whatever of the owner's fixture a successful request removed. */
async function refill(world: World): Promise<void> {
  for (const entity of ['coupons', 'customers', 'products', 'webhook-endpoints'] as const) {
    const current = fixtureOf(world.fixture, entity);
    const got = await world.send('GET', `/v1/${entity}/${current.id}`, { key: world.owner.full });
    if (got.status === 200) {
      // A hostile PUT may have made the product INACTIVE (a valid change): the checkout templates
      // sell it, so it is made sellable again.
      if (entity === 'products' && (got.json as { data: { status: string } }).data.status !== 'ACTIVE')
        await world.send('PUT', `/v1/products/${current.id}`, {
          key: world.owner.full,
          json: { status: 'ACTIVE' },
        });
      continue;
    }
    if (entity === 'coupons')
      world.fixture.coupon = await createResource(world.send, world.owner.full, entity);
    else if (entity === 'customers')
      world.fixture.customer = await createResource(world.send, world.owner.full, entity);
    else if (entity === 'webhook-endpoints')
      world.fixture.webhookEndpoint = await createResource(world.send, world.owner.full, entity);
    else world.fixture.product = await createResource(world.send, world.owner.full, entity);
  }
}

const describeResolved = (request: Resolved): string =>
  JSON.stringify({
    method: request.method,
    path: request.path.length > 400 ? `${request.path.slice(0, 400)}…` : request.path,
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        value.length > 200 ? `${value.slice(0, 200)}…` : value,
      ]),
    ),
    body:
      request.body === undefined
        ? undefined
        : Buffer.from(request.body).toString('utf8').slice(0, 400) + (request.body.length > 400 ? '…' : ''),
  });

/**
 * A 429 comes only from a route a limit of `docs/rules/rate-limits.md` applies to, as `rate_limited`
 * with `Retry-After` and the RateLimit fields, or as the page's cap on refused coupon codes.
 */
function checkLimited(world: World, answered: Route | undefined, answer: Reply): void {
  if (!answered || !limitsApply(answered, templateOf(world, answered)))
    throw new Error(`429 from ${answered ? routeKey(answered) : 'no route'}, where no limit applies`);
  // The page answers a person: its 429 is HTML, with the same fields.
  const code = (answer.headers['content-type'] ?? '').startsWith('text/html')
    ? 'rate_limited'
    : (answer.json as { error: { code: string } }).error.code;
  if (code === 'too_many_coupon_attempts' && answered.path === '/pay/{token}/coupon') return;
  if (code !== 'rate_limited') throw new Error(`429 with code ${code}`);
  for (const header of ['retry-after', 'ratelimit', 'ratelimit-policy'])
    if (!answer.headers[header]) throw new Error(`429 without ${header}`);
}

/**
 * Sends one hostile request and checks the invariants: never a 5xx; always the envelope (JSON with
 * data/success/error, error.status equal to the HTTP status, error.path the path sent) except for a
 * public route's document; an X-Request-Id; no internal property in any answer; Object.prototype
 * untouched; and when the request was rejected, neither merchant's stored state changed.
 */
export async function runHostile(world: World, request: HostileRequest): Promise<void> {
  const { resolved } = resolve(world, request);
  let answer: Reply;
  try {
    answer = await sendResolved(world, resolved);
  } catch (error) {
    throw new Error(`request failed at the socket: ${String(error)}\n${describeResolved(resolved)}`, {
      cause: error,
    });
  }
  world.statuses[answer.status] = (world.statuses[answer.status] ?? 0) + 1;
  try {
    // The route that really answered (a changed method or path may reach another one).
    const sent = new URL(`${world.baseUrl}${resolved.path}`);
    const { event } = toEvent({
      method: resolved.method,
      url: sent.pathname + sent.search,
      headers: resolved.headers,
    });
    const answered = allRoutes.find((candidate) => routeKey(candidate) === event.routeKey);
    // A document's success is not the envelope: the public page and its assets, and the ledger's CSV.
    const document = answered !== undefined && templateOf(world, answered).kind !== 'envelope';
    // A page for people (its row's `htmlErrors`: the hosted page, the dashboard) answers its
    // refusals with an HTML page, not the envelope; every other error of every route is the envelope.
    const pageNotFound =
      document &&
      answered.htmlErrors === true &&
      answer.status < 500 &&
      (answer.headers['content-type'] ?? '').startsWith('text/html');
    checkReply(answer, sentPathOf(world.baseUrl, resolved.path), !document, undefined, pageNotFound);
    if (answer.status === 429) checkLimited(world, answered, answer);
    if (answered?.assets && answer.status === 200) {
      const asset = event.pathParameters?.asset ?? '';
      if (!servedAssets(answered).includes(asset))
        throw new Error(`served ${asset}, not one of the route's assets`);
    }
    if (prototypeNames() !== PROTOTYPE || ({} as Record<string, unknown>).polluted !== undefined) {
      throw new Error('Object.prototype was changed');
    }
    const now = await states(world);
    if (answer.status >= 400) {
      // The page counts a refused coupon code on its checkout (decisions.md: 10 at most), and
      // every code it refuses keeps its address's try (docs/rules/rate-limits.md): the changes a refusal makes,
      // which the comparison leaves out.
      const counted = answered?.path === '/pay/{token}/coupon';
      if (
        counted
          ? withoutRefusals(now.owner) !== withoutRefusals(world.state.owner)
          : now.owner !== world.state.owner
      )
        throw new Error(`a rejected request (${answer.status}) changed the owner's data`);
      if (now.other !== world.state.other)
        throw new Error(`a rejected request (${answer.status}) changed the other merchant's data`);
    } else if (resolved.method === 'DELETE' || resolved.method === 'PUT') {
      await refill(world);
      world.state = await states(world);
      return;
    }
    world.state = now;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${describeResolved(resolved)}`, { cause: error });
  }
}

export const hostileProperty = (world: World) =>
  fc.asyncProperty(hostileRequest, (request) => runHostile(world, request));
