import { createServer, connect, type Server } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { resetDynamo } from '../../lib/db/client.js';
import { publicBaseUrl } from '../../lib/payment-page/url.js';
import { requestLine, toEvent } from '../../dev/server.js';
import { call, newMerchant } from '../support/api.js';
import { WEBHOOK_FIXTURE_URL } from '../webhooks/endpoints.templates.js';

/**
 * What the red-team pass of issue 35 asked for, beyond the rate limits (rate-limits.test.ts) and
 * the cursors (test/unit/cursor.unit.test.ts): each as a client or an operator would see it.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe("npm start's request lines", () => {
  const token = 'Tk9ZmQ3xR8pLw2Vb6Hs1Jc4Ny7Ue0Af5Gd9Ki3Om2Qr';
  const secret = 'psp-notice-secret-0123456789abcdef';

  it('print no credential of a path: page tokens and the PSP notice secret are masked', () => {
    for (const [method, url] of [
      ['GET', `/pay/${token}`],
      ['GET', `/pay/${token}/status?x=1`],
      ['POST', `/pay/${token}/coupon`],
      ['DELETE', `/pay/${token}/anything`],
      ['POST', `/v1/psp/pix-webhook/${secret}/pix`],
      ['GET', `/v1/psp/pix-webhook/${secret}`],
    ] as const) {
      const line = requestLine(method, url, 200, 3, 'id');
      expect(line).not.toContain(token);
      expect(line).not.toContain(secret);
      expect(line).toContain('***');
    }
    expect(requestLine('GET', '/v1/coupons/abc', 200, 1, 'id')).toContain('/v1/coupons/abc');
  });
});

describe('JSON answers', () => {
  it('carry Cache-Control: no-store and X-Content-Type-Options: nosniff, success or not', async () => {
    const m = await newMerchant();
    const answers = [
      await call('POST', '/v1/webhook-endpoints', {
        key: m.full,
        body: { url: WEBHOOK_FIXTURE_URL, events: ['charge.paid'] },
      }),
      await call('GET', '/v1/coupons', { key: m.readOnly }),
      await call('GET', '/v1/coupons', { key: 'mp_sk_test_nope' }),
      await call('GET', '/v1/nothing-here', { key: m.readOnly }),
      await call('POST', '/v1/coupons', {
        key: m.full,
        rawBody: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 200, 401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('the payment URL', () => {
  const withHost = (host: string) =>
    toEvent({ method: 'POST', url: '/v1/checkouts', headers: { host } }).event;

  it('comes from PUBLIC_BASE_URL in a deployed stage, never from the Host header', () => {
    // A deployed function, even one pointed at DynamoDB Local: local mode is its own setting.
    vi.stubEnv('LOCAL_MODE', 'false');
    vi.stubEnv('PUBLIC_BASE_URL', 'https://pay.loja.example/');
    resetConfig();
    expect(publicBaseUrl(withHost('evil.example'))).toBe('https://pay.loja.example');
    vi.stubEnv('PUBLIC_BASE_URL', '');
    expect(() => publicBaseUrl(withHost('evil.example'))).toThrow(/PUBLIC_BASE_URL/);
  });

  it("is the local server's own host and port under npm start", () => {
    vi.stubEnv('PUBLIC_BASE_URL', '');
    expect(publicBaseUrl(withHost('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });
});

describe('database calls under npm start', () => {
  let proxy: Server | undefined;
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve) ?? resolve(undefined));
    resetDynamo();
  });

  it('wait for a slow DynamoDB Local rather than answer 503 for a write that happened', async () => {
    const m = await newMerchant();
    // DynamoDB Local on a loaded laptop: every answer comes 3 s late, past the deployed budget.
    const target = new URL(process.env.DYNAMODB_ENDPOINT!);
    proxy = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      client.pipe(upstream);
      upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), 3_000));
      upstream.on('end', () => setTimeout(() => client.end(), 3_100));
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
    });
    await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
    const address = proxy.address() as { port: number };
    vi.stubEnv('DYNAMODB_ENDPOINT', `http://127.0.0.1:${address.port}`);
    resetConfig();
    resetDynamo();
    const created = await call('POST', '/v1/products', { key: m.full, body: { name: 'Lenta', price: 990 } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    vi.unstubAllEnvs();
    resetConfig();
    resetDynamo();
    const listed = await call('GET', '/v1/products', { key: m.readOnly });
    expect(listed.json.data.content.map((p: { name: string }) => p.name)).toEqual(['Lenta']);
  }, 60_000);
});
