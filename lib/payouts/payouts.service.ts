import { v7 as uuidv7 } from 'uuid';
import { config, runsLocally } from '../config.js';
import { eventPut } from '../db/events.js';
import type { Commit } from '../db/idempotency.js';
import {
  ConditionFailed,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
} from '../db/transact.js';
import type { CursorPaging } from '../domain/paging.js';
import { applying, badRequest, notFound } from '../errors.js';
import { dayIn } from '../ledger/ledger.domain.js';
import { payoutDestination } from '../merchants/payout-settings.storage.js';
import { providerNameFor } from '../pix/provider.js';
import {
  isFinal,
  moved,
  newPayout,
  payoutAmount,
  payoutView,
  type Payout,
  type PayoutStatus,
} from './payout.domain.js';
import { payoutMessages } from './payouts.messages.js';
import {
  foldPayable,
  getPayout,
  listPayouts as listStored,
  moveWrites,
  payableReserve,
  payoutPut,
} from './payouts.storage.js';

const EVENT_OF = { PAID: 'payout.paid', FAILED: 'payout.failed' } as const;

/**
 * A payout of `amount` cents (all that is available when absent) to the merchant's payout key:
 * the available credits folded in first, then the payout, its amount out of `available` and its
 * `payout.created` event in one transaction, refused when `available` does not cover it.
 */
export async function createPayout(
  merchantId: string,
  body: { amount?: number | undefined },
  {
    commit,
    now = new Date(),
    id = uuidv7(),
  }: { commit?: Commit | undefined; now?: Date; id?: string | undefined } = {},
): Promise<Payout> {
  // The payout key is read beside the fold: one round trip. Awaited together, so a failure of
  // either never leaves the other's rejection unhandled.
  const [destination, payable] = await Promise.all([
    payoutDestination(merchantId),
    foldPayable(merchantId, dayIn(now.toISOString(), config().businessTimeZone)),
  ]);
  if (!destination) throw badRequest(payoutMessages.destinationMissing, null, 'payout_destination_missing');
  const amount = applying(() => payoutAmount(body.amount, payable.available));
  const payout = newPayout(
    {
      id,
      merchantId,
      amount,
      keyType: destination.keyType,
      key: destination.key,
      document: destination.document,
      holderName: destination.name,
      // The sandbox's payouts move only by `simulate`: the sweep has nothing to send.
      ...(sendsThroughSandbox() && { sandbox: true }),
    },
    now,
  );
  try {
    await transact({
      payable: payableReserve(merchantId, amount),
      payout: payoutPut(payout),
      event: eventPut(merchantId, 'payout.created', payoutView(payout), now).items,
      idempotency: commit?.({ kind: 'PAYOUT', id: payout.id }),
    });
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('payable'))
      throw badRequest(payoutMessages.insufficientBalance, null, 'insufficient_balance');
    throw error;
  }
  return payout;
}

/** Whether this deployment's payouts go through the sandbox (a `test` stage's provider). */
const sendsThroughSandbox = (): boolean =>
  providerNameFor(config().environment, process.env.PIX_PROVIDER, { local: runsLocally() }) === 'sandbox';

/** The merchant's payout, or 404 (another merchant's is as missing as an unknown one). */
export async function storedPayout(merchantId: string, id: string): Promise<Payout> {
  const payout = await getPayout(merchantId, id);
  if (!payout) throw notFound();
  return payout;
}

export const listPayouts = (merchantId: string, paging: CursorPaging, status?: PayoutStatus) =>
  listStored(merchantId, paging, status);

/**
 * Moves a payout one step, from the state read: its item conditional on that state, with the
 * move's event, its ledger entry (`PAID`) or its amount back (`FAILED`), and `extra` (the request's
 * idempotency marker on its last step) in one transaction. Undefined when another writer moved it
 * first: the caller reads again.
 */
export async function movePayout(
  from: Payout,
  to: PayoutStatus,
  now: Date,
  details: { endToEndId?: string | null; failureCode?: string | null } = {},
  commit?: Commit,
): Promise<Payout | undefined> {
  const next = moved(from, to, now, details);
  try {
    await transact({
      ...moveWrites(from, next, now),
      event:
        to === 'PAID' || to === 'FAILED'
          ? eventPut(from.merchantId, EVENT_OF[to], payoutView(next), now).items
          : undefined,
      idempotency: to === 'PROCESSING' ? undefined : commit?.({ kind: 'PAYOUT', id: from.id }),
    });
    return next;
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('payout')) return undefined;
    throw error;
  }
}

/**
 * The sandbox's outcome of a payout: `PENDING` → `PROCESSING` → `PAID` | `FAILED`, each step a
 * conditional write on the state it leaves. Only in `test`; a finished payout is refused.
 */
export async function simulatePayout(
  merchantId: string,
  id: string,
  outcome: 'PAID' | 'FAILED',
  commit?: Commit,
): Promise<Payout> {
  if (config().environment !== 'test') throw notFound();
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS * 2; attempt++) {
    const payout = await storedPayout(merchantId, id);
    if (isFinal(payout.status)) throw badRequest(payoutMessages.notPending, null, 'payout_not_pending');
    const now = new Date();
    const to: PayoutStatus = payout.status === 'PENDING' && outcome === 'PAID' ? 'PROCESSING' : outcome;
    const next = await movePayout(
      payout,
      to,
      now,
      to === 'PAID' ? { endToEndId: sandboxEndToEndId(now) } : { failureCode: 'SIMULATED_FAILURE' },
      commit,
    );
    if (next && next.status === outcome) return next;
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** An end-to-end id in the arrangement's shape, with the sandbox's ISPB of zeros. */
function sandboxEndToEndId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return `E00000000${stamp}${uuidv7().replace(/-/g, '').slice(-11).toUpperCase()}`;
}
