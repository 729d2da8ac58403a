import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { fromItem } from '../db/items.js';
import { keys } from '../db/keys.js';
import { ConditionFailed, transact, type TransactItem } from '../db/transact.js';
import type { PixConnection, PixConnectionError, PixConnectionStatus } from './pix-connection.domain.js';
import {
  PIX_CONNECTION_LIST_SHARDS,
  pixConnectionKeys,
  pixConnectionListPartition,
} from './pix-connection.keys.js';

/**
 * A connection's items: the merchant's current one (`PIXCONN#<merchant>`, what new charges use),
 * a copy by id (`PIXCONNID#<id>`, kept after the merchant replaces or removes it, so a charge
 * issued there still reaches it), and its notice URL's pointer (`PIXNOTICE#<hash of the secret>`).
 */

async function get(key: ReturnType<typeof keys.pixConnection>): Promise<PixConnection | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item ? fromItem<PixConnection>(Item) : undefined;
}

/** The merchant's current connection; undefined: `PLATFORM`. */
export const findCurrentConnection = (merchantId: string): Promise<PixConnection | undefined> =>
  get(keys.pixConnection(merchantId));

/** A connection by its id, current or not. */
export const findConnectionById = (connectionId: string): Promise<PixConnection | undefined> =>
  get(keys.pixConnectionById(connectionId));

/** The connection whose notice URL carries the secret of this hash. */
export async function findConnectionByNotice(secretHash: string): Promise<PixConnection | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.pixConnectionNotice(secretHash),
      ConsistentRead: true,
    }),
  );
  return Item ? findConnectionById(Item.connectionId as string) : undefined;
}

/**
 * Saves `connection` as the merchant's current one, with its copy by id and its notice pointer, in
 * one transaction; the one it replaces (`replaced`, as read) keeps its copy, marked removed.
 */
export async function saveConnection(
  connection: PixConnection,
  replaced: PixConnection | undefined,
): Promise<void> {
  await transact({
    current: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.pixConnection(connection.merchantId), entity: 'PIX_CONNECTION', ...connection },
        ConditionExpression: replaced ? 'id = :replaced' : 'attribute_not_exists(PK)',
        ...(replaced ? { ExpressionAttributeValues: { ':replaced': replaced.id } } : {}),
      },
    },
    copy: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.pixConnectionById(connection.id), entity: 'PIX_CONNECTION', ...connection },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    notice: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.pixConnectionNotice(connection.noticeSecretHash),
          entity: 'PIX_CONNECTION',
          connectionId: connection.id,
          merchantId: connection.merchantId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    listed: {
      Put: {
        TableName: tableName(),
        Item: {
          ...pixConnectionKeys.listed(connection.merchantId),
          entity: 'PIX_CONNECTION',
          merchantId: connection.merchantId,
          connectionId: connection.id,
        },
      },
    },
    replacedCopy: replaced && markRemoved(replaced.id, connection.createdAt),
  });
}

const markRemoved = (connectionId: string, at: string) => ({
  Update: {
    TableName: tableName(),
    Key: keys.pixConnectionById(connectionId),
    UpdateExpression: 'SET removedAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
  },
});

/** Removes the merchant's current connection (`removing`, as read); its copy stays, marked removed. */
export async function removeConnection(removing: PixConnection, at: string): Promise<void> {
  await transact({
    current: {
      Delete: {
        TableName: tableName(),
        Key: keys.pixConnection(removing.merchantId),
        ConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': removing.id },
      },
    },
    copy: markRemoved(removing.id, at),
    listed: {
      Delete: { TableName: tableName(), Key: pixConnectionKeys.listed(removing.merchantId) },
    },
  });
}

/**
 * Every merchant with a live connection, a page of merchant ids at a time, shard after shard
 * (the sweeper's walk; the connection itself is read from the merchant's current item).
 */
export async function* connectedMerchantPages(): AsyncGenerator<string[]> {
  for (let shard = 0; shard < PIX_CONNECTION_LIST_SHARDS; shard++) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pixConnectionListPartition(shard) },
          ExclusiveStartKey: start,
        }),
      );
      const merchants = (page.Items ?? []).map((item) => item.merchantId as string);
      if (merchants.length > 0) yield merchants;
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

/**
 * Moves the connection from status `from` to `to` (`lastError` with `FAILING`, null with
 * `ACTIVE`), on its current item while it is still the merchant's current connection and still in
 * `from`, and on its copy by id (what a charge's calls read), with `event` (the transition's event
 * items) in the same transaction. Answers false when the condition failed: another call moved it
 * first, or the connection is no longer current.
 */
export async function changeConnectionStatus(
  connection: Pick<PixConnection, 'merchantId' | 'id'>,
  from: PixConnectionStatus,
  to: PixConnectionStatus,
  lastError: PixConnectionError | null,
  event: TransactItem[] | undefined,
): Promise<boolean> {
  const update = (key: ReturnType<typeof keys.pixConnection>) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #status = :to, lastError = :error',
      ConditionExpression: 'id = :id AND #status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': to, ':from': from, ':error': lastError, ':id': connection.id },
    },
  });
  try {
    await transact({
      current: update(keys.pixConnection(connection.merchantId)),
      copy: update(keys.pixConnectionById(connection.id)),
      event,
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/**
 * Marks the current connection's certificate as announced expiring (`expiringNotifiedAt`), once:
 * conditional on its absence and on the connection still being current, with the event.
 */
export async function markExpiring(
  connection: Pick<PixConnection, 'merchantId' | 'id'>,
  at: string,
  event: TransactItem[],
): Promise<boolean> {
  try {
    await transact({
      current: {
        Update: {
          TableName: tableName(),
          Key: keys.pixConnection(connection.merchantId),
          UpdateExpression: 'SET expiringNotifiedAt = :at',
          ConditionExpression: 'id = :id AND attribute_not_exists(expiringNotifiedAt)',
          ExpressionAttributeValues: { ':at': at, ':id': connection.id },
        },
      },
      event,
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

export { ConditionFailed };
