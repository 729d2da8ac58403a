import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { adminCreateKey, adminCreateMerchant, adminUpdateMerchant } from '../lib/merchants/admin.service.js';
import { dynamo, tableName } from '../lib/db/client.js';

const MARKER = { PK: 'LOCAL#DEMO', SK: 'LOCAL#DEMO' };

export type DemoMerchant =
  | { created: true; merchantId: string; fullAccessKey: string; readOnlyKey: string }
  | { created: false; merchantId: string };

/**
 * First local run: a demo merchant with one key of each level. Only the merchant id is
 * remembered (keys are never stored in plaintext), so later runs point to the admin CLI.
 */
export async function ensureDemoMerchant(): Promise<DemoMerchant> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: MARKER }));
  if (Item) return { created: false, merchantId: Item.merchantId as string };
  const merchant = await adminCreateMerchant('Loja Demo');
  // A Pix identity of its own, so the demo's codes show a real name and city; the key is an
  // e-mail at the reserved `.example` domain, which no bank has registered.
  await adminUpdateMerchant(merchant.id, {
    pixKey: 'pix@lojademo.example',
    name: 'Loja Demo',
    city: 'São Paulo',
  });
  const full = await adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' });
  const readOnly = await adminCreateKey({ merchantId: merchant.id, permission: 'READ_ONLY' });
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { ...MARKER, merchantId: merchant.id } }),
  );
  return { created: true, merchantId: merchant.id, fullAccessKey: full.key, readOnlyKey: readOnly.key };
}
