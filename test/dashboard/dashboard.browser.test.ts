import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashApiKey } from '../../lib/domain/api-key.js';
import { adminRevokeKey, adminUpdateMerchant } from '../../lib/merchants/admin.service.js';
import { findApiKeyByHash } from '../../lib/merchants/api-keys.storage.js';
import { failingDeliveries } from '../../lib/webhooks/events.service.js';
import { deliverDue, dispatchUndispatched } from '../../lib/webhooks/deliveries.service.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { skipBrowser } from '../support/chromium.js';
import { axeViolations, useBrowser } from '../support/browser.js';
import { newMerchant } from '../support/api.js';

/**
 * The dashboard in a real headless Chromium, on a 360-px phone and on a desktop, over a real local
 * server: sign-in, every page, every action with its confirmation, sign-out, an expired session and
 * a revoked key. axe-core checks every page drawn (any violation, whatever its impact, fails), and
 * each is saved under `.build/screenshots/dashboard/` for a person to look at. Skipped when there is
 * no Chromium, as the other browser tests are.
 */
const skipped = skipBrowser('dashboard browser test');
const SCREENSHOTS = join(import.meta.dirname, '../../.build/screenshots/dashboard');
const DEVICES = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

describe.skipIf(skipped)('the dashboard in Chromium (phone and desktop)', () => {
  const run = useBrowser();
  const { api } = run;

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The page as it is: no axe violation of any impact, and its screenshot written. */
  async function check(page: Page, device: string, name: string): Promise<void> {
    expect(await axeViolations(page), `${device} ${name}`).toEqual([]);
    // Nothing wider than the screen: tables scroll inside their own box.
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
      true,
    );
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${device}-${name}.png`), fullPage: true });
  }

  async function open(page: Page, path: string): Promise<void> {
    const response = await page.goto(`${run.url}${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
  }

  async function signIn(page: Page, key: string, device: string, shot: boolean): Promise<void> {
    const link = (await fetch(`${run.url}/v1/dashboard-sessions`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${key}` },
    }).then((response) => response.json())) as { data: { url: string } };
    await page.goto(link.data.url, { waitUntil: 'load' });
    if (shot) await check(page, device, 'sign-in');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${run.url}/dashboard`);
  }

  for (const device of ['phone', 'desktop'] as const) {
    it(`signs in, shows every page, acts and signs out on a ${device}`, async () => {
      const m = await newMerchant('Loja <b>da Bia</b>');
      // A payout goes to the merchant's Pix key.
      await adminUpdateMerchant(m.merchantId, { pixKey: 'pix@lojadabia.example', city: 'São Paulo' });
      await api(m, 'POST', '/v1/webhook-endpoints', {
        url: 'http://127.0.0.1:9/hooks',
        events: ['charge.paid'],
      });
      const paid = (await api(m, 'POST', '/v1/charges', { amount: 123456, description: 'Pedido 1' })) as {
        id: string;
      };
      await api(m, 'POST', `/v1/charges/${paid.id}/simulate-payment`);
      const pending = (await api(m, 'POST', '/v1/charges', { amount: 4990, description: 'Pedido 2' })) as {
        id: string;
      };
      const product = await api(m, 'POST', '/v1/products', { name: 'Camiseta', price: 5000 });
      const checkout = (await api(m, 'POST', '/v1/checkouts', {
        items: [{ productId: product.id, quantity: 1 }],
      })) as { id: string };

      // charge.paid tried at a closed port: a failing delivery, on Início and on the charge's page.
      await dispatchUndispatched(new Date(), { merchantId: m.merchantId });
      await deliverDue(new Date(), { merchantId: m.merchantId });
      expect(await failingDeliveries(m.merchantId, 1)).toHaveLength(1);

      const context = await run.browser.newContext({ ...DEVICES[device], locale: 'pt-BR' });
      const page = await context.newPage();
      await signIn(page, m.full, device, true);
      await expect(page.locator('.merchant').textContent()).resolves.toBe('Loja <b>da Bia</b>');
      await expect(
        page.getByRole('table', { name: 'Entregas de webhook com falha' }).getByRole('row').count(),
      ).resolves.toBe(2);
      await check(page, device, 'home');

      // Cobranças by days of creation: the form keeps them.
      await open(page, '/dashboard/charges?from=2026-01-01&to=2099-12-31&status=PAID');
      await expect(page.getByLabel('Criadas de').inputValue()).resolves.toBe('2026-01-01');
      await check(page, device, 'charges-dates');
      for (const section of [
        'charges',
        'checkouts',
        'subscriptions',
        'ledger',
        'reconciliations',
        'payouts',
        'webhooks',
        'account',
      ]) {
        await open(page, `/dashboard/${section}`);
        await check(page, device, section);
      }
      await open(page, `/dashboard/checkouts/${checkout.id}`);
      await check(page, device, 'checkout');

      // Refund part of the paid charge: the form, its confirmation, the charge after it.
      await open(page, `/dashboard/charges/${paid.id}`);
      await expect(page.getByText('R$ 1.234,56').first().isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole('table', { name: 'Entregas de webhook' }).getByRole('row').count(),
      ).resolves.toBe(2);
      await check(page, device, 'charge');
      await page.getByLabel('Valor a devolver (R$, vazio devolve tudo)').fill('10,00');
      await page.getByLabel('Motivo da devolução').fill('Troca');
      await page.getByRole('button', { name: 'Devolver' }).click();
      await page.getByText('Devolver R$ 10,00 ao pagador?').waitFor();
      await check(page, device, 'refund-confirm');
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Devolução registrada.').waitFor();
      await check(page, device, 'refund-done');
      const refunded = await api(m, 'GET', `/v1/charges/${paid.id}`);
      expect(refunded.refundedAmount).toBe(10);

      // Cancel the pending charge and the checkout.
      await open(page, `/dashboard/charges/${pending.id}`);
      await check(page, device, 'charge-pending');
      await page.getByRole('button', { name: 'Cancelar cobrança' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Cobrança cancelada.').waitFor();
      await open(page, `/dashboard/checkouts/${checkout.id}`);
      await page.getByRole('button', { name: 'Cancelar checkout' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Checkout cancelado.').waitFor();

      // A payout of R$ 5,00 from what the charge left available.
      await open(page, '/dashboard/payouts');
      await page.getByLabel('Valor do repasse (R$, vazio repassa todo o disponível)').fill('5,00');
      await page.getByRole('button', { name: 'Solicitar repasse' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Repasse solicitado.').waitFor();
      await check(page, device, 'payout-done');

      // A webhook test, then that event sent again.
      await open(page, '/dashboard/webhooks');
      await page.getByRole('button', { name: 'Enviar teste' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Evento de teste enviado.').waitFor();
      const events = (await api(m, 'GET', '/v1/events?type=charge.paid')) as { content: { id: string }[] };
      const eventId = events.content[0]!.id;
      await open(page, `/dashboard/webhooks/${eventId}`);
      await check(page, device, 'event');
      await page.getByRole('button', { name: 'Reenviar evento' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Evento reenviado.').waitFor();

      // Sair: the pages are closed to this browser.
      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL(`${run.url}/dashboard/sign-in`);
      await check(page, device, 'signed-out');
      await page.goto(`${run.url}/dashboard/charges`);
      expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
      await context.close();
    }, 120_000);

    it(`ends an expired session and a revoked key's on a ${device}`, async () => {
      const m = await newMerchant();
      const context = await run.browser.newContext({ ...DEVICES[device], locale: 'pt-BR' });
      const page = await context.newPage();
      await signIn(page, m.readOnly, device, false);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 12 * 60 * 60 * 1000 + 1000 });
      await page.goto(`${run.url}/dashboard`);
      expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
      await page.getByText('A sua sessão terminou.').waitFor();
      await check(page, device, 'expired');
      vi.useRealTimers();

      const other = await context.newPage();
      await signIn(other, m.full, device, false);
      const record = await findApiKeyByHash(hashApiKey(m.full));
      await adminRevokeKey(record!.keyId);
      clearKeyCache();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 1000 });
      await other.goto(`${run.url}/dashboard/charges`);
      expect(new URL(other.url()).pathname).toBe('/dashboard/sign-in');
      await check(other, device, 'revoked');
      await context.close();
    }, 60_000);
  }
});
