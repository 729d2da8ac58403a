/**
 * The live read-back of the sweeper (providers that tell by notice): before the expiry sweeps, the
 * merchant's provider is asked about every pending charge near or past expiry, a standalone charge
 * or a checkout's, and what it says settles the charge with its owner's completion (`completeOwner`).
 */
import type { Charge } from '../charges/charge.domain.js';
import { findCharge } from '../charges/charges.storage.js';
import { reconcileCharge } from '../charges/settlement.service.js';
import { fromItem } from '../db/items.js';
import { duePages } from '../db/status-lists.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable } from '../pix/provider.js';
import { providersInUse } from '../pix/providers.js';
import { connectionsPossible, providerFor } from '../pix-connection/providers.service.js';
import { completeOwner } from './complete-owner.service.js';

/** One reconciliation pass per sweep run, however many sweeps wait for it. */
let pass: { at: number; done: Promise<void> } | undefined;

/**
 * Before an expiry sweep: pending charges close to or past expiry are checked with the PSP (a lost
 * notice must not leave a paid charge `PENDING`, nor let it expire). The sweeps of one run share
 * one pass. A PSP that cannot answer does not hold expiry back: a late Pix is then recorded for
 * refund.
 */
export function reconcileBeforeSweep(now: Date): Promise<void> {
  if (!providersInUse().some((provider) => provider.tellsByNotice) && !connectionsPossible())
    return Promise.resolve();
  if (pass?.at !== now.getTime()) {
    pass = {
      at: now.getTime(),
      done: (async () => {
        try {
          const settled = await reconcileDueCharges(now);
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
 * Time one pass may spend asking the PSP, so the expiry sweeps after it still run within the
 * sweeper's time; what is left is asked about on the next run.
 */
export const RECONCILE_BUDGET_MS = 20_000;

/** How far ahead of expiry the sweeper starts asking the PSP about a pending charge. */
export const RECONCILE_AHEAD_MS = 2 * 60 * 1000;

/**
 * The sweeper's pass: every pending charge close to or past its expiry (GSI4 up to
 * `now + RECONCILE_AHEAD_MS`) is checked with the PSP before the expiry sweeps may expire it, so a
 * lost notice cannot leave a paid charge `PENDING` or let it expire. Standalone charges are in
 * GSI4 themselves; a checkout's charge is reached through its open checkout's entry. Each charge is
 * asked of the PSP that issued it (the platform's, or its merchant's own); a PSP that cannot be
 * reached is not asked again in the pass, the others still are. Returns how many changed.
 */
export async function reconcileDueCharges(
  now: Date = new Date(),
  budgetMs = RECONCILE_BUDGET_MS,
): Promise<number> {
  const deadline = Date.now() + budgetMs;
  const bound = new Date(now.getTime() + RECONCILE_AHEAD_MS).toISOString();
  let changed = 0;
  /** The PSPs found unreachable in this pass, by connection (`''`: the platform's). */
  const down = new Set<string>();
  for (const entity of ['CHARGE', 'CHECKOUT'] as const) {
    for await (const page of duePages(entity, bound)) {
      for (const item of page) {
        if (Date.now() > deadline) {
          logger.warn('reconciliation out of time; the next sweep goes on');
          return changed;
        }
        const due = fromItem<{ id: string; merchantId: string; chargeId?: string }>(item);
        let charge: Charge | undefined;
        try {
          charge =
            entity === 'CHARGE'
              ? fromItem<Charge>(item)
              : due.chargeId === undefined
                ? undefined
                : await findCharge(due.merchantId, due.chargeId);
          if (!charge || down.has(charge.pixConnectionId ?? '')) continue;
          const provider = await providerFor(charge);
          if (!provider?.tellsByNotice) continue;
          if (await reconcileCharge(provider, charge, completeOwner, now)) changed += 1;
        } catch (error) {
          // A PSP that is down would only make each of its remaining charges wait for its timeouts.
          if (charge && error instanceof PixProviderUnavailable && !error.refused) {
            logger.warn('PSP unavailable; its charges wait for the next sweep', { error });
            down.add(charge.pixConnectionId ?? '');
            continue;
          }
          logger.warn('reconciliation failed; the next sweep asks again', {
            [entity === 'CHARGE' ? 'chargeId' : 'checkoutId']: due.id,
            error: error as Error,
          });
        }
      }
    }
  }
  return changed;
}
