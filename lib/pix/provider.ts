import type { Environment } from '../config.js';
import type { DueTerms } from '../domain/due-date.js';
import type { PixIdentity } from '../domain/pix-identity.js';

/**
 * The boundary between charges and whoever issues the Pix code and moves the money: the sandbox
 * (`test`) builds the BR Code itself and is paid by simulation; `api-pix` (live) is the PSP's API
 * Pix. We generate the txid, so a retried call names the same charge at the PSP.
 */
export interface IssuePixCharge {
  chargeId: string;
  /** 25 letters and digits, ours (`newTxid`). */
  txid: string;
  amountCents: number;
  /** Seconds from now until the charge expires. */
  expiresIn: number;
  /** Shown to the payer, when given. */
  description: string | null;
  /** A due-date charge (a `cobv` in live): its terms and its payer; `expiresIn` does not apply. */
  due?: DuePixCharge | undefined;
}

export interface DuePixCharge {
  terms: DueTerms;
  /** The payer (`devedor`): a name and a CPF (11 digits) or CNPJ (14 characters). */
  payer: { name: string; document: string };
}

export interface PixChargeRef {
  chargeId: string;
  txid: string;
  /** Whether the charge is a due-date charge (a `cobv` at the PSP rather than a `cob`). */
  due?: boolean | undefined;
}

/** A Pix the provider says was received for a charge. */
export interface ReceivedPix {
  endToEndId: string;
  /** The txid at the provider. */
  txid: string;
  /** Decimal reais as the API Pix writes them (`"19.90"`). */
  valor: string;
  /** When the payer paid. */
  horario: string;
}

/** A cancel either stopped the code from being paid, or found it paid already. */
export type CancelOutcome = { cancelled: true } | { cancelled: false; paid: ReceivedPix[] };

export interface PixProvider {
  readonly name: PixProviderName;
  /**
   * Whether issuing a code needs the merchant's Pix identity (key, name, city): the sandbox writes
   * the BR Code itself; the PSP writes its own from the key it holds.
   */
  readonly needsPayee: boolean;
  /**
   * Whether an issued code can be paid before a charge holds it (the PSP's `cob`): a write that
   * fails after issuing must then settle whether it landed and withdraw a code nothing holds. The
   * sandbox's codes are paid only by simulating a stored charge.
   */
  readonly codesPayableUnstored: boolean;
  /** Registers a charge and answers its copy-and-paste BR Code (the PSP's `pixCopiaECola` in live). */
  issue(request: IssuePixCharge, payee: PixIdentity | undefined): Promise<{ brCode: string }>;
  /** Stops the code from being paid. Called before the charge is marked `CANCELLED`. */
  cancel(charge: PixChargeRef): Promise<CancelOutcome>;
  /**
   * Whether a refund is done when `refund` answers (the sandbox): it is then written `SUCCEEDED`
   * in one transaction. Otherwise it is recorded `PENDING` first and `refund` tells its outcome.
   */
  readonly refundsAtOnce: boolean;
  /**
   * Returns `amountCents` of the Pix that paid the charge (`chargeAmountCents`) to the payer and
   * answers where it stands. The same `refundId` again is the same refund, never a second one, so
   * asking again is how its outcome is learnt.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface RefundRequest extends PixChargeRef {
  chargeAmountCents: number;
  amountCents: number;
  refundId: string;
  reason: string | null;
}

export type RefundOutcome = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export const PIX_PROVIDERS = ['sandbox', 'api-pix'] as const;
export type PixProviderName = (typeof PIX_PROVIDERS)[number];

/** The provider could not be reached, or refused us: a 503 the client may retry. */
export class PixProviderUnavailable extends Error {
  constructor(
    message: string,
    /** The provider refused the request (a 4xx of the PSP), as opposed to being unreachable. */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'PixProviderUnavailable';
  }
}

/**
 * `PIX_PROVIDER` names the implementation. Unset, `test` uses the sandbox and `live` has none: a
 * live stage never hands out a code that no bank would pay into. The sandbox is refused in live.
 * A deployed `test` stage refuses `api-pix`: the PSP's codes pay into its account's real key, and
 * a test code must move no money. Only the local server (`local`) runs `api-pix` in `test`,
 * against the stub PSP of `dev/`.
 */
export function providerNameFor(
  environment: Environment,
  setting: string | undefined,
  { local = false }: { local?: boolean } = {},
): PixProviderName | undefined {
  const name = setting === undefined || setting === '' ? undefined : setting;
  if (name !== undefined && !(PIX_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`PIX_PROVIDER must be one of ${PIX_PROVIDERS.join(', ')}, got "${name}"`);
  }
  if (environment === 'test') {
    if (name === 'api-pix' && !local) throw new Error(API_PIX_ON_TEST_STAGE);
    return (name as PixProviderName | undefined) ?? 'sandbox';
  }
  return name === 'sandbox' ? undefined : (name as PixProviderName | undefined);
}

export const API_PIX_ON_TEST_STAGE =
  "api-pix on a test stage: its codes would pay into the PSP account's real key, and a test code must " +
  'move no money, so a test stage uses the sandbox. Try a PSP (or its homologation API) from a live stage.';
