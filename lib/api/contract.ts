/**
 * Checks a response against the OpenAPI document: its status must be one the operation
 * documents, the documented headers must be there, and the body must match the media type and
 * schema of that status. Test support (`test/support/api.ts` runs it on every response the
 * integration tests receive) and scripts only: it uses Ajv, a devDependency.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { documentPath, openApiDocument, type OpenApiDocument } from './document.js';

// ajv-formats is CommonJS: its function is both `module.exports` and its `default`.
const addFormats = ajvFormats.default;

/** What a test saw: the route API Gateway (or the local server) matched, and the response. */
export interface ObservedResponse {
  /** `GET /v1/coupons/{id}`, or `$default` when no route matched. */
  routeKey: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | undefined;
}

type Json = Record<string, unknown>;

interface ResponseObject {
  headers?: Record<string, { $ref?: string; required?: boolean }>;
  content?: Record<string, { schema: Json }>;
}

const BASE = 'https://merchant-payments.invalid/openapi.json';

/** `#/components/schemas/X` -> `<BASE>#/$defs/X`, so Ajv resolves references without the document. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${BASE}#/$defs/`)
        : rewriteRefs(inner);
  }
  return out as T;
}

const resolve = <T>(document: OpenApiDocument, object: T & { $ref?: string }): T => {
  if (!object.$ref) return object;
  const target = object.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Json)[part], document);
  return target as T;
};

export interface ContractValidator {
  /** Every way the response departs from the document; empty when it conforms. */
  problems(observed: ObservedResponse): string[];
}

export function contractValidator(document: OpenApiDocument = openApiDocument()): ContractValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema({ $id: BASE, $defs: rewriteRefs(document.components.schemas) });
  const compiled = new Map<Json, ValidateFunction>();
  const validatorFor = (schema: Json): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };
  const errorResponse = { $ref: '#/components/schemas/ErrorResponse' };
  const paths = document.paths as Record<
    string,
    Record<string, { responses: Record<string, ResponseObject> }>
  >;

  function checkJson(schema: Json, text: string, status: number, problems: string[]): void {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`the body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    const validate = validatorFor(schema);
    if (!validate(body)) {
      for (const error of validate.errors ?? []) {
        problems.push(`body${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
      }
    }
    const error = (body as { error?: { status?: unknown } } | null)?.error;
    if (error && typeof error === 'object' && error.status !== status) {
      problems.push(`error.status is ${String(error.status)}, the response is ${status}`);
    }
  }

  return {
    problems({ routeKey, status, headers, body }) {
      const problems: string[] = [];
      const lower = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const text = body === undefined ? '' : body.toString();

      if (routeKey === '$default') {
        // No operation: the gateway's $default route answers with the 404 envelope, or 405 with
        // Allow for a known path (413 first if the body is over the limit).
        if (status !== 404 && status !== 405 && status !== 413)
          problems.push(`unmatched route answered ${status}, not 404 or 405`);
        if (status === 405 && !lower.allow) problems.push('405 without an Allow header');
        checkJson(errorResponse, text, status, problems);
        return problems;
      }

      const [method = '', path = ''] = routeKey.split(' ');
      const operation = paths[documentPath(path)]?.[method.toLowerCase()];
      if (!operation) return [`${routeKey} is not in the OpenAPI document`];
      const response = operation.responses[String(status)];
      if (!response) {
        return [
          `${routeKey} answered ${status}, which the document does not list (${Object.keys(operation.responses)})`,
        ];
      }

      for (const [name, header] of Object.entries(response.headers ?? {})) {
        if (resolve(document, header).required && lower[name.toLowerCase()] === undefined) {
          problems.push(`header ${name} is missing`);
        }
      }

      if (!response.content) {
        if (text !== '') problems.push(`${status} has no body in the document, but one was sent`);
        return problems;
      }
      const mediaType = (lower['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const media = response.content[mediaType];
      if (!media) {
        problems.push(`content-type ${mediaType || '(none)'} is not one of ${Object.keys(response.content)}`);
      } else if (mediaType === 'application/json') {
        checkJson(media.schema, text, status, problems);
      }
      return problems;
    },
  };
}

let shared: ContractValidator | undefined;

/** Throws, naming every problem, when the response is not one the document describes. */
export function assertContract(observed: ObservedResponse): void {
  shared ??= contractValidator();
  const problems = shared.problems(observed);
  if (problems.length) {
    const body = observed.body === undefined ? '' : observed.body.toString().slice(0, 500);
    throw new Error(
      `Response outside the OpenAPI contract (${observed.routeKey} -> ${observed.status}):\n  - ${problems.join('\n  - ')}\nbody: ${body}`,
    );
  }
}
