import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MerchantPixSettings } from '../domain/pix-identity.js';
import type { PixKeyType } from '../domain/pix-key.js';
import { v7 as uuidv7 } from 'uuid';
import { dynamo, tableName } from '../db/client.js';
import { keys } from '../db/keys.js';

export interface Merchant extends MerchantPixSettings {
  id: string;
  name: string;
  createdAt: string;
  /** Requests a second per API key an operator set for this merchant; null: the stage's default. */
  rateLimit: number | null;
}

/** A new merchant; `pixDisplayName`, when given, is the name its charges and page show. */
export async function createMerchant(name: string, pixDisplayName?: string): Promise<Merchant> {
  const merchant = { id: uuidv7(), name, createdAt: new Date().toISOString() };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.merchant(merchant.id), ...merchant, ...(pixDisplayName && { pixDisplayName }) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return {
    ...merchant,
    pixKey: null,
    pixKeyType: null,
    pixDisplayName: pixDisplayName ?? null,
    pixCity: null,
    rateLimit: null,
  };
}

/** Items written before the Pix settings existed simply lack the attributes: null, defaults apply. */
const fromItem = (item: Record<string, unknown>): Merchant => ({
  id: item.id as string,
  name: item.name as string,
  createdAt: item.createdAt as string,
  pixKey: (item.pixKey as string | undefined) ?? null,
  pixKeyType: (item.pixKeyType as PixKeyType | undefined) ?? null,
  pixDisplayName: (item.pixDisplayName as string | undefined) ?? null,
  pixCity: (item.pixCity as string | undefined) ?? null,
  rateLimit: (item.rateLimit as number | undefined) ?? null,
});

export async function findMerchant(id: string): Promise<Merchant | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.merchant(id) }));
  return Item ? fromItem(Item) : undefined;
}

export interface PixSettingsPatch {
  pixKey?: { type: PixKeyType; key: string };
  pixDisplayName?: string;
  pixCity?: string;
}

/**
 * Sets the given Pix settings (already validated and normalised) and leaves the others as they
 * are. Conditional on the merchant existing, so a typo in the id never creates a stray item.
 * Undefined when there is no such merchant.
 */
export async function updateMerchantPixSettings(
  id: string,
  patch: PixSettingsPatch,
): Promise<Merchant | undefined> {
  const values: Record<string, unknown> = {
    pixKey: patch.pixKey?.key,
    pixKeyType: patch.pixKey?.type,
    pixDisplayName: patch.pixDisplayName,
    pixCity: patch.pixCity,
    updatedAt: new Date().toISOString(),
  };
  const set = Object.entries(values).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(id),
        UpdateExpression: `SET ${set.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(set.map(([name]) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Sets (or, with null, removes) the merchant's own rate per API key. Its keys carry a copy, so
 * authentication reads no merchant item (`lib/merchants/api-keys.storage.ts`, `setKeysRateLimit`).
 */
export async function setMerchantRateLimit(id: string, rate: number | null): Promise<Merchant | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(id),
        UpdateExpression:
          rate === null ? 'REMOVE rateLimit SET updatedAt = :now' : 'SET rateLimit = :rate, updatedAt = :now',
        ExpressionAttributeValues: {
          ':now': new Date().toISOString(),
          ...(rate === null ? {} : { ':rate': rate }),
        },
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * The merchant as a charge is issued for it: one strongly consistent read, so a Pix key set a
 * moment ago is used at once (`getPixIdentity` in the merchants' service).
 */
export async function findMerchantForCharge(merchantId: string): Promise<Merchant> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.merchant(merchantId), ConsistentRead: true }),
  );
  // Every caller holds an authenticated principal of this merchant: a missing item is a fault.
  if (!Item) throw new Error(`merchant ${merchantId} not found`);
  return fromItem(Item);
}

/** A merchant item the caller read itself (in a batch with other items). */
export const merchantOfItem = (item: Record<string, unknown>): Merchant => fromItem(item);

/**
 * Every merchant, oldest first. A full table scan: merchants have no index of their own, and this
 * serves only the operator CLI (`merchants list`), never a request path.
 */
export async function listMerchants(): Promise<Merchant[]> {
  const merchants: Merchant[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'SK = :sk AND begins_with(PK, :prefix)',
        ExpressionAttributeValues: { ':sk': keys.merchant('').SK, ':prefix': keys.merchant('').PK },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) merchants.push(fromItem(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return merchants.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
