import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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
