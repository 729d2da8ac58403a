import { config, runsLocally } from '../config.js';
import { apiPixProvider } from './api-pix/provider.js';
import { providerNameFor, type PixProvider, type PixProviderName } from './provider.js';
import { sandboxProvider } from './sandbox.js';

const implementations: Record<PixProviderName, PixProvider> = {
  sandbox: sandboxProvider,
  'api-pix': apiPixProvider,
};

/** The provider this deployment is configured with (`PIX_PROVIDER`), if any. */
export const currentProviderName = (): PixProviderName | undefined =>
  providerNameFor(config().environment, process.env.PIX_PROVIDER, { local: runsLocally() });

/** The provider this deployment uses; undefined when it has none (a live stage without a PSP). */
export function pixProvider(): PixProvider | undefined {
  const name = currentProviderName();
  return name === undefined ? undefined : implementations[name];
}
