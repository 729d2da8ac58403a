import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client.js';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from './table.js';

/** Creates the table and its indexes when missing (local runs and tests; AWS gets it from CDK). */
export async function ensureTable(): Promise<void> {
  const client = dynamo();
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName() }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of GLOBAL_SECONDARY_INDEXES) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName(),
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName() });
}
