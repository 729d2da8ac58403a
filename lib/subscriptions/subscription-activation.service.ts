import { config } from '../config.js';
import { findSubscription, firstCycleItems, subscriptionTransition } from './subscriptions.storage.js';
import type { Charge } from '../charges/charge.domain.js';
import { todayIn } from '../charges/due-charge.domain.js';
import {
  effectiveSubscriptionStatus,
  firstCycle,
  nextCycleOf,
  sendDueAt,
  type Subscription,
} from './subscription.domain.js';
import { ApiError } from '../errors.js';
import { subscriptionMessages } from './subscriptions.messages.js';

/** 400: the subscription no longer waits for its payer (authorized, refused, expired or cancelled). */
export const subscriptionNotPending = (status: string): ApiError =>
  new ApiError(400, subscriptionMessages.notPending(status), null, 'subscription_not_pending');

/**
 * What paying a subscription's authorization charge adds to the payment's transaction (journey 3:
 * the payer's one scan pays the first cycle and authorizes the rest): the subscription `ACTIVE`,
 * conditional on it still waiting with its deadline ahead, due in the sweep when its second
 * cycle's send window opens; cycle 0 written `PAID`; their events. 400 when the subscription no
 * longer takes this payment. `read` spares the read for a caller that has just made it.
 */
export async function subscriptionActivation(charge: Charge, now: Date, read?: Subscription) {
  const id = charge.subscriptionId;
  if (!id) return {};
  const subscription = read?.id === id ? read : await findSubscription(charge.merchantId, id);
  const status = subscription ? effectiveSubscriptionStatus(subscription, now) : 'CANCELLED';
  if (!subscription || status !== 'PENDING_AUTHORIZATION') throw subscriptionNotPending(status);
  const timeZone = config().businessTimeZone;
  // With no cycle after the first (an `endDate` before the second due date) it is due in the sweep
  // at once, which completes it.
  const next = nextCycleOf(subscription);
  const { parts } = subscriptionTransition(subscription, 'ACTIVE', now, {
    dueAt: next ? sendDueAt(next.dueDate, timeZone) : now.toISOString(),
  });
  const first = firstCycleItems(firstCycle(subscription, todayIn(timeZone, now), now), now);
  return {
    subscription: parts.subscription,
    subscriptionEvent: parts.event,
    firstCycle: first.cycle,
    firstCycleEvent: first.cycleEvent,
  };
}
