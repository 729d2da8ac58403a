import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { call, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';

/**
 * Every answer over HTTPS tells browsers to use nothing else (HSTS, RFC 6797): the API, its
 * errors, the payment page, the docs and the 404 of an unknown route. `call` sends what API Gateway
 * sends, which serves HTTPS only; the local server speaks plain HTTP, where the header must not be.
 */
const HSTS = 'max-age=63072000; includeSubDomains';
let m: TestMerchant;
let pagePath: string;

beforeAll(async () => {
  m = await newMerchant();
  const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 2500 } });
  const checkout = await call('POST', '/v1/checkouts', {
    key: m.full,
    body: { items: [{ productId: product.json.data.id, quantity: 1 }], allowCoupons: true },
  });
  pagePath = new URL(checkout.json.data.url as string).pathname;
});

describe('Strict-Transport-Security', () => {
  it('is on every answer over HTTPS, success or error, of every kind of route', async () => {
    const answers: [string, ApiResult][] = [
      ['API 200', await call('GET', '/v1/charges', { key: m.readOnly })],
      ['API 201', await call('POST', '/v1/charges', { key: m.full, body: { amount: 1990 } })],
      ['API 401', await call('GET', '/v1/charges')],
      ['API 403', await call('POST', '/v1/charges', { key: m.readOnly, body: { amount: 1990 } })],
      ['API 422', await call('POST', '/v1/charges', { key: m.full, body: { amount: 1 } })],
      [
        'API 400 malformed',
        await call('POST', '/v1/charges', {
          key: m.full,
          rawBody: '{',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['API 404', await call('GET', '/v1/charges/0194c2d1-7e0a-7000-8000-000000000000', { key: m.readOnly })],
      ['route 404', await call('GET', '/nada/aqui')],
      ['page', await call('GET', pagePath)],
      ['page status', await call('GET', `${pagePath}/status`)],
      ['page coupon 400', await call('POST', `${pagePath}/coupon`, { body: { code: 'NENHUM' } })],
      ['page 404', await call('GET', `/pay/${'x'.repeat(43)}`)],
      ['docs', await call('GET', '/v1/docs')],
      ['openapi', await call('GET', '/v1/openapi.json')],
    ];
    for (const [label, answer] of answers) {
      expect(answer.status, label).toBeGreaterThan(0);
      expect(answer.headers['strict-transport-security'], `${label} (${answer.status})`).toBe(HSTS);
    }
  });

  describe('over the local server (plain HTTP)', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startLocalServer(0);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('is left out, even when the client claims HTTPS', async () => {
      for (const path of ['/v1/charges', '/v1/docs', '/nada/aqui', pagePath]) {
        for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
          const response = await fetch(`${server.url}${path}`, {
            headers: { authorization: `ApiKey ${m.readOnly}`, ...headers },
          });
          await response.arrayBuffer();
          expect(response.headers.get('x-request-id'), path).toBeTruthy();
          expect(response.headers.get('strict-transport-security'), path).toBeNull();
        }
      }
    });
  });
});
