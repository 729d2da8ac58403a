import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../../lib/db/client.js';
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

/** Every item of the merchant's partition: resources (live and removed), guards, counters. */
export const partition = (merchantId: string): Promise<Item[]> =>
  queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `M#${merchantId}` },
    ConsistentRead: true,
  });

/** The merchant's stored state as one comparable string. */
export async function snapshot(merchantId: string): Promise<string> {
  const items = await partition(merchantId);
  items.sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
  return JSON.stringify(items);
}

/** The live items of one kind as the list index holds them. */
export const indexed = (merchantId: string, entity: StoredEntity): Promise<Item[]> =>
  queryAll({
    TableName: tableName(),
    IndexName: LIST_INDEX.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `M#${merchantId}#${entity}` },
  });

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

export type StoredEntity = 'COUPON' | 'CUSTOMER' | 'PRODUCT' | 'CHARGE' | 'CHECKOUT' | 'WEBHOOK_ENDPOINT';
export const STORED_ENTITIES: readonly StoredEntity[] = [
  'COUPON',
  'CUSTOMER',
  'PRODUCT',
  'CHARGE',
  'CHECKOUT',
  'WEBHOOK_ENDPOINT',
];

/** Each uniqueness guard, and the attribute of its entity it guards. */
const GUARDS: readonly { prefix: string; entity: StoredEntity; attribute: string }[] = [
  { prefix: 'UNIQUE#COUPON_CODE#', entity: 'COUPON', attribute: 'code' },
  { prefix: 'UNIQUE#CUSTOMER_DOCUMENT#', entity: 'CUSTOMER', attribute: 'document' },
  { prefix: 'UNIQUE#PRODUCT_EXTERNAL_ID#', entity: 'PRODUCT', attribute: 'externalId' },
];

export type LiveCounts = Record<StoredEntity, number>;

/**
 * Checks that the merchant's partition is whole: every live item is in the list index and every
 * removed one is out of it; every guard belongs to a live item holding that value and every live
 * item's unique value has its guard; every counter equals the number of live items. Returns the
 * live counts, or throws listing every violation.
 */
export async function checkPartition(merchantId: string): Promise<LiveCounts> {
  const items = await partition(merchantId);
  const problems: string[] = [];
  const counts = {} as LiveCounts;
  const bySk = new Map(items.map((item) => [String(item.SK), item]));
  for (const entity of STORED_ENTITIES) {
    const all = items.filter((item) => String(item.SK).startsWith(`${entity}#`));
    const live = all.filter((item) => item.deletedAt === undefined);
    counts[entity] = live.length;
    for (const item of all) {
      const label = `${String(item.SK)}`;
      if (item.merchantId !== merchantId) problems.push(`${label} has merchantId ${String(item.merchantId)}`);
      if (`${entity}#${String(item.id)}` !== item.SK) problems.push(`${label} has id ${String(item.id)}`);
      const listed = item.GSI1PK !== undefined || item.GSI1SK !== undefined;
      if (item.deletedAt === undefined) {
        if (
          item.GSI1PK !== `M#${merchantId}#${entity}` ||
          item.GSI1SK !== `${String(item.createdAt)}#${String(item.id)}`
        )
          problems.push(`live ${label} is not in the list index`);
      } else if (listed) problems.push(`removed ${label} is still in the list index`);
    }
    // The counter is sharded (COUNT#<entity>#<n>), plus the unsharded item of before.
    const counted = items
      .filter((item) => item.SK === `COUNT#${entity}` || String(item.SK).startsWith(`COUNT#${entity}#`))
      .reduce((sum, item) => sum + Number(item.count), 0);
    if (counted !== live.length) problems.push(`COUNT#${entity} is ${counted}, ${live.length} live items`);
  }
  for (const guard of GUARDS) {
    const live = items.filter(
      (item) => String(item.SK).startsWith(`${guard.entity}#`) && item.deletedAt === undefined,
    );
    const liveById = new Map(live.map((item) => [String(item.id), item]));
    for (const item of items.filter((candidate) => String(candidate.SK).startsWith(guard.prefix))) {
      const value = String(item.SK).slice(guard.prefix.length);
      const owner = liveById.get(String(item.ownerId));
      if (!owner) problems.push(`guard ${String(item.SK)} without a live owner (${String(item.ownerId)})`);
      else if (owner[guard.attribute] !== value)
        problems.push(
          `guard ${String(item.SK)} owned by ${String(owner.id)} whose ${guard.attribute} differs`,
        );
    }
    for (const item of live) {
      const value = item[guard.attribute];
      if (value === null || value === undefined) continue;
      const held = bySk.get(`${guard.prefix}${String(value)}`);
      if (!held || held.ownerId !== item.id)
        problems.push(`live ${String(item.SK)} without its guard ${guard.prefix}${String(value)}`);
    }
  }
  if (problems.length) throw new Error(`partition M#${merchantId} is not whole:\n  ${problems.join('\n  ')}`);
  return counts;
}
