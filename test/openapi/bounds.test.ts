import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ApiError } from '../../lib/errors.js';
import { parseBody, parseQuery } from '../../lib/http/validation.js';
import { documentPath, openApiDocument } from '../../lib/api/document.js';
import { operations, type OperationSpec } from '../../lib/api/operations.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { isPublic, routeKey, routes, type Route } from '../../lib/api/routes.js';
import { call, expectError, newMerchant } from '../support/api.js';

/**
 * Every bound the OpenAPI document states for a request is one the validators enforce: for each
 * `maxLength`, `maximum`, `minimum`, `maxItems` and `maxProperties` of a body property or query
 * parameter, a value just past it is refused with 422 naming the field. (What the bounds allow is
 * tested field by field in test/security/limits.test.ts.)
 */

type Json = Record<string, unknown>;
const doc = openApiDocument();
const schemas = doc.components.schemas as Record<string, Json>;
const allRoutes: readonly Route[] = routes;
const specOf = (route: Route): OperationSpec =>
  (operations as Record<string, OperationSpec>)[routeKey(route)]!;

/** The schema a value takes when it is not null (`anyOf: [X, {type: 'null'}]` -> X). */
function nonNull(schema: Json): Json {
  const branches = schema.anyOf as Json[] | undefined;
  return branches?.find((branch) => branch.type !== 'null') ?? schema;
}

/** A text of `length` characters that starts as the valid `sample` does (a URL stays a URL). */
const longText = (sample: unknown, length: number): string => {
  const start = typeof sample === 'string' && sample.length < length ? sample : '';
  return start + 'a'.repeat(length - start.length);
};

interface Case {
  /** What is past which bound, for the test's name. */
  what: string;
  value: unknown;
}

/** Values just past each bound the schema of one property states; `sample` is a valid value. */
function pastBounds(raw: Json, sample: unknown): Case[] {
  const schema = nonNull(raw);
  const cases: Case[] = [];
  if (typeof schema.maxLength === 'number')
    cases.push({ what: `maxLength ${schema.maxLength}`, value: longText(sample, schema.maxLength + 1) });
  if (typeof schema.maximum === 'number')
    cases.push({ what: `maximum ${schema.maximum}`, value: schema.maximum + 1 });
  if (typeof schema.minimum === 'number')
    cases.push({ what: `minimum ${schema.minimum}`, value: schema.minimum - 1 });
  if (typeof schema.maxItems === 'number') {
    const item = Array.isArray(sample) && sample.length ? sample[0] : 'a';
    cases.push({
      what: `maxItems ${schema.maxItems}`,
      value: Array.from({ length: schema.maxItems + 1 }, () => item),
    });
  }
  if (schema.type === 'object') {
    const entries = Object.entries((sample as Json | undefined) ?? { chave: 'valor' });
    const [key, value] = entries[0] ?? ['chave', 'valor'];
    if (typeof schema.maxProperties === 'number')
      cases.push({
        what: `maxProperties ${schema.maxProperties}`,
        value: Object.fromEntries(
          Array.from({ length: schema.maxProperties + 1 }, (_, i) => [`k${i}`, value]),
        ),
      });
    const names = schema.propertyNames as Json | undefined;
    if (typeof names?.maxLength === 'number')
      cases.push({
        what: `key maxLength ${names.maxLength}`,
        value: { [longText(key, names.maxLength + 1)]: value },
      });
    const values = schema.additionalProperties as Json | undefined;
    if (typeof values === 'object' && typeof values.maxLength === 'number')
      cases.push({
        what: `value maxLength ${values.maxLength}`,
        value: { [key]: longText(value, values.maxLength + 1) },
      });
  }
  return cases;
}

/** The fields a 422 names, or what else parsing gave. */
function refusal(parse: () => unknown): string[] | string {
  try {
    parse();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) return `threw ${String(error)}`;
    return (error.fields ?? []).map((field) => field.field);
  }
}

const refusesNaming = (fields: string[] | string, name: string) =>
  Array.isArray(fields) && fields.some((field) => field === name || field.startsWith(`${name}.`));

const bodyCases = allRoutes.flatMap((route) => {
  const spec = specOf(route);
  if (!spec.body) return [];
  const properties = schemas[spec.body.component]!.properties as Record<string, Json>;
  const sample = (Object.values(spec.body.examples)[0]?.value ?? {}) as Json;
  return Object.entries(properties).flatMap(([name, schema]) =>
    pastBounds(schema, sample[name]).map(
      ({ what, value }) => [`${routeKey(route)} ${name}: past ${what}`, spec, sample, name, value] as const,
    ),
  );
});

const queryCases = allRoutes.flatMap((route) => {
  const spec = specOf(route);
  if (!spec.query) return [];
  const operation = (doc.paths as Record<string, Record<string, { parameters?: Json[] }>>)[
    documentPath(route.path)
  ]![route.method.toLowerCase()]!;
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .flatMap((parameter) =>
      pastBounds(parameter.schema as Json, parameter.example).map(
        ({ what, value }) =>
          [
            `${routeKey(route)} ?${String(parameter.name)}: past ${what}`,
            spec,
            String(parameter.name),
            value,
          ] as const,
      ),
    );
});

describe('documented request bounds', () => {
  it('are many, across bodies and query strings', () => {
    expect(bodyCases.length).toBeGreaterThan(60);
    expect(queryCases.length).toBeGreaterThan(20);
  });

  it.each(bodyCases)('%s is 422 naming the field', (_, spec, sample, name, value) => {
    const schema = spec.body!.schema as z.core.$ZodType;
    const fields = refusal(() => parseBody(schema, { ...sample, [name]: value }));
    expect(refusesNaming(fields, name), JSON.stringify(fields)).toBe(true);
  });

  it.each(queryCases)('%s is 422 naming the parameter', (_, spec, name, value) => {
    const fields = refusal(() => parseQuery(spec.query!.schema, { [name]: String(value) }));
    expect(refusesNaming(fields, name), JSON.stringify(fields)).toBe(true);
  });
});

describe('documented bounds over HTTP', () => {
  const maxLength = (component: string, property: string): number =>
    nonNull((schemas[component]!.properties as Record<string, Json>)[property]!).maxLength as number;

  it('answers 422 naming the field to a text one past its documented length', async () => {
    const { full } = await newMerchant();
    const description = 'x'.repeat(maxLength('CreateChargeRequest', 'description') + 1);
    const charge = expectError(
      await call('POST', '/v1/charges', { key: full, body: { amount: 1990, description } }),
      422,
    );
    expect(charge.fields).toEqual([expect.objectContaining({ field: 'description', code: 'too_long' })]);

    const url = `https://loja.example.com/${'p'.repeat(maxLength('CreateWebhookEndpointRequest', 'url'))}`;
    const endpoint = expectError(
      await call('POST', '/v1/webhook-endpoints', { key: full, body: { url, events: ['charge.paid'] } }),
      422,
    );
    expect(endpoint.fields).toEqual([expect.objectContaining({ field: 'url', code: 'too_long' })]);

    const metadata = (schemas.CreateChargeRequest!.properties as Record<string, Json>).metadata!;
    const valueMax = (nonNull(metadata).additionalProperties as Json).maxLength as number;
    const tagged = expectError(
      await call('POST', '/v1/charges', {
        key: full,
        body: { amount: 1990, metadata: { pedido: 'p'.repeat(valueMax + 1) } },
      }),
      422,
    );
    expect(tagged.fields?.[0]?.field).toMatch(/^metadata\b/);

    const status = expectError(
      await call('GET', `/v1/customers?status=${'A'.repeat(151)}`, { key: full }),
      422,
    );
    expect(status.fields).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it('holds the largest QR image within the documented qrCode length, and no longer BR Code', () => {
    const pix = (schemas.ChargeResponse!.properties as Record<string, Json>).data!;
    const { brCode, qrCode } = ((pix.properties as Record<string, Json>).pix!.properties ?? {}) as Record<
      string,
      Json
    >;
    const longest = brCode!.maxLength as number;
    // Digits and letters in no order: the least compressible image of the largest QR code.
    let seed = 7;
    const noise = Array.from({ length: longest }, () => {
      seed = (seed * 48271) % 2147483647;
      return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[seed % 62];
    }).join('');
    expect(qrCodeDataUrl(noise).length).toBeLessThanOrEqual(qrCode!.maxLength as number);
    expect(() => qrCodeDataUrl(`${noise}x`)).toThrow();
  });

  it('documents 429 with Retry-After and the RateLimit fields on every keyed operation', () => {
    const keyed = allRoutes.filter((route) => !isPublic(route));
    expect(keyed.length).toBeGreaterThan(40);
    for (const route of keyed) {
      const { responses } = (
        doc.paths as Record<string, Record<string, { responses: Record<string, Json> }>>
      )[documentPath(route.path)]![route.method.toLowerCase()]!;
      const tooMany = responses['429']?.headers as Json | undefined;
      expect(Object.keys(tooMany ?? {}), routeKey(route)).toEqual(
        expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']),
      );
      for (const [status, response] of Object.entries(responses)) {
        if (/^[24]/.test(status))
          expect(
            Object.keys((response.headers as Json | undefined) ?? {}),
            `${routeKey(route)} ${status}`,
          ).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
      }
    }
  });
});
