import * as z from 'zod/mini';
import { centsSchema, centsToReais, MAX_CENTS } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import type { PixKeyType } from '../domain/pix-key.js';
import { Refusal } from '../errors.js';
import { messages } from '../messages.js';
import { payoutMessages } from './payouts.messages.js';

/**
 * The payouts' rules: what a payout is, its states and moves, the smallest one, how its
 * destination is shown, and the view. No I/O.
 */

export const PAYOUT_STATUSES = ['PENDING', 'PROCESSING', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The smallest payout, in cents (R$ 1,00). */
export const MIN_PAYOUT_CENTS = 100;

/** The moves a payout may make, each from the one state it leaves. */
const MOVES: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  PENDING: ['PROCESSING', 'FAILED'],
  PROCESSING: ['PAID', 'FAILED'],
  PAID: [],
  FAILED: [],
};

export const canMove = (from: PayoutStatus, to: PayoutStatus): boolean => MOVES[from].includes(to);
export const isFinal = (status: PayoutStatus): boolean => MOVES[status].length === 0;

export interface Payout {
  id: string;
  merchantId: string;
  /** Cents. */
  amount: number;
  status: PayoutStatus;
  /** The merchant's payout key, whole: what the PSP is asked to send to. Shown masked. */
  keyType: PixKeyType;
  key: string;
  endToEndId: string | null;
  failureCode: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  failedAt: string | null;
  version: number;
  /** Made through the sandbox's provider: moved only by `simulate`, never in the sweep's index. */
  sandbox?: boolean | undefined;
  /** The payout key's holder, when the operator gave it (sent as `favorecido.identificacao`). */
  document?: string | null | undefined;
  holderName?: string | null | undefined;
}

export function newPayout(
  fields: {
    id: string;
    merchantId: string;
    amount: number;
    keyType: PixKeyType;
    key: string;
    sandbox?: boolean | undefined;
    document?: string | null | undefined;
    holderName?: string | null | undefined;
  },
  now: Date,
): Payout {
  const at = now.toISOString();
  return {
    ...fields,
    status: 'PENDING',
    endToEndId: null,
    failureCode: null,
    createdAt: at,
    updatedAt: at,
    paidAt: null,
    failedAt: null,
    version: 1,
  };
}

/** The payout after its move to `to`, as the PSP reported it. */
export function moved(
  payout: Payout,
  to: PayoutStatus,
  now: Date,
  details: { endToEndId?: string | null; failureCode?: string | null } = {},
): Payout {
  const at = now.toISOString();
  return {
    ...payout,
    status: to,
    updatedAt: at,
    version: payout.version + 1,
    ...(to === 'PAID' && { paidAt: at, endToEndId: details.endToEndId ?? payout.endToEndId }),
    ...(to === 'FAILED' && { failedAt: at, failureCode: details.failureCode ?? 'FAILED' }),
  };
}

/** The amount asked, or a refusal when it is below the smallest payout. */
export function payoutAmount(asked: number | undefined, available: number): number {
  if (asked === undefined) {
    if (available < MIN_PAYOUT_CENTS)
      throw new Refusal('insufficient_balance', payoutMessages.nothingAvailable(MIN_PAYOUT_CENTS));
    return available;
  }
  if (asked < MIN_PAYOUT_CENTS)
    throw new Refusal('payout_below_minimum', payoutMessages.belowMinimum(MIN_PAYOUT_CENTS), [
      {
        field: 'amount',
        message: payoutMessages.belowMinimumField(MIN_PAYOUT_CENTS),
        code: 'payout_below_minimum',
      },
    ]);
  return asked;
}

/**
 * A Pix key as a bank's receipt shows it: enough to recognise it, never the whole of it. CPF
 * `***.456.789-**`; CNPJ `12.345.***\/****-**`; e-mail the first letter and the domain; phone the
 * last four digits; a random key its first and last four characters.
 */
export function maskKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'CNPJ':
      return `${key.slice(0, 2)}.${key.slice(2, 5)}.***/****-**`;
    case 'EMAIL': {
      const at = key.indexOf('@');
      return `${key.slice(0, 1)}***${key.slice(at)}`;
    }
    case 'PHONE':
      return `+55 (${key.slice(3, 5)}) *****-${key.slice(-4)}`;
    case 'EVP':
      return `${key.slice(0, 4)}****-****-****-****-********${key.slice(-4)}`;
  }
}

export const payoutView = (payout: Payout) => ({
  id: payout.id,
  amount: centsToReais(payout.amount),
  status: payout.status,
  destination: { keyType: payout.keyType, key: maskKey(payout.keyType, payout.key) },
  endToEndId: payout.endToEndId,
  failureCode: payout.failureCode,
  createdAt: payout.createdAt,
  paidAt: payout.paidAt,
  failedAt: payout.failedAt,
});

export type PayoutView = ReturnType<typeof payoutView>;

export const createPayoutSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ amount: z.optional(centsSchema(1, MAX_CENTS)) }),
);

export const listPayoutsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    status: z.optional(z.enum(PAYOUT_STATUSES, { error: messages.fields.oneOf(PAYOUT_STATUSES) })),
  }),
);

export const PAYOUT_OUTCOMES = ['PAID', 'FAILED'] as const;

export const simulatePayoutSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    outcome: z.enum(PAYOUT_OUTCOMES, { error: payoutMessages.outcome }),
  }),
);
