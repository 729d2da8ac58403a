import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../../lib/db/client.js';
import { keys, listPartition } from '../../../lib/db/keys.js';
import { listShards } from '../../../lib/db/layout.js';
import { LIST_INDEX } from '../../../lib/db/table.js';

/**
 * Reads the table directly, with a client of its own: faults injected into the handlers' client
 * never touch these reads, and they do not go through the code under test.
 */
type Item = Record<string, unknown>;

let verifier: DynamoDBDocumentClient | undefined;

function client(): DynamoDBDocumentClient {
  verifier ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return verifier;
}

export function closeVerifier(): void {
  verifier?.destroy();
  verifier = undefined;
}

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item of the merchant: its resources (live and removed, each under its own key), and the
 * items whose keys name it (guards, counters, idempotency records). A Scan of the table: files that
 * read it often run on a table of their own (`useOwnTable`).
 */
export async function partition(merchantId: string): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'merchantId = :m OR contains(PK, :m)',
        ExpressionAttributeValues: { ':m': merchantId },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort((a, b) => address(a).localeCompare(address(b)));
}

/** An item's table key as one string. */
export const address = (item: Item): string => `${String(item.PK)}|${String(item.SK)}`;

/** The merchant's stored state as one comparable string. */
export const snapshot = async (merchantId: string): Promise<string> =>
  JSON.stringify(await partition(merchantId));

/** The stored items of one kind among `items` (an entity's own item: `<ENTITY>#<id>`, `<ENTITY>`). */
export const itemsOfKind = (items: Item[], entity: string): Item[] =>
  items.filter((item) => item.SK === entity && String(item.PK).startsWith(`${entity}#`));

/** The live items of one kind as the list index holds them, every shard. */
export async function indexed(merchantId: string, entity: StoredEntity): Promise<Item[]> {
  const shards = Array.from({ length: listShards(entity) }, (_, shard) =>
    listPartition(entity, merchantId, shard),
  );
  const found = await Promise.all(
    shards.map((pk) =>
      queryAll({
        TableName: tableName(),
        IndexName: LIST_INDEX.indexName,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      }),
    ),
  );
  return found.flat();
}

/** Every item of the whole table. */
export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export type StoredEntity =
  'COUPON' | 'CUSTOMER' | 'PRODUCT' | 'CHARGE' | 'CHECKOUT' | 'WEBHOOK_ENDPOINT' | 'SUBSCRIPTION';
export const STORED_ENTITIES: readonly StoredEntity[] = [
  'COUPON',
  'CUSTOMER',
  'PRODUCT',
  'CHARGE',
  'CHECKOUT',
  'WEBHOOK_ENDPOINT',
  'SUBSCRIPTION',
];

/** Each uniqueness guard, and the attribute of its entity it guards. */
const GUARDS: readonly { kind: string; entity: StoredEntity; attribute: string }[] = [
  { kind: 'COUPON_CODE', entity: 'COUPON', attribute: 'code' },
  { kind: 'CUSTOMER_DOCUMENT', entity: 'CUSTOMER', attribute: 'document' },
  { kind: 'PRODUCT_EXTERNAL_ID', entity: 'PRODUCT', attribute: 'externalId' },
];

export type LiveCounts = Record<StoredEntity, number>;

/**
 * Checks that the merchant's stored state is whole: every live item is in its shard of the list
 * index and every removed one is out of it; every guard belongs to a live item holding that value
 * and every live item's unique value has its guard; every counter equals the number of live
 * items. Returns the live counts, or throws listing every violation.
 */
export async function checkPartition(merchantId: string): Promise<LiveCounts> {
  const items = await partition(merchantId);
  const problems: string[] = [];
  const counts = {} as LiveCounts;
  const byAddress = new Map(items.map((item) => [address(item), item]));
  for (const entity of STORED_ENTITIES) {
    const all = itemsOfKind(items, entity);
    const live = all.filter((item) => item.deletedAt === undefined);
    counts[entity] = live.length;
    for (const item of all) {
      const label = String(item.PK);
      if (item.merchantId !== merchantId) problems.push(`${label} has merchantId ${String(item.merchantId)}`);
      if (`${entity}#${String(item.id)}` !== item.PK) problems.push(`${label} has id ${String(item.id)}`);
      const listed = item.GSI1PK !== undefined || item.GSI1SK !== undefined;
      if (item.deletedAt === undefined) {
        const expected = keys.listIndex(entity, merchantId, String(item.createdAt), String(item.id));
        if (item.GSI1PK !== expected.GSI1PK || item.GSI1SK !== expected.GSI1SK)
          problems.push(`live ${label} is not in its list index shard`);
      } else if (listed) problems.push(`removed ${label} is still in the list index`);
    }
    const counterPrefix = `COUNT#${merchantId}#${entity}#`;
    const counted = items
      .filter((item) => String(item.PK).startsWith(counterPrefix))
      .reduce((sum, item) => sum + Number(item.count), 0);
    if (counted !== live.length) problems.push(`${counterPrefix}* is ${counted}, ${live.length} live items`);
  }
  for (const guard of GUARDS) {
    const live = itemsOfKind(items, guard.entity).filter((item) => item.deletedAt === undefined);
    const liveById = new Map(live.map((item) => [String(item.id), item]));
    const prefix = `UNIQUE#${guard.kind}#${merchantId}#`;
    for (const item of items.filter((candidate) => String(candidate.PK).startsWith(prefix))) {
      const value = String(item.PK).slice(prefix.length);
      const owner = liveById.get(String(item.ownerId));
      if (!owner) problems.push(`guard ${String(item.PK)} without a live owner (${String(item.ownerId)})`);
      else if (owner[guard.attribute] !== value)
        problems.push(
          `guard ${String(item.PK)} owned by ${String(owner.id)} whose ${guard.attribute} differs`,
        );
    }
    for (const item of live) {
      const value = item[guard.attribute];
      if (value === null || value === undefined) continue;
      const held = byAddress.get(`${prefix}${String(value)}|UNIQUE`);
      if (!held || held.ownerId !== item.id)
        problems.push(`live ${String(item.PK)} without its guard ${prefix}${String(value)}`);
    }
  }
  if (problems.length) throw new Error(`merchant ${merchantId} is not whole:\n  ${problems.join('\n  ')}`);
  return counts;
}
