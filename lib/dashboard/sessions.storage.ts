import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from '../db/client.js';
import { keys } from '../db/keys.js';
import { TTL_ATTRIBUTE } from '../db/table.js';
import { ConditionFailed, conditionalWrite, transact, type TransactItem } from '../db/transact.js';
import type { Session, SessionGrant } from './session.domain.js';

/**
 * Sign-in links and sessions, each one item by the SHA-256 of its token (the token itself is never
 * stored), removed by the table's TTL once over.
 */
const epochSeconds = (iso: string): number => Math.ceil(Date.parse(iso) / 1000);

const grantOf = (item: Record<string, unknown>): SessionGrant => ({
  merchantId: item.merchantId as string,
  environment: item.environment as SessionGrant['environment'],
  permission: item.permission as SessionGrant['permission'],
  keyId: item.keyId as string,
  keyHash: item.keyHash as string,
});

/**
 * A new link; with `commit` (a keyed request's marker), in one transaction with it, so a request
 * that dies after the write still has its key's record name the link.
 */
export async function putLink(
  linkHash: string,
  grant: SessionGrant,
  expiresAt: string,
  commit?: TransactItem,
): Promise<void> {
  const put = {
    TableName: tableName(),
    Item: {
      ...keys.dashboardLink(linkHash),
      ...grant,
      expiresAt,
      [TTL_ATTRIBUTE]: epochSeconds(expiresAt),
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
  if (commit) await transact({ link: { Put: put }, idempotency: commit });
  // Retried on a conflict with a transaction in flight, like every conditional write.
  else await conditionalWrite('link', () => dynamo().send(new PutCommand(put)));
}

/** When an unused link stops working; undefined once it is used, expired or never made. */
export async function findOpenLink(linkHash: string, now: Date): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.dashboardLink(linkHash), ConsistentRead: true }),
  );
  const expiresAt = Item?.expiresAt as string | undefined;
  return expiresAt !== undefined && expiresAt > now.toISOString() ? expiresAt : undefined;
}

/**
 * Takes a link once: the delete is conditional on its being there and unexpired, so of any number
 * of concurrent sign-ins with it exactly one gets its grant. Undefined for a link used, expired or
 * never made.
 */
export async function takeLink(linkHash: string, now: Date): Promise<SessionGrant | undefined> {
  try {
    const { Attributes } = await conditionalWrite('link', () =>
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.dashboardLink(linkHash),
          ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          ReturnValues: 'ALL_OLD',
        }),
      ),
    );
    return Attributes ? grantOf(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

export async function putSession(sessionHash: string, session: Session): Promise<void> {
  await conditionalWrite('session', () =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.dashboardSession(sessionHash),
          ...session,
          [TTL_ATTRIBUTE]: epochSeconds(session.expiresAt),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

export async function findSession(sessionHash: string): Promise<Session | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.dashboardSession(sessionHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    ...grantOf(Item),
    createdAt: Item.createdAt as string,
    expiresAt: Item.expiresAt as string,
    lastSeenAt: Item.lastSeenAt as string,
    keyCheckedAt: Item.keyCheckedAt as string,
  };
}

/** Moves the session's last use (and, when its key was just read, that time): only while it exists. */
export async function touchSession(sessionHash: string, at: string, keyChecked: boolean): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dashboardSession(sessionHash),
        UpdateExpression: keyChecked ? 'SET lastSeenAt = :at, keyCheckedAt = :at' : 'SET lastSeenAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    // Signed out meanwhile: nothing to move.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function deleteSession(sessionHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.dashboardSession(sessionHash) }));
}

/** Whether a link is there and unexpired, without taking it (its GET shows the form only). */
export async function linkIsOpen(linkHash: string, now: Date): Promise<boolean> {
  return (await findOpenLink(linkHash, now)) !== undefined;
}
