import { addDays, businessDayOnOrAfter, businessDaysAfter, dayNumber } from './business-days.js';
import { MAX_CHARGE_CENTS } from './money.js';

/**
 * The terms of a due-date charge and the amount owed on any day under them.
 * Money is integer cents; percentages are basis points (`250` = 2.50%). Dates are calendar dates
 * (`YYYY-MM-DD`) in the business time zone.
 *
 * As the API Pix has it (`calendario.validadeAposVencimento`), a due date on a day banks are
 * closed moves to the next business day, and the fine, the interest and the days payable after it
 * count from there; a last payable day on a closed day also moves to the next business day.
 */
export const ADJUSTMENT_TYPES = ['FIXED', 'PERCENTAGE'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export const INTEREST_TYPES = [
  'FIXED_PER_DAY',
  'PERCENTAGE_PER_DAY',
  'PERCENTAGE_PER_MONTH',
  'PERCENTAGE_PER_YEAR',
] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

export const DAY_COUNTS = ['CALENDAR', 'BUSINESS'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

export interface Adjustment {
  type: AdjustmentType;
  /** Cents for `FIXED`, basis points for `PERCENTAGE`. */
  value: number;
}

export interface Interest {
  type: InterestType;
  days: DayCount;
  /** Cents per day for `FIXED_PER_DAY`, basis points of the period for the others. */
  value: number;
}

export interface Discount {
  type: AdjustmentType;
  /** 1–3 entries in date order, values not increasing: paid on or before `date`, `value` off. */
  until: { date: string; value: number }[];
}

export interface DueTerms {
  dueDate: string;
  /** Days after `dueDate` the charge can still be paid (with fine and interest). */
  daysAfterDue: number;
  fine: Adjustment | null;
  interest: Interest | null;
  discount: Discount | null;
  rebate: Adjustment | null;
}

/** The amount owed on one day and its parts, all in cents. */
export interface AmountOwed {
  date: string;
  original: number;
  rebate: number;
  discount: number;
  fine: number;
  interest: number;
  total: number;
}

const BASIS = 10_000n;
/** A monthly rate is a thirtieth of it per day counted, a yearly one a 365th. */
const DAYS_OF_PERIOD: Record<InterestType, bigint> = {
  FIXED_PER_DAY: 1n,
  PERCENTAGE_PER_DAY: 1n,
  PERCENTAGE_PER_MONTH: 30n,
  PERCENTAGE_PER_YEAR: 365n,
};

/** `numerator / denominator` rounded half up, for non-negative integers (exact in BigInt). */
const roundHalfUp = (numerator: bigint, denominator: bigint): number =>
  Number((2n * numerator + denominator) / (2n * denominator));

/** `basisPoints` of `cents`, rounded half up. */
export const percentOf = (cents: number, basisPoints: number): number =>
  roundHalfUp(BigInt(cents) * BigInt(basisPoints), BASIS);

const adjustmentCents = (original: number, adjustment: Adjustment): number =>
  adjustment.type === 'FIXED' ? adjustment.value : percentOf(original, adjustment.value);

/** The due date in effect: `dueDate`, or the next business day when banks are closed on it. */
export const effectiveDueDate = (terms: Pick<DueTerms, 'dueDate'>): string =>
  businessDayOnOrAfter(terms.dueDate);

/** The last day the charge can be paid: `daysAfterDue` after the due date in effect, on a business day. */
export const lastPayableDay = (terms: Pick<DueTerms, 'dueDate' | 'daysAfterDue'>): string =>
  businessDayOnOrAfter(addDays(effectiveDueDate(terms), terms.daysAfterDue));

/** The discount entry a payment on `date` gets: the earliest whose date is on or after it. */
export function discountEntry(discount: Discount | null, date: string) {
  if (!discount) return undefined;
  return discount.until
    .filter((entry) => entry.date >= date)
    .reduce<Discount['until'][number] | undefined>(
      (earliest, entry) => (earliest === undefined || entry.date < earliest.date ? entry : earliest),
      undefined,
    );
}

/**
 * The discounts as the due date in effect leaves them: one dated on the due date moves with it (the
 * API Pix: every field that refers to the due date takes its extension to the next business day).
 */
function discountInEffect(terms: Pick<DueTerms, 'dueDate' | 'discount'>): Discount | null {
  if (!terms.discount) return null;
  const due = effectiveDueDate(terms);
  return {
    ...terms.discount,
    until: terms.discount.until.map((entry) =>
      entry.date === terms.dueDate ? { ...entry, date: due } : entry,
    ),
  };
}

/** Days late on `date`: counted from the day after the due date in effect, only business days when asked. */
export function daysLate(terms: Pick<DueTerms, 'dueDate'>, days: DayCount, date: string): number {
  const due = effectiveDueDate(terms);
  if (date <= due) return 0;
  return days === 'BUSINESS' ? businessDaysAfter(due, date) : dayNumber(date) - dayNumber(due);
}

/** The parts of what a payment on `date` owes, before the per-charge maximum applies. */
function owedParts(original: number, terms: DueTerms, date: string): Omit<AmountOwed, 'total'> {
  const rebate = terms.rebate ? adjustmentCents(original, terms.rebate) : 0;
  const entry = discountEntry(discountInEffect(terms), date);
  const discount =
    entry === undefined
      ? 0
      : terms.discount!.type === 'FIXED'
        ? entry.value
        : percentOf(original, entry.value);
  const late = date > effectiveDueDate(terms);
  const fine = late && terms.fine ? adjustmentCents(original, terms.fine) : 0;
  let interest = 0;
  if (late && terms.interest) {
    const { type, days, value } = terms.interest;
    const count = BigInt(daysLate(terms, days, date));
    interest =
      type === 'FIXED_PER_DAY'
        ? value * Number(count)
        : roundHalfUp(BigInt(original) * BigInt(value) * count, BASIS * DAYS_OF_PERIOD[type]);
  }
  return { date, original, rebate, discount, fine, interest };
}

/**
 * What a payment on `date` owes: `original − rebate − discount + fine + interest`, each part in
 * integer cents rounded half up once (percentages of the original amount; interest over all its
 * days at once), never below 1 cent. The fine applies once from the day after the due date in
 * effect. Never above the per-charge maximum either: terms that could pass it are refused at
 * creation (`dearestAmountDue`); on a charge stored before that, the interest and then the fine
 * stop where the total reaches it, so the parts still add up to the total.
 */
export function amountOwed(original: number, terms: DueTerms, date: string): AmountOwed {
  const { rebate, discount, fine, interest } = owedParts(original, terms, date);
  const base = original - rebate - discount;
  const cappedFine = Math.min(fine, Math.max(0, MAX_CHARGE_CENTS - base));
  const cappedInterest = Math.min(interest, Math.max(0, MAX_CHARGE_CENTS - base - cappedFine));
  const total = Math.max(1, base + cappedFine + cappedInterest);
  return { date, original, rebate, discount, fine: cappedFine, interest: cappedInterest, total };
}

/**
 * What the terms would owe at most, before the per-charge maximum applies: on the last payable day,
 * the dearest (the fine is owed from the first day late, interest grows each day, discounts are
 * over). `withFine` is that day's amount without its interest.
 */
export function dearestAmountDue(
  original: number,
  terms: DueTerms,
): { date: string; withFine: number; total: number } {
  const { date, rebate, discount, fine, interest } = owedParts(original, terms, lastPayableDay(terms));
  const withFine = original - rebate - discount + fine;
  return { date, withFine, total: withFine + interest };
}
