import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './client.js';
import { commitMarker } from './idempotency.js';
import { reshardCounters } from './shards.js';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Cancellation reasons that say "try again", not "your condition is false". */
const RETRYABLE_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

export const TRANSACT_MAX_ATTEMPTS = 6;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 500;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Full jitter, growing with the attempt: writers of one hot item do not retry in lockstep. */
const backoff = (attempt: number): Promise<void> =>
  sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));

/** Thrown when a transaction kept conflicting or being throttled past every retry. */
export class TransactionRetriesExhausted extends Error {
  constructor(readonly lastError: unknown) {
    super('transaction retries exhausted');
    this.name = 'TransactionRetriesExhausted';
  }
}

/** The reason code per transaction item, or undefined if the error is not a cancellation. */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

/** Whether the item at `index` was the one whose condition failed. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';
}

/**
 * TransactWriteItems with retries for the cancellations the SDK does not retry itself: a
 * conflict with another in-flight transaction, or throttling of one item. DynamoDB Local never
 * raises either, so the retry is tested by injecting them through a client middleware. Full
 * jitter keeps many writers of one hot item (a merchant's counter) from retrying in lockstep.
 * A failed condition is never retried: it is an answer, and the caller maps it.
 */
export async function transactWrite(handlerItems: TransactItems): Promise<void> {
  // A request sent with an Idempotency-Key marks its record in the same transaction.
  const marker = commitMarker();
  const items = marker ? [...handlerItems, marker] : handlerItems;
  let lastError: unknown;
  let attemptItems = items;
  for (let attempt = 0; attempt < TRANSACT_MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      await backoff(attempt);
      // A conflict is most often on the merchant's hot counter: the retry adds to another shard.
      attemptItems = reshardCounters(attemptItems);
    }
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: attemptItems }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const retryable =
        codes !== undefined &&
        !codes.includes('ConditionalCheckFailed') &&
        codes.some((code) => code !== undefined && RETRYABLE_REASONS.has(code));
      if (!retryable) throw error;
      lastError = error;
    }
  }
  throw new TransactionRetriesExhausted(lastError);
}

/**
 * One conditional write (PutItem, UpdateItem, DeleteItem) outside a transaction: 1 WCU instead of
 * a transaction's 2. DynamoDB answers TransactionConflictException when the item is part of a
 * transaction in flight; the SDK does not retry that, so it is retried here on the same schedule
 * as `transactWrite`. A failed condition (ConditionalCheckFailedException) is thrown at once.
 */
export async function conditionalWrite(send: () => Promise<unknown>): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < TRANSACT_MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    try {
      await send();
      return;
    } catch (error) {
      if ((error as { name?: string } | null)?.name !== 'TransactionConflictException') throw error;
      lastError = error;
    }
  }
  throw new TransactionRetriesExhausted(lastError);
}

/** Whether a single write failed its condition. */
export const conditionFailed = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
