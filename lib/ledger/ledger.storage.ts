import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import { tableName } from '../db/client.js';
import { fromItem, queryAll } from '../db/items.js';
import type { TableKey } from '../db/keys.js';
import { countRest, mergedPage, type Side, type SideQuery } from '../db/lists.js';
import { CUSTOMER_INDEX, LIST_INDEX, STATUS_INDEX, TTL_ATTRIBUTE } from '../db/table.js';
import type { TransactItem } from '../db/transact.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import {
  amountAttribute,
  countAttribute,
  dayIn,
  emptyTotals,
  entryOf,
  LEDGER_TYPES,
  type Balance,
  type LedgerEntry,
  type LedgerMode,
  type LedgerType,
  type Movement,
  type Totals,
} from './ledger.domain.js';
import {
  ledgerChargePartition,
  ledgerCounterPartition,
  ledgerKeys,
  ledgerLayout,
  ledgerListPartition,
  ledgerTypePartition,
} from './ledger.keys.js';
import { feeMovement } from './fees.domain.js';
import type { PayoutSettings } from '../merchants/payout-settings.domain.js';
import { payoutSettings } from '../merchants/payout-settings.storage.js';
import { findCurrentConnection } from '../pix-connection/pix-connection.storage.js';

/**
 * The ledger's items: one per entry, at its natural key (`LEDGER#<mid>#<TYPE>#<key>`), put on its
 * absence in the transaction of the change that causes it, so the movement is written once however
 * often that change is tried; its index entries list it by `occurredAt` (GSI1 every entry, GSI2 by
 * type, GSI3 by charge). Beside it, in the same transaction, the day's totals by type and the
 * balance counters move (ADD on a random item of a random partition, like the event counters), so
 * a summary or a balance reads counters, never entries.
 */

const randomBelow = (n: number): number => Math.floor(Math.random() * n);

/**
 * Where the merchant's new charges take their money: `OWN_ACCOUNT` while it has a PSP connection
 * (live only: a test key cannot connect), else the platform's account.
 */
export async function modeOf(merchantId: string): Promise<LedgerMode> {
  if (config().environment === 'test') return 'PLATFORM';
  return (await findCurrentConnection(merchantId)) ? 'OWN_ACCOUNT' : 'PLATFORM';
}

/**
 * The merchant's payable item, beside its balance counters: `available` (credits folded in from
 * the counters, less every debit, less what went into payouts and MED blocks), `inPayout` (payouts
 * not yet paid) and `blocked` (held by MED blocks). A payout takes from `available` under the
 * condition that it covers the amount, so it never takes blocked money.
 */
export const payableKey = (merchantId: string): TableKey => ledgerKeys.balance(merchantId, 0, PAYABLE, 0);

/** The payable item's slot among the balance counters. */
export const PAYABLE = 'PAYABLE';

/** How long a balance's pending item outlives its day (DynamoDB's TTL removes it later). */
const PENDING_TTL_DAYS = 7;

function entryItem(entry: LedgerEntry, naturalKey: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...ledgerKeys.entry(entry.merchantId, entry.type, naturalKey),
        ...ledgerKeys.listIndex(entry.merchantId, entry.occurredAt, entry.id),
        ...ledgerKeys.typeIndex(entry.merchantId, entry.type, entry.occurredAt, entry.id),
        ...(entry.chargeId === null
          ? {}
          : ledgerKeys.chargeIndex(entry.merchantId, entry.chargeId, entry.occurredAt, entry.id)),
        entity: 'LEDGER',
        naturalKey,
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** ADD of several attributes of one counter item. */
function counterAdds(key: TableKey, adds: Record<string, number>, ttl?: number): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses = Object.entries(adds).map(([attribute, delta], i) => {
    names[`#a${i}`] = attribute;
    values[`:d${i}`] = delta;
    return `#a${i} :d${i}`;
  });
  if (ttl !== undefined) {
    names['#ttl'] = TTL_ATTRIBUTE;
    values[':ttl'] = ttl;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${clauses.join(', ')}${ttl === undefined ? '' : ' SET #ttl = if_not_exists(#ttl, :ttl)'}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** What the entry writer needs of a merchant's settings to record a credit: its fee and delay. */
export type CreditSettings = Pick<PayoutSettings, 'fee' | 'schedule'>;

/**
 * The settings a credit of the merchant is recorded with. Read beside the change that causes the
 * credit (or from this instance's cache), never in series before its write.
 */
export const creditSettings = (merchantId: string): Promise<CreditSettings> => payoutSettings(merchantId);

/**
 * The entry writer: the items that record `movements` as ledger entries, to be written in the
 * transaction of the change that causes them (as the transaction's `ledger` part: a refused
 * condition there means the movement is already in the ledger). Each movement is one entry, and
 * each `PIX_RECEIVED` one its `FEE` entry too when the merchant's fee on it is not 0 (`settings`,
 * required with a credit); the day totals and the balance move with them, one item each per day.
 */
export function ledgerWrites(
  movements: readonly Movement[],
  now: Date,
  settings?: CreditSettings,
): TransactItem[] {
  if (movements.length === 0) return [];
  const { environment, businessTimeZone: timeZone } = config();
  const { partitions, items } = ledgerLayout().counters;
  const merchantId = movements[0]!.merchantId;
  if (movements.some((movement) => movement.merchantId !== merchantId))
    throw new Error('ledger movements of one transaction belong to one merchant');
  const credits = movements.some((movement) => movement.type === 'PIX_RECEIVED');
  if (credits && !settings) throw new Error("a credit is recorded with the merchant's fee and delay");
  const delay = settings?.schedule.delay;
  const all = movements.flatMap((movement) => {
    const fee = settings && movement.mode !== 'OWN_ACCOUNT' ? feeMovement(movement, settings.fee) : undefined;
    return fee ? [movement, fee] : [movement];
  });
  const entries = all.map((movement) => ({
    movement,
    entry: entryOf(movement, uuidv7(), now, { environment, timeZone, delay }),
  }));
  const writes: TransactItem[] = entries.map(({ movement, entry }) => entryItem(entry, movement.naturalKey));
  const days = new Map<string, Record<string, number>>();
  const pending = new Map<string, number>();
  let total = 0;
  const payable = { available: 0, inPayout: 0, blocked: 0 };
  for (const { movement, entry } of entries) {
    const day = dayIn(entry.occurredAt, timeZone);
    const adds = days.get(day) ?? {};
    adds[countAttribute(entry.type)] = (adds[countAttribute(entry.type)] ?? 0) + 1;
    adds[amountAttribute(entry.type)] = (adds[amountAttribute(entry.type)] ?? 0) + entry.amount;
    days.set(day, adds);
    // The merchant's own PSP holds that money: the statement has it, the balance does not.
    if (entry.mode === 'OWN_ACCOUNT') continue;
    // Credits go to the sharded counters (folded into the payable item when a payout needs
    // them), each with its fee, so the fee leaves with the credit it is taken on; other debits
    // are few and go straight to the payable item, so what a payout may take never counts money
    // a refund already took. A PAYOUT leaves the money already in payout.
    if (entry.amount >= 0 || entry.type === 'FEE') total += entry.amount;
    else if (entry.type === 'PAYOUT') payable.inPayout += entry.amount;
    else payable.available += entry.amount;
    // What a precautionary block held is what the MED return takes: out of `blocked`, not twice.
    if (movement.unblocks) {
      payable.available += movement.unblocks;
      payable.blocked -= movement.unblocks;
    }
    if (entry.availableAt > entry.createdAt) {
      const availableDay = dayIn(entry.availableAt, timeZone);
      pending.set(availableDay, (pending.get(availableDay) ?? 0) + entry.amount);
    }
  }
  const partition = randomBelow(partitions);
  const item = randomBelow(items);
  for (const [day, adds] of days)
    writes.push(counterAdds(ledgerKeys.day(merchantId, partition, day, item), adds));
  if (total !== 0)
    writes.push(counterAdds(ledgerKeys.balance(merchantId, partition, 'TOTAL', item), { amount: total }));
  if (payable.available !== 0 || payable.inPayout !== 0 || payable.blocked !== 0)
    writes.push(
      counterAdds(
        payableKey(merchantId),
        Object.fromEntries(Object.entries(payable).filter(([, amount]) => amount !== 0)),
      ),
    );
  for (const [day, amount] of pending) {
    const ttl = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + PENDING_TTL_DAYS * 86_400;
    writes.push(
      counterAdds(ledgerKeys.balance(merchantId, partition, `PENDING#${day}`, item), { amount }, ttl),
    );
  }
  return writes;
}

export interface LedgerFilters {
  /** The first instant of the range (inclusive) and the one after it (exclusive). */
  start?: string | undefined;
  end?: string | undefined;
  type?: LedgerType | undefined;
  chargeId?: string | undefined;
}

/**
 * The partitions a list reads: a charge's own (GSI3), every shard of one type (GSI2), or every
 * shard of the merchant's entries (GSI1).
 */
function sidesOf(merchantId: string, filters: LedgerFilters): Side[] {
  if (filters.chargeId !== undefined)
    return [
      {
        name: 'charge',
        index: CUSTOMER_INDEX,
        partition: ledgerChargePartition(merchantId, filters.chargeId),
      },
    ];
  if (filters.type !== undefined)
    return Array.from({ length: ledgerLayout().status }, (_, shard) => ({
      name: String(shard),
      index: STATUS_INDEX,
      partition: ledgerTypePartition(merchantId, filters.type!, shard),
    }));
  return Array.from({ length: ledgerLayout().list }, (_, shard) => ({
    name: String(shard),
    index: LIST_INDEX,
    partition: ledgerListPartition(merchantId, shard),
  }));
}

/** The range as index bounds: sort keys are `<occurredAt>#<id>`. */
const rangeQuery = (filters: LedgerFilters): SideQuery => ({
  // A key at the first instant itself (`<start>#<id>`) sorts after the bare instant: it is in.
  ...(filters.start === undefined ? {} : { after: filters.start }),
  ...(filters.end === undefined ? {} : { before: filters.end }),
  ...(filters.chargeId !== undefined && filters.type !== undefined
    ? {
        condition: {
          expression: '#type = :type',
          names: { '#type': 'type' },
          values: { ':type': filters.type },
        },
      }
    : {}),
});

export interface LedgerPage {
  entries: LedgerEntry[];
  total: number;
  next?: CursorPosition | undefined;
}

/**
 * A page of the merchant's entries, newest first by `occurredAt`, read from the index itself (an
 * entry never changes). The total comes from the day counters (the range's days, of one type or
 * all) whatever the entries; a charge's entries are few and counted from its partition. A walk by
 * cursor carries the total it began with.
 */
export async function listEntries(
  merchantId: string,
  { page, size, after }: CursorPaging,
  filters: LedgerFilters & { fromDay?: string | undefined; toDay?: string | undefined },
): Promise<LedgerPage> {
  const query = rangeQuery(filters);
  // The day totals are read beside the page: one round trip of latency.
  const counted =
    after === undefined && filters.chargeId === undefined
      ? readDays(merchantId, filters.fromDay, filters.toDay)
      : undefined;
  // Awaited together so that a failure of either never leaves the other's rejection unhandled.
  const [merged, days] = await Promise.all([
    mergedPage(sidesOf(merchantId, filters), query, after?.key, after ? 0 : page * size, size),
    counted,
  ]);
  const total = after
    ? (after.total ?? 0)
    : days
      ? countOf(days, filters.type)
      : (await countRest(merged.readers, query)) + merged.taken;
  return {
    entries: merged.entries.map((item) => fromItem<LedgerEntry>(item)),
    total,
    next:
      merged.next && (after !== undefined || (page + 1) * size < total)
        ? { key: merged.next, total }
        : undefined,
  };
}

const countOf = (days: ReadonlyMap<string, Totals>, type: LedgerType | undefined): number => {
  let count = 0;
  for (const totals of days.values())
    for (const each of type === undefined ? LEDGER_TYPES : [type]) count += totals[each].count;
  return count;
};

/**
 * The merchant's totals per day from `fromDay` to `toDay` (either open): one Query per counter
 * partition over the days' items, summed. Its cost grows with the days, never with the entries.
 */
export async function readDays(
  merchantId: string,
  fromDay: string | undefined,
  toDay: string | undefined,
): Promise<Map<string, Totals>> {
  const { partitions } = ledgerLayout().counters;
  const pages = await Promise.all(
    Array.from({ length: partitions }, (_, partition) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': ledgerCounterPartition('LEDGERDAY', merchantId, partition),
          ':from': `${fromDay ?? '0000-00-00'}#`,
          ':to': `${toDay ?? '9999-99-99'}#~`,
        },
        ConsistentRead: true,
      }),
    ),
  );
  const days = new Map<string, Totals>();
  for (const item of pages.flat()) {
    const day = String(item.SK).slice(0, 10);
    const totals = days.get(day) ?? emptyTotals();
    for (const type of LEDGER_TYPES) {
      totals[type].count += Number(item[countAttribute(type)] ?? 0);
      totals[type].amount += Number(item[amountAttribute(type)] ?? 0);
    }
    days.set(day, totals);
  }
  return days;
}

/** Every item of the merchant's balance partitions, read consistently: one Query per partition. */
export async function balanceItems(merchantId: string): Promise<Record<string, unknown>[][]> {
  const { partitions } = ledgerLayout().counters;
  return Promise.all(
    Array.from({ length: partitions }, (_, partition) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': ledgerCounterPartition('LEDGERBAL', merchantId, partition) },
        ConsistentRead: true,
      }),
    ),
  );
}

/**
 * The merchant's balance from its counters and its payable item: the sum of every entry, the
 * credits whose day of availability (in the business time zone) is still ahead of `today`, and
 * what is in payouts. One Query per partition.
 */
export async function readBalance(merchantId: string, today: string): Promise<Balance> {
  const [pages, mode] = await Promise.all([balanceItems(merchantId), modeOf(merchantId)]);
  let total = 0;
  let pending = 0;
  let inPayout = 0;
  let blocked = 0;
  for (const item of pages.flat()) {
    const sk = String(item.SK);
    const amount = Number(item.amount ?? 0);
    if (sk.startsWith('TOTAL#')) total += amount;
    else if (sk.startsWith('PENDING#') && sk.slice('PENDING#'.length, 'PENDING#'.length + 10) > today)
      pending += amount;
    else if (sk.startsWith(`${PAYABLE}#`)) {
      inPayout += Number(item.inPayout ?? 0);
      blocked += Number(item.blocked ?? 0);
      total += Number(item.available ?? 0) + Number(item.inPayout ?? 0) + Number(item.blocked ?? 0);
    }
  }
  return { mode, total, pending, blocked, inPayout };
}
