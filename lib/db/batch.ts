import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { TransactionRetriesExhausted } from './transact.js';

/** BatchGetItem takes at most 100 keys per request. */
const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;

/** Anything that carries a table key: a key, or a whole item. */
type Keyed = { PK?: unknown; SK?: unknown };

/** How `consistentItems` names an item: its table key. */
export const itemKey = (key: Keyed): string => `${String(key.PK)}|${String(key.SK)}`;

/**
 * The items at `keys` as they are now (strongly consistent BatchGetItem, 100 keys a request), by
 * `itemKey`; missing items are simply absent. Keys DynamoDB leaves unprocessed (throttling) are
 * asked again after a jittered wait; after 5 attempts the request answers 503.
 */
export async function consistentItems(keys: readonly Keyed[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let from = 0; from < keys.length; from += BATCH_GET_MAX) {
    let pending: Record<string, unknown>[] | undefined = keys
      .slice(from, from + BATCH_GET_MAX)
      .map(({ PK, SK }) => ({ PK, SK }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) throw new TransactionRetriesExhausted(undefined);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) found.set(itemKey(item), item);
      pending = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}
