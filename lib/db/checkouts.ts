import { hash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Charge } from '../domain/charge.js';
import {
  applyDiscount,
  checkoutCoupon,
  checkoutLines,
  checkoutView,
  couponRefusal,
  effectiveStatus,
  MAX_REFUSED_COUPONS,
  MAX_TOTAL_CENTS,
  MIN_TOTAL_CENTS,
  refusalMessage,
  type Checkout,
  type CheckoutStatus,
  type CouponRefusal,
  type CreateCheckoutBody,
} from '../domain/checkout.js';
import type { Coupon } from '../domain/coupon.js';
import { storedMetadata } from '../domain/metadata.js';
import type { CursorPaging, CursorPosition } from '../domain/cursor.js';
import type { Product } from '../domain/product.js';
import { ApiError, notFound } from '../errors.js';
import { logger } from '../logger.js';
import { messages } from '../messages.js';
import { paymentUrl } from '../payment-page/url.js';
import { pixProvider } from '../pix/provider.js';
import { v7 as uuidv7 } from 'uuid';
import {
  chargeTransitionItems,
  customerCheckItem,
  chargeIssuer,
  customerUnusable,
  getCharge,
  newChargeItems,
} from './charges.js';
import { consistentItems, itemKey } from './batch.js';
import { dynamo, tableName } from './client.js';
import { eventPut } from './events.js';
import {
  counterDelta,
  fromItem,
  getGuardOwner,
  getLive,
  OPTIMISTIC_ATTEMPTS,
  toItem,
  type TransactItem,
} from './items.js';
import { keys, type TableKey } from './keys.js';
import { listWithStatus, sweepDue, type StatusFilters, type StatusListSpec } from './status-lists.js';
import {
  cancellationCodes,
  conditionFailedAt,
  transactWrite,
  TransactionRetriesExhausted,
} from './transact.js';

const m = messages.checkouts;

// ---------------------------------------------------------------------------------------------
// Payment token: the payer's only credential. 32 random bytes (256 bits), unrelated to the id;
// only its SHA-256 is stored, as the key of a pointer item, so a table read leaks no usable link.

export const newPaymentToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => hash('sha256', token, 'hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------------------------------------
// Coupon reservation. The coupon item keeps `claimedCount` = uses + reservations, and each
// reservation is ONE conditional update on the coupon in the checkout's transaction: the
// condition (`claimedCount < maxUses`, active, in its period, not removed, still this code) is
// evaluated by DynamoDB on the stored coupon, so no stale read can let a use through. Every
// update also bumps `version`, so the coupon update route (a Put conditioned on the version it
// read) retries instead of overwriting the counts.

const couponKey = (merchantId: string, couponId: string) => keys.entity('COUPON', merchantId, couponId);

function reserveCouponItem(merchantId: string, coupon: Pick<Coupon, 'id' | 'code'>, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: couponKey(merchantId, coupon.id),
      UpdateExpression: 'SET claimedCount = if_not_exists(claimedCount, usedCount) + :one ADD version :one',
      // Instants are ISO strings; a year past 9999 is written `+010000-…`, which sorts before any
      // four-digit year, hence the begins_with escapes (such a start is never reached, such an end never passes).
      ConditionExpression: [
        'attribute_exists(PK)',
        'attribute_not_exists(deletedAt)',
        '#status = :active',
        'code = :code',
        '(attribute_type(maxUses, :null) OR claimedCount < maxUses OR (attribute_not_exists(claimedCount) AND usedCount < maxUses))',
        '(attribute_type(startsAt, :null) OR (startsAt <= :now AND NOT begins_with(startsAt, :plus)))',
        '(attribute_type(expiresAt, :null) OR expiresAt >= :now OR begins_with(expiresAt, :plus))',
      ].join(' AND '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':active': 'ACTIVE',
        ':code': coupon.code,
        ':null': 'NULL',
        ':now': now.toISOString(),
        ':plus': '+',
      },
    },
  };
}

/** A reservation becomes a use: `usedCount` grows, `claimedCount` (uses + reservations) stays. */
const useCouponItem = (merchantId: string, couponId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: couponKey(merchantId, couponId),
    UpdateExpression: 'SET usedCount = usedCount + :one ADD version :one',
    ConditionExpression: 'attribute_exists(claimedCount) AND claimedCount > usedCount',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** A checkout that ends unpaid gives its reserved use back. */
const releaseCouponItem = (merchantId: string, couponId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: couponKey(merchantId, couponId),
    UpdateExpression: 'SET claimedCount = claimedCount - :one ADD version :one',
    ConditionExpression: 'attribute_exists(claimedCount) AND claimedCount > usedCount',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** The merchant's live coupon holding `code` (two reads: the code's guard, then the coupon). */
async function couponByCode(merchantId: string, code: string): Promise<Coupon | undefined> {
  const owner = await getGuardOwner(keys.couponCode(merchantId, code));
  if (owner === undefined) return undefined;
  const coupon = await getLive<Coupon>('COUPON', merchantId, owner);
  return coupon?.code === code ? coupon : undefined;
}

const refusedCoupon = (reason: CouponRefusal, field: string): ApiError =>
  new ApiError(400, m.couponUnavailable, [{ field, message: refusalMessage[reason], code: reason }], reason);

const totalBelowMinimum = (field: string): ApiError =>
  new ApiError(
    400,
    m.totalBelowMinimumMessage,
    [{ field, message: m.totalBelowMinimum, code: 'checkout_total_below_minimum' }],
    'checkout_total_below_minimum',
  );

// ---------------------------------------------------------------------------------------------
// Items.

/**
 * The stored checkout: GSI1 (list), GSI2 (status filter), GSI3 (customer filter) and, while open,
 * GSI4 (the expiry sweeper).
 */
function checkoutItem(checkout: Checkout): Record<string, unknown> {
  return {
    ...toItem('CHECKOUT', checkout),
    ...keys.statusIndex('CHECKOUT', checkout.merchantId, checkout.status, checkout.createdAt, checkout.id),
    ...(checkout.customerId === null
      ? {}
      : keys.customerIndex(
          'CHECKOUT',
          checkout.merchantId,
          checkout.customerId,
          checkout.createdAt,
          checkout.id,
        )),
    ...(checkout.status === 'OPEN'
      ? keys.dueIndex('CHECKOUT', checkout.expiresAt, checkout.merchantId, checkout.id)
      : {}),
  };
}

type Ending = 'COMPLETED' | 'EXPIRED' | 'CANCELLED';

function ended(checkout: Checkout, to: Ending, now: Date): Checkout {
  const timestamp = now.toISOString();
  return {
    ...checkout,
    status: to,
    completedAt: to === 'COMPLETED' ? timestamp : checkout.completedAt,
    cancelledAt: to === 'CANCELLED' ? timestamp : checkout.cancelledAt,
    // An expiry happened at expiresAt, whenever the sweeper gets to it (as for charges).
    expiredAt: to === 'EXPIRED' ? checkout.expiresAt : checkout.expiredAt,
    updatedAt: to === 'EXPIRED' ? checkout.expiresAt : timestamp,
    version: checkout.version + 1,
  };
}

const EVENT_OF: Record<Ending, 'checkout.completed' | 'checkout.expired' | 'checkout.cancelled'> = {
  COMPLETED: 'checkout.completed',
  EXPIRED: 'checkout.expired',
  CANCELLED: 'checkout.cancelled',
};

/**
 * OPEN -> `to` as ONE conditional update on the state it leaves (and on the charge it was read
 * with, so a checkout whose charge was replaced by a coupon meanwhile is not ended against the
 * old one), with the clock checked as readers check it; the coupon reservation turned into a use
 * or released; the checkout's event. `[checkout, coupon?, event]`.
 */
function endingItems(checkout: Checkout, chargeId: string, to: Ending, now: Date): TransactItem[] {
  const after = ended(checkout, to, now);
  const values: Record<string, unknown> = {
    ':open': 'OPEN',
    ':to': to,
    ':charge': chargeId,
    ':now': now.toISOString(),
    ':updatedAt': after.updatedAt,
    ':one': 1,
    ':gsi2pk': keys.statusIndex('CHECKOUT', checkout.merchantId, to, checkout.createdAt, checkout.id).GSI2PK,
  };
  const stamp = { COMPLETED: 'completedAt', CANCELLED: 'cancelledAt', EXPIRED: 'expiredAt' }[to];
  values[':stamp'] = to === 'EXPIRED' ? checkout.expiresAt : now.toISOString();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.entity('CHECKOUT', checkout.merchantId, checkout.id),
        UpdateExpression: `SET #status = :to, updatedAt = :updatedAt, ${stamp} = :stamp, GSI2PK = :gsi2pk ADD version :one REMOVE GSI4PK, GSI4SK`,
        ConditionExpression: `#status = :open AND chargeId = :charge AND expiresAt ${to === 'EXPIRED' ? '<=' : '>'} :now`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (checkout.coupon !== null) {
    items.push(
      to === 'COMPLETED'
        ? useCouponItem(checkout.merchantId, checkout.coupon.id)
        : releaseCouponItem(checkout.merchantId, checkout.coupon.id),
    );
  }
  items.push(...eventPut(checkout.merchantId, EVENT_OF[to], checkoutView(after, now), now).items);
  return items;
}

// ---------------------------------------------------------------------------------------------
// Reads.

export const findCheckout = (merchantId: string, id: string): Promise<Checkout | undefined> =>
  getLive<Checkout>('CHECKOUT', merchantId, id);

export const getCheckout = async (merchantId: string, id: string): Promise<Checkout> =>
  (await findCheckout(merchantId, id)) ?? Promise.reject(notFound());

/** The payment token's pointer: whose checkout it opens (undefined: unknown or malformed token). */
async function tokenPointer(token: string): Promise<{ merchantId: string; checkoutId: string } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.paymentToken(tokenHash(token)),
      ConsistentRead: true,
    }),
  );
  return Item ? { merchantId: String(Item.merchantId), checkoutId: String(Item.checkoutId) } : undefined;
}

/** The checkout a payment token opens, or undefined (unknown or malformed token). */
export async function checkoutByToken(token: string): Promise<Checkout | undefined> {
  const pointer = await tokenPointer(token);
  return pointer && findCheckout(pointer.merchantId, pointer.checkoutId);
}

/** The live (not removed) item at `key` of a `consistentItems` answer. */
function liveIn<T>(found: Map<string, Record<string, unknown>>, key: TableKey | undefined): T | undefined {
  const item = key === undefined ? undefined : found.get(itemKey(key));
  return item === undefined || item.deletedAt !== undefined ? undefined : fromItem<T>(item);
}

/** Live products by id, in one consistent BatchGetItem. */
async function productsByIds(merchantId: string, ids: string[]): Promise<Map<string, Product>> {
  const found = await consistentItems(ids.map((id) => keys.entity('PRODUCT', merchantId, id)));
  const live = [...found.values()]
    .filter((item) => item.deletedAt === undefined)
    .map((item) => fromItem<Product>(item));
  return new Map(live.map((product) => [product.id, product]));
}

// ---------------------------------------------------------------------------------------------
// Create.

/**
 * Product and coupon reads, beside the provider's read of the merchant (its Pix identity in the
 * sandbox), then ONE TransactWriteItems: the checkout, its counter, the payment token's pointer,
 * its Pix charge (charge, txid guard, counter, `charge.created`), the coupon reservation, the
 * customer check and `checkout.created`. A coupon whose condition fails is re-read to name the
 * reason; if the fresh coupon is available again (a reservation was released in between) the
 * write is tried again with the same charge: the charge is issued at the provider once (in live,
 * one cob), again only if the fresh coupon changes the total, and retired there when the checkout
 * is refused after it was issued.
 */
export async function createCheckout(
  merchantId: string,
  body: CreateCheckoutBody,
  publicBase: string,
): Promise<{ checkout: Checkout; url: string }> {
  const ids = body.items.map((item) => item.productId);
  const issuer = chargeIssuer(merchantId);
  // Its failure (no provider: 503) is answered where the charge is issued, after the request's
  // own refusals, as before the read was started early.
  issuer.catch(() => undefined);
  const [products, firstCoupon] = await Promise.all([
    productsByIds(merchantId, ids),
    body.couponCode ? couponByCode(merchantId, body.couponCode) : Promise.resolve(undefined),
  ]);
  const unusable = body.items.flatMap((item, index) =>
    products.get(item.productId)?.status === 'ACTIVE'
      ? []
      : [{ field: `items[${index}].productId`, message: m.productUnusable, code: 'product_unusable' }],
  );
  if (unusable.length > 0) throw new ApiError(400, m.productsUnusable, unusable, 'product_unusable');
  const lines = checkoutLines(body.items, products);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);

  const id = uuidv7();
  const token = newPaymentToken();
  const expiresIn = body.expiresIn ?? 86_400;
  let coupon = firstCoupon;
  let charge: Charge | undefined;
  try {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const now = new Date();
      if (body.couponCode) {
        const reason = couponRefusal(coupon, now);
        if (reason) throw refusedCoupon(reason, 'couponCode');
      }
      const totals = applyDiscount(subtotal, coupon ?? null);
      if (totals.total < MIN_TOTAL_CENTS) throw totalBelowMinimum('couponCode');
      if (totals.total > MAX_TOTAL_CENTS) {
        throw new ApiError(
          400,
          m.totalAboveMaximumMessage,
          [{ field: 'items', message: m.totalAboveMaximum, code: 'checkout_total_too_large' }],
          'checkout_total_too_large',
        );
      }
      if (charge?.amount !== totals.total) {
        // The fresh coupon changed the total: the charge issued for the old one is replaced.
        const replaced = charge;
        charge = undefined;
        if (replaced) await retireAtProvider(replaced);
        const issue = await issuer;
        charge = await issue(
          { amount: totals.total, customerId: body.customerId ?? null, expiresIn, checkoutId: id },
          now,
        );
      }
      const timestamp = now.toISOString();
      const checkout: Checkout = {
        id,
        merchantId,
        status: 'OPEN',
        items: lines,
        ...totals,
        coupon: coupon ? checkoutCoupon(coupon) : null,
        customerId: body.customerId ?? null,
        allowCoupons: body.couponCode ? false : (body.allowCoupons ?? false),
        returnUrl: body.returnUrl ?? null,
        completionUrl: body.completionUrl ?? null,
        chargeId: charge.id,
        tokenHash: tokenHash(token),
        expiresAt: charge.expiresAt,
        completedAt: null,
        cancelledAt: null,
        expiredAt: null,
        refusedCoupons: 0,
        metadata: storedMetadata(body.metadata),
        createdAt: timestamp,
        updatedAt: timestamp,
        version: 1,
      };
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName(),
            Item: checkoutItem(checkout),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        counterDelta('CHECKOUT', merchantId, 1),
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.paymentToken(checkout.tokenHash), merchantId, checkoutId: id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...newChargeItems(charge, now),
        ...eventPut(merchantId, 'checkout.created', checkoutView(checkout, now), now).items,
      ];
      const couponAt = coupon ? items.push(reserveCouponItem(merchantId, coupon, now)) - 1 : -1;
      const customerAt = checkout.customerId
        ? items.push(customerCheckItem(merchantId, checkout.customerId)) - 1
        : -1;
      try {
        await transactWrite(items);
        return { checkout, url: paymentUrl(publicBase, token) };
      } catch (error) {
        if (customerAt >= 0 && conditionFailedAt(error, customerAt)) throw customerUnusable();
        if (couponAt >= 0 && conditionFailedAt(error, couponAt)) {
          coupon = await couponByCode(merchantId, body.couponCode!);
          continue;
        }
        // Any other failure may have been written (a lost answer): the charge stays.
        charge = undefined;
        throw error;
      }
    }
    throw new TransactionRetriesExhausted(undefined);
  } catch (error) {
    // Refused after the charge was issued and before anything was written: its code must not
    // stay payable at the provider (in live, an orphan cob).
    if (charge) await retireAtProvider(charge);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Transitions.

/**
 * What `payCharge` appends to its transaction when the paid charge is a checkout's: the checkout
 * OPEN -> COMPLETED (conditional on it still being open with this charge), the coupon reservation
 * turned into a use, and `checkout.completed`.
 */
export async function checkoutCompletionItems(
  merchantId: string,
  checkoutId: string,
  chargeId: string,
  now: Date,
  read?: Checkout,
): Promise<TransactItem[]> {
  // A caller that has just read the checkout (the page, by its token) spares the second read;
  // the write's condition still decides.
  const checkout = read?.id === checkoutId ? read : await findCheckout(merchantId, checkoutId);
  if (!checkout || checkout.chargeId !== chargeId || effectiveStatus(checkout, now) !== 'OPEN') {
    throw new ApiError(
      400,
      m.notOpen(checkout ? effectiveStatus(checkout, now) : 'CANCELLED'),
      null,
      'checkout_not_open',
    );
  }
  return endingItems(checkout, chargeId, 'COMPLETED', now);
}

/**
 * OPEN -> CANCELLED or EXPIRED: the checkout, its current charge (with the charge's event), the
 * coupon released, and the checkout's event, in one transaction. A failed condition is answered
 * from a fresh read.
 */
async function endUnpaid(
  merchantId: string,
  id: string,
  to: 'CANCELLED' | 'EXPIRED',
  now: () => Date,
): Promise<Checkout> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const at = now();
    const checkout = await getCheckout(merchantId, id);
    const status = effectiveStatus(checkout, at);
    const expected: CheckoutStatus = to === 'CANCELLED' ? 'OPEN' : 'EXPIRED';
    if (status !== expected || checkout.status !== 'OPEN') {
      throw new ApiError(400, m.notOpen(status), null, 'checkout_not_open');
    }
    const charge = await getCharge(merchantId, checkout.chargeId);
    if (to === 'CANCELLED') {
      const provider = await pixProvider();
      await provider.cancel({ merchantId, chargeId: charge.id, txid: charge.txid });
    }
    const items = [
      ...endingItems(checkout, charge.id, to, at),
      ...(charge.status === 'PENDING' ? chargeTransitionItems(charge, 'PENDING', to, at) : []),
    ];
    try {
      await transactWrite(items);
      return ended(checkout, to, at);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes === undefined || !codes.includes('ConditionalCheckFailed')) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

export const cancelCheckout = (merchantId: string, id: string): Promise<Checkout> =>
  endUnpaid(merchantId, id, 'CANCELLED', () => new Date());

export const expireCheckout = (merchantId: string, id: string, now: Date): Promise<Checkout> =>
  endUnpaid(merchantId, id, 'EXPIRED', () => now);

// ---------------------------------------------------------------------------------------------
// The hosted page's coupon.

/**
 * The payer's code on the page: one transaction replaces the checkout's totals and charge (the
 * old charge cancelled with its event, a new one for the new total with the same expiry) and
 * reserves the coupon. A refused code is counted on the checkout (a conditional ADD); from the
 * tenth on the page answers 429 without looking at codes any more. Reads: the token's pointer,
 * then the checkout with the code's guard (one BatchGetItem) beside the provider's read of the
 * merchant, then the coupon with the current charge (one BatchGetItem). The new charge is issued
 * at the provider once, as in `createCheckout`.
 */
export async function applyPageCoupon(token: string, code: string): Promise<Checkout> {
  const field = 'code';
  const pointer = await tokenPointer(token);
  if (!pointer) throw notFound();
  const { merchantId } = pointer;
  const issuer = chargeIssuer(merchantId);
  // Its failure (no provider: 503) is answered where the charge is issued, after the refusals.
  issuer.catch(() => undefined);
  const checkoutKey = keys.entity('CHECKOUT', merchantId, pointer.checkoutId);
  const guardKey = keys.couponCode(merchantId, code);
  const pp = messages.paymentPage;
  let charge: Charge | undefined;
  try {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const now = new Date();
      // The guard is read beside the checkout, but only looked at once the checkout accepts codes.
      const first = await consistentItems([checkoutKey, guardKey]);
      const checkout = liveIn<Checkout>(first, checkoutKey);
      if (!checkout) throw notFound();
      const status = effectiveStatus(checkout, now);
      if (status !== 'OPEN') throw new ApiError(400, m.notOpen(status), null, 'checkout_not_open');
      if (!checkout.allowCoupons) throw new ApiError(400, pp.couponNotAllowed, null, 'coupon_not_allowed');
      if (checkout.coupon !== null)
        throw new ApiError(400, pp.couponAlreadyApplied, null, 'coupon_already_applied');
      if (checkout.refusedCoupons >= MAX_REFUSED_COUPONS) throw tooManyCoupons();
      const owner = first.get(itemKey(guardKey))?.ownerId as string | undefined;
      const ownerKey = owner === undefined ? undefined : couponKey(merchantId, owner);
      const chargeKey = keys.entity('CHARGE', merchantId, checkout.chargeId);
      const second = await consistentItems(ownerKey ? [ownerKey, chargeKey] : [chargeKey]);
      const held = liveIn<Coupon>(second, ownerKey);
      const coupon = held?.code === code ? held : undefined;
      const oldCharge = liveIn<Charge>(second, chargeKey);
      if (!oldCharge) throw notFound();
      const reason = couponRefusal(coupon, now);
      const totals = applyDiscount(checkout.subtotal, coupon ?? null);
      if (reason || totals.total < MIN_TOTAL_CENTS) {
        await countRefusal(checkout);
        throw reason ? refusedCoupon(reason, field) : totalBelowMinimum(field);
      }
      if (charge?.amount !== totals.total) {
        const replaced = charge;
        charge = undefined;
        if (replaced) await retireAtProvider(replaced);
        const issue = await issuer;
        const issued = await issue(
          {
            amount: totals.total,
            customerId: checkout.customerId,
            expiresIn: Math.max(1, Math.ceil((Date.parse(checkout.expiresAt) - now.getTime()) / 1000)),
            checkoutId: checkout.id,
          },
          now,
        );
        charge = { ...issued, expiresAt: checkout.expiresAt };
      }
      const next: Checkout = {
        ...checkout,
        ...totals,
        coupon: checkoutCoupon(coupon!),
        chargeId: charge.id,
        updatedAt: now.toISOString(),
        version: checkout.version + 1,
      };
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName(),
            Item: checkoutItem(next),
            ConditionExpression: 'version = :read AND #status = :open AND chargeId = :charge',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':read': checkout.version,
              ':open': 'OPEN',
              ':charge': oldCharge.id,
            },
          },
        },
        reserveCouponItem(merchantId, coupon!, now),
        ...chargeTransitionItems(oldCharge, 'PENDING', 'CANCELLED', now),
        ...newChargeItems(charge, now),
      ];
      try {
        await transactWrite(items);
      } catch (error) {
        if (conditionFailedAt(error, 1) && !conditionFailedAt(error, 0)) {
          // The coupon changed under us: judge it again on a fresh read.
          const fresh = await couponByCode(merchantId, code);
          const freshReason = couponRefusal(fresh, new Date());
          if (freshReason) {
            await countRefusal(checkout);
            throw refusedCoupon(freshReason, field);
          }
          continue;
        }
        const codes = cancellationCodes(error);
        if (codes === undefined || !codes.includes('ConditionalCheckFailed')) {
          // Not a refusal: it may have been written (a lost answer), so the new charge stays.
          charge = undefined;
          throw error;
        }
        continue;
      }
      await retireAtProvider(oldCharge);
      return next;
    }
    throw new TransactionRetriesExhausted(undefined);
  } catch (error) {
    // Refused after the new charge was issued, with nothing written: its code must not stay
    // payable at the provider (in live, an orphan cob).
    if (charge) await retireAtProvider(charge);
    throw error;
  }
}

/**
 * The replaced charge's code must stop being payable at the PSP too (in live, a `cob`), or a payer
 * who scanned it before the coupon would pay the old total into a cancelled charge (recorded for
 * refund). Done after the transaction, so a refused coupon never leaves the page with a dead code;
 * a PSP that fails here is logged, and a payment it still takes is recorded for refund.
 */
async function retireAtProvider(charge: Charge): Promise<void> {
  try {
    const provider = await pixProvider();
    await provider.cancel({ merchantId: charge.merchantId, chargeId: charge.id, txid: charge.txid });
  } catch (error) {
    logger.warn('the replaced charge could not be cancelled at the Pix provider', {
      chargeId: charge.id,
      error: error as Error,
    });
  }
}

const tooManyCoupons = (): ApiError =>
  new ApiError(429, messages.paymentPage.tooManyCoupons, null, 'too_many_coupon_attempts');

/** One more refused code on this checkout, unless the cap is reached (then 429). */
async function countRefusal(checkout: Checkout): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.entity('CHECKOUT', checkout.merchantId, checkout.id),
          UpdateExpression: 'ADD refusedCoupons :one, version :one',
          ConditionExpression:
            'attribute_exists(PK) AND (attribute_not_exists(refusedCoupons) OR refusedCoupons < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_REFUSED_COUPONS },
        },
      },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw tooManyCoupons();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists and expiry sweep (shared with charges: lib/db/status-lists.ts).

export type CheckoutFilters = StatusFilters<CheckoutStatus>;

const CHECKOUT_LISTS: StatusListSpec<CheckoutStatus> = {
  entity: 'CHECKOUT',
  waiting: 'OPEN',
  expired: 'EXPIRED',
  effectiveStatus,
};

/** Unfiltered: the list index and the counter; filtered: only the matching index partitions. */
export async function listCheckouts(
  merchantId: string,
  paging: CursorPaging,
  filters: CheckoutFilters,
  now: Date = new Date(),
): Promise<{ checkouts: Checkout[]; total: number; next?: CursorPosition | undefined }> {
  const { items, total, next } = await listWithStatus<CheckoutStatus, Checkout>(
    CHECKOUT_LISTS,
    merchantId,
    paging,
    filters,
    now,
  );
  return { checkouts: items, total, next };
}

/**
 * Persists the expiry of every open checkout past `expiresAt`, with its charge and the coupon
 * released. Readers never wait for this. Returns how many checkouts it expired.
 */
export const sweepExpiredCheckouts = (now: Date = new Date()): Promise<number> =>
  sweepDue<Checkout>('CHECKOUT', now, (checkout) => sweepOne(checkout, now));

async function sweepOne(checkout: Checkout, now: Date): Promise<boolean> {
  try {
    await expireCheckout(checkout.merchantId, checkout.id, now);
    return true;
  } catch (error) {
    // Paid or cancelled since the index was read: nothing to expire.
    if (error instanceof ApiError) return false;
    logger.warn('checkout expiry failed; the next sweep retries', {
      checkoutId: checkout.id,
      error: error as Error,
    });
    return false;
  }
}
