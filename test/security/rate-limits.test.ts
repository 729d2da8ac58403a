import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { resetConfig } from '../../lib/config.js';
import { adminUpdateMerchant } from '../../lib/merchants/admin.service.js';
import { clearBlockedSources } from '../../lib/http/rate-limits.js';
import { dispatch } from '../../dev/server.js';
import { useOwnTable } from '../support/own-table.js';
import { FAULT, removeFaults } from '../support/faults.js';
import { viaDispatch } from './support/http.js';
import {
  createFixture,
  createMerchant,
  uniqueValues,
  type Merchant,
  type Reply,
} from './support/templates.js';
import { customersTemplates } from '../customers/customers.templates.js';

useOwnTable();

/**
 * The limits of `docs/rules/rate-limits.md`, driven past their edges against two server processes
 * that share one DynamoDB Local, as Lambda instances share the table: what one process counted, the
 * other sees.
 * Fixtures are made in this process, where the suite's limits are high; the two servers run with
 * the low ones below. Loopback only; each source address is one of 127.0.0.0/8.
 */
const LIMITS = {
  RATE_LIMIT_TEST: '5',
  AUTH_FAILURES_PER_MINUTE: '6',
  PAGE_POLLS_PER_SECOND: '2',
  PAGE_COUPON_TRIES_PER_HOUR: '4',
  // A revocation or a new rate is seen at once, as in `npm start`.
  KEY_CACHE_TTL_SECONDS: '0',
};
const KEY_QUOTA = 10; // 5 a second, bursts of 10 in a window of 2 s
const ROOT = join(import.meta.dirname, '../..');

const children: ChildProcess[] = [];
let servers: [string, string];

function startServer(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/server-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...LIMITS },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /listening (\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

beforeAll(async () => {
  servers = [await startServer(), await startServer()];
}, 60_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  removeFaults();
});

interface Send {
  key?: string;
  json?: unknown;
  /** A body sent as it is (a malformed one), with `application/json`. */
  raw?: string;
  headers?: Record<string, string>;
  /** The source address (loopback), as the server sees it. */
  from?: string;
}

/** One request over a socket from `from` (127.0.0.1 by default). */
function send(base: string, method: string, path: string, options: Send = {}): Promise<Reply> {
  const body =
    options.raw !== undefined
      ? Buffer.from(options.raw)
      : options.json === undefined
        ? undefined
        : Buffer.from(JSON.stringify(options.json));
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...options.headers,
          ...(options.key ? { authorization: `ApiKey ${options.key}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
          );
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits for the start of a fresh window of `seconds`, so a burst lands in one window. */
async function freshWindow(seconds: number, room = 0): Promise<void> {
  const length = seconds * 1000;
  const into = Date.now() % length;
  if (into === 0 && room === 0) return;
  if (room > 0 && into < length - room * 1000) return;
  await new Promise((resolve) => setTimeout(resolve, length - into + 20));
}

/** How many windows of `seconds` the span from `startMs` to now touched. */
const windowsSince = (startMs: number, seconds: number): number =>
  Math.floor(Date.now() / (seconds * 1000)) - Math.floor(startMs / (seconds * 1000)) + 1;

function expectRateLimited(reply: Reply, policy: string) {
  expect(reply.status, reply.text).toBe(429);
  expect(reply.json).toMatchObject({
    data: null,
    success: false,
    error: { status: 429, code: 'rate_limited' },
  });
  expect(reply.json.error.message).toMatch(/Tente novamente em \d+ s\./);
  expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(reply.headers['ratelimit-policy']).toBe(policy);
  expect(reply.headers.ratelimit).toMatch(/^"\w+";r=0;t=\d+$/);
  expect(reply.headers['x-request-id']).toBeTruthy();
}

const newCustomer = () => customersTemplates['POST /v1/customers']!(undefined as never, uniqueValues()).body;

describe('per API key, across two server processes', () => {
  let m: Merchant;
  beforeAll(async () => {
    m = await createMerchant('Loja Limite por Chave');
  });

  // First with the key unknown to both processes (each count runs beside the key's lookup), then
  // with it cached (each count runs beside the request's first call and its write waits for it).
  it.each(['looked up', 'cached'])(
    'answers the burst allowance and 429 for the rest, doing nothing for those (key %s)',
    async (state) => {
      if (state === 'cached') {
        await freshWindow(2);
        for (const server of servers) await send(server, 'GET', '/v1/customers?size=1', { key: m.full });
      }
      const before = (await viaDispatch('GET', '/v1/customers?size=1', { key: m.readOnly })).json.data.page
        .totalElements as number;
      await freshWindow(2);
      const started = Date.now();
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          send(servers[i % 2]!, 'POST', '/v1/customers', { key: m.full, json: newCustomer() }),
        ),
      );
      const windows = windowsSince(started, 2);
      const created = replies.filter((r) => r.status === 200);
      const limited = replies.filter((r) => r.status === 429);
      expect(created.length + limited.length, replies.map((r) => r.status).join()).toBe(24);
      // Counted per instance, each process alone would have let 10 through: 20 in all.
      expect(created.length).toBeLessThanOrEqual(KEY_QUOTA * windows);
      if (windows === 1) expect(created.length).toBe(KEY_QUOTA);
      for (const reply of limited) expectRateLimited(reply, `"key";q=${KEY_QUOTA};w=2`);
      for (const reply of created) {
        expect(reply.headers['ratelimit-policy']).toBe(`"key";q=${KEY_QUOTA};w=2`);
        expect(reply.headers.ratelimit).toMatch(/^"key";r=\d+;t=[12]$/);
      }
      // Both processes refused some: each took 12, more than the whole allowance.
      expect(limited.some((_, i) => replies.indexOf(limited[i]!) % 2 === 0)).toBe(true);
      expect(limited.some((_, i) => replies.indexOf(limited[i]!) % 2 === 1)).toBe(true);

      // Nothing over the limit was stored: the merchant has exactly the customers answered 200.
      const listed = await viaDispatch('GET', '/v1/customers?size=1', { key: m.readOnly });
      expect(listed.json.data.page.totalElements - before).toBe(created.length);
    },
  );

  it('answers every request under the limit, with the RateLimit fields', async () => {
    await freshWindow(2);
    const replies = await Promise.all(
      Array.from({ length: KEY_QUOTA / 2 }, (_, i) =>
        send(servers[i % 2]!, 'GET', '/v1/customers?size=1', { key: m.readOnly }),
      ),
    );
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.headers['ratelimit-policy']).toBe(`"key";q=${KEY_QUOTA};w=2`);
    }
  });

  it('never keeps a 429 as the answer to an Idempotency-Key', async () => {
    await freshWindow(2);
    await Promise.all(
      Array.from({ length: KEY_QUOTA }, () =>
        send(servers[0], 'GET', '/v1/customers?size=1', { key: m.full }),
      ),
    );
    const body = newCustomer();
    const headers = { 'idempotency-key': `limits-${Date.now()}` };
    const refused = await send(servers[1], 'POST', '/v1/customers', { key: m.full, json: body, headers });
    expectRateLimited(refused, `"key";q=${KEY_QUOTA};w=2`);
    await freshWindow(2);
    const retried = await send(servers[0], 'POST', '/v1/customers', { key: m.full, json: body, headers });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it("takes the merchant's own rate an operator set", async () => {
    const other = await createMerchant('Loja Limite Próprio');
    await adminUpdateMerchant(other.merchantId, { rateLimit: '2/s' });
    await freshWindow(2);
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(servers[i % 2]!, 'GET', '/v1/customers?size=1', { key: other.readOnly }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200).length;
    expect(ok).toBeLessThanOrEqual(4 * windowsSince(started, 2));
    for (const reply of replies.filter((r) => r.status !== 200)) expectRateLimited(reply, '"key";q=4;w=2');
  });
});

describe('a warm key over its limit', () => {
  let m: Merchant;
  /** The key cached by server 0 and its window spent there. */
  async function spent(): Promise<void> {
    await freshWindow(2, 1.5);
    await Promise.all(
      Array.from({ length: KEY_QUOTA }, () =>
        send(servers[0], 'GET', '/v1/customers?size=1', { key: m.full }),
      ),
    );
  }
  beforeAll(async () => {
    m = await createMerchant('Loja Chave Quente');
  });

  it('keeps no answer for an Idempotency-Key, even one refused before any write', async () => {
    // In this process, with the merchant's own rate of 1 a second: a quota of 2 per window.
    const own = await createMerchant('Loja Chave Quente Própria');
    await adminUpdateMerchant(own.merchantId, { rateLimit: '1/s' });
    const headers = { 'idempotency-key': `limits-404-${Date.now()}` };
    const path = `/v1/charges/${crypto.randomUUID()}/cancel`;
    await freshWindow(2, 1.5);
    for (let i = 0; i < 2; i++) await viaDispatch('GET', '/v1/customers?size=1', { key: own.full });
    // Over the limit with the key cached: the route runs beside the count and finds no charge.
    const refused = await viaDispatch('POST', path, { key: own.full, headers });
    expect(refused.status, refused.text).toBe(429);
    await freshWindow(2);
    const retried = await viaDispatch('POST', path, { key: own.full, headers });
    expect(retried.status, retried.text).toBe(404);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a body refused before the route ran with its RateLimit fields, or the 429', async () => {
    await freshWindow(2, 1.5);
    const bad = await send(servers[0], 'POST', '/v1/customers', {
      key: m.full,
      headers: { 'content-type': 'application/json' },
      raw: '{"name":',
    });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
    await spent();
    const over = await send(servers[0], 'POST', '/v1/customers', {
      key: m.full,
      headers: { 'content-type': 'application/json' },
      raw: '{"name":',
    });
    expectRateLimited(over, `"key";q=${KEY_QUOTA};w=2`);
  });
});

describe('per source address, for failed authentication', () => {
  it('refuses a source past 30 failures a minute on every process, other sources untouched', async () => {
    const m = await createMerchant('Loja Falhas');
    const from = '127.0.0.2';
    const bad = `mp_sk_test_${'x'.repeat(43)}`;
    // Room for the whole test inside one minute's window.
    await freshWindow(60, 15);
    for (let i = 0; i < 6; i++) {
      const reply = await send(servers[i % 2]!, 'GET', '/v1/coupons', { key: bad, from });
      expect(reply.status, reply.text).toBe(401);
      expect(reply.headers['ratelimit-policy']).toBe('"auth";q=6;w=60');
      expect(reply.headers.ratelimit).toMatch(new RegExp(`^"auth";r=${5 - i};t=\\d+$`));
    }
    expectRateLimited(await send(servers[0], 'GET', '/v1/coupons', { key: bad, from }), '"auth";q=6;w=60');
    expectRateLimited(await send(servers[1], 'GET', '/v1/coupons', { key: bad, from }), '"auth";q=6;w=60');
    // For the rest of the window only its failures are refused: a valid key from there works.
    for (const server of servers) {
      const valid = await send(server, 'GET', '/v1/coupons', { key: m.full, from });
      expect(valid.status, valid.text).toBe(200);
      expect(valid.headers['ratelimit-policy']).toBe(`"key";q=${KEY_QUOTA};w=2`);
    }
    expect((await send(servers[0], 'GET', '/v1/coupons', { key: m.full, from: '127.0.0.3' })).status).toBe(
      200,
    );
  });

  it('answers at most the quota of 401s to a burst of unknown keys, serving a valid key among them', async () => {
    const m = await createMerchant('Loja Rajada de Chaves');
    const from = '127.0.0.7';
    await freshWindow(60, 15);
    const started = Date.now();
    const keys = Array.from({ length: 40 }, (_, i) => `mp_sk_test_${String(i).padStart(43, 'r')}`);
    keys.splice(20, 0, m.full);
    const replies = await Promise.all(
      keys.map((key, i) => send(servers[i % 2]!, 'GET', '/v1/coupons?size=1', { key, from })),
    );
    const windows = windowsSince(started, 60);
    const valid = replies[20]!;
    expect(valid.status, valid.text).toBe(200);
    const unknown = replies.filter((_, i) => i !== 20);
    const refused = unknown.filter((r) => r.status === 401);
    // Each failure takes its token before it is answered: the rest are 429, from both processes.
    expect(refused.length, unknown.map((r) => r.status).join()).toBeLessThanOrEqual(6 * windows);
    if (windows === 1) expect(refused.length).toBe(6);
    for (const reply of unknown.filter((r) => r.status !== 401)) expectRateLimited(reply, '"auth";q=6;w=60');
    // After the burst, the valid key still works from that address on both processes.
    for (const server of servers)
      expect((await send(server, 'GET', '/v1/coupons?size=1', { key: m.full, from })).status).toBe(200);
  });

  it("answers a blocked source's failures without counting them, and serves its valid keys", async () => {
    process.env.AUTH_FAILURES_PER_MINUTE = '3';
    resetConfig();
    clearBlockedSources();
    const reads: string[] = [];
    try {
      const m = await createMerchant('Loja Sem Leitura');
      const sourceIp = '192.0.2.10';
      await freshWindow(60, 5);
      const get = (key: string) =>
        dispatch({
          method: 'GET',
          url: '/v1/coupons',
          headers: { authorization: `ApiKey ${key}` },
          sourceIp,
        });
      for (let i = 0; i < 3; i++) expect((await get(`mp_sk_test_${'y'.repeat(43)}`)).status).toBe(401);
      expect((await get(`mp_sk_test_${'y'.repeat(43)}`)).status).toBe(429);
      dynamo().middlewareStack.add(
        (next, context) => async (args) => {
          const key = (args.input as { Key?: { PK?: string } }).Key?.PK;
          reads.push(`${context.commandName} ${key ?? ''}`);
          return next(args);
        },
        { step: 'initialize', name: `${FAULT}Reads`, tags: [FAULT] },
      );
      // A malformed key is refused before anything is read.
      expect((await get('mp_sk_test_short')).status).toBe(429);
      expect(reads).toEqual([]);
      // An unknown key is looked up (it might have been valid), and nothing is written for it.
      expect((await get(`mp_sk_test_${'z'.repeat(43)}`)).status).toBe(429);
      expect(reads.filter((call) => !/^(GetItem|Query|BatchGetItem)Command/.test(call))).toEqual([]);
      // A valid key from the same address is served.
      const valid = await get(m.full);
      expect(valid.status, valid.body?.toString()).toBe(200);
    } finally {
      removeFaults();
      delete process.env.AUTH_FAILURES_PER_MINUTE;
      resetConfig();
      clearBlockedSources();
    }
  });

  it('counts unknown payment page tokens as failures of their source, on the page and its status', async () => {
    const from = '127.0.0.4';
    await freshWindow(60, 10);
    for (let i = 0; i < 6; i++) {
      const token = `${'T'.repeat(40)}${String(i).padStart(3, '0')}`;
      // The page itself (HTML) and its status poll (JSON) alike.
      const path = i % 3 === 0 ? `/pay/${token}` : `/pay/${token}/status`;
      const reply = await send(servers[i % 2]!, 'GET', path, { from });
      expect(reply.status).toBe(404);
      expect(reply.headers.ratelimit).toMatch(/^"auth";r=\d+;t=\d+$/);
    }
    expectRateLimited(
      await send(servers[0], 'GET', `/pay/${'U'.repeat(43)}/status`, { from }),
      '"auth";q=6;w=60',
    );
    // The page itself answers a person: the same 429 and fields, as a page.
    const page = await send(servers[0], 'GET', `/pay/${'U'.repeat(43)}`, { from });
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Muitas tentativas');
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(page.headers['ratelimit-policy']).toBe('"auth";q=6;w=60');
    expect(page.headers.ratelimit).toMatch(/^"auth";r=0;t=\d+$/);
  });

  it('counts unknown tokens on the simulated payment too', async () => {
    const from = '127.0.0.8';
    await freshWindow(60, 10);
    for (let i = 0; i < 6; i++) {
      const token = `${'S'.repeat(40)}${String(i).padStart(3, '0')}`;
      const reply = await send(servers[i % 2]!, 'POST', `/pay/${token}/simulate-payment`, { from });
      expect(reply.status, reply.text).toBe(404);
      expect(reply.headers['ratelimit-policy']).toBe('"auth";q=6;w=60');
      expect(reply.headers.ratelimit).toMatch(new RegExp(`^"auth";r=${5 - i};t=\\d+$`));
    }
    for (const server of servers)
      expectRateLimited(
        await send(server, 'POST', `/pay/${'V'.repeat(43)}/simulate-payment`, { from }),
        '"auth";q=6;w=60',
      );
  });

  it('serves valid page tokens to an address blocked for unknown ones', async () => {
    const m = await createMerchant('Loja Página Bloqueada');
    const fixture = await createFixture(viaDispatch, m.full);
    const from = '127.0.0.9';
    await freshWindow(60, 15);
    // A burst of unknown tokens, the valid one among them: at most the quota are 404.
    const tokens = Array.from({ length: 20 }, (_, i) => `${'W'.repeat(40)}${String(i).padStart(3, '0')}`);
    const replies = await Promise.all(
      tokens.map((token, i) => send(servers[i % 2]!, 'GET', `/pay/${token}/status`, { from })),
    );
    expect(replies.filter((r) => r.status === 404).length).toBeLessThanOrEqual(6);
    for (const reply of replies.filter((r) => r.status !== 404)) expectRateLimited(reply, '"auth";q=6;w=60');
    const { token } = fixture.checkout;
    for (const server of servers) {
      // Unknown tokens from there stay refused; the payer's own page, its status and its
      // coupon field work, on every process.
      expectRateLimited(
        await send(server, 'GET', `/pay/${'X'.repeat(43)}/status`, { from }),
        '"auth";q=6;w=60',
      );
      const page = await send(server, 'GET', `/pay/${token}`, { from });
      expect(page.status, page.text).toBe(200);
      const status = await send(server, 'GET', `/pay/${token}/status`, { from });
      expect(status.status, status.text).toBe(200);
      const coupon = await send(server, 'POST', `/pay/${token}/coupon`, {
        json: { code: 'NAOEXISTE' },
        from,
      });
      expect(coupon.status, coupon.text).toBe(400);
      expect(coupon.json.error.code).toBe('coupon_unknown');
    }
    // And its payment, from the sandbox payer's bank on the page.
    const paid = await send(servers[0], 'POST', `/pay/${token}/simulate-payment`, { from });
    expect(paid.status, paid.text).toBe(200);
  });
});

describe('on the payment page', () => {
  let m: Merchant;
  let token: string;
  beforeAll(async () => {
    m = await createMerchant('Loja Página Limites');
    token = (await createFixture(viaDispatch, m.full)).checkout.token;
  });

  it('limits status polls per token across both processes', async () => {
    await freshWindow(2);
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(servers[i % 2]!, 'GET', `/pay/${token}/status`, { from: `127.0.1.${i + 1}` }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(4 * windowsSince(started, 2));
    if (windowsSince(started, 2) === 1) expect(ok.length).toBe(4);
    for (const reply of ok) expect(reply.headers['ratelimit-policy']).toBe('"poll";q=4;w=2');
    for (const reply of replies.filter((r) => r.status !== 200)) expectRateLimited(reply, '"poll";q=4;w=2');
  });

  it("limits refused coupon codes per source address across the merchant's pages", async () => {
    const { checkout: second, coupon } = await createFixture(viaDispatch, m.full);
    const third = (await createFixture(viaDispatch, m.full)).checkout.token;
    const from = '127.0.0.5';
    const tries = [token, token, second.token, third];
    for (const [i, page] of tries.entries()) {
      if (i === 2) {
        // An applied code is not a refused one: it gives its token back.
        const applied = await send(servers[1], 'POST', `/pay/${second.token}/coupon`, {
          json: { code: coupon.code },
          from,
        });
        expect(applied.status, applied.text).toBe(200);
        expect(applied.headers['ratelimit-policy']).toBe('"coupon";q=4;w=3600');
        expect(applied.headers.ratelimit).toMatch(/^"coupon";r=2;t=\d+$/);
      }
      const reply = await send(servers[i % 2]!, 'POST', `/pay/${page}/coupon`, {
        json: { code: `NAOEXISTE${i}` },
        from,
      });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.headers['ratelimit-policy']).toBe('"coupon";q=4;w=3600');
      expect(reply.headers.ratelimit).toMatch(new RegExp(`^"coupon";r=${3 - i};t=\\d+$`));
    }
    const over = await send(servers[0], 'POST', `/pay/${third}/coupon`, { json: { code: 'OUTRO' }, from });
    expectRateLimited(over, '"coupon";q=4;w=3600');
    // Another address still gets the page's own answer.
    const elsewhere = await send(servers[1], 'POST', `/pay/${third}/coupon`, {
      json: { code: 'OUTRO' },
      from: '127.0.0.6',
    });
    expect(elsewhere.status, elsewhere.text).toBe(400);
  });

  it("judges at most the checkout's 10 tries of codes racing from many addresses", async () => {
    const shop = await createMerchant('Loja Tentativas');
    const fixture = await createFixture(viaDispatch, shop.full);
    const { token } = fixture.checkout;
    // In this process: the coupon reads of the first ten codes wait until the eleventh is answered.
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let allHeld = () => {};
    const tenHeld = new Promise<void>((resolve) => (allHeld = resolve));
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const readsCharge =
          context.commandName === 'BatchGetItemCommand' &&
          JSON.stringify(args.input).includes('"PK":"CHARGE#');
        if (readsCharge && held < 10) {
          if (++held === 10) allHeld();
          await released;
        }
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}Hold`, tags: [FAULT] },
    );
    const tryCode = (code: string, i: number) =>
      dispatch({
        method: 'POST',
        url: `/pay/${token}/coupon`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
        sourceIp: `198.51.100.${i + 1}`,
      });
    try {
      const wrong = Array.from({ length: 10 }, (_, i) => tryCode(`ERRADO${i}`, i));
      await tenHeld;
      // Ten codes are being judged: the merchant's real code, from yet another address, is not.
      const valid = await tryCode(fixture.coupon.code, 10);
      expect(valid.status, valid.body?.toString()).toBe(429);
      expect(JSON.parse(valid.body!.toString()).error.code).toBe('too_many_coupon_attempts');
      release();
      for (const answer of await Promise.all(wrong)) {
        expect(answer.status, answer.body?.toString()).toBe(400);
        expect(JSON.parse(answer.body!.toString()).error.code).toBe('coupon_unknown');
      }
    } finally {
      release();
      removeFaults();
    }
    const checkout = await viaDispatch('GET', `/v1/checkouts/${fixture.checkout.id}`, { key: shop.readOnly });
    expect(checkout.json.data.coupon, checkout.text).toBeNull();
  });

  it('judges at most the quota of codes in a burst from one address, whatever the page', async () => {
    const shop = await createMerchant('Loja Rajada de Cupons');
    const [first, second] = await Promise.all([
      createFixture(viaDispatch, shop.full),
      createFixture(viaDispatch, shop.full),
    ]);
    const from = '127.0.0.10';
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        send(servers[i % 2]!, 'POST', `/pay/${(i % 4 < 2 ? first : second).checkout.token}/coupon`, {
          json: { code: `ADIVINHA${i}` },
          from,
        }),
      ),
    );
    const windows = windowsSince(started, 3600);
    // A judged code is answered 400; every other one is 429 before its code was looked at.
    const judged = replies.filter((r) => r.status === 400);
    for (const reply of judged) expect(reply.json.error.code).toBe('coupon_unknown');
    expect(judged.length, replies.map((r) => r.status).join()).toBeLessThanOrEqual(4 * windows);
    if (windows === 1) expect(judged.length).toBe(4);
    for (const reply of replies.filter((r) => r.status !== 400))
      expectRateLimited(reply, '"coupon";q=4;w=3600');
    // The merchant's hidden coupon is not found from there for the rest of the hour.
    const hidden = await send(servers[0], 'POST', `/pay/${first.checkout.token}/coupon`, {
      json: { code: first.coupon.code },
      from,
    });
    expectRateLimited(hidden, '"coupon";q=4;w=3600');
  });
});
