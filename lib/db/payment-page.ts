import type { Environment } from '../config.js';
import type { Charge } from '../domain/charge.js';
import type { Checkout } from '../domain/checkout.js';
import { consistentItems, itemKey } from './batch.js';
import { chargeAndImageKeys, chargeWithImage } from './charges.js';
import { keys } from './keys.js';
import { pixIdentityFromItem } from './merchants.js';

/**
 * What the hosted page shows beside its checkout: the merchant's name and, while the checkout is
 * open, its charge (the code to pay) and the charge's stored QR code image, in ONE consistent
 * BatchGetItem instead of three GetItems. Answers as separate reads did: a removed or missing
 * charge is a 404, a missing merchant a fault, and the name follows the merchant's Pix identity
 * (`getPixIdentity`). A charge stored without an image gets `image` undefined: the caller draws it.
 */
export async function pageItems(
  checkout: Checkout,
  withCharge: boolean,
  environment: Environment,
): Promise<{ merchantName: string; charge: Charge | undefined; image: Uint8Array | undefined }> {
  const merchantKey = keys.merchant(checkout.merchantId);
  const chargeKeys = withCharge ? chargeAndImageKeys(checkout.merchantId, checkout.chargeId) : [];
  const found = await consistentItems([merchantKey, ...chargeKeys]);
  const merchant = found.get(itemKey(merchantKey));
  // Every checkout belongs to an existing merchant: a missing one is a fault, as in getPixIdentity.
  if (!merchant) throw new Error(`merchant ${checkout.merchantId} not found`);
  const { merchantName } = pixIdentityFromItem(merchant, environment);
  if (!withCharge) return { merchantName, charge: undefined, image: undefined };
  return { merchantName, ...chargeWithImage(found, checkout.merchantId, checkout.chargeId) };
}
