/**
 * Seeding through the real create code: `createCoupon`, `createCustomer`, `createProduct`,
 * `createCharge`, `createCheckout` run unchanged (their reads too), an SDK middleware on `dynamo()`
 * catches the TransactWriteItems each one sends and answers it as DynamoDB would, and the caught
 * items are written with BatchWriteItem, many per request. The items are therefore exactly the ones the API writes; only the conditions are
 * dropped (the table is fresh) and the counter increments are summed into one update per counter.
 */
import {
  BatchWriteCommand,
  QueryCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/db/client.js';
import { listPartition, type Entity } from '../lib/db/keys.js';
import { countLive } from '../lib/db/lists.js';
import { LIST_INDEX } from '../lib/db/table.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const CAPTURE = 'benchSeedCapture';
const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);
const BATCH = 25;
const PARALLEL_BATCHES = 4;

/** Runs `create` with its DynamoDB writes caught instead of sent; returns them with its result. */
async function captured<T>(create: () => Promise<T>): Promise<{ result: T; items: TransactItem[] }> {
  const items: TransactItem[] = [];
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      // Reads a create makes first (a charge reads its merchant's Pix identity) go to the table.
      if (READS.has(String(context.commandName))) return next(args);
      if (context.commandName !== 'TransactWriteItemsCommand')
        throw new Error(`seeding caught ${String(context.commandName)}; only creates are expected`);
      items.push(...((args.input as TransactWriteCommandInput).TransactItems ?? []));
      return { output: { $metadata: {} }, response: {} } as never;
    },
    { step: 'initialize', name: CAPTURE, priority: 'high' },
  );
  try {
    return { result: await create(), items };
  } finally {
    stack.remove(CAPTURE);
  }
}

async function runBatches(puts: Record<string, unknown>[]): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < puts.length) {
      const slice = puts.slice(next, next + BATCH);
      next += BATCH;
      let requests: Record<string, unknown>[] | undefined = slice.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests && requests.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const result = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }),
        );
        requests = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

/**
 * The placeholder of the number an `ADD #count :delta` update adds (the live counters; the event
 * counters also `SET` their expiry), or undefined for any other update.
 */
function deltaName(update: UpdateCommandInput): string | undefined {
  const match = /^ADD \S+ (:\S+)(?: SET [^]*)?$/.exec(update.UpdateExpression ?? '');
  const name = match?.[1];
  return name !== undefined && typeof update.ExpressionAttributeValues?.[name] === 'number'
    ? name
    : undefined;
}

/** Counter updates summed per key, expression and every value but the delta. */
function counterKey(update: UpdateCommandInput, name: string): string {
  const rest = Object.entries(update.ExpressionAttributeValues ?? {}).filter(([key]) => key !== name);
  return JSON.stringify([update.Key, update.UpdateExpression, update.ExpressionAttributeNames, rest]);
}

/**
 * Calls `create(i)` for i in [0, count) through the real create code and writes what it wrote.
 * Returns the results (for their ids).
 */
export async function seedThroughCreate<T>(
  count: number,
  create: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const puts: Record<string, unknown>[] = [];
  const counters = new Map<string, { update: UpdateCommandInput; delta: number }>();
  const others: UpdateCommandInput[] = [];
  for (let i = 0; i < count; i++) {
    const { result, items } = await captured(() => create(i));
    results.push(result);
    for (const item of items) {
      if (item.Put) puts.push(item.Put.Item as Record<string, unknown>);
      else if (item.Update) {
        const update = item.Update as UpdateCommandInput;
        const name = deltaName(update);
        if (name === undefined) others.push(update);
        else {
          const key = counterKey(update, name);
          const delta = update.ExpressionAttributeValues?.[name] as number;
          const entry = counters.get(key) ?? { update, delta: 0 };
          entry.delta += delta;
          counters.set(key, entry);
        }
      } else if (item.ConditionCheck) {
        // A check only (the customer a checkout names exists): conditions are dropped anyway.
      } else throw new Error(`seeding: unexpected transaction item ${Object.keys(item).join(',')}`);
    }
  }
  await runBatches(puts);
  // DynamoDB refuses placeholders no expression uses: drop the condition's own with it.
  const unconditional = (update: UpdateCommandInput): UpdateCommandInput => {
    const expression = update.UpdateExpression ?? '';
    const used = <T>(entries: Record<string, T> | undefined): Record<string, T> | undefined => {
      const kept = Object.entries(entries ?? {}).filter(([name]) =>
        new RegExp(`${name}(?![A-Za-z0-9_])`).test(expression),
      );
      return kept.length > 0 ? Object.fromEntries(kept) : undefined;
    };
    const copy: UpdateCommandInput = {
      ...update,
      ExpressionAttributeNames: used(update.ExpressionAttributeNames),
      ExpressionAttributeValues: used(update.ExpressionAttributeValues),
    };
    delete copy.ConditionExpression;
    return copy;
  };
  for (const { update, delta } of counters.values()) {
    const name = deltaName(update) as string;
    const plain = unconditional(update);
    await dynamo().send(
      new UpdateCommand({
        ...plain,
        ExpressionAttributeValues: { ...plain.ExpressionAttributeValues, [name]: delta },
      }),
    );
  }
  for (const update of others) await dynamo().send(new UpdateCommand(unconditional(update)));
  return results;
}

/** The merchant's live counter for `entity` and the items its list index really holds. */
export async function liveCounts(
  entity: Entity,
  merchantId: string,
): Promise<{ counter: number; indexed: number }> {
  const counter = await countLive(entity, merchantId);
  let indexed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: LIST_INDEX.indexName,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': listPartition(entity, merchantId) },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    indexed += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { counter, indexed };
}
