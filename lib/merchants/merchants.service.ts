import { config, type Environment } from '../config.js';
import { pixIdentityOf, type PixIdentity } from '../domain/pix-identity.js';
import { applying } from '../errors.js';
import { findMerchantForCharge } from './merchants.storage.js';

/**
 * The Pix identity a charge of this merchant is issued for, read strongly consistent. In `live` a
 * merchant without a key is a 400 `pix_key_missing`; in `test` it gets the sandbox key (see
 * `pixIdentityOf`).
 */
export async function getPixIdentity(
  merchantId: string,
  environment: Environment = config().environment,
): Promise<PixIdentity> {
  const merchant = await findMerchantForCharge(merchantId);
  return applying(() => pixIdentityOf(merchant, environment));
}
