import type { Paging } from '../domain/paging.js';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from './webhook.domain.js';
import { tableName } from '../db/client.js';
import { fromItem, getLive, putNew, queryAll, removeEntity, updateEntity } from '../db/items.js';
import { keys, listPartition } from '../db/keys.js';
import { listLive } from '../db/lists.js';
import { LIST_INDEX } from '../db/table.js';
import { transact, type TransactItem } from '../db/transact.js';

/**
 * The merchant's endpoint counter, raised only while it is under the limit: the limit holds under
 * concurrent creates because the check and the increment are one conditional write. The layout
 * gives this counter one item (list totals read it as any counter), so removals lower this same
 * item; at most 16 endpoints never make it hot.
 */
const countUnderLimit = (merchantId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.counter('WEBHOOK_ENDPOINT', merchantId, 0, 0),
    UpdateExpression: 'ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':max': MAX_WEBHOOK_ENDPOINTS },
  },
});

const countDown = (merchantId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.counter('WEBHOOK_ENDPOINT', merchantId, 0, 0),
    UpdateExpression: 'ADD #count :minusOne',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});

/** A new endpoint, if the merchant is under the limit (`ConditionFailed` on `limit` otherwise). */
export const putWebhookEndpoint = (endpoint: WebhookEndpoint, commit?: TransactItem): Promise<void> =>
  transact({
    limit: countUnderLimit(endpoint.merchantId),
    endpoint: putNew('WEBHOOK_ENDPOINT', endpoint),
    idempotency: commit,
  });

export const findWebhookEndpoint = (merchantId: string, id: string): Promise<WebhookEndpoint | undefined> =>
  getLive<WebhookEndpoint>('WEBHOOK_ENDPOINT', merchantId, id);

/**
 * Read, merge, write on the version read (again from a fresh read if another write came first), so
 * two racing rotations, or a rotation and an update, both land one after the other: none is lost.
 */
export const updateWebhookEndpoint = (
  merchantId: string,
  id: string,
  merge: (current: WebhookEndpoint) => WebhookEndpoint,
  commit?: TransactItem,
) => updateEntity<WebhookEndpoint>('WEBHOOK_ENDPOINT', merchantId, id, merge, undefined, commit);

/**
 * A transaction part that holds only while the merchant's endpoint exists and is not removed: what
 * is written for one endpoint (its ping) is written only while it is there.
 */
export const liveEndpointCheck = (merchantId: string, id: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.entity('WEBHOOK_ENDPOINT', id),
    ConditionExpression: 'merchantId = :merchant AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: { ':merchant': merchantId },
  },
});

/** Logical removal; frees a place under the limit. Pending deliveries to it are dropped at their turn. */
export const removeWebhookEndpoint = (merchantId: string, id: string): Promise<boolean> =>
  removeEntity<WebhookEndpoint>('WEBHOOK_ENDPOINT', merchantId, id, { counter: () => countDown(merchantId) });

export async function listWebhookEndpoints(
  merchantId: string,
  paging: Paging,
): Promise<{ endpoints: WebhookEndpoint[]; total: number }> {
  const { items, total } = await listLive('WEBHOOK_ENDPOINT', merchantId, paging);
  return { endpoints: items.map((item) => fromItem<WebhookEndpoint>(item)), total };
}

/** Every live endpoint of the merchant (at most 16: one query), for the dispatcher. */
export async function allWebhookEndpoints(merchantId: string): Promise<WebhookEndpoint[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: LIST_INDEX.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': listPartition('WEBHOOK_ENDPOINT', merchantId, 0) },
  });
  return items.map((item) => fromItem<WebhookEndpoint>(item));
}
