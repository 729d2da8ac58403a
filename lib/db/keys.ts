/**
 * Every key of the single table is built here, so the layout is readable in one place (docs/architecture.md
 * has the same layout as an access-pattern table).
 *
 * Merchant-owned items live in the merchant's partition `M#<merchantId>`. The sparse index GSI1
 * holds only live (not removed) items of one kind per merchant, sorted by creation time, which is
 * what every list reads; removing an item drops its GSI1 attributes, so lists never read removed items.
 * GSI2 (status or type), GSI3 (customer) and GSI4 (due time) serve the payment areas' filters and
 * the expiry sweeper; see `table.ts`.
 */
export type Entity =
  | 'COUPON'
  | 'CUSTOMER'
  | 'PRODUCT'
  | 'CHARGE'
  | 'CHECKOUT'
  | 'EVENT'
  | 'WEBHOOK_ENDPOINT'
  | 'PIX_RECEIPT'
  | 'WEBHOOK_DELIVERY';

export interface TableKey {
  PK: string;
  SK: string;
}

const merchantPk = (merchantId: string): string => `M#${merchantId}`;

export const keys = {
  merchant: (merchantId: string): TableKey => ({ PK: `MERCHANT#${merchantId}`, SK: 'MERCHANT' }),

  /** The API key record, found by the SHA-256 of the plaintext key presented in a request. */
  apiKey: (keyHash: string): TableKey => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  /** Pointer from a key's public id to its hash, so an operator can revoke by id. */
  apiKeyId: (keyId: string): TableKey => ({ PK: `APIKEYID#${keyId}`, SK: 'APIKEYID' }),

  entity: (entity: Entity, merchantId: string, id: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `${entity}#${id}`,
  }),

  /** Live-item counter per merchant and entity: list totals in one read instead of a count. */
  counter: (entity: Entity, merchantId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `COUNT#${entity}`,
  }),
  /**
   * One shard of that counter: creates and removals add to a random shard, so concurrent writers
   * of one merchant do not all meet on one item; the total is the sum of the shards and of the
   * unsharded item above (written before sharding), read by one Query on `counterPrefix`.
   */
  counterShard: (entity: Entity, merchantId: string, shard: number): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `COUNT#${entity}#${shard}`,
  }),

  /**
   * One shard of a merchant's count of the events of one type on one UTC day (`2026-11-23`).
   * Events are never removed, only expire, so a list's total is the sum of the counters of the
   * days inside the 30-day window (one Query: the day first keeps the window's counters together)
   * plus an index count of the window's first, partial day.
   */
  eventCounterShard: (merchantId: string, day: string, type: string, shard: number): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `${EVENT_COUNTER_PREFIX}${day}#${type}#${shard}`,
  }),

  /** Uniqueness guards: one item per unique value, written in the same transaction as the owner. */
  couponCode: (merchantId: string, code: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#COUPON_CODE#${code}`,
  }),
  customerDocument: (merchantId: string, document: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#CUSTOMER_DOCUMENT#${document}`,
  }),
  productExternalId: (merchantId: string, externalId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `UNIQUE#PRODUCT_EXTERNAL_ID#${externalId}`,
  }),

  /** GSI1 attributes of a live item: partition per merchant and entity, newest last by sort key. */
  listIndex: (
    entity: Entity,
    merchantId: string,
    createdAt: string,
    id: string,
  ): { GSI1PK: string; GSI1SK: string } => ({
    GSI1PK: listPartition(entity, merchantId),
    GSI1SK: `${createdAt}#${id}`,
  }),

  /**
   * GSI2 attributes: the item's partition per merchant, entity and status (charges, checkouts) or
   * type (events), newest last, so a status or type filter reads only matching items. They move
   * with the status in the same write as the transition.
   */
  statusIndex: (
    entity: Entity,
    merchantId: string,
    status: string,
    createdAt: string,
    id: string,
  ): { GSI2PK: string; GSI2SK: string } => ({
    GSI2PK: `${listPartition(entity, merchantId)}#${status}`,
    GSI2SK: `${createdAt}#${id}`,
  }),

  /** GSI3 attributes: the item's partition per merchant, entity and customer (charges, checkouts). */
  customerIndex: (
    entity: Entity,
    merchantId: string,
    customerId: string,
    createdAt: string,
    id: string,
  ): { GSI3PK: string; GSI3SK: string } => ({
    GSI3PK: `${listPartition(entity, merchantId)}#CUSTOMER#${customerId}`,
    GSI3SK: `${createdAt}#${id}`,
  }),

  /**
   * GSI4 attributes, sparse: an item waiting for something to happen at `dueAt` (a pending charge
   * or an open checkout expiring). The sweeper reads the index up to now, so it reads only what is
   * due; the attributes are removed in the write that ends the wait.
   */
  dueIndex: (
    entity: Entity,
    dueAt: string,
    merchantId: string,
    id: string,
  ): { GSI4PK: string; GSI4SK: string } => ({
    GSI4PK: duePartition(entity),
    GSI4SK: `${dueAt}#${merchantId}#${id}`,
  }),

  /** One webhook delivery (event x endpoint), beside its event: `Query begins_with(EVENT#<id>)`. */
  delivery: (merchantId: string, eventId: string, endpointId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `${deliveryPrefix(eventId)}${endpointId}`,
  }),

  /** A Pix txid, globally: a PSP payment notice names only the txid. */
  pixTxid: (txid: string): TableKey => ({ PK: `PIXTXID#${txid}`, SK: 'PIXTXID' }),

  /**
   * A Pix the PSP reported received (live), by its end-to-end id, in the merchant's partition:
   * written in the transaction that settles it, so a repeated notice settles nothing twice. A
   * receipt that could not settle its charge (cancelled, expired, wrong amount) is due for
   * refund and sits in GSI4 (`dueIndex('PIX_RECEIPT', …)`) until an operator returns the money.
   */
  pixReceipt: (merchantId: string, endToEndId: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `PIXRECEIPT#${endToEndId}`,
  }),

  /** A hosted payment page, by the SHA-256 of its token (the token itself is never stored). */
  paymentToken: (tokenHash: string): TableKey => ({ PK: `PAYTOKEN#${tokenHash}`, SK: 'PAYTOKEN' }),

  /** An `Idempotency-Key`, scoped to the merchant, by the SHA-256 of the key. */
  idempotency: (merchantId: string, keyHash: string): TableKey => ({
    PK: merchantPk(merchantId),
    SK: `IDEMPOTENCY#${keyHash}`,
  }),

  apiKeyListIndex: (
    merchantId: string,
    createdAt: string,
    keyId: string,
  ): { GSI1PK: string; GSI1SK: string } => ({
    GSI1PK: apiKeyListPartition(merchantId),
    GSI1SK: `${createdAt}#${keyId}`,
  }),
};

export const listPartition = (entity: Entity, merchantId: string): string =>
  `${merchantPk(merchantId)}#${entity}`;

export const duePartition = (entity: Entity): string => `DUE#${entity}`;

export const apiKeyListPartition = (merchantId: string): string => `${merchantPk(merchantId)}#APIKEY`;

/** Sort-key prefix of the event counters (not `COUNT#EVENT`: that would be a live-item counter). */
export const EVENT_COUNTER_PREFIX = 'EVCOUNT#';

/** Sort-key prefix of a counter's items: the unsharded one and every shard. */
export const counterPrefix = (entity: Entity): string => `COUNT#${entity}`;

/** Sort-key prefix of an event's deliveries: `Query begins_with` reads them beside the event. */
export const deliveryPrefix = (eventId: string): string => `EVENT#${eventId}#DELIVERY#`;
