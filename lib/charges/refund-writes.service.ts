import { setTimeout as sleep } from 'node:timers/promises';
import { findCharge, refundWrite } from './charges.storage.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed, transact, TransactionRetriesExhausted } from '../db/transact.js';
import type { Charge } from './charge.domain.js';
import type { EventType } from '../domain/event.js';
import { succeededRefunds } from '../ledger/ledger.domain.js';
import { ledgerWrites } from '../ledger/ledger.storage.js';
import { blocksAfterReturns } from '../ledger/med-blocks.domain.js';
import { notFound } from '../errors.js';

/**
 * Racing refunds of one charge each rewrite it on the version they read, so each round has one
 * winner; enough rounds for every racer to see the charge wholly refunded and be refused.
 */
const REFUND_ATTEMPTS = 40;

/**
 * Read, plan, write on the version read, until the write holds or the plan refuses (400): the
 * write of every refund and MED return of a charge. The charge's update is conditional on the
 * version read, and carries its event and the ledger entry of each refund that reaches
 * `SUCCEEDED` in it. The jittered pause spreads racers out, so a round's losers do not all
 * collide again.
 */
export async function rewrite(
  merchantId: string,
  id: string,
  plan: (charge: Charge, now: Date) => { after: Charge; event?: EventType | undefined } | Charge,
  commit?: Commit,
): Promise<Charge> {
  for (let attempt = 0; attempt < REFUND_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(Math.random() * 5 * Math.min(attempt, 8));
    const now = new Date();
    const charge = await findCharge(merchantId, id);
    if (!charge) throw notFound();
    const planned = plan(charge, now);
    if (!('after' in planned)) return planned;
    // A MED return takes what a precautionary block of the charge held first.
    const { charge: after, movements } = blocksAfterReturns(
      planned.after,
      succeededRefunds(charge, planned.after),
      now,
    );
    const { update, event } = refundWrite(
      charge,
      after,
      planned.event ? { type: planned.event, now } : undefined,
    );
    try {
      await transact({
        charge: update,
        event,
        // A refund that reached SUCCEEDED in this write: its entry, keyed by the refund's id.
        ledger: ledgerWrites(movements, now),
        idempotency: commit?.({ kind: 'CHARGE', id }),
      });
      return after;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}
