import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import { couponView, type CouponView } from '../../lib/coupons/coupon.domain.js';
import { customerView, type CustomerView } from '../../lib/customers/customer.domain.js';
import { pagingQuerySchema, pageOf } from '../../lib/domain/paging.js';
import { productView, type ProductView } from '../../lib/products/product.domain.js';
import { countsRequests, routeKey, routes, tableAccessOf, type Route } from '../../lib/api/routes.js';
import { errorCodes } from '../../lib/api/error-codes.js';
import { messages } from '../../lib/messages.js';
import { couponMessages } from '../../lib/coupons/coupons.messages.js';
import { productMessages } from '../../lib/products/products.messages.js';
import { contractValidator } from '../../lib/api/contract.js';
import {
  buildOpenApiDocument,
  DEFAULT_SETTINGS,
  documentPath,
  errorStatuses,
  openApiDocument,
} from '../../lib/api/document.js';
import { EXAMPLE_TIME_ZONE } from '../../lib/openapi/examples.js';
import { storedCoupon } from '../../lib/coupons/coupons.openapi.js';
import { storedProduct } from '../../lib/products/products.openapi.js';
import { OPENAPI_PATH, renderOpenApiFile } from '../../lib/api/file.js';
import { operations, type OperationSpec } from '../../lib/api/operations.js';
import { couponResponseSchema } from '../../lib/coupons/coupons.openapi-schemas.js';
import { customerResponseSchema } from '../../lib/customers/customers.openapi-schemas.js';
import { productResponseSchema } from '../../lib/products/products.openapi-schemas.js';
import { pageResponseSchema } from '../../lib/openapi/responses.js';

const doc = openApiDocument();
type Operation = {
  operationId: string;
  security?: unknown[];
  'x-permission'?: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: unknown;
  responses: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { value: unknown }> }>; headers?: object }
  >;
};
const paths = doc.paths as Record<string, Record<string, Operation>>;
const allRoutes: readonly Route[] = routes;
const operationOf = (route: Route): Operation =>
  paths[documentPath(route.path)]![route.method.toLowerCase()]!;
const specOf = (route: Route): OperationSpec =>
  (operations as Record<string, OperationSpec>)[routeKey(route)]!;

describe('route table -> document', () => {
  it('has an operations.ts entry for every route in the table, and none for a route that is not', () => {
    const keys = allRoutes.map(routeKey).sort();
    expect(Object.keys(operations).sort()).toEqual(keys);
  });

  it('documents exactly the routes of the table, under the /v1 server (the payment page under the root)', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/v1' })]);
    const documented = Object.entries(paths).flatMap(([path, item]) => {
      // A path outside /v1 (the hosted page) names its own server: the host's root.
      const root = 'servers' in item;
      if (root) expect(item.servers, path).toEqual([expect.objectContaining({ url: '/' })]);
      return Object.keys(item)
        .filter((key) => key !== 'servers')
        .map((method) => `${method.toUpperCase()} ${root ? '' : '/v1'}${path}`);
    });
    expect(documented.sort()).toEqual(allRoutes.map(routeKey).sort());
  });

  it('gives operations unique ids, a summary, the route tag, and its permission', () => {
    const ids = allRoutes.map((route) => operationOf(route).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of allRoutes) {
      const operation = operationOf(route);
      expect(operation).toMatchObject({
        summary: (operations as Record<string, { summary: string }>)[routeKey(route)]?.summary,
        tags: [route.tag],
      });
      expect((operation as { summary?: string }).summary, routeKey(route)).toMatch(/^\S.{5,}$/);
      if (route.permission === null) {
        expect(operation.security, routeKey(route)).toEqual([]);
      } else {
        expect(operation.security, routeKey(route)).toBeUndefined();
        expect(operation['x-permission']).toBe(route.permission);
      }
    }
  });

  it('declares the ApiKey scheme in the Authorization header and requires it by default', () => {
    expect(doc.security).toEqual([{ ApiKey: [] }]);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(doc.components.securitySchemes.ApiKey.description).toContain('ApiKey <chave>');
  });

  it('lists the statuses decisions.md gives each kind of route', () => {
    const expected = (route: Route): string[] => {
      const body = route.method === 'POST' || route.method === 'PUT';
      const keyed = route.permission !== null;
      const statuses = [
        specOf(route).success.status,
        ...(body ? [400, ...(route.body === 'form' ? [] : [415, 422])] : []),
        // A read answered from stored state that can refuse it (a day a charge cannot be paid).
        ...(specOf(route).errors?.[400] ? [400] : []),
        ...(keyed ? [401] : []),
        // A public route that uses the table (the payment page) meets a sick database too.
        ...(keyed || tableAccessOf(route) !== 'none' ? [503] : []),
        ...(route.permission === 'FULL_ACCESS' ? [403] : []),
        ...(route.path.includes('{') ? [404] : []),
        ...(specOf(route).query ? [422] : []),
        // Idempotency-Key: the first request still runs (409), an invalid or reused key (422).
        ...(route.method === 'POST' && keyed ? [409, 422] : []),
        // Every keyed route and the page's counted routes: 429 over the limit
        // (docs/rules/rate-limits.md).
        ...(countsRequests(route) ? [429] : []),
        // Statuses an operation adds for its own cause (the page's 429 after too many codes).
        ...Object.keys(specOf(route).extraResponses ?? {}).map(Number),
        413,
        500,
      ];
      return [...new Set(statuses)].map(String).sort();
    };
    for (const route of allRoutes) {
      expect(Object.keys(operationOf(route).responses).sort(), routeKey(route)).toEqual(expected(route));
    }
    // The spot checks the interface spells out.
    const put = allRoutes.find((route) => routeKey(route) === 'PUT /v1/coupons/{id}')!;
    expect(errorStatuses(put, specOf(put))).toEqual([400, 401, 403, 404, 413, 415, 422, 429, 500, 503]);
    const list = allRoutes.find((route) => routeKey(route) === 'GET /v1/coupons')!;
    expect(errorStatuses(list, specOf(list))).not.toContain(403);
  });

  it('describes every query parameter the handler parses, with paging as integers', () => {
    const list = operationOf(allRoutes.find((route) => routeKey(route) === 'GET /v1/customers')!);
    expect(list.parameters!.map((p) => p.name).sort()).toEqual(
      ['cursor', 'document', 'email', 'name', 'page', 'phone', 'search', 'size', 'status'].sort(),
    );
    expect(list.parameters!.find((p) => p.name === 'size')!.schema).toEqual({
      type: 'integer',
      format: 'int64',
      minimum: 1,
      maximum: 999_999_999_999_999,
      default: 20,
    });
  });

  it('declares page and size the way the query schema reads them', () => {
    const accepts = (schema: Record<string, unknown>, text: string): boolean => {
      const n = Number(text);
      return (
        /^-?\d+$/.test(text) &&
        Number.isInteger(n) &&
        n >= (schema.minimum as number) &&
        n <= (schema.maximum as number)
      );
    };
    const params = operationOf(allRoutes.find((route) => routeKey(route) === 'GET /v1/coupons')!).parameters!;
    for (const name of ['page', 'size'] as const) {
      const schema = params.find((p) => p.name === name)!.schema;
      for (const text of [
        '-1',
        '0',
        '1',
        '7',
        '250',
        '1.5',
        'abc',
        '',
        '1e3',
        '999999999999999',
        '1000000000000000',
      ]) {
        const zodAccepts = pagingQuerySchema.safeParse({ [name]: text }).success;
        expect(zodAccepts, `${name}=${text}`).toBe(accepts(schema, text));
      }
    }
  });

  it('shows the catalog messages as examples', () => {
    const text = JSON.stringify(doc);
    const {
      routeNotFound,
      methodNotAllowed,
      payloadTooLarge,
      forbidden,
      forbiddenNeeds,
      bearerScheme,
      bareKey,
      xApiKey,
      otherEnvironment,
      ...errors
    } = messages.errors;
    void [routeNotFound, methodNotAllowed]; // the $default route is not an operation
    void forbidden; // a 403 names the permission the route needs
    void [bearerScheme, bareKey, xApiKey, otherEnvironment]; // variants of the 401 example
    for (const message of [
      ...Object.values(errors),
      payloadTooLarge(16 * 1024),
      forbiddenNeeds('FULL_ACCESS'),
    ])
      expect(text).toContain(message);
    expect(text).toContain(messages.limits.key(1));
    expect(text).toContain(couponMessages.duplicateCode);
    expect(text).toContain(couponMessages.mergedPeriod);
    expect(text).toContain(productMessages.externalIdImmutable);
  });

  it("says which ids are not UUIDs, from the schemas themselves (a cycle's 32 hex characters)", () => {
    const test = buildOpenApiDocument({ ...DEFAULT_SETTINGS, environment: 'test' });
    expect(test.info.description).toMatch(/Ids são UUIDs, exceto: [^\n]*Cycle[^\n]*`\^\[a-f0-9\]\{32\}\$`/);
  });

  it('lists every error code of lib/error-codes.ts, as the enum and with its meaning', () => {
    const schemas = (doc.components as { schemas: Record<string, any> }).schemas; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema
    const error = schemas.Error.properties;
    expect(error.code.enum).toEqual(Object.keys(errorCodes));
    for (const [code, meaning] of Object.entries(errorCodes))
      expect(error.code.description).toContain(`\`${code}\`: ${meaning}`);
    expect(schemas.FieldError.required).toContain('code');
    expect(schemas.FieldError.properties.code.enum).toEqual(Object.keys(errorCodes));
  });

  it('documents WWW-Authenticate: ApiKey on every 401', () => {
    let checked = 0;
    for (const route of allRoutes) {
      const response = operationOf(route).responses['401'] as
        { headers?: Record<string, unknown> } | undefined;
      if (route.permission === null) continue;
      expect(response?.headers?.['WWW-Authenticate'], routeKey(route)).toBeDefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has examples that the document itself accepts', () => {
    const validator = contractValidator(doc);
    let checked = 0;
    for (const route of allRoutes) {
      for (const [status, response] of Object.entries(operationOf(route).responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            const problems = validator.problems({
              routeKey: routeKey(route),
              status: Number(status),
              headers: {
                'content-type': mediaType,
                'x-request-id': 'example',
                ...(status === '401' ? { 'www-authenticate': 'ApiKey' } : {}),
                ...(status === '429' ? { 'retry-after': '1' } : {}),
              },
              body: JSON.stringify(example.value),
            });
            expect(problems, `${routeKey(route)} ${status} ${name}`).toEqual([]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is committed as generated (run `npm run openapi` after changing a route or schema)', async () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(await renderOpenApiFile());
  });

  it('comes out the same on every build', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(buildOpenApiDocument()));
  });

  it("names the deployment's key prefix and business time zone", () => {
    const text = JSON.stringify(
      buildOpenApiDocument({ keyPrefix: 'loja', businessTimeZone: 'America/Manaus', environment: 'test' }),
    );
    expect(text).toContain('loja_sk_live_<segredo>');
    expect(text).toContain('ApiKey loja_sk_test_');
    expect(text).toContain('America/Manaus');
  });

  it("gives every server its audience and the deployment's environment", () => {
    for (const environment of ['test', 'live'] as const) {
      const built = buildOpenApiDocument({ ...DEFAULT_SETTINGS, environment });
      const servers = [
        ...built.servers,
        ...Object.values(built.paths).flatMap((item) => (item.servers as object[] | undefined) ?? []),
      ];
      expect(servers.length).toBeGreaterThan(1);
      for (const server of servers) {
        expect(server).toMatchObject({
          'x-internal': false,
          description: expect.stringContaining(
            environment === 'live' ? 'produção (`live`)' : 'testes (`test`',
          ),
        });
      }
    }
  });
});

describe('response schemas', () => {
  it('have exactly the types of the views', () => {
    expectTypeOf<z.output<typeof couponResponseSchema>>().toEqualTypeOf<CouponView>();
    expectTypeOf<z.output<typeof customerResponseSchema>>().toEqualTypeOf<CustomerView>();
    expectTypeOf<z.output<typeof productResponseSchema>>().toEqualTypeOf<ProductView>();
  });

  it('accept what the views make', () => {
    const coupon = storedCoupon({ code: 'X', type: 'FIXED_AMOUNT', value: 1, max_uses: 3 });
    const view = couponView(coupon, EXAMPLE_TIME_ZONE, new Date());
    expect(couponResponseSchema.parse(view)).toEqual(view);
    expect(
      pageResponseSchema(couponResponseSchema).parse(pageOf([view], { page: 0, size: 20 }, 1)),
    ).toBeTruthy();
    const customer = customerView({
      id: coupon.id,
      merchantId: 'm',
      name: 'Ana',
      email: null,
      document: null,
      phone: null,
      status: 'ACTIVE',
      createdAt: coupon.createdAt,
      updatedAt: coupon.updatedAt,
      version: 1,
    });
    expect(customerResponseSchema.parse(customer)).toEqual(customer);
    const product = productView(storedProduct({ name: 'P', price: 500 }));
    expect(productResponseSchema.parse(product)).toEqual(product);
  });
});

describe('contract validator', () => {
  const validator = contractValidator(doc);
  const ok = { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r' };
  const coupon = couponView(
    storedCoupon({ code: 'X', type: 'PERCENTAGE', value: 5 }),
    EXAMPLE_TIME_ZONE,
    new Date(),
  );
  const envelope = (data: unknown) => JSON.stringify({ data, success: true, error: null });
  const check = (
    routeKey: string,
    status: number,
    body: string | undefined,
    headers: Record<string, string> = ok,
  ) => validator.problems({ routeKey, status, headers, body });

  it('accepts a documented response', () => {
    expect(check('GET /v1/coupons/{id}', 200, envelope(coupon))).toEqual([]);
    expect(check('DELETE /v1/coupons/{id}', 204, undefined, { 'x-request-id': 'r' })).toEqual([]);
  });

  it('rejects a status the operation does not document', () => {
    expect(check('GET /v1/coupons', 403, '{}').join()).toMatch(/does not list/);
    expect(check('GET /v1/coupons', 201, envelope(coupon)).join()).toMatch(/does not list/);
  });

  it('rejects a body that drifted from the schema', () => {
    expect(check('GET /v1/coupons/{id}', 200, envelope({ ...coupon, extra: 1 })).join()).toMatch(
      /additional properties/,
    );
    expect(check('GET /v1/coupons/{id}', 200, envelope({ ...coupon, value: '5' })).join()).toMatch(/number/);
    expect(check('GET /v1/coupons/{id}', 200, envelope({ ...coupon, created_at: 'ontem' })).join()).toMatch(
      /date-time/,
    );
  });

  it('rejects a missing request id, an undocumented media type or body, and a wrong error status', () => {
    expect(
      check('GET /v1/coupons/{id}', 200, envelope(coupon), { 'content-type': 'application/json' }),
    ).toEqual(['header X-Request-Id is missing']);
    expect(
      check('GET /v1/coupons/{id}', 200, envelope(coupon), { ...ok, 'content-type': 'text/plain' }).join(),
    ).toMatch(/content-type/);
    expect(check('DELETE /v1/coupons/{id}', 204, '{}').join()).toMatch(/no body/);
    const error = {
      timestamp: '2026-01-01T00:00:00Z',
      status: 400,
      message: 'x',
      path: '/v1/coupons',
      fields: null,
    };
    expect(
      check('GET /v1/coupons/{id}', 404, JSON.stringify({ data: null, success: false, error })).join(),
    ).toMatch(/error.status/);
  });

  it('holds unmatched routes to the 404 envelope', () => {
    const error = {
      timestamp: '2026-01-01T00:00:00Z',
      status: 404,
      code: 'route_not_found',
      message: 'x',
      path: '/v1/x',
      fields: null,
    };
    expect(check('$default', 404, JSON.stringify({ data: null, success: false, error }))).toEqual([]);
    expect(check('$default', 200, JSON.stringify({ data: null, success: false, error })).join()).toMatch(
      /not 404/,
    );
    expect(check('GET /v1/nothing', 200, '{}').join()).toMatch(/not in the OpenAPI document/);
  });
});
