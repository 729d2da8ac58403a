import type { Charge } from '../charges/charge.domain.js';
import { findCharge } from '../charges/charges.storage.js';
import { LRUCache } from 'lru-cache';
import { logger } from '../logger.js';
import { apiPixClient } from '../pix/api-pix/instance.js';
import { currentProviderName } from '../pix/providers.js';
import { reconcileCharge, reconcileDueCharges } from '../charges/settlement.service.js';

/**
 * Where reads and sweeps ask the PSP about what its notices may have missed; each does nothing
 * unless this deployment's provider is `api-pix`.
 */
const live = (): boolean => currentProviderName() === 'api-pix';

/** Notices later than this after creation count as overdue: a read then asks the PSP. */
export const NOTICE_OVERDUE_MS = 60 * 1000;
/** A warm function asks about one charge at most this often (payment pages poll). */
const RECHECK_MS = 15 * 1000;
const lastAsked = new LRUCache<string, true>({ max: 10_000, ttl: RECHECK_MS });

/**
 * A charge still `PENDING` well after creation may have a lost notice: ask the PSP (at most every
 * few seconds per charge) and settle. Never fails the read: on any trouble with the PSP, the
 * stored charge is the answer.
 */
export async function refreshLiveCharge(charge: Charge, now: Date = new Date()): Promise<Charge> {
  if (!live() || charge.status !== 'PENDING') return charge;
  if (now.getTime() - Date.parse(charge.createdAt) < NOTICE_OVERDUE_MS) return charge;
  if (lastAsked.has(charge.id)) return charge;
  lastAsked.set(charge.id, true);
  try {
    if (!(await reconcileCharge(await apiPixClient(), charge, now))) return charge;
  } catch (error) {
    logger.warn('overdue charge not checked with the PSP', { chargeId: charge.id, error: error as Error });
    return charge;
  }
  return (await findCharge(charge.merchantId, charge.id)) ?? charge;
}

/** One reconciliation pass per sweep run, however many sweeps wait for it. */
let pass: { at: number; done: Promise<void> } | undefined;

/**
 * Before an expiry sweep: pending charges close to or past expiry are checked with the PSP (a lost
 * notice must not leave a paid charge `PENDING`, nor let it expire). The sweeps of one run share
 * one pass. A PSP that cannot answer does not hold expiry back: a late Pix is then recorded for
 * refund.
 */
export function reconcileBeforeSweep(now: Date): Promise<void> {
  if (!live()) return Promise.resolve();
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
