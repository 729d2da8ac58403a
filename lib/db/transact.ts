import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from './client.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One transaction's items, each under the name its caller knows it by (`charge`, `coupon`,
 * `customer`…); a part may be several items (an event and its counter) or absent. A refused
 * condition is reported by these names (`ConditionFailed.parts`), never by position.
 */
export type TransactionParts = Record<string, TransactItem | readonly TransactItem[] | undefined>;

/** Thrown when items of a transaction (or a single conditional write) failed their conditions. */
export class ConditionFailed extends Error {
  constructor(
    /** The names of the parts whose condition failed. */
    readonly parts: readonly string[],
    /** Per failed part, the item as stored when it refused (when the write asked for it). */
    readonly stored: Readonly<Record<string, Record<string, unknown> | undefined>> = {},
  ) {
    super(`condition failed: ${parts.join(', ')}`);
    this.name = 'ConditionFailed';
  }

  has(part: string): boolean {
    return this.parts.includes(part);
  }
}

/**
 * Thrown instead of `ConditionFailed` when a transaction's `idempotency` part (the request's
 * Idempotency-Key marker) was refused: the request no longer holds its record (another request took
 * it over after its lock lapsed), so nothing was written and nothing read again can change that.
 */
export class IdempotencyRecordLost extends Error {
  constructor() {
    super('idempotency record no longer held');
    this.name = 'IdempotencyRecordLost';
  }
}

/** Thrown when a transaction kept conflicting or being throttled past every retry. */
export class TransactionRetriesExhausted extends Error {
  constructor(readonly lastError: unknown) {
    super('transaction retries exhausted');
    this.name = 'TransactionRetriesExhausted';
  }
}

/** Cancellation reasons that say "try again", not "your condition is false". */
const RETRYABLE_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

export const TRANSACT_MAX_ATTEMPTS = 6;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 500;

/** Full jitter, growing with the attempt: writers of one hot item do not retry in lockstep. */
const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt)),
  );

/** Attempts of a read-modify-write before giving up on a record that keeps changing under us. */
export const OPTIMISTIC_ATTEMPTS = 5;

/**
 * The update a counter addition starts with (`counterAdd`, lib/db/items.ts): an unconditional
 * `ADD #count :delta`. A transaction may hold several on one item (the all-types counter of two
 * events): DynamoDB refuses two operations on one item, so they are sent as one addition of their sum.
 */
export const COUNTER_ADDITION = 'ADD #count :delta';

const isCounterAddition = (item: TransactItem): boolean =>
  item.Update?.UpdateExpression?.startsWith(COUNTER_ADDITION) === true &&
  item.Update.ConditionExpression === undefined;

function flatten(parts: TransactionParts): { items: TransactItem[]; names: string[] } {
  const items: TransactItem[] = [];
  const names: string[] = [];
  const counters = new Map<string, TransactItem>();
  for (const [name, part] of Object.entries(parts)) {
    if (part === undefined) continue;
    for (const item of Array.isArray(part) ? part : [part as TransactItem]) {
      if (isCounterAddition(item)) {
        const key = JSON.stringify(item.Update!.Key);
        const earlier = counters.get(key);
        if (earlier) {
          const values = earlier.Update!.ExpressionAttributeValues!;
          values[':delta'] =
            Number(values[':delta']) + Number(item.Update!.ExpressionAttributeValues![':delta']);
          continue;
        }
        const copy: TransactItem = {
          Update: {
            ...item.Update!,
            ExpressionAttributeValues: { ...item.Update!.ExpressionAttributeValues },
          },
        };
        counters.set(key, copy);
        items.push(copy);
      } else items.push(item);
      names.push(name);
    }
  }
  return { items, names };
}

/**
 * TransactWriteItems of `parts`, retried on the cancellations the SDK does not retry itself: a
 * conflict with another transaction in flight, or throttling of one item. DynamoDB Local raises
 * neither, so the tests inject them. A failed condition is never retried: it is an answer, thrown
 * as `ConditionFailed` with the names of the parts that refused. Given as a function, the parts
 * are built again for each attempt (a counter then lands on another random shard).
 */
export async function transact(parts: TransactionParts | (() => TransactionParts)): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < TRANSACT_MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    const { items, names } = flatten(typeof parts === 'function' ? parts() : parts);
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (failed.some((i) => names[i] === 'idempotency')) throw new IdempotencyRecordLost();
      if (failed.length > 0) {
        const stored: Record<string, Record<string, unknown> | undefined> = {};
        // The document client leaves items carried by an error in the wire format.
        for (const i of failed) {
          const item = reasons[i]!.Item;
          stored[names[i]!] = item ? unmarshall(item) : undefined;
        }
        throw new ConditionFailed([...new Set(failed.map((i) => names[i]!))], stored);
      }
      if (!reasons.some((reason) => reason.Code !== undefined && RETRYABLE_REASONS.has(reason.Code)))
        throw error;
      lastError = error;
    }
  }
  throw new TransactionRetriesExhausted(lastError);
}

/**
 * One conditional write (PutItem, UpdateItem, DeleteItem) outside a transaction: half a
 * transaction's write units. DynamoDB answers TransactionConflictException while the item is in a
 * transaction in flight, which the SDK does not retry: retried here on `transact`'s schedule. A
 * failed condition is thrown at once, as `ConditionFailed` naming `part`.
 */
export async function conditionalWrite<T>(part: string, send: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < TRANSACT_MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    try {
      return await send();
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'ConditionalCheckFailedException') {
        const item = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
        throw new ConditionFailed([part], { [part]: item ? unmarshall(item) : undefined });
      }
      if (name !== 'TransactionConflictException') throw error;
      lastError = error;
    }
  }
  throw new TransactionRetriesExhausted(lastError);
}
