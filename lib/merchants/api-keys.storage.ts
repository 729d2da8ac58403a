import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Environment } from '../config.js';
import type { ApiKeyRecord, Permission } from '../domain/api-key.js';
import { generateApiKey, hashApiKey } from '../domain/api-key.js';
import { v7 as uuidv7 } from 'uuid';
import { dynamo, tableName } from '../db/client.js';
import { keys, listPartition } from '../db/keys.js';
import { LIST_INDEX } from '../db/table.js';
import { transact } from '../db/transact.js';
import { queryAll } from '../db/items.js';
import { consistentItems, itemKey } from '../db/batch.js';

const toRecord = (item: Record<string, unknown>): ApiKeyRecord => ({
  keyId: item.keyId as string,
  merchantId: item.merchantId as string,
  permission: item.permission as Permission,
  environment: item.environment as Environment,
  status: item.status as ApiKeyRecord['status'],
  expiresAt: (item.expiresAt as string | undefined) ?? null,
  createdAt: item.createdAt as string,
  ...(typeof item.rateLimit === 'number' ? { rateLimit: item.rateLimit } : {}),
});

export async function findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
  // Strongly consistent: a key works the moment it is created, and a revocation is never undone by
  // a stale read being cached for another TTL; the auth cache keeps the extra cost negligible.
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.apiKey(keyHash), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
}

export interface NewApiKey {
  merchantId: string;
  permission: Permission;
  environment: Environment;
  expiresAt: string | null;
  prefix: string;
  /** The merchant's own rate per key, copied onto the key (null: the stage's default). */
  rateLimit?: number | null;
}

/** Stores only the hash; the plaintext is returned to the caller once and never kept. */
export async function createApiKey(input: NewApiKey): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateApiKey(input.prefix, input.environment);
  const keyHash = hashApiKey(key);
  const record: ApiKeyRecord = {
    keyId: uuidv7(),
    merchantId: input.merchantId,
    permission: input.permission,
    environment: input.environment,
    status: 'ACTIVE',
    expiresAt: input.expiresAt,
    createdAt: new Date().toISOString(),
    ...(input.rateLimit ? { rateLimit: input.rateLimit } : {}),
  };
  await transact({
    merchant: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.merchant(input.merchantId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    key: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.apiKey(keyHash),
          ...keys.apiKeyListIndex(record.merchantId, record.createdAt, record.keyId),
          ...record,
          expiresAt: record.expiresAt ?? undefined,
          // Not a secret (4 of 43+ random characters): lets an operator match a leaked key to its id.
          lastFour: key.slice(-4),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    pointer: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.apiKeyId(record.keyId), keyHash },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  });
  return { key, record };
}

/** Returns the revoked record, or undefined when no key has this id. */
export async function revokeApiKey(keyId: string): Promise<ApiKeyRecord | undefined> {
  const { Item: pointer } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.apiKeyId(keyId), ConsistentRead: true }),
  );
  if (!pointer) return undefined;
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.apiKey(pointer.keyHash as string),
      UpdateExpression: 'SET #status = :revoked, revokedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':revoked': 'REVOKED', ':now': new Date().toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes ? toRecord(Attributes) : undefined;
}

/**
 * Records that the key was used in the hour starting at `hour` (an ISO instant), on the key's use
 * item: only when no later or equal hour is recorded, so of the instances that race on one key in
 * one hour one writes and the others are refused (`false`).
 */
export async function recordKeyUse(keyId: string, hour: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.keyUse(keyId),
        UpdateExpression: 'SET lastUsedAt = :hour',
        ConditionExpression: 'attribute_not_exists(lastUsedAt) OR lastUsedAt < :hour',
        ExpressionAttributeValues: { ':hour': hour },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A listed key: keys created before `lastFour` was stored show null; `lastUsedAt` is the start of
 * the last hour it was used in, null when none is recorded.
 */
export type ListedApiKey = ApiKeyRecord & { lastFour: string | null; lastUsedAt: string | null };

/** The merchant's keys, then their last uses in one batch read. */
export async function listApiKeys(merchantId: string): Promise<ListedApiKey[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: LIST_INDEX.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': listPartition('APIKEY', merchantId, 0) },
  });
  const records = items.map(toRecord);
  const uses = await consistentItems(records.map((record) => keys.keyUse(record.keyId)));
  return records.map((record, i) => {
    const use = uses.get(itemKey(keys.keyUse(record.keyId)));
    return {
      ...record,
      lastFour: (items[i]!.lastFour as string | undefined) ?? null,
      lastUsedAt: (use?.lastUsedAt as string | undefined) ?? null,
    };
  });
}

/**
 * Copies the merchant's rate per key onto every key of the merchant (null removes it), so a
 * request's key lookup brings its limit. A key cached by a warm function keeps the old rate for
 * at most the cache's lifetime.
 */
export async function setKeysRateLimit(merchantId: string, rate: number | null): Promise<void> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: LIST_INDEX.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': listPartition('APIKEY', merchantId, 0) },
  });
  for (const item of items) {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: rate === null ? 'REMOVE rateLimit' : 'SET rateLimit = :rate',
        ...(rate === null ? {} : { ExpressionAttributeValues: { ':rate': rate } }),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  }
}
