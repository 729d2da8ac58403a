import { config } from '../config.js';
import {
  amountDueAt,
  effectiveStatus,
  type Charge,
  type ChargeTransition,
  type NewChargeInput,
} from './charge.domain.js';
import type { CursorPaging } from '../domain/paging.js';
import { dueTermsOf, payableDays, todayIn, type DueRequest } from './due-charge.domain.js';
import { amountOwed, type AmountOwed } from '../domain/due-date.js';
import { findCustomer } from '../customers/customers.storage.js';
import {
  chargeTransition,
  findCharge,
  findChargeByTxid,
  listCharges as listStoredCharges,
  liveCustomerCheck,
  newChargeItems,
  writeNewCharge,
  type ChargeFilters,
} from './charges.storage.js';
import { findReceipt } from './pix-receipts.storage.js';
import {
  ConditionFailed,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
} from '../db/transact.js';
import type { TransactItem } from '../db/transact.js';
import { ApiError, notFound, Refusal, validationError } from '../errors.js';
import { chargeMessages } from './charges.messages.js';
import { refreshLiveCharge, settleReceived, type OwnerCompletion } from './settlement.service.js';
import { chargeIssuer, providerFailure, requireProvider } from './charge-pix.service.js';
import { customerUnusable, customerWithoutDocument } from './charges.errors.js';
import { unstoredCharge } from './new-charge.service.js';
import type { Commit } from '../db/idempotency.js';
import { chargePayment, rangeOf } from '../ledger/ledger.domain.js';
import { creditSettings, ledgerWrites } from '../ledger/ledger.storage.js';

/**
 * A new pending charge: issued at the provider, then one transaction. A due-date charge
 * (`dueDate`) names its payer: an active customer with a CPF or CNPJ, read here for the PSP. A
 * write that does not store the charge leaves its code unpayable (`unstoredCharge`).
 */
export async function createCharge(
  merchantId: string,
  body: NewChargeInput & DueRequest,
  { commit, now = new Date() }: { commit?: Commit | undefined; now?: Date } = {},
): Promise<Charge> {
  const due = dueTermsOf(body, config().businessTimeZone);
  let payer;
  if (due) {
    const customer = body.customerId ? await findCustomer(merchantId, body.customerId) : undefined;
    if (!customer) throw customerUnusable();
    if (!customer.document) throw customerWithoutDocument();
    payer = { name: customer.name, document: customer.document };
  }
  const issuer = await chargeIssuer(merchantId);
  const charge = await issuer.issue({ ...body, due }, now, { payer, ownPage: true });
  try {
    await writeNewCharge(
      charge,
      () => ({
        customer: charge.customerId === null ? undefined : liveCustomerCheck(merchantId, charge.customerId),
        ...newChargeItems(charge, now),
        idempotency: commit?.({ kind: 'CHARGE', id: charge.id }),
      }),
      issuer.codesPayableUnstored,
    );
  } catch (error) {
    const answer = await unstoredCharge(issuer, charge, error);
    throw answer instanceof ConditionFailed && answer.has('customer') ? customerUnusable() : answer;
  }
  return charge;
}

/**
 * The charge as stored; in live, a pending charge whose notice is overdue is asked about first,
 * and a payment it finds completes the charge's owner (`complete`).
 */
export async function getCharge(merchantId: string, id: string, complete: OwnerCompletion): Promise<Charge> {
  const charge = await findCharge(merchantId, id);
  if (!charge) throw notFound();
  return refreshLiveCharge(charge, complete);
}

/** The charge as stored, the PSP not asked: what a retry's rebuilt answer shows (lib/http/idempotency.ts). */
export async function storedCharge(merchantId: string, id: string): Promise<Charge> {
  const charge = await findCharge(merchantId, id);
  if (!charge) throw notFound();
  return charge;
}

/**
 * The merchant's charge that an id, a txid or a received Pix's endToEndId names (the dashboard's
 * search): the three look-ups side by side, at most two reads in series (a guard or a receipt,
 * then its charge). Another merchant's txid or endToEndId finds nothing.
 */
export async function findChargeByReference(
  merchantId: string,
  reference: string,
): Promise<Charge | undefined> {
  const [byId, byTxid, receipt] = await Promise.all([
    findCharge(merchantId, reference),
    findChargeByTxid(reference),
    findReceipt(merchantId, reference),
  ]);
  if (byId) return byId;
  if (byTxid?.merchantId === merchantId) return byTxid;
  return receipt ? findCharge(merchantId, receipt.chargeId) : undefined;
}

/** A list's filters as asked: a status, a customer, and São Paulo dates of creation (inclusive). */
export interface ChargeQuery {
  status?: ChargeFilters['status'];
  customerId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The merchant's charges, newest first, with the filters together. `from` and `to` bound the
 * creation instant by the business time zone's days, as the ledger's dates do; `to` before `from`
 * is a 422 on `to`.
 */
export function listCharges(merchantId: string, paging: CursorPaging, query: ChargeQuery, now: Date) {
  const { status, customerId, from, to } = query;
  let range: { start?: string; end?: string };
  try {
    range = rangeOf({ from, to }, config().businessTimeZone);
  } catch (error) {
    if (error instanceof Refusal) throw validationError(error.fields ?? []);
    throw error;
  }
  return listStoredCharges(
    merchantId,
    paging,
    { status, customerId, createdFrom: range.start, createdBefore: range.end },
    now,
  );
}

/** Why a transition from the charge's current state is refused, as the 400 the client gets. */
function refusal(charge: Charge, to: ChargeTransition, now: Date): ApiError | undefined {
  const status = effectiveStatus(charge, now);
  if (status === 'PENDING') return undefined;
  if (status === 'EXPIRED') return new ApiError(400, chargeMessages.expired, null, 'charge_expired');
  return new ApiError(400, chargeMessages.notPending(status), null, 'charge_not_pending');
}

/**
 * Read, check, write conditionally on the state read. The read only builds the event's data and
 * the refusal message: the write's condition is what decides, so of any number of racing
 * transitions exactly one succeeds. A failed condition is answered from a fresh read (the charge
 * moved on: 400); if the fresh read still allows the transition the write is tried again.
 */
async function transition(
  merchantId: string,
  id: string,
  to: ChargeTransition,
  options: {
    before?: (charge: Charge) => Promise<void>;
    /** The cents a payment takes (`PAID` only); the charge's amount when not given. */
    paidAmount?: (charge: Charge, now: Date) => number;
    /** Parts the transition's transaction carries beside the charge's own. */
    with?: (charge: Charge, now: Date) => Promise<Record<string, TransactItem | TransactItem[] | undefined>>;
    commit?: Commit | undefined;
  } = {},
): Promise<Charge> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = new Date();
    // A payment's fee and delay are read beside the charge (or cached): no round trip in series.
    const [charge, settings] = await Promise.all([
      findCharge(merchantId, id),
      to === 'PAID' ? creditSettings(merchantId) : undefined,
    ]);
    if (!charge) throw notFound();
    const refused = refusal(charge, to, now);
    if (refused) throw refused;
    await options.before?.(charge);
    const { update, event, after } = chargeTransition(
      charge,
      'PENDING',
      to,
      now,
      options.paidAmount?.(charge, now),
    );
    const others = (await options.with?.(charge, now)) ?? {};
    try {
      await transact({
        charge: update,
        event,
        ledger: to === 'PAID' ? ledgerWrites([chargePayment(after)], now, settings) : undefined,
        ...others,
        idempotency: options.commit?.({ kind: 'CHARGE', id }),
      });
      return after;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (!error.has('charge') && (error.has('checkout') || error.has('coupon'))) {
        throw new ApiError(400, chargeMessages.checkoutNotPayable, null, 'checkout_not_payable');
      }
      // The subscription moved on (cancelled, or its deadline passed): the fresh read says why.
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * `PENDING` -> `PAID`. The charge's owner completes in the same transaction (`complete`: a
 * checkout's charge completes its checkout, with the coupon use and the events), with `seen`, the
 * owner as the caller has just read it.
 */
export function payCharge<Read>(
  merchantId: string,
  id: string,
  complete: OwnerCompletion<Read>,
  seen?: Read,
  commit?: Commit,
  payment: { date?: string | undefined } = {},
) {
  // What the caller has just read serves the first attempt only: a retry follows a refused condition.
  let read: Read | undefined = seen;
  return transition(merchantId, id, 'PAID', {
    commit,
    before: async (charge) => {
      if (payment.date !== undefined) payableDay(charge, payment.date, new Date());
    },
    paidAmount: (charge, now) => amountDueAt(charge, now, payment.date),
    with: (charge, now) => {
      const parts = complete(charge, now, read);
      read = undefined;
      return parts;
    },
  });
}

/**
 * The sandbox's payment: only in `test` (a 404 in live, as if the route did not exist). A
 * due-date charge is paid the amount of `date` (a payable day; today when absent).
 */
export function simulateChargePayment(
  merchantId: string,
  id: string,
  complete: OwnerCompletion,
  commit?: Commit,
  date?: string | undefined,
) {
  if (config().environment !== 'test') throw notFound();
  return payCharge(merchantId, id, complete, undefined, commit, { date });
}

/** `date` when the charge is a due-date charge that can be paid on it, else the 400 saying why. */
function payableDay(charge: Charge, date: string, now: Date): string {
  if (!charge.due) throw new ApiError(400, chargeMessages.due.notDueCharge, null, 'not_due_date_charge');
  const days = payableDays(charge.due, now);
  if (!days) throw new ApiError(400, chargeMessages.due.noPayableDay, null, 'date_not_payable');
  if (date < days.first || date > days.last) {
    throw new ApiError(
      400,
      chargeMessages.due.dateNotPayable(days.first, days.last),
      [{ field: 'date', message: chargeMessages.due.dateNotPayableField, code: 'date_not_payable' }],
      'date_not_payable',
    );
  }
  return date;
}

/** What a due-date charge owes on `date` (today when absent): any day from today to its last. */
export async function chargeAmount(
  merchantId: string,
  id: string,
  date: string | undefined,
  now: Date = new Date(),
): Promise<AmountOwed> {
  const charge = await findCharge(merchantId, id);
  if (!charge) throw notFound();
  if (!charge.due) throw new ApiError(400, chargeMessages.due.notDueCharge, null, 'not_due_date_charge');
  const day = payableDay(charge, date ?? todayIn(charge.due.timeZone, now), now);
  return amountOwed(charge.amount, charge.due, day);
}

/**
 * `PENDING` -> `CANCELLED`; a checkout's charge is cancelled through its checkout (400). A code the
 * PSP finds paid meanwhile settles with its owner's completion (`complete`).
 */
export const cancelCharge = (
  merchantId: string,
  id: string,
  complete: OwnerCompletion,
  commit?: Commit,
): Promise<Charge> =>
  transition(merchantId, id, 'CANCELLED', {
    commit,
    before: async (charge) => {
      if (charge.checkoutId !== null)
        throw new ApiError(400, chargeMessages.inCheckout, null, 'charge_in_checkout');
      if (charge.subscriptionId)
        throw new ApiError(400, chargeMessages.inSubscription, null, 'charge_in_subscription');
      await cancelAtProvider(charge, complete);
    },
  });

/**
 * Stops the charge's code at the provider. A code the PSP finds already paid is settled from what
 * it received, completing its owner (`complete`); the cancel's conditional write then finds the
 * charge paid.
 */
export async function cancelAtProvider(charge: Charge, complete: OwnerCompletion): Promise<void> {
  let outcome;
  try {
    outcome = await (
      await requireProvider(charge.merchantId)
    ).cancel({
      chargeId: charge.id,
      txid: charge.txid,
      due: charge.due !== undefined,
    });
  } catch (error) {
    throw providerFailure(error);
  }
  if (!outcome.cancelled) for (const pix of outcome.paid) await settleReceived(charge, pix, complete);
}
