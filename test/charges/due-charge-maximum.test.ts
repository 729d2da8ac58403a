import { describe, expect, it } from 'vitest';
import { addDays, businessDayOnOrAfter, isBusinessDay } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { lastPayableDay } from '../../lib/domain/due-date.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { storedEvents } from '../support/stored.js';

/**
 * A charge asks for at most R$ 1.000.000,00 (docs/rules/charges.md), and a due-date charge's fine and
 * interest may not take what it owes past that on any payable day.
 */
const MAXIMUM_REAIS = 1_000_000;
const SP = 'America/Sao_Paulo';
const today = () => todayIn(SP, new Date());

async function payer(m: TestMerchant): Promise<string> {
  const result = await call('POST', '/v1/customers', {
    key: m.full,
    body: {
      name: 'Maria das Dores',
      email: `maria${Math.random()}@exemplo.com.br`,
      document: '529.982.247-25',
    },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.id;
}

const fieldsOf = (result: Awaited<ReturnType<typeof call>>) =>
  (result.json.error?.fields ?? []).map((f) => `${f.field}:${f.code}`);

describe('the amount a due-date charge owes', () => {
  it('refuses at creation terms whose fine or interest would pass R$ 1.000.000,00, naming the field', async () => {
    const m = await newMerchant();
    const customerId = await payer(m);
    const dueDate = businessDayOnOrAfter(addDays(today(), 10));
    const refusals = [
      // The red-team's case: R$ 1M, with a fine and interest, payable for a year.
      [
        {
          amount: 100_000_000,
          fine: { type: 'PERCENTAGE', value: 200 },
          interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
          daysAfterDue: 365,
        },
        'fine.value:amount_due_above_maximum',
      ],
      // R$ 500.000,00 at 1% a day: past the maximum from about the 100th day late.
      [
        {
          amount: 50_000_000,
          interest: { type: 'PERCENTAGE_PER_DAY', days: 'CALENDAR', value: 100 },
          daysAfterDue: 120,
        },
        'interest.value:amount_due_above_maximum',
      ],
      [
        {
          amount: 90_000_000,
          fine: { type: 'FIXED', value: 5_000_000 },
          interest: { type: 'FIXED_PER_DAY', days: 'BUSINESS', value: 1_000_000 },
        },
        'interest.value:amount_due_above_maximum',
      ],
    ] as const;
    for (const [terms, field] of refusals) {
      const refused = await call('POST', '/v1/charges', {
        key: m.full,
        body: { customerId, dueDate, ...terms },
      });
      expectError(refused, 422);
      expect(fieldsOf(refused)).toEqual([field]);
      expect(refused.json.error!.fields![0]!.message).toContain('R$ 1.000.000,00');
    }
    expect((await call('GET', '/v1/charges', { key: m.readOnly })).json.data.page.totalElements).toBe(0);
    expect(await storedEvents(m.merchantId, 'charge.created')).toEqual([]);
  });

  it('takes terms that stay within the maximum on the last payable day', async () => {
    const m = await newMerchant();
    const dueDate = businessDayOnOrAfter(addDays(today(), 10));
    const created = await call('POST', '/v1/charges', {
      key: m.full,
      body: {
        amount: 50_000_000,
        customerId: await payer(m),
        dueDate,
        daysAfterDue: 90,
        interest: { type: 'PERCENTAGE_PER_DAY', days: 'CALENDAR', value: 100 },
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const last = lastPayableDay({ dueDate, daysAfterDue: 90 });
    const owed = await call('GET', `/v1/charges/${created.json.data.id}/amount?date=${last}`, {
      key: m.readOnly,
    });
    expect(owed.json.data.total).toBeGreaterThan(900_000);
    expect(owed.json.data.total).toBeLessThanOrEqual(MAXIMUM_REAIS);
  });

  it('never computes more than the maximum, even for a charge stored with terms that could', async () => {
    const m = await newMerchant();
    // Due a business day a month ago, with terms refused today (stored before they were).
    let due = addDays(today(), -30);
    while (!isBusinessDay(due)) due = addDays(due, -1);
    const charge = await createCharge(
      m.merchantId,
      {
        amount: 100_000_000,
        customerId: await payer(m),
        dueDate: due,
        daysAfterDue: 365,
        fine: { type: 'PERCENTAGE', value: 200 },
        interest: { type: 'PERCENTAGE_PER_DAY', days: 'CALENDAR', value: 100 },
      },
      { now: new Date(Date.now() - 35 * 86_400_000) },
    );
    const last = lastPayableDay({ dueDate: due, daysAfterDue: 365 });
    const owed = await call('GET', `/v1/charges/${charge.id}/amount?date=${last}`, { key: m.readOnly });
    expect(owed.json.data).toMatchObject({ original: MAXIMUM_REAIS, total: MAXIMUM_REAIS });
    expect(
      owed.json.data.original -
        owed.json.data.rebate -
        owed.json.data.discount +
        owed.json.data.fine +
        owed.json.data.interest,
    ).toBe(owed.json.data.total);
    const read = await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly });
    expect(read.json.data.amountToday).toBe(MAXIMUM_REAIS);
    const paid = await call('POST', `/v1/charges/${charge.id}/simulate-payment`, {
      key: m.full,
      body: { date: last },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.paidAmount).toBe(MAXIMUM_REAIS);
  });
});
