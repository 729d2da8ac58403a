import { config } from '../config.js';

/**
 * The kinds of item the table holds, as their keys and layout name them. An area whose keys live
 * in its own folder adds its kind there, by module augmentation
 * (`declare module '../db/layout.js' { interface Entities { LEDGER: true } }`).
 */
export interface Entities {
  COUPON: true;
  CUSTOMER: true;
  PRODUCT: true;
  CHARGE: true;
  CHECKOUT: true;
  EVENT: true;
  WEBHOOK_ENDPOINT: true;
  PIX_RECEIPT: true;
  WEBHOOK_DELIVERY: true;
  SUBSCRIPTION: true;
  APIKEY: true;
  RECONCILIATION: true;
  PAYOUT: true;
}

export type Entity = keyof Entities;

/** What the due index (GSI4) holds, each family spread over its own shards. */
export type DueFamily =
  | 'CHARGE'
  | 'CHECKOUT'
  | 'EVENT'
  | 'WEBHOOK_DELIVERY'
  | 'PIX_RECEIPT'
  | 'REFUND'
  | 'SUBSCRIPTION'
  | 'CYCLE'
  | 'PAYOUT';

/**
 * How many partition keys each write-heavy access pattern is spread over, so that no key takes
 * more than a fraction of a partition's 1,000 write units a second at the target load (one
 * merchant at 1,000 charges a second, the platform at 20,000): docs/architecture.md, "Partition
 * load". Readers merge the shards back into one newest-first order.
 *
 * The production layout is what every deployed stage uses. DynamoDB Local serves one small table on
 * a laptop, where a reader's one call per shard would be most of its work, so a local table is
 * written with the compact layout (the same code, fewer shards). A table keeps the layout it was
 * written with: `TABLE_LAYOUT` names it when the default (compact exactly when `DYNAMODB_ENDPOINT`
 * is set) is not the table's.
 */
export interface Layout {
  name: 'production' | 'compact';
  /** Shards of an entity's list (GSI1), by entity; absent means one. */
  list: Partial<Record<Entity, number>>;
  /** Shards of each status (charges, checkouts) or type (events) partition (GSI2). */
  status: Partial<Record<Entity, number>>;
  /** Live-item counters: partition keys, and items in each; absent means one partition. */
  counters: Partial<Record<Entity, { partitions: number; items: number }>>;
  /** Event counters, per type and for every type together. */
  eventCounters: { partitions: number; items: number };
  /** Shards of each family of the due index (GSI4), platform-wide. */
  due: Record<DueFamily, number>;
}

const COUNTER_ITEMS = 8;

export const PRODUCTION_LAYOUT: Layout = {
  name: 'production',
  list: { CHARGE: 8, CHECKOUT: 8, EVENT: 16 },
  // The failing deliveries take every failed attempt while a busy merchant's endpoint is down.
  status: { CHARGE: 8, CHECKOUT: 8, EVENT: 8, WEBHOOK_DELIVERY: 8 },
  counters: {
    CHARGE: { partitions: 8, items: 4 },
    CHECKOUT: { partitions: 4, items: COUNTER_ITEMS },
    // The endpoint counter is also the limit of 16: one item, raised only while under it.
    WEBHOOK_ENDPOINT: { partitions: 1, items: 1 },
  },
  eventCounters: { partitions: 16, items: 2 },
  due: {
    CHARGE: 256,
    CHECKOUT: 64,
    EVENT: 512,
    WEBHOOK_DELIVERY: 256,
    PIX_RECEIPT: 4,
    REFUND: 4,
    // Entered once a cycle, at the start of its send window: a day's subscriptions come due at
    // the same midnight, so they spread over shards like the charges that expire together.
    SUBSCRIPTION: 64,
    // A refused debit waiting for its retry day: a small share of the cycles.
    CYCLE: 16,
    // A payout to send or to read back: a few a day per merchant.
    PAYOUT: 4,
  },
};

export const COMPACT_LAYOUT: Layout = {
  name: 'compact',
  list: { CHARGE: 2, CHECKOUT: 2, EVENT: 2 },
  status: { CHARGE: 2, CHECKOUT: 2, EVENT: 2, WEBHOOK_DELIVERY: 2 },
  counters: {
    CHARGE: { partitions: 2, items: 4 },
    CHECKOUT: { partitions: 2, items: 4 },
    WEBHOOK_ENDPOINT: { partitions: 1, items: 1 },
  },
  eventCounters: { partitions: 2, items: 2 },
  due: {
    CHARGE: 2,
    CHECKOUT: 2,
    EVENT: 2,
    WEBHOOK_DELIVERY: 2,
    PIX_RECEIPT: 2,
    REFUND: 2,
    SUBSCRIPTION: 2,
    CYCLE: 2,
    PAYOUT: 2,
  },
};

const LAYOUTS = { production: PRODUCTION_LAYOUT, compact: COMPACT_LAYOUT } as const;

/** The layout of this process's table. */
export function layout(): Layout {
  const { tableLayout, dynamodbEndpoint } = config();
  return LAYOUTS[tableLayout ?? (dynamodbEndpoint === undefined ? 'production' : 'compact')];
}

export const listShards = (entity: Entity): number => layout().list[entity] ?? 1;
export const statusShards = (entity: Entity): number => layout().status[entity] ?? 1;
export const counterLayout = (entity: Entity) =>
  layout().counters[entity] ?? { partitions: 1, items: COUNTER_ITEMS };

/**
 * The shard an id's entries live on (FNV-1a of the id): fixed for the id, so an item's index
 * entries stay on their shard when it changes, and spread evenly over ids.
 */
export function shardOf(id: string, shards: number): number {
  if (shards === 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}
