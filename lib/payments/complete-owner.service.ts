import type { Charge } from '../charges/charge.domain.js';
import type { Checkout } from '../checkouts/checkout.domain.js';
import type { Subscription } from '../subscriptions/subscription.domain.js';
import { checkoutCompletion } from '../checkouts/checkout-completion.service.js';
import { subscriptionActivation } from '../subscriptions/subscription-activation.service.js';

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
