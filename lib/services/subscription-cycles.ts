import { sendCycle, subscriptionTransition } from '../db/subscriptions.js';
import { ConditionFailed, transact } from '../db/transact.js';
import { sweepDue } from '../db/status-lists.js';
import { localToInstant } from '../domain/dates.js';
import { todayIn } from '../domain/due-charge.js';
import {
  authorizationExpired,
  newCycle,
  nextCycleOf,
  sendWindow,
  type Subscription,
} from '../domain/subscription.js';

/**
 * The instant an active subscription is due in the sweep again: the first second, in the business
 * time zone, of the send window of the cycle due on `dueDate`; null when no cycle is left.
 */
export const sendDueAt = (dueDate: string | null, timeZone: string): string | null =>
  dueDate === null ? null : localToInstant(sendWindow(dueDate).opens, 'start', timeZone);

/** Sends the next cycle of an active subscription, if its window has opened; true when this call did. */
async function sendNextCycle(subscription: Subscription, now: Date, timeZone: string): Promise<boolean> {
  const next = nextCycleOf(subscription);
  // The index says when; the record, read with it, must agree that the window is open.
  if (!next || sendWindow(next.dueDate).opens > todayIn(timeZone, now)) return false;
  return sendCycle(
    subscription,
    newCycle(subscription, next.index, next.dueDate, now),
    { nextDueDate: next.nextDueDate, dueAt: sendDueAt(next.nextDueDate, timeZone) },
    now,
  );
}

/** Expires a subscription whose payer did not authorize in time; true when this call did. */
async function expireAuthorization(subscription: Subscription, now: Date): Promise<boolean> {
  if (!authorizationExpired(subscription, now)) return false;
  try {
    await transact(subscriptionTransition(subscription, 'EXPIRED', now).parts);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * The subscriptions' sweep, over what the due index holds up to `now` (only one merchant's when
 * asked: tests beside other test files): a pending subscription past its authorization's deadline
 * expires; an active one whose next send window has opened sends that cycle. Each is one
 * conditional transaction, so sweeps running at once, or again after a crash, do each thing once.
 * The PSP, not the sweep, refuses a cycle sent after its window closed: in live that refusal is
 * the cycle's failed attempt.
 */
export async function sweepSubscriptions(
  now: Date,
  timeZone: string,
  options: { merchantId?: string } = {},
): Promise<{ sent: number; expired: number }> {
  const done = { sent: 0, expired: 0 };
  await sweepDue<Subscription>(
    'SUBSCRIPTION',
    now,
    async (subscription) => {
      if (subscription.status === 'PENDING_AUTHORIZATION') {
        if (await expireAuthorization(subscription, now)) done.expired++;
      } else if (subscription.status === 'ACTIVE' && (await sendNextCycle(subscription, now, timeZone)))
        done.sent++;
      // Counted above, by what was done.
      return false;
    },
    (subscription) => options.merchantId === undefined || subscription.merchantId === options.merchantId,
  );
  return done;
}
