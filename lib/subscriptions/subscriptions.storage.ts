import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import {
  canMoveSubscription,
  CYCLE_EVENT_OF,
  cycleEventData,
  effectiveSubscriptionStatus,
  SUBSCRIPTION_EVENT_OF,
  subscriptionEventData,
  transitionedSubscription,
  type Cycle,
  type CycleStatus,
  type Subscription,
  type SubscriptionStatus,
  type SubscriptionTransition,
} from './subscription.domain.js';
import { dynamo, tableName } from '../db/client.js';
import { eventPut } from '../db/events.js';
import { counterDelta, fromItem, queryAll } from '../db/items.js';
import { CYCLE_PREFIX, keys } from '../db/keys.js';
import { listWithStatus, sweepDue, type StatusFilters, type StatusListSpec } from '../db/status-lists.js';
import { ConditionFailed, conditionalWrite, transact, type TransactItem } from '../db/transact.js';
import { cyclePayment } from '../ledger/ledger.domain.js';
import { creditSettings, ledgerWrites } from '../ledger/ledger.storage.js';

/**
 * Pix Automático subscriptions and their cycles. A subscription has its own partition key; its
 * cycles sit beside it, one item per due date (`CYCLE#<dueDate>`), so one Query reads them newest
 * first and no due date can hold two. GSI1 lists the merchant's subscriptions, GSI2 by status,
 * GSI3 by customer; GSI4 holds a subscription while it waits for something at a time (`dueAt`):
 * the end of its authorization while pending, the opening of its next cycle's send window while
 * active. The sweep reads only those entries up to now, so its work grows with what is due, not
 * with the number of subscriptions.
 */
function subscriptionItem(subscription: Subscription, dueAt: string | null): Record<string, unknown> {
  const { id, merchantId, status, customerId, createdAt } = subscription;
  const { authorizationId, ...rest } = subscription;
  return {
    ...keys.entity('SUBSCRIPTION', id),
    ...keys.listIndex('SUBSCRIPTION', merchantId, createdAt, id),
    ...keys.statusIndex('SUBSCRIPTION', merchantId, status, createdAt, id),
    ...keys.customerIndex('SUBSCRIPTION', merchantId, customerId, createdAt, id),
    ...(dueAt === null ? {} : keys.dueIndex('SUBSCRIPTION', dueAt, merchantId, id)),
    entity: 'SUBSCRIPTION',
    ...rest,
    ...('authorizationId' in subscription ? { [AUTHORIZATION_ATTRIBUTE]: authorizationId } : {}),
  };
}

/**
 * The stored attribute of a subscription's `authorizationId`. Its name is the one every stored
 * subscription was written with; renaming it would need a migration of the stored items, so the
 * name stays and only this module knows it.
 */
const AUTHORIZATION_ATTRIBUTE = 'recId';

/** A stored subscription item as the subscription it holds. */
export function subscriptionOf(item: Record<string, unknown>): Subscription {
  const { [AUTHORIZATION_ATTRIBUTE]: authorizationId, ...rest } = fromItem<Record<string, unknown>>(item);
  return {
    ...(rest as Omit<Subscription, 'authorizationId'>),
    ...(authorizationId === undefined ? {} : { authorizationId: authorizationId as string }),
  };
}

/** A new subscription's item, as a part of the caller's transaction; `dueAt` as above. */
export const newSubscriptionPut = (subscription: Subscription, dueAt: string | null): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: subscriptionItem(subscription, dueAt),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * The items that write a new subscription, each a part of the caller's transaction (which also
 * writes its authorization's charge): the subscription, due in the sweep at its authorization's
 * deadline; the merchant's live-item counter; `subscription.created`.
 */
export const newSubscriptionItems = (subscription: Subscription, now: Date) => ({
  subscription: newSubscriptionPut(subscription, subscription.authorizationExpiresAt),
  counter: counterDelta('SUBSCRIPTION', subscription.merchantId, 1),
  event: eventPut(
    subscription.merchantId,
    'subscription.created',
    subscriptionEventData(subscription, now),
    now,
  ).items,
  // Live: the guard that leads a `rec` notice (it names only the rec's id) to the subscription.
  rec: subscription.authorizationId
    ? ({
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.pspRec(subscription.authorizationId),
            merchantId: subscription.merchantId,
            subscriptionId: subscription.id,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      } satisfies TransactItem)
    : undefined,
});

/** The subscription whose authorization at the PSP is `authorizationId`, through its guard. */
export async function findSubscriptionByRec(authorizationId: string): Promise<Subscription | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.pspRec(authorizationId), ConsistentRead: true }),
  );
  const guard = Item as { merchantId?: string; subscriptionId?: string } | undefined;
  if (!guard?.merchantId || !guard.subscriptionId) return undefined;
  return findSubscription(guard.merchantId, guard.subscriptionId);
}

/** The cycle a `cobr` txid names (its id), through the txid's guard written when it was sent. */
export async function findCycleByTxid(txid: string): Promise<Cycle | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.pixTxid(txid), ConsistentRead: true }),
  );
  const guard = Item as { subscriptionId?: string; dueDate?: string } | undefined;
  if (!guard?.subscriptionId || !guard.dueDate) return undefined;
  return findCycle(guard.subscriptionId, guard.dueDate);
}

/** The merchant's subscription, consistently read; undefined for another merchant's or none. */
export async function findSubscription(merchantId: string, id: string): Promise<Subscription | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.entity('SUBSCRIPTION', id), ConsistentRead: true }),
  );
  return Item && Item.merchantId === merchantId ? subscriptionOf(Item) : undefined;
}

/** The Query of a subscription's cycles (beside it, one per due date), newest due date first. */
const cyclesQuery = (subscriptionId: string) => ({
  TableName: tableName(),
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :cycle)',
  ExpressionAttributeValues: {
    ':pk': keys.entity('SUBSCRIPTION', subscriptionId).PK,
    ':cycle': CYCLE_PREFIX,
  },
  ScanIndexForward: false,
  ConsistentRead: true,
});

/** A subscription's cycles, newest due date first. */
export async function listCycles(subscriptionId: string): Promise<Cycle[]> {
  const items = await queryAll(cyclesQuery(subscriptionId));
  return items.map((item) => fromItem<Cycle>(item));
}

export type SubscriptionFilters = StatusFilters<SubscriptionStatus>;

export const SUBSCRIPTION_LISTS: StatusListSpec<SubscriptionStatus, Subscription> = {
  entity: 'SUBSCRIPTION',
  waiting: 'PENDING_AUTHORIZATION',
  expired: 'EXPIRED',
  deadline: 'authorizationExpiresAt',
  effectiveStatus: effectiveSubscriptionStatus,
};

/** `sweepDue` over the subscriptions due by `now` (`keep` chooses which). */
export const sweepDueSubscriptions = (
  now: Date,
  expire: (subscription: Subscription) => Promise<boolean>,
  keep: (subscription: Subscription) => boolean,
): Promise<number> =>
  sweepDue<Record<string, unknown>>(
    'SUBSCRIPTION',
    now,
    (item) => expire(subscriptionOf(item)),
    (item) => keep(subscriptionOf(item)),
  );

/** Unfiltered: the list index and the counter; filtered: only the matching index partitions. */
export async function listSubscriptions(
  merchantId: string,
  paging: CursorPaging,
  filters: SubscriptionFilters,
  now: Date,
): Promise<{ subscriptions: Subscription[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } = await listWithStatus<SubscriptionStatus, Subscription>(
    SUBSCRIPTION_LISTS,
    merchantId,
    paging,
    filters,
    now,
  );
  return { subscriptions: items.map((item) => subscriptionOf({ ...item })), total, next };
}

/**
 * How many of the newest cycles can still be open (`SCHEDULED` or `RETRYING`): the one sent for the
 * next due date, and the one before it while its retries run (they end before the next due date).
 */
const OPEN_CYCLES_WINDOW = 3;

/** The subscription's cycles still waiting for a debit, oldest due date first. */
export async function openCycles(subscriptionId: string): Promise<Cycle[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ ...cyclesQuery(subscriptionId), Limit: OPEN_CYCLES_WINDOW }),
  );
  return Items.map((item) => fromItem<Cycle>(item))
    .filter((cycle) => cycle.status === 'SCHEDULED' || cycle.status === 'RETRYING')
    .reverse();
}

/** A cycle as read, keyed by its subscription and due date (the cycle sweep reads it from the index). */
export async function findCycle(subscriptionId: string, dueDate: string): Promise<Cycle | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.cycle(subscriptionId, dueDate),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<Cycle>(Item) : undefined;
}

/**
 * An open cycle cancelled with its subscription, conditional on the state it was read in (a debit
 * recorded meanwhile fails the transaction, which is then tried again from fresh reads). It leaves
 * the due index: nothing will debit it.
 */
export const cycleCancellation = (cycle: Cycle, now: Date, recheckAt?: string): TransactItem => {
  // Live, a cycle the PSP already had may still be debited (a cancel refused on its due date): it
  // stays in the due index, for the sweep to read its cobr back at `recheckAt`.
  const due = recheckAt ? keys.dueIndex('CYCLE', recheckAt, cycle.merchantId, cycle.id) : undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.cycle(cycle.subscriptionId, cycle.dueDate),
      UpdateExpression:
        'SET #status = :cancelled, nextAttemptDate = :null, updatedAt = :now' +
        (due ? ', GSI4PK = :gsi4pk, GSI4SK = :gsi4sk REMOVE pspAction' : ' REMOVE GSI4PK, GSI4SK, pspAction'),
      ConditionExpression: '#status = :from AND size(attempts) = :tried',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':cancelled': 'CANCELLED' satisfies CycleStatus,
        ':null': null,
        ':now': now.toISOString(),
        ':from': cycle.status,
        ':tried': cycle.attempts.length,
        ...(due ? { ':gsi4pk': due.GSI4PK, ':gsi4sk': due.GSI4SK } : {}),
      },
    },
  };
};

/**
 * One cycle's update outside a transaction (half its write units), conditional on the state and
 * attempts read and on `also`; false when the cycle changed meanwhile.
 */
async function updateCycleAsRead(
  cycle: Cycle,
  update: string,
  values: Record<string, unknown> = {},
  also = '',
): Promise<boolean> {
  try {
    await conditionalWrite('cycle', () =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.cycle(cycle.subscriptionId, cycle.dueDate),
          UpdateExpression: update,
          ConditionExpression: `#status = :from AND size(attempts) = :tried${also}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':from': cycle.status, ':tried': cycle.attempts.length, ...values },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** A cycle cancelled on its own (its subscription ended before the sweep met it); see `cycleCancellation`. */
export const cancelCycle = (cycle: Cycle, now: Date, recheckAt?: string): Promise<unknown> =>
  conditionalWrite('cycle', () =>
    dynamo().send(new UpdateCommand(cycleCancellation(cycle, now, recheckAt).Update!)),
  );

/** Live: a cycle whose cobr the PSP has closed leaves the due index (nothing more to read back). */
export const leaveDueIndex = (cycle: Cycle): Promise<boolean> =>
  updateCycleAsRead(cycle, 'REMOVE GSI4PK, GSI4SK');

/** Cycle 0, paid with the authorization: its item and `subscription.cycle.paid`, in the activation's transaction. */
export const firstCycleItems = (cycle: Cycle & { status: 'PAID' }, now: Date) => ({
  cycle: {
    Put: {
      TableName: tableName(),
      Item: { ...keys.cycle(cycle.subscriptionId, cycle.dueDate), entity: 'CYCLE', ...cycle },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  } satisfies TransactItem,
  cycleEvent: eventPut(cycle.merchantId, CYCLE_EVENT_OF.PAID, cycleEventData(cycle), now).items,
});

export interface CycleSent {
  /** The cycle after this one: its due date, null when none is left before `endDate`. */
  nextDueDate: string | null;
  /** When the subscription is due in the sweep again (its next send window), null for never. */
  dueAt: string | null;
  /** When the cycle itself is due in the cycle sweep: the start of its due date. */
  debitAt: string;
}

/**
 * Sends `cycle` of `subscription` as it was read, in ONE transaction: the cycle's item (its key is
 * its due date), its txid's guard (a PSP notice names only the txid), and the subscription moved
 * on to the cycle after, on the condition that it is still active and still at this cycle. Two
 * sweeps that read the same subscription, or a sweep run again after a crash or a lost answer,
 * find the condition false: a due date gets one cycle, whatever the sweep's retries. Answers
 * false when it was not this call that sent it (the subscription moved on or ended meanwhile).
 */
export async function sendCycle(
  subscription: Subscription,
  cycle: Cycle,
  next: CycleSent,
  now: Date,
): Promise<boolean> {
  const { id, merchantId } = subscription;
  const due = next.dueAt === null ? undefined : keys.dueIndex('SUBSCRIPTION', next.dueAt, merchantId, id);
  try {
    await transact({
      subscription: {
        Update: {
          TableName: tableName(),
          Key: keys.entity('SUBSCRIPTION', id),
          UpdateExpression: `SET nextCycle = :following, nextDueDate = :nextDueDate, updatedAt = :now${
            due ? ', GSI4PK = :gsi4pk, GSI4SK = :gsi4sk' : ' REMOVE GSI4PK, GSI4SK'
          }`,
          ConditionExpression: '#status = :active AND nextCycle = :index',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':following': cycle.index + 1,
            ':nextDueDate': next.nextDueDate,
            ':now': now.toISOString(),
            ':active': 'ACTIVE',
            ':index': cycle.index,
            ...(due ? { ':gsi4pk': due.GSI4PK, ':gsi4sk': due.GSI4SK } : {}),
          },
        },
      },
      cycle: {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.cycle(id, cycle.dueDate),
            ...keys.dueIndex('CYCLE', next.debitAt, merchantId, cycle.id),
            entity: 'CYCLE',
            ...cycle,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      txid: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.pixTxid(cycle.id), merchantId, subscriptionId: id, dueDate: cycle.dueDate },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * A transition as ONE conditional update on the state it leaves, with its event in the same
 * transaction: of racing authorizations, rejections, cancellations and revocations exactly one
 * wins. The status index moves with the status; the due index holds the subscription at `dueAt`
 * (its first send window when it becomes active) or lets it go. A move the domain does not allow
 * (`canMoveSubscription`) is a caller's mistake and throws.
 */
export function subscriptionTransition(
  subscription: Subscription,
  to: SubscriptionTransition,
  now: Date,
  options: { by?: 'MERCHANT' | 'PAYER'; dueAt?: string | null } = {},
): { parts: { subscription: TransactItem; event: TransactItem[] }; after: Subscription } {
  if (!canMoveSubscription(subscription.status, to))
    throw new Error(`no transition from ${subscription.status} to ${to}`);
  const after = transitionedSubscription(subscription, to, now, options.by);
  const { id, merchantId, createdAt } = subscription;
  const status = keys.statusIndex('SUBSCRIPTION', merchantId, to, createdAt, id);
  const dueAt = options.dueAt ?? null;
  const due = dueAt === null ? undefined : keys.dueIndex('SUBSCRIPTION', dueAt, merchantId, id);
  return {
    after,
    parts: {
      subscription: {
        Update: {
          TableName: tableName(),
          Key: keys.entity('SUBSCRIPTION', id),
          UpdateExpression:
            'SET #status = :to, updatedAt = :now, activatedAt = :activatedAt, cancelledAt = :cancelledAt, ' +
            `cancelledBy = :cancelledBy, nextDueDate = :nextDueDate, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk${
              due ? ', GSI4PK = :gsi4pk, GSI4SK = :gsi4sk' : ' REMOVE GSI4PK, GSI4SK'
            }`,
          // Leaving PENDING_AUTHORIZATION checks the clock as readers do: authorizing, refusing or
          // cancelling needs the deadline ahead, expiring needs it passed. Leaving ACTIVE needs the
          // cycle read: a cycle sent meanwhile would be left open (the caller reads again).
          ConditionExpression:
            subscription.status === 'PENDING_AUTHORIZATION'
              ? `#status = :from AND authorizationExpiresAt ${to === 'EXPIRED' ? '<=' : '>'} :clock`
              : '#status = :from AND nextCycle = :nextCycle',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':from': subscription.status,
            ':now': after.updatedAt,
            ...(subscription.status === 'PENDING_AUTHORIZATION'
              ? { ':clock': now.toISOString() }
              : { ':nextCycle': subscription.nextCycle }),
            ':activatedAt': after.activatedAt,
            ':cancelledAt': after.cancelledAt,
            ':cancelledBy': after.cancelledBy,
            ':nextDueDate': after.nextDueDate,
            ':gsi2pk': status.GSI2PK,
            ':gsi2sk': status.GSI2SK,
            ...(due ? { ':gsi4pk': due.GSI4PK, ':gsi4sk': due.GSI4SK } : {}),
          },
        },
      },
      event: eventPut(merchantId, SUBSCRIPTION_EVENT_OF[to], subscriptionEventData(after, now), now).items,
    },
  };
}

/**
 * The outcome of a debit attempt of `cycle` (as read), in ONE transaction: the cycle after it,
 * conditional on its state and attempts as read (a repeated bank notice finds them changed and
 * records nothing twice) and on the subscription being active, its event, and, when it ends the
 * subscription's last cycle, the subscription's move to `COMPLETED` with its own event. A cycle waiting for a retry sits in the
 * due index at `retryAt` (the start of its retry day). Answers false when the condition was false.
 */
export async function recordAttempt(
  subscription: Subscription,
  cycle: Cycle,
  after: Cycle & { status: keyof typeof CYCLE_EVENT_OF },
  now: Date,
  options: {
    retryAt?: string | null;
    completes?: boolean;
    commit?: TransactItem | undefined;
    /** Live: a retry the sweep must still request at the PSP. */
    retryAtPsp?: boolean;
    /** Live: a debit the PSP confirms, recorded whatever the subscription's state. */
    confirmed?: boolean;
  } = {},
): Promise<boolean> {
  const { id, merchantId } = subscription;
  const retryAt = options.retryAt ?? null;
  const due =
    after.status === 'RETRYING' && retryAt !== null
      ? keys.dueIndex('CYCLE', retryAt, merchantId, after.id)
      : undefined;
  const completion = options.completes
    ? subscriptionTransition(subscription, 'COMPLETED', now).parts
    : undefined;
  try {
    await transact({
      cycle: {
        Update: {
          TableName: tableName(),
          Key: keys.cycle(id, cycle.dueDate),
          UpdateExpression:
            'SET #status = :to, attempts = :attempts, nextAttemptDate = :next, paidAt = :paidAt, updatedAt = :now' +
            (due ? ', GSI4PK = :gsi4pk, GSI4SK = :gsi4sk' : '') +
            (due && options.retryAtPsp ? ', pspAction = :retry' : '') +
            (due ? (options.retryAtPsp ? '' : ' REMOVE pspAction') : ' REMOVE GSI4PK, GSI4SK, pspAction'),
          ConditionExpression: '#status = :from AND size(attempts) = :tried',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': after.status,
            ':attempts': after.attempts,
            ':next': after.nextAttemptDate,
            ':paidAt': after.paidAt,
            ':now': after.updatedAt,
            ':from': cycle.status,
            ':tried': cycle.attempts.length,
            ...(due ? { ':gsi4pk': due.GSI4PK, ':gsi4sk': due.GSI4SK } : {}),
            ...(due && options.retryAtPsp ? { ':retry': 'RETRY' } : {}),
          },
        },
      },
      cycleEvent: eventPut(merchantId, CYCLE_EVENT_OF[after.status], cycleEventData(after), now).items,
      // A debit that paid the cycle: its entry, once per cycle.
      ledger:
        after.status === 'PAID' && cycle.status !== 'PAID'
          ? ledgerWrites([cyclePayment(after)], now, await creditSettings(merchantId))
          : undefined,
      // A cycle is debited only while its subscription is active (its completion checks that too),
      // unless the PSP confirms money that came in.
      active:
        completion || options.confirmed
          ? undefined
          : {
              ConditionCheck: {
                TableName: tableName(),
                Key: keys.entity('SUBSCRIPTION', id),
                ConditionExpression: '#status = :active',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':active': 'ACTIVE' },
              },
            },
      subscription: completion?.subscription,
      subscriptionEvent: completion?.event,
      idempotency: options.commit,
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * Live: the PSP has done what the sweep asked for `cycle` (as read: its `pspAction`, state and
 * attempts), so the action is cleared and the cycle waits in the due index until `recheckAt`, when
 * the sweep reads its `cobr` back in case a notice was lost. Answers false when the cycle changed
 * meanwhile (a notice recorded an attempt, a cancel): the next reader decides from it.
 */
export function pspActionDone(cycle: Cycle, recheckAt: string, now: Date): Promise<boolean> {
  const due = keys.dueIndex('CYCLE', recheckAt, cycle.merchantId, cycle.id);
  return updateCycleAsRead(
    cycle,
    'SET updatedAt = :now, GSI4PK = :gsi4pk, GSI4SK = :gsi4sk REMOVE pspAction',
    {
      ':now': now.toISOString(),
      ':gsi4pk': due.GSI4PK,
      ':gsi4sk': due.GSI4SK,
      ':action': cycle.pspAction ?? null,
    },
    ' AND pspAction = :action',
  );
}

/** Live: an open cycle whose `cobr` said nothing new is read back again at `recheckAt`. */
export function recheckCycleAt(cycle: Cycle, recheckAt: string): Promise<boolean> {
  const due = keys.dueIndex('CYCLE', recheckAt, cycle.merchantId, cycle.id);
  return updateCycleAsRead(
    cycle,
    'SET GSI4PK = :gsi4pk, GSI4SK = :gsi4sk',
    { ':gsi4pk': due.GSI4PK, ':gsi4sk': due.GSI4SK },
    ' AND attribute_not_exists(pspAction)',
  );
}
