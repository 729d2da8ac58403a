import type { Charge } from '../../domain/charge.js';
import { logger } from '../../logger.js';
import { currentProviderName } from '../provider.js';
import { apiPixClient } from './instance.js';
import { reconcileDueCharges, refreshIfOverdue } from './settlement.js';

/**
 * Where the charges code calls into the live provider, each a no-op unless this deployment's
 * provider is `api-pix`: one line in `functions/charges/get.ts` and one in `lib/jobs/sweep.ts`.
 */
const live = (): boolean => currentProviderName() === 'api-pix';

/** `GET /charges/{id}`: a pending charge whose notice is overdue is checked with the PSP first. */
export async function refreshLiveCharge(charge: Charge): Promise<Charge> {
  if (!live() || charge.status !== 'PENDING') return charge;
  try {
    return await refreshIfOverdue(await apiPixClient(), charge);
  } catch (error) {
    // Settings or PSP unavailable: the stored charge is still the right answer to a read.
    logger.warn('overdue charge not checked with the PSP', { chargeId: charge.id, error: error as Error });
    return charge;
  }
}

/** One reconciliation pass per sweep run, however many sweeps wait for it. */
let pass: { at: number; done: Promise<void> } | undefined;

function reconcileOnce(now: Date): Promise<void> {
  if (pass?.at !== now.getTime()) {
    pass = {
      at: now.getTime(),
      done: (async () => {
        try {
          const settled = await reconcileDueCharges(await apiPixClient(), now);
          if (settled > 0) logger.info('live charges settled by reconciliation', { settled });
        } catch (error) {
          logger.error('live Pix reconciliation failed', { error: error as Error });
        }
      })(),
    };
  }
  return pass.done;
}

/**
 * Wraps an expiry sweep (charges, checkouts): pending charges close to or past expiry are first
 * checked with the PSP (a lost notice must not leave a paid charge `PENDING`, nor let it expire),
 * then expired. The sweeps of one run share one pass. A PSP that cannot answer does not hold
 * expiry back: a late Pix is then recorded for refund.
 */
export function withLivePixReconciliation(sweep: (now: Date) => Promise<number>) {
  return async (now: Date): Promise<number> => {
    if (live()) await reconcileOnce(now);
    return sweep(now);
  };
}
