import { createRequire } from 'node:module';
import Big from 'big.js';
import type HolidaysType from 'date-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOwed,
  INTEREST_TYPES,
  lastPayableDay,
  type Adjustment,
  type DueTerms,
  type Interest,
} from '../../lib/domain/due-date.js';

/**
 * An independent reading of the contract (docs/rules/due-date-charges.md): decimal arithmetic with
 * big.js, a walk over calendar days with JavaScript dates, and the holiday library asked
 * directly, so the domain's integer formulas and its calendar are checked, not restated.
 */
const Holidays = createRequire(import.meta.url)('date-holidays') as typeof HolidaysType;
const library = new Holidays('BR');
const closedByYear = new Map<number, Set<string>>();
function banksClosed(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  const year = date.getUTCFullYear();
  let closed = closedByYear.get(year);
  if (!closed) {
    closed = new Set(
      library
        .getHolidays(year)
        .filter((h) => h.type === 'public' || (h.type === 'bank' && h.name === 'Carnaval'))
        .map((h) => h.date.slice(0, 10)),
    );
    closedByYear.set(year, closed);
  }
  return closed.has(date.toISOString().slice(0, 10));
}

/** The due date as the API Pix moves it: to the next day banks open. */
function openOnOrAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  while (banksClosed(day)) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function daysAfter(from: string, to: string, businessOnly: boolean): number {
  let count = 0;
  const day = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  for (day.setUTCDate(day.getUTCDate() + 1); day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    if (!businessOnly || !banksClosed(day)) count += 1;
  }
  return count;
}

/** R$ 1.000.000,00: the most a charge asks for (docs/rules/charges.md). */
const MAXIMUM = 100_000_000;

const half = (value: Big): number => Number(value.round(0, Big.roundHalfUp));
const part = (original: number, adjustment: Adjustment): number =>
  adjustment.type === 'FIXED'
    ? adjustment.value
    : half(new Big(original).times(adjustment.value).div(10_000));
const PERIOD_DAYS = { PERCENTAGE_PER_DAY: 1, PERCENTAGE_PER_MONTH: 30, PERCENTAGE_PER_YEAR: 365 } as const;

function expected(original: number, terms: DueTerms, date: string) {
  const rebate = terms.rebate ? part(original, terms.rebate) : 0;
  // A discount dated on the due date moves with it, as every field that refers to that date.
  const entry = [...(terms.discount?.until ?? [])]
    .map((e) => (e.date === terms.dueDate ? { ...e, date: openOnOrAfter(terms.dueDate) } : e))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .find((e) => e.date >= date);
  const discount = entry ? part(original, { type: terms.discount!.type, value: entry.value }) : 0;
  const due = openOnOrAfter(terms.dueDate);
  const late = date > due;
  const fine = late && terms.fine ? part(original, terms.fine) : 0;
  let interest = 0;
  if (late && terms.interest) {
    const days = daysAfter(due, date, terms.interest.days === 'BUSINESS');
    interest =
      terms.interest.type === 'FIXED_PER_DAY'
        ? terms.interest.value * days
        : half(
            new Big(original)
              .times(terms.interest.value)
              .times(days)
              .div(10_000 * PERIOD_DAYS[terms.interest.type]),
          );
  }
  // Never above a charge's maximum: what passes it is taken off the interest, then off the fine.
  const over = Math.max(0, original - rebate - discount + fine + interest - MAXIMUM);
  const keptInterest = interest - Math.min(interest, over);
  const keptFine = fine - Math.min(fine, over - (interest - keptInterest));
  const total = Math.max(1, original - rebate - discount + keptFine + keptInterest);
  return { date, original, rebate, discount, fine: keptFine, interest: keptInterest, total };
}

const isoDay = (day: number): string =>
  new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

const adjustment = (maxFixed: number) =>
  fc.oneof(
    fc.record({ type: fc.constant('FIXED' as const), value: fc.integer({ min: 1, max: maxFixed }) }),
    fc.record({ type: fc.constant('PERCENTAGE' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
  );

const interest: fc.Arbitrary<Interest> = fc.record({
  type: fc.constantFrom(...INTEREST_TYPES),
  days: fc.constantFrom('CALENDAR' as const, 'BUSINESS' as const),
  value: fc.integer({ min: 1, max: 10_000 }),
});

const case_ = fc
  .record({
    original: fc.integer({ min: 100, max: 100_000_000 }),
    dueDay: fc.integer({ min: 0, max: 5 * 365 }),
    daysAfterDue: fc.integer({ min: 0, max: 365 }),
    fine: fc.option(adjustment(100_000_000), { nil: null }),
    interest: fc.option(interest, { nil: null }),
    rebate: fc.option(adjustment(100_000_000), { nil: null }),
    discountType: fc.constantFrom('FIXED' as const, 'PERCENTAGE' as const),
    // Days before the due date and values, ordered below so that later dates never give more.
    discountDays: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 0, maxLength: 3 }),
    discountValues: fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: 3, maxLength: 3 }),
    offset: fc.integer({ min: -70, max: 400 }),
  })
  .map((c) => {
    const dueDate = isoDay(c.dueDay);
    const values = [...c.discountValues].sort((a, b) => a - b);
    const until = [...c.discountDays]
      .sort((a, b) => a - b)
      .map((before, i) => ({ date: isoDay(c.dueDay - before), value: values[values.length - 1 - i]! }))
      .reverse();
    const terms: DueTerms = {
      dueDate,
      daysAfterDue: c.daysAfterDue,
      fine: c.fine,
      interest: c.interest,
      rebate: c.rebate,
      discount: until.length === 0 ? null : { type: c.discountType, until },
    };
    const date = isoDay(c.dueDay + Math.min(c.offset, c.daysAfterDue));
    return { original: c.original, terms, date };
  });

describe('amountOwed', () => {
  it('agrees with a straightforward decimal reading of the contract on every day', () => {
    fc.assert(
      fc.property(case_, ({ original, terms, date }) => {
        expect(amountOwed(original, terms, date)).toEqual(expected(original, terms, date));
      }),
      { numRuns: 1000 },
    );
  });

  it('is never below 1 cent', () => {
    fc.assert(
      fc.property(case_, ({ original, terms, date }) => {
        expect(amountOwed(original, terms, date).total).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('is never above R$ 1.000.000,00, and its parts add up to its total', () => {
    fc.assert(
      fc.property(case_, ({ original, terms, date }) => {
        const owed = amountOwed(original, terms, date);
        expect(owed.total).toBeLessThanOrEqual(MAXIMUM);
        expect(Math.max(1, owed.original - owed.rebate - owed.discount + owed.fine + owed.interest)).toBe(
          owed.total,
        );
      }),
    );
  });

  it('stops the interest, then the fine, at R$ 1.000.000,00', () => {
    const late: DueTerms = {
      dueDate: '2027-03-10',
      daysAfterDue: 365,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
      discount: null,
      rebate: null,
    };
    // The red-team's R$ 1M paid a year late would owe R$ 3.670.000,00 of fine and interest.
    expect(amountOwed(100_000_000, late, '2028-03-09')).toMatchObject({
      fine: 0,
      interest: 0,
      total: MAXIMUM,
    });
    // R$ 900.000,00: the R$ 18.000,00 fine stays, the interest stops at the R$ 82.000,00 left.
    expect(amountOwed(90_000_000, late, '2028-03-09')).toMatchObject({
      fine: 1_800_000,
      interest: 8_200_000,
      total: MAXIMUM,
    });
  });

  const bill: DueTerms = {
    dueDate: '2027-03-10',
    daysAfterDue: 30,
    fine: { type: 'PERCENTAGE', value: 200 },
    interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
    discount: { type: 'FIXED', until: [{ date: '2027-03-05', value: 5_000 }] },
    rebate: null,
  };

  it('computes the worked example of the docs', () => {
    // R$ 1.000,00 due on the 10th, 2% fine, 1% a month interest, R$ 50 off until the 5th.
    expect(amountOwed(100_000, bill, '2027-03-03')).toEqual({
      date: '2027-03-03',
      original: 100_000,
      rebate: 0,
      discount: 5_000,
      fine: 0,
      interest: 0,
      total: 95_000,
    });
    expect(amountOwed(100_000, bill, '2027-03-05').total).toBe(95_000);
    expect(amountOwed(100_000, bill, '2027-03-06').total).toBe(100_000);
    expect(amountOwed(100_000, bill, '2027-03-10').total).toBe(100_000);
    // 15 days late: R$ 20 of fine and R$ 1.000,00 × 1% × 15/30 = R$ 5,00 of interest.
    expect(amountOwed(100_000, bill, '2027-03-25')).toMatchObject({
      fine: 2_000,
      interest: 500,
      total: 102_500,
    });
    expect(lastPayableDay(bill)).toBe('2027-04-09');
  });

  it('counts business days across Carnaval, Good Friday and Tiradentes', () => {
    const perDay = { type: 'FIXED_PER_DAY', days: 'BUSINESS', value: 100 } as const;
    // Due Fri 5 Feb 2027: Sat, Sun and Carnaval Monday and Tuesday add nothing; Ash Wednesday does.
    const carnaval: DueTerms = {
      ...bill,
      dueDate: '2027-02-05',
      fine: null,
      discount: null,
      interest: perDay,
    };
    expect(amountOwed(10_000, carnaval, '2027-02-09').interest).toBe(0);
    expect(amountOwed(10_000, carnaval, '2027-02-10').interest).toBe(100);
    // Due Thu 25 Mar 2027: Good Friday closed, then 29 Mar to 20 Apr (17 days), Tiradentes closed.
    const easter: DueTerms = { ...carnaval, dueDate: '2027-03-25' };
    expect(amountOwed(10_000, easter, '2027-03-26').interest).toBe(0);
    expect(amountOwed(10_000, easter, '2027-04-21').interest).toBe(1_700);
    expect(amountOwed(10_000, easter, '2027-04-22').interest).toBe(1_800);
    // The same days in calendar days: every one counts.
    const calendar: DueTerms = { ...easter, interest: { ...perDay, days: 'CALENDAR' } };
    expect(amountOwed(10_000, calendar, '2027-04-22').interest).toBe(2_800);
  });

  it('moves a due date on a closed day, and the last payable day, to the next business day', () => {
    // Due Saturday 6 Feb 2027: Sunday and Carnaval follow, so Wednesday the 10th is the due date in effect.
    const terms: DueTerms = {
      ...bill,
      dueDate: '2027-02-06',
      daysAfterDue: 0,
      interest: { type: 'FIXED_PER_DAY', days: 'CALENDAR', value: 100 },
      discount: null,
    };
    expect(amountOwed(100_000, terms, '2027-02-10')).toMatchObject({ fine: 0, interest: 0, total: 100_000 });
    expect(amountOwed(100_000, terms, '2027-02-11')).toMatchObject({ fine: 2_000, interest: 100 });
    expect(lastPayableDay(terms)).toBe('2027-02-10');
    // 4 days after Tuesday 20 Oct 2026 is a Saturday: payable until Monday (as the API Pix's example A).
    expect(lastPayableDay({ dueDate: '2026-10-20', daysAfterDue: 4 })).toBe('2026-10-26');
    // Christmas 2026 is a Friday: payable until Monday the 28th, a day more with daysAfterDue 1.
    expect(lastPayableDay({ dueDate: '2026-12-25', daysAfterDue: 0 })).toBe('2026-12-28');
    expect(lastPayableDay({ dueDate: '2026-12-25', daysAfterDue: 1 })).toBe('2026-12-29');
  });

  it('rounds each part half up once, over all its days', () => {
    // R$ 1,00 at 1% a day: 1 cent a day exactly; at 0.5% a day, 0.5 cent a day rounds over the total.
    const terms: DueTerms = {
      ...bill,
      fine: { type: 'PERCENTAGE', value: 50 },
      discount: null,
      interest: { type: 'PERCENTAGE_PER_DAY', days: 'CALENDAR', value: 50 },
    };
    // Fine 0.5 cent -> 1; interest 3 × 0.5 = 1.5 cents -> 2 (not 3 × round(0.5) = 3).
    expect(amountOwed(100, terms, '2027-03-13')).toMatchObject({ fine: 1, interest: 2, total: 103 });
  });

  it('takes the discount of the earliest date on or after the payment, and the rebate always', () => {
    const terms: DueTerms = {
      ...bill,
      fine: null,
      interest: null,
      rebate: { type: 'PERCENTAGE', value: 1_000 },
      discount: {
        type: 'PERCENTAGE',
        until: [
          { date: '2027-03-01', value: 500 },
          { date: '2027-03-05', value: 300 },
          { date: '2027-03-10', value: 100 },
        ],
      },
    };
    expect(amountOwed(100_000, terms, '2027-02-27')).toMatchObject({
      rebate: 10_000,
      discount: 5_000,
      total: 85_000,
    });
    expect(amountOwed(100_000, terms, '2027-03-02')).toMatchObject({ discount: 3_000, total: 87_000 });
    expect(amountOwed(100_000, terms, '2027-03-10')).toMatchObject({ discount: 1_000, total: 89_000 });
    expect(amountOwed(100_000, terms, '2027-03-11')).toMatchObject({ discount: 0, total: 90_000 });
  });

  it('moves a discount dated on a closed due date with it', () => {
    // Saturday 6 March 2027: the due date in effect is Monday the 8th, and so is the discount's.
    const terms: DueTerms = {
      ...bill,
      dueDate: '2027-03-06',
      fine: null,
      interest: null,
      rebate: null,
      discount: { type: 'FIXED', until: [{ date: '2027-03-06', value: 5_000 }] },
    };
    expect(amountOwed(100_000, terms, '2027-03-08')).toMatchObject({ discount: 5_000, total: 95_000 });
    expect(amountOwed(100_000, terms, '2027-03-09')).toMatchObject({ discount: 0, total: 100_000 });
  });

  it('never asks less than 1 cent', () => {
    const terms: DueTerms = { ...bill, rebate: { type: 'FIXED', value: 99_999 } };
    expect(amountOwed(100_000, terms, '2027-03-01')).toMatchObject({ discount: 5_000, total: 1 });
  });
});
