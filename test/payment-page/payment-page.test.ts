import { describe, expect, it } from 'vitest';
import { sweepExpiredCheckouts } from '../../lib/jobs/sweeps.service.js';
import { findRoute, routesFor } from '../../lib/api/routes.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { storedEvents } from '../support/stored.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { addDays, businessDayOnOrAfter, dayNumber } from '../../lib/domain/business-days.js';
import { lastPayableDay } from '../../lib/domain/due-date.js';
import { dueDateOf } from '../../lib/subscriptions/subscription.domain.js';

const ZONE = 'America/Sao_Paulo';
/** `2026-12-10` as the page shows it, `10/12/2026`. */
const brazilian = (date: string) => date.split('-').reverse().join('/');
const lastPayable = (dueDate: string) => lastPayableDay({ dueDate, daysAfterDue: 30 });

async function product(m: TestMerchant, price: number, name = 'Camiseta'): Promise<string> {
  const result = await call('POST', '/v1/products', { key: m.full, body: { name, price } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data.id as string;
}

async function checkout(m: TestMerchant, body: Record<string, unknown>) {
  const result = await call('POST', '/v1/checkouts', { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  const data = result.json.data;
  return { ...data, path: new URL(data.url as string).pathname as string };
}

const text = (result: { raw: { body: Buffer | undefined } }) => result.raw.body?.toString('utf8') ?? '';

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('GET /pay/{token}', () => {
  it('renders the open checkout: merchant, items, totals in BRL, QR code, copy code, test banner, escaped texts', async () => {
    const m = await newMerchant('Loja <b>Bonita</b>');
    const evil = await product(m, 123456, '<script>alert(1)</script>');
    const c = await checkout(m, { items: [{ productId: evil, quantity: 1 }], allowCoupons: true });
    const page = await call('GET', c.path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectPageHeaders(page.headers);
    const html = text(page);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Loja &lt;b&gt;Bonita&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; × 1');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('R$ 1.234,56');
    expect(html).toMatch(/<img id="qr" class="qr" src="data:image\/png;base64,/);
    const charge = await call('GET', `/v1/charges/${c.chargeId}`, { key: m.readOnly });
    // The BR Code carries the merchant's name, so it too is escaped in the page.
    const brCode = (charge.json.data.pix.brCode as string).replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(html).toContain(brCode);
    expect(html).toContain('Ambiente de teste');
    expect(html).toContain('Simular pagamento');
    expect(html).toContain('id="coupon-form"');
    // Only external script, no inline one.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="../pay-assets/pay.js" defer>']);
  });

  it('answers an unknown or malformed token with a 404 page', async () => {
    for (const token of ['A'.repeat(43), 'nope']) {
      const page = await call('GET', `/pay/${token}`);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(text(page)).toContain('Pagamento não encontrado');
    }
    expectError(await call('GET', `/pay/${'A'.repeat(43)}/status`), 404);
  });

  it('serves its script and style sheet', async () => {
    const js = await call('GET', '/pay-assets/pay.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await call('GET', '/pay-assets/pay.css')).headers['content-type']).toMatch(/^text\/css/);
    expectError(await call('GET', '/pay-assets/other.js'), 404);
  });
});

describe('GET /pay/{token}/status', () => {
  it('carries the status only: no customer, no metadata', async () => {
    const m = await newMerchant();
    const p = await product(m, 1000);
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Ana', email: 'ana@example.com', document: '52998224725' },
    });
    const c = await checkout(m, {
      items: [{ productId: p, quantity: 1 }],
      customerId: customer.json.data.id,
      metadata: { segredo: 'x' },
    });
    const status = await call('GET', `${c.path}/status`);
    expect(status.status).toBe(200);
    expectPageHeaders(status.headers);
    expect(status.json.data).toEqual({
      status: 'OPEN',
      total: 10,
      expiresAt: c.expiresAt,
      completionUrl: null,
    });
  });
});

describe('POST /pay/{token}/coupon', () => {
  it('applies a code: new total, new charge, the old one cancelled', async () => {
    const m = await newMerchant();
    const p = await product(m, 10000);
    await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'METADE', type: 'PERCENTAGE', value: 50 },
    });
    const c = await checkout(m, { items: [{ productId: p, quantity: 1 }], allowCoupons: true });
    const applied = await call('POST', `${c.path}/coupon`, { body: { code: ' metade ' } });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.data.total).toBe(50);
    const after = (await call('GET', `/v1/checkouts/${c.id}`, { key: m.readOnly })).json.data;
    expect(after).toMatchObject({ total: 50, discount: 50, coupon: { code: 'METADE' } });
    expect(after.chargeId).not.toBe(c.chargeId);
    const old = await call('GET', `/v1/charges/${c.chargeId}`, { key: m.readOnly });
    expect(old.json.data.status).toBe('CANCELLED');
    const fresh = await call('GET', `/v1/charges/${after.chargeId}`, { key: m.readOnly });
    expect(fresh.json.data).toMatchObject({
      status: 'PENDING',
      amount: 50,
      expiresAt: c.expiresAt,
      checkoutId: c.id,
    });
    // Its event: the checkout with the new total and charge, in the same transaction.
    const [updated] = (await storedEvents(m.merchantId, 'checkout.updated')) as {
      data: Record<string, unknown>;
    }[];
    expect(updated!.data).toMatchObject({ id: c.id, total: 50, discount: 50, chargeId: after.chargeId });
    // A second code: the checkout already has one.
    expect(expectError(await call('POST', `${c.path}/coupon`, { body: { code: 'METADE' } }), 400).code).toBe(
      'coupon_already_applied',
    );
    // The page now shows the discount and the new charge's code.
    const html = text(await call('GET', c.path));
    expect(html).toContain('Desconto (METADE)');
    expect(html).toContain('R$ 50,00');
    expect(html).toContain(fresh.json.data.pix.brCode);
    expect(html).not.toContain('id="coupon-form"');
  });

  it('answers an inactive or not yet valid code exactly as an unknown one: the page lists no codes', async () => {
    const m = await newMerchant();
    const p = await product(m, 1000);
    const coupon = async (body: Record<string, unknown>) => {
      const created = await call('POST', '/v1/coupons', {
        key: m.full,
        body: { type: 'PERCENTAGE', value: 10, ...body },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      return created.json.data.id as string;
    };
    const inactive = await coupon({ code: 'PAUSADO' });
    await call('PUT', `/v1/coupons/${inactive}`, { key: m.full, body: { status: 'INACTIVE' } });
    await coupon({ code: 'LANCAMENTO', starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    const c = await checkout(m, { items: [{ productId: p, quantity: 1 }], allowCoupons: true });
    const answers = [];
    for (const code of ['NAOEXISTE', 'PAUSADO', 'LANCAMENTO']) {
      const refused = expectError(await call('POST', `${c.path}/coupon`, { body: { code } }), 400);
      answers.push({ code: refused.code, message: refused.message, fields: refused.fields });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      code: 'coupon_unknown',
      fields: [{ field: 'code', code: 'coupon_unknown' }],
    });
  });

  it('refuses a checkout without allowCoupons, and answers 429 after 10 refused codes', async () => {
    const m = await newMerchant();
    const p = await product(m, 1000);
    const closed = await checkout(m, { items: [{ productId: p, quantity: 1 }] });
    expect(expectError(await call('POST', `${closed.path}/coupon`, { body: { code: 'X' } }), 400).code).toBe(
      'coupon_not_allowed',
    );
    const c = await checkout(m, { items: [{ productId: p, quantity: 1 }], allowCoupons: true });
    for (let i = 0; i < 10; i++) {
      const refused = expectError(
        await call('POST', `${c.path}/coupon`, { body: { code: `NADA${i}` } }),
        400,
      );
      expect(refused.code).toBe('coupon_unknown');
      expect(refused.fields?.[0]?.field).toBe('code');
    }
    expect(expectError(await call('POST', `${c.path}/coupon`, { body: { code: 'NADA' } }), 429).code).toBe(
      'too_many_coupon_attempts',
    );
    expectError(await call('POST', `${c.path}/coupon`, { body: { code: '' } }), 422);
  });
});

describe('POST /pay/{token}/simulate-payment and the ended states', () => {
  it('pays: the page shows the confirmation, no QR code, and the way to completionUrl', async () => {
    const m = await newMerchant();
    const p = await product(m, 1000);
    const c = await checkout(m, {
      items: [{ productId: p, quantity: 1 }],
      completionUrl: 'https://loja.example.com/obrigado?pedido=1&x=<y>',
    });
    const paid = await call('POST', `${c.path}/simulate-payment`);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data).toMatchObject({
      status: 'COMPLETED',
      completionUrl: 'https://loja.example.com/obrigado?pedido=1&x=<y>',
    });
    const html = text(await call('GET', c.path));
    expect(html).toContain('Pagamento confirmado');
    expect(html).not.toContain('id="qr"');
    // A receipt: merchant, amount, date and time, txid; it stays a few seconds before going on.
    const charge = (await call('GET', `/v1/charges/${c.chargeId}`, { key: m.readOnly })).json.data;
    expect(html).toContain('Loja Teste');
    expect(html).toContain('R$ 10,00');
    expect(html).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(html).toContain(charge.pix.txid);
    expect(html).toContain('data-redirect-seconds="8"');
    expect(html).toContain(
      'data-completion-url="https://loja.example.com/obrigado?pedido=1&amp;x=&lt;y&gt;"',
    );
    expect(expectError(await call('POST', `${c.path}/simulate-payment`), 400).code).toMatch(
      /^charge_not_pending$|^checkout_not_open$/,
    );
  });

  it('shows cancelled and expired checkouts without a QR code', async () => {
    const m = await newMerchant();
    const p = await product(m, 1000);
    const cancelled = await checkout(m, { items: [{ productId: p, quantity: 1 }] });
    await call('POST', `/v1/checkouts/${cancelled.id}/cancel`, { key: m.full });
    const cancelledHtml = text(await call('GET', cancelled.path));
    expect(cancelledHtml).toContain('Pagamento cancelado');
    expect(cancelledHtml).not.toContain('id="qr"');

    const expired = await checkout(m, { items: [{ productId: p, quantity: 1 }], expiresIn: 1800 });
    await sweepExpiredCheckouts(new Date(Date.parse(expired.expiresAt) + 1));
    const expiredHtml = text(await call('GET', expired.path));
    expect(expiredHtml).toContain('Pagamento expirado');
    expect(expiredHtml).not.toContain('id="qr"');
    expect((await call('GET', `${expired.path}/status`)).json.data.status).toBe('EXPIRED');
  });

  it('exists only in test: a live deployment has no simulate-payment route', () => {
    const simulate = findRoute('POST /pay/{token}/simulate-payment');
    expect(routesFor('test')).toContain(simulate);
    expect(routesFor('live')).not.toContain(simulate);
  });
});

describe("a charge's own page (paymentUrl)", () => {
  async function charge(m: TestMerchant, body: Record<string, unknown>) {
    const result = await call('POST', '/v1/charges', { key: m.full, body });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    const data = result.json.data;
    return { ...data, path: new URL(data.paymentUrl as string).pathname as string };
  }

  it('shows the description, the amount and the code; polls, refuses coupons, pays into a receipt', async () => {
    const m = await newMerchant('Oficina do Zé');
    const c = await charge(m, { amount: 15990, description: 'Revisão <completa>' });
    const page = await call('GET', c.path);
    expect(page.status).toBe(200);
    expectPageHeaders(page.headers);
    const html = text(page);
    expect(html).toContain('Oficina do Zé');
    expect(html).toContain('Revisão &lt;completa&gt;');
    expect(html).toContain('R$ 159,90');
    expect(html).toContain((c.pix.brCode as string).replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    expect(html).toMatch(/<img id="qr"/);
    expect(html).not.toContain('id="coupon-form"');
    expect(html).not.toContain('id="items-title"');
    expect(html).toContain('data-open-status="PENDING"');

    const status = await call('GET', `${c.path}/status`);
    expect(status.json.data).toEqual({
      status: 'PENDING',
      total: 159.9,
      expiresAt: c.expiresAt,
      completionUrl: null,
    });
    expect(expectError(await call('POST', `${c.path}/coupon`, { body: { code: 'X' } }), 400).code).toBe(
      'coupon_not_allowed',
    );

    const paid = await call('POST', `${c.path}/simulate-payment`);
    expect(paid.json.data).toMatchObject({ status: 'PAID', total: 159.9 });
    expect((await call('GET', `/v1/charges/${c.id}`, { key: m.readOnly })).json.data.status).toBe('PAID');
    const receipt = text(await call('GET', c.path));
    expect(receipt).toContain('Pagamento confirmado');
    expect(receipt).toContain(c.pix.txid);
    expect(receipt).not.toContain('id="qr"');
    expect(expectError(await call('POST', `${c.path}/simulate-payment`), 400).code).toBe(
      'charge_not_pending',
    );
  });

  it("shows a due-date charge's amount today, its due date in days (never hours) and its terms", async () => {
    const m = await newMerchant();
    const payer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Maria das Dores', email: `maria-${Date.now()}@exemplo.com.br`, document: '39053344705' },
    });
    const today = todayIn(ZONE, new Date());
    // A business day 20 days or so ahead, so the due date in effect is the one asked.
    const dueDate = businessDayOnOrAfter(addDays(today, 20));
    const discountUntil = addDays(dueDate, -5);
    const c = await charge(m, {
      amount: 100_000,
      customerId: payer.json.data.id,
      dueDate,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
      discount: { type: 'FIXED', until: [{ date: discountUntil, value: 5000 }] },
    });
    const html = text(await call('GET', c.path));
    const days = dayNumber(dueDate) - dayNumber(today);
    expect(html).toContain('Valor a pagar hoje');
    expect(html).toContain('R$ 950,00');
    expect(html).toContain(`Vencimento: ${brazilian(dueDate)} (faltam ${days} dias)`);
    expect(html).toContain(`Com desconto de R$ 50,00 por pagar até ${brazilian(discountUntil)}.`);
    expect(html).toContain('multa de 2% (R$ 20,00) e juros de 1% ao mês');
    expect(html).toContain(`Último dia para pagar: ${brazilian(lastPayable(dueDate))}`);
    expect(html).not.toContain('Tempo restante');
    expect((await call('GET', `${c.path}/status`)).json.data.total).toBe(950);

    await call('POST', `${c.path}/simulate-payment`);
    const receipt = text(await call('GET', c.path));
    expect(receipt).toContain('Pagamento confirmado');
    expect(receipt).toContain(`<dt>Vencimento</dt><dd>${brazilian(dueDate)}</dd>`);
    expect(receipt).toContain('<dt>Desconto</dt><dd>-R$ 50,00</dd>');
    expect(receipt).toContain('<dt>Valor pago</dt><dd>R$ 950,00</dd>');
  });

  it('says a refunded or partly refunded charge was refunded, not confirmed', async () => {
    const m = await newMerchant();
    const c = await charge(m, { amount: 10_000, description: 'Pedido 7' });
    await call('POST', `${c.path}/simulate-payment`);
    const refund = (body?: unknown) =>
      call('POST', `/v1/charges/${c.id}/refund`, { key: m.full, ...(body ? { body } : {}) });
    expect((await refund({ amount: 3000 })).status).toBe(200);
    const partly = text(await call('GET', c.path));
    expect(partly).not.toContain('Pagamento confirmado');
    expect(partly).toContain('Pagamento devolvido em parte');
    expect(partly).toContain('A loja devolveu R$ 30,00 dos R$ 100,00 que você pagou.');
    expect((await refund()).status).toBe(200);
    const whole = text(await call('GET', c.path));
    expect(whole).not.toContain('Pagamento confirmado');
    expect(whole).toContain('Pagamento devolvido');
    expect(whole).toContain('A loja devolveu R$ 100,00 dos R$ 100,00 que você pagou.');
    expect((await call('GET', `${c.path}/status`)).json.data.status).toBe('REFUNDED');
  });

  it("says a subscription's authorization authorizes recurring Pix Automático debits, and repeats it paid", async () => {
    const m = await newMerchant('Streaming <Bom>');
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Ana', email: `ana-${Date.now()}@exemplo.com.br`, document: '52998224725' },
    });
    const startDate = addDays(todayIn(ZONE, new Date()), 5);
    const created = await call('POST', '/v1/subscriptions', {
      key: m.full,
      body: {
        customerId: customer.json.data.id,
        amount: 2990,
        interval: 'MONTHLY',
        startDate,
        description: 'Streaming mensal',
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const path = new URL(created.json.data.authorization.url as string).pathname;
    const html = text(await call('GET', path));
    expect(html).toContain('Pagamento recorrente: Pix Automático');
    expect(html).toContain(
      `Ao pagar este Pix, você paga a cobrança de ${brazilian(startDate)} e autoriza Streaming &lt;Bom&gt; a debitar R$ 29,90 por mês da sua conta, pelo Pix Automático`,
    );
    expect(html).toContain(
      `<dt>Primeiro débito automático</dt><dd>${brazilian(dueDateOf(startDate, 'MONTHLY', 1))}</dd>`,
    );
    expect(html).toContain('<dt>Frequência</dt><dd>Mensal (todo mês)</dd>');
    expect(html).toContain('Você pode cancelar quando quiser no app do seu banco');
    expect(html.indexOf('id="recurring"')).toBeLessThan(html.indexOf('id="brcode"'));

    await call('POST', `${path}/simulate-payment`);
    const receipt = text(await call('GET', path));
    expect(receipt).toContain('Pagamento confirmado');
    expect(receipt).toContain('Pix Automático autorizado');
    expect(receipt).toContain(
      `<dt>Próximo débito automático</dt><dd>${brazilian(dueDateOf(startDate, 'MONTHLY', 1))}</dd>`,
    );
  });

  it('shows a cancelled charge without a code', async () => {
    const m = await newMerchant();
    const c = await charge(m, { amount: 1000 });
    await call('POST', `/v1/charges/${c.id}/cancel`, { key: m.full });
    const html = text(await call('GET', c.path));
    expect(html).toContain('Pagamento cancelado');
    expect(html).not.toContain('id="qr"');
    expect(html).not.toContain(c.pix.brCode);
  });
});
