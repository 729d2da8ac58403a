import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../lib/db/client.js';
import { listPartition } from '../../lib/db/keys.js';
import { LIST_INDEX } from '../../lib/db/table.js';
import type { Created, Recipe } from './shared.js';

/** How many of the merchant's events the get route picks from (newest first). */
const SAMPLE = 2000;

/**
 * Events are never created by a request of their own: every create and transition of the other
 * resources writes its event in its transaction, so the seeded charges and checkouts already gave
 * the merchant thousands (`charge.created`, `checkout.created`, …). The bench finds them instead of
 * seeding N more. The list is the 30-day window, newest first; its total is the sum of the
 * per-day event counters written with the events, plus a COUNT of the window's first, partial day
 * (`countEvents`); an event is read with its deliveries in one query (they share its key prefix).
 */
export const events: Recipe = {
  resource: 'events',
  entity: 'EVENT',
  createBody: () => {
    throw new Error('events are written by the other resources, not created');
  },
  updateBody: () => ({}),
  create: () => Promise.reject(new Error('events are written by the other resources, not created')),
  findSeeded: async (merchantId) => {
    const found: Created[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: LIST_INDEX.indexName,
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': listPartition('EVENT', merchantId) },
          ScanIndexForward: false,
          Limit: SAMPLE - found.length,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) found.push({ id: String(item.id), unique: '' });
      startKey = page.LastEvaluatedKey;
    } while (startKey && found.length < SAMPLE);
    return found;
  },
  growthQueries: () => [],
  minimum: {
    list: {
      calls: 3,
      steps: 1,
      why:
        'page Query, the day counters Query and a COUNT of the first day after the cutoff, all in ' +
        'parallel (no consistent re-read: an event never changes)',
    },
    get: { calls: 1, steps: 1, why: 'one Query: the event and its deliveries share its key prefix' },
  },
};
