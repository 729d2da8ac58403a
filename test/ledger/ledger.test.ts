import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { settleReceived } from '../../lib/charges/settlement.service.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { config } from '../../lib/config.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { subscribeWeekly } from '../subscriptions/subscribe.js';
import { storedEvents } from '../support/stored.js';

/**
 * The ledger over HTTP: each movement's entry and its sign, exactly once under racing payments
 * and repeated notices, the sums per charge, the summary and the balance against the entries,
 * filters and a cursor walk, the sandbox's Pix without a charge, isolation and permissions.
 */

type Entry = Record<string, unknown> & { amount: number; type: string; chargeId: string | null };

async function newCharge(m: TestMerchant, body: Record<string, unknown> = {}): Promise<{ id: string }> {
  const result = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1000, ...body } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

async function pay(m: TestMerchant, id: string) {
  const result = await call('POST', `/v1/charges/${id}/simulate-payment`, { key: m.full });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
}

async function refund(m: TestMerchant, id: string, amount?: number) {
  const result = await call('POST', `/v1/charges/${id}/refund`, {
    key: m.full,
    body: amount === undefined ? {} : { amount, reason: 'Item devolvido' },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
}

async function ledger(m: TestMerchant, query = '', key = m.readOnly) {
  const result = await call('GET', `/v1/ledger${query}`, { key });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data as { content: Entry[]; page: { totalElements: number; nextCursor: string | null } };
}

const cents = (reais: number): number => Math.round(reais * 100);
const sum = (entries: Entry[]): number => entries.reduce((total, entry) => total + cents(entry.amount), 0);
const today = () => todayIn(config().businessTimeZone, new Date());

describe('ledger entries', () => {
  it('records a payment and each refund, signed, summing to paid − refunded', async () => {
    const m = await newMerchant();
    const charge = await newCharge(m, { amount: 2590, description: 'Pedido 77' });
    const paid = await pay(m, charge.id);
    const [received] = (await ledger(m, `?chargeId=${charge.id}`)).content;
    expect(received).toMatchObject({
      type: 'PIX_RECEIVED',
      amount: 25.9,
      chargeId: charge.id,
      refundId: null,
      payoutId: null,
      description: 'Pedido 77',
      occurredAt: paid.paidAt,
      availableAt: expect.any(String),
    });
    // In `test` a credit is available at once.
    expect(received!.availableAt).toBe(received!.createdAt);

    const first = await refund(m, charge.id, 590);
    await refund(m, charge.id);
    const entries = (await ledger(m, `?chargeId=${charge.id}`)).content;
    expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([
      ['REFUND', -20],
      ['REFUND', -5.9],
      ['PIX_RECEIVED', 25.9],
    ]);
    expect(entries[1]).toMatchObject({ refundId: first.refunds[0].id, description: 'Item devolvido' });
    expect(sum(entries)).toBe(0);
  });

  it('writes one entry when 20 payments of one charge race', async () => {
    const m = await newMerchant();
    const charge = await newCharge(m, { amount: 4321 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/v1/charges/${charge.id}/simulate-payment`, { key: m.full }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const { content } = await ledger(m);
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({ type: 'PIX_RECEIVED', amount: 43.21, chargeId: charge.id });
  });

  it('writes one entry for a Pix notified many times at once, and none for a second Pix', async () => {
    const m = await newMerchant();
    const charge = await createCharge(m.merchantId, { amount: 1500 });
    const pix = (endToEndId: string) => ({
      endToEndId,
      txid: charge.txid,
      amountCents: 1500,
      paidAt: new Date().toISOString(),
    });
    const e2e = `E00000000${Date.now()}${Math.random().toString(36).slice(2, 9)}`.slice(0, 32);
    const outcomes = await Promise.all([
      ...Array.from({ length: 19 }, () => settleReceived(charge, pix(e2e), completeOwner)),
      // Another Pix for the same charge: refused (already paid), never an entry of its own.
      settleReceived(charge, pix(`${e2e.slice(0, 31)}Z`), completeOwner),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1);
    const { content } = await ledger(m);
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({ amount: 15, chargeId: charge.id });
    expect([e2e, `${e2e.slice(0, 31)}Z`]).toContain(content[0]!.endToEndId);
  });

  it('records what a due-date charge was actually paid', async () => {
    const m = await newMerchant();
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
    });
    const dueDate = addDays(today(), 3);
    const charge = await newCharge(m, {
      amount: 10000,
      customerId: customer.json.data.id,
      dueDate,
      discount: { type: 'FIXED', until: [{ date: dueDate, value: 1000 }] },
    });
    await pay(m, charge.id);
    const { content } = await ledger(m, `?chargeId=${charge.id}`);
    expect(content.map((entry) => entry.amount)).toEqual([90]);
  });

  it('records the authorization charge and each paid cycle of a subscription', async () => {
    const m = await newMerchant();
    const { id } = await subscribeWeekly(m.full, { startDate: addDays(today(), 5) });
    const post = (action: string, body?: unknown) =>
      call('POST', `/v1/subscriptions/${id}/${action}`, { key: m.full, ...(body ? { body } : {}) });
    expect((await post('simulate-authorization', { outcome: 'APPROVED' })).status).toBe(200);
    expect((await post('simulate-next-cycle', { outcome: 'PAID' })).status).toBe(200);
    const { content } = await ledger(m);
    expect(content).toHaveLength(2);
    expect(content.every((entry) => entry.type === 'PIX_RECEIVED' && entry.amount === 49.9)).toBe(true);
    expect(content.every((entry) => entry.subscriptionId === id)).toBe(true);
    // Cycle 0 is the authorization charge's payment; cycle 1 has no charge.
    expect(content.map((entry) => entry.chargeId === null).sort()).toEqual([false, true]);
  });
});

describe('reading the ledger', () => {
  it('filters by type, charge and São Paulo dates, and walks every page by cursor', async () => {
    const m = await newMerchant();
    const charges = [];
    for (let i = 0; i < 3; i++) {
      const charge = await newCharge(m, { amount: 1000 + i });
      await pay(m, charge.id);
      charges.push(charge);
    }
    await refund(m, charges[0]!.id, 100);
    const all = await ledger(m);
    expect(all.page.totalElements).toBe(4);
    // Newest first by occurredAt.
    const times = all.content.map((entry) => String(entry.occurredAt));
    expect(times).toEqual([...times].sort().reverse());

    expect((await ledger(m, '?type=REFUND')).content.map((entry) => entry.amount)).toEqual([-1]);
    expect((await ledger(m, '?type=PIX_RECEIVED')).page.totalElements).toBe(3);
    expect((await ledger(m, `?chargeId=${charges[1]!.id}`)).content.map((entry) => entry.amount)).toEqual([
      10.01,
    ]);
    expect((await ledger(m, `?chargeId=${charges[0]!.id}&type=REFUND`)).content).toHaveLength(1);
    expect((await ledger(m, `?from=${today()}&to=${today()}`)).page.totalElements).toBe(4);
    expect((await ledger(m, `?to=${addDays(today(), -1)}`)).content).toEqual([]);
    expect((await ledger(m, `?from=${addDays(today(), 1)}`)).content).toEqual([]);

    const walked: Entry[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await ledger(m, `?size=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      walked.push(...page.content);
      cursor = page.page.nextCursor;
    }
    expect(walked.map((entry) => entry.id)).toEqual(all.content.map((entry) => entry.id));

    const backwards = await call('GET', `/v1/ledger?from=${today()}&to=${addDays(today(), -1)}`, {
      key: m.readOnly,
    });
    expect(expectError(backwards, 422).fields).toEqual([
      { field: 'to', message: expect.any(String), code: 'invalid_date_range' },
    ]);
    expect(expectError(await call('GET', '/v1/ledger?type=BONUS', { key: m.readOnly }), 422).code).toBe(
      'invalid_request',
    );
  });

  it('sums each day by type in the summary, and the balance is what the entries add up to', async () => {
    const m = await newMerchant();
    const charge = await newCharge(m, { amount: 5000 });
    await pay(m, charge.id);
    await pay(m, (await newCharge(m, { amount: 250 })).id);
    await refund(m, charge.id, 1234);
    const result = await call('GET', `/v1/ledger/summary?from=${addDays(today(), -30)}&to=${today()}`, {
      key: m.readOnly,
    });
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    const day = {
      date: today(),
      PIX_RECEIVED: { count: 2, amount: 52.5 },
      REFUND: { count: 1, amount: -12.34 },
      MED_RETURN: { count: 0, amount: 0 },
      PAYOUT: { count: 0, amount: 0 },
      FEE: { count: 0, amount: 0 },
      net: 40.16,
    };
    expect(result.json.data).toEqual({ days: [day], total: { ...day, date: undefined } });
    expect(sum((await ledger(m)).content)).toBe(4016);

    const balance = await call('GET', '/v1/balance', { key: m.readOnly });
    expect(balance.json.data).toEqual({
      mode: 'PLATFORM',
      available: 40.16,
      pending: 0,
      blocked: 0,
      inPayout: 0,
    });

    const tooLong = await call('GET', `/v1/ledger/summary?from=2026-01-01&to=2027-01-02`, {
      key: m.readOnly,
    });
    expect(expectError(tooLong, 422).fields?.map((field) => field.code)).toEqual(['date_range_too_long']);
    expect(
      (await call('GET', `/v1/ledger/summary?from=2026-01-01&to=2027-01-01`, { key: m.readOnly })).status,
    ).toBe(200);
  });

  it('exports a CSV a spreadsheet takes: header, one row per entry, dot decimals, no formula', async () => {
    const m = await newMerchant();
    const charge = await newCharge(m, { amount: 123456, description: '=HYPERLINK("x")' });
    await pay(m, charge.id);
    await refund(m, charge.id, 6);
    const result = await call('GET', `/v1/ledger/export?from=${today()}&to=${today()}`, { key: m.readOnly });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(result.headers.link).toBeUndefined();
    const lines = result.raw.body!.toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'id,type,amount,occurredAt,availableAt,createdAt,chargeId,refundId,payoutId,subscriptionId,endToEndId,txid,description',
    );
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ['REFUND', '-0.06'],
      ['PIX_RECEIVED', '1234.56'],
    ]);
    expect(rows[1]![3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    for (const row of rows)
      for (const cell of row.filter((_, i) => i !== 2)) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});

describe('a Pix without a charge (sandbox)', () => {
  it('records a PIX_RECEIVED entry without a charge and announces pix.received', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/ledger/simulate-incoming-pix', {
      key: m.full,
      body: { amount: 777, description: 'Pix avulso' },
    });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json.data).toMatchObject({
      type: 'PIX_RECEIVED',
      amount: 7.77,
      chargeId: null,
      description: 'Pix avulso',
      endToEndId: expect.stringMatching(/^E\d{20}[0-9A-F]{11}$/),
    });
    expect((await ledger(m)).content).toEqual([result.json.data]);
    const [event] = await storedEvents(m.merchantId, 'pix.received');
    expect(event?.data).toEqual(result.json.data);
    expect(
      expectError(
        await call('POST', '/v1/ledger/simulate-incoming-pix', { key: m.full, body: { amount: 0 } }),
        422,
      ).fields?.map((field) => field.field),
    ).toEqual(['amount']);
  });
});

describe('ledger access', () => {
  it('shows a merchant only its own entries and totals, and READ_ONLY keys only read', async () => {
    const a = await newMerchant();
    const b = await newMerchant();
    const charge = await newCharge(a);
    await pay(a, charge.id);
    expect((await ledger(a)).content).toHaveLength(1);
    expect((await ledger(b)).content).toEqual([]);
    expect((await ledger(b, `?chargeId=${charge.id}`)).content).toEqual([]);
    const summary = await call('GET', `/v1/ledger/summary?from=${today()}&to=${today()}`, {
      key: b.readOnly,
    });
    expect(summary.json.data.days).toEqual([]);
    expect((await call('GET', '/v1/balance', { key: b.readOnly })).json.data.available).toBe(0);
    const csv = await call('GET', `/v1/ledger/export?from=${today()}&to=${today()}`, { key: b.readOnly });
    expect(csv.raw.body!.toString('utf8').split('\r\n')).toHaveLength(2);

    for (const path of ['/v1/ledger', '/v1/balance', `/v1/ledger/summary?from=${today()}&to=${today()}`])
      expect((await call('GET', path, { key: a.readOnly })).status).toBe(200);
    const write = await call('POST', '/v1/ledger/simulate-incoming-pix', {
      key: a.readOnly,
      body: { amount: 100 },
    });
    expectError(write, 403);
    expectError(await call('GET', '/v1/ledger'), 401);
  });
});
