import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDaysAfter,
  decodeHolidays,
  dateOf,
  encodedHolidays,
  isBusinessDay,
} from '../../lib/domain/business-days.js';

describe('the bank calendar', () => {
  it.each([
    ['2027-02-08', 'Carnaval Monday 2027'],
    ['2027-02-09', 'Carnaval Tuesday 2027'],
    ['2027-03-26', 'Good Friday 2027'],
    ['2027-04-21', 'Tiradentes 2027 (a Wednesday)'],
    ['2026-04-03', 'Good Friday 2026'],
    ['2026-04-21', 'Tiradentes 2026 (a Tuesday)'],
    ['2026-02-16', 'Carnaval Monday 2026'],
    ['2026-02-17', 'Carnaval Tuesday 2026'],
    ['2026-12-25', 'Christmas 2026 (a Friday)'],
    ['2026-11-20', 'Consciência Negra 2026 (a Friday)'],
    ['2027-01-01', "New Year's Day 2027 (a Friday)"],
    ['2027-02-06', 'a Saturday'],
    ['2027-02-07', 'a Sunday'],
  ])('banks are closed on %s (%s)', (date) => {
    expect(isBusinessDay(date)).toBe(false);
  });

  it.each([
    ['2027-02-10', 'Ash Wednesday (banks open at noon: a business day)'],
    ['2027-02-05', 'the Friday before Carnaval'],
    ['2027-05-27', 'Corpus Christi 2027 (municipal, not national)'],
    ['2027-03-25', 'Maundy Thursday 2027'],
    ['2027-04-20', 'the day before Tiradentes'],
  ])('banks open on %s (%s)', (date) => {
    expect(isBusinessDay(date)).toBe(true);
  });

  it('counts business days after a date, up to and including the last', () => {
    // Fri 5 Feb 2027 -> Wed 10 Feb: Sat, Sun, Carnaval Mon and Tue are closed; Wed counts.
    expect(businessDaysAfter('2027-02-05', '2027-02-10')).toBe(1);
    // Thu 25 Mar -> Thu 22 Apr 2027: 20 weekdays, less Good Friday and Tiradentes.
    expect(businessDaysAfter('2027-03-25', '2027-04-22')).toBe(18);
    expect(businessDaysAfter('2027-02-10', '2027-02-10')).toBe(0);
    expect(businessDaysAfter('2027-02-10', '2027-02-01')).toBe(0);
  });

  it('refuses days outside the years it knows', () => {
    expect(() => isBusinessDay('2101-01-03')).toThrow(RangeError);
    expect(() => isBusinessDay('2023-12-29')).toThrow(RangeError);
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('encodes for the build the same holidays it answers from the library', () => {
    const days = decodeHolidays(encodedHolidays()).map(dateOf);
    expect(days).toEqual(expect.arrayContaining(['2027-02-08', '2027-02-09', '2027-03-26', '2027-04-21']));
    expect(days).not.toContain('2027-05-27');
    for (const date of days) expect(isBusinessDay(date)).toBe(false);
  });
});
