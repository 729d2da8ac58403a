import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Charge } from '../charges/charge.domain.js';
import {
  checkoutEventData,
  effectiveStatus,
  MAX_REFUSED_COUPONS,
  type Checkout,
  type CheckoutStatus,
} from './checkout.domain.js';
import type { Coupon } from '../coupons/coupon.domain.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import type { Product } from '../products/product.domain.js';
import { consistentItems, itemKey } from '../db/batch.js';
import { dynamo, tableName } from '../db/client.js';
import { eventPut } from '../db/events.js';
import { counterDelta, fromItem, getGuardOwner, getLive, isLiveOf, toItem } from '../db/items.js';
import { keys, type TableKey } from '../db/keys.js';
import { merchantOfItem, type Merchant } from '../merchants/merchants.storage.js';
import { listWithStatus, type StatusFilters, type StatusListSpec } from '../db/status-lists.js';
import type { TransactItem } from '../db/transact.js';

// ---------------------------------------------------------------------------------------------
// Coupon reservation. The coupon item keeps `claimedCount` = uses + reservations, and each
// reservation is ONE conditional update on the coupon in the checkout's transaction: the
// condition (`claimedCount < maxUses`, active, in its period, not removed, still this code) is
// evaluated by DynamoDB on the stored coupon, so no stale read can let a use through. Every
// update also bumps `version`, so the coupon update route (a Put conditioned on the version it
// read) retries instead of overwriting the counts.

const couponKey = (couponId: string) => keys.entity('COUPON', couponId);

export function couponReservation(
  merchantId: string,
  coupon: Pick<Coupon, 'id' | 'code'>,
  now: Date,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: couponKey(coupon.id),
      UpdateExpression: 'SET claimedCount = if_not_exists(claimedCount, usedCount) + :one ADD version :one',
      // Instants are ISO strings; a year past 9999 is written `+010000-…`, which sorts before any
      // four-digit year, hence the begins_with escapes (such a start is never reached, such an end never passes).
      ConditionExpression: [
        'merchantId = :merchant',
        'attribute_not_exists(deletedAt)',
        '#status = :active',
        'code = :code',
        '(attribute_type(maxUses, :null) OR claimedCount < maxUses OR (attribute_not_exists(claimedCount) AND usedCount < maxUses))',
        '(attribute_type(startsAt, :null) OR (startsAt <= :now AND NOT begins_with(startsAt, :plus)))',
        '(attribute_type(expiresAt, :null) OR expiresAt >= :now OR begins_with(expiresAt, :plus))',
      ].join(' AND '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':merchant': merchantId,
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
const couponUse = (couponId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: couponKey(couponId),
    UpdateExpression: 'SET usedCount = usedCount + :one ADD version :one',
    ConditionExpression: 'attribute_exists(claimedCount) AND claimedCount > usedCount',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** A checkout that ends unpaid gives its reserved use back. */
const couponRelease = (couponId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: couponKey(couponId),
    UpdateExpression: 'SET claimedCount = claimedCount - :one ADD version :one',
    ConditionExpression: 'attribute_exists(claimedCount) AND claimedCount > usedCount',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** The merchant's live coupon holding `code` (two reads: the code's guard, then the coupon). */
export async function couponByCode(merchantId: string, code: string): Promise<Coupon | undefined> {
  const owner = await getGuardOwner(keys.couponCode(merchantId, code));
  if (owner === undefined) return undefined;
  const coupon = await getLive<Coupon>('COUPON', merchantId, owner);
  return coupon?.code === code ? coupon : undefined;
}

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

/** The items that write a new checkout: the checkout, its counter, its token's pointer and its event. */
export function newCheckoutItems(checkout: Checkout, now: Date) {
  return {
    checkout: {
      Put: {
        TableName: tableName(),
        Item: checkoutItem(checkout),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    } satisfies TransactItem,
    counter: counterDelta('CHECKOUT', checkout.merchantId, 1),
    /** The payment token's pointer, by the token's hash (the token itself is never stored). */
    token: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.paymentToken(checkout.tokenHash),
          merchantId: checkout.merchantId,
          checkoutId: checkout.id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    } satisfies TransactItem,
    event: eventPut(checkout.merchantId, 'checkout.created', checkoutEventData(checkout, now), now).items,
  };
}

/**
 * The checkout replaced by `next` (a coupon applied on the page: new totals, new charge),
 * conditional on it being still the version read, open, with the charge it was read with.
 */
export const checkoutReplacement = (next: Checkout, read: Checkout): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: checkoutItem(next),
    ConditionExpression:
      'merchantId = :merchant AND version = :read AND #status = :open AND chargeId = :charge',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':merchant': read.merchantId,
      ':read': read.version,
      ':open': 'OPEN',
      ':charge': read.chargeId,
    },
  },
});

/** `checkout.updated`: a coupon applied on the page gave the checkout a new total and charge. */
export const checkoutUpdatedEvent = (next: Checkout, now: Date): TransactItem[] =>
  eventPut(next.merchantId, 'checkout.updated', checkoutEventData(next, now), now).items;

export type CheckoutEnding = 'COMPLETED' | 'EXPIRED' | 'CANCELLED';

export function endedCheckout(checkout: Checkout, to: CheckoutEnding, now: Date): Checkout {
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

const EVENT_OF = {
  COMPLETED: 'checkout.completed',
  EXPIRED: 'checkout.expired',
  CANCELLED: 'checkout.cancelled',
} as const;

/**
 * OPEN -> `to`: ONE conditional update on the state it leaves (and on the charge it was read
 * with, so a checkout whose charge was replaced by a coupon meanwhile is not ended against the
 * old one), with the clock checked as readers check it; the coupon reservation turned into a use
 * or released; the checkout's event.
 */
export function checkoutEnding(checkout: Checkout, to: CheckoutEnding, now: Date) {
  const after = endedCheckout(checkout, to, now);
  const stamp = { COMPLETED: 'completedAt', CANCELLED: 'cancelledAt', EXPIRED: 'expiredAt' }[to];
  return {
    update: {
      Update: {
        TableName: tableName(),
        Key: keys.entity('CHECKOUT', checkout.id),
        UpdateExpression: `SET #status = :to, updatedAt = :updatedAt, ${stamp} = :stamp, GSI2PK = :gsi2pk ADD version :one REMOVE GSI4PK, GSI4SK`,
        ConditionExpression: `merchantId = :merchant AND #status = :open AND chargeId = :charge AND expiresAt ${to === 'EXPIRED' ? '<=' : '>'} :now`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':merchant': checkout.merchantId,
          ':open': 'OPEN',
          ':to': to,
          ':charge': checkout.chargeId,
          ':now': now.toISOString(),
          ':updatedAt': after.updatedAt,
          ':stamp': to === 'EXPIRED' ? checkout.expiresAt : now.toISOString(),
          ':one': 1,
          ':gsi2pk': keys.statusIndex('CHECKOUT', checkout.merchantId, to, checkout.createdAt, checkout.id)
            .GSI2PK,
        },
      },
    } satisfies TransactItem,
    coupon:
      checkout.coupon === null
        ? undefined
        : to === 'COMPLETED'
          ? couponUse(checkout.coupon.id)
          : couponRelease(checkout.coupon.id),
    event: eventPut(checkout.merchantId, EVENT_OF[to], checkoutEventData(after, now), now).items,
    after,
  };
}

/**
 * Takes one of the checkout's tries of a code on its page (MAX_REFUSED_COUPONS), before the code
 * is judged: one conditional update, on the checkout being the merchant's and under the cap; false
 * when the cap refused it. However many codes race, at most the cap of them are judged. The caller
 * has read the checkout open and taking codes; one that changed since is refused by the write that
 * would apply the code, which is conditional on the version read. The version does not move here:
 * the replacement that applies a code keeps the count it read, and a checkout holding a code takes
 * no more tries.
 */
export async function takeCouponTry(merchantId: string, checkoutId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity('CHECKOUT', checkoutId),
        UpdateExpression: 'ADD refusedCoupons :one',
        ConditionExpression:
          'merchantId = :merchant AND (attribute_not_exists(refusedCoupons) OR refusedCoupons < :max)',
        ExpressionAttributeValues: { ':merchant': merchantId, ':one': 1, ':max': MAX_REFUSED_COUPONS },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reads.

export const findCheckout = (merchantId: string, id: string): Promise<Checkout | undefined> =>
  getLive<Checkout>('CHECKOUT', merchantId, id);

/** What a payment token's hash points to: a checkout, or a charge with a page of its own. */
export type PagePointer = { merchantId: string } & ({ checkoutId: string } | { chargeId: string });

export async function tokenPointer(tokenHash: string): Promise<PagePointer | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.paymentToken(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const merchantId = String(Item.merchantId);
  return typeof Item.chargeId === 'string'
    ? { merchantId, chargeId: Item.chargeId }
    : { merchantId, checkoutId: String(Item.checkoutId) };
}

/** The merchant's live (not removed) item at `key` of a `consistentItems` answer. */
function liveIn<T>(
  found: Map<string, Record<string, unknown>>,
  key: TableKey | undefined,
  merchantId: string,
): T | undefined {
  const item = key === undefined ? undefined : found.get(itemKey(key));
  return isLiveOf(item, merchantId) ? fromItem<T>(item!) : undefined;
}

/** Live products by id, in one consistent BatchGetItem. */
export async function productsByIds(merchantId: string, ids: string[]): Promise<Map<string, Product>> {
  const found = await consistentItems(ids.map((id) => keys.entity('PRODUCT', id)));
  const live = [...found.values()]
    .filter((item) => isLiveOf(item, merchantId))
    .map((item) => fromItem<Product>(item));
  return new Map(live.map((product) => [product.id, product]));
}

/** A checkout and the owner of a coupon code's guard, in one consistent BatchGetItem. */
export async function checkoutAndCodeOwner(
  merchantId: string,
  checkoutId: string,
  code: string,
): Promise<{ checkout: Checkout | undefined; codeOwner: string | undefined }> {
  const checkoutKey = keys.entity('CHECKOUT', checkoutId);
  const guardKey = keys.couponCode(merchantId, code);
  const found = await consistentItems([checkoutKey, guardKey]);
  return {
    checkout: liveIn<Checkout>(found, checkoutKey, merchantId),
    codeOwner: found.get(itemKey(guardKey))?.ownerId as string | undefined,
  };
}

/** A coupon (when an id is given) and a charge, in one consistent BatchGetItem. */
export async function couponAndCharge(
  merchantId: string,
  couponId: string | undefined,
  chargeId: string,
): Promise<{ coupon: Coupon | undefined; charge: Charge | undefined }> {
  const ownerKey = couponId === undefined ? undefined : couponKey(couponId);
  const chargeKey = keys.entity('CHARGE', chargeId);
  const found = await consistentItems(ownerKey ? [ownerKey, chargeKey] : [chargeKey]);
  return {
    coupon: liveIn<Coupon>(found, ownerKey, merchantId),
    charge: liveIn<Charge>(found, chargeKey, merchantId),
  };
}

/**
 * What the hosted page shows beside what it sells: the merchant (whose Pix identity names it) and
 * the charge to pay (or paid), in one consistent BatchGetItem. A missing merchant is a fault: every
 * charge belongs to one.
 */
export async function merchantAndCharge(
  merchantId: string,
  chargeId: string,
): Promise<{ merchant: Merchant; charge: Charge | undefined }> {
  const merchantKey = keys.merchant(merchantId);
  const chargeKey = keys.entity('CHARGE', chargeId);
  const found = await consistentItems([merchantKey, chargeKey]);
  const merchant = found.get(itemKey(merchantKey));
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  return { merchant: merchantOfItem(merchant), charge: liveIn<Charge>(found, chargeKey, merchantId) };
}

// ---------------------------------------------------------------------------------------------
// Lists.

export type CheckoutFilters = StatusFilters<CheckoutStatus>;

export const CHECKOUT_LISTS: StatusListSpec<CheckoutStatus> = {
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
  now: Date,
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
