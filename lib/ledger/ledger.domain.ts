import * as z from 'zod/mini';
import { addDays, businessDayOnOrAfter, dayNumber } from '../domain/business-days.js';
import { formatInZone, localToInstant } from '../domain/dates.js';
import { centsSchema, centsToReais, MAX_CHARGE_CENTS } from '../domain/money.js';
import { cursorShape, pagingShape } from '../domain/paging.js';
import { displayTextSchema } from '../domain/text.js';
import { Refusal } from '../errors.js';
import { messages } from '../messages.js';
import { ledgerMessages } from './ledger.messages.js';

/**
 * The ledger's rules: what a movement of money is, the entry it becomes, the sign of each type,
 * São Paulo days, the views, the summary's shape and the export's rows. No I/O.
 */

/** Every type of entry, in the order the summary lists them. Payouts and fees only add a type. */
export const LEDGER_TYPES = ['PIX_RECEIVED', 'REFUND', 'MED_RETURN', 'PAYOUT', 'FEE'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** The sign each type's amount carries: money in is positive, money out negative. */
export const LEDGER_SIGN: Record<LedgerType, 1 | -1> = {
  PIX_RECEIVED: 1,
  REFUND: -1,
  MED_RETURN: -1,
  PAYOUT: -1,
  FEE: -1,
};

/**
 * Who holds a merchant's money: the platform's PSP account (`PLATFORM`, every merchant until a
 * merchant can connect its own PSP) or the merchant's own (`OWN_ACCOUNT`).
 */
export type LedgerMode = 'PLATFORM' | 'OWN_ACCOUNT';

/**
 * A movement of money as the area that causes it describes it: the writer turns it into an entry
 * in the causing change's own transaction. `naturalKey` names the movement itself (a Pix's
 * end-to-end id, a refund's id): a second write of the same type and key is no entry.
 */
export interface Movement {
  type: LedgerType;
  merchantId: string;
  /** Cents, positive: the type gives the sign. */
  amount: number;
  naturalKey: string;
  /** When the money moved, as the PSP says (an ISO instant). */
  occurredAt: string;
  chargeId?: string | null | undefined;
  refundId?: string | null | undefined;
  payoutId?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  endToEndId?: string | null | undefined;
  txid?: string | null | undefined;
  description?: string | null | undefined;
  /** A MED return's cents that a precautionary block held: they leave `blocked`, not `available`. */
  unblocks?: number | undefined;
  /**
   * Where the money moved: `OWN_ACCOUNT` when the merchant's own PSP received or returned it (the
   * statement records it; the platform holds none of it, so no fee, balance or payout); else the
   * platform's account (`PLATFORM`, the default).
   */
  mode?: LedgerMode | undefined;
}

/** The mode of a charge's (or a cycle's) money: the PSP that issued it, whatever the merchant connected since. */
export const chargeMode = (charge: { pixConnectionId?: string | undefined }): LedgerMode =>
  charge.pixConnectionId ? 'OWN_ACCOUNT' : 'PLATFORM';

/** An entry as stored: amounts in signed cents, never changed once written. */
export interface LedgerEntry {
  id: string;
  merchantId: string;
  type: LedgerType;
  amount: number;
  chargeId: string | null;
  refundId: string | null;
  payoutId: string | null;
  subscriptionId: string | null;
  endToEndId: string | null;
  txid: string | null;
  description: string | null;
  occurredAt: string;
  createdAt: string;
  /** A `PLATFORM` credit: when it may be paid out. */
  availableAt: string;
  mode: LedgerMode;
}

/** The calendar date of an instant in `timeZone` (`2026-11-23`). */
export const dayIn = (instant: string, timeZone: string): string =>
  formatInZone(instant, timeZone).slice(0, 10);

/** How many São Paulo business days a `PLATFORM` credit waits by default (D+1). */
export const DEFAULT_DELAY_DAYS = 1;

/**
 * The day a credit that came in on `day` becomes available after `delay` business days: the
 * `delay`-th business day after it (D+1 of a Friday is Monday, of a Saturday Monday too).
 */
export function availableDayOf(day: string, delay: number): string {
  let date = day;
  for (let i = 0; i < delay; i++) date = businessDayOnOrAfter(addDays(date, 1));
  return date;
}

/**
 * When a credit may be paid out: in `test`, or with a delay of 0 (D+0), at once; in live
 * `PLATFORM` mode at the start of the business day `delay` business days after the day the money
 * came in (São Paulo). Debits count at once, except a fee, which waits with its credit.
 */
export function availableAtOf(
  type: LedgerType,
  occurredAt: string,
  createdAt: string,
  setting: { environment: 'test' | 'live'; timeZone: string; delay?: number | undefined },
): string {
  const delay = setting.delay ?? DEFAULT_DELAY_DAYS;
  if (setting.environment === 'test' || delay === 0 || (LEDGER_SIGN[type] < 0 && type !== 'FEE'))
    return createdAt;
  const at = localToInstant(
    availableDayOf(dayIn(occurredAt, setting.timeZone), delay),
    'start',
    setting.timeZone,
  );
  return at < createdAt ? createdAt : at;
}

/** The entry a movement becomes. */
export function entryOf(
  movement: Movement,
  id: string,
  now: Date,
  setting: { environment: 'test' | 'live'; timeZone: string; delay?: number | undefined },
): LedgerEntry {
  const createdAt = now.toISOString();
  const occurredAt = new Date(Date.parse(movement.occurredAt)).toISOString();
  const mode = movement.mode ?? 'PLATFORM';
  return {
    id,
    merchantId: movement.merchantId,
    type: movement.type,
    amount: LEDGER_SIGN[movement.type] * Math.abs(movement.amount),
    chargeId: movement.chargeId ?? null,
    refundId: movement.refundId ?? null,
    payoutId: movement.payoutId ?? null,
    subscriptionId: movement.subscriptionId ?? null,
    endToEndId: movement.endToEndId ?? null,
    txid: movement.txid ?? null,
    description: movement.description ?? null,
    occurredAt,
    createdAt,
    // Money on the merchant's own account was never the platform's to hold back.
    availableAt:
      mode === 'OWN_ACCOUNT' ? createdAt : availableAtOf(movement.type, occurredAt, createdAt, setting),
    mode,
  };
}

/** What a paid charge tells the ledger (the fields of a charge it reads). */
export interface PaidCharge {
  id: string;
  merchantId: string;
  amount: number;
  paidAmount?: number | undefined;
  paidAt: string | null;
  description: string | null;
  subscriptionId?: string | null | undefined;
  txid: string;
  pixConnectionId?: string | undefined;
}

/**
 * A charge's payment: the amount actually paid, at the payment's time. Keyed by the Pix's
 * end-to-end id when the PSP gave one, else by the charge (the sandbox's payment: a charge is
 * paid once).
 */
export const chargePayment = (
  charge: PaidCharge,
  pix?: { endToEndId: string; txid?: string | undefined },
): Movement => ({
  type: 'PIX_RECEIVED',
  merchantId: charge.merchantId,
  amount: charge.paidAmount ?? charge.amount,
  naturalKey: pix ? pix.endToEndId : `charge:${charge.id}`,
  occurredAt: charge.paidAt ?? new Date().toISOString(),
  chargeId: charge.id,
  subscriptionId: charge.subscriptionId ?? null,
  endToEndId: pix?.endToEndId ?? null,
  txid: pix?.txid ?? charge.txid,
  description: charge.description,
  mode: chargeMode(charge),
});

/** What a refunded charge tells the ledger. */
export interface RefundedCharge {
  id: string;
  merchantId: string;
  subscriptionId?: string | null | undefined;
  txid: string;
  pixConnectionId?: string | undefined;
  refunds: readonly {
    id: string;
    amount: number;
    reason: string | null;
    status: string;
    /** `MED`: the payer's bank took the money back; else the merchant's refund. */
    origin?: string | undefined;
    /** A MED return's id at the PSP. */
    pspReturnId?: string | undefined;
    updatedAt: string;
  }[];
}

/**
 * The refunds that reached `SUCCEEDED` between `before` and `after`: one entry each. A merchant's
 * refund is a `REFUND` keyed by its id; a MED return a `MED_RETURN` keyed by the PSP's id of it,
 * so learning it again (a notice, a read-back, reconciliation) writes no second entry.
 */
export const succeededRefunds = (before: RefundedCharge, after: RefundedCharge): Movement[] =>
  after.refunds
    .filter(
      (refund) =>
        refund.status === 'SUCCEEDED' &&
        before.refunds.find((each) => each.id === refund.id)?.status !== 'SUCCEEDED',
    )
    .map((refund) => ({
      type: refund.origin === 'MED' ? 'MED_RETURN' : 'REFUND',
      merchantId: after.merchantId,
      amount: refund.amount,
      naturalKey: refund.origin === 'MED' ? (refund.pspReturnId ?? refund.id) : refund.id,
      occurredAt: refund.updatedAt,
      chargeId: after.id,
      refundId: refund.id,
      subscriptionId: after.subscriptionId ?? null,
      txid: after.txid,
      description: refund.reason,
      mode: chargeMode(after),
    }));

/** A subscription cycle debited (its id is its txid): one entry per cycle. */
export const cyclePayment = (cycle: {
  id: string;
  merchantId: string;
  subscriptionId: string;
  amount: number;
  paidAt: string | null;
  pixConnectionId?: string | undefined;
}): Movement => ({
  type: 'PIX_RECEIVED',
  merchantId: cycle.merchantId,
  amount: cycle.amount,
  naturalKey: `cycle:${cycle.id}`,
  occurredAt: cycle.paidAt ?? new Date().toISOString(),
  subscriptionId: cycle.subscriptionId,
  txid: cycle.id,
  mode: chargeMode(cycle),
});

/** An entry as the API shows it: reais, signed. */
export const ledgerEntryView = (entry: LedgerEntry) => ({
  id: entry.id,
  type: entry.type,
  amount: centsToReais(entry.amount),
  chargeId: entry.chargeId,
  refundId: entry.refundId,
  payoutId: entry.payoutId,
  subscriptionId: entry.subscriptionId,
  endToEndId: entry.endToEndId,
  txid: entry.txid,
  description: entry.description,
  occurredAt: entry.occurredAt,
  createdAt: entry.createdAt,
  availableAt: entry.availableAt,
});

export type LedgerEntryView = ReturnType<typeof ledgerEntryView>;

/** One day's (or a range's) totals in cents: per type, a count and a signed amount. */
export type Totals = Record<LedgerType, { count: number; amount: number }>;

export const emptyTotals = (): Totals =>
  Object.fromEntries(LEDGER_TYPES.map((type) => [type, { count: 0, amount: 0 }])) as Totals;

/** The attributes of a day's counter item that hold one type's count and amount. */
export const countAttribute = (type: LedgerType): string => `${type}_count`;
export const amountAttribute = (type: LedgerType): string => `${type}_amount`;

/** A day's totals as the API shows them: each type `{count, amount}` in reais, and the day's net. */
export function totalsView(totals: Totals) {
  let net = 0;
  const types = Object.fromEntries(
    LEDGER_TYPES.map((type) => {
      net += totals[type].amount;
      return [type, { count: totals[type].count, amount: centsToReais(totals[type].amount) }];
    }),
  ) as Record<LedgerType, { count: number; amount: number }>;
  return { ...types, net: centsToReais(net) };
}

/** The summary of days (each with entries) and their total. */
export function summaryView(days: ReadonlyMap<string, Totals>) {
  const total = emptyTotals();
  const dates = [...days.keys()].sort();
  const shown = dates.flatMap((date) => {
    const totals = days.get(date)!;
    if (LEDGER_TYPES.every((type) => totals[type].count === 0)) return [];
    for (const type of LEDGER_TYPES) {
      total[type].count += totals[type].count;
      total[type].amount += totals[type].amount;
    }
    return [{ date, ...totalsView(totals) }];
  });
  return { days: shown, total: totalsView(total) };
}

/** The balance in cents, and how it is shown. */
export interface Balance {
  mode: LedgerMode;
  total: number;
  pending: number;
  blocked: number;
  inPayout: number;
}

export const balanceView = (balance: Balance) => ({
  mode: balance.mode,
  available: centsToReais(balance.total - balance.pending - balance.blocked - balance.inPayout),
  pending: centsToReais(balance.pending),
  blocked: centsToReais(balance.blocked),
  inPayout: centsToReais(balance.inPayout),
});

/** The longest range a summary reads, in days. */
export const MAX_SUMMARY_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string): boolean =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

const dateParam = () =>
  z.string({ error: ledgerMessages.date }).check(
    z.meta({ format: 'date' }),
    z.refine((text) => DATE.test(text), {
      error: ledgerMessages.date,
      abort: true,
      params: { code: 'invalid_format' },
    }),
    z.refine(isRealDate, {
      error: messages.fields.invalidDate,
      abort: true,
      params: { code: 'invalid_date' },
    }),
  );

const requiredRange = () => ({ from: dateParam(), to: dateParam() });

/** `GET /balance` takes no query parameter: any is refused by name, as on every list. */
export const balanceQuerySchema = /* @__PURE__ */ z.lazy(() => z.strictObject({}));

export const listLedgerQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ...pagingShape,
    ...cursorShape,
    from: z.optional(dateParam()),
    to: z.optional(dateParam()),
    type: z.optional(z.enum(LEDGER_TYPES, { error: messages.fields.oneOf(LEDGER_TYPES) })),
    chargeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
);
export type ListLedgerQuery = z.output<typeof listLedgerQuerySchema>;

export const summaryQuerySchema = /* @__PURE__ */ z.lazy(() => z.strictObject(requiredRange()));

export const exportQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ ...requiredRange(), ...cursorShape }),
);

export const simulateIncomingPixSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    amount: centsSchema(1, MAX_CHARGE_CENTS),
    description: z.optional(z.nullable(displayTextSchema(140))),
  }),
);

/**
 * The instants a range of São Paulo dates covers: from the start of `from` (inclusive) to the
 * start of the day after `to` (exclusive). `to` before `from`, or a range longer than `maxDays`,
 * is refused.
 */
export function rangeOf(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  maxDays?: number,
): { start?: string; end?: string } {
  const { from, to } = range;
  if (from !== undefined && to !== undefined) {
    if (to < from)
      throw new Refusal('invalid_date_range', ledgerMessages.rangeOrder, [
        { field: 'to', message: ledgerMessages.rangeOrderField, code: 'invalid_date_range' },
      ]);
    if (maxDays !== undefined && dayNumber(to) - dayNumber(from) + 1 > maxDays)
      throw new Refusal('date_range_too_long', ledgerMessages.rangeTooLong(maxDays), [
        { field: 'to', message: ledgerMessages.rangeTooLongField(maxDays), code: 'date_range_too_long' },
      ]);
  }
  return {
    ...(from === undefined ? {} : { start: localToInstant(from, 'start', timeZone) }),
    ...(to === undefined ? {} : { end: localToInstant(addDays(to, 1), 'start', timeZone) }),
  };
}

/** The export's columns, in order: the entry's fields. */
export const EXPORT_COLUMNS = [
  'id',
  'type',
  'amount',
  'occurredAt',
  'availableAt',
  'createdAt',
  'chargeId',
  'refundId',
  'payoutId',
  'subscriptionId',
  'endToEndId',
  'txid',
  'description',
] as const;

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) is prefixed with `'`, so an
 * entry's text can never run in the accountant's spreadsheet. Amounts are written by us and are
 * numbers: a negative amount keeps its sign.
 */
const neutralised = (text: string): string => (/^[=+\-@]/.test(text) ? `'${text}` : text);

/** An amount in reais with a dot decimal and two places (`-1234.56`). */
export const csvAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** One entry as a row of the export, cells in `EXPORT_COLUMNS` order. */
export const csvRow = (entry: LedgerEntry): string[] =>
  EXPORT_COLUMNS.map((column) => {
    if (column === 'amount') return csvAmount(entry.amount);
    const value = entry[column];
    return value === null ? '' : neutralised(String(value));
  });

/** At most this many rows in one response of the export; the next page is in `Link`. */
export const EXPORT_PAGE_ROWS = 5_000;
