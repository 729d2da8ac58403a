import { TZDate } from '@date-fns/tz';
import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { statedBounds } from './text.js';

/**
 * The interface's two local forms (`yyyy-MM-dd`, `yyyy-MM-ddTHH:mm:ss`) and, so that a date a
 * response gave can be sent back as it is, RFC 3339 with `Z` or an offset (fraction allowed).
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * The longest text `DATE_TIME` matches (`yyyy-MM-ddTHH:mm:ss.fffffffff+hh:mm`); every date-time the
 * API writes is shorter, so the OpenAPI document gives both this `maxLength`.
 */
export const DATE_TIME_MAX_LENGTH = 35;

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
    statedBounds({ maximum: DATE_TIME_MAX_LENGTH }),
  ),
);

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
  const local = new TZDate(parts.year, parts.month - 1, parts.day, hour, minute, second, timeZone);
  return new Date(local.getTime()).toISOString();
}

/** An instant as RFC 3339 with the business zone's offset, whole seconds (`2026-12-01T00:00:00-03:00`). */
export const formatInZone = (instant: string, timeZone: string): string =>
  new TZDate(Date.parse(instant), timeZone).toISOString().replace(/\.\d{3}(?=[+-]|Z)/, '');
