import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client.js';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from './table.js';

type Index = (typeof GLOBAL_SECONDARY_INDEXES)[number];

const indexDefinition = (index: Index) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const stringAttributes = (names: string[]) =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

async function describe(): Promise<TableDescription | undefined> {
  try {
    const { Table } = await dynamo().send(new DescribeTableCommand({ TableName: tableName() }));
    return Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Creates the table and its indexes when missing (local runs and tests; AWS gets it from CDK).
 * A table kept in `.data/` from an older version gets the indexes it lacks, one at a time, as
 * DynamoDB allows one index creation per update.
 */
export async function ensureTable(): Promise<void> {
  const client = dynamo();
  const existing = await describe();
  if (!existing) {
    const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
    for (const index of GLOBAL_SECONDARY_INDEXES) {
      attributes.add(index.partitionKey);
      attributes.add(index.sortKey);
    }
    const created = client.send(
      new CreateTableCommand({
        TableName: tableName(),
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: stringAttributes([...attributes]),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map(indexDefinition),
      }),
    );
    // On a loaded machine the first CreateTable can outlast the request timeout; the SDK's retry
    // then finds the table the first attempt created.
    await created.catch((error: unknown) => {
      if (!(error instanceof ResourceInUseException)) throw error;
    });
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName() });
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName(),
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
    return;
  }
  const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of GLOBAL_SECONDARY_INDEXES) {
    if (present.has(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName(),
        AttributeDefinitions: stringAttributes([index.partitionKey, index.sortKey]),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName() });
  }
}
