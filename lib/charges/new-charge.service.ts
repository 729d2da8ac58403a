import type { NewChargeInput, Charge } from './charge.domain.js';
import { abandonTxid, NewChargeAbandoned, NewChargeUnsettled } from './charges.storage.js';
import { writeMayHaveHappened } from '../db/client.js';
import { serviceUnavailable } from '../errors.js';
import { logger } from '../logger.js';
import { OPTIMISTIC_ATTEMPTS, TransactionRetriesExhausted } from '../db/transact.js';
import type { DuePixCharge } from '../pix/provider.js';

/** Issues new pending charges of one merchant at its provider (`chargeIssuer`). */
export interface ChargeIssuer {
  /** The merchant's own PSP connection its codes are issued at; undefined: the platform's PSP. */
  connectionId?: string | undefined;
  /**
   * A new charge for `input`, its code issued at the provider (a due-date charge's `payer` is
   * required); with `ownPage`, the charge has its own payment page (`tokenHash`, `pageToken`).
   */
  issue(
    input: NewChargeInput,
    now: Date,
    options?: { payer?: DuePixCharge['payer'] | undefined; ownPage?: boolean },
  ): Promise<Charge>;
  /** Makes an issued charge's code unpayable at the provider; a failure is logged, not thrown. */
  retire(charge: Charge): Promise<void>;
  /** Whether an issued code can be paid before a charge holds it (`PixProvider.codesPayableUnstored`). */
  readonly codesPayableUnstored: boolean;
}

/**
 * What the client hears when the write of the newly issued `charge` failed with `error`, its code
 * withdrawn at the provider unless the charge may be stored. A refusal, or a failure that says
 * nothing was written, withdraws the code and is answered as it is. A lost answer the write settled
 * (`writeNewCharge`) withdraws it when the charge can no longer land (503 `service_unavailable`);
 * when it could not be settled, the code stays, since a stored charge must stay payable, and the
 * write's own error is answered (`write_outcome_unknown`). A lost answer left unsettled, where an
 * unstored code cannot be paid, keeps the code too.
 */
export async function unstoredCharge(issuer: ChargeIssuer, charge: Charge, error: unknown): Promise<unknown> {
  if (error instanceof NewChargeUnsettled) {
    logger.error('charge write unsettled; its code stays payable', {
      txid: charge.txid,
      error: error.settling as Error,
    });
    return error.written;
  }
  if (writeMayHaveHappened(error)) return error;
  await issuer.retire(charge);
  return error instanceof NewChargeAbandoned ? serviceUnavailable() : error;
}

/**
 * After a write carrying the newly issued `charge` failed with `error`, not by a refused
 * condition: returns when the charge was stored after all; otherwise throws what the client is
 * answered (`unstoredCharge`). A lost answer is settled where an unstored code could be paid
 * (live): the charge's txid guard is written abandoned, so the write either landed first (the
 * charge is answered) or never will.
 */
export async function settleFailedWrite(issuer: ChargeIssuer, charge: Charge, error: unknown): Promise<void> {
  let failure = error;
  if (writeMayHaveHappened(error) && issuer.codesPayableUnstored) {
    try {
      if ((await abandonTxid(charge.txid)) === 'stored') return;
      failure = new NewChargeAbandoned();
    } catch (settling) {
      failure = new NewChargeUnsettled(error, settling);
    }
  }
  throw await unstoredCharge(issuer, charge, failure);
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
