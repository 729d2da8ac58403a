import type { Charge } from '../domain/charge.js';
import type { Checkout } from '../domain/checkout.js';
import type { Subscription } from '../domain/subscription.js';
import { checkoutCompletion } from './checkout-completion.js';
import { subscriptionActivation } from './subscription-activation.js';

/**
 * What paying `charge` adds to the payment's transaction: its checkout completed, or the
 * subscription it authorizes activated; nothing for a standalone charge. 400 when the checkout or
 * the subscription no longer takes this payment.
 */
export function paymentCompletion(
  charge: Charge,
  now: Date,
  read: { checkout?: Checkout | undefined; subscription?: Subscription | undefined } = {},
) {
  return charge.subscriptionId
    ? subscriptionActivation(charge, now, read.subscription)
    : checkoutCompletion(charge, now, read.checkout);
}
