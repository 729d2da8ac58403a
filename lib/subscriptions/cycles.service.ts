import { config } from '../config.js';
import {
  cancelCycle,
  findSubscription,
  leaveDueIndex,
  pspActionDone,
  recheckCycleAt,
  recordAttempt,
  sendCycle,
  subscriptionTransition,
  sweepDueSubscriptions,
} from './subscriptions.storage.js';
import { logger } from '../logger.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed, transact } from '../db/transact.js';
import { sweepDue } from '../db/status-lists.js';
import { addDays } from '../domain/business-days.js';
import { todayIn } from '../charges/due-charge.domain.js';
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
} from './subscription.domain.js';
import type { CycleAtProvider, DebitAttempt, RecurrenceProvider } from '../pix/provider.js';
import { providersInUse } from '../pix/providers.js';
import { connectionsPossible, providerFor, recurrenceFor } from '../pix-connection/providers.service.js';

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
  // A provider that tells by notice debits the cycle itself; otherwise the sweep plays the bank.
  const live = (await providerFor(subscription))?.tellsByNotice === true;
  const cycle = newCycle(subscription, next.index, next.dueDate, now);
  return sendCycle(
    subscription,
    // Live: written first, then sent to the PSP by the cycle sweep (at once, and again until the
    // PSP has it), so a crash between the two leaves a cycle to send, never a cobr without a cycle.
    live ? { ...cycle, pspAction: 'SEND' } : cycle,
    {
      nextDueDate: next.nextDueDate,
      dueAt: sendDueAt(next.nextDueDate, timeZone),
      debitAt: live ? now.toISOString() : debitAt(next.dueDate, timeZone),
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

/**
 * Expires a subscription whose payer did not authorize in time; true when this call did. Live,
 * its `rec` is cancelled too, so no bank shows it for approval any longer.
 */
async function expireAuthorization(subscription: Subscription, now: Date): Promise<boolean> {
  if (!authorizationExpired(subscription, now) || !(await moveIfStill(subscription, 'EXPIRED', now)))
    return false;
  if (subscription.authorizationId)
    await (await recurrenceFor(subscription))?.withdraw(subscription.authorizationId);
  return true;
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
  await sweepDueSubscriptions(
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
 * (another debit of the same attempt was recorded first). Ending the last cycle of an active
 * subscription completes it in the same transaction. Live (`psp`), a debit the PSP confirms is
 * recorded even after the subscription ended: the money came in.
 */
export async function debitCycle(
  subscription: Subscription,
  cycle: Cycle,
  result: AttemptResult,
  now: Date,
  commit?: Commit,
  psp?: DebitAttempt,
): Promise<Cycle | undefined> {
  const day = psp?.day ?? cycle.nextAttemptDate ?? cycle.dueDate;
  // An attempt the PSP reports as its last (the cobr ended) leaves no retry, whatever the policy.
  const policy = psp?.final ? 'NONE' : subscription.retryPolicy;
  const { cycle: after, nextTry } = cycleAfterAttempt(cycle, policy, day, result, now);
  const done = await recordAttempt(subscription, cycle, after, now, {
    // Live: the retry is requested from the PSP by the next cycle sweep, at once.
    retryAt: nextTry === null ? null : psp ? now.toISOString() : debitAt(nextTry, config().businessTimeZone),
    retryAtPsp: psp !== undefined,
    completes:
      subscription.status === 'ACTIVE' && after.status !== 'RETRYING' && isLastCycle(subscription, cycle),
    confirmed: psp !== undefined && result.outcome === 'PAID',
    commit: commit?.({ kind: 'CYCLE', id: cycle.id }),
  });
  return done ? after : undefined;
}

/** Live: an attempt as the PSP reports it (`debitCycle` with its day, result and finality). */
const recordPspAttempt = (subscription: Subscription, cycle: Cycle, attempt: DebitAttempt, now: Date) =>
  debitCycle(subscription, cycle, attempt.result, now, undefined, attempt);

/**
 * Live: an open cycle no attempt will follow (the PSP closed its cobr, or refused its retry)
 * becomes `FAILED` with the attempts it has, and its event; undefined when it changed meanwhile.
 */
async function failOpenCycle(
  subscription: Subscription,
  cycle: Cycle,
  now: Date,
): Promise<Cycle | undefined> {
  const after = {
    ...cycle,
    status: 'FAILED' as const,
    nextAttemptDate: null,
    pspAction: undefined,
    updatedAt: now.toISOString(),
  };
  const done = await recordAttempt(subscription, cycle, after, now, {
    completes: subscription.status === 'ACTIVE' && isLastCycle(subscription, cycle),
  });
  return done ? after : undefined;
}

const isOpen = (cycle: Cycle): boolean => cycle.status === 'SCHEDULED' || cycle.status === 'RETRYING';

/**
 * Live: records what the provider says of `cycle` (as read) that the cycle does not hold yet,
 * attempt by attempt, each conditional on the attempts before it (a repeated notice, or a notice
 * racing the sweep's read-back, records nothing twice); a cycle the provider closed after them
 * fails. Once the subscription has ended, or the cycle was cancelled, only a payment is recorded.
 * Answers the cycle after, or undefined when a write found it changed (the caller reads again).
 */
export async function applyAtProvider(
  subscription: Subscription,
  cycle: Cycle,
  held: CycleAtProvider,
  now: Date,
): Promise<Cycle | undefined> {
  const { attempts } = held;
  if (subscription.status !== 'ACTIVE' || cycle.status === 'CANCELLED') {
    const paid = attempts.find((attempt) => attempt.result.outcome === 'PAID');
    if (!paid || !(isOpen(cycle) || cycle.status === 'CANCELLED')) return cycle;
    return recordPspAttempt(subscription, cycle, paid, now);
  }
  let current = cycle;
  for (let i = current.attempts.length; i < attempts.length && isOpen(current); i++) {
    const attempt = attempts[i]!;
    const after = await recordPspAttempt(subscription, current, attempt, now);
    if (!after) return undefined;
    current = after;
  }
  if (isOpen(current) && held.closed) return failOpenCycle(subscription, current, now);
  return current;
}

/** Live: when an open cycle is read back from the provider if no notice came: the day after its attempt. */
const recheckAt = (cycle: Cycle, timeZone: string): string =>
  debitAt(addDays(cycle.nextAttemptDate ?? cycle.dueDate, 1), timeZone);

/** Live: tomorrow's first second, when a cycle the provider said nothing new of is read back again. */
const tomorrow = (now: Date, timeZone: string): string =>
  debitAt(addDays(todayIn(timeZone, now), 1), timeZone);

/**
 * Live: one due cycle of the cycle sweep. What the provider must still be asked is asked (the
 * cycle sent, a retry requested), then the cycle waits for its notice, and is read back the day
 * after its attempt in case the notice was lost, daily until the provider closes it. A cycle
 * whose subscription ended is cancelled at the provider and here, and read back while the
 * provider may still debit it (a cancel is refused on and after its due date).
 */
async function sweepLiveCycle(
  recurrence: RecurrenceProvider,
  read: Cycle,
  now: Date,
  reconcileRec?: (authorizationId: string) => Promise<boolean>,
): Promise<boolean> {
  const timeZone = config().businessTimeZone;
  const subscription = await findSubscription(read.merchantId, read.subscriptionId);
  if (!subscription) return false;
  if (subscription.status !== 'ACTIVE' || read.status === 'CANCELLED') {
    const held = read.pspAction === 'SEND' ? undefined : await recurrence.findCycle(read.id);
    const cycle = held ? await applyAtProvider(subscription, read, held, now) : read;
    if (!cycle || cycle.status === 'PAID') return cycle !== undefined;
    const stillDebits = held !== undefined && !held.closed;
    if (isOpen(cycle)) {
      // Refused on and after its due date: the read-back from tomorrow records what it debits.
      if (stillDebits) await recurrence.cancelCycle(cycle.id);
      await cancelCycle(cycle, now, stillDebits ? tomorrow(now, timeZone) : undefined);
    } else if (stillDebits) await recheckCycleAt(cycle, tomorrow(now, timeZone));
    else await leaveDueIndex(cycle);
    return false;
  }
  if (read.pspAction === 'SEND') {
    const sent = await recurrence.sendCycle(subscription.authorizationId!, {
      id: read.id,
      dueDate: read.dueDate,
      amountCents: read.amount,
    });
    if (sent) return pspActionDone(read, recheckAt(read, timeZone), now);
    // Refused because the rec ended (its notice lost): the subscription ends, the cycle with it.
    if (subscription.authorizationId && (await reconcileRec?.(subscription.authorizationId))) return false;
    // Refused otherwise (the send window closed): the cycle fails, never debited.
    const notSent: DebitAttempt = {
      day: todayIn(timeZone, now),
      result: { outcome: 'REFUSED', reason: NOT_SENT },
      final: true,
    };
    return (await recordPspAttempt(subscription, read, notSent, now)) !== undefined;
  }
  if (read.pspAction === 'RETRY') {
    if (await recurrence.retryCycle(read.id, read.nextAttemptDate!))
      return pspActionDone(read, recheckAt(read, timeZone), now);
    // Refused: another sweep asked first (the retry is pending at the provider), or none can happen.
    const held = await recurrence.readCycle(read.id);
    if (held.retryPending) return pspActionDone(read, recheckAt(read, timeZone), now);
    const after = await applyAtProvider(subscription, read, held, now);
    if (after && isOpen(after)) return (await failOpenCycle(subscription, after, now)) !== undefined;
    return after !== undefined;
  }
  const after = await applyAtProvider(subscription, read, await recurrence.readCycle(read.id), now);
  // Nothing new at the provider: read it back again tomorrow.
  if (after === read) await recheckCycleAt(read, tomorrow(now, timeZone));
  return after !== undefined && after !== read;
}

/** The reason of a cycle the PSP refused to create (no debit was attempted): not a bank's code. */
export const NOT_SENT = 'NOT_SENT';

/**
 * The cycle sweep. Sandbox: the bank on a cycle's day: every cycle due for a debit by `now` (its
 * due date, or its retry day) is debited and paid, unless `simulate-next-cycle` decided it first
 * (the conditional write then finds it changed). A cycle whose subscription has ended is cancelled
 * instead, so the index lets it go. Live: the PSP debits and its notice records the attempt; the
 * sweep sends what the PSP must still be asked and reads back cycles whose notice is late
 * (`sweepLiveCycle`). Answers how many cycles it moved.
 */
export function sweepCycles(
  now: Date,
  options: {
    merchantId?: string;
    /**
     * Live: reads a subscription's `rec` back and applies it (`subscription-notices.ts`), for a
     * cycle the PSP refused: a revocation whose notice was lost ends the subscription, not the cycle.
     */
    reconcileRec?: (authorizationId: string) => Promise<boolean>;
  } = {},
): Promise<number> {
  // Outside the sandbox's environment only a provider that tells by notice has cycles to sweep.
  const sandbox = config().environment === 'test';
  if (!sandbox && !connectionsPossible() && !providersInUse().some((provider) => provider.tellsByNotice))
    return Promise.resolve(0);
  return sweepDue<Cycle>(
    'CYCLE',
    now,
    (cycle) =>
      eachOnce('cycle', cycle.id, async () => {
        const live = (await providerFor(cycle))?.tellsByNotice ? await recurrenceFor(cycle) : undefined;
        if (live) return sweepLiveCycle(live, cycle, now, options.reconcileRec);
        if (!sandbox) return false;
        const subscription = await findSubscription(cycle.merchantId, cycle.subscriptionId);
        if (subscription?.status === 'ACTIVE')
          return (await debitCycle(subscription, cycle, { outcome: 'PAID' }, now)) !== undefined;
        await cancelCycle(cycle, now);
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
