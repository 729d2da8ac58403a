import type { Charge } from '../charges/charge.domain.js';
import type { OwnerCompletion } from '../charges/settlement.service.js';
import type { Checkout } from '../checkouts/checkout.domain.js';
import { checkoutCompletion } from '../checkouts/checkout-completion.service.js';
import type { Subscription } from '../subscriptions/subscription.domain.js';
import { subscriptionActivation } from '../subscriptions/subscription-activation.service.js';

/** The owners a caller may have just read (the page its checkout, the sandbox its subscription). */
export interface OwnersRead {
  checkout?: Checkout | undefined;
  subscription?: Subscription | undefined;
}

/**
 * The completion of any charge's owner, for callers that may meet any charge (the charge routes,
 * the PSP's notices, the sweeper's read-back, the payment page): what paying `charge` adds to the
 * payment's transaction is its checkout completed, or the subscription it authorizes activated;
 * nothing for a standalone charge. 400 when the checkout or the subscription no longer takes this
 * payment. It sits above the charges, checkouts and subscriptions, which is why the charges' flows
 * take it as a parameter rather than importing it.
 */
export const completeOwner: OwnerCompletion<OwnersRead> = (
  charge: Charge,
  now: Date,
  read: OwnersRead = {},
) =>
  charge.subscriptionId
    ? subscriptionActivation(charge, now, read.subscription)
    : checkoutCompletion(charge, now, read.checkout);
