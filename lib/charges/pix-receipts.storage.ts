import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { fromItem } from '../db/items.js';
import type { TransactItem } from '../db/transact.js';
import { keys } from '../db/keys.js';
import { dueItems } from '../db/status-lists.js';

/**
 * Pix the PSP reported received (live provider), one item per end-to-end id. Written in the same
 * transaction as the payment it settles, so however often and in whatever order a PSP repeats its
 * notices, a Pix settles at most one charge, once. A Pix that cannot settle its charge (cancelled
 * or expired first, already paid, another amount) is kept as `REFUND_DUE`: the money arrived and
 * must go back, so it is never dropped; GSI4 lists these for the operator, with the settled Pix
 * whose amount differs from what a due-date charge owed that day.
 */
export const RECEIPT_OUTCOMES = ['SETTLED', 'REFUND_DUE'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/** Why a received Pix did not settle its charge. */
export type RefundReason =
  | 'charge_expired'
  | 'charge_cancelled'
  | 'charge_already_paid'
  | 'charge_refunded'
  | 'amount_mismatch'
  | 'checkout_not_payable'
  | 'subscription_not_pending';

export interface PixReceipt {
  merchantId: string;
  chargeId: string;
  endToEndId: string;
  /** The charge's txid at the provider (the reference its notices name). */
  txid: string;
  /** Cents received. */
  amount: number;
  /** When the payer paid (the PSP's `horario`). */
  paidAt: string;
  /** When we learnt of it (notice or reconciliation). */
  recordedAt: string;
  outcome: ReceiptOutcome;
  reason: RefundReason | null;
  /**
   * A settled Pix whose amount is not what the charge owed on its day (a due-date charge, whose
   * amount the payer's bank computes): kept for an operator to review, with what we expected.
   */
  review?: { reason: 'amount_differs'; expectedAmount: number } | undefined;
}

/** The receipt's put, conditional on it not existing yet: a second notice of the same Pix fails it. */
export function receiptPut(receipt: PixReceipt): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.pixReceipt(receipt.endToEndId),
        ...(receipt.outcome === 'REFUND_DUE' || receipt.review
          ? keys.dueIndex('PIX_RECEIPT', receipt.recordedAt, receipt.merchantId, receipt.endToEndId)
          : {}),
        entity: 'PIX_RECEIPT',
        ...receipt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function findReceipt(merchantId: string, endToEndId: string): Promise<PixReceipt | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.pixReceipt(endToEndId),
      ConsistentRead: true,
    }),
  );
  return Item?.merchantId === merchantId ? fromItem<PixReceipt>(Item) : undefined;
}

/** The operator's queue, oldest first: receipts due for refund and settled ones to review. */
async function operatorQueue(limit: number): Promise<PixReceipt[]> {
  // Every entry: a receipt is due from the moment it is recorded.
  const due = await dueItems('PIX_RECEIPT', new Date('9999-12-31T23:59:59.999Z'), { limit });
  return due.map((item) => fromItem<PixReceipt>(item));
}

/** Received Pix waiting to be returned, oldest first. */
export const listRefundsDue = async (limit = 100): Promise<PixReceipt[]> =>
  (await operatorQueue(limit)).filter((receipt) => receipt.outcome === 'REFUND_DUE');

/** Settled Pix of another amount than the charge owed on their day, oldest first. */
export const listReceiptsForReview = async (limit = 100): Promise<PixReceipt[]> =>
  (await operatorQueue(limit)).filter((receipt) => receipt.review !== undefined);
