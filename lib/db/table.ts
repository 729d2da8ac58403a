/**
 * The table's shape, shared by the CDK stack and by the code that creates the table locally, so
 * the deployed table and the local one cannot differ.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export const LIST_INDEX = {
  indexName: 'GSI1',
  partitionKey: 'GSI1PK',
  sortKey: 'GSI1SK',
} as const;

/** Charges and checkouts by status, events by type (see `keys.statusIndex`). */
export const STATUS_INDEX = {
  indexName: 'GSI2',
  partitionKey: 'GSI2PK',
  sortKey: 'GSI2SK',
} as const;

/** Charges and checkouts by customer (see `keys.customerIndex`). */
export const CUSTOMER_INDEX = {
  indexName: 'GSI3',
  partitionKey: 'GSI3PK',
  sortKey: 'GSI3SK',
} as const;

/**
 * Sparse: what falls due at a time (pending charges, open checkouts, events to dispatch, deliveries
 * to attempt, Pix to return), for the sweeper and the webhook workers.
 */
export const DUE_INDEX = {
  indexName: 'GSI4',
  partitionKey: 'GSI4PK',
  sortKey: 'GSI4SK',
} as const;

export const GLOBAL_SECONDARY_INDEXES = [LIST_INDEX, STATUS_INDEX, CUSTOMER_INDEX, DUE_INDEX] as const;

/**
 * DynamoDB TTL attribute (epoch seconds): events and their counters after their window,
 * idempotency records after 24 h.
 * TTL deletes within days of the time, not at it, so readers still check the time themselves.
 */
export const TTL_ATTRIBUTE = 'ttl';
