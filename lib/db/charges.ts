import {
  chargeListView,
  customerUnusable,
  effectiveStatus,
  eventTypeOf,
  newCharge,
  newTxid,
  transitioned,
  DEFAULT_EXPIRES_IN,
  type Charge,
  type ChargeStatus,
  type ChargeTransition,
  type NewChargeInput,
} from '../domain/charge.js';
import type { Checkout } from '../domain/checkout.js';
import type { CursorPaging, CursorPosition } from '../domain/cursor.js';
import { ApiError, notFound } from '../errors.js';
import { logger } from '../logger.js';
import { messages } from '../messages.js';
import { pixProvider, type CreatePixCharge, type PixIssuer } from '../pix/provider.js';
import { v7 as uuidv7 } from 'uuid';
import { tableName } from './client.js';
import { checkoutCompletionItems } from './checkouts.js';
import { eventPut } from './events.js';
import {
  checkWhileReading,
  counterDelta,
  getLive,
  OPTIMISTIC_ATTEMPTS,
  requestSent,
  type Deferred,
  type TransactItem,
} from './items.js';
import { keys } from './keys.js';
import { listWithStatus, sweepDue, type StatusFilters, type StatusListSpec } from './status-lists.js';
import {
  cancellationCodes,
  conditionFailedAt,
  transactWrite,
  TransactionRetriesExhausted,
} from './transact.js';

const c = messages.charges;

// Re-exported for the checkouts module, which reports the same cause for its own `customerId`.
export { customerUnusable };

// ---------------------------------------------------------------------------------------------
// Building blocks: the checkouts module composes these into its own transactions.

/** Position of each item in `newChargeItems`, for mapping a failed condition to its cause. */
export const NEW_CHARGE_ITEM = { charge: 0, txid: 1, counter: 2, event: 3 } as const;

/**
 * The stored item of a new charge. GSI2 (status) and GSI3 (customer) serve the list filters; GSI4
 * (due) makes a standalone pending charge visible to the expiry sweeper. A checkout's charge gets
 * no GSI4 entry: its checkout's sweep expires both in one transaction.
 */
function chargeItem(charge: Charge): Record<string, unknown> {
  return {
    ...keys.entity('CHARGE', charge.merchantId, charge.id),
    ...keys.listIndex('CHARGE', charge.merchantId, charge.createdAt, charge.id),
    ...keys.statusIndex('CHARGE', charge.merchantId, charge.status, charge.createdAt, charge.id),
    ...(charge.customerId === null
      ? {}
      : keys.customerIndex('CHARGE', charge.merchantId, charge.customerId, charge.createdAt, charge.id)),
    ...(charge.status === 'PENDING' && charge.checkoutId === null
      ? keys.dueIndex('CHARGE', charge.expiresAt, charge.merchantId, charge.id)
      : {}),
    entity: 'CHARGE',
    ...charge,
  };
}

/**
 * A new pending charge: the charge, its txid guard (`{merchantId, chargeId}`, so a PSP notice that
 * names only the txid finds its charge; the condition makes the txid unique), the merchant's
 * charge counter and the `charge.created` event, in this order (`NEW_CHARGE_ITEM`), then its QR
 * code image (`keys.chargeQrCode`), drawn here once for every read of the charge.
 */
export function newChargeItems(charge: Charge, now: Date): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: chargeItem(charge),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.pixTxid(charge.txid), merchantId: charge.merchantId, chargeId: charge.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    counterDelta('CHARGE', charge.merchantId, 1),
    ...eventPut(charge.merchantId, 'charge.created', chargeListView(charge, now), now).items,
  ];
}

/**
 * The customer must be a live customer of the merchant when the charge is written: checked by
 * the transaction itself, so a customer removed a moment before cannot slip in from a stale read.
 */
export const customerCheckItem = (merchantId: string, customerId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.entity('CUSTOMER', merchantId, customerId),
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
  },
});

/**
 * A transition as ONE conditional update on the state it leaves, plus its event (and the event's
 * day counter): `[update, ...event items]`.
 * Leaving `PENDING` also checks the clock the way readers do (paying or cancelling needs
 * `expiresAt` still ahead, expiring needs it passed), drops the GSI4 entry and moves GSI2.
 * `charge` is the stored charge as read; the event carries the charge after the change, in the
 * list view (no QR code image: events stay small).
 */
export function chargeTransitionItems(
  charge: Charge,
  from: ChargeStatus,
  to: ChargeTransition,
  now: Date,
): TransactItem[] {
  const after = transitioned(charge, to, now);
  const leavesPending = from === 'PENDING';
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':from': from,
    ':to': to,
    ':updatedAt': after.updatedAt,
    ':one': 1,
    ':gsi2pk': keys.statusIndex('CHARGE', charge.merchantId, to, charge.createdAt, charge.id).GSI2PK,
  };
  const sets = ['#status = :to', 'updatedAt = :updatedAt', 'GSI2PK = :gsi2pk'];
  const stamp = { PAID: 'paidAt', CANCELLED: 'cancelledAt', REFUNDED: 'refundedAt', EXPIRED: undefined }[to];
  if (stamp !== undefined) {
    sets.push(`${stamp} = :stamp`);
    values[':stamp'] = now.toISOString();
  }
  let condition = '#status = :from';
  if (leavesPending) {
    values[':now'] = now.toISOString();
    condition += to === 'EXPIRED' ? ' AND expiresAt <= :now' : ' AND expiresAt > :now';
  }
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.entity('CHARGE', charge.merchantId, charge.id),
        UpdateExpression: `SET ${sets.join(', ')} ADD version :one${leavesPending ? ' REMOVE GSI4PK, GSI4SK' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...eventPut(charge.merchantId, eventTypeOf(to), chargeListView(after, now), now).items,
  ];
}

// ---------------------------------------------------------------------------------------------
// Operations.

/** What the provider is asked to issue for a new charge: a new id and our own txid. */
const pixRequestFor = (merchantId: string, input: NewChargeInput): CreatePixCharge => ({
  merchantId,
  chargeId: uuidv7(),
  txid: newTxid(),
  amountCents: input.amount,
  expiresIn: input.expiresIn ?? DEFAULT_EXPIRES_IN,
  description: input.description ?? null,
});

const issued = async (issue: PixIssuer, request: CreatePixCharge, input: NewChargeInput, now: Date) => {
  const { brCode } = await issue(request);
  return newCharge(request.merchantId, request.chargeId, input, { txid: request.txid, brCode }, now);
};

/**
 * A new charge, ready to be written: id, our txid, and the provider's BR Code for it. The
 * provider is asked first (in live the PSP's `pixCopiaECola` must be stored with the charge);
 * since the txid is ours, a retry names the same charge at the PSP.
 *
 * What the provider needs of the merchant alone (the sandbox's read of its Pix identity) does not
 * depend on the body, so it is sent first and the rest is done while it is out: checking the body
 * (`input` as a function; a body refused there costs that one read), and drawing the QR code
 * image, which is written with the charge. The image is drawn for the code the provider expects
 * to answer (the sandbox, for a merchant whose identity this process read before; never the PSP's)
 * and kept by its code, so it is used only if the issued code is that one. Together ~0.5 ms that
 * would otherwise wait for the read.
 */
export async function prepareCharge(
  merchantId: string,
  input: Deferred<NewChargeInput>,
  now: Date,
): Promise<Charge> {
  // A refused body is answered before a missing provider (503), as the checkouts do.
  const providing = pixProvider();
  const issuing = providing.then((provider) => provider.issuerFor(merchantId));
  const checked = await checkWhileReading(input, issuing);
  await providing;
  const request = pixRequestFor(merchantId, checked);
  return issued(await issuing, request, checked, now);
}

export type ChargeIssuer = (input: NewChargeInput, now: Date) => Promise<Charge>;

/**
 * `prepareCharge` in two parts: what the provider needs of the merchant alone (in the sandbox, one
 * read of its Pix identity) starts now, beside the caller's own reads; the returned function
 * issues charges once the amount is known.
 */
export async function chargeIssuer(merchantId: string): Promise<ChargeIssuer> {
  const issue = await (await pixProvider()).issuerFor(merchantId);
  return (input, now) => issued(issue, pixRequestFor(merchantId, input), input, now);
}

/**
 * The caller's own work on the charge, done while its write is in flight rather than after it
 * (a transition's QR code image, ~0.2 ms; a new charge's answer): it costs the request nothing
 * beside a round trip. The charge is the one being written; the work is thrown away if the write
 * fails.
 */
export type WhileWriting = (charge: Charge) => void;

/** `transactWrite(items)`, with the caller's `whileWriting(charge)` done once the request is out. */
async function writeWhile(items: TransactItem[], charge: Charge, whileWriting: WhileWriting | undefined) {
  const write = transactWrite(items);
  if (whileWriting) {
    // Handled here too, so a write that fails while the caller works is not "unhandled".
    write.catch(() => undefined);
    // The SDK sends the request over a few microtask turns: the work starts once it is out.
    await requestSent();
    try {
      whileWriting(charge);
    } catch {
      // Only ahead of time: the caller does it again once the write is answered.
    }
  }
  await write;
}

/** One TransactWriteItems: charge, txid guard, counter, event, and the customer check. */
export async function createCharge(
  merchantId: string,
  input: Deferred<NewChargeInput>,
  now: Date = new Date(),
  whileWriting?: WhileWriting,
): Promise<Charge> {
  const charge = await prepareCharge(merchantId, input, now);
  const items = newChargeItems(charge, now);
  const customerAt =
    charge.customerId === null ? -1 : items.push(customerCheckItem(merchantId, charge.customerId)) - 1;
  try {
    await writeWhile(items, charge, whileWriting);
  } catch (error) {
    if (customerAt >= 0 && conditionFailedAt(error, customerAt)) throw customerUnusable();
    throw error;
  }
  return charge;
}

export const findCharge = (merchantId: string, id: string): Promise<Charge | undefined> =>
  getLive<Charge>('CHARGE', merchantId, id);

export const getCharge = async (merchantId: string, id: string): Promise<Charge> =>
  (await findCharge(merchantId, id)) ?? Promise.reject(notFound());

/** Why a transition from the charge's current state is refused, as the 400 the client gets. */
function refusal(charge: Charge, to: ChargeTransition, now: Date): ApiError | undefined {
  const status = effectiveStatus(charge, now);
  if (to === 'REFUNDED') {
    return status === 'PAID' ? undefined : new ApiError(400, c.notPaid(status), null, 'charge_not_paid');
  }
  if (status === 'PENDING') return undefined;
  if (status === 'EXPIRED') return new ApiError(400, c.expired, null, 'charge_expired');
  return new ApiError(400, c.notPending(status), null, 'charge_not_pending');
}

type ExtraItems = (charge: Charge, now: Date) => Promise<TransactItem[]>;

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
    before?: (charge: Charge) => Promise<void> | void;
    extra?: ExtraItems;
    whileWriting?: WhileWriting | undefined;
  } = {},
): Promise<Charge> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = new Date();
    const charge = await getCharge(merchantId, id);
    const refused = refusal(charge, to, now);
    if (refused) throw refused;
    await options.before?.(charge);
    const from: ChargeStatus = to === 'REFUNDED' ? 'PAID' : 'PENDING';
    const own = chargeTransitionItems(charge, from, to, now);
    const items = [...own, ...((await options.extra?.(charge, now)) ?? [])];
    try {
      await writeWhile(items, charge, options.whileWriting);
      return transitioned(charge, to, now);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes === undefined || !codes.includes('ConditionalCheckFailed')) throw error;
      // Beyond the charge's own items: an item of the caller's (the checkout), which refused.
      if (!conditionFailedAt(error, 0) && codes.indexOf('ConditionalCheckFailed') >= own.length) {
        throw new ApiError(400, c.checkoutNotPayable, null, 'checkout_not_payable');
      }
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/**
 * `PENDING` -> `PAID`. A checkout's charge completes its checkout (checkout, coupon use, events)
 * in the same transaction, with the items the checkouts module builds.
 */
export function payCharge(
  merchantId: string,
  id: string,
  checkoutRead?: Checkout,
  whileWriting?: WhileWriting,
): Promise<Charge> {
  // The caller's checkout serves the first attempt only: a retry follows a refused condition.
  let read = checkoutRead;
  return transition(merchantId, id, 'PAID', {
    whileWriting,
    extra: (charge, now) => {
      const items = checkoutItemsFor(charge, now, read);
      read = undefined;
      return items;
    },
  });
}

/** A standalone charge adds nothing; a checkout's adds its checkout's completion. */
const checkoutItemsFor = (charge: Charge, now: Date, read?: Checkout): Promise<TransactItem[]> =>
  charge.checkoutId === null
    ? Promise.resolve([])
    : checkoutCompletionItems(charge.merchantId, charge.checkoutId, charge.id, now, read);

/** `PENDING` -> `CANCELLED`; a checkout's charge is cancelled through its checkout (400). */
export const cancelCharge = (merchantId: string, id: string, whileWriting?: WhileWriting): Promise<Charge> =>
  transition(merchantId, id, 'CANCELLED', {
    whileWriting,
    before: async (charge) => {
      if (charge.checkoutId !== null) throw new ApiError(400, c.inCheckout, null, 'charge_in_checkout');
      const provider = await pixProvider();
      await provider.cancel({ merchantId, chargeId: charge.id, txid: charge.txid });
    },
  });

/** `PAID` -> `REFUNDED`, the whole amount. */
export const refundCharge = (merchantId: string, id: string, whileWriting?: WhileWriting): Promise<Charge> =>
  transition(merchantId, id, 'REFUNDED', {
    whileWriting,
    before: async (charge) => {
      const provider = await pixProvider();
      await provider.refund({
        merchantId,
        chargeId: charge.id,
        txid: charge.txid,
        amountCents: charge.amount,
        refundId: charge.id,
      });
    },
  });

// ---------------------------------------------------------------------------------------------
// Lists and expiry sweep (shared with checkouts: lib/db/status-lists.ts).

export type ChargeFilters = StatusFilters<ChargeStatus>;

const CHARGE_LISTS: StatusListSpec<ChargeStatus> = {
  entity: 'CHARGE',
  waiting: 'PENDING',
  expired: 'EXPIRED',
  effectiveStatus,
};

/** Unfiltered: the list index and the counter; filtered: only the matching index partitions. */
export async function listCharges(
  merchantId: string,
  paging: CursorPaging,
  filters: ChargeFilters,
  now: Date = new Date(),
): Promise<{ charges: Charge[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } = await listWithStatus<ChargeStatus, Charge>(
    CHARGE_LISTS,
    merchantId,
    paging,
    filters,
    now,
  );
  return { charges: items, total, next };
}

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
    (charge) => expireOne(charge, now),
    (charge) => charge.checkoutId === null,
  );

async function expireOne(charge: Charge, now: Date): Promise<boolean> {
  try {
    await transactWrite(chargeTransitionItems(charge, 'PENDING', 'EXPIRED', now));
    return true;
  } catch (error) {
    // Paid or cancelled since the index was read (the index lags the table): nothing to expire.
    if (conditionFailedAt(error, 0)) return false;
    logger.warn('charge expiry failed; the next sweep retries', {
      chargeId: charge.id,
      error: error as Error,
    });
    return false;
  }
}
