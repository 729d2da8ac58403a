import { chargeTransition } from '../charges/charges.storage.js';
import { sweepDue } from '../db/status-lists.js';
import { ConditionFailed, transact } from '../db/transact.js';
import type { Charge } from '../charges/charge.domain.js';
import type { Checkout } from '../checkouts/checkout.domain.js';
import { logger } from '../logger.js';
import { expireDueCheckout } from '../checkouts/checkouts.service.js';
import { reconcileBeforeSweep } from '../payments/read-back.service.js';
import { sweepPendingRefunds } from '../charges/refunds.service.js';
import { sweepCycles, sweepSubscriptions } from '../subscriptions/cycles.service.js';
import { reconcileRec } from '../subscriptions/subscription-notices.service.js';
import { config } from '../config.js';
import { completeOwner } from '../payments/complete-owner.service.js';
import { sweepReconciliations } from '../reconciliation/reconciliation.service.js';
import { sweepPayouts } from '../payouts/payout-sending.service.js';

/**
 * Persists the expiry of every standalone pending charge whose `expiresAt` has passed, with its
 * `charge.expired` event. A charge paid or cancelled in between fails the conditional write and is
 * left alone. Readers never wait for this: they apply the expiry themselves. A checkout's charge
 * has no GSI4 entry: its checkout's sweep expires both. Returns how many charges it expired.
 */
export const sweepExpiredCharges = (now: Date = new Date()): Promise<number> =>
  sweepDue<Charge>(
    'CHARGE',
    now,
    (charge) => expireCharge(charge, now),
    (charge) => charge.checkoutId === null,
  );

async function expireCharge(charge: Charge, now: Date): Promise<boolean> {
  const { update, event } = chargeTransition(charge, 'PENDING', 'EXPIRED', now);
  try {
    await transact({ charge: update, event });
    return true;
  } catch (error) {
    // Paid or cancelled since the index was read (the index lags the table): nothing to expire.
    if (error instanceof ConditionFailed) return false;
    logger.warn('charge expiry failed; the next sweep retries', {
      chargeId: charge.id,
      error: error as Error,
    });
    return false;
  }
}

/**
 * Persists the expiry of every open checkout past `expiresAt`, with its charge and the coupon
 * released. Returns how many checkouts it expired.
 */
export const sweepExpiredCheckouts = (now: Date = new Date()): Promise<number> =>
  sweepDue<Checkout>('CHECKOUT', now, (checkout) => expireDueCheckout(checkout, now));

/**
 * The expiry sweeps, run every minute by one job (the `Sweeper` Lambda on AWS, a timer in
 * `npm start`). Each persists what read-time expiry already shows, with its events, reading only
 * what is due. A new sweep is one more row here.
 */
export interface Sweep {
  name: string;
  /** Persists every expiry due at `now`; answers how many it wrote. */
  run: (now: Date) => Promise<number>;
}

export const sweeps: Sweep[] = [
  { name: 'charges', run: sweepExpiredCharges },
  { name: 'checkouts', run: sweepExpiredCheckouts },
  { name: 'refunds', run: sweepPendingRefunds },
  {
    name: 'subscriptions',
    run: async (now) => {
      const { sent, expired } = await sweepSubscriptions(now, config().businessTimeZone);
      return sent + expired;
    },
  },
  { name: 'cycles', run: (now) => sweepCycles(now, { reconcileRec }) },
  { name: 'reconciliations', run: (now) => sweepReconciliations(completeOwner, now) },
  { name: 'payouts', run: sweepPayouts },
];

/**
 * Runs every sweep, each whatever the others do (one failing does not starve the rest), then
 * fails if any failed, so the job's error metric and retry see it. In live, pending charges near
 * or past expiry are first checked with the PSP.
 */
export async function runSweeps(now: Date = new Date()): Promise<Record<string, number>> {
  await reconcileBeforeSweep(now);
  const outcomes = await Promise.allSettled(sweeps.map((sweep) => sweep.run(now)));
  const expired: Record<string, number> = {};
  const failures: unknown[] = [];
  outcomes.forEach((outcome, i) => {
    const name = sweeps[i]!.name;
    if (outcome.status === 'fulfilled') expired[name] = outcome.value;
    else {
      failures.push(outcome.reason);
      logger.error('sweep failed', { sweep: name, error: outcome.reason as Error });
    }
  });
  logger.info('sweep', { expired });
  if (failures.length > 0) throw new AggregateError(failures, 'a sweep failed');
  return expired;
}
