import { layout, listShards, shardOf, statusShards, type DueFamily, type Entity } from './layout.js';

/**
 * Every key of the single table is built here, so the layout is readable in one place
 * (docs/architecture.md has it as an access-pattern table).
 *
 * Every item has a partition key of its own (`CHARGE#<id>`): no merchant's items, however many,
 * share one key. What reads a merchant's items together goes through an index whose keys are
 * spread over shards (`layout.ts`), read back by a merge: GSI1 lists a merchant's live items of
 * one kind, GSI2 charges and checkouts by status and events by type, GSI3 charges and checkouts
 * by customer, GSI4 what falls due at a time (expiries, undispatched events, deliveries).
 */
export type { DueFamily, Entity };

export interface TableKey {
  PK: string;
  SK: string;
}

/** A list index entry's sort key: creation time then id, so newest first is descending. */
const sortKey = (createdAt: string, id: string): string => `${createdAt}#${id}`;

export const keys = {
  merchant: (merchantId: string): TableKey => ({ PK: `MERCHANT#${merchantId}`, SK: 'MERCHANT' }),

  /** The API key record, found by the SHA-256 of the plaintext key presented in a request. */
  apiKey: (keyHash: string): TableKey => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  /**
   * When a key was last used (the hour), by its public id: its own item, so what a request may
   * update is this alone, never the key's record.
   */
  keyUse: (keyId: string): TableKey => ({ PK: `KEYUSE#${keyId}`, SK: 'KEYUSE' }),
  /** Pointer from a key's public id to its hash, so an operator can revoke by id. */
  apiKeyId: (keyId: string): TableKey => ({ PK: `APIKEYID#${keyId}`, SK: 'APIKEYID' }),

  /** An entity's own item. Its `merchantId` attribute says whose it is. */
  entity: (entity: Entity, id: string): TableKey => ({ PK: `${entity}#${id}`, SK: entity }),

  /**
   * One item of a merchant's live-item counter of `entity`: the total is the sum of every item of
   * every partition (`lists.ts`, `countLive`).
   */
  counter: (entity: Entity, merchantId: string, partition: number, item: number): TableKey => ({
    PK: counterPartition(entity, merchantId, partition),
    SK: String(item),
  }),

  /**
   * One item of a merchant's count of the events of one type (or of every type, `*`) created on a
   * UTC day (`2026-11-23`): a window's total is one Query per partition over its days.
   */
  eventCounter: (
    merchantId: string,
    type: string,
    partition: number,
    day: string,
    item: number,
  ): TableKey => ({
    PK: eventCounterPartition(merchantId, type, partition),
    SK: `${day}#${item}`,
  }),

  /**
   * A merchant's reconciliation run of a São Paulo date: one partition per merchant (a run a day),
   * read newest first by date.
   */
  reconciliation: (merchantId: string, date: string): TableKey => ({
    PK: `RECON#${merchantId}`,
    SK: date,
  }),

  /** The daily reconciliation sweep of a date: where its walk of the merchants stands. */
  reconciliationSweep: (date: string): TableKey => ({ PK: `RECONSWEEP#${date}`, SK: 'RECONSWEEP' }),

  /** Uniqueness guards: one item per unique value, written in the same transaction as the owner. */
  couponCode: (merchantId: string, code: string): TableKey => guard('COUPON_CODE', merchantId, code),
  customerDocument: (merchantId: string, document: string): TableKey =>
    guard('CUSTOMER_DOCUMENT', merchantId, document),
  productExternalId: (merchantId: string, externalId: string): TableKey =>
    guard('PRODUCT_EXTERNAL_ID', merchantId, externalId),

  /** GSI1 attributes of a live item: the merchant's list of `entity`, on the id's shard. */
  listIndex: (entity: Entity, merchantId: string, createdAt: string, id: string) => ({
    GSI1PK: listPartition(entity, merchantId, shardOf(id, listShards(entity))),
    GSI1SK: sortKey(createdAt, id),
  }),

  /**
   * GSI2 attributes: the item's partition per merchant, entity and status (charges, checkouts) or
   * type (events), on the id's shard, so a status or type filter reads only matching items. They
   * move with the status in the same write as the transition.
   */
  statusIndex: (entity: Entity, merchantId: string, status: string, createdAt: string, id: string) => ({
    GSI2PK: statusPartition(entity, merchantId, status, shardOf(id, statusShards(entity))),
    GSI2SK: sortKey(createdAt, id),
  }),

  /** GSI3 attributes: the item's partition per merchant, entity and customer (charges, checkouts). */
  customerIndex: (entity: Entity, merchantId: string, customerId: string, createdAt: string, id: string) => ({
    GSI3PK: ownerPartition(entity, merchantId, customerId),
    GSI3SK: sortKey(createdAt, id),
  }),

  /**
   * GSI4 attributes, sparse: an item waiting for something to happen at `dueAt` (a pending charge
   * or an open checkout expiring, an event to dispatch, a delivery to attempt). Readers take every
   * shard's entries up to now, so they read only what is due; the write that ends the wait
   * removes them.
   */
  dueIndex: (family: DueFamily, dueAt: string, merchantId: string, id: string) => ({
    GSI4PK: duePartition(family, shardOf(id, layout().due[family])),
    GSI4SK: `${dueAt}#${merchantId}#${id}`,
  }),

  /** One webhook delivery (event x endpoint), beside its event: one Query reads both. */
  delivery: (eventId: string, endpointId: string): TableKey => ({
    PK: keys.entity('EVENT', eventId).PK,
    SK: `${DELIVERY_PREFIX}${endpointId}`,
  }),

  /**
   * GSI3 attributes of a webhook delivery of an event about a charge (`chargeOfEvent`): the
   * charge's deliveries, in order of dispatch, in one Query.
   */
  chargeDeliveryIndex: (merchantId: string, chargeId: string, createdAt: string, ref: string) => ({
    GSI3PK: chargeDeliveryPartition(merchantId, chargeId),
    GSI3SK: sortKey(createdAt, ref),
  }),

  /** A subscription's cycle, beside the subscription (by due date: one cycle per due date). */
  cycle: (subscriptionId: string, dueDate: string): TableKey => ({
    PK: keys.entity('SUBSCRIPTION', subscriptionId).PK,
    SK: `${CYCLE_PREFIX}${dueDate}`,
  }),

  /** A Pix txid, globally: a PSP payment notice names only the txid. */
  pixTxid: (txid: string): TableKey => ({ PK: `PIXTXID#${txid}`, SK: 'PIXTXID' }),

  /** A merchant's current own PSP connection (`OWN_ACCOUNT`); none: `PLATFORM`. */
  pixConnection: (merchantId: string): TableKey => ({ PK: `PIXCONN#${merchantId}`, SK: 'PIXCONN' }),
  /** A connection by its id, kept after it is replaced or removed: its charges still reach it. */
  pixConnectionById: (connectionId: string): TableKey => ({
    PK: `PIXCONNID#${connectionId}`,
    SK: 'PIXCONNID',
  }),
  /** A connection's notice URL, by the SHA-256 of its secret segment: a notice names no merchant. */
  pixConnectionNotice: (secretHash: string): TableKey => ({ PK: `PIXNOTICE#${secretHash}`, SK: 'PIXNOTICE' }),

  /** A subscription's authorization at the PSP (`rec`), globally: a PSP `rec` notice names only its id. */
  pspRec: (authorizationId: string): TableKey => ({ PK: `PSPREC#${authorizationId}`, SK: 'PSPREC' }),

  /**
   * A Pix the PSP reported received (live), by its end-to-end id: written in the transaction that
   * settles it, so a repeated notice settles nothing twice. A receipt that could not settle its
   * charge is due for refund and sits in GSI4 until an operator returns the money.
   */
  pixReceipt: (endToEndId: string): TableKey => keys.entity('PIX_RECEIPT', endToEndId),

  /** A hosted payment page, by the SHA-256 of its token (the token itself is never stored). */
  paymentToken: (tokenHash: string): TableKey => ({ PK: `PAYTOKEN#${tokenHash}`, SK: 'PAYTOKEN' }),

  /** A dashboard sign-in link, by the SHA-256 of its token (the token itself is never stored). */
  dashboardLink: (tokenHash: string): TableKey => ({ PK: `DASHLINK#${tokenHash}`, SK: 'DASHLINK' }),
  /** A dashboard session, by the SHA-256 of its cookie's token. */
  dashboardSession: (tokenHash: string): TableKey => ({ PK: `DASHSESSION#${tokenHash}`, SK: 'DASHSESSION' }),

  /** An `Idempotency-Key`, scoped to the merchant, by the SHA-256 of the key. */
  idempotency: (merchantId: string, keyHash: string): TableKey => ({
    PK: `IDEMPOTENCY#${merchantId}#${keyHash}`,
    SK: 'IDEMPOTENCY',
  }),

  /**
   * One rate-limit window of one subject (an API key's hash, a source address, a page token's
   * hash): a new item every window, so no counter takes more than its own subject's rate, and
   * `ttl` removes it after its window.
   */
  rateLimit: (policy: string, subject: string, window: number): TableKey => ({
    PK: `${RATE_LIMIT_PREFIX}${policy}#${subject}#${window}`,
    SK: 'RATE',
  }),

  apiKeyListIndex: (merchantId: string, createdAt: string, keyId: string) => ({
    GSI1PK: listPartition('APIKEY', merchantId, 0),
    GSI1SK: sortKey(createdAt, keyId),
  }),
};

const guard = (kind: string, merchantId: string, value: string): TableKey => ({
  PK: `UNIQUE#${kind}#${merchantId}#${value}`,
  SK: 'UNIQUE',
});

export const listPartition = (entity: Entity, merchantId: string, shard: number): string =>
  `L#${merchantId}#${entity}#${shard}`;

export const statusPartition = (entity: Entity, merchantId: string, status: string, shard: number): string =>
  `S#${merchantId}#${entity}#${status}#${shard}`;

/**
 * GSI3: the items of one entity that belong to one owner, newest first: a customer's charges,
 * checkouts and subscriptions, a charge's ledger entries and webhook deliveries.
 */
export const ownerPartition = (entity: Entity, merchantId: string, ownerId: string): string =>
  `C#${merchantId}#${entity}#${ownerId}`;

export const chargeDeliveryPartition = (merchantId: string, chargeId: string): string =>
  ownerPartition('WEBHOOK_DELIVERY', merchantId, chargeId);

export const duePartition = (family: DueFamily, shard: number): string => `DUE#${family}#${shard}`;

const COUNT_PREFIX = 'COUNT#';
const EVENT_COUNT_PREFIX = 'EVCOUNT#';

export const counterPartition = (entity: Entity, merchantId: string, partition: number): string =>
  `${COUNT_PREFIX}${merchantId}#${entity}#${partition}`;

export const eventCounterPartition = (merchantId: string, type: string, partition: number): string =>
  `${EVENT_COUNT_PREFIX}${merchantId}#${type}#${partition}`;

/**
 * Partition-key prefixes of the shared counters' items (live items, events), whose item a write
 * picks at random; an area's own counters are listed with it in `lib/api/areas.ts`.
 */
export const COUNTER_PREFIXES: readonly string[] = [COUNT_PREFIX, EVENT_COUNT_PREFIX];

/** The event counter of every type together. */
export const ALL_EVENT_TYPES = '*';

/** Partition-key prefix of the rate-limit counters: the only items a read route may update. */
export const RATE_LIMIT_PREFIX = 'RATE#';

/** Sort-key prefix of a subscription's cycles, beside the subscription's own item. */
export const CYCLE_PREFIX = 'CYCLE#';

/** Sort-key prefix of an event's deliveries, beside the event's own item. */
export const DELIVERY_PREFIX = 'DELIVERY#';
