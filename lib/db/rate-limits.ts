import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/** Where `subject` stands without counting anything (the requests so far in the window). */
export async function readCount(
  policy: RateLimitPolicy,
  subject: string,
  nowMs = Date.now(),
): Promise<RateLimitState> {
  const { window, resetSeconds } = windowAt(policy, nowMs);
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.rateLimit(policy.name, subject, window),
      ConsistentRead: true,
      ProjectionExpression: '#n',
      ExpressionAttributeNames: { '#n': 'n' },
    }),
  );
  return { policy, used: Number(Item?.n ?? 0), resetSeconds };
}
