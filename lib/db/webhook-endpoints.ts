import type { Paging } from '../domain/paging.js';
import {
  limitReached,
  MAX_WEBHOOK_ENDPOINTS,
  mergeWebhookEndpoint,
  newWebhookEndpoint,
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
  type WebhookEndpoint,
} from '../domain/webhook.js';
import { notFound } from '../errors.js';
import { v7 as uuidv7 } from 'uuid';
import { newSigningSecret, secretBox } from '../webhooks/secrets.js';
import { tableName } from './client.js';
import {
  fromItem,
  getLive,
  putNewItem,
  queryAll,
  removeEntity,
  updateEntity,
  type Deferred,
  type TransactItem,
} from './items.js';
import { keys, listPartition } from './keys.js';
import { listLive } from './lists.js';
import { LIST_INDEX } from './table.js';
import { conditionFailedAt, transactWrite } from './transact.js';

/**
 * The merchant's endpoint counter, raised only while it is under the limit: the limit holds under
 * concurrent creates because the check and the increment are one conditional write. It is the
 * unsharded counter item (list totals sum it with the shards, which stay at zero here), so removals
 * lower this same item (`countDown`); at most 16 endpoints never make it hot.
 */
const countUnderLimit = (merchantId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.counter('WEBHOOK_ENDPOINT', merchantId),
    UpdateExpression: 'ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':max': MAX_WEBHOOK_ENDPOINTS },
  },
});

const countDown = (merchantId: string) => (): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.counter('WEBHOOK_ENDPOINT', merchantId),
    UpdateExpression: 'ADD #count :minusOne',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});

/** Creates an endpoint with a new secret; the secret is returned once and stored only sealed. */
export async function createWebhookEndpoint(
  merchantId: string,
  body: CreateWebhookEndpointBody,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const id = uuidv7();
  const secret = newSigningSecret();
  const sealed = await secretBox().seal(secret, { merchantId, endpointId: id });
  const endpoint = newWebhookEndpoint(merchantId, id, body, sealed, new Date());
  try {
    await transactWrite([countUnderLimit(merchantId), putNewItem('WEBHOOK_ENDPOINT', endpoint)]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw limitReached();
    throw error;
  }
  return { endpoint, secret };
}

export const getWebhookEndpoint = async (merchantId: string, id: string): Promise<WebhookEndpoint> =>
  (await getLive<WebhookEndpoint>('WEBHOOK_ENDPOINT', merchantId, id)) ?? Promise.reject(notFound());

export const updateWebhookEndpoint = (
  merchantId: string,
  id: string,
  patch: Deferred<UpdateWebhookEndpointBody>,
): Promise<WebhookEndpoint> =>
  updateEntity<WebhookEndpoint, UpdateWebhookEndpointBody>(
    'WEBHOOK_ENDPOINT',
    merchantId,
    id,
    patch,
    (current, checked) => mergeWebhookEndpoint(current, checked, new Date()),
  );

/** Logical removal; frees a place under the limit. Pending deliveries to it are dropped at their turn. */
export const removeWebhookEndpoint = (merchantId: string, id: string): Promise<void> =>
  removeEntity<WebhookEndpoint>('WEBHOOK_ENDPOINT', merchantId, id, () => undefined, countDown(merchantId));

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
    ExpressionAttributeValues: { ':pk': listPartition('WEBHOOK_ENDPOINT', merchantId) },
  });
  return items.map((item) => fromItem<WebhookEndpoint>(item));
}
