import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { v7 as uuidv7 } from 'uuid';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';

export interface Merchant {
  id: string;
  name: string;
  createdAt: string;
}

export async function createMerchant(name: string): Promise<Merchant> {
  const merchant: Merchant = { id: uuidv7(), name, createdAt: new Date().toISOString() };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.merchant(merchant.id), ...merchant },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return merchant;
}

export async function findMerchant(id: string): Promise<Merchant | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.merchant(id) }));
  return Item
    ? { id: Item.id as string, name: Item.name as string, createdAt: Item.createdAt as string }
    : undefined;
}

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
    for (const item of page.Items ?? [])
      merchants.push({
        id: item.id as string,
        name: item.name as string,
        createdAt: item.createdAt as string,
      });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return merchants.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
