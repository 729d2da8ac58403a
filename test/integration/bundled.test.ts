import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { NOT_FOUND_HANDLER, routeKey, routesFor, type Route } from '../../lib/api/routes.js';
import { buildBundles } from '../../dev/bundles.js';
import { setHandlerSource } from '../../dev/server.js';
import { viaDispatch } from '../security/support/http.js';
import {
  createMerchant,
  fixtureFor,
  isPublicRoute,
  templateFor,
  uniqueValues,
  type Merchant,
} from '../security/support/templates.js';

/**
 * The code that deploys is the code that runs: every route of the table, answered by the esbuild
 * bundle the stack would deploy (`npm start -- --bundled` serves the same), with one valid request
 * each from the security templates. CI runs this file; it catches what the TypeScript sources
 * hide: a dependency that does not bundle, a CommonJS `require` in ESM, a file read at runtime
 * that is not copied beside the bundle.
 */
const out = mkdtempSync(join(tmpdir(), 'mp-bundled-'));
const loaded = new Set<string>();
let bundleOf: Map<string, string>;
let m: Merchant;

beforeAll(async () => {
  ({ files: bundleOf } = await buildBundles(resolve(import.meta.dirname, '../..'), out));
  setHandlerSource((file) => {
    const bundle = bundleOf.get(file);
    if (!bundle) throw new Error(`no bundle for ${file}`);
    loaded.add(bundle);
    return bundle;
  });
  m = await createMerchant('Loja Bundles');
}, 240_000);

afterAll(() => {
  setHandlerSource(undefined);
  rmSync(out, { recursive: true, force: true });
});

const deployed: Route[] = [...routesFor(config().environment)];

describe('every route, served by its production bundle', () => {
  it.each(deployed.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const fixture = await fixtureFor(viaDispatch, m.full, route);
    const request = templateFor(route)(fixture, uniqueValues());
    const answer = await viaDispatch(route.method, request.path, {
      key: isPublicRoute(route) ? undefined : m.full,
      ...(request.body === undefined ? {} : { json: request.body }),
    });
    expect(answer.status, answer.text.slice(0, 500)).toBe(request.success);
    if (request.kind === 'envelope') expect(answer.json.success).toBe(request.success < 400);
    expect(loaded).toContain(bundleOf.get(route.handler));
  });

  it('answers an unknown route from the bundled 404 function', async () => {
    const answer = await viaDispatch('GET', '/v1/nada');
    expect(answer.status).toBe(404);
    expect(answer.json.success).toBe(false);
    expect(loaded).toContain(bundleOf.get(NOT_FOUND_HANDLER));
  });
});
