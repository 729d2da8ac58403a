import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../lib/http/api.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { newMerchant, type TestMerchant } from '../support/api.js';

/** Requests over a real socket to the local server, as a merchant's integration would send them. */
let server: LocalServer;
let m: TestMerchant;

beforeAll(async () => {
  server = await startLocalServer(0);
  m = await newMerchant('Loja HTTP');
});

afterAll(async () => {
  await server?.close();
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
}

async function send(
  method: string,
  path: string,
  options: { key?: string; body?: string; contentType?: string } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.key) headers.authorization = `ApiKey ${options.key}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${server.url}${path}`, { method, headers, body: options.body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

function expectEnvelope(result: Sent, status: number) {
  expect(result.status, result.text).toBe(status);
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  expect(result.headers.get('x-request-id')).toBeTruthy();
  const ok = status < 400;
  expect(Object.keys(result.json).sort()).toEqual(['data', 'error', 'success']);
  expect(result.json.success).toBe(ok);
  if (ok) {
    expect(result.json.error).toBeNull();
  } else {
    expect(result.json.data).toBeNull();
    expect(Object.keys(result.json.error).sort()).toEqual([
      'code',
      'fields',
      'message',
      'path',
      'status',
      'timestamp',
    ]);
    expect(result.json.error.status).toBe(status);
  }
  return ok ? result.json.data : result.json.error;
}

describe('over HTTP', () => {
  it('creates, reads, lists, updates and removes a coupon', async () => {
    const created = expectEnvelope(
      await send('POST', '/v1/coupons', {
        key: m.full,
        body: JSON.stringify({
          code: ' black-friday ',
          type: 'FIXED_AMOUNT',
          value: 1990,
          expires_at: '2026-11-30',
        }),
      }),
      201,
    );
    expect(created).toMatchObject({
      code: 'BLACK-FRIDAY',
      type: 'FIXED_AMOUNT',
      value: 19.9,
      max_uses: null,
      used_count: 0,
      expires_at: '2026-11-30T23:59:59-03:00',
      status: 'ACTIVE',
    });

    const got = expectEnvelope(await send('GET', `/v1/coupons/${created.id}`, { key: m.readOnly }), 200);
    expect(got).toEqual(created);

    const listed = expectEnvelope(await send('GET', '/v1/coupons?page=0&size=20', { key: m.readOnly }), 200);
    expect(listed).toEqual({
      content: [created],
      page: { number: 0, size: 20, totalElements: 1, totalPages: 1, nextCursor: null },
    });

    const updated = expectEnvelope(
      await send('PUT', `/v1/coupons/${created.id}`, {
        key: m.full,
        body: JSON.stringify({ status: 'INACTIVE', max_uses: 100 }),
      }),
      200,
    );
    expect(updated).toMatchObject({ id: created.id, status: 'INACTIVE', max_uses: 100, value: 19.9 });

    const removed = await send('DELETE', `/v1/coupons/${created.id}`, { key: m.full });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(removed.headers.get('x-request-id')).toBeTruthy();

    const gone = expectEnvelope(await send('GET', `/v1/coupons/${created.id}`, { key: m.readOnly }), 404);
    expect(gone.path).toBe(`/v1/coupons/${created.id}`);
    const empty = expectEnvelope(await send('GET', '/v1/coupons', { key: m.readOnly }), 200);
    expect(empty.page.totalElements).toBe(0);
  });

  it('answers malformed JSON with 400', async () => {
    const error = expectEnvelope(
      await send('POST', '/v1/coupons', { key: m.full, body: '{"code": "X",' }),
      400,
    );
    expect(error.code).toBe('malformed_json');
    expect(error.path).toBe('/v1/coupons');
  });

  it('answers a body over 16 KiB with 413 and accepts one of exactly 16 KiB', async () => {
    const json = JSON.stringify({ code: 'BIG', type: 'PERCENTAGE', value: 5 });
    const atLimit = json.padEnd(MAX_BODY_BYTES, ' ');
    expect(MAX_BODY_BYTES).toBe(16 * 1024);

    const tooBig = await send('POST', '/v1/coupons', { key: m.full, body: `${atLimit} ` });
    const error = expectEnvelope(tooBig, 413);
    expect(error.code).toBe('payload_too_large');
    expect(
      expectEnvelope(await send('GET', '/v1/coupons', { key: m.readOnly }), 200).page.totalElements,
    ).toBe(0);

    const huge = await send('POST', '/v1/coupons', {
      key: m.full,
      body: JSON.stringify({ code: 'x'.repeat(200_000) }),
    });
    expectEnvelope(huge, 413);

    expect(expectEnvelope(await send('POST', '/v1/coupons', { key: m.full, body: atLimit }), 201).code).toBe(
      'BIG',
    );
  });

  it('answers a non-JSON content type with 415', async () => {
    const body = JSON.stringify({ code: 'TEXT', type: 'PERCENTAGE', value: 5 });
    expectEnvelope(await send('POST', '/v1/coupons', { key: m.full, body, contentType: 'text/plain' }), 415);
    expectEnvelope(
      await send('POST', '/v1/coupons', { key: m.full, body, contentType: 'application/octet-stream' }),
      415,
    );
  });

  it('answers an unknown route with the 404 envelope and an unsupported method with 405 and Allow', async () => {
    expect(expectEnvelope(await send('GET', '/v1/unknown', { key: m.full }), 404).path).toBe('/v1/unknown');
    const patch = await send('PATCH', '/v1/coupons', { key: m.full });
    expectEnvelope(patch, 405);
    expect(patch.headers.get('allow')).toBe('POST, GET');
    expectEnvelope(await send('GET', '/', {}), 404);
  });

  it('answers a missing key with 401 and a READ_ONLY write with 403', async () => {
    expectEnvelope(await send('GET', '/v1/coupons'), 401);
    expectEnvelope(
      await send('POST', '/v1/coupons', {
        key: m.readOnly,
        body: JSON.stringify({ code: 'RO', type: 'PERCENTAGE', value: 5 }),
      }),
      403,
    );
  });

  it('reads the query string and path parameters as sent', async () => {
    const error = expectEnvelope(await send('GET', '/v1/coupons?page=-1&size=abc', { key: m.readOnly }), 422);
    expect(error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['page', 'size']);
    expect(error.path).toBe('/v1/coupons');
    expectEnvelope(await send('GET', '/v1/coupons/%E0%A4%A', { key: m.readOnly }), 404);
  });
});
