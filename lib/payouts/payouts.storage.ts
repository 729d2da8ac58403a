import { tableName } from '../db/client.js';
import { counterDelta, fromItem, getLive, toItem } from '../db/items.js';
import { keys, type TableKey } from '../db/keys.js';
import { listFiltered, listLive } from '../db/lists.js';
import { ConditionFailed, transact, type TransactItem } from '../db/transact.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { balanceItems, ledgerWrites, PAYABLE, payableKey } from '../ledger/ledger.storage.js';
import type { Movement } from '../ledger/ledger.domain.js';
import { isFinal, type Payout, type PayoutStatus } from './payout.domain.js';

/**
 * The payouts' items and the balance they draw on.
 *
 * Credits land on the ledger's sharded balance counters (`TOTAL#<item>` of each partition), so
 * 1,000 credits a second never meet on one item. A payout draws on the merchant's one payable
 * item instead (`ledger.storage.ts`, `payableKey`): `available` and `inPayout`. Before a payout
 * the credits that are available are folded into it: each counter slot gives up what it holds
 * beyond its pending credits, in one transaction with the payable item, conditional on the
 * payable item's fold count being the one read (two folds never move the same money) and on
 * each slot still holding what it gives. The payout then takes its amount from `available` in the
 * transaction that creates it, conditional on `available` covering it: racing payouts are
 * serialised on that one item and never take more than it holds.
 */

export interface Payable {
  available: number;
  inPayout: number;
}

const numberOf = (value: unknown): number => Number(value ?? 0);

/** Attempts of a fold that keeps losing to other folds before the payout goes on without it. */
const FOLD_ATTEMPTS = 3;

/**
 * Folds the merchant's available credits into its payable item, and answers what the payable item
 * then holds. A fold that lost to another one reads again: the other one moved the money.
 */
export async function foldPayable(merchantId: string, today: string): Promise<Payable> {
  let payable: Payable = { available: 0, inPayout: 0 };
  for (let attempt = 0; attempt < FOLD_ATTEMPTS; attempt++) {
    const read = await readSlots(merchantId, today);
    payable = read.payable;
    const moves = read.slots.filter((slot) => slot.movable !== 0);
    if (moves.length === 0) return payable;
    const moved = moves.reduce((sum, slot) => sum + slot.movable, 0);
    try {
      await transact({
        payable: {
          Update: {
            TableName: tableName(),
            Key: payableKey(merchantId),
            UpdateExpression: 'ADD available :moved, folds :one',
            ConditionExpression: read.folds === undefined ? 'attribute_not_exists(folds)' : 'folds = :folds',
            ExpressionAttributeValues: {
              ':moved': moved,
              ':one': 1,
              ...(read.folds === undefined ? {} : { ':folds': read.folds }),
            },
          },
        },
        slots: moves.map((slot) => slotMove(slot.key, slot.movable)),
      });
      return { ...payable, available: payable.available + moved };
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  return payable;
}

/** A slot gives up `movable` (positive: credits; negative: a debit it holds), if it still holds it. */
const slotMove = (key: TableKey, movable: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD amount :give',
    ConditionExpression: movable > 0 ? 'amount >= :movable' : 'amount <= :movable',
    ExpressionAttributeValues: { ':give': -movable, ':movable': movable },
  },
});

interface Slots {
  payable: Payable;
  folds: number | undefined;
  slots: { key: TableKey; movable: number }[];
}

/**
 * Every balance counter of the merchant, consistently: per slot (partition and item) its total
 * less its credits still pending after `today`, and the payable item with its fold count.
 */
async function readSlots(merchantId: string, today: string): Promise<Slots> {
  const pages = await balanceItems(merchantId);
  let payable: Payable = { available: 0, inPayout: 0 };
  let folds: number | undefined;
  const slots = new Map<string, { key: TableKey; movable: number }>();
  const slotOf = (pk: string, item: string) => {
    const id = `${pk}|${item}`;
    let slot = slots.get(id);
    if (!slot) slots.set(id, (slot = { key: { PK: pk, SK: `TOTAL#${item}` }, movable: 0 }));
    return slot;
  };
  for (const item of pages.flat()) {
    const pk = String(item.PK);
    const sk = String(item.SK);
    const itemNumber = sk.slice(sk.lastIndexOf('#') + 1);
    if (sk.startsWith(`${PAYABLE}#`)) {
      payable = { available: numberOf(item.available), inPayout: numberOf(item.inPayout) };
      folds = item.folds === undefined ? undefined : numberOf(item.folds);
    } else if (sk.startsWith('TOTAL#')) slotOf(pk, itemNumber).movable += numberOf(item.amount);
    else if (sk.startsWith('PENDING#') && sk.slice('PENDING#'.length, 'PENDING#'.length + 10) > today)
      slotOf(pk, itemNumber).movable -= numberOf(item.amount);
  }
  return { payable, folds, slots: [...slots.values()] };
}

/** Takes `amount` from the payable item into payout, if `available` covers it. */
export const payableReserve = (merchantId: string, amount: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: payableKey(merchantId),
    UpdateExpression: 'ADD available :out, inPayout :amount',
    ConditionExpression: 'available >= :amount',
    ExpressionAttributeValues: { ':out': -amount, ':amount': amount },
  },
});

/** Gives a failed payout's amount back to `available`. */
const payableRelease = (merchantId: string, amount: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: payableKey(merchantId),
    UpdateExpression: 'ADD available :amount, inPayout :out',
    ExpressionAttributeValues: { ':out': -amount, ':amount': amount },
  },
});

/** How long after it is sent a payout is first read back: never by the sweep that sent it. */
export const READ_BACK_AFTER_MS = 60_000;

/**
 * A payout's item: listed by creation (GSI1), and while it is not final due for the sweep (GSI4):
 * a `PENDING` one at once, to send; a `PROCESSING` one a minute after its send, to read back. A
 * sandbox payout has nothing for the sweep to send and stays out of its index.
 */
const payoutItem = (payout: Payout): Record<string, unknown> => ({
  ...toItem('PAYOUT', payout),
  ...(isFinal(payout.status) || payout.sandbox
    ? {}
    : keys.dueIndex(
        'PAYOUT',
        payout.status === 'PROCESSING'
          ? new Date(Date.parse(payout.updatedAt) + READ_BACK_AFTER_MS).toISOString()
          : payout.updatedAt,
        payout.merchantId,
        payout.id,
      )),
});

/** The new payout's item, put on its absence, and the merchant's count. */
export const payoutPut = (payout: Payout): TransactItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: payoutItem(payout),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
  counterDelta('PAYOUT', payout.merchantId, 1),
];

/** The payout's move from the state it leaves (and the version read) to `next`. */
const payoutMove = (from: Payout, next: Payout): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: payoutItem(next),
    ConditionExpression: '#status = :from AND version = :read',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':from': from.status, ':read': from.version },
  },
});

/** The `PAYOUT` entry of a paid payout, keyed by the payout's id: written once. */
export const payoutMovement = (payout: Payout): Movement => ({
  type: 'PAYOUT',
  merchantId: payout.merchantId,
  amount: payout.amount,
  naturalKey: payout.id,
  occurredAt: payout.paidAt ?? payout.updatedAt,
  payoutId: payout.id,
  endToEndId: payout.endToEndId,
  description: 'Repasse',
});

/**
 * The writes of a move: the payout, and with `PAID` its ledger entry (which leaves `inPayout`),
 * with `FAILED` its amount back in `available`.
 */
export function moveWrites(
  from: Payout,
  next: Payout,
  now: Date,
): Record<string, TransactItem | TransactItem[]> {
  return {
    payout: payoutMove(from, next),
    ...(next.status === 'PAID' && { ledger: ledgerWrites([payoutMovement(next)], now) }),
    ...(next.status === 'FAILED' && { payable: payableRelease(from.merchantId, from.amount) }),
  };
}

export const getPayout = (merchantId: string, id: string): Promise<Payout | undefined> =>
  getLive<Payout>('PAYOUT', merchantId, id);

/** A page of the merchant's payouts, newest first, of one status or all. */
export async function listPayouts(
  merchantId: string,
  paging: CursorPaging,
  status: PayoutStatus | undefined,
): Promise<{ payouts: Payout[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } =
    status === undefined
      ? await listLive('PAYOUT', merchantId, paging)
      : await listFiltered('PAYOUT', merchantId, paging, {
          expression: '#status = :status',
          names: { '#status': 'status' },
          values: { ':status': status },
          matches: (item) => item.status === status,
        });
  return { payouts: items.map((item) => fromItem<Payout>(item)), total, next };
}
