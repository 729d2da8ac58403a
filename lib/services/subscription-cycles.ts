import { config } from '../config.js';
import {
  cycleCancellation,
  findSubscription,
  recordAttempt,
  sendCycle,
  subscriptionTransition,
} from '../db/subscriptions.js';
import { logger } from '../logger.js';
import { ConditionFailed, transact, type TransactItem } from '../db/transact.js';
import { sweepDue } from '../db/status-lists.js';
import { todayIn } from '../domain/due-charge.js';
import {
  authorizationExpired,
  cycleAfterAttempt,
  debitAt,
  isLastCycle,
  newCycle,
  nextCycleOf,
  sendDueAt,
  sendWindow,
  type AttemptResult,
  type Cycle,
  type Subscription,
} from '../domain/subscription.js';

/**
 * Sends the next cycle of an active subscription, if its window has opened; true when this call
 * did. A subscription in the index with no cycle left has only its first, paid with the
 * authorization: it completes.
 */
async function sendNextCycle(subscription: Subscription, now: Date, timeZone: string): Promise<boolean> {
  const next = nextCycleOf(subscription);
  if (!next) return moveIfStill(subscription, 'COMPLETED', now);
  // The index says when; the record, read with it, must agree that the window is open.
  if (sendWindow(next.dueDate).opens > todayIn(timeZone, now)) return false;
  return sendCycle(
    subscription,
    newCycle(subscription, next.index, next.dueDate, now),
    {
      nextDueDate: next.nextDueDate,
      dueAt: sendDueAt(next.nextDueDate, timeZone),
      debitAt: debitAt(next.dueDate, timeZone),
    },
    now,
  );
}

/** `subscription` moved to `to` with its event, if still in the state read; true when this call did. */
async function moveIfStill(
  subscription: Subscription,
  to: 'EXPIRED' | 'COMPLETED',
  now: Date,
): Promise<boolean> {
  try {
    await transact(subscriptionTransition(subscription, to, now).parts);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Expires a subscription whose payer did not authorize in time; true when this call did. */
const expireAuthorization = async (subscription: Subscription, now: Date): Promise<boolean> =>
  authorizationExpired(subscription, now) && moveIfStill(subscription, 'EXPIRED', now);

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
    (subscription) =>
      eachOnce('subscription', subscription.id, async () => {
        if (subscription.status === 'PENDING_AUTHORIZATION') {
          if (await expireAuthorization(subscription, now)) done.expired++;
        } else if (subscription.status === 'ACTIVE' && (await sendNextCycle(subscription, now, timeZone)))
          done.sent++;
        // Counted above, by what was done.
        return false;
      }),
    (subscription) => options.merchantId === undefined || subscription.merchantId === options.merchantId,
  );
  return done;
}

/**
 * Debits `cycle` of `subscription` (both as read) on its attempt's day, as the payer's bank
 * answered: the cycle as it ends up, or undefined when the write's condition found it changed
 * (another debit of the same attempt was recorded first). Ending the last cycle completes the
 * subscription in the same transaction.
 */
export async function debitCycle(
  subscription: Subscription,
  cycle: Cycle,
  result: AttemptResult,
  now: Date,
  commit?: TransactItem,
): Promise<Cycle | undefined> {
  const day = cycle.nextAttemptDate ?? cycle.dueDate;
  const { cycle: after, nextTry } = cycleAfterAttempt(cycle, subscription.retryPolicy, day, result, now);
  const done = await recordAttempt(subscription, cycle, after, now, {
    retryAt: nextTry === null ? null : debitAt(nextTry, config().businessTimeZone),
    completes: after.status !== 'RETRYING' && isLastCycle(subscription, cycle),
    commit,
  });
  return done ? after : undefined;
}

/**
 * The sandbox's bank on a cycle's day: every cycle due for a debit by `now` (its due date, or its
 * retry day) is debited and paid, unless `simulate-next-cycle` decided it first (the conditional
 * write then finds it changed). A cycle whose subscription has ended is cancelled instead, so the
 * index lets it go. In live the PSP debits and its notice records the attempt, so this sweep leaves
 * live cycles alone. Answers how many it debited.
 */
export function sweepCycles(now: Date, options: { merchantId?: string } = {}): Promise<number> {
  if (config().environment !== 'test') return Promise.resolve(0);
  return sweepDue<Cycle>(
    'CYCLE',
    now,
    (cycle) =>
      eachOnce('cycle', cycle.id, async () => {
        const subscription = await findSubscription(cycle.merchantId, cycle.subscriptionId);
        if (subscription?.status === 'ACTIVE')
          return (await debitCycle(subscription, cycle, { outcome: 'PAID' }, now)) !== undefined;
        await transact({ cycle: cycleCancellation(cycle, now) });
        return false;
      }),
    (cycle) => options.merchantId === undefined || cycle.merchantId === options.merchantId,
  );
}

/**
 * One item of a sweep: a refused condition (another sweep or request was first) is nothing done,
 * and any other failure is logged and left to the next run, so one item never stops the rest.
 */
async function eachOnce(kind: string, id: string, work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ConditionFailed))
      logger.warn('subscription sweep item failed; the next sweep retries', {
        kind,
        id,
        error: error as Error,
      });
    return false;
  }
}
