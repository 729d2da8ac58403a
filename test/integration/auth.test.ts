import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCreateKey, adminListKeys, adminRevokeKey } from '../../lib/merchants/admin.service.js';
import { generateApiKey } from '../../lib/domain/api-key.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';

let m: TestMerchant;
let couponId: string;
let codeSeq = 0;

beforeAll(async () => {
  m = await newMerchant('Loja Auth');
  const created = await call('POST', '/v1/coupons', {
    key: m.full,
    body: { code: 'AUTH0', type: 'PERCENTAGE', value: 10 },
  });
  couponId = created.json.data.id;
});

/** Every coupon route with a body that would succeed for a FULL_ACCESS key. */
const routes = () => [
  { method: 'POST', path: '/v1/coupons', body: { code: `AUTH${++codeSeq}`, type: 'PERCENTAGE', value: 5 } },
  { method: 'GET', path: '/v1/coupons' },
  { method: 'GET', path: `/v1/coupons/${couponId}` },
  { method: 'PUT', path: `/v1/coupons/${couponId}`, body: { value: 11 } },
  { method: 'DELETE', path: `/v1/coupons/${couponId}` },
];

const getList = (options: { key?: string; headers?: Record<string, string> }) =>
  call('GET', '/v1/coupons', options);

function expect401(result: Awaited<ReturnType<typeof call>>, path = '/v1/coupons') {
  const error = expectError(result, 401);
  expect(error.code).toBe('unauthorized');
  expect(error.path).toBe(path);
  expect(error.fields).toBeNull();
}

describe('401', () => {
  it('rejects a request without Authorization on every coupon route, changing nothing', async () => {
    for (const route of routes()) {
      const result = await call(route.method, route.path, { body: route.body });
      expect401(result, route.path);
    }
    const coupon = (await call('GET', `/v1/coupons/${couponId}`, { key: m.readOnly })).json.data;
    expect(coupon).toMatchObject({ value: 10, status: 'ACTIVE' });
    expect((await getList({ key: m.readOnly })).json.data.page.totalElements).toBe(1);
  });

  it.each([
    ['the Bearer scheme', () => `Bearer ${m.full}`],
    ['the Basic scheme', () => `Basic ${m.full}`],
    ['no scheme', () => m.full],
    ['the scheme alone', () => 'ApiKey'],
    ['an empty header', () => ''],
    ['a malformed key', () => 'ApiKey not-a-key'],
    ['a truncated key', () => `ApiKey ${m.full.slice(0, 20)}`],
    ['a key with a wrong prefix', () => `ApiKey ${m.full.replace(/^mp_/, 'xx_')}`],
    ['the key turned into a live key', () => `ApiKey ${m.full.replace('_sk_test_', '_sk_live_')}`],
    ['an unknown key', () => `ApiKey ${generateApiKey('mp', 'test')}`],
    [
      'the key with one character changed',
      () => `ApiKey ${m.full.slice(0, -1)}${m.full.endsWith('a') ? 'b' : 'a'}`,
    ],
  ])('rejects %s', async (_, header) => {
    expect401(await getList({ headers: { authorization: header() } }));
  });

  it('rejects a real key of the live environment on this test deployment', async () => {
    const live = await adminCreateKey({
      merchantId: m.merchantId,
      permission: 'FULL_ACCESS',
      environment: 'live',
    });
    expect(live.key).toMatch(/^mp_sk_live_/);
    expect401(await getList({ key: live.key }));
    expect401(
      await call('POST', '/v1/coupons', {
        key: live.key,
        body: { code: 'LIVE', type: 'PERCENTAGE', value: 1 },
      }),
    );
  });

  it('rejects a revoked key', async () => {
    const key = await adminCreateKey({ merchantId: m.merchantId, permission: 'FULL_ACCESS' });
    await adminRevokeKey(key.id);
    expect401(await getList({ key: key.key }));
  });

  it('rejects a key revoked after use once the cache is cleared', async () => {
    const key = await adminCreateKey({ merchantId: m.merchantId, permission: 'READ_ONLY' });
    expect((await getList({ key: key.key })).status).toBe(200);
    await adminRevokeKey(key.id);
    clearKeyCache();
    expect401(await getList({ key: key.key }));
    const listed = (await adminListKeys(m.merchantId)).find((k) => k.id === key.id);
    expect(listed?.status).toBe('REVOKED');
  });

  it('rejects an expired key', async () => {
    const key = await adminCreateKey({
      merchantId: m.merchantId,
      permission: 'FULL_ACCESS',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect401(await getList({ key: key.key }));
  });

  it('stops accepting a key once it expires, even after it was used', async () => {
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const key = await adminCreateKey({ merchantId: m.merchantId, permission: 'READ_ONLY', expiresAt });
    const first = await getList({ key: key.key });
    // Skip (rather than fail) if the machine was too slow to use the key before it expired.
    if (first.status === 200) {
      await vi.waitFor(async () => expect((await getList({ key: key.key })).status).toBe(401), {
        timeout: 10_000,
        interval: 200,
      });
    }
    expect401(await getList({ key: key.key }));
  });

  it('comes before validation and lookup of the id', async () => {
    expect401(await call('GET', '/v1/coupons/not-a-uuid'), '/v1/coupons/not-a-uuid');
    expect401(await call('POST', '/v1/coupons', { body: {} }));
    expect401(
      await call('POST', '/v1/coupons', { rawBody: 'not json', headers: { 'content-type': 'text/plain' } }),
    );
  });
});

describe('403', () => {
  it('rejects a READ_ONLY key on every coupon write route, changing nothing', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const result = await call(route.method, route.path, { key: m.readOnly, body: route.body });
      const error = expectError(result, 403);
      expect(error.code).toBe('forbidden');
      expect(error.path).toBe(route.path);
    }
    const coupon = await call('GET', `/v1/coupons/${couponId}`, { key: m.readOnly });
    expect(coupon.status).toBe(200);
    expect(coupon.json.data.value).toBe(10);
    expect((await getList({ key: m.readOnly })).json.data.page.totalElements).toBe(1);
  });

  it('comes before validation of the body', async () => {
    expectError(await call('POST', '/v1/coupons', { key: m.readOnly, body: { code: '' } }), 403);
    expectError(await call('PUT', `/v1/coupons/${couponId}`, { key: m.readOnly, body: {} }), 403);
  });
});

describe('allowed', () => {
  it('lets READ_ONLY and FULL_ACCESS keys read', async () => {
    for (const key of [m.readOnly, m.full]) {
      const listResult = await getList({ key });
      expect(listResult.status).toBe(200);
      expect(listResult.json.data.content.map((c: { id: string }) => c.id)).toContain(couponId);
      const one = await call('GET', `/v1/coupons/${couponId}`, { key });
      expect(one.status).toBe(200);
      expect(one.json.data.id).toBe(couponId);
    }
  });

  it('lets a FULL_ACCESS key write on every route', async () => {
    const [post, , , put, del] = routes();
    expect((await call(post!.method, post!.path, { key: m.full, body: post!.body })).status).toBe(201);
    expect((await call(put!.method, put!.path, { key: m.full, body: put!.body })).status).toBe(200);
    expect((await call(del!.method, del!.path, { key: m.full })).status).toBe(204);
    // Put the coupon the other tests read back.
    const again = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'AUTH0', type: 'PERCENTAGE', value: 10 },
    });
    couponId = again.json.data.id;
  });

  it('accepts the scheme name in any case and a key with a future expiry', async () => {
    expect((await getList({ headers: { authorization: `apikey ${m.readOnly}` } })).status).toBe(200);
    const key = await adminCreateKey({
      merchantId: m.merchantId,
      permission: 'READ_ONLY',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await getList({ key: key.key })).status).toBe(200);
  });

  it('acts only on the merchant of the key', async () => {
    const other = await newMerchant('Outra Loja Auth');
    const theirs = await call('POST', '/v1/coupons', {
      key: other.full,
      body: { code: 'AUTH0', type: 'FIXED_AMOUNT', value: 100 },
    });
    expect(theirs.status).toBe(201);
    expect(
      (await getList({ key: other.readOnly })).json.data.content.map((c: { id: string }) => c.id),
    ).toEqual([theirs.json.data.id]);
    expect(
      (await getList({ key: m.readOnly })).json.data.content.map((c: { id: string }) => c.id),
    ).not.toContain(theirs.json.data.id);
  });
});

describe('X-Request-Id', () => {
  it('is on every response, success or error, and differs per request', async () => {
    const results = await Promise.all([
      getList({ key: m.readOnly }),
      getList({}),
      call('POST', '/v1/coupons', { key: m.readOnly, body: { code: 'X', type: 'PERCENTAGE', value: 1 } }),
      call('GET', '/v1/unknown'),
      call('GET', `/v1/coupons/${couponId}`, { key: m.readOnly }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 401, 403, 404, 200]);
    const ids = results.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/\S{8,}/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is on a 204 response', async () => {
    const created = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'RID', type: 'PERCENTAGE', value: 1 },
    });
    const removed = await call('DELETE', `/v1/coupons/${created.json.data.id}`, { key: m.full });
    expect(removed.status).toBe(204);
    expect(removed.headers['x-request-id']).toMatch(/\S{8,}/);
  });
});

describe('unknown routes', () => {
  it('answer 404, not 401, without a key', async () => {
    expectError(await call('GET', '/v1/nowhere'), 404);
    // A known path with a method it does not take: 405 (with Allow), still before any key.
    expectError(await call('PATCH', `/v1/coupons/${couponId}`), 405);
  });
});
