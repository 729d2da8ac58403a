import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { countAll, fromItem } from '../db/items.js';
import { keys } from '../db/keys.js';
import { TTL_ATTRIBUTE } from '../db/table.js';
import type { TransactItem } from '../db/transact.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import type { Reconciliation } from './reconciliation.domain.js';

/**
 * Reconciliation's items: a merchant's runs in one partition (`RECON#<mid>`), one item per São
 * Paulo date, so the list is a Query newest first and a run a Get; and one item per day the daily
 * sweep has done (`RECONSWEEP#<date>`).
 */

/** The run of `date`, read strongly. */
export async function findRun(merchantId: string, date: string): Promise<Reconciliation | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.reconciliation(merchantId, date),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<Reconciliation>(Item) : undefined;
}

/**
 * The put of a run, conditional on the run it replaces (its `updatedAt`), or on there being none:
 * of two runs racing on one stored state, one is written.
 */
export function runPut(run: Reconciliation, replaces: Reconciliation | undefined): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.reconciliation(run.merchantId, run.date), entity: 'RECONCILIATION', ...run },
      ConditionExpression: replaces ? 'updatedAt = :replaced' : 'attribute_not_exists(PK)',
      ...(replaces ? { ExpressionAttributeValues: { ':replaced': replaces.updatedAt } } : {}),
    },
  };
}

export interface RunPage {
  runs: Reconciliation[];
  total: number;
  next?: CursorPosition | undefined;
}

/** A page of the merchant's runs, newest date first; the total counted on the first page. */
export async function listRuns(merchantId: string, { page, size, after }: CursorPaging): Promise<RunPage> {
  const partition = keys.reconciliation(merchantId, '').PK;
  const query = {
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    ConsistentRead: true,
  };
  const total = after ? (after.total ?? 0) : await countAll(query);
  if (!after && page * size >= total) return { runs: [], total };
  // A page by number skips the runs before it: at most one a day, so a short walk. One run more
  // than the page tells whether another page follows.
  const skip = after ? 0 : page * size;
  const runs: Reconciliation[] = [];
  let startKey: Record<string, unknown> | undefined = after
    ? { PK: partition, SK: after.key.runs }
    : undefined;
  let skipped = 0;
  do {
    const answer = await dynamo().send(
      new QueryCommand({
        ...query,
        ScanIndexForward: false,
        Limit: skip - skipped + size + 1 - runs.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of answer.Items ?? []) {
      if (skipped < skip) skipped++;
      else runs.push(fromItem<Reconciliation>(item));
    }
    startKey = answer.LastEvaluatedKey;
  } while (startKey && runs.length <= size);
  const more = runs.length > size;
  const shown = runs.slice(0, size);
  return { runs: shown, total, next: more ? { key: { runs: shown.at(-1)!.date }, total } : undefined };
}

/** Whether the daily sweep of `date` has run to its end. */
export async function sweepDone(date: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.reconciliationSweep(date), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** The mark of a daily sweep that ran to its end, removed by TTL after `ttl` (epoch seconds). */
export function sweepDonePut(date: string, doneAt: string, ttl: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.reconciliationSweep(date), doneAt, [TTL_ATTRIBUTE]: ttl },
    },
  };
}
