import { LRUCache } from 'lru-cache';
import { chargeTransition, findCharge, findChargeByTxid } from './charges.storage.js';
import { receiptPut, type PixReceipt, type RefundReason } from './pix-receipts.storage.js';
import { ConditionFailed, OPTIMISTIC_ATTEMPTS, transact, type TransactItem } from '../db/transact.js';
import { amountDueAt, type Charge } from './charge.domain.js';
import { chargePayment } from '../ledger/ledger.domain.js';
import { creditSettings, ledgerWrites } from '../ledger/ledger.storage.js';
import { ApiError } from '../errors.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable, type PixProvider, type ReceivedPix } from '../pix/provider.js';
import { providerFor } from '../pix-connection/providers.service.js';
import { learnReturns } from './med-returns.service.js';
import { returnsMayCome } from './pix-returns.domain.js';

/** The parts a payment's completion adds to the payment's transaction, by name. */
export type CompletionParts = Record<string, TransactItem | TransactItem[] | undefined>;

/**
 * What paying a charge adds to the payment's transaction for the charge's owner: a checkout's
 * completion (`lib/checkouts`), a subscription's activation (`lib/subscriptions`), nothing for a
 * standalone charge; a 400 ApiError when the owner no longer takes the payment. `read` is the
 * owner as the caller has just read it, sparing a read. Every flow here that may settle a charge
 * takes its owner's completion as a parameter: the charges area knows no owner, and each caller
 * passes the one it holds (`completeOwner` in `lib/payments` for any charge).
 */
export type OwnerCompletion<Read = never> = (
  charge: Charge,
  now: Date,
  read?: Read,
) => Promise<CompletionParts>;

/**
 * Turning what the PSP says into charge state, whichever way we hear it: a payment notice, a
 * reconciliation poll, or a cancel that finds the code already paid. A received Pix settles its
 * charge through the transition simulate-payment uses (`PENDING` -> `PAID`, conditional on the
 * state it leaves, with `charge.paid`), plus a receipt keyed by the end-to-end id in the same
 * transaction: a repeated or late notice changes nothing, and a Pix that cannot settle (charge
 * cancelled or expired first, already paid, another amount) is recorded as due for refund.
 */
export type SettleOutcome = 'settled' | 'duplicate' | 'refund_due';

/**
 * The charge a provider's reference (its txid) names; undefined when it is not ours, or was issued
 * at another PSP account (a merchant's own connection, or the platform's): a notice on one
 * connection's URL never moves a charge of another.
 */
export async function chargeForReference(
  provider: PixProvider,
  reference: string,
): Promise<Charge | undefined> {
  const chargeTxid = provider.chargeTxidOf(reference);
  const charge = chargeTxid === undefined ? undefined : await findChargeByTxid(chargeTxid);
  if (!charge || charge.pixConnectionId === provider.connectionId) return charge;
  logger.warn('pix reference of a charge issued at another PSP account ignored', {
    chargeId: charge.id,
    connectionId: provider.connectionId,
  });
  return undefined;
}

const REASON_BY_STATUS: Record<Exclude<Charge['status'], 'PENDING'>, RefundReason> = {
  PAID: 'charge_already_paid',
  PARTIALLY_REFUNDED: 'charge_refunded',
  REFUNDED: 'charge_refunded',
  CANCELLED: 'charge_cancelled',
  EXPIRED: 'charge_expired',
};

/** The PSP's payment time; an unreadable one counts as now (the later, the stricter). */
function paymentTime(pix: ReceivedPix, now: Date): Date {
  const at = Date.parse(pix.paidAt);
  return Number.isNaN(at) ? now : new Date(at);
}

function refusalOf(charge: Charge, pix: ReceivedPix, paidAt: Date): RefundReason | undefined {
  if (charge.status !== 'PENDING') return REASON_BY_STATUS[charge.status];
  if (paidAt.getTime() >= Date.parse(charge.expiresAt)) return 'charge_expired';
  // A due-date charge's amount is the payer's bank's computation for the day: any amount settles it.
  if (!charge.due && pix.amountCents !== charge.amount) return 'amount_mismatch';
  return undefined;
}

/**
 * Settles one confirmed Pix against its charge. The payment counts at the PSP's time: a Pix
 * paid before `expiresAt` whose notice arrives later still pays the charge (the sweeper may not
 * have expired it yet), one paid after it is refused like any late payment.
 */
export async function settleReceived(
  charge: Charge,
  pix: ReceivedPix,
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<SettleOutcome> {
  const paidAt = paymentTime(pix, now);
  const received = pix.amountCents;
  // The merchant's fee and delay, read beside the owner's completion (or cached); a refused Pix
  // never needs them, so its rejection is handled here and surfaces where it is awaited.
  const settings = creditSettings(charge.merchantId);
  settings.catch(() => undefined);
  const receipt = (
    outcome: PixReceipt['outcome'],
    reason: RefundReason | null,
    review?: PixReceipt['review'],
  ): PixReceipt => ({
    merchantId: charge.merchantId,
    chargeId: charge.id,
    endToEndId: pix.endToEndId,
    txid: pix.txid,
    amount: received,
    paidAt: paidAt.toISOString(),
    recordedAt: now.toISOString(),
    outcome,
    reason,
    review,
  });
  let current: Charge | undefined = charge;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && current; attempt++) {
    const reason = refusalOf(current, pix, paidAt);
    if (reason) return recordRefundDue(receipt('REFUND_DUE', reason));
    let completion;
    try {
      completion = await complete(current, paidAt);
    } catch (error) {
      // The checkout is no longer open for this charge, or the subscription no longer waits for
      // it: the money goes back.
      if (error instanceof ApiError && error.status === 400)
        return recordRefundDue(receipt('REFUND_DUE', notTakenReason(current)));
      throw error;
    }
    const { update, event, after } = chargeTransition(current, 'PENDING', 'PAID', paidAt, received);
    // What the charge owed on the day the payer paid; a different amount is settled and kept for review.
    const expected = amountDueAt(current, paidAt);
    const review =
      expected === received ? undefined : { reason: 'amount_differs' as const, expectedAmount: expected };
    try {
      await transact({
        charge: update,
        event,
        ...completion,
        receipt: receiptPut(receipt('SETTLED', null, review)),
        ledger: ledgerWrites([chargePayment(after, pix)], now, await settings),
      });
      if (review) {
        logger.error('pix settled with another amount than the charge owed that day; review it', {
          chargeId: current.id,
          endToEndId: pix.endToEndId,
          received,
          expected,
        });
      } else logger.info('pix settled', { chargeId: current.id, endToEndId: pix.endToEndId });
      return 'settled';
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      // The Pix is already recorded (its receipt, or its ledger entry by its end-to-end id).
      if (error.has('receipt') || error.has('ledger')) return 'duplicate';
      // The checkout refused (cancelled or completed through another charge), or the subscription
      // (cancelled meanwhile): the money goes back.
      if (!error.has('charge')) return recordRefundDue(receipt('REFUND_DUE', notTakenReason(current)));
      // The charge moved on (cancelled, expired, paid by a racing notice): decide from a fresh read.
      current = await findCharge(charge.merchantId, charge.id);
    }
  }
  return recordRefundDue(receipt('REFUND_DUE', 'charge_cancelled'));
}

/** Why a payment its checkout or subscription refused is due back. */
const notTakenReason = (charge: Charge): RefundReason =>
  charge.subscriptionId ? 'subscription_not_pending' : 'checkout_not_payable';

async function recordRefundDue(receipt: PixReceipt): Promise<SettleOutcome> {
  try {
    await transact({ receipt: receiptPut(receipt) });
  } catch (error) {
    if (error instanceof ConditionFailed) return 'duplicate';
    throw error;
  }
  // Money arrived that no charge takes: an operator must return it (docs/live-pix.md).
  logger.error('pix received for a charge that cannot take it; refund due', {
    chargeId: receipt.chargeId,
    endToEndId: receipt.endToEndId,
    reason: receipt.reason,
  });
  return 'refund_due';
}

export type NoticeOutcome = SettleOutcome | 'unknown_txid' | 'unconfirmed';

/**
 * One Pix of a payment notice. The notice alone is never trusted: the provider that sent it
 * confirms the Pix (`confirmPix`) and the confirmed txid and amount are what count.
 */
export async function processNoticePix(
  provider: PixProvider,
  notice: { endToEndId: string; txid?: string | undefined },
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<NoticeOutcome> {
  if (!notice.txid) {
    logger.info('pix notice without txid ignored', { endToEndId: notice.endToEndId });
    return 'unknown_txid';
  }
  const charge = await chargeForReference(provider, notice.txid);
  if (!charge) {
    logger.warn('pix notice for an unknown txid acknowledged', {
      txid: notice.txid,
      endToEndId: notice.endToEndId,
    });
    return 'unknown_txid';
  }
  const confirmed = await provider.confirmPix(notice.endToEndId);
  if (!confirmed || confirmed.txid !== notice.txid) {
    logger.warn('pix notice not confirmed by the PSP; nothing settled', {
      chargeId: charge.id,
      endToEndId: notice.endToEndId,
    });
    return 'unconfirmed';
  }
  const outcome = await settleReceived(charge, { ...confirmed, txid: notice.txid }, complete, now);
  // A notice of a devolução (ours, or the payer's bank's under MED) names a Pix already settled.
  if (confirmed.returns?.length) await learnReturns(charge, [confirmed]);
  return outcome;
}

/**
 * A whole notice (`{"pix": [...]}`). Each Pix stands alone; if the PSP could not confirm some,
 * the others are still settled and the notice fails afterwards, so the PSP sends it again (what
 * was settled is then a duplicate).
 */
export async function processNotice(
  provider: PixProvider,
  pixes: readonly { endToEndId: string; txid?: string | undefined }[],
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<NoticeOutcome[]> {
  const outcomes: NoticeOutcome[] = [];
  let unavailable: unknown;
  for (const pix of pixes) {
    try {
      outcomes.push(await processNoticePix(provider, pix, complete, now));
    } catch (error) {
      if (!(error instanceof PixProviderUnavailable) || error.refused) throw error;
      unavailable = error;
    }
  }
  if (unavailable) throw unavailable;
  return outcomes;
}

/**
 * Asks the provider about a charge we hold as `PENDING` and settles what it says: a charge it
 * holds as paid pays ours (its first Pix; any further Pix is due for refund). Returns whether
 * anything changed. A provider that cannot answer changes nothing: the next poll asks again.
 */
export async function reconcileCharge(
  provider: PixProvider,
  charge: Charge,
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<boolean> {
  if (charge.status !== 'PENDING') return false;
  const paid = await provider.readPaid({
    chargeId: charge.id,
    txid: charge.txid,
    due: charge.due !== undefined,
  });
  if (!paid) return false;
  let changed = false;
  for (const pix of paid) {
    const outcome = await settleReceived(charge, pix, complete, now);
    changed ||= outcome !== 'duplicate';
  }
  if (!changed) return false;
  logger.warn('charge settled by reconciliation (payment notice missing or late)', { chargeId: charge.id });
  await learnReturns(charge, paid);
  return true;
}

/**
 * Asks the provider about the devoluções of a charge we hold as paid and applies them
 * (`learnReturns`): a MED return whose notice was lost or never sent, our refund the PSP finished.
 * Returns whether anything changed.
 */
export async function readBackReturns(provider: PixProvider, charge: Charge): Promise<boolean> {
  const paid = await provider.readPaid({
    chargeId: charge.id,
    txid: charge.txid,
    due: charge.due !== undefined,
  });
  return paid === undefined ? false : learnReturns(charge, paid);
}

/** Notices later than this after creation count as overdue: a read then asks the PSP. */
export const NOTICE_OVERDUE_MS = 60 * 1000;
/** A warm function asks about one charge at most this often (payment pages poll). */
const RECHECK_MS = 15 * 1000;
const lastAsked = new LRUCache<string, true>({ max: 10_000, ttl: RECHECK_MS });

/**
 * A charge still `PENDING` well after creation may have a lost notice: ask the PSP (at most every
 * few seconds per charge) and settle. A paid charge within the devolução window may have lost the
 * notice of a MED return, or of our refund's outcome: the same read-back applies its devoluções
 * (`readBackReturns`). Never fails the read: on any trouble with the PSP, the stored charge is the
 * answer.
 */
export async function refreshLiveCharge(
  charge: Charge,
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<Charge> {
  const pending = charge.status === 'PENDING';
  if (
    pending ? now.getTime() - Date.parse(charge.createdAt) < NOTICE_OVERDUE_MS : !returnsMayCome(charge, now)
  )
    return charge;
  if (lastAsked.has(charge.id)) return charge;
  // Only a provider that tells by notice can have a notice lost.
  const provider = await providerFor(charge);
  if (!provider?.tellsByNotice) return charge;
  lastAsked.set(charge.id, true);
  try {
    const changed = pending
      ? await reconcileCharge(provider, charge, complete, now)
      : await readBackReturns(provider, charge);
    if (!changed) return charge;
  } catch (error) {
    logger.warn('overdue charge not checked with the PSP', { chargeId: charge.id, error: error as Error });
    return charge;
  }
  return (await findCharge(charge.merchantId, charge.id)) ?? charge;
}
