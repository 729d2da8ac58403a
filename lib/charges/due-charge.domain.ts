import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { chargeMessages } from './charges.messages.js';
import { addDays, dayNumber } from '../domain/business-days.js';
import {
  ADJUSTMENT_TYPES,
  DAY_COUNTS,
  dearestAmountDue,
  INTEREST_TYPES,
  lastPayableDay,
  type Adjustment,
  type AmountOwed,
  type DueTerms,
} from '../domain/due-date.js';
import { centsToReais, formatReais, MAX_CENTS, MAX_CHARGE_CENTS } from '../domain/money.js';

/**
 * The request side and the views of a due-date charge (`POST /charges` with `dueDate`): the
 * fields, the rules that involve more than one of them, and how terms read in responses
 * (`FIXED` values in reais, as all money; `PERCENTAGE*` values stay basis points).
 */
const dueMessages = chargeMessages.due;
const fieldMessages = messages.fields;

export const DEFAULT_DAYS_AFTER_DUE = 30;
export const MAX_DAYS_AFTER_DUE = 365;
/** How far ahead a due date may be (five years): every day a charge needs stays in the bank calendar. */
export const MAX_DUE_DAYS_AHEAD = 1826;
export const MAX_BASIS_POINTS = 10_000;

/** A stored due-date charge's terms, with the time zone its calendar dates are in. */
export interface StoredDueTerms extends DueTerms {
  timeZone: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string): boolean => {
  const probe = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(probe.getTime()) && probe.toISOString().slice(0, 10) === text;
};

/** `YYYY-MM-DD`, a day that exists (`format: date` in the OpenAPI document, as the responses' dates). */
export const calendarDateSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.meta({ format: 'date' }),
    z.refine((text) => DATE.test(text), {
      error: dueMessages.date,
      abort: true,
      params: { code: 'invalid_format' },
    }),
    z.refine(isRealDate, { error: fieldMessages.invalidDate, abort: true, params: { code: 'invalid_date' } }),
  ),
);

const valueSchema = () => z.int().check(z.gte(1), z.lte(MAX_CENTS));

const adjustmentSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ type: z.enum(ADJUSTMENT_TYPES), value: valueSchema() }),
);

/** The due-date fields of the create body (built when the schema is, not at import). */
export const dueShape = () => ({
  dueDate: z.optional(z.nullable(calendarDateSchema)),
  daysAfterDue: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(MAX_DAYS_AFTER_DUE)))),
  fine: z.optional(z.nullable(adjustmentSchema)),
  interest: z.optional(
    z.nullable(
      z.strictObject({ type: z.enum(INTEREST_TYPES), days: z.enum(DAY_COUNTS), value: valueSchema() }),
    ),
  ),
  discount: z.optional(
    z.nullable(
      z.strictObject({
        type: z.enum(ADJUSTMENT_TYPES),
        until: z
          .array(z.strictObject({ date: calendarDateSchema, value: valueSchema() }))
          .check(z.minLength(1), z.maxLength(3)),
      }),
    ),
  ),
  rebate: z.optional(z.nullable(adjustmentSchema)),
});

type Issue = { path: PropertyKey[]; message: string; code: string };

/** The due-date fields alone, to read a request's terms once each of them is valid. */
const termsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    ...dueShape(),
    dueDate: calendarDateSchema,
    amount: z.int().check(z.gte(1), z.lte(MAX_CHARGE_CENTS)),
  }),
);

/**
 * Terms that could owe more than the per-charge maximum by their last payable day: the field to
 * blame (the fine when it alone passes it, else the interest), or undefined. Judged only on terms
 * whose every field is valid; the others are reported on their own.
 */
function aboveMaximum(body: Record<string, unknown>): Issue | undefined {
  const parsed = z.safeParse(termsSchema, body);
  if (!parsed.success) return undefined;
  const { amount, dueDate, daysAfterDue, fine, interest, discount, rebate } = parsed.data;
  const dearest = dearestAmountDue(amount, {
    dueDate,
    daysAfterDue: daysAfterDue ?? DEFAULT_DAYS_AFTER_DUE,
    fine: fine ?? null,
    interest: interest ?? null,
    discount: discount ?? null,
    rebate: rebate ?? null,
  });
  if (dearest.total <= MAX_CHARGE_CENTS) return undefined;
  return {
    path: [dearest.withFine > MAX_CHARGE_CENTS ? 'fine' : 'interest', 'value'],
    message: dueMessages.dueAboveMaximum(formatReais(MAX_CHARGE_CENTS), dearest.date),
    code: 'amount_due_above_maximum',
  };
}

/** Rules between fields of a due-date request; run on whatever parsed, so every problem shows at once. */
export function dueRequestIssues(body: Record<string, unknown>, today: string | undefined): Issue[] {
  const issues: Issue[] = [];
  const add = (path: PropertyKey[], message: string, code: string) => issues.push({ path, message, code });
  const dueDate = typeof body.dueDate === 'string' && isRealDate(body.dueDate) ? body.dueDate : undefined;
  const present = (field: string) => body[field] !== undefined && body[field] !== null;
  if (!present('dueDate')) {
    for (const field of ['daysAfterDue', 'fine', 'interest', 'discount', 'rebate'])
      if (present(field)) add([field], dueMessages.needsDueDate, 'due_date_required');
    return issues;
  }
  if (present('expiresIn')) add(['expiresIn'], dueMessages.withExpiresIn, 'expires_in_with_due_date');
  if (!present('customerId')) add(['customerId'], dueMessages.customerRequired, 'required');
  // Only a due date within the bounds has its every payable day in the bank calendar.
  let dueDateInBounds = false;
  if (dueDate !== undefined && today !== undefined) {
    if (dueDate < today) add(['dueDate'], dueMessages.inPast, 'due_date_in_past');
    else if (dayNumber(dueDate) - dayNumber(today) > MAX_DUE_DAYS_AHEAD)
      add(['dueDate'], dueMessages.tooFar(MAX_DUE_DAYS_AHEAD), 'due_date_too_far');
    else dueDateInBounds = true;
  }
  const amount = typeof body.amount === 'number' ? body.amount : undefined;
  const value = (part: unknown): { type?: unknown; value?: unknown } =>
    part && typeof part === 'object' ? (part as { type?: unknown; value?: unknown }) : {};
  // Percentages are basis points up to 100%; fixed fines and daily interest up to the amount.
  for (const field of ['fine', 'interest'] as const) {
    const { type, value: v } = value(body[field]);
    if (typeof v !== 'number') continue;
    if (typeof type === 'string' && type.startsWith('PERCENTAGE') && v > MAX_BASIS_POINTS)
      add([field, 'value'], dueMessages.percentageMax, 'too_big');
    if ((type === 'FIXED' || type === 'FIXED_PER_DAY') && amount !== undefined && v > amount)
      add([field, 'value'], fieldMessages.max(amount), 'too_big');
  }
  // A rebate or a discount takes less than the whole amount (the API Pix refuses one that does not).
  const belowAmount = (type: unknown, v: unknown, path: PropertyKey[]) => {
    if (typeof v !== 'number') return;
    const limit = type === 'PERCENTAGE' ? MAX_BASIS_POINTS : type === 'FIXED' ? amount : undefined;
    if (limit !== undefined && v >= limit) add(path, dueMessages.notBelowAmount, 'not_below_amount');
  };
  const rebate = value(body.rebate);
  belowAmount(rebate.type, rebate.value, ['rebate', 'value']);
  const discount = body.discount as { type?: unknown; until?: unknown } | null | undefined;
  if (discount && Array.isArray(discount.until)) {
    const entries = discount.until as { date?: unknown; value?: unknown }[];
    entries.forEach((entry, i) => {
      belowAmount(discount.type, entry?.value, ['discount', 'until', i, 'value']);
      if (dueDate !== undefined && typeof entry?.date === 'string' && entry.date > dueDate)
        add(['discount', 'until', i, 'date'], dueMessages.discountAfterDue, 'discount_after_due_date');
    });
    const dated = entries.filter(
      (entry): entry is { date: string; value: number } =>
        typeof entry?.date === 'string' && typeof entry.value === 'number',
    );
    const byDate = [...dated].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    if (
      byDate.some(
        (entry, i) => i > 0 && (entry.date === byDate[i - 1]!.date || entry.value > byDate[i - 1]!.value),
      )
    )
      add(['discount', 'until'], dueMessages.discountOrder, 'discount_order');
  }
  const above = dueDateInBounds ? aboveMaximum(body) : undefined;
  // A field already refused on its own is not blamed twice.
  if (above && !issues.some((issue) => issue.path.join('.') === above.path.join('.'))) issues.push(above);
  return issues;
}

export interface DueRequest {
  dueDate?: string | null | undefined;
  daysAfterDue?: number | null | undefined;
  fine?: Adjustment | null | undefined;
  interest?: DueTerms['interest'] | undefined;
  discount?: DueTerms['discount'] | undefined;
  rebate?: Adjustment | null | undefined;
}

/** The terms a valid request sets, or undefined for an immediate charge. Discounts in date order. */
export function dueTermsOf(body: DueRequest, timeZone: string): StoredDueTerms | undefined {
  if (!body.dueDate) return undefined;
  return {
    dueDate: body.dueDate,
    daysAfterDue: body.daysAfterDue ?? DEFAULT_DAYS_AFTER_DUE,
    fine: body.fine ?? null,
    interest: body.interest ?? null,
    discount: body.discount
      ? { ...body.discount, until: [...body.discount.until].sort((a, b) => (a.date < b.date ? -1 : 1)) }
      : null,
    rebate: body.rebate ?? null,
    timeZone,
  };
}

// Dates in a zone through Intl, which every function's runtime has, rather than a date library in
// the charge functions' bundles (they are near their byte budget, bench/cold-start.ts).
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string, instant: number): Record<string, string> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
}

/** The calendar date of `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  const { year, month, day } = wallClock(timeZone, now.getTime());
  return `${year}-${month}-${day}`;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const p = wallClock(timeZone, instant);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `date` starts in `timeZone` (the offset asked again at the guess: zones move at night). */
export function dayStartIn(date: string, timeZone: string): string {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const guess = midnight - offsetAt(timeZone, midnight);
  return new Date(midnight - offsetAt(timeZone, guess)).toISOString();
}

/** The instant a due-date charge expires: the start of the day after its last payable day. */
export const dueExpiresAt = (terms: StoredDueTerms): string =>
  dayStartIn(addDays(lastPayableDay(terms), 1), terms.timeZone);

const adjustmentView = (adjustment: Adjustment | null) =>
  adjustment && {
    type: adjustment.type,
    value: adjustment.type === 'FIXED' ? centsToReais(adjustment.value) : adjustment.value,
  };

/** The terms as a charge shows them; all null for an immediate charge. */
export function dueTermsView(terms: DueTerms | undefined) {
  return {
    dueDate: terms?.dueDate ?? null,
    daysAfterDue: terms?.daysAfterDue ?? null,
    fine: adjustmentView(terms?.fine ?? null),
    interest: terms?.interest
      ? {
          ...terms.interest,
          value:
            terms.interest.type === 'FIXED_PER_DAY'
              ? centsToReais(terms.interest.value)
              : terms.interest.value,
        }
      : null,
    discount: terms?.discount
      ? {
          type: terms.discount.type,
          until: terms.discount.until.map(({ date, value }) => ({
            date,
            value: terms.discount!.type === 'FIXED' ? centsToReais(value) : value,
          })),
        }
      : null,
    rebate: adjustmentView(terms?.rebate ?? null),
  };
}

/** The days a due-date charge can be paid from `today` on: [first, last], or undefined when none. */
export function payableDays(terms: StoredDueTerms, now: Date): { first: string; last: string } | undefined {
  const first = todayIn(terms.timeZone, now);
  const last = lastPayableDay(terms);
  return first <= last ? { first, last } : undefined;
}

/** `GET /charges/{id}/amount`: the parts in reais. */
export const amountView = (owed: AmountOwed) => ({
  date: owed.date,
  original: centsToReais(owed.original),
  rebate: centsToReais(owed.rebate),
  discount: centsToReais(owed.discount),
  fine: centsToReais(owed.fine),
  interest: centsToReais(owed.interest),
  total: centsToReais(owed.total),
});
