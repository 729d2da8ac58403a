import {
  findCycle,
  findCycleByTxid,
  findSubscription,
  findSubscriptionByRec,
} from './subscriptions.storage.js';
import { OPTIMISTIC_ATTEMPTS } from '../db/transact.js';
import { effectiveSubscriptionStatus, type Subscription } from './subscription.domain.js';
import { ApiError } from '../errors.js';
import { applyCobr } from './cycles.service.js';
import { readCobr, readRec } from './subscription-psp.service.js';
import { endSubscription, pspEnding } from './subscriptions.service.js';

/**
 * The PSP's notices of authorizations (`rec`) and cycles (`cobr`), live, as the notice routes
 * (`lib/payments/psp-notices.service.ts`) apply them. A notice only names what changed: each `rec`
 * or `cobr` is read back from the PSP, and what it says is applied through the same conditional
 * transitions as everything else, so a repeated, late or forged notice changes nothing the PSP
 * does not confirm, and nothing twice.
 */

/** Who ended a `rec`, as our `cancelledBy`: the payer's side or ours. */
const RECEIVER_SIDE = new Set(['USUARIO_RECEBEDOR', 'PSP_RECEBEDOR']);

/**
 * What the PSP's `rec` says of its subscription, applied: refused or cancelled by the payer's side
 * while waiting (`REJECTED`) or after activation (`CANCELLED` by `PAYER`), cancelled on our side
 * (`CANCELLED` by `MERCHANT`). Approval changes nothing here: the payment of the authorization
 * charge activates it, in the payment's transaction. The PSP's expiry neither: ours is the sweep's.
 */
export async function reconcileRec(recId: string): Promise<boolean> {
  const known = await findSubscriptionByRec(recId);
  if (!known) return false;
  const rec = await readRec(recId);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const subscription: Subscription | undefined =
      attempt === 0 ? known : await findSubscription(known.merchantId, known.id);
    if (!subscription) return false;
    const status = effectiveSubscriptionStatus(subscription, new Date());
    if (status !== 'PENDING_AUTHORIZATION' && status !== 'ACTIVE') return false;
    let to: 'REJECTED' | 'CANCELLED';
    let by: 'MERCHANT' | 'PAYER' = 'PAYER';
    const side = rec.encerramento?.cancelamento?.solicitante;
    if (rec.status === 'CANCELADA' && side && RECEIVER_SIDE.has(side)) {
      to = 'CANCELLED';
      by = 'MERCHANT';
    } else if (rec.status === 'REJEITADA' || rec.status === 'CANCELADA')
      // The payer's side: a refusal while waiting, a cancellation once active.
      to = status === 'ACTIVE' ? 'CANCELLED' : 'REJECTED';
    else return false;
    // Never answered: it only tells this loop that the subscription moved meanwhile.
    const moved = new ApiError(409, 'the subscription moved meanwhile');
    try {
      await endSubscription(
        subscription.merchantId,
        subscription.id,
        to,
        by,
        (current) => (current === status ? undefined : moved),
        undefined,
        // Ended on our side (a cancel whose answer we lost): its open cobrs go too.
        pspEnding(by === 'MERCHANT'),
      );
      return true;
    } catch (error) {
      // The payment activated it meanwhile, say: decide again from what it is now.
      if (error !== moved) throw error;
    }
  }
  return false;
}

/** What the PSP's `cobr` says of its cycle, applied; false when it held nothing new. */
export async function applyCobrNotice(txid: string): Promise<boolean> {
  let cycle = await findCycleByTxid(txid);
  if (!cycle) return false;
  const cobr = await readCobr(txid);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && cycle; attempt++) {
    const subscription = await findSubscription(cycle.merchantId, cycle.subscriptionId);
    if (!subscription) return false;
    // An ended subscription's cycle still records a debit the PSP confirms (applyCobr).
    const after = await applyCobr(subscription, cycle, cobr, new Date());
    if (after) return after !== cycle;
    cycle = await findCycle(cycle.subscriptionId, cycle.dueDate);
  }
  return false;
}
