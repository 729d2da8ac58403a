import { config } from '../config.js';
import { ConditionFailed } from '../db/transact.js';
import { localToInstant } from '../domain/dates.js';
import { ApiError } from '../errors.js';
import { dayIn } from '../ledger/ledger.domain.js';
import { logger } from '../logger.js';
import type { PayoutSchedule } from '../merchants/payout-settings.domain.js';
import { advancePayoutDue } from '../merchants/payout-settings.storage.js';
import { nextPayoutDay, payoutDayFrom, scheduledPayoutId } from './payout-schedule.domain.js';
import { createPayout } from './payouts.service.js';

/**
 * The automatic payouts: a merchant with a `daily` or `weekly` schedule sits in the payouts' due
 * index at the start of its next payout day. The sweep then pays out all that is available (if at
 * least the smallest payout) under the id of that merchant and day, so two sweeps at once make one
 * payout (the second one's put finds it), and moves the merchant to its next payout day.
 */

/** A merchant's item as the due index gives it. */
export interface ScheduledMerchant {
  id: string;
  payoutSchedule: PayoutSchedule;
  payoutDueDay: string;
}

export const isScheduledMerchant = (record: object): record is ScheduledMerchant =>
  'payoutDueDay' in record && 'payoutSchedule' in record;

/** The payout day of `schedule` on or after today, and the instant it starts (São Paulo). */
export function firstDue(schedule: PayoutSchedule, now: Date): { day: string; at: string } | undefined {
  const timeZone = config().businessTimeZone;
  const day = payoutDayFrom(schedule, dayIn(now.toISOString(), timeZone));
  return day === undefined ? undefined : { day, at: localToInstant(day, 'start', timeZone) };
}

/** Makes the merchant's payout of its due day, once, and moves it to its next day. */
export async function payScheduled(merchant: ScheduledMerchant, now: Date): Promise<boolean> {
  const { id: merchantId, payoutSchedule: schedule, payoutDueDay: day } = merchant;
  let made = false;
  try {
    await createPayout(merchantId, {}, { now, id: scheduledPayoutId(merchantId, day) });
    made = true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('payout')) {
      // Another sweep made this day's payout.
    } else if (error instanceof ApiError && error.status === 400) {
      // Less than the smallest payout available (or a negative balance waiting), or no payout
      // key: nothing to pay this day.
      logger.info('scheduled payout skipped', { merchantId, day, code: error.code });
    } else throw error;
  }
  const timeZone = config().businessTimeZone;
  const today = dayIn(now.toISOString(), timeZone);
  // A sweep that ran late skips the days it missed: the next payout pays what they would have.
  const next = nextPayoutDay(schedule, day > today ? day : today);
  if (next !== undefined)
    await advancePayoutDue(merchantId, day, { day: next, at: localToInstant(next, 'start', timeZone) });
  return made;
}
