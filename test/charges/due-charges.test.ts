import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { addDays, businessDayOnOrAfter, dayNumber, isBusinessDay } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { lastPayableDay } from '../../lib/domain/due-date.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { sweepExpiredCharges } from '../../lib/jobs/sweeps.service.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { storedEvents } from '../support/stored.js';

const SP = 'America/Sao_Paulo';
const today = () => todayIn(SP, new Date());
/** A business day at least `days` from today (a due date on a closed day would move). */
const businessDayIn = (days: number) => businessDayOnOrAfter(addDays(today(), days));
/** The latest business day at least `days` before today. */
function businessDayAgo(days: number): string {
  let date = addDays(today(), -days);
  while (!isBusinessDay(date)) date = addDays(date, -1);
  return date;
}
/** The instant a charge payable until `last` expires: the next day's start in São Paulo (UTC−3). */
const expiryAfter = (last: string) => `${addDays(last, 1)}T03:00:00.000Z`;
const codeOf = (result: ApiResult) => (result.json.error as { code?: string } | null)?.code;
const fieldCodes = (result: ApiResult) =>
  (result.json.error?.fields ?? [])
    .map((f: { field: string; code?: string }) => `${f.field}:${f.code}`)
    .sort();

async function payer(m: TestMerchant, document: string | null = '529.982.247-25'): Promise<string> {
  const result = await call('POST', '/v1/customers', {
    key: m.full,
    body: { name: 'Maria das Dores', email: `maria${Date.now()}@exemplo.com.br`, document },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.id;
}

async function create(m: TestMerchant, body: Record<string, unknown>) {
  const result = await call('POST', '/v1/charges', { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

/** The docs' worked example, due `dueDate`: R$ 1.000,00, 2% fine, 1% a month, R$ 50 off until 5 days before. */
const bill = (customerId: string, dueDate: string) => ({
  amount: 100_000,
  description: 'Mensalidade',
  customerId,
  dueDate,
  fine: { type: 'PERCENTAGE', value: 200 },
  interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
  discount: { type: 'FIXED', until: [{ date: addDays(dueDate, -5), value: 5_000 }] },
});

const amountOn = (m: TestMerchant, id: string, date?: string) =>
  call('GET', `/v1/charges/${id}/amount${date ? `?date=${date}` : ''}`, { key: m.readOnly });

describe('due-date charges', () => {
  it('creates a charge with a due date, its terms in reais and basis points, and a code without amount', async () => {
    const m = await newMerchant();
    const customerId = await payer(m);
    const due = businessDayIn(12);
    const charge = await create(m, bill(customerId, due));
    expect(charge).toMatchObject({
      status: 'PENDING',
      amount: 1000,
      customerId,
      dueDate: due,
      daysAfterDue: 30,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
      discount: { type: 'FIXED', until: [{ date: addDays(due, -5), value: 50 }] },
      rebate: null,
      overdue: false,
      // Today is before the discount's date: R$ 50 off.
      amountToday: 950,
      paidAmount: null,
    });
    // Payable until the end of dueDate + 30 (the next business day when banks are closed then).
    expect(charge.expiresAt).toBe(expiryAfter(lastPayableDay({ dueDate: due, daysAfterDue: 30 })));
    const code = parsePix(charge.pix.brCode) as { transactionAmount?: number; txid?: string };
    expect(code.txid).toBe(charge.pix.txid);
    expect(code.transactionAmount ?? 0).toBe(0);
    const created = (await storedEvents(m.merchantId, 'charge.created')) as {
      data: Record<string, unknown>;
    }[];
    expect(created[0]!.data).toMatchObject({ dueDate: due, amountToday: 950 });
  });

  it('answers the amount of any payable day: the worked example on the 3rd, the 10th and the 25th', async () => {
    const m = await newMerchant();
    const due = businessDayIn(7);
    const charge = await create(m, bill(await payer(m), due));
    const on = async (date: string) => {
      const result = await amountOn(m, charge.id, date);
      expect(result.status, JSON.stringify(result.json)).toBe(200);
      return result.json.data;
    };
    expect(await on(addDays(due, -7))).toEqual({
      date: addDays(due, -7),
      original: 1000,
      rebate: 0,
      discount: 50,
      fine: 0,
      interest: 0,
      total: 950,
    });
    expect(await on(due)).toMatchObject({ discount: 0, fine: 0, interest: 0, total: 1000 });
    expect(await on(addDays(due, 15))).toMatchObject({ fine: 20, interest: 5, total: 1025 });
    expect(await on(addDays(due, 30))).toMatchObject({ fine: 20, interest: 10, total: 1030 });
    expect((await amountOn(m, charge.id)).json.data).toMatchObject({ date: today(), total: 950 });

    // Days before today and after the last payable day are not payable.
    for (const date of [
      addDays(today(), -1),
      addDays(lastPayableDay({ dueDate: due, daysAfterDue: 30 }), 1),
    ]) {
      const result = await amountOn(m, charge.id, date);
      expectError(result, 400);
      expect(codeOf(result)).toBe('date_not_payable');
    }
    expectError(await amountOn(m, charge.id, '2026-02-30'), 422);
    const immediate = await create(m, { amount: 1000 });
    const refused = await amountOn(m, immediate.id);
    expectError(refused, 400);
    expect(codeOf(refused)).toBe('not_due_date_charge');
    expectError(await amountOn(await newMerchant(), charge.id), 404);
  });

  it('lists every broken rule of a due-date request at once (422)', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/charges', {
      key: m.full,
      body: {
        amount: 10_000,
        dueDate: addDays(today(), -1),
        expiresIn: 3600,
        daysAfterDue: 400,
        fine: { type: 'PERCENTAGE', value: 10_001 },
        interest: { type: 'PER_WEEK', days: 'CALENDAR', value: 1 },
        rebate: { type: 'FIXED', value: 10_000 },
        discount: {
          type: 'FIXED',
          until: [
            { date: addDays(today(), 3), value: 100 },
            { date: addDays(today(), 1), value: 50 },
            { date: addDays(today(), 400), value: 10 },
          ],
        },
      },
    });
    expectError(result, 422);
    expect(fieldCodes(result)).toEqual(
      [
        'customerId:required',
        'daysAfterDue:too_big',
        'discount.until:discount_order',
        // Every discount date is after yesterday's due date.
        'discount.until.0.date:discount_after_due_date',
        'discount.until.1.date:discount_after_due_date',
        'discount.until.2.date:discount_after_due_date',
        'dueDate:due_date_in_past',
        'expiresIn:expires_in_with_due_date',
        'fine.value:too_big',
        'interest.type:invalid_value',
        'rebate.value:not_below_amount',
      ].sort(),
    );

    const tooFar = await call('POST', '/v1/charges', {
      key: m.full,
      body: { amount: 1000, customerId: await payer(m), dueDate: addDays(today(), 1827) },
    });
    expect(fieldCodes(tooFar)).toEqual(['dueDate:due_date_too_far']);
    const noDue = await call('POST', '/v1/charges', {
      key: m.full,
      body: { amount: 1000, fine: { type: 'FIXED', value: 100 }, daysAfterDue: 3 },
    });
    expect(fieldCodes(noDue)).toEqual(['daysAfterDue:due_date_required', 'fine:due_date_required']);
  });

  it('needs a payer with a CPF or CNPJ', async () => {
    const m = await newMerchant();
    const anonymous = await payer(m, null);
    const result = await call('POST', '/v1/charges', {
      key: m.full,
      body: { amount: 1000, customerId: anonymous, dueDate: today() },
    });
    expectError(result, 400);
    expect(codeOf(result)).toBe('customer_without_document');
    const unknown = await call('POST', '/v1/charges', {
      key: m.full,
      body: { amount: 1000, customerId: '0194c2d1-7e0a-7000-8000-000000000000', dueDate: today() },
    });
    expect(codeOf(unknown)).toBe('customer_unusable');
    const company = await payer(m, '12.ABC.345/01DE-35');
    expect((await create(m, { amount: 1000, customerId: company, dueDate: today() })).dueDate).toBe(today());
  });

  it('is overdue after its due date, owes fine and interest, and is paid the amount of the day', async () => {
    const m = await newMerchant();
    const customerId = await payer(m);
    // Created ten days ago, due on a business day five or more days ago: R$ 2 of fine, 10 cents a day.
    const due = businessDayAgo(5);
    const late = dayNumber(today()) - dayNumber(due);
    const created = await createCharge(
      m.merchantId,
      {
        amount: 10_000,
        customerId,
        dueDate: due,
        fine: { type: 'FIXED', value: 200 },
        interest: { type: 'FIXED_PER_DAY', days: 'CALENDAR', value: 10 },
      },
      { now: new Date(Date.now() - 10 * 86_400_000) },
    );
    const seen = (await call('GET', `/v1/charges/${created.id}`, { key: m.readOnly })).json.data;
    expect(seen).toMatchObject({ status: 'PENDING', overdue: true, amountToday: (10_200 + 10 * late) / 100 });

    const tomorrow = addDays(today(), 1);
    const paid = await call('POST', `/v1/charges/${created.id}/simulate-payment`, {
      key: m.full,
      body: { date: tomorrow },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const paidAmount = (10_200 + 10 * (late + 1)) / 100;
    expect(paid.json.data).toMatchObject({ status: 'PAID', overdue: false, amountToday: null, paidAmount });
    const events = (await storedEvents(m.merchantId, 'charge.paid')) as { data: Record<string, unknown> }[];
    expect(events[0]!.data).toMatchObject({ paidAmount });
  });

  it('refuses a payment day outside the payable days, and a date for an immediate charge', async () => {
    const m = await newMerchant();
    const charge = await create(m, {
      amount: 1000,
      customerId: await payer(m),
      dueDate: today(),
      daysAfterDue: 0,
    });
    const late = await call('POST', `/v1/charges/${charge.id}/simulate-payment`, {
      key: m.full,
      body: { date: addDays(lastPayableDay({ dueDate: today(), daysAfterDue: 0 }), 1) },
    });
    expectError(late, 400);
    expect(codeOf(late)).toBe('date_not_payable');
    const immediate = await create(m, { amount: 1000 });
    const dated = await call('POST', `/v1/charges/${immediate.id}/simulate-payment`, {
      key: m.full,
      body: { date: today() },
    });
    expect(codeOf(dated)).toBe('not_due_date_charge');
    const undated = await call('POST', `/v1/charges/${immediate.id}/simulate-payment`, { key: m.full });
    expect(undated.json.data).toMatchObject({ status: 'PAID', paidAmount: 10 });
    const unknownField = await call('POST', `/v1/charges/${charge.id}/simulate-payment`, {
      key: m.full,
      body: { day: today() },
    });
    expectError(unknownField, 422);
  });

  it('expires at the end of its last payable day, at read time and by the sweeper', async () => {
    const m = await newMerchant();
    const due = addDays(today(), -10);
    const charge = await createCharge(
      m.merchantId,
      { amount: 5_000, customerId: await payer(m), dueDate: due, daysAfterDue: 2 },
      { now: new Date(Date.now() - 12 * 86_400_000) },
    );
    const read = (await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly })).json.data;
    expect(read).toMatchObject({
      status: 'EXPIRED',
      overdue: false,
      amountToday: null,
      updatedAt: read.expiresAt,
    });
    expect(read.expiresAt).toBe(expiryAfter(lastPayableDay({ dueDate: due, daysAfterDue: 2 })));
    const refused = await call('GET', `/v1/charges/${charge.id}/amount`, { key: m.readOnly });
    expect(codeOf(refused)).toBe('date_not_payable');

    expect(await sweepExpiredCharges()).toBeGreaterThanOrEqual(1);
    const expired = (await storedEvents(m.merchantId, 'charge.expired')) as {
      data: Record<string, unknown>;
    }[];
    expect(expired.map((event) => event.data.id)).toContain(charge.id);
  });
});
