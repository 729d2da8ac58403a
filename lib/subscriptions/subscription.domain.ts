import { createHash } from 'node:crypto';
import { addDays, dayNumber } from '../domain/business-days.js';
import { localToInstant } from '../domain/dates.js';
import type { EventType } from '../domain/event.js';
import { centsToReais } from '../domain/money.js';

/**
 * Pix Automático subscriptions (`docs/rules/subscriptions.md`): the calendar of a subscription's
 * cycles, when each cycle goes to the payer's bank, when a refused debit is tried again, and which
 * state may follow which. Dates are calendar dates (`YYYY-MM-DD`) in the business time zone, as the
 * payer's authorization carries them.
 */

export const INTERVALS = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'] as const;
export type Interval = (typeof INTERVALS)[number];

export const RETRY_POLICIES = ['NONE', 'THREE_IN_SEVEN_DAYS'] as const;
export type RetryPolicy = (typeof RETRY_POLICIES)[number];

export const SUBSCRIPTION_STATUSES = [
  'PENDING_AUTHORIZATION',
  'ACTIVE',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'COMPLETED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const CYCLE_STATUSES = ['SCHEDULED', 'RETRYING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** Which state may follow which; every write of a transition is conditional on the state it leaves. */
export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  PENDING_AUTHORIZATION: ['ACTIVE', 'REJECTED', 'EXPIRED', 'CANCELLED'],
  ACTIVE: ['CANCELLED', 'COMPLETED'],
  REJECTED: [],
  EXPIRED: [],
  CANCELLED: [],
  COMPLETED: [],
};

export const CYCLE_TRANSITIONS: Record<CycleStatus, readonly CycleStatus[]> = {
  SCHEDULED: ['PAID', 'RETRYING', 'FAILED', 'CANCELLED'],
  RETRYING: ['PAID', 'RETRYING', 'FAILED', 'CANCELLED'],
  PAID: [],
  FAILED: [],
  // Live: a debit already under way at the payer's bank when the subscription ended, which the
  // PSP then confirms. The money came in, so the cycle records it.
  CANCELLED: ['PAID'],
};

export const canMoveSubscription = (from: SubscriptionStatus, to: SubscriptionStatus): boolean =>
  SUBSCRIPTION_TRANSITIONS[from].includes(to);

export const canMoveCycle = (from: CycleStatus, to: CycleStatus): boolean =>
  CYCLE_TRANSITIONS[from].includes(to);

/** An authorization the payer has not given within this long expires (journey 3's QR code). */
export const AUTHORIZATION_HOURS = 24;

/** The first due date is at least this many days after the day the subscription is created. */
export const MIN_START_DAYS = 3;

/**
 * The Pix Automático rule: a cycle's debit order reaches the payer's bank between 10 and 2
 * calendar days before its due date. The sweep sends it as soon as the window opens and gives up
 * (the cycle fails) if the window closed first.
 */
export const SEND_DAYS_BEFORE = { earliest: 10, latest: 2 } as const;

/**
 * Days after the due date on which a refused debit is tried again under `THREE_IN_SEVEN_DAYS`
 * (`PERMITE_3R_7D`: at most three retries within seven days). Odd days keep every retry before a
 * weekly subscription's next due date and leave each attempt a day to settle.
 */
export const RETRY_DAYS_AFTER_DUE = [1, 3, 5] as const;

const MONTHS: Record<Exclude<Interval, 'WEEKLY'>, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUAL: 6,
  ANNUAL: 12,
};

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The due date of cycle `index` (0 is `startDate`). Months count from the start date, not from
 * the cycle before, and a day the month lacks is its last day: a subscription starting on 31
 * January is due on 28 (or 29) February and again on 31 March.
 */
export function dueDateOf(startDate: string, interval: Interval, index: number): string {
  if (interval === 'WEEKLY') return addDays(startDate, 7 * index);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const months = month - 1 + MONTHS[interval] * index;
  const y = year + Math.floor(months / 12);
  const m = months % 12;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The index of the last cycle due on or before `endDate`; null for a subscription without end. */
export function lastCycleIndex(startDate: string, interval: Interval, endDate: string | null): number | null {
  if (endDate === null) return null;
  if (endDate < startDate) return -1;
  // An estimate from the day count, corrected by stepping: month lengths vary.
  const stepDays = interval === 'WEEKLY' ? 7 : MONTHS[interval] * 28;
  let index = Math.floor((dayNumber(endDate) - dayNumber(startDate)) / stepDays);
  while (index > 0 && dueDateOf(startDate, interval, index) > endDate) index--;
  while (dueDateOf(startDate, interval, index + 1) <= endDate) index++;
  return index;
}

/** The days a cycle due on `dueDate` may be sent to the payer's bank, both included. */
export const sendWindow = (dueDate: string): { opens: string; closes: string } => ({
  opens: addDays(dueDate, -SEND_DAYS_BEFORE.earliest),
  closes: addDays(dueDate, -SEND_DAYS_BEFORE.latest),
});

/**
 * The instant an active subscription is due in the sweep again: the first second, in the business
 * time zone, of the send window of the cycle due on `dueDate`; null when no cycle is left.
 */
export const sendDueAt = (dueDate: string | null, timeZone: string): string | null =>
  dueDate === null ? null : localToInstant(sendWindow(dueDate).opens, 'start', timeZone);

/** The instant a sent cycle (or its retry on `day`) is due for its debit: the first second of that day. */
export const debitAt = (day: string, timeZone: string): string => localToInstant(day, 'start', timeZone);

/**
 * The day a refused debit of a cycle due on `dueDate` is tried again, after `attemptsSoFar`
 * attempts (the first one on the due date); null when the policy allows no more.
 */
export function retryDate(policy: RetryPolicy, dueDate: string, attemptsSoFar: number): string | null {
  if (policy === 'NONE' || attemptsSoFar < 1) return null;
  const after = RETRY_DAYS_AFTER_DUE[attemptsSoFar - 1];
  return after === undefined ? null : addDays(dueDate, after);
}

/**
 * The earliest day `startDate` may be for a subscription created on `today`: the first cycle is
 * paid when the payer authorizes, and the next must still fit its send window.
 */
export const earliestStartDate = (today: string): string => addDays(today, MIN_START_DAYS);

/**
 * The first line a cycle's id is hashed from, as bytes: every stored cycle id was made with these
 * bytes, so they never change (a new seed would give a stored due date a second cycle).
 */
const CYCLE_ID_SEED = Buffer.from([0x63, 0x6f, 0x62, 0x72, 0x0a]);

/**
 * A cycle's id, which is also its txid at the provider, the same whoever computes it: one due date
 * of one subscription is one cycle there, so a sweep that runs twice or crashes halfway finds the
 * cycle it already sent instead of sending another. 32 hex digits, within a Pix txid's 26 to 35
 * letters and digits.
 */
export const cycleTxid = (subscriptionId: string, dueDate: string): string =>
  createHash('sha256')
    .update(CYCLE_ID_SEED)
    .update(`${subscriptionId}\n${dueDate}`)
    .digest('hex')
    .slice(0, 32);

/** A subscription as stored (the API view adds the authorization's QR image and page URL). */
export interface Subscription {
  id: string;
  merchantId: string;
  status: SubscriptionStatus;
  customerId: string;
  amount: number;
  interval: Interval;
  startDate: string;
  endDate: string | null;
  description: string;
  retryPolicy: RetryPolicy;
  metadata: Record<string, string>;
  /**
   * The index of the next cycle the sweep sends to the payer's bank (cycle 0, on `startDate`, is
   * paid when the payer authorizes), and its due date; null once no cycle is left before `endDate`.
   */
  nextCycle: number;
  nextDueDate: string | null;
  /** Until when the payer may authorize (`AUTHORIZATION_HOURS` after creation). */
  authorizationExpiresAt: string;
  /**
   * Journey 3's charge: the immediate Pix of the first cycle. Paying it pays cycle 0 and authorizes
   * the rest, in one transaction. Its code and its page's sealed token are kept here, so a read of
   * the subscription answers `authorization` without reading the charge.
   */
  authorizationCharge: { id: string; brCode: string; pageToken?: string | undefined };
  /**
   * Live: the authorization's id at the provider, which its notices name. The authorization's
   * code is then the journey-3 composite BR Code (the charge and the authorization in one scan).
   */
  authorizationId?: string | undefined;
  /**
   * The merchant's own PSP connection that holds the authorization and the cycles (`OWN_ACCOUNT`),
   * fixed at creation; absent: the platform's PSP. Every later call goes there, whatever the
   * merchant connects or disconnects since.
   */
  pixConnectionId?: string | undefined;
  activatedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: 'MERCHANT' | 'PAYER' | null;
  createdAt: string;
  updatedAt: string;
}

export interface CycleAttempt {
  date: string;
  outcome: 'PAID' | 'REFUSED';
  /** The reason code as the payer's bank gave it, on a refusal. */
  reason: string | null;
}

/**
 * One due date of a subscription: one debit order at the payer's bank, tried again on refusal. Its
 * id is its txid at the PSP (`cycleTxid`).
 */
export interface Cycle {
  id: string;
  subscriptionId: string;
  merchantId: string;
  index: number;
  dueDate: string;
  amount: number;
  status: CycleStatus;
  attempts: CycleAttempt[];
  /** While `RETRYING`: the day of the next try. */
  nextAttemptDate: string | null;
  paidAt: string | null;
  /** The charge that paid it: cycle 0's, paid with the authorization; absent on the others. */
  chargeId?: string | undefined;
  /**
   * Live: what the sweep must still ask of the provider for this cycle: send it (`SEND`) or
   * request the retry of `nextAttemptDate` (`RETRY`). Absent once asked (and in the sandbox).
   */
  pspAction?: 'SEND' | 'RETRY' | undefined;
  /** Its subscription's PSP connection (`Subscription.pixConnectionId`); absent: the platform's. */
  pixConnectionId?: string | undefined;
  createdAt: string;
  updatedAt: string;
}

/**
 * The cycle an active subscription sends next and where it stands after: the new cycle (`index`,
 * `dueDate`) and the one after it (`nextDueDate`, null when it falls after `endDate`).
 */
export function nextCycleOf(
  subscription: Pick<Subscription, 'startDate' | 'interval' | 'endDate' | 'nextCycle'>,
): { index: number; dueDate: string; nextDueDate: string | null } | null {
  const { startDate, interval, endDate, nextCycle } = subscription;
  const last = lastCycleIndex(startDate, interval, endDate);
  if (last !== null && nextCycle > last) return null;
  const following = nextCycle + 1;
  return {
    index: nextCycle,
    dueDate: dueDateOf(startDate, interval, nextCycle),
    nextDueDate: last !== null && following > last ? null : dueDateOf(startDate, interval, following),
  };
}

/** A new cycle, sent today: scheduled at the payer's bank for its due date. */
export function newCycle(
  subscription: Pick<Subscription, 'id' | 'merchantId' | 'amount' | 'pixConnectionId'>,
  index: number,
  dueDate: string,
  now: Date,
): Cycle {
  const at = now.toISOString();
  return {
    id: cycleTxid(subscription.id, dueDate),
    subscriptionId: subscription.id,
    merchantId: subscription.merchantId,
    index,
    dueDate,
    amount: subscription.amount,
    status: 'SCHEDULED',
    attempts: [],
    nextAttemptDate: null,
    paidAt: null,
    ...(subscription.pixConnectionId ? { pixConnectionId: subscription.pixConnectionId } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

/** The events of subscriptions (docs/rules/subscriptions.md), among the API's event types. */
export type SubscriptionEventType = Extract<EventType, `subscription.${string}`>;

export type SubscriptionTransition = Exclude<SubscriptionStatus, 'PENDING_AUTHORIZATION'>;

export const SUBSCRIPTION_EVENT_OF: Record<SubscriptionTransition, SubscriptionEventType> = {
  ACTIVE: 'subscription.activated',
  REJECTED: 'subscription.rejected',
  EXPIRED: 'subscription.expired',
  CANCELLED: 'subscription.cancelled',
  COMPLETED: 'subscription.completed',
};

/**
 * The subscription after moving to `to` at `now`; `by` says who cancelled. Activating moves
 * `nextDueDate` from the first cycle (paid with the authorization) to the second; an ended
 * subscription has none.
 */
export function transitionedSubscription(
  subscription: Subscription,
  to: SubscriptionTransition,
  now: Date,
  by?: 'MERCHANT' | 'PAYER',
): Subscription {
  const at = now.toISOString();
  return {
    ...subscription,
    status: to,
    // Expired at its deadline, as readers saw it before the sweep wrote it.
    updatedAt: to === 'EXPIRED' ? subscription.authorizationExpiresAt : at,
    nextDueDate: to === 'ACTIVE' ? (nextCycleOf(subscription)?.dueDate ?? null) : null,
    ...(to === 'ACTIVE' ? { activatedAt: at } : {}),
    ...(to === 'CANCELLED' ? { cancelledAt: at, cancelledBy: by ?? 'MERCHANT' } : {}),
  };
}

/** What the API reads: a subscription waiting past its deadline reads as `EXPIRED`, as charges do. */
export const effectiveSubscriptionStatus = (
  subscription: Pick<Subscription, 'status' | 'authorizationExpiresAt'>,
  now: Date,
): SubscriptionStatus => (authorizationExpired(subscription, now) ? 'EXPIRED' : subscription.status);

/**
 * How a subscription reads in the API and in its events: money in reais, the state as of `now`.
 * `authorization` carries the page's URL and the QR image only in answers (`links`): events are
 * stored and delivered elsewhere, so they carry neither.
 */
export function subscriptionView(
  subscription: Subscription,
  now: Date,
  links: { url: string | null; qrCode?: string } = { url: null },
) {
  const s = subscription;
  const effective = effectiveSubscriptionStatus(s, now);
  // Expired at read time: as the sweep will write it.
  const unswept = effective !== s.status;
  return {
    id: s.id,
    status: effective,
    customerId: s.customerId,
    amount: centsToReais(s.amount),
    interval: s.interval,
    startDate: s.startDate,
    endDate: s.endDate,
    description: s.description,
    retryPolicy: s.retryPolicy,
    authorization: {
      brCode: s.authorizationCharge.brCode,
      ...(links.qrCode === undefined ? {} : { qrCode: links.qrCode }),
      url: links.url,
      expiresAt: s.authorizationExpiresAt,
    },
    nextDueDate: unswept ? null : s.nextDueDate,
    activatedAt: s.activatedAt,
    cancelledAt: s.cancelledAt,
    cancelledBy: s.cancelledBy,
    metadata: s.metadata,
    createdAt: s.createdAt,
    updatedAt: unswept ? s.authorizationExpiresAt : s.updatedAt,
  };
}

/**
 * What a subscription's event carries (`data`): the subscription after the change in its view,
 * with no page link and no QR code image. Storage writes the event; this decides it.
 */
export const subscriptionEventData = (subscription: Subscription, now: Date) =>
  subscriptionView(subscription, now);

/** A new subscription waiting for its payer: cycle 0 is due on `startDate` and paid with the authorization. */
export function newSubscription(
  merchantId: string,
  id: string,
  input: {
    customerId: string;
    amount: number;
    interval: Interval;
    startDate: string;
    endDate?: string | null | undefined;
    description: string;
    retryPolicy?: RetryPolicy | null | undefined;
    metadata: Record<string, string>;
  },
  authorizationCharge: Subscription['authorizationCharge'],
  now: Date,
  pixConnectionId?: string | undefined,
): Subscription {
  const at = now.toISOString();
  return {
    id,
    merchantId,
    status: 'PENDING_AUTHORIZATION',
    customerId: input.customerId,
    amount: input.amount,
    interval: input.interval,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    description: input.description,
    retryPolicy: input.retryPolicy ?? 'THREE_IN_SEVEN_DAYS',
    metadata: input.metadata,
    nextCycle: 1,
    nextDueDate: input.startDate,
    authorizationExpiresAt: new Date(now.getTime() + AUTHORIZATION_HOURS * 3_600_000).toISOString(),
    authorizationCharge,
    ...(pixConnectionId ? { pixConnectionId } : {}),
    activatedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** How a debit attempt ended at the payer's bank. */
export type AttemptResult = { outcome: 'PAID' } | { outcome: 'REFUSED'; reason: string };

export const CYCLE_EVENT_OF = {
  PAID: 'subscription.cycle.paid',
  RETRYING: 'subscription.cycle.retrying',
  FAILED: 'subscription.cycle.failed',
} as const satisfies Partial<Record<CycleStatus, SubscriptionEventType>>;

/**
 * A cycle after an attempt on `date`: `PAID`; or, refused, `RETRYING` when the policy allows
 * another try (`nextTry` is its day), else `FAILED`.
 */
export function cycleAfterAttempt(
  cycle: Cycle,
  policy: RetryPolicy,
  date: string,
  result: AttemptResult,
  now: Date,
): { cycle: Cycle & { status: keyof typeof CYCLE_EVENT_OF }; nextTry: string | null } {
  const at = now.toISOString();
  const attempts = [
    ...cycle.attempts,
    { date, outcome: result.outcome, reason: result.outcome === 'REFUSED' ? result.reason : null },
  ];
  if (result.outcome === 'PAID')
    return {
      cycle: { ...cycle, status: 'PAID', attempts, nextAttemptDate: null, paidAt: at, updatedAt: at },
      nextTry: null,
    };
  const nextTry = retryDate(policy, cycle.dueDate, attempts.length);
  return {
    cycle: {
      ...cycle,
      status: nextTry === null ? 'FAILED' : 'RETRYING',
      attempts,
      nextAttemptDate: nextTry,
      updatedAt: at,
    },
    nextTry,
  };
}

/** Whether `cycle` is the subscription's last (the one of `endDate`): its end completes it. */
export const isLastCycle = (
  subscription: Pick<Subscription, 'startDate' | 'interval' | 'endDate'>,
  cycle: Pick<Cycle, 'index'>,
): boolean =>
  lastCycleIndex(subscription.startDate, subscription.interval, subscription.endDate) === cycle.index;

/** How a cycle reads in the API and in its events: money in reais. */
export const cycleView = (cycle: Cycle) => ({
  id: cycle.id,
  subscriptionId: cycle.subscriptionId,
  index: cycle.index,
  dueDate: cycle.dueDate,
  amount: centsToReais(cycle.amount),
  status: cycle.status,
  attempts: cycle.attempts.map(({ date, outcome, reason }) => ({ date, outcome, reason })),
  nextAttemptDate: cycle.nextAttemptDate,
  paidAt: cycle.paidAt,
  chargeId: cycle.chargeId ?? null,
  createdAt: cycle.createdAt,
  updatedAt: cycle.updatedAt,
});

/** What a cycle's event carries (`data`): the cycle after the change in its view. */
export const cycleEventData = (cycle: Cycle) => cycleView(cycle);

/**
 * Cycle 0, paid `today` by the authorization's charge (journey 3): the payer's scan paid it, so it
 * is born `PAID`, with that payment as its one attempt.
 */
export function firstCycle(subscription: Subscription, today: string, now: Date): Cycle & { status: 'PAID' } {
  const { cycle } = cycleAfterAttempt(
    newCycle(subscription, 0, subscription.startDate, now),
    subscription.retryPolicy,
    today,
    { outcome: 'PAID' },
    now,
  );
  return { ...cycle, status: 'PAID', chargeId: subscription.authorizationCharge.id };
}

/** Whether a subscription still waiting for its payer has passed its authorization's deadline. */
export const authorizationExpired = (
  subscription: Pick<Subscription, 'status' | 'authorizationExpiresAt'>,
  now: Date,
): boolean =>
  subscription.status === 'PENDING_AUTHORIZATION' && subscription.authorizationExpiresAt <= now.toISOString();
