import { describe, expect, it } from 'vitest';
import { takesIdempotencyKey } from '../../lib/http/idempotency.js';
import { routeKey, routes, type Route } from '../../lib/api/routes.js';
import { documentPath, openApiDocument } from '../../lib/api/document.js';

interface Operation {
  parameters?: { $ref?: string; name?: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

const doc = openApiDocument();
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operationOf = (route: Route): Operation =>
  paths[documentPath(route.path)]![route.method.toLowerCase()]!;
const IDEMPOTENCY_PARAMETER = '#/components/parameters/IdempotencyKey';

describe('Idempotency-Key in the OpenAPI document', () => {
  it('declares the header, 409 and 422 on every keyed POST, and on nothing else', () => {
    const allRoutes: readonly Route[] = routes;
    expect(allRoutes.filter(takesIdempotencyKey).length).toBeGreaterThanOrEqual(3);
    for (const route of allRoutes) {
      const operation = operationOf(route);
      const declares = (operation.parameters ?? []).some((p) => p.$ref === IDEMPOTENCY_PARAMETER);
      const keyedPost = route.method === 'POST' && route.permission !== null;
      expect(declares, routeKey(route)).toBe(keyedPost);
      if (!keyedPost) continue;
      expect(Object.keys(operation.responses), routeKey(route)).toEqual(
        expect.arrayContaining(['409', '422']),
      );
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))!;
      expect(Object.keys(operation.responses[success]!.headers ?? {})).toContain('Idempotent-Replayed');
    }
  });

  it('describes the header as the middleware validates it', () => {
    const parameter = (doc.components as { parameters: Record<string, Record<string, unknown>> }).parameters
      .IdempotencyKey!;
    expect(parameter).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  });
});
