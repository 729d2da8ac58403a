/**
 * Realistic requests per resource, and what each kind of route needs at least from DynamoDB. The
 * routes themselves come from the route table at run time; a route whose resource has no recipe
 * here is reported as not measured rather than guessed at.
 */
import { config } from '../lib/config.js';
import { createCoupon } from '../lib/db/coupons.js';
import { createCustomer } from '../lib/db/customers.js';
import type { Entity } from '../lib/db/keys.js';
import { createProduct } from '../lib/db/products.js';
import { createCouponSchema } from '../lib/domain/coupon.js';
import { createCustomerSchema } from '../lib/domain/customer.js';
import { createProductSchema } from '../lib/domain/product.js';
import type { Route } from '../lib/http/routes.js';
import { parseBody } from '../lib/http/validation.js';

export interface Created {
  id: string;
  /** The stored form of the value a uniqueness guard holds (code, document, externalId). */
  unique: string;
}

export interface Recipe {
  resource: string;
  entity: Entity;
  /** A valid create body with fresh unique values; `unique` is its stored form. */
  createBody(seq: number): { body: Record<string, unknown>; unique: string };
  /** A valid partial update (absent when the resource has no update route). */
  updateBody(seq: number): Record<string, unknown>;
  /** The real create code, as the create handler calls it (body validated by the same schema). */
  create(merchantId: string, body: unknown): Promise<{ id: string }>;
  /** Filtered list requests whose cost is worth following as the merchant grows. */
  growthQueries(sample: Created): { label: string; query: string }[];
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João'];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
];

/** A valid CPF for a sequence number (check digits by the Receita's modulo 11 rule). */
export function cpf(seq: number): string {
  const base = String(100_000_000 + (seq % 800_000_000));
  const digit = (body: string): number => {
    let sum = 0;
    for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (body.length + 1 - i);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

const ascii = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

const formatCpf = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** Distinguishes this run's unique values from any other run against the same table. */
const RUN = Date.now().toString(36).toUpperCase();

const couponSchema = () => createCouponSchema(config().businessTimeZone);

const coupons: Recipe = {
  resource: 'coupons',
  entity: 'COUPON',
  createBody: (seq) => {
    const code = `BENCH${RUN}X${seq}`;
    const percentage = seq % 2 === 0;
    return {
      unique: code,
      body: {
        code: code.toLowerCase(),
        type: percentage ? 'PERCENTAGE' : 'FIXED_AMOUNT',
        value: percentage ? 5 + (seq % 40) : 500 + (seq % 5000),
        max_uses: seq % 3 === 0 ? null : 100 + (seq % 900),
        starts_at: '2026-01-01',
        expires_at: '2027-12-31T23:59:59',
      },
    };
  },
  updateBody: (seq) => ({ value: 10 + (seq % 50), max_uses: 1000, expires_at: '2028-06-30' }),
  create: (merchantId, body) => createCoupon(merchantId, parseBody(couponSchema(), body)),
  growthQueries: () => [],
};

const customers: Recipe = {
  resource: 'customers',
  entity: 'CUSTOMER',
  createBody: (seq) => {
    const document = cpf(seq);
    const first = FIRST[seq % FIRST.length] as string;
    const last = LAST[Math.floor(seq / FIRST.length) % LAST.length] as string;
    const phone = String(11_900_000_000 + (seq % 99_999_999));
    return {
      unique: document,
      body: {
        name: `  ${first} ${last} de Teste `,
        email: `${ascii(first)}.${last}.${RUN}.${seq}@Exemplo.com.br`,
        document: formatCpf(document),
        phone: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`,
      },
    };
  },
  updateBody: () => ({}),
  create: (merchantId, body) => createCustomer(merchantId, parseBody(createCustomerSchema, body)),
  // One surname in ten: a realistic search that still reads every customer to count matches.
  growthQueries: () => [{ label: 'search=nascimento', query: 'search=nascimento' }],
};

const products: Recipe = {
  resource: 'products',
  entity: 'PRODUCT',
  createBody: (seq) => {
    const externalId = `SKU-${RUN}-${seq}`;
    return {
      unique: externalId,
      body: {
        name: `Camiseta algodão orgânico modelo ${seq}`,
        price: 1990 + (seq % 100) * 10,
        description: 'Camiseta de algodão orgânico, tamanhos P ao GG, estampa feita à mão em São Paulo.',
        externalId,
      },
    };
  },
  updateBody: (seq) => ({ price: 2490 + (seq % 100), description: 'Nova coleção, mesma camiseta.' }),
  create: (merchantId, body) => createProduct(merchantId, parseBody(createProductSchema, body)),
  growthQueries: (sample) => [
    { label: 'status=ACTIVE', query: 'status=ACTIVE' },
    { label: 'externalId=<one>', query: `externalId=${encodeURIComponent(sample.unique)}` },
  ],
};

export const RECIPES: Record<string, Recipe> = { coupons, customers, products };

export type Kind = 'create' | 'list' | 'get' | 'update' | 'delete' | 'public' | 'unknown';

export interface RouteInfo {
  route: Route;
  key: string;
  kind: Kind;
  recipe: Recipe | undefined;
  /** Path with `{id}` left in place. */
  path: string;
}

/** Classifies a route of the route table by method, path shape and permission. */
export function describe(route: Route): RouteInfo {
  const key = `${route.method} ${route.path}`;
  const resource = route.path.split('/')[2] ?? '';
  const recipe = RECIPES[resource];
  const permission: string | null = route.permission;
  const byId = route.path.includes('{id}');
  let kind: Kind = 'unknown';
  if (permission === null) kind = route.method === 'GET' ? 'public' : 'unknown';
  else if (recipe) {
    if (route.method === 'POST' && !byId) kind = 'create';
    else if (route.method === 'GET' && !byId) kind = 'list';
    else if (route.method === 'GET' && byId) kind = 'get';
    else if (route.method === 'PUT' && byId) kind = 'update';
    else if (route.method === 'DELETE' && byId) kind = 'delete';
  }
  return { route, key, kind, recipe, path: route.path };
}

/**
 * The fewest DynamoDB calls each kind of work needs with this single-table design, and why. A
 * key lookup is not counted: it is cached (one more GetItem on a cache miss).
 */
export const MINIMUM: Record<Kind, { calls: number; steps: number; why: string } | undefined> = {
  get: { calls: 1, steps: 1, why: 'one GetItem' },
  list: {
    calls: 3,
    steps: 2,
    why: 'page Query and counter-shards Query in parallel, then a consistent BatchGetItem of the page keys',
  },
  create: { calls: 1, steps: 1, why: 'one transaction: item, guard, counter' },
  update: { calls: 2, steps: 2, why: 'read to merge and re-validate, then a conditional write' },
  delete: { calls: 2, steps: 2, why: 'read the guarded value and version, then one transaction' },
  public: { calls: 0, steps: 0, why: 'no data' },
  unknown: undefined,
};
