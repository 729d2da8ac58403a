import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import {
  chargeTransition,
  findCharge,
  liveCustomerCheck,
  newChargeItems,
} from '../charges/charges.storage.js';
import { findCustomer } from '../customers/customers.storage.js';
import {
  cycleCancellation,
  findCycle,
  findCycleByTxid,
  findSubscription,
  listCycles,
  listSubscriptions as listStoredSubscriptions,
  newSubscriptionItems,
  openCycles,
  sendCycle,
  subscriptionTransition,
  type SubscriptionFilters,
} from './subscriptions.storage.js';
import {
  ConditionFailed,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
  type TransactItem,
} from '../db/transact.js';
import type { Commit } from '../db/idempotency.js';
import { addDays } from '../domain/business-days.js';
import { todayIn } from '../charges/due-charge.domain.js';
import { storedMetadata } from '../domain/metadata.js';
import type { CursorPaging } from '../domain/paging.js';
import type { CreateSubscriptionBody } from './subscription-request.domain.js';
import {
  AUTHORIZATION_HOURS,
  debitAt,
  effectiveSubscriptionStatus,
  newCycle,
  newSubscription,
  nextCycleOf,
  sendDueAt,
  transitionedSubscription,
  type AttemptResult,
  type Cycle,
  type Subscription,
} from './subscription.domain.js';
import { ApiError, notFound } from '../errors.js';
import { subscriptionMessages } from './subscriptions.messages.js';
import { cancelAtProvider, payCharge } from '../charges/charges.service.js';
import { issuerOn, providerFailure } from '../charges/charge-pix.service.js';
import { subscriptionActivation, subscriptionNotPending } from './subscription-activation.service.js';
import { applyAtProvider, debitCycle } from './cycles.service.js';
import type { CycleAtProvider, RecurrenceProvider } from '../pix/provider.js';
import { newSubscriptionProviders, providerFor, recurrenceFor } from '../pix-connection/providers.service.js';
import { customerUnusable, customerWithoutDocument } from '../charges/charges.errors.js';
import { connectionWithoutAccount } from './subscriptions.errors.js';

/**
 * Pix Automático subscriptions (docs/rules/subscriptions.md). The payer authorizes by journey 3:
 * one immediate charge pays the first cycle and authorizes the rest (`subscription-activation.ts`);
 * each later cycle is sent by the sweep and debited on its due date. In the sandbox the `simulate-*`
 * routes play the payer's bank; live, the merchant's provider holds the authorization and the
 * cycles (`PixProvider.recurrence`) and its notices move them (`subscription-notices.ts`).
 */

/** The refusal code the sandbox's bank gives for a failed debit: insufficient balance. */
export const SANDBOX_REFUSAL = 'AM04';

const sandboxOnly = (): void => {
  if (config().environment !== 'test') throw notFound();
};

/** 400: the subscription is not active (still waiting for its payer, or ended). */
const notActive = (status: string): ApiError =>
  new ApiError(400, subscriptionMessages.notActive(status), null, 'subscription_not_active');

/**
 * A new subscription waiting for its payer, and the charge that authorizes it, in ONE transaction
 * with `subscription.created` and `charge.created`; the customer checked live by the transaction.
 */
export async function createSubscription(
  merchantId: string,
  body: CreateSubscriptionBody,
  { commit, now = new Date() }: { commit?: Commit | undefined; now?: Date } = {},
): Promise<Subscription> {
  // The subscription lives where its authorization charge is issued: the platform's PSP, or the
  // merchant's own connection, which must name the receiving account its cycles carry.
  const [customer, { issuer, recurrence: provider }] = await Promise.all([
    findCustomer(merchantId, body.customerId),
    newSubscriptionProviders(merchantId).then(async ({ provider, recurrence }) => ({
      issuer: await issuerOn(merchantId, provider),
      recurrence,
    })),
  ]);
  if (!customer) throw customerUnusable();
  const pixConnectionId = issuer.connectionId;
  if (provider === 'withoutAccount') throw connectionWithoutAccount();
  if (!customer.document) throw customerWithoutDocument(subscriptionMessages.customerWithoutDocument);
  const id = uuidv7();
  const metadata = storedMetadata(body.metadata);
  const charge = await issuer.issue(
    {
      amount: body.amount,
      description: body.description,
      customerId: body.customerId,
      expiresIn: AUTHORIZATION_HOURS * 3600,
      metadata,
      subscriptionId: id,
    },
    now,
    { ownPage: true },
  );
  let subscription = newSubscription(
    merchantId,
    id,
    { ...body, metadata },
    { id: charge.id, brCode: charge.brCode, pageToken: charge.pageToken },
    now,
    pixConnectionId,
  );
  let authorization;
  try {
    authorization = await provider?.authorize({
      subscriptionId: id,
      description: subscription.description,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      interval: subscription.interval,
      retryPolicy: subscription.retryPolicy,
      amountCents: subscription.amount,
      payer: { name: customer.name, document: customer.document },
      chargeTxid: charge.txid,
    });
  } catch (error) {
    await issuer.retire(charge);
    throw providerFailure(error);
  }
  // A provider that holds the authorization gives the code that pays and authorizes in one scan.
  if (authorization) {
    subscription = {
      ...subscription,
      authorizationId: authorization.authorizationId,
      authorizationCharge: { ...subscription.authorizationCharge, brCode: authorization.brCode },
    };
  }
  const { subscription: item, counter, event, rec } = newSubscriptionItems(subscription, now);
  try {
    await transact(() => ({
      ...newChargeItems(charge, now),
      subscription: item,
      subscriptionCounter: counter,
      subscriptionEvent: event,
      rec,
      customer: liveCustomerCheck(merchantId, body.customerId),
      idempotency: commit?.({ kind: 'SUBSCRIPTION', id }),
    }));
  } catch (error) {
    const refused = error instanceof ConditionFailed && error.has('customer');
    // Live, a failure may hide a write that landed (its answer lost): what was not stored leaves
    // nothing at the PSP that a payer could approve.
    const stored =
      !refused &&
      subscription.authorizationId !== undefined &&
      (await findSubscription(merchantId, id).catch(() => subscription)) !== undefined;
    if (refused || (subscription.authorizationId && !stored)) {
      await issuer.retire(charge);
      if (subscription.authorizationId) await provider?.withdraw(subscription.authorizationId);
    }
    if (refused) throw customerUnusable();
    throw error;
  }
  return subscription;
}

export async function getSubscription(merchantId: string, id: string): Promise<Subscription> {
  const subscription = await findSubscription(merchantId, id);
  if (!subscription) throw notFound();
  return subscription;
}

export function listSubscriptions(
  merchantId: string,
  paging: CursorPaging,
  filters: SubscriptionFilters,
  now: Date,
) {
  return listStoredSubscriptions(merchantId, paging, filters, now);
}

/** A subscription's cycles, newest due date first; read beside the subscription, which decides. */
export async function subscriptionCycles(merchantId: string, id: string): Promise<Cycle[]> {
  const [subscription, cycles] = await Promise.all([findSubscription(merchantId, id), listCycles(id)]);
  if (!subscription) throw notFound();
  return cycles;
}

/** One cycle of the merchant's subscription, by its id. */
export async function getCycle(merchantId: string, subscriptionId: string, cycleId: string): Promise<Cycle> {
  const cycle = await findCycleByTxid(cycleId);
  if (cycle?.merchantId !== merchantId || cycle.subscriptionId !== subscriptionId) throw notFound();
  return cycle;
}

/**
 * Our side ends an active subscription at the provider: its authorization cancelled first (a
 * provider that cannot is an error and nothing changed), then its sent, open cycles. A cycle whose
 * cancel is refused may still be debited (on and after its due date): it is left to the read-back
 * of the cancelled cycle. With `cancel` false (the payer ended it at their bank), nothing is
 * cancelled. Either way, the cycles found paid are answered, so the caller records them first.
 */
async function settleAtProvider(
  provider: RecurrenceProvider,
  subscription: Subscription,
  open: Cycle[],
  { cancel }: { cancel: boolean },
): Promise<CycleAtProvider[]> {
  if (cancel && subscription.authorizationId) await provider.cancel(subscription.authorizationId);
  const paid: CycleAtProvider[] = [];
  for (const cycle of open) {
    if (cycle.pspAction === 'SEND') continue; // never reached the provider
    if (cancel && (await provider.cancelCycle(cycle.id))) continue;
    const held = await provider.findCycle(cycle.id);
    if (held?.paid) paid.push(held);
  }
  return paid;
}

/**
 * What ending a subscription does at its provider first (`endSubscription`'s `beforeEnding`): our
 * side's end (`cancel`) cancels the authorization and the open cycles, a provider that cannot
 * being a 503 with nothing changed; the payer's (their bank ended the authorization) cancels
 * nothing. Either way a cycle the provider reports paid meanwhile is recorded, and the end starts
 * again from fresh reads (true).
 */
export const pspEnding =
  (provider: RecurrenceProvider, cancel: boolean) =>
  async (subscription: Subscription, open: Cycle[] | null): Promise<boolean> => {
    let paid;
    try {
      if (open === null) {
        if (cancel && subscription.authorizationId) await provider.cancel(subscription.authorizationId);
        return false;
      }
      paid = await settleAtProvider(provider, subscription, open, { cancel });
    } catch (error) {
      throw providerFailure(error);
    }
    for (const held of paid) {
      const cycle = open.find((each) => each.id === held.cycleId);
      if (cycle) await applyAtProvider(subscription, cycle, held, new Date());
    }
    return paid.length > 0;
  };

/**
 * Ends a subscription as read, in ONE transaction with its event: a waiting one takes its
 * authorization's charge with it (cancelled, so the code can no longer be paid); an active one
 * cancels its open cycles, after `beforeEnding` (live: the PSP's side, `cancelOpenAtPsp`). Every
 * part is conditional on the state read; a refused condition is answered from a fresh read, so of
 * racing ends exactly one wins.
 */
export async function endSubscription(
  merchantId: string,
  id: string,
  to: 'CANCELLED' | 'REJECTED',
  by: 'MERCHANT' | 'PAYER',
  allowed: (status: Subscription['status']) => ApiError | undefined,
  commit: Commit | undefined,
  beforeEnding?: (subscription: Subscription, open: Cycle[] | null) => Promise<boolean>,
): Promise<Subscription> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = new Date();
    const subscription = await findSubscription(merchantId, id);
    if (!subscription) throw notFound();
    const refused = allowed(effectiveSubscriptionStatus(subscription, now));
    if (refused) throw refused;
    const { parts, after } = subscriptionTransition(subscription, to, now, { by });
    let others: Record<string, TransactItem | TransactItem[]> = {};
    if (subscription.status === 'PENDING_AUTHORIZATION') {
      await beforeEnding?.(subscription, null);
      const charge = await findCharge(merchantId, subscription.authorizationCharge.id);
      if (charge?.status === 'PENDING') {
        await cancelAtProvider(charge, subscriptionActivation);
        const cancelled = chargeTransition(charge, 'PENDING', 'CANCELLED', now);
        others = { charge: cancelled.update, chargeEvent: cancelled.event };
      }
    } else {
      const open = await openCycles(id);
      if (beforeEnding && (await beforeEnding(subscription, open))) continue;
      // Live, a cycle the provider had may still be debited: the sweep reads it back from tomorrow.
      const recheck = (await providerFor(subscription))?.tellsByNotice
        ? debitAt(addDays(todayIn(config().businessTimeZone, now), 1), config().businessTimeZone)
        : undefined;
      others = Object.fromEntries(
        open.map((cycle, i) => [
          `cycle${i}`,
          cycleCancellation(cycle, now, cycle.pspAction === 'SEND' ? undefined : recheck),
        ]),
      );
    }
    try {
      await transact({ ...parts, ...others, idempotency: commit?.({ kind: 'SUBSCRIPTION', id }) });
      return after;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** `PENDING_AUTHORIZATION` or `ACTIVE` -> `CANCELLED` by the merchant. */
export const cancelSubscription = (merchantId: string, id: string, commit?: Commit) =>
  endSubscription(
    merchantId,
    id,
    'CANCELLED',
    'MERCHANT',
    (status) =>
      status === 'PENDING_AUTHORIZATION' || status === 'ACTIVE'
        ? undefined
        : new ApiError(400, subscriptionMessages.ended(status), null, 'subscription_ended'),
    commit,
    // The merchant's cancel reaches the subscription's provider first (a payer's came from it).
    async (subscription, open) => {
      const provider = await recurrenceFor(subscription);
      return provider ? pspEnding(provider, true)(subscription, open) : false;
    },
  );

/**
 * The sandbox's answer of the payer's bank to the authorization: `APPROVED` is the payer paying
 * the authorization's charge (the same payment a scan makes), `REJECTED` the payer refusing.
 */
export async function simulateAuthorization(
  merchantId: string,
  id: string,
  outcome: 'APPROVED' | 'REJECTED',
  commit?: Commit,
): Promise<Subscription> {
  sandboxOnly();
  const pendingOnly = (status: Subscription['status']) =>
    status === 'PENDING_AUTHORIZATION' ? undefined : subscriptionNotPending(status);
  if (outcome === 'REJECTED')
    return endSubscription(merchantId, id, 'REJECTED', 'PAYER', pendingOnly, commit);
  const subscription = await getSubscription(merchantId, id);
  const refused = pendingOnly(effectiveSubscriptionStatus(subscription, new Date()));
  if (refused) throw refused;
  const charge = await payCharge(
    merchantId,
    subscription.authorizationCharge.id,
    subscriptionActivation,
    subscription,
    commit,
  );
  // The payment's transaction activated it at the payment's instant (nothing is read after a write).
  return transitionedSubscription(subscription, 'ACTIVE', new Date(charge.paidAt ?? charge.updatedAt));
}

/** The sandbox's payer revoking the authorization at their bank: `ACTIVE` -> `CANCELLED` by `PAYER`. */
export const simulateRevocation = (merchantId: string, id: string, commit?: Commit) => {
  sandboxOnly();
  return endSubscription(
    merchantId,
    id,
    'CANCELLED',
    'PAYER',
    (status) => (status === 'ACTIVE' ? undefined : notActive(status)),
    commit,
  );
};

/**
 * The debit of a cycle this request has just sent. A refused condition means another debit of it
 * came first (the sweep, a racing request): the cycle, read again, is tried again while it is open
 * and answered as it is once it is not. A subscription that ended meanwhile refuses it (400).
 */
async function debitSent(
  subscription: Subscription,
  sent: Cycle,
  result: AttemptResult,
  commit: Commit | undefined,
): Promise<Cycle> {
  let cycle: Cycle | undefined = sent;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && cycle; attempt++) {
    if (cycle.status !== 'SCHEDULED' && cycle.status !== 'RETRYING') return cycle;
    const after = await debitCycle(subscription, cycle, result, new Date(), commit);
    if (after) return after;
    const current = await findSubscription(subscription.merchantId, subscription.id);
    if (current?.status !== 'ACTIVE') throw notActive(current?.status ?? 'CANCELLED');
    cycle = await findCycle(subscription.id, sent.dueDate);
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * The sandbox's next debit, now, as if its day had come: the oldest open cycle's next attempt, or,
 * with none open, the next cycle sent and debited at once. `PAID` pays it; `FAILED` refuses it,
 * and the retry policy decides between `RETRYING` and `FAILED`. Answers the cycle after it.
 */
export async function simulateNextCycle(
  merchantId: string,
  id: string,
  outcome: 'PAID' | 'FAILED',
  commit?: Commit,
): Promise<Cycle> {
  sandboxOnly();
  const timeZone = config().businessTimeZone;
  const result: AttemptResult =
    outcome === 'PAID' ? { outcome: 'PAID' } : { outcome: 'REFUSED', reason: SANDBOX_REFUSAL };
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = new Date();
    let subscription = await getSubscription(merchantId, id);
    const status = effectiveSubscriptionStatus(subscription, now);
    if (status !== 'ACTIVE') throw notActive(status);
    const [open] = await openCycles(id);
    if (open) {
      const after = await debitCycle(subscription, open, result, now, commit);
      if (after) return after;
      continue;
    }
    const next = nextCycleOf(subscription);
    if (!next) throw notActive(status);
    const sent = newCycle(subscription, next.index, next.dueDate, now);
    const wrote = await sendCycle(
      subscription,
      sent,
      {
        nextDueDate: next.nextDueDate,
        dueAt: sendDueAt(next.nextDueDate, timeZone),
        debitAt: debitAt(next.dueDate, timeZone),
      },
      now,
    );
    // Another request or the sweep sent it first: start again from what it wrote.
    if (!wrote) continue;
    // Sent by this request: debit that cycle, and no other, from here on.
    subscription = { ...subscription, nextCycle: next.index + 1, nextDueDate: next.nextDueDate };
    return debitSent(subscription, sent, result, commit);
  }
  throw new TransactionRetriesExhausted(undefined);
}
