import { basisPointsOf, MAX_FEE_BASIS_POINTS } from '../ledger/fees.domain.js';
import { AdminError } from '../merchants/admin.service.js';
import type { FeeRule, PayoutSettings } from '../merchants/payout-settings.domain.js';
import { payoutSettings, setFeeRule } from '../merchants/payout-settings.storage.js';
import { MAX_CENTS } from '../domain/money.js';

/**
 * Operator actions on a merchant's payouts (`npm run admin`): its fee, its payout schedule and
 * delay, its payout key, and MED blocks. No route changes these.
 */

const found = (settings: PayoutSettings | undefined, merchantId: string): PayoutSettings => {
  if (!settings) throw new AdminError(`merchant ${merchantId} not found`);
  return settings;
};

const percentText = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

export const feeView = (merchantId: string, fee: FeeRule) => ({
  merchantId,
  fixedCents: fee.fixedCents,
  percent: percentText(fee.basisPoints),
});

/**
 * Sets the merchant's fee on each Pix it receives: `fixed` cents and/or `percent` (`1.99`); an
 * option left out is 0, and both 0 is no fee. Takes effect on the Pix recorded from then on.
 */
export async function adminSetFee(
  merchantId: string,
  options: { fixed?: string | undefined; percent?: string | undefined },
) {
  if (options.fixed === undefined && options.percent === undefined)
    throw new AdminError('give --fixed <cents> and/or --percent <percentage>');
  const fixedCents = options.fixed === undefined ? 0 : Number(options.fixed);
  if (!/^\d+$/.test(options.fixed ?? '0') || !Number.isSafeInteger(fixedCents) || fixedCents > MAX_CENTS)
    throw new AdminError('--fixed must be a whole number of centavos (0 or more)');
  const basisPoints = options.percent === undefined ? 0 : basisPointsOf(options.percent);
  if (basisPoints === undefined)
    throw new AdminError(
      `--percent must be a percentage from 0 to ${MAX_FEE_BASIS_POINTS / 100} with at most two decimals (1.99)`,
    );
  const settings = found(await setFeeRule(merchantId, { fixedCents, basisPoints }), merchantId);
  return feeView(merchantId, settings.fee);
}

export async function adminShowFee(merchantId: string) {
  return feeView(merchantId, (await payoutSettings(merchantId)).fee);
}
