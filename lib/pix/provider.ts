import { config, type Environment } from '../config.js';
import { ApiError } from '../errors.js';
import { messages } from '../messages.js';
import { apiPixProvider } from './api-pix/provider.js';
import { sandboxProvider } from './sandbox.js';

/**
 * The boundary between charges and whoever issues the Pix code and moves the money. Small and
 * async on purpose: `sandbox` (test) builds the BR Code itself and is paid by simulate-payment;
 * the PSP implementation (`api-pix`, live) will call the PSP's API Pix. We generate the txid, so a
 * retried call names the same charge at the PSP (`PUT /cob/{txid}` is idempotent).
 */
export interface CreatePixCharge {
  merchantId: string;
  chargeId: string;
  /** 25 letters and digits, ours (`newTxid`). */
  txid: string;
  amountCents: number;
  /** Seconds from now until the charge expires. */
  expiresIn: number;
  /** Shown to the payer, when given. */
  description: string | null;
}

export type PixIssuer = (request: CreatePixCharge) => Promise<{ brCode: string }>;

export interface PixChargeRef {
  merchantId: string;
  chargeId: string;
  txid: string;
}

export interface PixProvider {
  readonly name: PixProviderName;
  /**
   * What issuing a charge needs of the merchant alone (the sandbox reads its Pix identity; the PSP
   * needs nothing), then the function that registers a charge and answers its copy-and-paste BR
   * Code (the PSP's `pixCopiaECola` in live). Split so a caller can start the merchant's part
   * beside its own reads, before it knows the amount.
   */
  issuerFor(merchantId: string): Promise<PixIssuer>;
  /**
   * The BR Code this process's issuer would answer for `request` if the merchant's part is what
   * it was at this process's last issue for the merchant; undefined when it cannot tell (the PSP
   * writes its own). A hint only, for work that can start while `issuerFor` reads: what is
   * stored and answered is always the code the issuer returns.
   */
  expectedBrCode?(request: CreatePixCharge): string | undefined;
  /** Stops the code from being paid. Called before the charge is marked `CANCELLED`. */
  cancel(charge: PixChargeRef): Promise<void>;
  /**
   * Returns the whole amount to the payer. Called before the charge is marked `REFUNDED`;
   * `refundId` (the charge id: one full refund per charge) makes a retried refund idempotent.
   */
  refund(charge: PixChargeRef & { amountCents: number; refundId: string }): Promise<void>;
}

export const PIX_PROVIDERS = ['sandbox', 'api-pix'] as const;
export type PixProviderName = (typeof PIX_PROVIDERS)[number];

/**
 * `PIX_PROVIDER` names the implementation. Unset, `test` uses the sandbox and `live` has none: a
 * live stage never hands out a code that no bank would pay into. The sandbox is refused in live.
 */
export function providerNameFor(
  environment: Environment,
  setting: string | undefined,
): PixProviderName | undefined {
  const name = setting === undefined || setting === '' ? undefined : setting;
  if (name !== undefined && !(PIX_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`PIX_PROVIDER must be one of ${PIX_PROVIDERS.join(', ')}, got "${name}"`);
  }
  if (environment === 'test') return (name as PixProviderName | undefined) ?? 'sandbox';
  return name === 'sandbox' ? undefined : (name as PixProviderName | undefined);
}

export const providerUnavailable = (): ApiError =>
  new ApiError(503, messages.charges.providerUnavailable, null, 'pix_provider_unavailable');

/**
 * Static imports, not `import()`: a function is one esbuild file either way, and a dynamic import
 * makes esbuild wrap every module both paths share in a lazy initializer, which also stops it from
 * dropping their unused exports (68 KB more per charge function: every DynamoDB command's schema,
 * the whole Secrets Manager client). Importing them runs no I/O: settings are read on first use.
 * Nor is there a module-loader hop before a caller's read that starts behind the provider (the
 * sandbox's merchant read), so it is sent in the same turn as the reads started beside it.
 */
const implementations: Partial<Record<PixProviderName, PixProvider>> = {
  sandbox: sandboxProvider,
  'api-pix': apiPixProvider,
};

/** The provider this deployment is configured with (`PIX_PROVIDER`), if any. */
export const currentProviderName = (): PixProviderName | undefined =>
  providerNameFor(config().environment, process.env.PIX_PROVIDER);

/** The provider this deployment uses, or a 503 `pix_provider_unavailable` when there is none. */
export function pixProvider(): Promise<PixProvider> {
  const name = currentProviderName();
  const provider = name === undefined ? undefined : implementations[name];
  return provider ? Promise.resolve(provider) : Promise.reject(providerUnavailable());
}
