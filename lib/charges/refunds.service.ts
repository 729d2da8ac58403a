import { v7 as uuidv7 } from 'uuid';
import { sweepDue } from '../db/status-lists.js';
import type { Commit } from '../db/idempotency.js';
import {
  paidCentsOf,
  plannedRefund,
  settledRefund,
  type Charge,
  type Refund,
  type RefundChargeBody,
  type RefundStatus,
} from './charge.domain.js';
import { applying } from '../errors.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable, type PixProvider, type RefundOutcome } from '../pix/provider.js';
import { providersInUse } from '../pix/providers.js';
import { connectionsPossible, providerFor } from '../pix-connection/providers.service.js';
import { requireProvider } from './charge-pix.service.js';
import { rewrite } from './refund-writes.service.js';

/**
 * A new refund of `charge` and the charge after it, or the 400 that refuses it (`plannedRefund`):
 * the charge is not paid, was paid too long ago, or has less left than asked.
 */
export const planRefund = (
  charge: Charge,
  body: RefundChargeBody,
  refund: { id: string; status: RefundStatus },
  now: Date,
): { refund: Refund; after: Charge } => applying(() => plannedRefund(charge, body, refund, now));

/**
 * A refund of a paid charge: `body.amount` (all that remains when absent). The sandbox's refunds
 * succeed as they are written, with `charge.refunded`. A PSP's is first recorded `PENDING`, which
 * already counts against what remains, then asked of the PSP: its answer settles it at once, or
 * the refund sweep asks again until the PSP tells.
 */
export async function refundCharge(
  merchantId: string,
  id: string,
  body: RefundChargeBody,
  commit?: Commit,
): Promise<Charge> {
  const provider = await requireProvider(merchantId);
  const refundId = uuidv7();
  const status = provider.refundsAtOnce ? 'SUCCEEDED' : 'PENDING';
  const recorded = await rewrite(
    merchantId,
    id,
    (charge, now) => ({
      after: planRefund(charge, body, { id: refundId, status }, now).after,
      event: status === 'SUCCEEDED' ? 'charge.refunded' : undefined,
    }),
    commit,
  );
  if (provider.refundsAtOnce) return recorded;
  const refund = recorded.refunds.find((each) => each.id === refundId)!;
  const outcome = await askProvider(provider, recorded, refund);
  return outcome === 'PENDING' ? recorded : settleRefund(merchantId, id, refundId, outcome);
}

/**
 * Where a refund stands at the PSP. A refusal fails it; a PSP that cannot be reached leaves it
 * `PENDING` (the devolução may have been made), and asking again with the same id is safe.
 */
async function askProvider(provider: PixProvider, charge: Charge, refund: Refund): Promise<RefundOutcome> {
  try {
    return await provider.refund({
      chargeId: charge.id,
      txid: charge.txid,
      due: charge.due !== undefined,
      chargeAmountCents: paidCentsOf(charge),
      amountCents: refund.amount,
      refundId: refund.id,
      reason: refund.reason,
    });
  } catch (error) {
    if (error instanceof PixProviderUnavailable && error.refused) return 'FAILED';
    logger.warn('refund not confirmed by the PSP; the refund sweep asks again', {
      chargeId: charge.id,
      refundId: refund.id,
      error: error as Error,
    });
    return 'PENDING';
  }
}

/**
 * A pending refund's outcome, with its event (`charge.refunded` or `charge.refund_failed`); a
 * failed refund gives its amount back to what may be refunded. Settling twice changes nothing.
 */
export const settleRefund = (
  merchantId: string,
  id: string,
  refundId: string,
  outcome: 'SUCCEEDED' | 'FAILED',
): Promise<Charge> =>
  rewrite(merchantId, id, (charge, now) => {
    const refund = charge.refunds.find((each) => each.id === refundId);
    if (refund?.status !== 'PENDING') return charge;
    return {
      after: settledRefund(charge, refundId, outcome, now),
      event: outcome === 'SUCCEEDED' ? 'charge.refunded' : 'charge.refund_failed',
    };
  });

/**
 * Asks the PSP about every refund still `PENDING` (charges in the due index's `REFUND` family), each
 * at the PSP that issued its charge (`providerFor`), and settles those it has decided; only one merchant's when asked (tests beside other test files).
 * Returns how many it settled.
 */
export async function sweepPendingRefunds(
  now: Date = new Date(),
  options: { merchantId?: string } = {},
): Promise<number> {
  // A merchant's own PSP (live) decides its refunds later, whatever the platform's does.
  if (providersInUse().every((provider) => provider.refundsAtOnce) && !connectionsPossible()) return 0;
  let settled = 0;
  const mine = (charge: Charge) =>
    options.merchantId === undefined || charge.merchantId === options.merchantId;
  await sweepDue<Charge>(
    'REFUND',
    now,
    async (charge) => {
      const provider = await providerFor(charge);
      if (provider === undefined || provider.refundsAtOnce) return false;
      for (const refund of charge.refunds.filter((each) => each.status === 'PENDING')) {
        const outcome = await askProvider(provider, charge, refund);
        if (outcome === 'PENDING') continue;
        await settleRefund(charge.merchantId, charge.id, refund.id, outcome);
        settled++;
      }
      // Counted per refund above: a charge may settle several.
      return false;
    },
    mine,
  );
  return settled;
}
