import { createRequire } from 'node:module';
import type HolidaysType from 'date-holidays';

/**
 * The days Brazilian banks open: Monday to Friday less the national holidays and Carnaval Monday
 * and Tuesday, as the `date-holidays` library knows them (its `public` holidays of `BR`, and its
 * `bank` holidays at Easter − 48 and − 47, which are Carnaval Monday and Tuesday; its other bank
 * holiday, Corpus Christi, is a municipal one and stays a business day).
 *
 * A deployed function carries the library's answers, not the library: with its world data and
 * moment-timezone it is several times a function's whole byte budget (`bench/cold-start.ts`). The
 * build (`infra/bundling.ts`) evaluates `encodedHolidays()` with the pinned library and defines
 * `__BANK_HOLIDAYS__`; everything else (tests, `npm start`) asks the library itself, a year at a
 * time as days are asked about.
 *
 * Dates are calendar dates (`YYYY-MM-DD`); arithmetic is on day numbers (days since 1970-01-01).
 */
declare const __BANK_HOLIDAYS__: string | undefined;

/** The years the calendar answers for; due dates are bounded so that every day they need is inside. */
export const CALENDAR_FIRST_YEAR = 2024;
export const CALENDAR_LAST_YEAR = 2100;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2027-02-08` -> its day number. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** A day number -> `YYYY-MM-DD`. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);

const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

const isWeekend = (day: number): boolean => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
};

// Carnaval Monday and Tuesday in date-holidays' rules for Brazil.
const CARNAVAL_RULES = new Set(['easter -48', 'easter -47']);

let library: HolidaysType | undefined;

/** The weekday bank holidays of one year, from the library, as day numbers. */
function holidaysFromLibrary(year: number): number[] {
  if (!library) {
    // Required here, not imported: a bundle built with `__BANK_HOLIDAYS__` never reaches this line,
    // and esbuild does not follow a require made through createRequire.
    const Holidays = createRequire(import.meta.url)('date-holidays') as typeof HolidaysType;
    library = new Holidays('BR', { types: ['public', 'bank'] });
  }
  const days: number[] = [];
  for (const holiday of library.getHolidays(year)) {
    if (holiday.type !== 'public' && !(holiday.type === 'bank' && CARNAVAL_RULES.has(holiday.rule))) continue;
    const day = dayNumber(holiday.date.slice(0, 10));
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

// Each holiday as its distance in days from the one before (from the calendar's first day for the
// first), in base 36, two characters wide: holidays are never 36² days apart.
const WIDTH = 2;
const FIRST_DAY = Date.UTC(CALENDAR_FIRST_YEAR, 0, 1) / DAY_MS;
const LAST_DAY = Date.UTC(CALENDAR_LAST_YEAR, 11, 31) / DAY_MS;

/** What the build defines as `__BANK_HOLIDAYS__`: every year's holidays, under 2 KiB of text. */
export function encodedHolidays(): string {
  const days: number[] = [];
  for (let year = CALENDAR_FIRST_YEAR; year <= CALENDAR_LAST_YEAR; year++)
    days.push(...holidaysFromLibrary(year));
  let previous = FIRST_DAY;
  return [...new Set(days)]
    .sort((a, b) => a - b)
    .map((day) => {
      const gap = (day - previous).toString(36).padStart(WIDTH, '0');
      previous = day;
      return gap;
    })
    .join('');
}

export function decodeHolidays(text: string): number[] {
  const days: number[] = [];
  let day = FIRST_DAY;
  for (let i = 0; i < text.length; i += WIDTH) days.push((day += parseInt(text.slice(i, i + WIDTH), 36)));
  return days;
}

let defined: ReadonlySet<number> | undefined;
const fromLibrary = new Map<number, ReadonlySet<number>>();

function isHoliday(day: number): boolean {
  if (typeof __BANK_HOLIDAYS__ === 'string') {
    defined ??= new Set(decodeHolidays(__BANK_HOLIDAYS__));
    return defined.has(day);
  }
  const year = yearOf(day);
  let holidays = fromLibrary.get(year);
  if (!holidays) fromLibrary.set(year, (holidays = new Set(holidaysFromLibrary(year))));
  return holidays.has(day);
}

function isBusinessDayNumber(day: number): boolean {
  if (day < FIRST_DAY || day > LAST_DAY) throw new RangeError(`outside the bank calendar: ${dateOf(day)}`);
  return !isWeekend(day) && !isHoliday(day);
}

export const isBusinessDay = (date: string): boolean => isBusinessDayNumber(dayNumber(date));

/** The date itself when banks open on it, else the next day they do. */
export function businessDayOnOrAfter(date: string): string {
  let day = dayNumber(date);
  while (!isBusinessDayNumber(day)) day += 1;
  return dateOf(day);
}

/** How many business days there are after `from` up to and including `to` (0 when `to` ≤ `from`). */
export function businessDaysAfter(from: string, to: string): number {
  let count = 0;
  for (let day = dayNumber(from) + 1, last = dayNumber(to); day <= last; day++) {
    if (isBusinessDayNumber(day)) count += 1;
  }
  return count;
}
