import { TZDate, tzOffset } from '@date-fns/tz';
import * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * The interface's two local forms (`yyyy-MM-dd`, `yyyy-MM-ddTHH:mm:ss`) and, so that a date a
 * response gave can be sent back as it is, RFC 3339 with `Z` or an offset (fraction allowed).
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))?)?$/;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  time: [number, number, number] | undefined;
  /** Present when the text carries its own offset: it names an instant, whatever the business zone. */
  offset: { hours: number; minutes: number } | undefined;
}

function localParts(text: string): LocalParts | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  // A fraction is only RFC 3339 with an offset; a local time is whole seconds, as the interface says.
  const fraction = /\.\d/.test(text);
  if (fraction && match[7] === undefined) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const time =
    hour === undefined ? undefined : ([hour, minute ?? 0, second ?? 0] as [number, number, number]);
  const offset =
    match[7] === undefined ? undefined : { hours: Number(match[8] ?? 0), minutes: Number(match[9] ?? 0) };
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0, time, offset };
}

/** Whether the digits name a real calendar moment (no 30 February, no 24:00:00). */
function isCalendarValid({ year, month, day, time, offset }: LocalParts): boolean {
  if (offset && (offset.hours > 23 || offset.minutes > 59)) return false;
  const [hour, minute, second] = time ?? [0, 0, 0];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    probe.getUTCHours() === hour &&
    probe.getUTCMinutes() === minute &&
    probe.getUTCSeconds() === second
  );
}

/**
 * `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm:ss` in the business zone, as the interface defines local
 * date-times, or an RFC 3339 date-time with `Z` or an offset (what responses give back).
 */
export const localDateTimeSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    // abort: a text of the wrong shape gets one message, not a second one about the calendar.
    z.refine((text) => localParts(text) !== undefined, {
      error: messages.fields.localDateTime,
      abort: true,
      params: { code: 'invalid_format' },
    }),
    z.refine(
      (text) => {
        const parts = localParts(text);
        return parts !== undefined && isCalendarValid(parts);
      },
      { error: messages.fields.invalidDate, abort: true, params: { code: 'invalid_date' } },
    ),
  ),
);

const DAY_MS = 86_400_000;
const DAY_OFFSETS_MAX = 4096;
/** `zone day` → the zone's offset in minutes for that whole UTC day, or NaN when it changes that day. */
const dayOffsets = new Map<string, number>();

/**
 * The zone's UTC offset (minutes) on the UTC day of `ms`, when one offset holds all day: the same at
 * the day's first and last millisecond, in whole minutes. A zone changes offset at most twice a
 * year, so nearly every day qualifies and is asked of `Intl` once per warm function; a day with a
 * change, or a pre-1914 local mean time with seconds, gives undefined and is left to TZDate.
 */
function wholeDayOffset(timeZone: string, ms: number): number | undefined {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = tzOffset(timeZone, new Date(day * DAY_MS));
    const last = tzOffset(timeZone, new Date((day + 1) * DAY_MS - 1));
    offset = first === last && Number.isInteger(first) ? first : Number.NaN;
    if (dayOffsets.size >= DAY_OFFSETS_MAX) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return Number.isNaN(offset) ? undefined : offset;
}

export type Boundary = 'start' | 'end';

/**
 * The UTC instant of a local date-time in the business time zone. A date alone is the first
 * second of the day for a start and the last second for an end, as the interface says.
 */
export function localToInstant(text: string, boundary: Boundary, timeZone: string): string {
  const parts = localParts(text);
  if (!parts) throw new Error(`not a local date-time: ${text}`);
  if (parts.offset) return new Date(Date.parse(text.toUpperCase())).toISOString();
  const [hour, minute, second] = parts.time ?? (boundary === 'start' ? [0, 0, 0] : [23, 59, 59]);
  // The wall time read as UTC, less the zone's offset, when one offset holds all of that UTC day
  // and of the answer's (the two are at most a day apart): no change near it, so the local time
  // names exactly one instant. Otherwise (a change that day, a gap or an overlap) TZDate decides.
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, hour, minute, second);
  const offset = parts.year >= 1000 ? wholeDayOffset(timeZone, wall) : undefined;
  if (offset !== undefined) {
    const instant = wall - offset * 60_000;
    if (wholeDayOffset(timeZone, instant) === offset) return new Date(instant).toISOString();
  }
  const local = new TZDate(parts.year, parts.month - 1, parts.day, hour, minute, second, timeZone);
  return new Date(local.getTime()).toISOString();
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * An instant as RFC 3339 with the business zone's offset, whole seconds (`2026-12-01T00:00:00-03:00`).
 * Every coupon view formats two, so the offset comes from a per-day cache instead of a `TZDate` (three
 * `Intl` formats each); the result is `TZDate`'s, which `test/unit/dates.test.ts` checks across zones,
 * centuries and transition days.
 */
export function formatInZone(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  const offset = Number.isFinite(ms) ? wholeDayOffset(timeZone, ms) : undefined;
  const local = offset === undefined ? '' : new Date(ms + offset * 60_000).toISOString();
  // Outside years 0000–9999 the ISO text is longer (`+010000-…`): left to TZDate too.
  if (offset === undefined || local.length !== 24) {
    return new TZDate(ms, timeZone).toISOString().replace(/\.\d{3}(?=[+-]|Z)/, '');
  }
  const abs = Math.abs(offset);
  return `${local.slice(0, 19)}${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}
