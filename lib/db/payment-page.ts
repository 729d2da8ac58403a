import type { Environment } from '../config.js';
import type { Charge } from '../domain/charge.js';
import type { Checkout } from '../domain/checkout.js';
import { consistentItems, itemKey } from './batch.js';
import { fromItem } from './items.js';
import { keys } from './keys.js';
import { pixIdentityFromItem } from './merchants.js';

/**
 * What the hosted page shows beside its checkout: the merchant's name and, while the checkout is
 * open, its charge (the code to pay), in one consistent BatchGetItem. A removed or missing charge
 * reads as none; a missing merchant is a fault, and the name follows the merchant's Pix identity
 * (`getPixIdentity`).
 */
export async function pageItems(
  checkout: Checkout,
  withCharge: boolean,
  environment: Environment,
): Promise<{ merchantName: string; charge: Charge | undefined }> {
  const merchantKey = keys.merchant(checkout.merchantId);
  const chargeKey = keys.entity('CHARGE', checkout.merchantId, checkout.chargeId);
  const found = await consistentItems(withCharge ? [merchantKey, chargeKey] : [merchantKey]);
  const merchant = found.get(itemKey(merchantKey));
  // Every checkout belongs to an existing merchant: a missing one is a fault, as in getPixIdentity.
  if (!merchant) throw new Error(`merchant ${checkout.merchantId} not found`);
  const { merchantName } = pixIdentityFromItem(merchant, environment);
  const charge = withCharge ? found.get(itemKey(chargeKey)) : undefined;
  return {
    merchantName,
    charge: charge && charge.deletedAt === undefined ? fromItem<Charge>(charge) : undefined,
  };
}
