import { checkoutEnding, findCheckout } from './checkouts.storage.js';
import type { Charge } from '../charges/charge.domain.js';
import { effectiveStatus, type Checkout } from './checkout.domain.js';
import { ApiError } from '../errors.js';
import { checkoutMessages } from './checkouts.messages.js';

const checkoutNotOpen = (status: string) =>
  new ApiError(400, checkoutMessages.notOpen(status), null, 'checkout_not_open');

/**
 * What paying a checkout's charge adds to the payment's transaction: the checkout completed
 * (conditional on it being still open with this charge), the coupon reservation turned into a use,
 * and `checkout.completed`. 400 when the checkout no longer takes this payment.
 */
export async function checkoutCompletion(charge: Charge, now: Date, read?: Checkout) {
  if (charge.checkoutId === null) return {};
  // A caller that has just read the checkout (the page, by its token) spares the second read;
  // the write's condition still decides.
  const checkout =
    read?.id === charge.checkoutId ? read : await findCheckout(charge.merchantId, charge.checkoutId);
  const status = checkout ? effectiveStatus(checkout, now) : 'CANCELLED';
  if (!checkout || checkout.chargeId !== charge.id || status !== 'OPEN') throw checkoutNotOpen(status);
  const ending = checkoutEnding(checkout, 'COMPLETED', now);
  return { checkout: ending.update, coupon: ending.coupon, checkoutEvent: ending.event };
}
