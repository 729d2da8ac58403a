import { canonicalJson } from '../canonical-json.js';
import type { Charge, MedNature } from '../charges/charge.domain.js';
import type { SeenReturn } from '../charges/pix-returns.domain.js';
import { addDays } from '../domain/business-days.js';
import { localToInstant } from '../domain/dates.js';
import { centsToReais } from '../domain/money.js';
import { Refusal } from '../errors.js';
import { dayIn, type LedgerEntry, type LedgerMode } from '../ledger/ledger.domain.js';
import { reconciliationMessages } from './reconciliation.messages.js';

/**
 * Reconciliation's rules: the São Paulo day and the window the PSP is asked about, which Pix are
 * the merchant's, what a day's comparison does (settle, record, MED returns) and the run it reports.
 * No I/O: the service reads the PSP and our records, applies the plan and stores the run.
 */

/** A span of time: from `start` (inclusive) to `end` (exclusive), RFC 3339 (the provider's `PixWindow`). */
export interface PixWindow {
  start: string;
  end: string;
}

/** A devolução as the provider lists it on a Pix (the charges' `SeenReturn`, the provider's `PixReturn`). */
export type PixReturn = SeenReturn;

/** A Pix as the provider lists it (the provider's `ListedPix`): no txid when it names no charge. */
export interface ListedPix {
  endToEndId: string;
  txid: string | undefined;
  amountCents: number;
  paidAt: string;
  returns?: PixReturn[] | undefined;
}

export const RUN_STATUSES = ['MATCHED', 'DISCREPANCIES', 'FAILED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** How far back a run may be asked for (`POST /reconciliations/{date}/run`), today included. */
export const MAX_RUN_AGE_DAYS = 90;

/**
 * The margin added on both sides of the day when the PSP is asked: a Pix our ledger holds on the
 * day but the PSP's clock puts a moment outside it is still found (never reported missing).
 */
export const WINDOW_OVERLAP_MS = 15 * 60 * 1000;

/**
 * The most items a run lists in each of its lists (the earliest by time; the totals count every
 * Pix), so a run stays one item of the table whatever the day held.
 */
export const MAX_RUN_ITEMS = 250;

/** A Pix in a run's items, money in cents. */
export interface RunPix {
  endToEndId: string;
  txid: string | null;
  chargeId: string | null;
  amount: number;
  paidAt: string;
}

/** A MED devolução a run found on one of the day's Pix; `recorded` once the charge holds it. */
export interface RunMedReturn {
  chargeId: string;
  endToEndId: string;
  /** The PSP's id of the devolução. */
  returnId: string;
  amount: number;
  nature: MedNature;
  returnedAt: string | null;
  recorded: boolean;
}

export interface Totals {
  count: number;
  amount: number;
}

/** A stored run: one per merchant and São Paulo date, replaced by a rerun that finds anything new. */
export interface Reconciliation {
  /** The day's run's own id, kept by every rerun of the day. */
  id: string;
  merchantId: string;
  date: string;
  status: RunStatus;
  /** Why a `FAILED` run failed (the PSP could not be read); null otherwise. */
  reason: string | null;
  psp: Totals;
  ledger: Totals;
  settledLate: RunPix[];
  unmatched: RunPix[];
  missingAtPsp: RunPix[];
  medReturns: RunMedReturn[];
  createdAt: string;
  updatedAt: string;
}

/** What the comparison knows of a charge a listed Pix pays. */
export type ChargeSeen = Pick<Charge, 'id' | 'merchantId' | 'status'> & {
  refunds?: Pick<NonNullable<Charge['refunds']>[number], 'id' | 'pspReturnId'>[] | undefined;
};

/** A Pix the PSP listed, with the merchant's charge its txid names (undefined: none of ours). */
export interface SeenPix {
  pix: ListedPix;
  charge: ChargeSeen | undefined;
}

/** What a run does before it reports: each action is exactly once by its key (e2e id, return id). */
export interface DayPlan {
  /** Pix paying a charge still `PENDING`: settled as their (lost) notice would have. */
  settle: { pix: ListedPix; chargeId: string }[];
  /** Pix that no charge asked for: a `PIX_RECEIVED` entry without a charge. */
  record: ListedPix[];
  /** MED devoluções the charge does not hold yet, completed at the PSP. */
  medReturns: { chargeId: string; pix: ListedPix; devolucao: PixReturn & { med: MedNature } }[];
}

const inWindow = (instant: string, window: PixWindow): boolean => {
  const at = Date.parse(instant);
  return at >= Date.parse(window.start) && at < Date.parse(window.end);
};

/** The São Paulo day `date` as instants: its first, and the first of the next day. */
export function dayWindow(date: string, timeZone: string): PixWindow {
  return {
    start: localToInstant(date, 'start', timeZone),
    end: localToInstant(addDays(date, 1), 'start', timeZone),
  };
}

/** The window the PSP is asked about: the day with `WINDOW_OVERLAP_MS` on both sides. */
export function listingWindow(day: PixWindow): PixWindow {
  return {
    start: new Date(Date.parse(day.start) - WINDOW_OVERLAP_MS).toISOString(),
    end: new Date(Date.parse(day.end) + WINDOW_OVERLAP_MS).toISOString(),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string): boolean =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** The day a run may be asked for: a real date among the last 90 São Paulo days, today included. */
export function runnableDate(date: string, now: Date, timeZone: string): string {
  const today = dayIn(now.toISOString(), timeZone);
  if (!isRealDate(date) || date > today || date < addDays(today, -MAX_RUN_AGE_DAYS))
    throw new Refusal(
      'reconciliation_date_out_of_range',
      reconciliationMessages.dateOutOfRange(MAX_RUN_AGE_DAYS),
      [
        {
          field: 'date',
          message: reconciliationMessages.dateField(MAX_RUN_AGE_DAYS),
          code: 'reconciliation_date_out_of_range',
        },
      ],
    );
  return date;
}

/** A read date (`GET /reconciliations/{date}`): any other text names no run. */
export const isRunDate = isRealDate;

/** The São Paulo day before `now`'s: what the daily sweep reconciles. */
export const yesterdayOf = (now: Date, timeZone: string): string =>
  addDays(dayIn(now.toISOString(), timeZone), -1);

/**
 * Whether a listed Pix is the merchant's: it pays one of the merchant's charges, or (when the
 * merchant receives on its own account) it names no charge of ours. On the platform's account a Pix
 * naming no charge is nobody's in particular: it stays with the operator.
 */
export const isOwn = (seen: SeenPix, merchantId: string, mode: LedgerMode): boolean =>
  seen.charge ? seen.charge.merchantId === merchantId : mode === 'OWN_ACCOUNT';

/** Whether the charge holds the devolução already: our refund by its id, or a MED return by the PSP's. */
const holds = (charge: ChargeSeen, devolucao: PixReturn): boolean =>
  (charge.refunds ?? []).some((refund) => refund.id === devolucao.id || refund.pspReturnId === devolucao.id);

const isMed = (devolucao: PixReturn): devolucao is PixReturn & { med: MedNature } =>
  devolucao.med !== undefined;

/** What a run does for the merchant's Pix (`own`, from `isOwn`). */
export function planDay(own: readonly SeenPix[]): DayPlan {
  const plan: DayPlan = { settle: [], record: [], medReturns: [] };
  for (const { pix, charge } of own) {
    if (!charge) {
      plan.record.push(pix);
      continue;
    }
    if (charge.status === 'PENDING') plan.settle.push({ pix, chargeId: charge.id });
    for (const devolucao of pix.returns ?? [])
      if (isMed(devolucao) && devolucao.status === 'RETURNED' && !holds(charge, devolucao))
        plan.medReturns.push({ chargeId: charge.id, pix, devolucao });
  }
  return plan;
}

/**
 * How a ledger entry's Pix is named in a comparison: its end-to-end id; the entry's own id for a
 * sandbox payment that has none.
 */
export const pixKeyOf = (entry: LedgerEntry): string => entry.endToEndId ?? entry.id;

/**
 * The ledger's received Pix of a charge that no listing of the run shows: each was paid at a PSP the
 * run has not listed yet (one the merchant left since), or is missing at its PSP.
 */
export function unlistedEntries(entries: readonly LedgerEntry[], own: readonly SeenPix[]): LedgerEntry[] {
  const listed = new Set(own.map(({ pix }) => pix.endToEndId));
  return entries.filter((entry) => entry.chargeId !== null && !listed.has(pixKeyOf(entry)));
}

const runPix = (pix: ListedPix, chargeId: string | null): RunPix => ({
  endToEndId: pix.endToEndId,
  txid: pix.txid ?? null,
  chargeId,
  amount: pix.amountCents,
  paidAt: pix.paidAt,
});

const totals = (amounts: readonly number[]): Totals => ({
  count: amounts.length,
  amount: amounts.reduce((sum, amount) => sum + amount, 0),
});

export interface DayFacts {
  /** The run's id: the stored run's, or a new one for the day's first. */
  id: string;
  merchantId: string;
  date: string;
  /** The São Paulo day itself (`dayWindow`). */
  day: PixWindow;
  /** The merchant's Pix the PSP listed over the listing window, with their charges after the run's actions. */
  own: readonly SeenPix[];
  /** The merchant's `PIX_RECEIVED` entries over the listing window, after the run's actions. */
  entries: readonly LedgerEntry[];
  /** The end-to-end ids this run settled. */
  settledNow: ReadonlySet<string>;
  /** The day's stored run, if any: what it settled late stays reported. */
  previous: Reconciliation | undefined;
  now: Date;
  /**
   * The PSP's side is the sandbox's record, which is the ledger itself: a Pix it received without
   * a charge was recorded when it came, so nothing is unmatched.
   */
  sandbox?: boolean | undefined;
}

/**
 * The run of a day: the PSP's and the ledger's count and amount of the day's Pix, and the items.
 * `settledLate` keeps what an earlier run of the day settled (the charge is `PAID` since), so a
 * rerun that finds nothing new reports the same. `missingAtPsp` are the day's payments of our
 * charges the PSP does not list anywhere in the window. `MATCHED` when the totals agree and no list
 * has an item.
 */
export function runOf(facts: DayFacts): Reconciliation {
  const { own, entries, day, previous } = facts;
  const listed = new Set(own.map(({ pix }) => pix.endToEndId));
  const ofDay = own.filter(({ pix }) => inWindow(pix.paidAt, day));
  const entriesOfDay = entries.filter((entry) => inWindow(entry.occurredAt, day));
  const settledLate = new Map<string, RunPix>();
  for (const item of previous?.settledLate ?? [])
    if (listed.has(item.endToEndId)) settledLate.set(item.endToEndId, item);
  for (const { pix, charge } of own)
    if (facts.settledNow.has(pix.endToEndId) && !settledLate.has(pix.endToEndId))
      settledLate.set(pix.endToEndId, runPix(pix, charge?.id ?? null));
  const medReturns: RunMedReturn[] = [];
  for (const { pix, charge } of ofDay) {
    if (!charge) continue;
    for (const devolucao of pix.returns ?? [])
      if (isMed(devolucao) && devolucao.status === 'RETURNED')
        medReturns.push({
          chargeId: charge.id,
          endToEndId: pix.endToEndId,
          returnId: devolucao.id,
          amount: devolucao.amountCents,
          nature: devolucao.med,
          returnedAt: devolucao.returnedAt ?? null,
          recorded: holds(charge, devolucao),
        });
  }
  const run = {
    id: previous?.id ?? facts.id,
    merchantId: facts.merchantId,
    date: facts.date,
    reason: null,
    psp: totals(ofDay.map(({ pix }) => pix.amountCents)),
    ledger: totals(entriesOfDay.map((entry) => entry.amount)),
    settledLate: [...settledLate.values()].sort(byPaidAt),
    unmatched: ofDay
      .filter(({ charge }) => !charge && !facts.sandbox)
      .map(({ pix }) => runPix(pix, null))
      .sort(byPaidAt),
    missingAtPsp: unlistedEntries(entriesOfDay, own)
      .map((entry) => ({
        endToEndId: pixKeyOf(entry),
        txid: entry.txid,
        chargeId: entry.chargeId,
        amount: entry.amount,
        paidAt: entry.occurredAt,
      }))
      .sort(byPaidAt),
    medReturns: medReturns.sort((a, b) => a.returnId.localeCompare(b.returnId)),
    createdAt: previous?.createdAt ?? facts.now.toISOString(),
    updatedAt: facts.now.toISOString(),
  };
  const capped = {
    ...run,
    settledLate: run.settledLate.slice(0, MAX_RUN_ITEMS),
    unmatched: run.unmatched.slice(0, MAX_RUN_ITEMS),
    missingAtPsp: run.missingAtPsp.slice(0, MAX_RUN_ITEMS),
    medReturns: run.medReturns.slice(0, MAX_RUN_ITEMS),
  };
  return { ...capped, status: statusOf(capped) };
}

/** `MATCHED` when the PSP and the ledger count the same and no list has an item. */
function statusOf(run: Omit<Reconciliation, 'status'>): RunStatus {
  const matched =
    run.psp.count === run.ledger.count &&
    run.psp.amount === run.ledger.amount &&
    run.settledLate.length + run.unmatched.length + run.missingAtPsp.length + run.medReturns.length === 0;
  return matched ? 'MATCHED' : 'DISCREPANCIES';
}

/**
 * `run` over a run of the same day stored meanwhile (a racing run): what either settled late stays
 * reported, and the day keeps its first time.
 */
export function overStored(run: Reconciliation, stored: Reconciliation): Reconciliation {
  if (run.status === 'FAILED')
    return { ...stored, status: 'FAILED', reason: run.reason, updatedAt: run.updatedAt };
  const settledLate = new Map(stored.settledLate.map((item) => [item.endToEndId, item]));
  for (const item of run.settledLate)
    if (!settledLate.has(item.endToEndId)) settledLate.set(item.endToEndId, item);
  const merged = {
    ...run,
    settledLate: [...settledLate.values()].sort(byPaidAt),
    createdAt: stored.createdAt,
  };
  return { ...merged, status: statusOf(merged) };
}

const byPaidAt = (a: RunPix, b: RunPix): number =>
  a.paidAt.localeCompare(b.paidAt) || a.endToEndId.localeCompare(b.endToEndId);

/** A run that could not read the PSP: what the day's last run reported stays, marked `FAILED`. */
export function failedRun(
  id: string,
  merchantId: string,
  date: string,
  reason: string,
  previous: Reconciliation | undefined,
  now: Date,
): Reconciliation {
  const at = now.toISOString();
  return {
    id: previous?.id ?? id,
    merchantId,
    date,
    psp: previous?.psp ?? { count: 0, amount: 0 },
    ledger: previous?.ledger ?? { count: 0, amount: 0 },
    settledLate: previous?.settledLate ?? [],
    unmatched: previous?.unmatched ?? [],
    missingAtPsp: previous?.missingAtPsp ?? [],
    medReturns: previous?.medReturns ?? [],
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
    status: 'FAILED',
    reason,
  };
}

/** Whether two runs of a day report the same (their times aside): a rerun then changes nothing. */
export function sameResult(a: Reconciliation, b: Reconciliation): boolean {
  const times = { createdAt: '', updatedAt: '' };
  return canonicalJson({ ...a, ...times }) === canonicalJson({ ...b, ...times });
}

/**
 * The sandbox's own record of what it received: the `PIX_RECEIVED` entries its simulations wrote
 * (payments and incoming Pix), each as the PSP would list it, with its charge when it has one.
 */
export const sandboxRecord = (entries: readonly LedgerEntry[]): SeenPix[] =>
  entries.map((entry) => ({
    pix: {
      endToEndId: pixKeyOf(entry),
      txid: entry.txid ?? undefined,
      amountCents: entry.amount,
      paidAt: entry.occurredAt,
      returns: [],
    },
    charge:
      entry.chargeId === null
        ? undefined
        : { id: entry.chargeId, merchantId: entry.merchantId, status: 'PAID' as const },
  }));

const pixView = (item: RunPix) => ({
  endToEndId: item.endToEndId,
  txid: item.txid,
  chargeId: item.chargeId,
  amount: centsToReais(item.amount),
  paidAt: item.paidAt,
});

const totalsView = (value: Totals) => ({ count: value.count, amount: centsToReais(value.amount) });

/** A run as the API shows it (and `reconciliation.completed` carries): money in reais. */
export const reconciliationView = (run: Reconciliation) => ({
  id: run.id,
  date: run.date,
  status: run.status,
  reason: run.reason,
  psp: totalsView(run.psp),
  ledger: totalsView(run.ledger),
  settledLate: run.settledLate.map(pixView),
  unmatched: run.unmatched.map(pixView),
  missingAtPsp: run.missingAtPsp.map(pixView),
  medReturns: run.medReturns.map((item) => ({
    chargeId: item.chargeId,
    endToEndId: item.endToEndId,
    returnId: item.returnId,
    amount: centsToReais(item.amount),
    nature: item.nature,
    returnedAt: item.returnedAt,
    recorded: item.recorded,
  })),
  createdAt: run.createdAt,
  updatedAt: run.updatedAt,
});
export type ReconciliationView = ReturnType<typeof reconciliationView>;
