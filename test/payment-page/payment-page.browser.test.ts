import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { expireCheckout } from '../../lib/checkouts/checkouts.service.js';
import { addDays, businessDayOnOrAfter, dayNumber } from '../../lib/domain/business-days.js';
import { dueDateOf } from '../../lib/subscriptions/subscription.domain.js';
import { axeViolations, pageProblems, useBrowser } from '../support/browser.js';
import { skipBrowser } from '../support/chromium.js';
import { newMerchant, type TestMerchant } from '../support/api.js';

/**
 * The hosted payment page in a real headless Chromium on a 360-px phone and on a desktop, over a
 * real local server: the payer sees the total and the code to copy on the first screen, copies
 * it, applies a coupon (and is told the code changed), simulates the payment, reads the receipt
 * and lands on the merchant's completion page; a charge's own page and an expired link show
 * theirs; a subscription's authorization says what it authorizes before the code, a due-date
 * charge counts days and states its terms (also once late, on a clock moved ahead), and a refunded
 * charge says so, each on a phone and on a desktop. axe-core checks every state: any violation, whatever its impact, fails the test. Each
 * state is saved as a screenshot under `.build/screenshots/` (not kept in git) for a person to
 * look at. Skipped, as the docs browser test is, when there is no Chromium and CHROMIUM_PATH is
 * not set.
 */
const skipped = skipBrowser('payment page browser test');

const COMPLETION_PATH = '/loja/obrigado';
const SCREENSHOTS = join(import.meta.dirname, '../../.build/screenshots');
const PHONE = { width: 360, height: 740 };
const ZONE = 'America/Sao_Paulo';
const brazilian = (date: string) => date.split('-').reverse().join('/');
const DESKTOP = { width: 1280, height: 800 };

describe.skipIf(skipped)('the hosted payment page in Chromium (phone and desktop)', () => {
  const run = useBrowser();
  let merchant: TestMerchant;

  beforeAll(async () => {
    merchant = await newMerchant('Loja da Bia');
  });

  /** A request to the local server's API with the merchant's key. */
  const api = (method: string, path: string, body?: unknown) => run.api(merchant, method, path, body);

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

  /**
   * A phone-sized page (or a desktop one) that may talk only to the local server; the completion
   * page is stubbed.
   */
  async function phone(device: 'phone' | 'desktop' = 'phone'): Promise<{
    context: BrowserContext;
    page: Page;
    problems: string[];
    foreign: string[];
  }> {
    const origin = new URL(run.url).origin;
    const context = await run.browser.newContext({
      viewport: device === 'phone' ? PHONE : DESKTOP,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
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
    return { context, page, problems: pageProblems(page), foreign };
  }

  /** The page as a person sees it, saved for review (the whole page, not only the first screen). */
  async function screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  /** Whether the element is wholly on the first screen (no scrolling), and not clipped sideways. */
  async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
    const box = await page.locator(selector).boundingBox();
    const viewport = page.viewportSize()!;
    return (
      box !== null &&
      box.y >= 0 &&
      box.y + box.height <= viewport.height &&
      box.x + box.width <= viewport.width
    );
  }

  it('shows total and QR code, copies the code, applies a coupon, simulates the payment and redirects', async () => {
    await api('POST', '/v1/coupons', { code: 'BEMVINDO', type: 'PERCENTAGE', value: 10 });
    const checkout = await newCheckout({
      allowCoupons: true,
      completionUrl: `${run.url}${COMPLETION_PATH}`,
    });
    expect(new URL(checkout.url).origin).toBe(new URL(run.url).origin);
    const { context, page, problems, foreign } = await phone();

    const response = await page.goto(checkout.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('Loja da Bia');
    await expect(page.locator('#total').textContent()).resolves.toBe('R$ 1.234,56');
    await page.getByText('Ambiente de teste').waitFor();
    // A payer cannot scan their own screen: the total, the whole code and its copy button come
    // first, on the first screen, and the QR code after them.
    for (const selector of ['#total', '#brcode', '#copy'])
      expect(await onFirstScreen(page, selector)).toBe(true);
    const order = await page.evaluate<string[]>(
      `[...document.querySelectorAll('#brcode, #copy, #qr')].map((element) => element.id)`,
    );
    expect(order).toEqual(['brcode', 'copy', 'qr']);
    // The code is whole: its box shows every character (nothing scrolls or is cut).
    expect(
      await page.evaluate<boolean>(
        `(({ scrollHeight, clientHeight, scrollWidth, clientWidth }) => scrollHeight <= clientHeight && scrollWidth <= clientWidth)(document.getElementById('brcode'))`,
      ),
    ).toBe(true);
    await screenshot(page, 'checkout-open-phone');
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
    expect(await axeViolations(page)).toEqual([]);

    const brCode = (await page.locator('#brcode').textContent()) ?? '';
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
    expect(await page.locator('#brcode').textContent()).not.toBe(brCode);
    // The payer is told the coupon took and that the code to pay changed.
    await expect(page.locator('#coupon-notice').textContent()).resolves.toMatch(
      /Cupom BEMVINDO aplicado.*R\$ 1\.111,10.*O código Pix mudou/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-coupon-phone');

    await page.locator('#simulate').click();
    await page.getByText('Pagamento confirmado!').waitFor({ timeout: 15_000 });
    expect(await page.locator('#qr').count()).toBe(0);
    // A receipt: merchant, amount, date and time, txid; readable before the page goes on.
    const receipt = (await page.locator('.receipt').textContent()) ?? '';
    expect(receipt).toContain('Loja da Bia');
    expect(receipt).toContain('R$ 1.111,10');
    expect(receipt).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    const paidCharge = await api(
      'GET',
      `/v1/charges/${String((await api('GET', `/v1/checkouts/${checkout.id}`)).chargeId)}`,
    );
    expect(receipt).toContain((paidCharge.pix as { txid: string }).txid);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-receipt-phone');
    const shownAt = Date.now();
    await page.waitForURL(`${run.url}${COMPLETION_PATH}`, { timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(5_000);

    const stored = await api('GET', `/v1/checkouts/${checkout.id}`);
    expect(stored).toMatchObject({ status: 'COMPLETED', total: 1111.1 });
    await context.close();
    expect(foreign).toEqual([]);
    expect(problems.filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
  }, 120_000);

  it('shows the same checkout on a desktop: the QR code beside the code, nothing clipped', async () => {
    const checkout = await newCheckout({ allowCoupons: true });
    const { context, page, problems } = await phone('desktop');
    await page.goto(checkout.url, { waitUntil: 'load' });
    await page.locator('#qr').waitFor();
    // On a desktop the payer scans with their phone: the QR code is on the first screen too.
    for (const selector of ['#total', '#brcode', '#copy', '#qr'])
      expect(await onFirstScreen(page, selector)).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-open-desktop');
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);

  it('pays a plain charge on its own page (paymentUrl), on a phone', async () => {
    const charge = (await api('POST', '/v1/charges', {
      amount: 4990,
      description: 'Pedido 42 - Pão de queijo',
    })) as {
      id: string;
      paymentUrl: string;
      pix: { brCode: string; txid: string };
    };
    const { context, page, problems } = await phone();
    const response = await page.goto(charge.paymentUrl, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('#total').textContent()).resolves.toBe('R$ 49,90');
    await page.getByText('Pedido 42 - Pão de queijo').waitFor();
    expect(await page.locator('#brcode').textContent()).toBe(charge.pix.brCode);
    for (const selector of ['#total', '#brcode', '#copy'])
      expect(await onFirstScreen(page, selector)).toBe(true);
    expect(await page.locator('#coupon-form').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'charge-open-phone');
    await page.locator('#simulate').click();
    await page.getByText('Pagamento confirmado!').waitFor({ timeout: 15_000 });
    expect((await page.locator('.receipt').textContent()) ?? '').toContain(charge.pix.txid);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'charge-receipt-phone');
    expect((await api('GET', `/v1/charges/${charge.id}`)).status).toBe('PAID');
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);

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
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-expired-phone');
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
  async function newPayer(document = '52998224725'): Promise<string> {
    const customer = await api('POST', '/v1/customers', {
      name: 'Ana Souza',
      email: `ana-${Math.random()}@exemplo.com.br`,
      document,
    });
    return customer.id as string;
  }

  /** The page's visible text (what a person reads), spaces folded. */
  const visible = async (page: Page): Promise<string> =>
    ((await page.locator('body').innerText()) ?? '').replace(/\s+/g, ' ');

  /**
   * `url` on a phone and on a desktop: `check` reads each, nothing overflows sideways, axe finds
   * nothing, and each is saved as `<name>-phone.png` and `<name>-desktop.png`.
   */
  async function onBoth(
    url: string,
    name: string,
    check: (text: string, page: Page) => Promise<void> | void,
  ) {
    for (const device of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await phone(device);
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await check(await visible(page), page);
      const width = device === 'phone' ? PHONE.width : DESKTOP.width;
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `${name}-${device}`);
      await context.close();
      expect(problems).toEqual([]);
    }
  }

  it("tells a subscription's payer, before the code, that paying authorizes monthly Pix Automático debits; the receipt repeats it", async () => {
    const startDate = addDays(todayIn(ZONE, new Date()), 5);
    const firstDebit = brazilian(dueDateOf(startDate, 'MONTHLY', 1));
    const subscription = (await api('POST', '/v1/subscriptions', {
      customerId: await newPayer(),
      amount: 2990,
      interval: 'MONTHLY',
      startDate,
      description: 'Streaming mensal',
    })) as { id: string; authorization: { url: string } };
    await onBoth(subscription.authorization.url, 'subscription-open', async (text, page) => {
      expect(text).toContain('Pagamento recorrente: Pix Automático');
      expect(text).toContain(
        `Ao pagar este Pix, você paga a cobrança de ${brazilian(startDate)} e autoriza Loja da Bia a debitar R$ 29,90 por mês da sua conta, pelo Pix Automático`,
      );
      expect(text).toMatch(/Frequência\s*Mensal \(todo mês\)/);
      expect(text).toMatch(new RegExp(`Primeiro débito automático\\s*${firstDebit}`));
      expect(text).toContain('Você pode cancelar quando quiser no app do seu banco');
      // Read before the code: the notice comes first in the page.
      const order = await page.evaluate<string[]>(
        `[...document.querySelectorAll('#recurring, #brcode')].map((element) => element.id)`,
      );
      expect(order).toEqual(['recurring', 'brcode']);
    });
    const { context, page } = await phone();
    await page.goto(subscription.authorization.url, { waitUntil: 'load' });
    await page.locator('#simulate').click();
    await page.getByText('Pix Automático autorizado').waitFor({ timeout: 15_000 });
    await context.close();
    await onBoth(subscription.authorization.url, 'subscription-receipt', (text) => {
      expect(text).toContain('Pagamento confirmado!');
      expect(text).toContain('Loja da Bia vai debitar R$ 29,90 por mês da sua conta, pelo Pix Automático.');
      expect(text).toMatch(new RegExp(`Próximo débito automático\\s*${firstDebit}`));
      expect(text).toContain('Você pode cancelar quando quiser no app do seu banco');
    });
    expect((await api('GET', `/v1/subscriptions/${subscription.id}`)).status).toBe('ACTIVE');
  }, 120_000);

  it('shows a due-date charge in days with its terms, late with its fine and interest, and its receipt', async () => {
    const today = todayIn(ZONE, new Date());
    const dueDate = businessDayOnOrAfter(addDays(today, 14));
    const discountUntil = addDays(dueDate, -5);
    const charge = (await api('POST', '/v1/charges', {
      amount: 100_000,
      description: 'Mensalidade escolar',
      customerId: await newPayer('39053344705'),
      dueDate,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
      discount: { type: 'FIXED', until: [{ date: discountUntil, value: 5000 }] },
    })) as { id: string; paymentUrl: string };
    const noClock = (text: string) => {
      expect(text).not.toContain('Tempo restante');
      expect(text).not.toMatch(/\d+:\d{2}:\d{2}/);
    };
    await onBoth(charge.paymentUrl, 'due-date-open', (text) => {
      expect(text).toMatch(/Valor a pagar hoje\s*R\$ 950,00/);
      expect(text).toContain(
        `Vencimento: ${brazilian(dueDate)} (faltam ${dayNumber(dueDate) - dayNumber(today)} dias)`,
      );
      expect(text).toContain(`Com desconto de R$ 50,00 por pagar até ${brazilian(discountUntil)}.`);
      expect(text).toContain(`Pagando até o vencimento, ${brazilian(dueDate)}: R$ 1.000,00.`);
      expect(text).toContain(
        'Depois do vencimento: multa de 2% (R$ 20,00) e juros de 1% ao mês, proporcionais a cada dia corrido de atraso.',
      );
      expect(text).toContain('Último dia para pagar:');
      noClock(text);
    });
    // Three days past the due date, on the server's clock (the page is drawn there).
    const late = addDays(dueDate, 3);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${late}T15:00:00Z`) });
    try {
      await onBoth(charge.paymentUrl, 'due-date-late', (text) => {
        expect(text).toContain(`Vencimento: ${brazilian(dueDate)} (venceu há 3 dias)`);
        expect(text).toMatch(/Valor a pagar hoje\s*R\$ 1\.021,00/);
        expect(text).toContain('Inclui multa de R$ 20,00 e juros de R$ 1,00 pelo atraso.');
        noClock(text);
      });
    } finally {
      vi.useRealTimers();
    }
    await api('POST', `/v1/charges/${charge.id}/simulate-payment`, {});
    await onBoth(charge.paymentUrl, 'due-date-receipt', (text) => {
      expect(text).toContain('Pagamento confirmado!');
      expect(text).toMatch(new RegExp(`Vencimento\\s*${brazilian(dueDate)}`));
      expect(text).toMatch(/Valor do documento\s*R\$ 1\.000,00/);
      expect(text).toMatch(/Desconto\s*-R\$ 50,00/);
      expect(text).toMatch(/Valor pago\s*R\$ 950,00/);
    });
  }, 180_000);

  it('counts a two-day charge in days, then says it was partly and wholly refunded, not confirmed', async () => {
    const charge = (await api('POST', '/v1/charges', {
      amount: 10_000,
      description: 'Pedido 77',
      expiresIn: 172_800,
    })) as {
      id: string;
      paymentUrl: string;
    };
    // Open for two days: the countdown says the day in words, not 47 hours.
    const open = await phone();
    await open.page.goto(charge.paymentUrl, { waitUntil: 'load' });
    await open.page.locator('#countdown', { hasText: /^1 dia e 23:\d{2}:\d{2}$/ }).waitFor();
    await open.context.close();
    await api('POST', `/v1/charges/${charge.id}/simulate-payment`, {});
    await api('POST', `/v1/charges/${charge.id}/refund`, { amount: 3000, reason: 'Item em falta' });
    await onBoth(charge.paymentUrl, 'charge-partly-refunded', (text) => {
      expect(text).not.toContain('Pagamento confirmado');
      expect(text).toContain('Pagamento devolvido em parte');
      expect(text).toContain('A loja devolveu R$ 30,00 dos R$ 100,00 que você pagou.');
      expect(text).toMatch(/Valor devolvido\s*R\$ 30,00/);
    });
    await api('POST', `/v1/charges/${charge.id}/refund`, {});
    await onBoth(charge.paymentUrl, 'charge-refunded', (text) => {
      expect(text).not.toContain('Pagamento confirmado');
      expect(text).toContain('Pagamento devolvido');
      expect(text).toContain('A loja devolveu R$ 100,00 dos R$ 100,00 que você pagou.');
    });
  }, 120_000);
});
