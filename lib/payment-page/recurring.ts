/**
 * What a subscription's authorization page tells the payer before the code (and its receipt
 * after): that paying authorizes recurring Pix Automático debits, of how much, how often, from
 * when, until when, to whom, and that the payer cancels in its bank app. The amount is the same
 * every cycle (`docs/rules/subscriptions.md`), so there is no maximum to state.
 */
import { dueDateOf, lastCycleIndex, type Subscription } from '../subscriptions/subscription.domain.js';
import { formatReais } from '../domain/money.js';
import { brazilianDate } from './due-terms.js';
import { paymentPageMessages } from './payment-page.messages.js';

const recurringMessages = paymentPageMessages.recurring;

export interface RecurringNotice {
  title: string;
  text: string;
  /** Term and value, in the order a payer asks them. */
  facts: [string, string][];
  /** How to stop it; null once nothing more will be debited. */
  cancel: string | null;
}

/** The due date of the last cycle, or null for a subscription without end. */
function lastDebit(subscription: Subscription): string | null {
  const last = lastCycleIndex(subscription.startDate, subscription.interval, subscription.endDate);
  return last === null ? null : dueDateOf(subscription.startDate, subscription.interval, last);
}

/**
 * Before payment: cycle 0 (due on `startDate`) is what this Pix pays; the automatic debits start
 * with cycle 1. After payment: where the subscription stands (its next debit, or that it ended).
 */
export function recurringNotice(
  subscription: Subscription,
  merchantName: string,
  paid: boolean,
  timeZone: string,
): RecurringNotice {
  const { amount, interval, startDate } = subscription;
  const reais = formatReais(amount);
  const { every, name } = recurringMessages.intervals[interval];
  const last = lastDebit(subscription);
  const lastFact: [string, string] = [
    recurringMessages.lastDebit,
    last === null ? recurringMessages.untilCancelled : brazilianDate(last),
  ];
  const facts = (debit: [string, string][]): [string, string][] => [
    [recurringMessages.amount, recurringMessages.fixed(reais)],
    [recurringMessages.frequency, name],
    ...debit,
    lastFact,
    [recurringMessages.receiver, merchantName],
  ];
  if (!paid) {
    const first = last === null || last > startDate ? dueDateOf(startDate, interval, 1) : null;
    return first === null
      ? {
          title: recurringMessages.title,
          text: recurringMessages.introNoMore(merchantName, brazilianDate(startDate)),
          facts: facts([]),
          cancel: recurringMessages.cancel,
        }
      : {
          title: recurringMessages.title,
          text: recurringMessages.intro(merchantName, reais, every, brazilianDate(startDate)),
          facts: facts([[recurringMessages.firstDebit, brazilianDate(first)]]),
          cancel: recurringMessages.cancel,
        };
  }
  if (subscription.status === 'CANCELLED') {
    const at = subscription.cancelledAt ?? subscription.updatedAt;
    return {
      title: recurringMessages.cancelledTitle,
      text: recurringMessages.cancelled(
        new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(new Date(at)),
      ),
      facts: [],
      cancel: null,
    };
  }
  if (subscription.status === 'COMPLETED' || subscription.nextDueDate === null) {
    return {
      title: recurringMessages.completedTitle,
      text: recurringMessages.completed,
      facts: [],
      cancel: null,
    };
  }
  return {
    title: recurringMessages.activeTitle,
    text: recurringMessages.active(merchantName, reais, every),
    facts: facts([[recurringMessages.nextDebit, brazilianDate(subscription.nextDueDate)]]),
    cancel: recurringMessages.cancel,
  };
}
