import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import type { Commit } from '../db/idempotency.js';
import { applying, notFound } from '../errors.js';
import {
  plannedMedReturn,
  type Charge,
  type MedReturnNotice,
  type SimulateMedReturnBody,
} from './charge.domain.js';
import { rewrite } from './refund-writes.service.js';

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
