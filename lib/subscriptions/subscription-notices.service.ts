import {
  findCycle,
  findCycleByTxid,
  findSubscription,
  findSubscriptionByRec,
} from './subscriptions.storage.js';
import { OPTIMISTIC_ATTEMPTS } from '../db/transact.js';
import { effectiveSubscriptionStatus, type Subscription } from './subscription.domain.js';
import { ApiError } from '../errors.js';
import { applyAtProvider } from './cycles.service.js';
import { recurrenceFor } from '../pix-connection/providers.service.js';
import { endSubscription, pspEnding } from './subscriptions.service.js';

/**
 * The provider's notices of authorizations and cycles, live, as the notice routes
 * (`lib/payments/psp-notices.service.ts`) apply them. A notice only names what changed: each
 * authorization or cycle is read back from the merchant's provider, and what it says is applied
 * through the same conditional transitions as everything else, so a repeated, late or forged
 * notice changes nothing the provider does not confirm, and nothing twice.
 */

/**
 * Where a notice came from: the PSP connection whose notice URL it reached (undefined: the
 * platform's). A notice moves only what that PSP holds: a subscription or cycle of another
 * connection (another merchant's PSP naming ids that are not its own) is ignored, unread.
 */
export interface NoticeSource {
  connectionId: string | undefined;
}

const heldAt = (item: { pixConnectionId?: string | undefined }, source: NoticeSource | undefined): boolean =>
  source === undefined || item.pixConnectionId === source.connectionId;

/**
 * What the provider says of a subscription's authorization, applied: refused or cancelled by the
 * payer's side while waiting (`REJECTED`) or after activation (`CANCELLED` by `PAYER`), cancelled
 * on our side (`CANCELLED` by `MERCHANT`). Approval changes nothing here: the payment of the
 * authorization charge activates it, in the payment's transaction. The provider's expiry neither:
 * ours is the sweep's. With `source` (a notice), only a subscription held at that PSP is read.
 */
export async function reconcileRec(authorizationId: string, source?: NoticeSource): Promise<boolean> {
  const known = await findSubscriptionByRec(authorizationId);
  if (!known || !heldAt(known, source)) return false;
  const provider = await recurrenceFor(known);
  if (!provider) return false;
  const authorization = await provider.read(authorizationId);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const subscription: Subscription | undefined =
      attempt === 0 ? known : await findSubscription(known.merchantId, known.id);
    if (!subscription) return false;
    const status = effectiveSubscriptionStatus(subscription, new Date());
    if (status !== 'PENDING_AUTHORIZATION' && status !== 'ACTIVE') return false;
    let to: 'REJECTED' | 'CANCELLED';
    let by: 'MERCHANT' | 'PAYER' = 'PAYER';
    if (authorization.status === 'CANCELLED' && authorization.endedByReceiver) {
      to = 'CANCELLED';
      by = 'MERCHANT';
    } else if (authorization.status === 'REJECTED' || authorization.status === 'CANCELLED')
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
        // Ended on our side (a cancel whose answer we lost): its open cycles go too.
        pspEnding(provider, by === 'MERCHANT'),
      );
      return true;
    } catch (error) {
      // The payment activated it meanwhile, say: decide again from what it is now.
      if (error !== moved) throw error;
    }
  }
  return false;
}

/**
 * What the provider says of a noticed cycle, applied; false when it held nothing new (or, with
 * `source`, when the cycle is not held where the notice came from).
 */
export async function applyCobrNotice(txid: string, source?: NoticeSource): Promise<boolean> {
  let cycle = await findCycleByTxid(txid);
  if (!cycle || !heldAt(cycle, source)) return false;
  const provider = await recurrenceFor(cycle);
  if (!provider) return false;
  const held = await provider.readCycle(txid);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && cycle; attempt++) {
    const subscription = await findSubscription(cycle.merchantId, cycle.subscriptionId);
    if (!subscription) return false;
    // An ended subscription's cycle still records a debit the provider confirms (applyAtProvider).
    const after = await applyAtProvider(subscription, cycle, held, new Date());
    if (after) return after !== cycle;
    cycle = await findCycle(cycle.subscriptionId, cycle.dueDate);
  }
  return false;
}
