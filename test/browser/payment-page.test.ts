import { existsSync } from 'node:fs';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireCheckout } from '../../lib/services/checkouts.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { newMerchant, type TestMerchant } from '../support/api.js';

/**
 * The hosted payment page in a real headless Chromium on a 360-px viewport, over a real local
 * server: the payer sees the total and the QR code, copies the code, applies a coupon, simulates
 * the payment and lands on the merchant's completion page; an expired link shows its end state.
 * axe-core checks every state for serious or critical accessibility violations. Skipped, as the
 * docs browser test is, when there is no Chromium and CHROMIUM_PATH is not set.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = Boolean(process.env.CHROMIUM_PATH);
const available = existsSync(CHROMIUM);
if (!available && !required) console.warn(`payment page browser test skipped: no Chromium at ${CHROMIUM}`);

const COMPLETION_PATH = '/loja/obrigado';

describe.skipIf(!available && !required)('the hosted payment page in Chromium (360 px)', () => {
  let server: LocalServer;
  let browser: Browser;
  let merchant: TestMerchant;

  beforeAll(async () => {
    server = await startLocalServer(0);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    merchant = await newMerchant('Loja da Bia');
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A request to the local server's API with the merchant's key. */
  async function api(method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `ApiKey ${merchant.full}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    expect(response.status, JSON.stringify(json)).toBeLessThan(300);
    return json.data;
  }

  async function newCheckout(body: Record<string, unknown>) {
    const product = await api('POST', '/v1/products', { name: 'Camiseta Azul', price: 123456 });
    return api('POST', '/v1/checkouts', {
      items: [{ productId: product.id, quantity: 1 }],
      ...body,
    }) as Promise<{
      id: string;
      url: string;
    }>;
  }

  /** A phone-sized page that may talk only to the local server; the completion page is stubbed. */
  async function phone(): Promise<{
    context: BrowserContext;
    page: Page;
    problems: string[];
    foreign: string[];
  }> {
    const origin = new URL(server.url).origin;
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const foreign: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:') return route.continue();
      if (url.origin !== origin) {
        foreign.push(url.href);
        return route.abort();
      }
      if (url.pathname === COMPLETION_PATH) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Obrigado</title>' });
      }
      return route.continue();
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { context, page, problems, foreign };
  }

  /** axe-core in the page (injected through the DevTools protocol, which the page's CSP allows). */
  async function seriousViolations(page: Page): Promise<string[]> {
    await page.evaluate(axe.source);
    // String expressions: they run in the page, where the DOM types of this Node project do not apply.
    const violations = await page.evaluate<{ id: string; impact: string | null; nodes: number }[]>(
      `axe.run(document, { resultTypes: ['violations'] }).then((result) =>
        result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))`,
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
  }

  it('shows total and QR code, copies the code, applies a coupon, simulates the payment and redirects', async () => {
    await api('POST', '/v1/coupons', { code: 'BEMVINDO', type: 'PERCENTAGE', value: 10 });
    const checkout = await newCheckout({
      allowCoupons: true,
      completionUrl: `${server.url}${COMPLETION_PATH}`,
    });
    expect(new URL(checkout.url).origin).toBe(new URL(server.url).origin);
    const { context, page, problems, foreign } = await phone();

    const response = await page.goto(checkout.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('Loja da Bia');
    await expect(page.locator('#total').textContent()).resolves.toBe('R$ 1.234,56');
    await page.getByText('Ambiente de teste').waitFor();
    const qr = page.locator('#qr');
    await qr.waitFor();
    // The QR code really rendered (a decoded image), and fits the phone's width.
    expect(
      await page.evaluate(
        `(({ complete, naturalWidth }) => complete && naturalWidth > 0)(document.getElementById('qr'))`,
      ),
    ).toBe(true);
    const box = await qr.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // Nothing overflows sideways on a 360-px screen.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    const brCode = await page.locator('#brcode').inputValue();
    expect(brCode).toMatch(/^000201/);
    await page.locator('#copy').click();
    await page.locator('#copy-status', { hasText: 'Código copiado!' }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(brCode);

    // A refused code is explained next to the field; the right one reloads with the new total.
    await page.locator('#coupon-code').fill('NAOEXISTE');
    await page.locator('#coupon-form button').click();
    await page.locator('#coupon-error').filter({ hasText: /\S/ }).waitFor();
    await page.locator('#coupon-code').fill('bemvindo');
    await Promise.all([page.waitForEvent('load'), page.locator('#coupon-form button').click()]);
    await expect(page.locator('#total').textContent()).resolves.toBe('R$ 1.111,10');
    expect(await page.locator('#coupon-form').count()).toBe(0);
    expect(await page.locator('#brcode').inputValue()).not.toBe(brCode);

    await page.locator('#simulate').click();
    await page.getByText('Pagamento confirmado!').waitFor({ timeout: 15_000 });
    expect(await page.locator('#qr').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForURL(`${server.url}${COMPLETION_PATH}`, { timeout: 15_000 });

    const stored = await api('GET', `/v1/checkouts/${checkout.id}`);
    expect(stored).toMatchObject({ status: 'COMPLETED', total: 1111.1 });
    await context.close();
    expect(foreign).toEqual([]);
    expect(problems.filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
  }, 120_000);

  it('shows an expired link without a QR code', async () => {
    const checkout = await newCheckout({ expiresIn: 1800 });
    const stored = await api('GET', `/v1/checkouts/${checkout.id}`);
    await expireCheckout(
      merchant.merchantId,
      checkout.id,
      new Date(Date.parse(String(stored.expiresAt)) + 1000),
    );
    const { context, page, problems } = await phone();
    const response = await page.goto(checkout.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByText('Pagamento expirado').waitFor();
    expect(await page.locator('#qr').count()).toBe(0);
    expect(await page.locator('#simulate').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});
