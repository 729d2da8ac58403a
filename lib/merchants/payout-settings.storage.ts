import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import { config } from '../config.js';
import { dynamo, tableName } from '../db/client.js';
import { keys } from '../db/keys.js';
import {
  payoutSettingsOf,
  type FeeRule,
  type PayoutKey,
  type PayoutSchedule,
  type PayoutSettings,
} from './payout-settings.domain.js';

/**
 * A merchant's payout settings, which an operator sets (no route changes them): the platform's fee
 * on each Pix it receives, when its credits become available and when the sweep pays them out, and
 * the key payouts go to when it is not the merchant's Pix key. Attributes of the merchant's item.
 *
 * The ledger reads the fee and the delay as each Pix is recorded: from this instance's cache when
 * it has them (for as long as an API key stays cached), so the pay path gains no read in series.
 * An operator's change reaches every instance within that time.
 */

const cache = new LRUCache<string, PayoutSettings>({ max: 10_000 });

/** Forgets every cached copy (with the API keys': they are kept as long). */
export function clearPayoutSettingsCache(): void {
  cache.clear();
}

/** The merchant's payout settings: this instance's cached copy, else one read. */
export async function payoutSettings(merchantId: string): Promise<PayoutSettings> {
  const ttl = config().keyCacheTtlSeconds * 1000;
  const cached = ttl > 0 ? cache.get(merchantId) : undefined;
  if (cached) return cached;
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.merchant(merchantId),
      ProjectionExpression: 'payoutFee, payoutSchedule, payoutKey',
      ConsistentRead: true,
    }),
  );
  const settings = payoutSettingsOf(Item);
  if (ttl > 0) cache.set(merchantId, settings, { ttl });
  return settings;
}

/** Sets one of the merchant's payout settings; undefined when there is no such merchant. */
async function setSetting(
  merchantId: string,
  attribute: 'payoutFee' | 'payoutSchedule' | 'payoutKey',
  value: unknown,
): Promise<PayoutSettings | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(merchantId),
        UpdateExpression: 'SET #setting = :value',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#setting': attribute },
        ExpressionAttributeValues: { ':value': value },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const settings = payoutSettingsOf(Attributes);
    cache.delete(merchantId);
    return settings;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

export const setFeeRule = (merchantId: string, fee: FeeRule) => setSetting(merchantId, 'payoutFee', fee);
/**
 * Sets the merchant's payout schedule and, unless it is `manual`, puts the merchant in the payouts'
 * due index at the start of its next payout day (`due`), where the sweep finds it.
 */
export async function setPayoutSchedule(
  merchantId: string,
  schedule: PayoutSchedule,
  due: { day: string; at: string } | undefined,
): Promise<PayoutSettings | undefined> {
  const index = due && keys.dueIndex('PAYOUT', due.at, merchantId, merchantId);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(merchantId),
        UpdateExpression: index
          ? 'SET payoutSchedule = :schedule, payoutDueDay = :day, GSI4PK = :pk, GSI4SK = :sk'
          : 'SET payoutSchedule = :schedule REMOVE payoutDueDay, GSI4PK, GSI4SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: {
          ':schedule': schedule,
          ...(index && { ':day': due.day, ':pk': index.GSI4PK, ':sk': index.GSI4SK }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    cache.delete(merchantId);
    return payoutSettingsOf(Attributes);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/**
 * Moves the merchant's place in the due index from the payout day `from` to the next one, unless
 * another sweep or the operator moved it already. Answers whether it moved it.
 */
export async function advancePayoutDue(
  merchantId: string,
  from: string,
  next: { day: string; at: string },
): Promise<boolean> {
  const index = keys.dueIndex('PAYOUT', next.at, merchantId, merchantId);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(merchantId),
        UpdateExpression: 'SET payoutDueDay = :next, GSI4PK = :pk, GSI4SK = :sk',
        ConditionExpression: 'payoutDueDay = :from',
        ExpressionAttributeValues: {
          ':from': from,
          ':next': next.day,
          ':pk': index.GSI4PK,
          ':sk': index.GSI4SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
export const setPayoutKey = (merchantId: string, key: PayoutKey) => setSetting(merchantId, 'payoutKey', key);

/**
 * Where the merchant's payouts go, read consistently: the key the operator verified, else the
 * merchant's Pix key (holder unknown). Undefined when it has neither.
 */
export async function payoutDestination(merchantId: string): Promise<PayoutKey | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.merchant(merchantId),
      ProjectionExpression: 'pixKey, pixKeyType, payoutKey',
      ConsistentRead: true,
    }),
  );
  if (Item?.payoutKey) return Item.payoutKey as PayoutKey;
  if (typeof Item?.pixKey !== 'string' || typeof Item.pixKeyType !== 'string') return undefined;
  return { keyType: Item.pixKeyType as PayoutKey['keyType'], key: Item.pixKey, document: null, name: null };
}
