import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { counterExpiry, windowAt, type RateLimitPolicy, type RateLimitState } from '../domain/rate-limit.js';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table.js';

/**
 * Counts one request of `subject` in the current window of `policy` and answers where it stands.
 * One unconditional `UpdateItem` (`ADD`), so every instance counts into the same item and the
 * answer is the deployment's count; a request over the quota is counted too (it cannot be told
 * before the add), which changes nothing within a fixed window.
 */
export async function countRequest(
  policy: RateLimitPolicy,
  subject: string,
  nowMs = Date.now(),
): Promise<RateLimitState> {
  const { window, resetSeconds } = windowAt(policy, nowMs);
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit(policy.name, subject, window),
      UpdateExpression: 'ADD #n :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#n': 'n', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':ttl': counterExpiry(policy, window) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { policy, used: Number(Attributes?.n ?? 1), resetSeconds };
}

/** A token taken from a window, to give back to that same window. */
export interface TakenToken extends RateLimitState {
  /** Whether the token was taken; a refused take is over the quota (`used` is quota + 1). */
  taken: boolean;
  subject: string;
  window: number;
}

/**
 * Takes one token of `subject` in the current window of `policy`, before the work it pays for:
 * one `UpdateItem` that adds 1 on the condition that the count is below the quota. The table
 * serializes the updates of one item, so however many requests race, at most `quota` of a window
 * are taken; the others are refused without the count moving.
 */
export async function takeToken(
  policy: RateLimitPolicy,
  subject: string,
  nowMs = Date.now(),
): Promise<TakenToken> {
  const { window, resetSeconds } = windowAt(policy, nowMs);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(policy.name, subject, window),
        UpdateExpression: 'ADD #n :one SET #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :quota',
        ExpressionAttributeNames: { '#n': 'n', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':quota': policy.quota,
          ':ttl': counterExpiry(policy, window),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { policy, used: Number(Attributes?.n ?? 1), resetSeconds, taken: true, subject, window };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { policy, used: policy.quota + 1, resetSeconds, taken: false, subject, window };
  }
}

/**
 * Gives a taken token back to its window (the work it paid for is not charged): the count goes
 * down by one, never below zero, and only while the window's item exists. Answers where the
 * subject then stands, or `token` as it was when there was nothing to give back to.
 */
export async function returnToken(token: TakenToken, nowMs = Date.now()): Promise<RateLimitState> {
  const { policy, subject, window } = token;
  const current = windowAt(policy, nowMs);
  // A window that ended limits nothing any more.
  if (!token.taken || current.window !== window) return token;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(policy.name, subject, window),
        UpdateExpression: 'ADD #n :less',
        ConditionExpression: '#n > :zero',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':less': -1, ':zero': 0 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { policy, used: Number(Attributes?.n ?? 0), resetSeconds: current.resetSeconds };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return token;
  }
}
