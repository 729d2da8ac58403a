import type { FeeRule } from '../merchants/payout-settings.domain.js';
import type { Movement } from './ledger.domain.js';

/**
 * The platform's fee on a Pix a merchant receives (`PLATFORM` mode): a fixed amount and/or a
 * percentage of the amount received, the percentage rounded half up to the centavo. Never more
 * than the Pix itself. No I/O.
 */

/** The most a percentage may be, in basis points (100 %). */
export const MAX_FEE_BASIS_POINTS = 10_000;

/** The fee in cents on `amount` cents received. */
export function feeCents(rule: FeeRule, amount: number): number {
  if (amount <= 0) return 0;
  // Half up: 199 bps of 1050 is 20.895 → 21. Integers throughout, so no float rounding.
  const percent = Math.floor((amount * rule.basisPoints + MAX_FEE_BASIS_POINTS / 2) / MAX_FEE_BASIS_POINTS);
  return Math.min(amount, rule.fixedCents + percent);
}

/**
 * A percentage as an operator writes it (`1.99`, `2`, `0,5`) in basis points, or undefined when it
 * is not a number from 0 to 100 with at most two decimals.
 */
export function basisPointsOf(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= MAX_FEE_BASIS_POINTS ? points : undefined;
}

/**
 * The `FEE` movement of a `PIX_RECEIVED` one, keyed by the credit's own key (a fee is taken once
 * per Pix), or none when the fee is 0.
 */
export function feeMovement(credit: Movement, rule: FeeRule): Movement | undefined {
  if (credit.type !== 'PIX_RECEIVED') return undefined;
  const amount = feeCents(rule, credit.amount);
  if (amount === 0) return undefined;
  return {
    type: 'FEE',
    merchantId: credit.merchantId,
    amount,
    naturalKey: credit.naturalKey,
    occurredAt: credit.occurredAt,
    chargeId: credit.chargeId ?? null,
    subscriptionId: credit.subscriptionId ?? null,
    endToEndId: credit.endToEndId ?? null,
    txid: credit.txid ?? null,
    description: 'Tarifa',
  };
}
