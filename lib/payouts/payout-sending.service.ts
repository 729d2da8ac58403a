import { sweepDue } from '../db/status-lists.js';
import { logger } from '../logger.js';
import { idEnvioOf, type PayoutState } from '../pix/payout-provider.js';
import { payoutProviderFor } from '../pix/payout-providers.js';
import type { Payout } from './payout.domain.js';
import { isScheduledMerchant, payScheduled, type ScheduledMerchant } from './payout-schedule.service.js';
import { movePayout, storedPayout } from './payouts.service.js';

/**
 * Sends a payout, or reads back one sent: a `PENDING` payout moves to `PROCESSING` (a conditional
 * write: of two sweeps, one sends) and is sent under its `idEnvio`; a `PROCESSING` one is read back
 * by that id, and sent again under the same id only when the PSP never received it. The PSP's
 * answer moves it to `PAID` (its `PAYOUT` entry) or `FAILED` (its amount back). Answers whether it
 * moved. A PSP that does not answer leaves it for the next sweep.
 */
export async function sendPayout(found: Payout, now: Date = new Date()): Promise<boolean> {
  const provider = await payoutProviderFor(found);
  // The sandbox's payouts move only when the merchant simulates their outcome.
  if (!provider || provider.name === 'sandbox') return false;
  let payout = await storedPayout(found.merchantId, found.id);
  const order = {
    idEnvio: idEnvioOf(payout.id),
    amountCents: payout.amount,
    keyType: payout.keyType,
    key: payout.key,
    holder:
      payout.document && payout.holderName
        ? { document: payout.document, name: payout.holderName }
        : undefined,
  };
  let state: PayoutState;
  let sent = false;
  try {
    if (payout.status === 'PENDING') {
      const sending = await movePayout(payout, 'PROCESSING', now);
      if (!sending) return false;
      payout = sending;
      sent = true;
      state = await provider.send(order);
    } else if (payout.status === 'PROCESSING') {
      state = (await provider.read(order.idEnvio)) ?? (await provider.send(order));
    } else return false;
  } catch (error) {
    logger.warn('payout not sent or read back; the next sweep tries again', {
      payoutId: payout.id,
      error: error as Error,
    });
    return sent;
  }
  if (state.status === 'PROCESSING') return sent;
  const moved = await movePayout(
    payout,
    state.status,
    now,
    state.status === 'PAID' ? { endToEndId: state.endToEndId } : { failureCode: state.failureCode },
  );
  return moved !== undefined;
}

/**
 * The sweep: every payout to send or to read back, and every merchant whose scheduled payout day
 * has come (its payout made once), a few at a time (or only one merchant's, for a test that shares
 * the table). Answers how many payouts moved or were made.
 */
export const sweepPayouts = (now: Date = new Date(), only?: { merchantId: string }): Promise<number> =>
  sweepDue<Payout | ScheduledMerchant>(
    'PAYOUT',
    now,
    (due) => (isScheduledMerchant(due) ? payScheduled(due, now) : sendPayout(due, now)),
    (due) => only === undefined || (isScheduledMerchant(due) ? due.id : due.merchantId) === only.merchantId,
  );
