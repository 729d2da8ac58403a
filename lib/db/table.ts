/**
 * The table's shape, shared by the CDK stack and by the code that creates the table locally, so
 * the deployed table and the local one cannot differ.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const LIST_INDEX = {
  indexName: 'GSI1',
  partitionKey: 'GSI1PK',
  sortKey: 'GSI1SK',
} as const;

export const GLOBAL_SECONDARY_INDEXES = [LIST_INDEX] as const;
