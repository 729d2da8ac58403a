import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { messages } from '../messages.js';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  time: [number, number, number] | undefined;
}

function localParts(text: string): LocalParts | undefined {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const time =
    hour === undefined ? undefined : ([hour, minute ?? 0, second ?? 0] as [number, number, number]);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0, time };
}

/** Whether the digits name a real calendar moment (no 30 February, no 24:00:00). */
function isCalendarValid({ year, month, day, time }: LocalParts): boolean {
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

/** `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm:ss`, as the interface defines local date-times. */
export const localDateTimeSchema = z
  .string()
  // abort: a text of the wrong shape gets one message, not a second one about the calendar.
  .regex(LOCAL_DATE_TIME, { error: messages.fields.localDateTime, abort: true })
  .refine(
    (text) => {
      const parts = localParts(text);
      return parts !== undefined && isCalendarValid(parts);
    },
    { error: messages.fields.invalidDate, abort: true },
  );

export type Boundary = 'start' | 'end';

/**
 * The UTC instant of a local date-time in the business time zone. A date alone is the first
 * second of the day for a start and the last second for an end, as the interface says.
 */
export function localToInstant(text: string, boundary: Boundary, timeZone: string): string {
  const parts = localParts(text);
  if (!parts) throw new Error(`not a local date-time: ${text}`);
  const [hour, minute, second] = parts.time ?? (boundary === 'start' ? [0, 0, 0] : [23, 59, 59]);
  const local = new TZDate(parts.year, parts.month - 1, parts.day, hour, minute, second, timeZone);
  return new Date(local.getTime()).toISOString();
}

/** An instant as RFC 3339 with the business zone's offset, whole seconds (`2026-12-01T00:00:00-03:00`). */
export function formatInZone(instant: string, timeZone: string): string {
  return new TZDate(Date.parse(instant), timeZone).toISOString().replace(/\.\d{3}(?=[+-]|Z)/, '');
}
