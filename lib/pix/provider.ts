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
  /** A due-date charge: its terms and its payer; `expiresIn` does not apply. */
  due?: DuePixCharge | undefined;
}

export interface DuePixCharge {
  terms: DueTerms;
  /** The payer: a name and a CPF (11 digits) or CNPJ (14 characters). */
  payer: { name: string; document: string };
}

export interface PixChargeRef {
  chargeId: string;
  txid: string;
  /** Whether the charge is a due-date charge. */
  due?: boolean | undefined;
}

/** A Pix the provider says was received for a charge. */
export interface ReceivedPix {
  endToEndId: string;
  /** The charge's txid at the provider (the reference its notices name). */
  txid: string;
  amountCents: number;
  /** When the payer paid, as the provider wrote it (RFC 3339). */
  paidAt: string;
  /** The devoluções the provider lists on this Pix (ours and the payer's bank's); absent: none read. */
  returns?: PixReturn[] | undefined;
}

/**
 * A devolução of a received Pix as the provider lists it. `id` is the one it was asked with: ours
 * (the refund's) for a merchant refund; for a return the payer's bank made under MED, the
 * provider's. `med` names the MED reason; undefined for a return the receiver asked for.
 */
export interface PixReturn {
  id: string;
  amountCents: number;
  med: 'OPERATIONAL_FAILURE' | 'FRAUD' | 'PIX_AUTOMATICO' | undefined;
  /** `RETURNED` once the money left; `PROCESSING` until then; `NOT_DONE` when it failed. */
  status: 'PROCESSING' | 'RETURNED' | 'NOT_DONE';
  /** When it was asked for, and when the money left (RFC 3339, as the provider wrote them). */
  requestedAt: string;
  returnedAt: string | undefined;
}

/**
 * A Pix the provider received in a window, for reconciliation: `txid` undefined when the payer
 * paid the key with no charge (or a charge that is not ours).
 */
export interface ListedPix extends Omit<ReceivedPix, 'txid'> {
  txid: string | undefined;
}

/** A span of time the provider is asked about: from `start` (inclusive) to `end` (exclusive), RFC 3339. */
export interface PixWindow {
  start: string;
  end: string;
}

/** One page of the Pix a provider received in a window; `next` is the page after, undefined after the last. */
export interface ListedPixPage {
  pix: ListedPix[];
  next: number | undefined;
}

/** A cancel either stopped the code from being paid, or found it paid already. */
export type CancelOutcome = { cancelled: true } | { cancelled: false; paid: ReceivedPix[] };

export interface PixProvider {
  readonly name: PixProviderName;
  /**
   * The merchant's own PSP connection this provider reaches (`OWN_ACCOUNT`); undefined for the
   * deployment's (`PLATFORM`). A charge keeps it, so its later calls go where it was issued.
   */
  readonly connectionId?: string | undefined;
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

  /**
   * Whether the provider moves money on its own and tells of it by notices (the PSP), so what a
   * notice may have missed is read back (`readPaid`), and its subscriptions' authorizations and
   * cycles live at the provider. Otherwise (the sandbox) the API's simulation routes and sweeps
   * play the payer's bank, and the read-backs have nothing to ask.
   */
  readonly tellsByNotice: boolean;
  /** The Pix received for a charge the provider holds as paid; undefined while it holds it unpaid. */
  readPaid(charge: PixChargeRef): Promise<ReceivedPix[] | undefined>;
  /**
   * Asks the provider to send its notices (payments, authorizations, cycles) under `noticeUrl`
   * (`/pix`, `/rec`, `/cobr` after it): what an operator does once per PSP connection.
   */
  registerNotices(noticeUrl: string): Promise<void>;
  /** The secret path segment of the provider's notice routes; undefined when it sends none. */
  noticeSecret(): Promise<string | undefined>;
  /** The charge txid behind a reference a notice names; undefined when it is not one of ours. */
  chargeTxidOf(reference: string): string | undefined;
  /** A noticed Pix as the provider confirms it; undefined when it received no such Pix. */
  confirmPix(endToEndId: string): Promise<ReceivedPix | undefined>;
  /**
   * One page (`page`, from 0) of every Pix the provider received in `window`, with the devoluções
   * it lists on each: what a day's reconciliation compares. Undefined when the provider keeps no
   * record apart from ours (the sandbox: what its simulations stored is all it received).
   */
  listReceived(window: PixWindow, page?: number): Promise<ListedPixPage | undefined>;
}

/**
 * The subscriptions (Pix Automático) part of a provider, got with `recurrenceFor` (its own module,
 * so only the functions of subscriptions bundle it); its cycles are sent to it when the provider
 * `tellsByNotice`. A subscription's life at the provider: the payer's authorization (bound to the first cycle's
 * charge, one scan pays it and authorizes the rest), each later cycle sent for its due date, a
 * retry of a refused debit, cancels and read-backs. The provider names an authorization; a cycle's
 * id is ours, so a repeated send finds the cycle it made.
 */
export interface RecurrenceProvider {
  /**
   * The authorization of `request`, bound to the charge of txid `chargeTxid`, and the code that pays
   * that charge and authorizes in one scan; a half-made authorization is withdrawn before throwing.
   * Undefined when the provider holds no authorization (the charge's own code authorizes).
   */
  authorize(request: AuthorizationRequest): Promise<{ authorizationId: string; brCode: string } | undefined>;
  /** An authorization nothing will hold (its write failed) is cancelled, or logged for an operator. */
  withdraw(authorizationId: string): Promise<void>;
  /** Our side cancels the authorization; one the provider has already ended counts as done. */
  cancel(authorizationId: string): Promise<void>;
  /** The authorization as the provider holds it now. */
  read(authorizationId: string): Promise<AuthorizationAtProvider>;
  /**
   * Sends `cycle` for its due date under the authorization; false when the provider refuses it as
   * invalid (the send window closed, the authorization ended): the cycle then fails undebited.
   */
  sendCycle(
    authorizationId: string,
    cycle: { id: string; dueDate: string; amountCents: number },
  ): Promise<boolean>;
  /** Asks for another debit of a refused cycle on `day`; false when the provider refuses it as invalid. */
  retryCycle(cycleId: string, day: string): Promise<boolean>;
  /** Cancels a sent cycle; false when the provider refused (it may still debit it). */
  cancelCycle(cycleId: string): Promise<boolean>;
  /** The cycle as the provider holds it; undefined when it never had it. */
  findCycle(cycleId: string): Promise<CycleAtProvider | undefined>;
  /** The cycle as the provider holds it. */
  readCycle(cycleId: string): Promise<CycleAtProvider>;
}

/** The terms a payer authorizes, in our own terms (cents, intervals, retry policies). */
export interface AuthorizationRequest {
  subscriptionId: string;
  description: string;
  startDate: string;
  endDate?: string | null | undefined;
  interval: 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL';
  retryPolicy: 'NONE' | 'THREE_IN_SEVEN_DAYS';
  /** The amount of every cycle. */
  amountCents: number;
  /** The payer: a name and a CPF (11 digits) or CNPJ (14 characters). */
  payer: { name: string; document: string };
  /** The txid of the charge that pays the first cycle and carries the authorization. */
  chargeTxid: string;
}

/** An authorization as the provider holds it: waiting, approved, or ended and by whose side. */
export interface AuthorizationAtProvider {
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';
  /** Ended on the receiving side (ours, or our provider's), as opposed to the payer's. */
  endedByReceiver: boolean;
}

/** A bank's answer to one debit: paid, or refused with its code. */
export type DebitResult = { outcome: 'PAID' } | { outcome: 'REFUSED'; reason: string };

/** One debit attempt as the provider reports it: its day, its result, and whether it was the last. */
export interface DebitAttempt {
  day: string;
  result: DebitResult;
  /** The provider ended the cycle with this attempt: no retry follows, whatever the policy. */
  final: boolean;
}

/** A cycle as the provider holds it. */
export interface CycleAtProvider {
  cycleId: string;
  /** Its finished attempts in order; a cycle ended without any is one final refusal. */
  attempts: DebitAttempt[];
  /** The provider has closed it: no attempt will follow. */
  closed: boolean;
  /** Paid: the provider closed it with the money in. */
  paid: boolean;
  /** A retry is requested or scheduled at the provider and not yet answered. */
  retryPending: boolean;
}

export interface RefundRequest extends PixChargeRef {
  chargeAmountCents: number;
  amountCents: number;
  refundId: string;
  reason: string | null;
}

export type RefundOutcome = 'PENDING' | 'SUCCEEDED' | 'FAILED';

// What a PSP's notices name, whatever its API: each is only a hint, read back at the provider before
// anything changes. The adapter reads its notice bodies into these (`lib/pix/api-pix/notices.ts`).

/** Received Pix: each by its end-to-end id, with the txid of the charge it pays when it names one. */
export interface PaymentNotice {
  payments: { endToEndId: string; txid?: string | undefined }[];
}
/** Pix Automático authorizations that changed, by their id at the provider. */
export interface AuthorizationNotice {
  authorizationIds: string[];
}
/** Pix Automático cycles that changed, by their txid at the provider. */
export interface CycleNotice {
  cycleTxids: string[];
}

export const PIX_PROVIDERS = ['sandbox', 'api-pix'] as const;
export type PixProviderName = (typeof PIX_PROVIDERS)[number];

/** The provider could not be reached, or refused us: a 503 the client may retry. */
export class PixProviderUnavailable extends Error {
  constructor(
    message: string,
    /** The provider refused the request (a 4xx of the PSP), as opposed to being unreachable. */
    readonly refused = false,
    /** The PSP's HTTP status, when it answered one. */
    readonly status?: number | undefined,
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
