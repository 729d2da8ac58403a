import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { fromItem } from '../db/items.js';
import { keys } from '../db/keys.js';
import { ConditionFailed, transact } from '../db/transact.js';
import type { PixConnection, PixConnectionError } from './pix-connection.domain.js';

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
  });
}

/**
 * Records how the connection's PSP last answered, on the current item while it is still this
 * connection: `FAILING` with the error, or `ACTIVE` again. Answers whether the status changed.
 */
export async function recordConnectionStatus(
  connection: Pick<PixConnection, 'merchantId' | 'id'>,
  lastError: PixConnectionError | null,
): Promise<boolean> {
  const status = lastError ? 'FAILING' : 'ACTIVE';
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pixConnection(connection.merchantId),
        UpdateExpression: 'SET #status = :status, lastError = :error',
        ConditionExpression: 'id = :id AND #status <> :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':error': lastError, ':id': connection.id },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export { ConditionFailed };
