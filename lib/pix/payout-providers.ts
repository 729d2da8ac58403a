import { efiPayouts } from './api-pix/efi-payouts.js';
import type { PayoutProvider } from './payout-provider.js';
import type { PixProviderName } from './provider.js';
import { providerFor, type ProviderOwner } from './providers.js';
import { sandboxPayouts } from './payout-provider.js';

const implementations: Record<PixProviderName, PayoutProvider> = {
  sandbox: sandboxPayouts,
  'api-pix': efiPayouts,
};

/**
 * The payout provider of a merchant's PSP, chosen with its Pix provider (`providerFor`): the
 * sandbox's in `test`, Efí's Pix sending beside the API Pix. Undefined when the merchant has none.
 */
export async function payoutProviderFor(owner: ProviderOwner): Promise<PayoutProvider | undefined> {
  const provider = await providerFor(owner);
  return provider && implementations[provider.name];
}
