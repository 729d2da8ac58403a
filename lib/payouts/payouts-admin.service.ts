import { basisPointsOf, MAX_FEE_BASIS_POINTS } from '../ledger/fees.domain.js';
import { AdminError } from '../merchants/admin.service.js';
import { DEFAULT_DELAY_DAYS } from '../ledger/ledger.domain.js';
import {
  PAYOUT_INTERVALS,
  type FeeRule,
  type PayoutInterval,
  type PayoutKey,
  type PayoutSchedule,
  type PayoutSettings,
} from '../merchants/payout-settings.domain.js';
import {
  payoutSettings,
  setFeeRule,
  setPayoutKey,
  setPayoutSchedule,
} from '../merchants/payout-settings.storage.js';
import { cleanDocument, isValidDocument } from '../domain/document.js';
import { parsePixKey } from '../domain/pix-key.js';
import { maskKey } from './payout.domain.js';
import { WEEKDAYS } from './payout-schedule.domain.js';
import { firstDue } from './payout-schedule.service.js';
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

const WEEKDAY_NUMBER: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5 };

/**
 * Sets when the merchant's credits become available (`delay`: D+0, D+1 or D+2 São Paulo business
 * days) and when the sweep pays them out (`daily`, `weekly` on `weekday`, or `manual`: only
 * `POST /payouts`). A delay applies to the Pix recorded from then on.
 */
export async function adminSetSchedule(
  merchantId: string,
  options: { interval: string; weekday?: string | undefined; delay?: string | undefined },
  now = new Date(),
) {
  if (!(PAYOUT_INTERVALS as readonly string[]).includes(options.interval))
    throw new AdminError(`--interval must be one of ${PAYOUT_INTERVALS.join(', ')}`);
  const interval = options.interval as PayoutInterval;
  if (options.weekday !== undefined && interval !== 'weekly')
    throw new AdminError('--weekday goes with --interval weekly');
  const weekday = interval === 'weekly' ? WEEKDAY_NUMBER[options.weekday ?? 'mon'] : undefined;
  if (interval === 'weekly' && weekday === undefined)
    throw new AdminError(`--weekday must be one of ${WEEKDAYS.join(', ')}`);
  const delay = options.delay === undefined ? DEFAULT_DELAY_DAYS : Number(options.delay);
  if (![0, 1, 2].includes(delay)) throw new AdminError('--delay must be 0, 1 or 2 (business days)');
  const schedule: PayoutSchedule = { interval, weekday: weekday ?? null, delay };
  const due = firstDue(schedule, now);
  const settings = found(await setPayoutSchedule(merchantId, schedule, due), merchantId);
  return scheduleView(merchantId, settings.schedule, due?.day ?? null);
}

const scheduleView = (merchantId: string, schedule: PayoutSchedule, nextPayoutDay: string | null) => ({
  merchantId,
  interval: schedule.interval,
  weekday: schedule.weekday === null ? null : WEEKDAYS[schedule.weekday - 1],
  delay: schedule.delay,
  nextPayoutDay,
});

/**
 * Sets the key the merchant's payouts go to, which the operator verified belongs to the merchant
 * (else payouts go to its Pix key), with its holder's CPF or CNPJ and name when given (both or
 * neither): the PSP is then told whom the Pix is for. Shown masked.
 */
export async function adminSetPayoutKey(
  merchantId: string,
  options: { key: string; document?: string | undefined; name?: string | undefined },
) {
  const parsed = parsePixKey(options.key);
  if (!parsed) throw new AdminError('--key must be a Pix key: CPF, CNPJ, e-mail, +55 phone or random key');
  if ((options.document === undefined) !== (options.name === undefined))
    throw new AdminError('--document and --name go together');
  const document = options.document === undefined ? null : cleanDocument(options.document);
  if (document !== null && !(/^\d+$/.test(document) && isValidDocument(document)))
    throw new AdminError('--document must be a valid CPF (11 digits) or CNPJ (14 digits)');
  const name = options.name?.trim() ?? null;
  if (name !== null && (name === '' || name.length > 200))
    throw new AdminError('--name must have 1 to 200 characters');
  const payoutKey: PayoutKey = { keyType: parsed.type, key: parsed.key, document, name };
  found(await setPayoutKey(merchantId, payoutKey), merchantId);
  return {
    merchantId,
    destination: { keyType: parsed.type, key: maskKey(parsed.type, parsed.key) },
    holder:
      document === null
        ? null
        : { document: maskKey(document.length === 11 ? 'CPF' : 'CNPJ', document), name },
  };
}
