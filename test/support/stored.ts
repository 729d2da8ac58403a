import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys, statusPartition, type Entity } from '../../lib/db/keys.js';
import { statusShards } from '../../lib/db/layout.js';
import { STATUS_INDEX } from '../../lib/db/table.js';

/** An item as stored, by its entity and id (strongly consistent). */
export async function storedItem(entity: Entity, id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.entity(entity, id), ConsistentRead: true }),
  );
  return Item;
}

/** The merchant's stored events of one type, every shard of GSI2, newest first. */
export async function storedEvents(merchantId: string, type: string): Promise<Record<string, unknown>[]> {
  const shards = await Promise.all(
    Array.from({ length: statusShards('EVENT') }, async (_, shard) => {
      const { Items } = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: STATUS_INDEX.indexName,
          KeyConditionExpression: `${STATUS_INDEX.partitionKey} = :pk`,
          ExpressionAttributeValues: { ':pk': statusPartition('EVENT', merchantId, type, shard) },
        }),
      );
      return Items ?? [];
    }),
  );
  return shards.flat().sort((a, b) => String(b.GSI2SK).localeCompare(String(a.GSI2SK)));
}
