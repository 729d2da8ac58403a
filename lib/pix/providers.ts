import { config, runsLocally } from '../config.js';
import { resetApiPixClient } from './api-pix/instance.js';
import { apiPixProvider } from './api-pix/provider.js';
import { apiPixRecurrence } from './api-pix/recurrence-provider.js';
import { resetApiPixSettings } from './api-pix/settings.js';
import {
  providerNameFor,
  type PixProvider,
  type PixProviderName,
  type RecurrenceProvider,
} from './provider.js';
import { sandboxProvider, sandboxRecurrence } from './sandbox.js';

const implementations: Record<PixProviderName, PixProvider> = {
  sandbox: sandboxProvider,
  'api-pix': apiPixProvider,
};

/** The provider this deployment is configured with (`PIX_PROVIDER`), if any. */
const deploymentProvider = (): PixProvider | undefined => {
  const name = providerNameFor(config().environment, process.env.PIX_PROVIDER, { local: runsLocally() });
  return name === undefined ? undefined : implementations[name];
};

/** Who a provider is asked for: a merchant's id, or anything that carries it. */
export type ProviderOwner = string | { merchantId: string };

/**
 * The provider that makes a merchant's PSP calls; undefined when the merchant has none (a live
 * stage not connected to a PSP). Every PSP call of a merchant's charge, refund or subscription
 * starts here. Every merchant has the deployment's provider (`PIX_PROVIDER`): choosing one per
 * merchant changes this function only.
 */
export async function providerFor(_owner: ProviderOwner): Promise<PixProvider | undefined> {
  return deploymentProvider();
}

const recurrences: Record<PixProviderName, RecurrenceProvider> = {
  sandbox: sandboxRecurrence,
  'api-pix': apiPixRecurrence,
};

/**
 * The subscriptions part of the merchant's provider (`providerFor`, which alone chooses it);
 * undefined when the merchant has none. Apart from the provider so that only the functions that
 * use it bundle it.
 */
export async function recurrenceFor(owner: ProviderOwner): Promise<RecurrenceProvider | undefined> {
  const provider = await providerFor(owner);
  return provider && recurrences[provider.name];
}

/**
 * The providers merchants may have: what the sweeps ask before reading what only some provider
 * needs (read-backs, cycles at the PSP), and what the PSP's notice routes answer for, since a
 * notice names no merchant until it is read (the deployment's one provider).
 */
export function providersInUse(): PixProvider[] {
  const provider = deploymentProvider();
  return provider === undefined ? [] : [provider];
}

/** Forgets every provider's settings and connections, so the next call reads them again. */
export function resetProviders(): void {
  resetApiPixSettings();
  resetApiPixClient();
}
