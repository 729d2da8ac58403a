import { v7 as uuidv7 } from 'uuid';
import {
  chargeTransition,
  findCharge,
  liveCustomerCheck,
  newChargeItems,
} from '../charges/charges.storage.js';
import {
  checkoutEnding,
  couponByCode,
  couponReservation,
  endedCheckout,
  findCheckout,
  listCheckouts as listStoredCheckouts,
  newCheckoutItems,
  productsByIds,
  type CheckoutFilters,
} from './checkouts.storage.js';
import {
  ConditionFailed,
  OPTIMISTIC_ATTEMPTS,
  transact,
  TransactionRetriesExhausted,
} from '../db/transact.js';
import type { Commit } from '../db/idempotency.js';
import {
  applyDiscount,
  checkoutCoupon,
  checkoutLines,
  couponRefusal,
  effectiveStatus,
  MAX_TOTAL_CENTS,
  MIN_TOTAL_CENTS,
  refusalMessage,
  type Checkout,
  type CheckoutStatus,
  type CouponRefusal,
  type CreateCheckoutBody,
} from './checkout.domain.js';
import { storedMetadata } from '../domain/metadata.js';
import type { CursorPaging } from '../domain/paging.js';
import { newPaymentToken, sealPaymentToken, tokenHash } from '../domain/payment-token.js';
import { ApiError, notFound } from '../errors.js';
import { logger } from '../logger.js';
import { checkoutMessages } from './checkouts.messages.js';
import { cancelAtProvider } from '../charges/charges.service.js';
import { checkoutCompletion } from './checkout-completion.service.js';
import { TRY_AGAIN, writeWithNewCharge } from '../charges/new-charge.service.js';
import { chargeIssuer } from '../charges/charge-pix.service.js';
import { customerUnusable } from '../charges/charges.errors.js';

export const refusedCoupon = (reason: CouponRefusal, field: string): ApiError =>
  new ApiError(
    400,
    checkoutMessages.couponUnavailable,
    [{ field, message: refusalMessage[reason], code: reason }],
    reason,
  );

export const totalBelowMinimum = (field: string): ApiError =>
  new ApiError(
    400,
    checkoutMessages.totalBelowMinimumMessage,
    [{ field, message: checkoutMessages.totalBelowMinimum, code: 'checkout_total_below_minimum' }],
    'checkout_total_below_minimum',
  );

const totalAboveMaximum = (): ApiError =>
  new ApiError(
    400,
    checkoutMessages.totalAboveMaximumMessage,
    [{ field: 'items', message: checkoutMessages.totalAboveMaximum, code: 'checkout_total_too_large' }],
    'checkout_total_too_large',
  );

export const checkoutNotOpen = (status: CheckoutStatus): ApiError =>
  new ApiError(400, checkoutMessages.notOpen(status), null, 'checkout_not_open');

/**
 * A new checkout: its products and coupon read (beside what the Pix provider needs of the
 * merchant), then ONE transaction: the checkout, its counter, the payment token's pointer, its
 * Pix charge (charge, txid guard, counter, `charge.created`), the coupon reservation, the customer
 * check and `checkout.created`. A coupon whose condition fails is read again to name the reason;
 * if it is available again (a reservation was released in between) the write is tried again.
 */
export async function createCheckout(
  merchantId: string,
  body: CreateCheckoutBody,
  commit?: Commit,
): Promise<Checkout> {
  const issuing = chargeIssuer(merchantId);
  // A missing provider (503) is answered after the request's own refusals.
  issuing.catch(() => undefined);
  const [products, firstCoupon] = await Promise.all([
    productsByIds(
      merchantId,
      body.items.map((item) => item.productId),
    ),
    body.couponCode ? couponByCode(merchantId, body.couponCode) : Promise.resolve(undefined),
  ]);
  const unusable = body.items.flatMap((item, index) =>
    products.get(item.productId)?.status === 'ACTIVE'
      ? []
      : [
          {
            field: `items[${index}].productId`,
            message: checkoutMessages.productUnusable,
            code: 'product_unusable' as const,
          },
        ],
  );
  if (unusable.length > 0)
    throw new ApiError(400, checkoutMessages.productsUnusable, unusable, 'product_unusable');
  const lines = checkoutLines(body.items, products);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const id = uuidv7();
  const token = newPaymentToken();
  const expiresIn = body.expiresIn ?? 86_400;
  const customerId = body.customerId ?? null;
  let coupon = firstCoupon;

  return writeWithNewCharge(issuing, async (pending) => {
    const now = new Date();
    if (body.couponCode) {
      const reason = couponRefusal(coupon, now);
      if (reason) throw refusedCoupon(reason, 'couponCode');
    }
    const totals = applyDiscount(subtotal, coupon ?? null);
    if (totals.total < MIN_TOTAL_CENTS) throw totalBelowMinimum('couponCode');
    if (totals.total > MAX_TOTAL_CENTS) throw totalAboveMaximum();
    const issued = await pending.for({ amount: totals.total, customerId, expiresIn, checkoutId: id }, now);
    const charge = { ...issued, pageToken: sealPaymentToken(token, merchantId, issued.id) };
    const timestamp = now.toISOString();
    const checkout: Checkout = {
      id,
      merchantId,
      status: 'OPEN',
      items: lines,
      ...totals,
      coupon: coupon ? checkoutCoupon(coupon) : null,
      customerId,
      allowCoupons: body.couponCode ? false : (body.allowCoupons ?? false),
      returnUrl: body.returnUrl ?? null,
      completionUrl: body.completionUrl ?? null,
      chargeId: charge.id,
      tokenHash: tokenHash(token),
      pageToken: sealPaymentToken(token, merchantId, id),
      pix: { brCode: charge.brCode, txid: charge.txid },
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
    const created = newCheckoutItems(checkout, now);
    const charged = newChargeItems(charge, now);
    try {
      await transact({
        checkout: created.checkout,
        checkoutCounter: created.counter,
        token: created.token,
        checkoutEvent: created.event,
        charge: charged.charge,
        txid: charged.txid,
        chargeCounter: charged.counter,
        chargeEvent: charged.event,
        coupon: coupon && couponReservation(merchantId, coupon, now),
        customer: customerId === null ? undefined : liveCustomerCheck(merchantId, customerId),
        idempotency: commit?.({ kind: 'CHECKOUT', id }),
      });
    } catch (error) {
      if (error instanceof ConditionFailed) {
        if (error.has('customer')) throw customerUnusable();
        if (error.has('coupon')) {
          coupon = await couponByCode(merchantId, body.couponCode!);
          return TRY_AGAIN;
        }
        throw error;
      }
      // Not a refusal: answered as created when it was stored after all (its answer lost).
      await pending.settle(error);
    }
    pending.written();
    return checkout;
  });
}

export async function getCheckout(merchantId: string, id: string): Promise<Checkout> {
  const checkout = await findCheckout(merchantId, id);
  if (!checkout) throw notFound();
  return withPix(checkout);
}

export async function listCheckouts(
  merchantId: string,
  paging: CursorPaging,
  filters: CheckoutFilters,
  now: Date,
) {
  const listed = await listStoredCheckouts(merchantId, paging, filters, now);
  return { ...listed, checkouts: await Promise.all(listed.checkouts.map(withPix)) };
}

/** A checkout stored before checkouts kept their current code takes it from its charge. */
async function withPix(checkout: Checkout): Promise<Checkout> {
  if (checkout.pix) return checkout;
  const charge = await findCharge(checkout.merchantId, checkout.chargeId);
  return charge ? { ...checkout, pix: { brCode: charge.brCode, txid: charge.txid } } : checkout;
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
  clock: () => Date,
  commit?: Commit,
): Promise<Checkout> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const now = clock();
    const checkout = await getCheckout(merchantId, id);
    const status = effectiveStatus(checkout, now);
    const expected: CheckoutStatus = to === 'CANCELLED' ? 'OPEN' : 'EXPIRED';
    if (status !== expected || checkout.status !== 'OPEN') throw checkoutNotOpen(status);
    const charge = await findCharge(merchantId, checkout.chargeId);
    if (!charge) throw notFound();
    if (to === 'CANCELLED') await cancelAtProvider(charge, checkoutCompletion);
    const ending = checkoutEnding(checkout, to, now);
    const chargeEnding =
      charge.status === 'PENDING' ? chargeTransition(charge, 'PENDING', to, now) : undefined;
    try {
      await transact({
        checkout: ending.update,
        coupon: ending.coupon,
        checkoutEvent: ending.event,
        charge: chargeEnding?.update,
        chargeEvent: chargeEnding?.event,
        idempotency: commit?.({ kind: 'CHECKOUT', id }),
      });
      return endedCheckout(checkout, to, now);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

export const cancelCheckout = (merchantId: string, id: string, commit?: Commit): Promise<Checkout> =>
  endUnpaid(merchantId, id, 'CANCELLED', () => new Date(), commit);

export const expireCheckout = (merchantId: string, id: string, now: Date): Promise<Checkout> =>
  endUnpaid(merchantId, id, 'EXPIRED', () => now);

/** Persists the expiry of one open checkout past `expiresAt`; false when it was paid or cancelled first. */
export async function expireDueCheckout(checkout: Checkout, now: Date): Promise<boolean> {
  try {
    await expireCheckout(checkout.merchantId, checkout.id, now);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    logger.warn('checkout expiry failed; the next sweep retries', {
      checkoutId: checkout.id,
      error: error as Error,
    });
    return false;
  }
}
