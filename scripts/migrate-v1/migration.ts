import {
  acceptCopy,
  allTypesOf,
  carryCount,
  clearCheckpoint,
  counterKey,
  deleteItems,
  DIGEST_ATTRIBUTE,
  digestOf,
  isV1Item,
  planV1,
  readCheckpoint,
  reindexApiKey,
  saveCheckpoint,
  scanPage,
  V1_FILTER,
  writeCopy,
  type CopyOutcome,
  type V1Counter,
} from './migrate-v1.js';
import type { TableKey } from '../../lib/db/keys.js';
import { dayOf, eventExpiry, windowStart } from '../../lib/domain/event.js';

/**
 * `npm run admin -- migrate …`: moves a table from the single-partition layout to the sharded one
 * in place, while the API serves (docs/operations.md, "Moving a stage to the sharded layout").
 *
 * `migrate run` copies every v1 item (parallel scan segments, a checkpoint per page so an
 * interrupted pass resumes where it stopped) and then carries the v1 counters over; it can be run
 * again at any time and only writes what changed. `migrate verify` checks that every v1 item has
 * its current copy and that every counter of the new layout equals the items it counts.
 * `migrate accept` settles a conflict for the new layout; `migrate cleanup` deletes the v1 items
 * once verify passes.
 */
export class MigrationError extends Error {}

type Item = Record<string, unknown>;

export interface RunReport {
  /** Whether this run continued a pass an earlier run left unfinished. */
  resumed: boolean;
  items: Record<CopyOutcome, number>;
  /** Items whose v1 original and new copy both changed since the copy: the operator decides. */
  conflicts: TableKey[];
  apiKeysReindexed: number;
  countersCarried: number;
  qrImagesDropped: number;
  unknown: TableKey[];
}

/** Runs `work` on every item, at most `width` at a time. */
async function eachLimited<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const WRITERS_PER_SEGMENT = 8;

export interface RunOptions {
  /** Parallel scan segments of a new pass (a resumed pass keeps its own). */
  segments?: number;
  /** Stop after this many pages in all (tests interrupt a pass this way). */
  maxPages?: number;
}

export async function migrateRun(options: RunOptions = {}): Promise<RunReport> {
  const first = await readCheckpoint(0);
  const segments = first?.segments ?? options.segments ?? 4;
  const report: RunReport = {
    resumed: first !== undefined,
    items: { copied: 0, current: 0, updated: 0, changed: 0, conflict: 0 },
    conflicts: [],
    apiKeysReindexed: 0,
    countersCarried: 0,
    qrImagesDropped: 0,
    unknown: [],
  };
  // A new pass records every segment before scanning any, so an interrupted pass is found by its
  // first segment whichever segments had started, and resumes with its own segment count.
  if (!first)
    await Promise.all(
      Array.from({ length: segments }, (_, segment) =>
        saveCheckpoint({ segment, segments, next: undefined, done: false }),
      ),
    );
  let pagesLeft = options.maxPages ?? Infinity;
  const finished = await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const checkpoint = (await readCheckpoint(segment)) ?? {
        segment,
        segments,
        next: undefined,
        done: false,
      };
      while (!checkpoint.done) {
        if (pagesLeft-- <= 0) return false;
        const page = await scanPage(segment, segments, checkpoint.next, V1_FILTER);
        await eachLimited(page.items, WRITERS_PER_SEGMENT, async (item) => {
          const plan = planV1(item);
          const key = { PK: String(item.PK), SK: String(item.SK) };
          if (plan.action === 'copy') {
            const outcome = await writeCopy(plan.item);
            report.items[outcome]++;
            if (outcome === 'conflict') report.conflicts.push(key);
          } else if (plan.action === 'reindex') {
            await reindexApiKey(plan);
            report.apiKeysReindexed++;
          } else if (plan.action === 'drop') report.qrImagesDropped++;
          else if (plan.action === 'unknown') report.unknown.push(key);
        });
        checkpoint.next = page.next;
        checkpoint.done = page.next === undefined;
        await saveCheckpoint(checkpoint);
      }
      return true;
    }),
  );
  if (!finished.every(Boolean)) return report;
  report.countersCarried = await carryCounters(segments);
  // The pass is complete: the next run starts a new one.
  await Promise.all(Array.from({ length: segments }, (_, segment) => clearCheckpoint(segment)));
  return report;
}

const counterId = (counter: V1Counter): string => JSON.stringify(counter);

/** Sums v1's counter items (sharded or not) and carries each total to its new counter. */
async function carryCounters(segments: number): Promise<number> {
  const totals = new Map<string, { counter: V1Counter; total: number }>();
  const add = (counter: V1Counter, count: number) => {
    const entry = totals.get(counterId(counter)) ?? { counter, total: 0 };
    entry.total += count;
    totals.set(counterId(counter), entry);
  };
  await scanAll(segments, (item) => {
    const plan = planV1(item);
    if (plan.action !== 'count') return;
    add(plan.counter, plan.count);
    if (plan.counter.kind === 'events') add(allTypesOf(plan.counter), plan.count);
  });
  const entries = [...totals.values()];
  await eachLimited(entries, WRITERS_PER_SEGMENT * segments, async ({ counter, total }) => {
    const ttl = counter.kind === 'events' ? eventExpiry(new Date(`${counter.day}T00:00:00.000Z`)) : undefined;
    await carryCount(counterKey(counter), total, ttl);
  });
  return entries.length;
}

/** Every item of the table, or only v1's, through `visit`. */
async function scanAll(segments: number, visit: (item: Item) => void, onlyV1 = true): Promise<void> {
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let next: Item | undefined;
      do {
        const page = await scanPage(segment, segments, next, onlyV1 ? V1_FILTER : undefined);
        page.items.forEach(visit);
        next = page.next;
      } while (next);
    }),
  );
}

export interface VerifyReport {
  ok: boolean;
  /** v1 items, by kind, and how many of them have their current copy. */
  kinds: Record<string, { v1: number; copied: number }>;
  /** v1 items (by their v1 key) with no copy, or a copy older than the item: `migrate run` again copies them. */
  missing: TableKey[];
  stale: TableKey[];
  /** v1 items changed since their copy, whose copy the new code has changed too: settle each. */
  conflicts: TableKey[];
  /** Copies the new code has changed since (expected while it serves). */
  changedSince: number;
  /** API keys still listed under their v1 key. */
  apiKeysToReindex: number;
  /** New-layout counters whose total differs from the items they count. */
  counters: { counter: string; counted: number; items: number }[];
  unknown: TableKey[];
}

const keyOf = (item: Item): string => `${String(item.PK)}|${String(item.SK)}`;

export async function migrateVerify(options: { segments?: number; now?: Date } = {}): Promise<VerifyReport> {
  const segments = options.segments ?? 4;
  const now = options.now ?? new Date();
  const expected = new Map<string, { kind: string; digest: string; from: TableKey }>();
  const found = new Map<string, { written: unknown; digest: string }>();
  const counted = new Map<string, number>();
  const items = new Map<string, number>();
  const bump = (map: Map<string, number>, name: string, by: number) =>
    map.set(name, (map.get(name) ?? 0) + by);
  const firstDay = dayOf(windowStart(now));
  const report: VerifyReport = {
    ok: false,
    kinds: {},
    missing: [],
    stale: [],
    conflicts: [],
    changedSince: 0,
    apiKeysToReindex: 0,
    counters: [],
    unknown: [],
  };

  await scanAll(
    segments,
    (item) => {
      const pk = String(item.PK);
      if (isV1Item(item) || String(item.GSI1PK ?? '').startsWith('M#')) {
        const plan = planV1(item);
        if (plan.action === 'copy')
          expected.set(keyOf(plan.item), {
            kind: plan.kind,
            digest: digestOf(plan.item),
            from: { PK: pk, SK: String(item.SK) },
          });
        else if (plan.action === 'reindex') report.apiKeysToReindex++;
        else if (plan.action === 'unknown') report.unknown.push({ PK: pk, SK: String(item.SK) });
        return;
      }
      if (item[DIGEST_ATTRIBUTE] !== undefined)
        found.set(keyOf(item), { written: item[DIGEST_ATTRIBUTE], digest: digestOf(item) });
      // The new layout's counters, and what they count.
      const [head, merchantId, what] = pk.split('#');
      if (head === 'COUNT') bump(counted, `live ${merchantId} ${what}`, Number(item.count ?? 0));
      else if (head === 'EVCOUNT') {
        const day = String(item.SK).slice(0, 10);
        if (day >= firstDay) bump(counted, `events ${merchantId} ${what} ${day}`, Number(item.count ?? 0));
      }
      if (typeof item.GSI1PK === 'string' && item.GSI1PK.startsWith('L#') && item.SK !== 'APIKEY') {
        const [, owner, entity] = item.GSI1PK.split('#');
        // Events and ledger entries are counted per day by counters of their own, not COUNT items.
        if (entity !== 'EVENT' && entity !== 'LEDGER') bump(items, `live ${owner} ${entity}`, 1);
      }
      if (item.SK === 'EVENT' && String(item.createdAt) >= windowStart(now)) {
        const day = dayOf(String(item.createdAt));
        bump(items, `events ${String(item.merchantId)} ${String(item.type)} ${day}`, 1);
        bump(items, `events ${String(item.merchantId)} * ${day}`, 1);
      }
    },
    false,
  );

  for (const [key, { kind, digest, from }] of expected) {
    const kindReport = (report.kinds[kind] ??= { v1: 0, copied: 0 });
    kindReport.v1++;
    const copy = found.get(key);
    if (!copy) report.missing.push(from);
    else if (copy.written !== digest) {
      // The copy is of an older v1 item: stale while nothing else has changed it.
      (copy.digest === copy.written ? report.stale : report.conflicts).push(from);
    } else {
      kindReport.copied++;
      if (copy.digest !== digest) report.changedSince++;
    }
  }
  for (const name of new Set([...counted.keys(), ...items.keys()])) {
    const total = counted.get(name) ?? 0;
    const present = items.get(name) ?? 0;
    if (total !== present) report.counters.push({ counter: name, counted: total, items: present });
  }
  report.ok =
    report.missing.length === 0 &&
    report.stale.length === 0 &&
    report.conflicts.length === 0 &&
    report.apiKeysToReindex === 0 &&
    report.counters.length === 0 &&
    report.unknown.length === 0;
  return report;
}

/**
 * Settles a conflict in favour of the new layout: the copy stays as the new code has it and counts
 * as the current copy of the v1 item. (To settle it the other way, change the item through the
 * API, or by hand, then accept.)
 */
export async function migrateAccept(key: TableKey): Promise<{ accepted: TableKey }> {
  const accepted = await acceptCopy(key);
  if (!accepted) throw new MigrationError(`${key.PK} ${key.SK}: no item of the old layout with a copy`);
  return { accepted: key };
}

/** Deletes the v1 items, only once verify passes. */
export async function migrateCleanup(options: { segments?: number } = {}): Promise<{ deleted: number }> {
  const segments = options.segments ?? 4;
  const verified = await migrateVerify({ segments });
  if (!verified.ok)
    throw new MigrationError(
      'migrate verify does not pass yet: run `migrate run` again and look at what `migrate verify` reports',
    );
  const v1: TableKey[] = [];
  await scanAll(segments, (item) => {
    if (isV1Item(item)) v1.push({ PK: String(item.PK), SK: String(item.SK) });
  });
  await deleteItems(v1);
  return { deleted: v1.length };
}
