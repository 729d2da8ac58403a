import { sendCycle } from '../db/subscriptions.js';
import { sweepDue } from '../db/status-lists.js';
import { localToInstant } from '../domain/dates.js';
import { todayIn } from '../domain/due-charge.js';
import { newCycle, nextCycleOf, sendWindow, type Subscription } from '../domain/subscription.js';

/**
 * The instant an active subscription is due in the sweep again: the first second, in the business
 * time zone, of the send window of the cycle due on `dueDate`; null when no cycle is left.
 */
export const sendDueAt = (dueDate: string | null, timeZone: string): string | null =>
  dueDate === null ? null : localToInstant(sendWindow(dueDate).opens, 'start', timeZone);

/**
 * Sends the next cycle of every active subscription whose send window has opened by `now`
 * (the sweep; only one merchant's when asked: tests beside other test files). Each is one
 * conditional transaction (`sendCycle`), so sweeps running at once, or again after a crash, send
 * a due date once. The PSP, not the sweep, refuses a cycle sent after its window closed: in live
 * that refusal is the cycle's failed attempt. Answers how many cycles this call sent.
 */
export async function sendDueCycles(
  now: Date,
  timeZone: string,
  options: { merchantId?: string } = {},
): Promise<number> {
  return sweepDue<Subscription>(
    'SUBSCRIPTION',
    now,
    async (subscription) => {
      const next = nextCycleOf(subscription);
      // The index says when; the record, read with it, must agree that the window is open.
      if (!next || sendWindow(next.dueDate).opens > todayIn(timeZone, now)) return false;
      return sendCycle(
        subscription,
        newCycle(subscription, next.index, next.dueDate, now),
        { nextDueDate: next.nextDueDate, dueAt: sendDueAt(next.nextDueDate, timeZone) },
        now,
      );
    },
    (subscription) =>
      subscription.status === 'ACTIVE' &&
      (options.merchantId === undefined || subscription.merchantId === options.merchantId),
  );
}
