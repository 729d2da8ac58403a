import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { adminRevokeKey } from '../../lib/merchants/admin.service.js';
import { findApiKeyByHash } from '../../lib/merchants/api-keys.storage.js';
import { hashApiKey } from '../../lib/domain/api-key.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { dynamo } from '../../lib/db/client.js';
import { maskCredentials } from '../../dev/server.js';
import {
  connectionRefused,
  failEveryCommand,
  FAULT,
  injectFault,
  KEY_USE,
  removeFaults,
} from '../support/faults.js';
import { processNoticePix } from '../../lib/charges/settlement.service.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { sandboxProvider } from '../../lib/pix/sandbox.js';
import { saveConnection } from '../../lib/pix-connection/pix-connection.storage.js';
import { deliverDue, dispatchUndispatched } from '../../lib/webhooks/deliveries.service.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { createEndpoint } from '../support/webhooks.js';
import { dashboardPageRoundTrips } from './dashboard.round-trips.js';

afterEach(() => {
  vi.useRealTimers();
  removeFaults();
});

/**
 * The DynamoDB round trips in series of what runs from now on: a call's depth is one more than the
 * deepest call that had ended before it started.
 */
function traceDepth(): () => number {
  const ended: number[] = [];
  let deepest = 0;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const depth = 1 + Math.max(0, ...ended);
      try {
        return await next(args);
      } finally {
        ended.push(depth);
        deepest = Math.max(deepest, depth);
      }
    },
    { step: 'initialize', name: `${FAULT}Depth`, tags: [FAULT] },
  );
  return () => deepest;
}

const text = (result: { raw: { body: Buffer | undefined } }) => result.raw.body?.toString('utf8') ?? '';

/** A browser of one session: it sends the cookie it was given back on every request. */
interface Browser {
  cookie: string | undefined;
}

async function page(browser: Browser, method: string, path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = {};
  if (browser.cookie) headers.cookie = browser.cookie;
  const options =
    form === undefined
      ? { headers }
      : {
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          rawBody: new URLSearchParams(form).toString(),
        };
  const result = await call(method, path, options);
  const set = result.headers['set-cookie'];
  if (set) {
    const [pair] = set.split(';');
    browser.cookie = pair!.endsWith('=') ? undefined : pair;
  }
  return { ...result, html: text(result) };
}

async function link(key: string): Promise<string> {
  const made = await call('POST', '/v1/dashboard-sessions', { key });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  expect(Date.parse(made.json.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  return new URL(made.json.data.url as string).pathname;
}

async function signedIn(key: string): Promise<Browser> {
  const browser: Browser = { cookie: undefined };
  const path = await link(key);
  const signed = await page(browser, 'POST', path, {});
  expect(signed.status).toBe(303);
  return browser;
}

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

async function paidCharge(m: TestMerchant, amount = 123456, description = 'Pedido <b>42</b>') {
  const made = await call('POST', '/v1/charges', { key: m.full, body: { amount, description } });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  const paid = await call('POST', `/v1/charges/${made.json.data.id}/simulate-payment`, { key: m.full });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return made.json.data.id as string;
}

const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

describe('signing in to the dashboard', () => {
  it('takes a one-time link: GET shows "Entrar" and sets nothing, POST sets the session cookie once', async () => {
    const m = await newMerchant('Loja <i>Boa</i>');
    const browser: Browser = { cookie: undefined };
    const path = await link(m.readOnly);
    expect(path).toMatch(/^\/dashboard\/sign-in\/[A-Za-z0-9_-]{43}$/);

    const shown = await page(browser, 'GET', path);
    expect(shown.status).toBe(200);
    expect(shown.headers['set-cookie']).toBeUndefined();
    expect(shown.html).toContain('Entrar');
    expect(shown.html).toContain(`<form method="post" action="${path}">`);
    expectPageHeaders(shown.headers);

    const signed = await page(browser, 'POST', path, {});
    expect(signed.status).toBe(303);
    expect(signed.headers.location).toBe('/dashboard');
    const cookie = signed.headers['set-cookie']!;
    expect(cookie).toMatch(/^__Host-[\w-]+=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/'])
      expect(cookie.split('; ')).toContain(attribute);

    const home = await page(browser, 'GET', '/dashboard');
    expect(home.status).toBe(200);
    expect(home.headers['set-cookie']).toBeUndefined();
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expectPageHeaders(home.headers);
    expect(home.html).toContain('lang="pt-BR"');
    expect(home.html).toContain('Loja &lt;i&gt;Boa&lt;/i&gt;');
    expect(home.html).toContain('Ambiente de teste');
    expect(home.html).toContain('role="img"');

    // Used: the same link again signs no one in, and says so.
    const again = await page({ cookie: undefined }, 'POST', path, {});
    expect(again.status).toBe(404);
    expect(again.html).toContain('já foi usado ou expirou');
    const seen = await page({ cookie: undefined }, 'GET', path);
    expect(seen.status).toBe(404);
  });

  it("keeps a link's token out of npm start's request lines", () => {
    const token = 'q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ';
    expect(maskCredentials(`/dashboard/sign-in/${token}`)).toBe('/dashboard/sign-in/***');
    expect(maskCredentials('/dashboard/charges/abc')).toBe('/dashboard/charges/abc');
  });

  it('answers 303 to the page that explains how to get a link, without a session', async () => {
    for (const path of ['/dashboard', '/dashboard/charges', '/dashboard/charges/x', '/dashboard/account']) {
      const result = await page({ cookie: undefined }, 'GET', path);
      expect(result.status, path).toBe(303);
      expect(result.headers.location).toBe('/dashboard/sign-in');
    }
    const stale = await page({ cookie: `__Host-mp_dashboard=${'A'.repeat(43)}` }, 'GET', '/dashboard');
    expect(stale.status).toBe(303);
    const explained = await page({ cookie: undefined }, 'GET', '/dashboard/sign-in');
    expect(explained.status).toBe(200);
    expect(explained.html).toContain('merchant-payments dashboard');
  });

  it('ends on sign-out', async () => {
    const m = await newMerchant();
    const browser = await signedIn(m.readOnly);
    const home = await page(browser, 'GET', '/dashboard');
    const csrf = field(home.html, 'csrf')!;
    const kept = browser.cookie;
    const out = await page(browser, 'POST', '/dashboard/sign-out', { csrf });
    expect(out.status).toBe(303);
    expect(out.headers['set-cookie']).toMatch(/Max-Age=0/);
    // The old cookie, sent again, no longer opens anything.
    const after = await page({ cookie: kept }, 'GET', '/dashboard');
    expect(after.status).toBe(303);
  });

  it('ends after 12 hours, and after an hour unused', async () => {
    const m = await newMerchant();
    const long = await signedIn(m.readOnly);
    const idle = await signedIn(m.readOnly);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    expect((await page(idle, 'GET', '/dashboard')).status).toBe(303);
    // Used every 50 minutes, it still ends at 12 hours.
    vi.useRealTimers();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let minutes = 50; minutes < 12 * 60; minutes += 50) {
      vi.setSystemTime(start + minutes * 60 * 1000);
      expect((await page(long, 'GET', '/dashboard/charges')).status, `${minutes} min`).toBe(200);
    }
    vi.setSystemTime(start + 12 * 60 * 60 * 1000 + 1000);
    expect((await page(long, 'GET', '/dashboard')).status).toBe(303);
  });

  it("ends within 30 seconds of its key's revocation", async () => {
    const m = await newMerchant();
    const browser = await signedIn(m.full);
    const record = await findApiKeyByHash(hashApiKey(m.full));
    await adminRevokeKey(record!.keyId);
    clearKeyCache();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 1000 });
    const after = await page(browser, 'GET', '/dashboard');
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/dashboard/sign-in?fim=1');
    vi.useRealTimers();
    // Ended for good, not only for that request.
    expect((await page(browser, 'GET', '/dashboard')).status).toBe(303);
  });
});

describe('the dashboard under a database outage', () => {
  it('answers a signed-in page, a form and a sign-in with a 503 page, and works again after it', async () => {
    const m = await newMerchant();
    const browser = await signedIn(m.full);
    const home = await page(browser, 'GET', '/dashboard');
    expect(home.status).toBe(200);
    const csrf = field(home.html, 'csrf')!;
    const unused = await link(m.full);

    failEveryCommand(connectionRefused);
    const answers = [
      await page(browser, 'GET', '/dashboard'),
      await page(browser, 'GET', '/dashboard/charges'),
      await page(browser, 'POST', '/dashboard/sign-out', { csrf }),
      await page({ cookie: undefined }, 'POST', unused, {}),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.html).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^text\/html\b/);
      expect(answer.html).toContain('Serviço indisponível');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expectPageHeaders(answer.headers);
    }
    removeFaults();

    // Nothing ended or used: the session still opens Início, and the link still signs in.
    expect((await page(browser, 'GET', '/dashboard')).status).toBe(200);
    expect((await page({ cookie: undefined }, 'POST', unused, {})).status).toBe(303);
  });
});

describe('dashboard pages', () => {
  it('answers every page, lists and shows charges in R$, and 404s another merchant’s charge', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const id = await paidCharge(m);
    const foreign = await paidCharge(other);
    const browser = await signedIn(m.readOnly);
    for (const section of [
      '',
      '/charges',
      '/checkouts',
      '/subscriptions',
      '/ledger',
      '/reconciliations',
      '/payouts',
      '/webhooks',
      '/account',
    ]) {
      const result = await page(browser, 'GET', `/dashboard${section}`);
      expect(result.status, `${section}: ${result.html.slice(0, 400)}`).toBe(200);
      expectPageHeaders(result.headers);
    }
    const list = await page(browser, 'GET', '/dashboard/charges');
    expect(list.html).toContain(id);
    expect(list.html).toContain('R$ 1.234,56');
    expect(list.html).toContain('Pedido &lt;b&gt;42&lt;/b&gt;');
    expect(list.html).not.toContain(foreign);
    const detail = await page(browser, 'GET', `/dashboard/charges/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain('R$ 1.234,56');
    expect(detail.html).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const elsewhere = await page(browser, 'GET', `/dashboard/charges/${foreign}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.html).not.toContain('R$ 1.234,56');
    // An id no item could have (too long for a table key) is the same 404 page, on every section.
    for (const section of [
      'charges',
      'checkouts',
      'subscriptions',
      'reconciliations',
      'payouts',
      'webhooks',
    ]) {
      const unknown = await page(browser, 'GET', `/dashboard/${section}/${'z'.repeat(3000)}`);
      expect(unknown.status, section).toBe(404);
    }
    const home = await page(browser, 'GET', '/dashboard');
    expect(home.html).toContain('R$ 1.234,56');
    const csv = await page(browser, 'GET', '/dashboard/ledger/export');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.html).toContain(id);
  });
});

describe('dashboard data', () => {
  it("shows the merchant's PSP connection on the account page, never its secrets", async () => {
    const m = await newMerchant();
    const browser = await signedIn(m.readOnly);
    const platform = await page(browser, 'GET', '/dashboard/account');
    expect(platform.status).toBe(200);
    expect(platform.html).toContain('PLATFORM');
    expect(platform.html).not.toContain('o serviço ainda não oferece');
    await saveConnection(
      {
        id: 'conn-1',
        merchantId: m.merchantId,
        baseUrl: 'https://psp.example.com.br/api',
        tokenUrl: null,
        clientId: 'client-visible',
        pixKey: 'loja@example.com.br',
        certificateSubject: 'CN=loja',
        certificateExpiresAt: '2031-05-17T12:00:00.000Z',
        verifiedAt: '2026-01-02T12:00:00.000Z',
        status: 'ACTIVE',
        lastError: null,
        sealedCredentials: 'SEALED-SECRET-BLOB',
        noticeSecretHash: 'NOTICE-HASH-SECRET',
        createdAt: '2026-01-02T12:00:00.000Z',
      },
      undefined,
    );
    const own = await page(browser, 'GET', '/dashboard/account');
    expect(own.status).toBe(200);
    expect(own.html).toContain('OWN_ACCOUNT');
    expect(own.html).toContain('https://psp.example.com.br/api');
    expect(own.html).toContain('loja@example.com.br');
    expect(own.html).toContain('ACTIVE');
    expect(own.html).toContain('17/05/2031');
    expect(own.html).not.toContain('SEALED-SECRET-BLOB');
    expect(own.html).not.toContain('NOTICE-HASH-SECRET');
  });

  it('filters Cobranças by São Paulo days of creation, together with the status, refusing a wrong range with its page', async () => {
    const m = await newMerchant();
    const at = (instant: string) =>
      createCharge(m.merchantId, { amount: 1000, expiresIn: 60 }, { now: new Date(instant) });
    const before = await at('2026-03-10T02:59:59.999Z');
    const inside = [
      await at('2026-03-10T03:00:00.000Z'),
      await at('2026-03-10T12:00:00.000Z'),
      await at('2026-03-11T12:00:00.000Z'),
    ];
    const after = await at('2026-03-12T03:00:00.000Z');
    const browser = await signedIn(m.readOnly);
    const listed = (html: string) =>
      [...html.matchAll(/href="\/dashboard\/charges\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    const shown = await page(
      browser,
      'GET',
      '/dashboard/charges?from=2026-03-10&to=2026-03-11&status=EXPIRED',
    );
    expect(shown.status, shown.html.slice(0, 300)).toBe(200);
    expect(shown.html).not.toContain('o serviço de cobranças ainda não oferece');
    expect(shown.html).toContain('name="from" type="date" value="2026-03-10"');
    expect(shown.html).toContain('name="to" type="date" value="2026-03-11"');
    expect(listed(shown.html)).toEqual(inside.map((charge) => charge.id).reverse());
    expect(listed(shown.html)).not.toContain(before.id);
    expect(listed(shown.html)).not.toContain(after.id);
    const none = await page(browser, 'GET', '/dashboard/charges?from=2026-03-10&to=2026-03-11&status=PAID');
    expect(listed(none.html)).toEqual([]);
    // An empty field is no bound.
    const open = await page(browser, 'GET', '/dashboard/charges?from=2026-03-11&to=');
    expect(listed(open.html)).toEqual([after.id, inside[2]!.id]);
    const backwards = await page(browser, 'GET', '/dashboard/charges?from=2026-03-11&to=2026-03-10');
    expect(backwards.status).toBe(422);
    expect(backwards.html).toContain('deve ser igual ou posterior a');
    const wrong = await page(browser, 'GET', '/dashboard/charges?from=31%2F02%2F2026');
    expect(wrong.status).toBe(422);
  });

  it("shows each API key's last use as its hour, written once an hour and never failing a request", async () => {
    const m = await newMerchant();
    const uses: string[] = [];
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: { PK?: string | { S?: string } }; UpdateExpression?: string };
        const pk = input.Key?.PK;
        const key = typeof pk === 'string' ? pk : pk?.S;
        if (context.commandName === 'UpdateItemCommand' && key?.startsWith('KEYUSE#'))
          uses.push(input.UpdateExpression ?? '');
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}KeyUses`, tags: [FAULT] },
    );
    const hourOf = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000).toISOString();
    const before = await page(await signedIn(m.readOnly), 'GET', '/dashboard/account');
    // The read-only key made the link: used this hour. The full key: never yet.
    expect(before.html).toContain(`<time datetime="${hourOf(Date.now())}">`);
    expect(before.html).toContain('sem uso registrado');
    // Used three times in one hour: one write.
    const recorded = uses.length;
    for (let i = 0; i < 3; i++) expect((await call('GET', '/v1/charges', { key: m.full })).status).toBe(200);
    expect(uses.length - recorded).toBe(1);
    const after = await page(await signedIn(m.readOnly), 'GET', '/dashboard/account');
    expect(after.html.match(new RegExp(`<time datetime="${hourOf(Date.now())}">`, 'g'))).toHaveLength(2);
    expect(after.html).not.toContain('sem uso registrado');
    // An hour on, the write fails: the request is answered all the same, and the next one records it.
    const next = Date.now() + 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: next });
    const failing = injectFault(KEY_USE, 1, () => new Error('ProvisionedThroughputExceeded'));
    expect((await call('GET', '/v1/charges', { key: m.full })).status).toBe(200);
    expect(failing.calls, JSON.stringify(uses)).toBe(1);
    expect((await call('GET', '/v1/charges', { key: m.full })).status).toBe(200);
    const later = await page(await signedIn(m.full), 'GET', '/dashboard/account');
    expect(later.html).toContain(`<time datetime="${hourOf(next)}">`);
  });

  it("finds a charge by its id, its txid and its Pix's endToEndId, never another merchant's", async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const made = await call('POST', '/v1/charges', { key: m.full, body: { amount: 4321 } });
    expect(made.status).toBe(201);
    const id = made.json.data.id as string;
    const txid = made.json.data.pix.txid as string;
    const foreign = await paidCharge(other);
    // The charge is paid by a PSP notice: its Pix's endToEndId is known from then on.
    const endToEndId = `E00000000${Date.now()}${id.slice(-6)}`.slice(0, 32);
    const provider = {
      ...sandboxProvider,
      chargeTxidOf: (reference: string) => reference,
      confirmPix: async () => ({ endToEndId, txid, amountCents: 4321, paidAt: new Date().toISOString() }),
    };
    expect(await processNoticePix(provider, { endToEndId, txid }, completeOwner)).toBe('settled');
    const foreignTxid = (await call('GET', `/v1/charges/${foreign}`, { key: other.readOnly })).json.data.pix
      .txid as string;
    const browser = await signedIn(m.readOnly);
    for (const q of [id, txid, endToEndId!]) {
      const found = await page(browser, 'GET', `/dashboard/charges?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.html, q).toContain(`/dashboard/charges/${id}`);
    }
    // A reference longer than any id, txid or endToEndId names nothing (and is no key to look up).
    for (const q of [foreign, foreignTxid, 'nothing-like-it', 'x'.repeat(3000), 'ç'.repeat(1100)]) {
      const none = await page(browser, 'GET', `/dashboard/charges?q=${encodeURIComponent(q)}`);
      expect(none.status, q).toBe(200);
      // No charge is listed (the search box shows what was typed, nothing more).
      expect(none.html, q).not.toMatch(/href="\/dashboard\/charges\/[^"]/);
    }
  });
});

/** The rows of the table captioned `caption` on a page. */
function rowsOf(html: string, caption: string): string[] {
  const start = html.indexOf(`<caption>${caption}</caption>`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</table>', start));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)]
    .map((match) => match[1]!)
    .filter((row) => row.includes('<td>'));
}

describe('webhook deliveries on the dashboard', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(202);
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("shows a charge's deliveries on its page: endpoint, event type, status code, attempt, time", async () => {
    const m = await newMerchant();
    await createEndpoint(m, `${receiver.url}?loja=<b>`, ['charge.created', 'charge.paid']);
    const id = await paidCharge(m);
    const other = await call('POST', '/v1/charges', { key: m.full, body: { amount: 500 } });
    expect(other.status).toBe(201);
    await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
    expect(await deliverDue(new Date(), { merchantId: m.merchantId })).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
    const browser = await signedIn(m.readOnly);
    const detail = await page(browser, 'GET', `/dashboard/charges/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).not.toContain('o serviço ainda não oferece');
    const rows = rowsOf(detail.html, 'Entregas de webhook');
    // Its two events' deliveries, newest first; the other charge's is on the other charge's page.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/<a href="\/dashboard\/webhooks\/[0-9a-f-]{36}">charge\.paid<\/a>/);
    expect(rows[1]).toContain('>charge.created</a>');
    for (const row of rows) {
      expect(row).toContain(`${receiver.url}?loja=&lt;b&gt;`);
      expect(row).toContain('DELIVERED');
      expect(row).toContain('<td>202</td>');
      expect(row).toContain('<td>1</td>');
      expect(row).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    }
    const otherPage = await page(browser, 'GET', `/dashboard/charges/${other.json.data.id}`);
    expect(rowsOf(otherPage.html, 'Entregas de webhook')).toHaveLength(1);
  });
});

describe('failing webhook deliveries on the dashboard', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(500);
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('lists a delivery on Início and Webhooks once its attempt fails, and no more once one delivers it', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    await createEndpoint(m, receiver.url, ['charge.created']);
    await createEndpoint(other, receiver.url, ['charge.created']);
    const made = await call('POST', '/v1/charges', { key: m.full, body: { amount: 700 } });
    expect(made.status).toBe(201);
    expect((await call('POST', '/v1/charges', { key: other.full, body: { amount: 700 } })).status).toBe(201);
    const now = new Date();
    for (const merchantId of [m.merchantId, other.merchantId]) {
      await dispatchUndispatched(now, { merchantId });
      expect(await deliverDue(now, { merchantId })).toEqual(['retry_scheduled']);
    }
    const browser = await signedIn(m.readOnly);
    const home = await page(browser, 'GET', '/dashboard');
    expect(home.html).not.toContain('o serviço ainda não oferece');
    const rows = rowsOf(home.html, 'Entregas de webhook com falha');
    // Only this merchant's one delivery: retrying, its answer, its attempt.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/<a href="\/dashboard\/webhooks\/[0-9a-f-]{36}">charge\.created<\/a>/);
    expect(rows[0]).toContain(receiver.url);
    expect(rows[0]).toContain('PENDING');
    expect(rows[0]).toContain('<td>500</td>');
    expect(rows[0]).toContain('<td>1</td>');
    expect(home.html).toContain('<a href="/dashboard/webhooks">');
    const webhooks = await page(browser, 'GET', '/dashboard/webhooks');
    expect(rowsOf(webhooks.html, 'Entregas de webhook com falha')).toEqual(rows);
    // The retry delivers it: it is listed no more.
    receiver.respond = 202;
    const later = new Date(now.getTime() + 3600 * 1000);
    expect(await deliverDue(later, { merchantId: m.merchantId })).toEqual(['delivered']);
    const after = await page(browser, 'GET', '/dashboard');
    expect(rowsOf(after.html, 'Entregas de webhook com falha')).toEqual([]);
  });
});

describe('dashboard round trips', () => {
  it('reads every page in at most 3 DynamoDB round trips in series, its key check included', async () => {
    const m = await newMerchant();
    const id = await paidCharge(m);
    const browser = await signedIn(m.full);
    for (const [name, [inSeries, why]] of Object.entries(dashboardPageRoundTrips)) {
      expect(inSeries, name).toBeLessThanOrEqual(3);
      const path = name.replace('{id}', id);
      // The key is read again on this view (its last check is over 30 s old).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 1000 });
      const depth = traceDepth();
      const result = await page(browser, 'GET', path);
      removeFaults();
      vi.useRealTimers();
      expect(result.status, path).toBe(200);
      // Exactly the count named: a page that gains a round trip in series fails here.
      expect(depth(), `${name}: ${why}`).toBe(inSeries);
    }
  });
});

describe('dashboard actions', () => {
  it('shows a READ_ONLY session no form, and refuses its forged refund with 403', async () => {
    const m = await newMerchant();
    const id = await paidCharge(m);
    const browser = await signedIn(m.readOnly);
    const detail = await page(browser, 'GET', `/dashboard/charges/${id}`);
    expect(detail.html).not.toContain('name="action"');
    const csrf = field(detail.html, 'csrf')!;
    const forged = await page(browser, 'POST', `/dashboard/charges/${id}`, {
      csrf,
      action: 'refund',
      step: 'do',
      idempotencyKey: 'k1',
    });
    expect(forged.status).toBe(403);
    const charge = await call('GET', `/v1/charges/${id}`, { key: m.readOnly });
    expect(charge.json.data.refunds).toEqual([]);
  });

  it('refuses a post without the session token with 403, and refunds once on a double submit', async () => {
    const m = await newMerchant();
    const id = await paidCharge(m);
    const browser = await signedIn(m.full);
    const detail = await page(browser, 'GET', `/dashboard/charges/${id}`);
    const key = field(detail.html, 'idempotencyKey')!;
    const csrf = field(detail.html, 'csrf')!;
    expect(key).toBeTruthy();

    const tokenless = await page(browser, 'POST', `/dashboard/charges/${id}`, {
      action: 'refund',
      step: 'do',
      idempotencyKey: key,
      amount: '10,00',
    });
    expect(tokenless.status).toBe(403);
    const wrong = await page(browser, 'POST', `/dashboard/charges/${id}`, {
      csrf: 'x'.repeat(43),
      action: 'refund',
      step: 'do',
      idempotencyKey: key,
      amount: '10,00',
    });
    expect(wrong.status).toBe(403);
    // An id too long to name anything is the 404 page; a reason over the API's bound is refused on
    // the page: neither fails, and nothing is refunded.
    const far = await page(browser, 'POST', `/dashboard/charges/${'z'.repeat(3000)}`, {
      csrf,
      action: 'refund',
      step: 'do',
      idempotencyKey: randomUUID(),
    });
    expect(far.status).toBe(404);
    const wordy = await page(browser, 'POST', `/dashboard/charges/${id}`, {
      csrf,
      action: 'refund',
      step: 'do',
      idempotencyKey: randomUUID(),
      amount: '10,00',
      reason: 'r'.repeat(5000),
    });
    expect(wordy.status, wordy.html.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(wordy.status, wordy.html.slice(0, 300)).toBeLessThan(500);

    const form = {
      csrf,
      action: 'refund',
      idempotencyKey: key,
      amount: '10,00',
      reason: 'Produto <b>trocado</b>',
    };
    const confirm = await page(browser, 'POST', `/dashboard/charges/${id}`, { ...form, step: 'confirm' });
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('R$ 10,00');
    expect((await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data.refunds).toEqual([]);

    const first = await page(browser, 'POST', `/dashboard/charges/${id}`, { ...form, step: 'do' });
    const second = await page(browser, 'POST', `/dashboard/charges/${id}`, { ...form, step: 'do' });
    expect(first.status, first.html.slice(0, 500)).toBe(303);
    expect(second.status).toBe(303);
    expect(first.headers.location).toBe(`/dashboard/charges/${id}?feito=refund`);
    const charge = await call('GET', `/v1/charges/${id}`, { key: m.readOnly });
    expect(charge.json.data.refunds).toHaveLength(1);
    expect(charge.json.data.refundedAmount).toBe(10);
    const shown = await page(browser, 'GET', first.headers.location!);
    expect(shown.html).toContain('Devolução registrada.');
    expect(shown.html).toContain('Produto &lt;b&gt;trocado&lt;/b&gt;');
  });
});
