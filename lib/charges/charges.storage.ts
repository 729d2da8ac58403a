import {
  chargeEventData,
  effectiveStatus,
  eventTypeOf,
  transitioned,
  type Charge,
  type ChargeStatus,
  type ChargeTransition,
} from './charge.domain.js';
import type { EventType } from '../domain/event.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName, writeMayHaveHappened } from '../db/client.js';
import { eventPut } from '../db/events.js';
import { claimGuard, counterDelta, getLive } from '../db/items.js';
import { keys, type TableKey } from '../db/keys.js';
import { listWithStatus, type StatusFilters, type StatusListSpec } from '../db/status-lists.js';
import { ConditionFailed, transact, type TransactionParts, type TransactItem } from '../db/transact.js';

/**
 * The stored item of a charge. GSI2 (status) and GSI3 (customer) serve the list filters; GSI4
 * (due) makes a standalone pending charge visible to the expiry sweeper. A checkout's charge gets
 * no GSI4 entry: its checkout's sweep expires both in one transaction.
 */
function chargeItem(charge: Charge): Record<string, unknown> {
  return {
    ...keys.entity('CHARGE', charge.id),
    ...keys.listIndex('CHARGE', charge.merchantId, charge.createdAt, charge.id),
    ...keys.statusIndex('CHARGE', charge.merchantId, charge.status, charge.createdAt, charge.id),
    ...(charge.customerId === null
      ? {}
      : keys.customerIndex('CHARGE', charge.merchantId, charge.customerId, charge.createdAt, charge.id)),
    ...(charge.status === 'PENDING' && charge.checkoutId === null
      ? keys.dueIndex('CHARGE', charge.expiresAt, charge.merchantId, charge.id)
      : {}),
    entity: 'CHARGE',
    ...charge,
  };
}

/** The items that write a new pending charge, each a part of the caller's transaction. */
export interface NewChargeItems {
  charge: TransactItem;
  /**
   * The txid's guard (`{merchantId, chargeId}`): a PSP notice names only the txid, and the
   * condition keeps the txid unique.
   */
  txid: TransactItem;
  counter: TransactItem;
  /** A charge's own page token's pointer (`{merchantId, chargeId}`); none for a checkout's charge. */
  token: TransactItem | undefined;
  /** `charge.created` and its day counter. */
  event: TransactItem[];
}

export function newChargeItems(charge: Charge, now: Date): NewChargeItems {
  return {
    charge: {
      Put: {
        TableName: tableName(),
        Item: chargeItem(charge),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    txid: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.pixTxid(charge.txid), merchantId: charge.merchantId, chargeId: charge.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    counter: counterDelta('CHARGE', charge.merchantId, 1),
    // A charge's own page: its token's pointer, by the token's hash (a checkout's charge has none).
    token:
      charge.tokenHash === undefined
        ? undefined
        : {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.paymentToken(charge.tokenHash),
                merchantId: charge.merchantId,
                chargeId: charge.id,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
    event: eventPut(charge.merchantId, 'charge.created', chargeEventData(charge, now), now).items,
  };
}

/**
 * The customer must be a live customer of the merchant when the charge is written: checked by
 * the transaction itself, so a customer removed a moment before cannot slip in from a stale read.
 */
export const liveCustomerCheck = (merchantId: string, customerId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.entity('CUSTOMER', customerId),
    ConditionExpression: 'merchantId = :merchant AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: { ':merchant': merchantId },
  },
});

/**
 * A transition as ONE conditional update on the state it leaves, and its event (with the event's
 * day counter). A payment records the cents received (`paidAmount`). Leaving `PENDING` also
 * checks the clock the way readers do (paying or cancelling needs `expiresAt` still ahead,
 * expiring needs it passed), drops the GSI4 entry and moves GSI2.
 * `charge` is the stored charge as read; the event carries the charge after the change, in the
 * list view (no QR code image: events stay small).
 */
export function chargeTransition(
  charge: Charge,
  from: ChargeStatus,
  to: ChargeTransition,
  now: Date,
  paidAmount?: number,
): { update: TransactItem; event: TransactItem[]; after: Charge } {
  const after = transitioned(charge, to, now, paidAmount);
  const leavesPending = from === 'PENDING';
  const values: Record<string, unknown> = {
    ':merchant': charge.merchantId,
    ':from': from,
    ':to': to,
    ':updatedAt': after.updatedAt,
    ':one': 1,
    ':gsi2pk': keys.statusIndex('CHARGE', charge.merchantId, to, charge.createdAt, charge.id).GSI2PK,
  };
  const sets = ['#status = :to', 'updatedAt = :updatedAt', 'GSI2PK = :gsi2pk'];
  const stamp = { PAID: 'paidAt', CANCELLED: 'cancelledAt', EXPIRED: undefined }[to];
  if (stamp !== undefined) {
    sets.push(`${stamp} = :stamp`);
    values[':stamp'] = now.toISOString();
  }
  if (after.paidAmount !== undefined && to === 'PAID') {
    sets.push('paidAmount = :paidAmount');
    values[':paidAmount'] = after.paidAmount;
  }
  let condition = 'merchantId = :merchant AND #status = :from';
  if (leavesPending) {
    values[':now'] = now.toISOString();
    condition += to === 'EXPIRED' ? ' AND expiresAt <= :now' : ' AND expiresAt > :now';
  }
  return {
    update: {
      Update: {
        TableName: tableName(),
        Key: keys.entity('CHARGE', charge.id),
        UpdateExpression: `SET ${sets.join(', ')} ADD version :one${leavesPending ? ' REMOVE GSI4PK, GSI4SK' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    event: eventPut(charge.merchantId, eventTypeOf(to), chargeEventData(after, now), now).items,
    after,
  };
}

/**
 * A refund's write: the charge with `after`'s refunds, refunded sum and state, conditional on the
 * charge's version as read, so a refund is planned on exactly what it changes and racing refunds
 * never add up past the amount. The event, when given, is written in the same transaction. While a
 * refund is `PENDING` at the PSP the charge is in the due index's `REFUND` family, so the refund
 * sweep asks the PSP about it.
 */
export function refundWrite(
  charge: Charge,
  after: Charge,
  event: { type: EventType; now: Date } | undefined,
): { update: TransactItem; event: TransactItem[] } {
  const pending = after.refunds.some((refund) => refund.status === 'PENDING');
  const values: Record<string, unknown> = {
    ':merchant': charge.merchantId,
    ':version': charge.version,
    ':one': 1,
    ':status': after.status,
    ':refundedAmount': after.refundedAmount,
    ':refunds': after.refunds,
    ':updatedAt': after.updatedAt,
    ':refundedAt': after.refundedAt,
    ':gsi2pk': keys.statusIndex('CHARGE', charge.merchantId, after.status, charge.createdAt, charge.id)
      .GSI2PK,
  };
  const sets = [
    '#status = :status',
    'refundedAmount = :refundedAmount',
    'refunds = :refunds',
    'updatedAt = :updatedAt',
    'refundedAt = :refundedAt',
    'GSI2PK = :gsi2pk',
  ];
  if (after.medBlocks !== charge.medBlocks) {
    sets.push('medBlocks = :medBlocks');
    values[':medBlocks'] = after.medBlocks;
  }
  if (pending) {
    const due = keys.dueIndex('REFUND', after.updatedAt, charge.merchantId, charge.id);
    sets.push('GSI4PK = :gsi4pk', 'GSI4SK = :gsi4sk');
    values[':gsi4pk'] = due.GSI4PK;
    values[':gsi4sk'] = due.GSI4SK;
  }
  return {
    update: {
      Update: {
        TableName: tableName(),
        Key: keys.entity('CHARGE', charge.id),
        UpdateExpression: `SET ${sets.join(', ')} ADD version :one${pending ? '' : ' REMOVE GSI4PK, GSI4SK'}`,
        ConditionExpression: 'merchantId = :merchant AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    event: event
      ? eventPut(charge.merchantId, event.type, chargeEventData(after, event.now), event.now).items
      : [],
  };
}

export const findCharge = (merchantId: string, id: string): Promise<Charge | undefined> =>
  getLive<Charge>('CHARGE', merchantId, id);

export type ChargeFilters = StatusFilters<ChargeStatus>;

export const CHARGE_LISTS: StatusListSpec<ChargeStatus> = {
  entity: 'CHARGE',
  waiting: 'PENDING',
  expired: 'EXPIRED',
  effectiveStatus,
};

/** Unfiltered: the list index and the counter; filtered: only the matching index partitions. */
export async function listCharges(
  merchantId: string,
  paging: CursorPaging,
  filters: ChargeFilters,
  now: Date,
): Promise<{ charges: Charge[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } = await listWithStatus<ChargeStatus, Charge>(
    CHARGE_LISTS,
    merchantId,
    paging,
    filters,
    now,
  );
  return { charges: items, total, next };
}

/** A new charge's write whose answer was lost, settled as never landing: nothing was stored. */
export class NewChargeAbandoned extends Error {
  constructor() {
    super('new charge write abandoned');
    this.name = 'NewChargeAbandoned';
  }
}

/** A new charge's write whose answer was lost (`written`), and could not be settled (`settling`). */
export class NewChargeUnsettled extends Error {
  constructor(
    readonly written: unknown,
    readonly settling: unknown,
  ) {
    super('new charge write unsettled');
    this.name = 'NewChargeUnsettled';
  }
}

/**
 * Writes a new charge: `parts`, its items (`newChargeItems`) and whatever the caller writes with
 * them, built again for each attempt. With `settleLostAnswer`, a write whose answer was lost is
 * settled at once by its txid guard (`abandonTxid`): returns when the charge landed after all,
 * throws `NewChargeAbandoned` when it never can, `NewChargeUnsettled` when the guard could not be
 * written either. Any other failure, a refused condition (`ConditionFailed`) too, is thrown as is.
 */
export async function writeNewCharge(
  charge: Pick<Charge, 'txid'>,
  parts: () => TransactionParts,
  settleLostAnswer: boolean,
): Promise<void> {
  try {
    await transact(parts);
  } catch (error) {
    if (!settleLostAnswer || !writeMayHaveHappened(error)) throw error;
    let outcome;
    try {
      outcome = await abandonGuard(keys.pixTxid(charge.txid));
    } catch (settling) {
      throw new NewChargeUnsettled(error, settling);
    }
    if (outcome === 'abandoned') throw new NewChargeAbandoned();
  }
}

/**
 * Whether a new charge's write whose answer was lost landed, settled for good: the txid's guard is
 * claimed as abandoned (no charge), on its absence. Once it is, the charge's own write can never
 * land (its guard's condition fails); refused, the guard is the charge's, which is stored.
 */
export const abandonTxid = (txid: string): Promise<'abandoned' | 'stored'> =>
  abandonGuard(keys.pixTxid(txid));

async function abandonGuard(guard: TableKey): Promise<'abandoned' | 'stored'> {
  try {
    await transact({ txid: claimGuard(guard, 'abandoned') });
    return 'abandoned';
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    // A guard without a charge is this very claim's, landed on an attempt whose answer was lost.
    return error.stored.txid?.chargeId === undefined ? 'abandoned' : 'stored';
  }
}

/** The charge a txid names, through the txid's guard (a PSP notice names only the txid). */
export async function findChargeByTxid(txid: string): Promise<Charge | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.pixTxid(txid), ConsistentRead: true }),
  );
  const guard = Item as { merchantId?: string; chargeId?: string } | undefined;
  if (!guard?.merchantId || !guard.chargeId) return undefined;
  return findCharge(guard.merchantId, guard.chargeId);
}
