import { v5 as uuidv5 } from 'uuid';
import { addDays, businessDayOnOrAfter, dayNumber } from '../domain/business-days.js';
import type { PayoutSchedule } from '../merchants/payout-settings.domain.js';

/**
 * Automatic payouts: on which São Paulo days a merchant's schedule pays out, and the payout of
 * each such day, named by the merchant and the day so that any number of sweeps create it once.
 * No I/O.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** The weekday of a date, 0 (Sunday) to 6. */
const weekdayOf = (date: string): number => new Date(dayNumber(date) * 86_400_000).getUTCDay();

/**
 * The first payout day of `schedule` on or after `from` (a São Paulo date): every business day
 * (`daily`), or the week's `weekday` (the next business day when banks close on it; `weekly`).
 * Undefined for `manual`.
 */
export function payoutDayFrom(schedule: PayoutSchedule, from: string): string | undefined {
  if (schedule.interval === 'manual') return undefined;
  if (schedule.interval === 'daily') return businessDayOnOrAfter(from);
  const wanted = schedule.weekday ?? 1;
  // The week's day on or after `from`, or, when its business day moved before `from`, next week's.
  for (let week = -1; week <= 1; week++) {
    const start = addDays(from, 7 * week);
    const day = addDays(start, (wanted - weekdayOf(start) + 7) % 7);
    const paid = businessDayOnOrAfter(day);
    if (paid >= from) return paid;
  }
  return undefined;
}

/** The payout day after `day`. */
export const nextPayoutDay = (schedule: PayoutSchedule, day: string): string | undefined =>
  payoutDayFrom(schedule, addDays(day, 1));

/** Any fixed UUID: the namespace of the scheduled payouts' ids. */
const SCHEDULED_PAYOUTS = '6f1c1d52-7f0b-4b53-9a43-0c6f3b1e9a10';

/** The id of the merchant's scheduled payout of `day`: the same for every sweep that makes it. */
export const scheduledPayoutId = (merchantId: string, day: string): string =>
  uuidv5(`${merchantId}#${day}`, SCHEDULED_PAYOUTS);
