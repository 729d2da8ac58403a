import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lib/api/document.js';
import { call, expectError } from '../support/api.js';

const fromPackage = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file));

/** Public routes, through the same route table and handlers as the server (and the contract check). */
describe('GET /v1/openapi.json', () => {
  it('serves the generated document without a key', async () => {
    const result = await call('GET', '/v1/openapi.json');
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^application\/json/);
    expect(result.headers['x-request-id']).toBeTruthy();
    expect(result.json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('ignores a key, even an invalid one', async () => {
    expect((await call('GET', '/v1/openapi.json', { headers: { authorization: 'Bearer x' } })).status).toBe(
      200,
    );
  });
});

describe('GET /v1/docs', () => {
  it('serves the page without a key, loading only same-origin, relative URLs', async () => {
    const result = await call('GET', '/v1/docs');
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = result.raw.body!.toString();
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(urls.sort()).toEqual(['data:,', 'docs/swagger-ui-bundle.js', 'docs/swagger-ui.css']);
    expect(html).toContain("url: 'openapi.json'");
    expect(html).toContain('validatorUrl: null');
    const csp = result.headers['content-security-policy']!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('GET /v1/docs/{asset}', () => {
  it.each([
    ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ['swagger-ui.css', 'text/css; charset=utf-8'],
  ])('serves %s from swagger-ui-dist', async (name, contentType) => {
    const plain = await call('GET', `/v1/docs/${name}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe(contentType);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.body!.equals(fromPackage(`swagger-ui-dist/${name}`))).toBe(true);

    const gzipped = await call('GET', `/v1/docs/${name}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.body!.length).toBeLessThan(plain.raw.body!.length / 2);
    expect(gunzipSync(gzipped.raw.body!).equals(plain.raw.body!)).toBe(true);
  });

  it.each(['index.html', 'swagger-ui.js', 'constructor', '__proto__'])('answers 404 for %s', async (name) => {
    const error = expectError(await call('GET', `/v1/docs/${name}`), 404);
    expect(error.code).toBe('resource_missing');
  });

  it('never reads outside the listed files', async () => {
    // The decoded path has more segments than the route, so no route matches it at all.
    expect(expectError(await call('GET', '/v1/docs/..%2Fpackage.json'), 404).code).toBe('route_not_found');
  });
});
