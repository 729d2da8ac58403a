import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { keys } from '../db/keys.js';
import type { TransactItem } from '../db/transact.js';
import { payableKey } from './ledger.storage.js';
import type { BlockableCharge, MedBlock } from './med-blocks.domain.js';

/**
 * MED blocks on their charge's item (`medBlocks`), each change conditional on the charge's version
 * and bumping it, so a refund or MED return written at the same time reads the blocks again; the
 * blocked cents move between the payable item's `available` and `blocked` in the same transaction.
 */

/** The charge as a block reads it, consistently; undefined when it is not there. */
export async function blockableCharge(chargeId: string): Promise<BlockableCharge | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.entity('CHARGE', chargeId), ConsistentRead: true }),
  );
  return Item as BlockableCharge | undefined;
}

/** The charge's new list of blocks, on the version read. */
export const chargeBlocksWrite = (charge: BlockableCharge, blocks: readonly MedBlock[]): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.entity('CHARGE', charge.id),
    UpdateExpression: 'SET medBlocks = :blocks ADD version :one',
    ConditionExpression: 'merchantId = :merchant AND version = :version',
    ExpressionAttributeValues: {
      ':blocks': blocks,
      ':one': 1,
      ':merchant': charge.merchantId,
      ':version': charge.version,
    },
  },
});

/** `amount` cents from `available` to `blocked` (negative: back). */
export const payableBlock = (merchantId: string, amount: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: payableKey(merchantId),
    UpdateExpression: 'ADD available :out, blocked :amount',
    ExpressionAttributeValues: { ':out': -amount, ':amount': amount },
  },
});
