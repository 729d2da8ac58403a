import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import { Refusal } from '../errors.js';
import { chargeMessages } from './charges.messages.js';
import type { EventType } from '../domain/event.js';
import {
  calendarDateSchema,
  dueExpiresAt,
  dueRequestIssues,
  dueShape,
  dueTermsView,
  todayIn,
  type StoredDueTerms,
} from './due-charge.domain.js';
import { amountOwed, effectiveDueDate } from '../domain/due-date.js';
import { metadataSchema, storedMetadata, type Metadata } from '../domain/metadata.js';
import { centsSchema, centsToReais, formatReais, MAX_CHARGE_CENTS } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { ALWAYS, displayTextSchema, statedBounds, upperCaseEnum } from '../domain/text.js';
import type { MedBlock } from '../ledger/med-blocks.domain.js';

export const CHARGE_STATUSES = [
  'PENDING',
  'PAID',
  'EXPIRED',
  'CANCELLED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * The state machine. Every transition leaves `PENDING` or a paid state; the database write of each
 * one is conditional on the state it leaves (`lib/charges/charges.storage.ts`), so two racing transitions never
 * both win. Refunds move a paid charge by the amount they leave (a failed refund moves it back).
 */
export const TRANSITIONS: Record<ChargeStatus, readonly ChargeStatus[]> = {
  PENDING: ['PAID', 'EXPIRED', 'CANCELLED'],
  PAID: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  EXPIRED: [],
  CANCELLED: [],
  PARTIALLY_REFUNDED: ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  REFUNDED: ['PAID', 'PARTIALLY_REFUNDED'],
};

/** The transitions out of `PENDING`; refunds have their own writes. */
export type ChargeTransition = 'PAID' | 'EXPIRED' | 'CANCELLED';

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Who returned the money: the merchant (its refund) or the payer's bank under MED. */
export const REFUND_ORIGINS = ['MERCHANT', 'MED'] as const;
export type RefundOrigin = (typeof REFUND_ORIGINS)[number];

/** Why the payer's bank took the money back under MED. */
export const MED_NATURES = ['OPERATIONAL_FAILURE', 'FRAUD', 'PIX_AUTOMATICO'] as const;
export type MedNature = (typeof MED_NATURES)[number];

/** One refund of a charge (a devolução in live), the merchant's or a MED return; money in cents. */
export interface Refund {
  id: string;
  amount: number;
  reason: string | null;
  /** `PENDING` while the PSP processes it (live only); a MED return is recorded `SUCCEEDED`. */
  status: RefundStatus;
  /** Absent on refunds stored before MED returns were recorded: those are the merchant's. */
  origin?: RefundOrigin | undefined;
  /** A MED return's nature; absent on a merchant's refund. */
  medNature?: MedNature | undefined;
  /** A MED return's id at the PSP (the sandbox's own in `test`): it is recorded once per id. */
  pspReturnId?: string | undefined;
  createdAt: string;
  updatedAt: string;
}

/** A refund's origin; refunds stored without one are the merchant's. */
export const originOf = (refund: Pick<Refund, 'origin'>): RefundOrigin => refund.origin ?? 'MERCHANT';

export const eventTypeOf = (status: ChargeStatus): EventType => `charge.${status.toLowerCase()}` as EventType;

/** A charge as stored: money in cents; absent values null. */
export interface Charge {
  id: string;
  merchantId: string;
  method: 'PIX';
  amount: number;
  /** The stored state; a `PENDING` charge past `expiresAt` reads as `EXPIRED` (`effectiveStatus`). */
  status: ChargeStatus;
  description: string | null;
  customerId: string | null;
  checkoutId: string | null;
  /** Set on a subscription's authorization charge (journey 3): paying it activates the subscription. */
  subscriptionId?: string | null | undefined;
  txid: string;
  brCode: string;
  expiresAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  /** The sum of the refunds not `FAILED`. */
  refundedAmount: number;
  /** In the order they were made; a refund keeps its place. */
  refunds: Refund[];
  metadata: Metadata;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** A due-date charge's terms (the API Pix's `cobv`); absent on an immediate charge. */
  due?: StoredDueTerms | undefined;
  /** Cents received, once paid; absent on charges paid before it was recorded (then `amount`). */
  paidAmount?: number | undefined;
  /** The operator's precautionary MED blocks on it (lib/ledger/med-blocks.domain.ts), oldest first. */
  medBlocks?: MedBlock[] | undefined;
  /**
   * The token of the page that pays it, sealed (`sealPaymentToken`): a checkout's page for a
   * checkout's charge, else its own. Absent on charges stored before pages had links.
   */
  pageToken?: string | undefined;
  /** A charge's own page token, hashed (its pointer's key); absent on a checkout's charge. */
  tokenHash?: string | undefined;
  /**
   * The merchant's own PSP connection that issued it (`OWN_ACCOUNT`); absent: the platform's PSP.
   * Its cancel, refunds and read-backs go there, whatever the merchant connects later.
   */
  pixConnectionId?: string | undefined;
}

export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = MAX_CHARGE_CENTS;
export const DESCRIPTION_MAX = 140;
export const MIN_EXPIRES_IN = 60;
export const MAX_EXPIRES_IN = 2_592_000;
export const DEFAULT_EXPIRES_IN = 3600;

// Both cases spelled out: the OpenAPI document's `pattern` carries no flags.
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** An id in a body or query: any UUID, compared in lower case as ids are stored. */
export const referencedIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.string().check(z.regex(UUID, { error: chargeMessages.invalidId }), statedBounds({ maximum: 36 })),
    z.transform((id: string) => id.toLowerCase()),
  ),
);

/** Shown to the payer: NFC, trimmed, 1–140 characters after that. */
const descriptionSchema = /* @__PURE__ */ z.lazy(() => displayTextSchema(DESCRIPTION_MAX));

/**
 * The create body; `today` (in the business time zone) bounds `dueDate`. Without it the rules
 * that need the date are skipped (the OpenAPI document and examples describe the shape).
 */
export const createChargeSchemaAt = (today: string | undefined) =>
  z
    .strictObject({
      amount: centsSchema(MIN_AMOUNT_CENTS, MAX_AMOUNT_CENTS),
      description: z.optional(z.nullable(descriptionSchema)),
      customerId: z.optional(z.nullable(referencedIdSchema)),
      expiresIn: z.optional(z.nullable(z.int().check(z.gte(MIN_EXPIRES_IN), z.lte(MAX_EXPIRES_IN)))),
      metadata: z.optional(z.nullable(metadataSchema)),
      ...dueShape(),
    })
    .check(
      z.superRefine((body, ctx) => {
        for (const issue of dueRequestIssues(body as Record<string, unknown>, today))
          ctx.addIssue({
            code: 'custom',
            path: issue.path,
            message: issue.message,
            params: { code: issue.code },
          });
      }, ALWAYS),
    );

export const createChargeSchema = /* @__PURE__ */ z.lazy(() => createChargeSchemaAt(undefined));

export type CreateChargeBody = z.output<typeof createChargeSchema>;

const statusFilterSchema = /* @__PURE__ */ z.lazy(() =>
  upperCaseEnum(CHARGE_STATUSES, { error: chargeMessages.statusFilter }),
);

export const listChargesQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    status: z.optional(statusFilterSchema),
    customerId: z.optional(referencedIdSchema),
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
  }),
);

export type ListChargesQuery = z.output<typeof listChargesQuerySchema>;

/** `GET /charges/{id}/amount?date=`: the day, today when absent. */
export const chargeAmountQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ date: z.optional(calendarDateSchema) }),
);

/** `simulate-payment`: nothing, `{}`, or the day the payer pays a due-date charge. */
export const simulatePaymentSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ date: z.optional(z.nullable(calendarDateSchema)) }),
);

/** 25 letters and digits (about 149 random bits): the longest txid a BR Code's field 62/05 takes. */
export const TXID_LENGTH = 25;
const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newTxid(): string {
  let txid = '';
  // randomInt is uniform (rejection sampling inside), so every character is equally likely.
  for (let i = 0; i < TXID_LENGTH; i++) txid += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)];
  return txid;
}

/** What the provider answered for a new charge, and the txid it was asked with. */
export interface PixCode {
  txid: string;
  brCode: string;
}

export interface NewChargeInput {
  amount: number;
  description?: string | null | undefined;
  customerId?: string | null | undefined;
  expiresIn?: number | null | undefined;
  metadata?: Metadata | null | undefined;
  /** Set when the charge is a checkout's: it is then cancelled and expired through the checkout. */
  checkoutId?: string | null | undefined;
  /** Set when the charge authorizes a subscription: it is then cancelled through the subscription. */
  subscriptionId?: string | null | undefined;
  /** A due-date charge's terms: it then expires at the end of its last payable day. */
  due?: StoredDueTerms | undefined;
}

export function newCharge(
  merchantId: string,
  id: string,
  input: NewChargeInput,
  pix: PixCode,
  now: Date,
): Charge {
  const timestamp = now.toISOString();
  const expiresIn = input.expiresIn ?? DEFAULT_EXPIRES_IN;
  return {
    id,
    merchantId,
    method: 'PIX',
    amount: input.amount,
    status: 'PENDING',
    description: input.description ?? null,
    customerId: input.customerId ?? null,
    checkoutId: input.checkoutId ?? null,
    ...(input.subscriptionId ? { subscriptionId: input.subscriptionId } : {}),
    txid: pix.txid,
    brCode: pix.brCode,
    expiresAt: input.due ? dueExpiresAt(input.due) : new Date(now.getTime() + expiresIn * 1000).toISOString(),
    paidAt: null,
    cancelledAt: null,
    refundedAt: null,
    refundedAmount: 0,
    refunds: [],
    metadata: storedMetadata(input.metadata),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
    ...(input.due ? { due: input.due } : {}),
  };
}

/** Whether a pending charge's time is up at `now` (the expiry instant itself is expired). */
export const isPastExpiry = (charge: Pick<Charge, 'expiresAt'>, now: Date): boolean =>
  now.getTime() >= Date.parse(charge.expiresAt);

/**
 * The state a reader sees: a `PENDING` charge past `expiresAt` is `EXPIRED` at once, whatever the
 * sweeper has persisted yet.
 */
export const effectiveStatus = (charge: Pick<Charge, 'status' | 'expiresAt'>, now: Date): ChargeStatus =>
  charge.status === 'PENDING' && isPastExpiry(charge, now) ? 'EXPIRED' : charge.status;

/**
 * The charge after a transition. An expiry happened at `expiresAt`, so that is its `updatedAt`,
 * whenever the sweeper gets to it: a charge reads the same before and after it is swept.
 */
export function transitioned(charge: Charge, to: ChargeTransition, now: Date, paidAmount?: number): Charge {
  const timestamp = now.toISOString();
  return {
    ...charge,
    ...(to === 'PAID' ? { paidAmount: paidAmount ?? charge.amount } : {}),
    status: to,
    paidAt: to === 'PAID' ? timestamp : charge.paidAt,
    cancelledAt: to === 'CANCELLED' ? timestamp : charge.cancelledAt,
    updatedAt: to === 'EXPIRED' ? charge.expiresAt : timestamp,
    version: charge.version + 1,
  };
}

/** The charge as a reader at `now` sees it (read-time expiry applied). */
export function asSeenAt(charge: Charge, now: Date): Charge {
  return effectiveStatus(charge, now) === charge.status ? charge : transitioned(charge, 'EXPIRED', now);
}

/** The cents a payment takes at `now`, or on `date` (a calendar date in the charge's zone). */
export const amountDueAt = (charge: Charge, now: Date, date?: string): number =>
  charge.due
    ? amountOwed(charge.amount, charge.due, date ?? todayIn(charge.due.timeZone, now)).total
    : charge.amount;

export const refundView = (refund: Refund) => ({
  id: refund.id,
  amount: centsToReais(refund.amount),
  reason: refund.reason,
  status: refund.status,
  origin: originOf(refund),
  medNature: refund.medNature ?? null,
  createdAt: refund.createdAt,
  updatedAt: refund.updatedAt,
});

/** A list item (and an event's `data`): everything but the QR code image. */
/**
 * A charge as lists and events show it: no QR code image. `paymentUrl` is the page link the API
 * opens from the sealed token; events are stored, so they carry none (null).
 */
export function chargeListView(charge: Charge, now: Date, paymentUrl: string | null = null) {
  const seen = asSeenAt(charge, now);
  const payable = seen.status === 'PENDING';
  const paid = seen.status === 'PAID' || seen.status === 'PARTIALLY_REFUNDED' || seen.status === 'REFUNDED';
  return {
    id: seen.id,
    method: seen.method,
    amount: centsToReais(seen.amount),
    status: seen.status,
    description: seen.description,
    customerId: seen.customerId,
    checkoutId: seen.checkoutId,
    subscriptionId: seen.subscriptionId ?? null,
    pix: { brCode: seen.brCode, txid: seen.txid },
    paymentUrl,
    expiresAt: seen.expiresAt,
    paidAt: seen.paidAt,
    cancelledAt: seen.cancelledAt,
    refundedAt: seen.refundedAt,
    ...dueTermsView(seen.due),
    overdue:
      payable && seen.due !== undefined && todayIn(seen.due.timeZone, now) > effectiveDueDate(seen.due),
    amountToday: payable ? centsToReais(amountDueAt(seen, now)) : null,
    paidAmount: paid ? centsToReais(seen.paidAmount ?? seen.amount) : null,

    refundedAmount: centsToReais(refundedAmountOf(seen)),
    refunds: (seen.refunds ?? []).map(refundView),
    metadata: seen.metadata,
    createdAt: seen.createdAt,
    updatedAt: seen.updatedAt,
  };
}

/**
 * What a charge's event carries (`data`): the charge after the change in its list view, with no
 * page link and no QR code image, so events stay small. Storage writes the event; this decides it.
 */
export const chargeEventData = (charge: Charge, now: Date) => chargeListView(charge, now);

/** One charge (create, retrieve, the actions): with the QR code image of its BR Code. */
export function chargeView(charge: Charge, now: Date, qrCode: string, paymentUrl: string | null = null) {
  const view = chargeListView(charge, now, paymentUrl);
  return { ...view, pix: { brCode: view.pix.brCode, qrCode, txid: view.pix.txid } };
}

export type ChargeListView = ReturnType<typeof chargeListView>;
export type ChargeView = ReturnType<typeof chargeView>;

/** Pix's devolução window: a refund is possible up to 90 days after the payment. */
export const REFUND_WINDOW_DAYS = 90;
/** Refunds one charge may have, so its item stays small for every write that carries it. */
export const MAX_REFUNDS = 100;
export const REASON_MAX = 140;

/** The refunded sum of a charge, also for one stored before partial refunds (whole or nothing). */
export const refundedAmountOf = (
  charge: Pick<Charge, 'refundedAmount' | 'status' | 'amount' | 'paidAmount'>,
): number => charge.refundedAmount ?? (charge.status === 'REFUNDED' ? paidCentsOf(charge) : 0);

/** What the payer paid, which refunds return: a due-date charge's is that day's amount. */
export const paidCentsOf = (charge: Pick<Charge, 'amount' | 'paidAmount'>): number =>
  charge.paidAmount ?? charge.amount;

/** The paid state that a refunded sum leaves. */
export const statusForRefunded = (
  charge: Pick<Charge, 'amount' | 'paidAmount'>,
  refunded: number,
): ChargeStatus =>
  refunded === 0 ? 'PAID' : refunded < paidCentsOf(charge) ? 'PARTIALLY_REFUNDED' : 'REFUNDED';

/** No body (everything that remains) or `{amount, reason}`. */
export const refundChargeSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    amount: z.optional(z.nullable(centsSchema(1, MAX_AMOUNT_CENTS))),
    reason: z.optional(z.nullable(displayTextSchema(REASON_MAX))),
  }),
);

export type RefundChargeBody = z.output<typeof refundChargeSchema>;

/**
 * A new refund of `charge` and the charge after it, or the `Refusal` that refuses it: the charge
 * must be paid (and not wholly refunded), paid less than 90 days ago, and the amount at most what
 * remains (`planRefund` in the refunds service answers it 400).
 */
export function plannedRefund(
  charge: Charge,
  body: RefundChargeBody,
  refund: { id: string; status: RefundStatus },
  now: Date,
): { refund: Refund; after: Charge } {
  const status = effectiveStatus(charge, now);
  if (status !== 'PAID' && status !== 'PARTIALLY_REFUNDED')
    throw new Refusal('charge_not_paid', chargeMessages.notPaid(status));
  const paidAt = Date.parse(charge.paidAt ?? charge.updatedAt);
  if (now.getTime() - paidAt > REFUND_WINDOW_DAYS * 86_400_000)
    throw new Refusal('refund_window_closed', chargeMessages.refundWindowClosed(REFUND_WINDOW_DAYS));
  const refunds = charge.refunds ?? [];
  if (refunds.length >= MAX_REFUNDS)
    throw new Refusal('refund_limit_reached', chargeMessages.tooManyRefunds(MAX_REFUNDS));
  const refunded = refundedAmountOf(charge);
  const remaining = paidCentsOf(charge) - refunded;
  const amount = body.amount ?? remaining;
  if (amount > remaining)
    throw new Refusal(
      'refund_exceeds_remaining',
      chargeMessages.refundExceedsRemaining(formatReais(remaining)),
      [
        {
          field: 'amount',
          message: chargeMessages.refundExceedsRemainingField(remaining),
          code: 'refund_exceeds_remaining',
        },
      ],
    );
  const timestamp = now.toISOString();
  const created: Refund = {
    id: refund.id,
    amount,
    reason: body.reason ?? null,
    status: refund.status,
    origin: 'MERCHANT',
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  const total = refunded + amount;
  const after: Charge = {
    ...charge,
    status: statusForRefunded(charge, total),
    refundedAmount: total,
    refundedAt: total === paidCentsOf(charge) ? timestamp : null,
    refunds: [...refunds, created],
    updatedAt: timestamp,
    version: charge.version + 1,
  };
  return { refund: created, after };
}

/** The charge after its refund `refundId` ends in `status`: a failed one gives its amount back. */
export function settledRefund(
  charge: Charge,
  refundId: string,
  status: 'SUCCEEDED' | 'FAILED',
  now: Date,
): Charge {
  const timestamp = now.toISOString();
  const refunds = (charge.refunds ?? []).map((refund) =>
    refund.id === refundId ? { ...refund, status, updatedAt: timestamp } : refund,
  );
  const refunded = refunds
    .filter((refund) => refund.status !== 'FAILED')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return {
    ...charge,
    status: statusForRefunded(charge, refunded),
    refundedAmount: refunded,
    refundedAt: refunded === paidCentsOf(charge) ? charge.refundedAt : null,
    refunds,
    updatedAt: timestamp,
    version: charge.version + 1,
  };
}

/** `simulate-med-return`: nothing, `{}`, or the amount (cents) and the nature. */
export const simulateMedReturnSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    amount: z.optional(z.nullable(centsSchema(1, MAX_AMOUNT_CENTS))),
    nature: z.optional(z.nullable(upperCaseEnum(MED_NATURES, { error: chargeMessages.medNature }))),
  }),
);

export type SimulateMedReturnBody = z.output<typeof simulateMedReturnSchema>;

/** A MED return as the PSP (or the sandbox) tells it: its id there, its amount, nature and time. */
export interface MedReturnNotice {
  pspReturnId: string;
  /** Cents; all that remains when absent (the sandbox's default). */
  amount?: number | null | undefined;
  nature: MedNature;
  /** When the money left, as the PSP says; now when absent. */
  occurredAt?: string | undefined;
}

/**
 * The charge after the MED return `notice`, recorded as a `SUCCEEDED` refund of origin `MED`;
 * undefined when the charge already holds that return (learnt twice, recorded once). The money
 * left already, so only what the charge cannot hold is refused (a `Refusal`): a charge not paid,
 * one with nothing left, more than what is left, a charge at its refund limit.
 */
export function plannedMedReturn(
  charge: Charge,
  notice: MedReturnNotice,
  refundId: string,
  now: Date,
): Charge | undefined {
  const refunds = charge.refunds ?? [];
  if (refunds.some((refund) => refund.pspReturnId === notice.pspReturnId)) return undefined;
  const status = effectiveStatus(charge, now);
  if (status === 'REFUNDED') throw new Refusal('nothing_left_to_return', chargeMessages.nothingLeftToReturn);
  if (status !== 'PAID' && status !== 'PARTIALLY_REFUNDED')
    throw new Refusal('charge_not_paid', chargeMessages.medNotPaid(status));
  const refunded = refundedAmountOf(charge);
  const remaining = paidCentsOf(charge) - refunded;
  if (remaining <= 0) throw new Refusal('nothing_left_to_return', chargeMessages.nothingLeftToReturn);
  if (refunds.length >= MAX_REFUNDS)
    throw new Refusal('refund_limit_reached', chargeMessages.tooManyRefunds(MAX_REFUNDS));
  const amount = notice.amount ?? remaining;
  if (amount > remaining)
    throw new Refusal(
      'refund_exceeds_remaining',
      chargeMessages.medExceedsRemaining(formatReais(remaining)),
      [
        {
          field: 'amount',
          message: chargeMessages.refundExceedsRemainingField(remaining),
          code: 'refund_exceeds_remaining',
        },
      ],
    );
  const timestamp = now.toISOString();
  const occurredAt = notice.occurredAt ?? timestamp;
  const total = refunded + amount;
  return {
    ...charge,
    status: statusForRefunded(charge, total),
    refundedAmount: total,
    refundedAt: total === paidCentsOf(charge) ? timestamp : null,
    refunds: [
      ...refunds,
      {
        id: refundId,
        amount,
        reason: null,
        status: 'SUCCEEDED',
        origin: 'MED',
        medNature: notice.nature,
        pspReturnId: notice.pspReturnId,
        createdAt: occurredAt,
        updatedAt: occurredAt,
      },
    ],
    updatedAt: timestamp,
    version: charge.version + 1,
  };
}
