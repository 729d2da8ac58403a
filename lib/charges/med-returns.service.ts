import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import type { Commit } from '../db/idempotency.js';
import { ApiError, applying, notFound } from '../errors.js';
import { logger } from '../logger.js';
import type { ReceivedPix } from '../pix/provider.js';
import {
  plannedMedReturn,
  type Charge,
  type MedReturnNotice,
  type SimulateMedReturnBody,
} from './charge.domain.js';
import { rewrite } from './refund-writes.service.js';
import { returnsToLearn } from './pix-returns.domain.js';
import { findReceipt } from './pix-receipts.storage.js';
import { settleRefund } from './refunds.service.js';

/**
 * Records the MED return `notice` on the charge: one transaction with the refund of origin `MED`
 * (conditional on the charge's version), `charge.med_returned` and its `MED_RETURN` entry (keyed
 * by the PSP's id of the return). Whoever learns it first records it; learning it again (a
 * notice, a read-back, reconciliation, a retried simulation) finds it on the charge and changes
 * nothing. A charge that cannot hold it is a 400 (`plannedMedReturn`).
 */
export function recordMedReturn(
  merchantId: string,
  chargeId: string,
  notice: MedReturnNotice,
  commit?: Commit,
): Promise<Charge> {
  const refundId = uuidv7();
  return rewrite(
    merchantId,
    chargeId,
    (charge, now) => {
      const after = applying(() => plannedMedReturn(charge, notice, refundId, now));
      return after === undefined ? charge : { after, event: 'charge.med_returned' };
    },
    commit,
  );
}

/**
 * The sandbox's MED return (`test` only, 404 in live): the payer's bank takes back `amount` (all
 * that remains when absent) for `nature` (`FRAUD` when absent), as reconciliation would find it.
 * Its id at the "PSP" is the sandbox's own, new for each simulation.
 */
export function simulateMedReturn(
  merchantId: string,
  chargeId: string,
  body: SimulateMedReturnBody,
  commit?: Commit,
): Promise<Charge> {
  if (config().environment !== 'test') throw notFound();
  return recordMedReturn(
    merchantId,
    chargeId,
    {
      pspReturnId: `MEDSANDBOX${randomBytes(12).toString('hex')}`,
      amount: body.amount ?? null,
      nature: body.nature ?? 'FRAUD',
    },
    commit,
  );
}

/**
 * What the PSP lists on the Pix of `charge` (`received`: a confirmed notice's Pix, the charge's
 * read-back, or reconciliation's listed Pix) applied once, the rule of every path that reads it
 * (`returnsToLearn`): our refunds the PSP finished are settled as the refund sweep settles them,
 * then each new MED return is recorded (`recordMedReturn`). A MED return is only recorded on the Pix that paid the charge: one
 * on a Pix the charge refused (its receipt due for refund) is the operator's, with that receipt.
 * One the charge cannot hold (not paid, more than remains) is logged for an operator and asked
 * about again on the next read. Returns whether the charge changed; with nothing new, no write
 * and no read.
 */
export async function learnReturns(
  charge: Charge,
  received: readonly Pick<ReceivedPix, 'endToEndId' | 'returns'>[],
): Promise<boolean> {
  const learnt = returnsToLearn(charge, received);
  let changed = false;
  for (const { refundId, outcome } of learnt.refunds) {
    await settleRefund(charge.merchantId, charge.id, refundId, outcome);
    changed = true;
  }
  for (const { endToEndId, notice } of learnt.medReturns) {
    const receipt = await findReceipt(charge.merchantId, endToEndId);
    const context = { chargeId: charge.id, endToEndId, pspReturnId: notice.pspReturnId };
    if (receipt && (receipt.chargeId !== charge.id || receipt.outcome !== 'SETTLED')) {
      logger.error('MED return on a Pix the charge did not take; the operator returns less', context);
      continue;
    }
    try {
      await recordMedReturn(charge.merchantId, charge.id, notice);
      changed = true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      logger.error('MED return the charge cannot hold; an operator reviews it', {
        ...context,
        code: error.code,
      });
    }
  }
  return changed;
}
