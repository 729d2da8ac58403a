import type { Charge } from '../charges/charge.domain.js';
import { findCharge } from '../charges/charges.storage.js';
import { recordMedReturn } from '../charges/med-returns.service.js';
import { chargeForReference, settleReceived, type OwnerCompletion } from '../charges/settlement.service.js';
import { config } from '../config.js';
import { eventPut } from '../db/events.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed, OPTIMISTIC_ATTEMPTS, transact } from '../db/transact.js';
import type { CursorPaging } from '../domain/paging.js';
import { v7 as uuidv7 } from 'uuid';
import { ApiError, applying, notFound } from '../errors.js';
import type { LedgerEntry } from '../ledger/ledger.domain.js';
import { recordIncomingPix } from '../ledger/ledger.service.js';
import { listEntries, modeOf } from '../ledger/ledger.storage.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable, type PixProvider } from '../pix/provider.js';
import { providersInUse } from '../pix/providers.js';
import { checkCertificate } from '../pix-connection/connection-status.service.js';
import {
  connectionsPossible,
  liveConnections,
  providerFor,
  providerOfConnection,
} from '../pix-connection/providers.service.js';
import {
  dayWindow,
  failedRun,
  isOwn,
  isRunDate,
  listingWindow,
  overStored,
  planDay,
  reconciliationView,
  runnableDate,
  runOf,
  sameResult,
  sandboxRecord,
  unlistedEntries,
  pixKeyOf,
  yesterdayOf,
  type ListedPix,
  type PixWindow,
  type Reconciliation,
  type SeenPix,
} from './reconciliation.domain.js';
import { dayIn } from '../ledger/ledger.domain.js';
import { reconciliationMessages } from './reconciliation.messages.js';
import { findRun, listRuns, runPut, sweepDone, sweepDonePut } from './reconciliation.storage.js';

const timeZone = () => config().businessTimeZone;

/** A page of the merchant's runs, newest date first. */
export const listReconciliations = (merchantId: string, paging: CursorPaging) => listRuns(merchantId, paging);

/** The run of `date`; 404 when none was made. */
export async function getReconciliation(merchantId: string, date: string): Promise<Reconciliation> {
  const run = isRunDate(date) ? await findRun(merchantId, date) : undefined;
  if (!run) throw notFound();
  return run;
}

/**
 * `POST /reconciliations/{date}/run`: the day run now (any of the last 90 days). `complete` is the
 * completion of any charge's owner (`completeOwner`), for the charges a late Pix settles.
 */
export function rerunReconciliation(
  merchantId: string,
  date: string,
  complete: OwnerCompletion,
  commit?: Commit,
): Promise<Reconciliation> {
  const now = new Date();
  applying(() => runnableDate(date, now, timeZone()));
  return reconcileDay(merchantId, date, complete, { now, commit });
}

/** Every Pix the provider received in `window`, page after page; undefined when it keeps no record. */
async function listAll(provider: PixProvider, window: PixWindow): Promise<ListedPix[] | undefined> {
  const listed: ListedPix[] = [];
  for (let page: number | undefined = 0; page !== undefined;) {
    const answer = await provider.listReceived(window, page);
    if (!answer) return undefined;
    listed.push(...answer.pix);
    page = answer.next;
  }
  return listed;
}

/** The merchant's `PIX_RECEIVED` entries in `window`, every page. */
async function receivedEntries(merchantId: string, window: PixWindow): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  const filters = {
    start: window.start,
    end: window.end,
    type: 'PIX_RECEIVED' as const,
    fromDay: dayIn(window.start, timeZone()),
    toDay: dayIn(window.end, timeZone()),
  };
  let after;
  do {
    const page = await listEntries(merchantId, { page: 0, size: 100, after }, filters);
    entries.push(...page.entries);
    after = page.next;
  } while (after);
  return entries;
}

/** The charge each listed Pix pays, through its txid (undefined: no charge of ours). */
async function chargesOf(provider: PixProvider, listed: readonly ListedPix[]): Promise<SeenPix[]> {
  return Promise.all(
    listed.map(async (pix) => ({
      pix,
      charge: pix.txid === undefined ? undefined : await chargeForReference(provider, pix.txid),
    })),
  );
}

export interface DayOptions {
  now?: Date | undefined;
  commit?: Commit | undefined;
  /**
   * What the PSPs listed over the day's listing window, when the caller has read them (the sweep),
   * and where: connection ids, undefined for the platform's account.
   */
  seen?: { pix: readonly SeenPix[]; at: ReadonlySet<string | undefined> } | undefined;
}

/**
 * The Pix of the merchant's day at PSPs the run has not listed: a charge paid at a PSP the merchant
 * left (it removed or replaced that connection; its charges stay there and are still paid there) is
 * in the ledger but in no listing of its current PSP, so that PSP is listed too, and the Pix the
 * ledger names are taken from it (with their devoluções). Nothing is read when every received Pix of
 * the day was listed. A PSP left that cannot list the day is skipped: its Pix stay missing from the
 * run, which the current PSP's listing still makes (a closed account must not fail every run).
 */
async function listedElsewhere(
  merchantId: string,
  entries: readonly LedgerEntry[],
  own: readonly SeenPix[],
  listedAt: ReadonlySet<string | undefined>,
  window: PixWindow,
): Promise<SeenPix[]> {
  const unlisted = unlistedEntries(entries, own);
  if (unlisted.length === 0) return [];
  const charges = new Map<string, Charge>();
  for (const charge of await Promise.all(
    [...new Set(unlisted.map((entry) => entry.chargeId as string))].map((id) => findCharge(merchantId, id)),
  ))
    if (charge) charges.set(charge.id, charge);
  // Each Pix the ledger names, with its charge (its key is the Pix's, so it is that charge's Pix).
  const wanted = new Map(unlisted.map((entry) => [pixKeyOf(entry), charges.get(entry.chargeId as string)]));
  const elsewhere = new Map<string | undefined, Charge>();
  for (const charge of charges.values())
    if (!listedAt.has(charge.pixConnectionId)) elsewhere.set(charge.pixConnectionId, charge);
  const found: SeenPix[] = [];
  for (const [connectionId, charge] of elsewhere) {
    try {
      const provider = await providerFor(charge);
      if (!provider) throw new PixProviderUnavailable(reconciliationMessages.noProvider);
      for (const pix of (await listAll(provider, window)) ?? []) {
        const paid = wanted.get(pix.endToEndId);
        if (paid?.pixConnectionId === connectionId) found.push({ pix, charge: paid });
      }
    } catch (error) {
      if (!(error instanceof PixProviderUnavailable)) throw error;
      logger.warn('reconciliation could not read a PSP the merchant left', {
        merchantId,
        connectionId,
        error,
      });
    }
  }
  return found;
}

/**
 * Reconciles the merchant's São Paulo day `date` with its provider (and any PSP it left that its
 * day's ledger names: `listedElsewhere`). Reads every Pix the provider
 * received over the day (with the overlap) and what our ledger holds; settles the Pix of charges
 * still `PENDING` as their notice would have (`settleReceived` with the owner's `complete`), records a Pix
 * that no charge asked for (`recordIncomingPix`, when the merchant receives on its own account),
 * records each MED devolução the charge does not hold (`recordMedReturn`), each once by its key;
 * then compares and stores the run with `reconciliation.completed` in one transaction, conditional
 * on the run it replaces: a run that lost the race to another goes over the stored run keeping what
 * both reported (`overStored`). A run that reports what the stored one reports writes nothing (no event):
 * of two racing runs that find the same, one writes and the other answers the stored run. A provider that keeps no record
 * of its own (the sandbox) compares the ledger with itself: `MATCHED`.
 */
export async function reconcileDay(
  merchantId: string,
  date: string,
  complete: OwnerCompletion,
  { now = new Date(), commit, seen }: DayOptions = {},
): Promise<Reconciliation> {
  const day = dayWindow(date, timeZone());
  const window = listingWindow(day);
  const [previous, provider] = await Promise.all([findRun(merchantId, date), providerFor(merchantId)]);
  let own: SeenPix[];
  let listedByProvider = true;
  try {
    if (!provider) throw new PixProviderUnavailable(reconciliationMessages.noProvider);
    const listed =
      seen?.pix ?? (await listAll(provider, window).then((pix) => pix && chargesOf(provider, pix)));
    if (listed === undefined) listedByProvider = false;
    const mode = await modeOf(merchantId);
    own = (listed ?? []).filter((each) => isOwn(each, merchantId, mode));
  } catch (error) {
    if (!(error instanceof PixProviderUnavailable)) throw error;
    logger.warn('reconciliation could not read the PSP', { merchantId, date, error });
    return store(
      failedRun(uuidv7(), merchantId, date, reconciliationMessages.pspUnavailable, previous, now),
      previous,
      now,
      commit,
    );
  }

  const settledNow = new Set<string>();
  if (listedByProvider) own = await applyPlan(merchantId, own, settledNow, complete, now);
  const entries = await receivedEntries(merchantId, window);
  if (listedByProvider) {
    const listedAt = seen?.at ?? new Set([provider?.connectionId]);
    const elsewhere = await listedElsewhere(merchantId, entries, own, listedAt, window);
    // Each is a Pix the ledger holds, of a paid charge: its plan records only MED returns, so the
    // entries read stand.
    if (elsewhere.length > 0)
      own = [...own, ...(await applyPlan(merchantId, elsewhere, settledNow, complete, now))];
  }
  if (!listedByProvider) own = sandboxRecord(entries);
  const run = runOf({
    id: uuidv7(),
    merchantId,
    date,
    day,
    own,
    entries,
    settledNow,
    previous,
    now,
    sandbox: !listedByProvider,
  });
  return store(run, previous, now, commit);
}

/**
 * Does what the day's listing asks (`planDay`): settles the Pix of charges still `PENDING` (each
 * added to `settledNow`), records a Pix no charge asked for, records each MED return the charge does
 * not hold. Answers the listing with the charges as they stand after these changes.
 */
async function applyPlan(
  merchantId: string,
  own: readonly SeenPix[],
  settledNow: Set<string>,
  complete: OwnerCompletion,
  now: Date,
): Promise<SeenPix[]> {
  const charges = new Map<string, Charge>();
  const plan = planDay(own);
  for (const { pix, chargeId } of plan.settle) {
    const charge = await findCharge(merchantId, chargeId);
    if (!charge) continue;
    const outcome = await settleReceived(charge, { ...pix, txid: pix.txid ?? '' }, complete, now);
    // A racing run (or a late notice) may have settled it a moment ago: this run found it unpaid.
    if (outcome !== 'refund_due') settledNow.add(pix.endToEndId);
    if (outcome === 'settled') {
      logger.warn('charge settled by the daily reconciliation (payment notice lost)', {
        chargeId,
        endToEndId: pix.endToEndId,
      });
    }
  }
  for (const pix of plan.record)
    await recordIncomingPix(
      merchantId,
      {
        endToEndId: pix.endToEndId,
        amount: pix.amountCents,
        occurredAt: pix.paidAt,
        txid: pix.txid ?? null,
        description: reconciliationMessages.incomingPixDescription,
        // Only a merchant on its own account records a Pix no charge asked for (isOwn).
        mode: 'OWN_ACCOUNT',
      },
      now,
    );
  for (const { chargeId, devolucao } of plan.medReturns) {
    try {
      charges.set(
        chargeId,
        await recordMedReturn(merchantId, chargeId, {
          pspReturnId: devolucao.id,
          amount: devolucao.amountCents,
          nature: devolucao.med,
          occurredAt: devolucao.returnedAt,
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      // The charge cannot hold it (more than it has left): the run reports it unrecorded.
      logger.error('MED return found by reconciliation not recorded; review it', {
        chargeId,
        returnId: devolucao.id,
        error,
      });
    }
  }
  // The charges as they stand after the run's own changes.
  return Promise.all(
    own.map(async (each) => {
      if (!each.charge) return each;
      const id = each.charge.id;
      const fresh = charges.get(id) ?? (await findCharge(merchantId, id));
      if (fresh) charges.set(id, fresh);
      return { ...each, charge: fresh ?? each.charge };
    }),
  );
}

/**
 * Stores `run` in place of `previous` with its event, unless it reports the same: then nothing is
 * written but the request's idempotency marker. A run that lost the race to another answers the
 * stored one.
 */
async function store(
  run: Reconciliation,
  previous: Reconciliation | undefined,
  now: Date,
  commit: Commit | undefined,
): Promise<Reconciliation> {
  const made = { kind: 'RECONCILIATION' as const, id: run.date };
  let replaces = previous;
  let next = run;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    if (replaces && sameResult(replaces, next)) {
      if (commit) await transact({ idempotency: commit(made) });
      return replaces;
    }
    try {
      await transact({
        run: runPut(next, replaces),
        event: eventPut(next.merchantId, 'reconciliation.completed', reconciliationView(next), now).items,
        idempotency: commit?.(made),
      });
      return next;
    } catch (error) {
      if (!(error instanceof ConditionFailed) || !error.has('run')) throw error;
      // Another run of the day was stored meanwhile: ours goes over it, keeping what it reported.
      replaces = await findRun(run.merchantId, run.date);
      if (replaces) next = overStored(next, replaces);
    }
  }
  throw new Error(`reconciliation run of ${run.date} kept losing its write`);
}

/** A keyed run's answer when its own was lost: the day's run as stored. */
export const storedReconciliation = getReconciliation;

/**
 * How many live connections the daily sweep asks at once: a PSP that is slow or down holds one of
 * them for its time-outs while the others walk on, and the sweep's run (55 s) is shared by every
 * connection.
 */
export const CONNECTIONS_AT_ONCE = 4;

/**
 * `work` on every item of `items`, at most `lanes` at a time: each lane takes the next item as it
 * ends one, so a slow item holds one lane. Every item is worked on whatever the others do; once all
 * have ended (nothing is left running), the first failure is thrown.
 */
export async function eachAtMost<T>(
  items: AsyncIterable<T> | Iterable<T>,
  lanes: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const iterator =
    Symbol.asyncIterator in items
      ? items[Symbol.asyncIterator]()
      : (async function* () {
          yield* items;
        })();
  const failures: unknown[] = [];
  const lane = async () => {
    // An async generator answers concurrent `next()` calls in turn: each item goes to one lane.
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      try {
        await work(next.value);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  for (const ended of await Promise.allSettled(Array.from({ length: lanes }, lane)))
    if (ended.status === 'rejected') failures.push(ended.reason);
  if (failures.length > 0) throw failures[0];
}

/** The daily sweep starts this long after São Paulo midnight, so the day's last Pix are listed. */
export const SWEEP_AFTER_MS = 60 * 60 * 1000;
/** How long a day's done mark is kept. */
const SWEEP_MARK_DAYS = 7;

/**
 * The daily sweep: once a day, for yesterday, reconciles each merchant with live activity at every
 * PSP that holds its money. One listing of the platform's account names, through each Pix's txid,
 * the merchants that received a Pix there; each merchant's own PSP (the live connections, walked
 * from their list, `CONNECTIONS_AT_ONCE` at a time) is listed for that merchant alone. Each merchant's run gets its share of every
 * listing, each asked once. A merchant whose own PSP cannot list the day gets a failed run (its
 * run asks once more and records why), and the walk goes on. The walk also raises
 * `pix_connection.expiring` for a certificate close to its end. Runs from an hour after midnight,
 * with a PSP that keeps a record of its own (not the sandbox). A day is marked done once every
 * merchant's run is stored; a sweep that fails before is repeated by the next one (a run that finds
 * nothing new writes nothing), and sweeps that race write each run once (`reconcileDay`). Answers
 * how many merchants it reconciled.
 */
export async function sweepReconciliations(
  complete: OwnerCompletion,
  now: Date = new Date(),
): Promise<number> {
  const platform = providersInUse().find((each) => each.tellsByNotice);
  if (!platform && !connectionsPossible()) return 0;
  const date = yesterdayOf(now, timeZone());
  if (now.getTime() < Date.parse(dayWindow(date, timeZone()).end) + SWEEP_AFTER_MS) return 0;
  if (await sweepDone(date)) return 0;
  const window = listingWindow(dayWindow(date, timeZone()));
  const seenBy = new Map<string, SeenPix[]>();
  const add = (merchantId: string, seen: readonly SeenPix[]) =>
    seenBy.set(merchantId, [...(seenBy.get(merchantId) ?? []), ...seen]);
  // Where each merchant's Pix were listed: the platform's account for all, and its connection.
  const connectionListed = new Map<string, string>();
  const listedAt = (merchantId: string) => {
    const at = new Set<string | undefined>(platform ? [undefined] : []);
    if (connectionListed.has(merchantId)) at.add(connectionListed.get(merchantId));
    return at;
  };
  if (platform) {
    const listed = await listAll(platform, window);
    for (const each of listed ? await chargesOf(platform, listed) : [])
      if (each.charge) add(each.charge.merchantId, [each]);
  }
  const unlisted = new Set<string>();
  await eachAtMost(liveConnections(), CONNECTIONS_AT_ONCE, async (connection) => {
    try {
      await checkCertificate(connection, now);
    } catch (error) {
      logger.error('certificate check failed; the next day checks again', {
        connectionId: connection.id,
        error: error as Error,
      });
    }
    const provider = providerOfConnection(connection);
    try {
      const listed = await listAll(provider, window);
      add(connection.merchantId, listed ? await chargesOf(provider, listed) : []);
      connectionListed.set(connection.merchantId, connection.id);
    } catch (error) {
      if (!(error instanceof PixProviderUnavailable)) throw error;
      unlisted.add(connection.merchantId);
    }
  });
  // A merchant whose PSP could not list the day: its run asks once more, and records why it failed.
  await eachAtMost(unlisted, CONNECTIONS_AT_ONCE, (merchantId) =>
    reconcileDay(merchantId, date, complete, { now }),
  );
  for (const [merchantId, seen] of seenBy)
    if (!unlisted.has(merchantId))
      await reconcileDay(merchantId, date, complete, { now, seen: { pix: seen, at: listedAt(merchantId) } });
  const ttl = Math.floor(now.getTime() / 1000) + SWEEP_MARK_DAYS * 86_400;
  await transact({ mark: sweepDonePut(date, now.toISOString(), ttl) });
  return new Set([...seenBy.keys(), ...unlisted]).size;
}
