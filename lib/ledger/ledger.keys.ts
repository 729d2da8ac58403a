import { ownerPartition, listPartition, statusPartition, type TableKey } from '../db/keys.js';
import { layout, shardOf, type Layout } from '../db/layout.js';

/**
 * The ledger's keys and its part of the table's layout, in its own folder: nothing outside the
 * ledger builds them (the stack reads their prefixes for IAM, `infra/table-writes.ts`). Its entries
 * are an entity of the table (`LEDGER`) for the shared index builders.
 */
declare module '../db/layout.js' {
  interface Entities {
    LEDGER: true;
  }
}

/** The ledger's shards and counter partitions in one of the table's layouts. */
export interface LedgerLayout {
  /** Shards of the list of every entry (GSI1). */
  list: number;
  /** Shards of each entry type's partition (GSI2). */
  status: number;
  /** Counters: a merchant's daily totals by entry type, and its balance. */
  counters: { partitions: number; items: number };
}

const LEDGER_LAYOUTS: Record<Layout['name'], LedgerLayout> = {
  production: { list: 8, status: 8, counters: { partitions: 16, items: 2 } },
  compact: { list: 2, status: 2, counters: { partitions: 2, items: 2 } },
};

/** The ledger's part of a layout (by default this process's table's). */
export const ledgerLayout = (of: Pick<Layout, 'name'> = layout()): LedgerLayout => LEDGER_LAYOUTS[of.name];

/** The ledger's counters: a merchant's day totals, and its balance. */
const LEDGER_COUNTERS = ['LEDGERDAY', 'LEDGERBAL'] as const;

/** Partition key of one of a merchant's ledger counters. */
export const ledgerCounterPartition = (
  kind: (typeof LEDGER_COUNTERS)[number],
  merchantId: string,
  partition: number,
): string => `${kind}#${merchantId}#${partition}`;

/**
 * Partition-key prefixes of the ledger's counter items, whose item a write picks at random
 * (`lib/api/areas.ts` gathers every area's).
 */
export const ledgerCounterPrefixes: readonly string[] = LEDGER_COUNTERS.map((kind) => `${kind}#`);

/** A list index entry's sort key: occurrence time then id, so newest first is descending. */
const sortKey = (occurredAt: string, id: string): string => `${occurredAt}#${id}`;

export const ledgerKeys = {
  /**
   * A ledger entry, by its natural key (a Pix's end-to-end id, a refund's id): the entry's own
   * item, put on its absence, so a movement is written once however often its cause is retried.
   */
  entry: (merchantId: string, type: string, naturalKey: string): TableKey => ({
    PK: `LEDGER#${merchantId}#${type}#${naturalKey}`,
    SK: 'LEDGER',
  }),

  /**
   * One item of a merchant's ledger totals of a São Paulo day (`2026-11-23`), every entry type's
   * count and amount on it: a range of days is one Query per partition, whatever the entries.
   */
  day: (merchantId: string, partition: number, day: string, item: number): TableKey => ({
    PK: ledgerCounterPartition('LEDGERDAY', merchantId, partition),
    SK: `${day}#${item}`,
  }),

  /**
   * One item of a merchant's balance counters: the sum of every entry (`TOTAL`), and the credits
   * that become available on a day (`PENDING#<day>`, `ttl` once that day is gone).
   */
  balance: (merchantId: string, partition: number, slot: string, item: number): TableKey => ({
    PK: ledgerCounterPartition('LEDGERBAL', merchantId, partition),
    SK: `${slot}#${item}`,
  }),

  /** GSI1 attributes of an entry: the merchant's list of every entry, on the id's shard. */
  listIndex: (merchantId: string, occurredAt: string, id: string) => ({
    GSI1PK: ledgerListPartition(merchantId, shardOf(id, ledgerLayout().list)),
    GSI1SK: sortKey(occurredAt, id),
  }),

  /** GSI2 attributes of an entry: the merchant's entries of its type, on the id's shard. */
  typeIndex: (merchantId: string, type: string, occurredAt: string, id: string) => ({
    GSI2PK: ledgerTypePartition(merchantId, type, shardOf(id, ledgerLayout().status)),
    GSI2SK: sortKey(occurredAt, id),
  }),

  /** GSI3 attributes of an entry: the merchant's entries of one charge. */
  chargeIndex: (merchantId: string, chargeId: string, occurredAt: string, id: string) => ({
    GSI3PK: ledgerChargePartition(merchantId, chargeId),
    GSI3SK: sortKey(occurredAt, id),
  }),
};

export const ledgerListPartition = (merchantId: string, shard: number): string =>
  listPartition('LEDGER', merchantId, shard);
export const ledgerTypePartition = (merchantId: string, type: string, shard: number): string =>
  statusPartition('LEDGER', merchantId, type, shard);
export const ledgerChargePartition = (merchantId: string, chargeId: string): string =>
  ownerPartition('LEDGER', merchantId, chargeId);
