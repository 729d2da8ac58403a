import type { PixKeyType } from '../domain/pix-key.js';

/**
 * A merchant's payout settings, set by an operator: the platform's fee on each Pix received, the
 * payout schedule with the delay before a credit is available, and a verified payout key. No I/O.
 */

export interface FeeRule {
  /** Cents taken from each Pix received. */
  fixedCents: number;
  /** Hundredths of a percent of the amount received (199: 1,99 %). */
  basisPoints: number;
}

export const PAYOUT_INTERVALS = ['daily', 'weekly', 'manual'] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

export interface PayoutSchedule {
  interval: PayoutInterval;
  /** `weekly`: the weekday the payout is made, 1 (Monday) to 5 (Friday). */
  weekday: number | null;
  /** Business days (São Paulo) after the day a Pix came in until it is available: 0, 1 or 2. */
  delay: number;
}

/** A payout key an operator verified, with its holder when known. */
export interface PayoutKey {
  keyType: PixKeyType;
  key: string;
  /** The holder's CPF (11 digits) or CNPJ (14), when the operator gave it. */
  document: string | null;
  name: string | null;
}

export interface PayoutSettings {
  fee: FeeRule;
  schedule: PayoutSchedule;
  payoutKey: PayoutKey | null;
}

export const NO_FEE: FeeRule = { fixedCents: 0, basisPoints: 0 };
export const DEFAULT_SCHEDULE: PayoutSchedule = { interval: 'manual', weekday: null, delay: 1 };

/** The settings stored on a merchant's item; absent attributes are the defaults. */
export const payoutSettingsOf = (item: Record<string, unknown> | undefined): PayoutSettings => ({
  fee: { ...NO_FEE, ...(item?.payoutFee as Partial<FeeRule> | undefined) },
  schedule: { ...DEFAULT_SCHEDULE, ...(item?.payoutSchedule as Partial<PayoutSchedule> | undefined) },
  payoutKey: (item?.payoutKey as PayoutKey | undefined) ?? null,
});
