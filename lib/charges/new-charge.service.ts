import type { NewChargeInput, Charge } from './charge.domain.js';
import { abandonTxid } from './charges.storage.js';
import { writeMayHaveHappened } from '../db/client.js';
import { serviceUnavailable } from '../errors.js';
import { logger } from '../logger.js';
import { OPTIMISTIC_ATTEMPTS, TransactionRetriesExhausted } from '../db/transact.js';
import type { ChargeIssuer } from './charge-pix.service.js';

/**
 * After a write carrying the newly issued `charge` failed with `error`, not by a refused
 * condition: returns when the charge was stored after all; otherwise withdraws its code at the
 * provider and throws what the client is answered.
 *
 * A failure that says nothing was written stands (a 503 when the database cannot serve us). A lost
 * answer (the write may have landed) is settled where an unstored code could be paid (live): the
 * charge's txid guard is written abandoned, so the write either landed first (the charge is
 * answered) or never will (503 `service_unavailable`: nothing was written). Should that write fail
 * too, the code stays, since a stored charge must stay payable, and the client hears the outcome
 * is unknown (`write_outcome_unknown`).
 */
export async function settleFailedWrite(issuer: ChargeIssuer, charge: Charge, error: unknown): Promise<void> {
  if (writeMayHaveHappened(error)) {
    if (!issuer.codesPayableUnstored) throw error;
    const outcome = await abandonTxid(charge.txid).catch((fenceError: unknown) => {
      logger.error('charge write unsettled; its code stays payable', {
        txid: charge.txid,
        error: fenceError as Error,
      });
      throw error;
    });
    if (outcome === 'stored') return;
    error = serviceUnavailable();
  }
  await issuer.retire(charge);
  throw error;
}

/**
 * The charge of a write that may be retried: issued at the provider once per amount, the same
 * charge for every attempt whose amount is unchanged, and retired at the provider when the write
 * that would have stored it never happened (refused, or replaced by a charge of another amount).
 */
export class PendingCharge {
  private issued: Charge | undefined;

  /** The issuer is awaited when a charge is first needed: the caller's own refusals come first. */
  constructor(private readonly issuer: ChargeIssuer | Promise<ChargeIssuer>) {}

  /** The charge for `input.amount`: the one already issued, or a new one replacing it. */
  async for(input: NewChargeInput, now: Date): Promise<Charge> {
    if (this.issued?.amount === input.amount) return this.issued;
    await this.discard();
    this.issued = await (await this.issuer).issue(input, now);
    return this.issued;
  }

  /** The write that carries the charge happened, or may have (its answer was lost): keep it. */
  written(): void {
    this.issued = undefined;
  }

  /**
   * The write that carries the charge failed, not by a refused condition: returns when it was
   * stored after all (its answer lost), else throws with the code withdrawn (`settleFailedWrite`).
   */
  async settle(error: unknown): Promise<void> {
    const charge = this.issued;
    this.issued = undefined;
    if (!charge) throw error;
    await settleFailedWrite(await this.issuer, charge, error);
  }

  /** Nothing stored the charge: its code must not stay payable at the provider. */
  async discard(): Promise<void> {
    const charge = this.issued;
    this.issued = undefined;
    if (charge) await (await this.issuer).retire(charge);
  }
}

/** What an attempt of `writeWithNewCharge` answers when it must be tried again from fresh reads. */
export const TRY_AGAIN = Symbol('try again');

/**
 * A write that carries a new Pix charge and may be refused by a coupon's condition (a checkout
 * created with a coupon, a coupon applied on the page). Each attempt reads what it needs, takes
 * its charge from `pending` (issued at the provider once per amount), writes, and answers its
 * result or `TRY_AGAIN` (a coupon changed under it); a write that failed without refusing goes to
 * `pending.settle()`, a write done to `pending.written()`. Whatever ends without a write leaves no
 * payable code at the provider.
 */
export async function writeWithNewCharge<T>(
  issuer: ChargeIssuer | Promise<ChargeIssuer>,
  attempt: (pending: PendingCharge) => Promise<T | typeof TRY_AGAIN>,
): Promise<T> {
  const pending = new PendingCharge(issuer);
  try {
    for (let i = 0; i < OPTIMISTIC_ATTEMPTS; i++) {
      const result = await attempt(pending);
      if (result !== TRY_AGAIN) return result;
    }
    throw new TransactionRetriesExhausted(undefined);
  } catch (error) {
    await pending.discard();
    throw error;
  }
}
