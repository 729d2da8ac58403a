import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo, tableName } from './client.js';
import type { Entity } from './layout.js';
import type { TransactItem } from './transact.js';
import type { TableKey } from './keys.js';
import { TTL_ATTRIBUTE } from './table.js';

/**
 * Idempotency records (`Idempotency-Key`), one item per merchant and key hash in the merchant's
 * partition. A record is IN_PROGRESS while its first request runs (with a short lock that the
 * request renews while it runs and that a later request may take over once it lapses: the
 * function died), COMMITTED once the request's own write has committed (in the same transaction,
 * naming what it made, so it is never taken over, a retry can never run the effect twice, and a
 * retry can rebuild the answer if it is never stored) and COMPLETED with the response to replay.
 * Every write of the running request is conditional on the owner token, so a request that lost
 * its record (taken over after its lock lapsed) can neither commit, complete nor delete the new
 * owner's record.
 */

/** How long a record is kept: 24 hours, as the spec says. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export type IdempotencyStatus = 'IN_PROGRESS' | 'COMMITTED' | 'COMPLETED';

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** The answer's body, sealed (lib/sealing.ts): it may hold a one-time webhook secret. */
  sealedBody?: string;
  /** A body stored in clear by an earlier version; replayed as it is until its record expires. */
  body?: string;
}

/**
 * What a keyed request's effect made or changed, as the service that writes it names it in the
 * commit marker: the resource the route's answer shows, and what the answer says beyond that
 * resource as stored.
 */
export interface Made {
  kind: Entity | 'CYCLE' | 'DASHBOARD_LINK';
  id: string;
  /** How many things the request did, when its answer says so (`redelivered`). */
  count?: number;
  /** A one-time secret the answer shows and the resource keeps only encrypted (a webhook secret). */
  secret?: string;
}

/** `Made` as the record keeps it: the secret sealed to the record (lib/http/idempotency.ts). */
export type StoredMade = Omit<Made, 'secret'> & { sealedSecret?: string };

/** The marker a keyed request's service puts into the transaction of its effect (`commitMarker`). */
export type Commit = (made: Made) => TransactItem;

export interface IdempotencyRecord {
  status: IdempotencyStatus;
  /** SHA-256 of the canonical method, path and body of the first request. */
  fingerprint: string;
  owner: string;
  /** Epoch ms after which an IN_PROGRESS record is considered abandoned and may be taken over. */
  lockExpiresAt: number;
  /** Epoch s; the DynamoDB TTL attribute. */
  expiresAt: number;
  response?: StoredResponse;
  /** Once COMMITTED: what the request made. */
  made?: StoredMade;
}

export type AcquireResult = { acquired: true } | { acquired: false; record: IdempotencyRecord | undefined };

const toRecord = (item: Record<string, unknown>): IdempotencyRecord => ({
  status: item.status as IdempotencyStatus,
  fingerprint: item.fingerprint as string,
  owner: item.owner as string,
  lockExpiresAt: Number(item.lockExpiresAt ?? 0),
  expiresAt: Number(item[TTL_ATTRIBUTE] ?? 0),
  ...(typeof item.response === 'string' ? { response: JSON.parse(item.response) as StoredResponse } : {}),
  ...(typeof item.made === 'string' ? { made: JSON.parse(item.made) as StoredMade } : {}),
});

/** A record still counts only before its TTL: DynamoDB deletes expired items lazily (within days). */
const isLive = (record: IdempotencyRecord, nowMs: number): boolean => record.expiresAt * 1000 > nowMs;

export interface AcquireInput {
  key: TableKey;
  fingerprint: string;
  owner: string;
  lockMs: number;
  nowMs?: number;
}

/**
 * Puts an IN_PROGRESS record unless a live one exists. An expired record (past its TTL) or an
 * abandoned IN_PROGRESS one for the same request (lock lapsed) is replaced, in the same
 * conditional write, so of N concurrent takers exactly one wins. When the put is refused, the
 * record that refused it comes back with the error (no second read).
 */
export async function acquire({ key, fingerprint, owner, lockMs, nowMs = Date.now() }: AcquireInput) {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          status: 'IN_PROGRESS',
          fingerprint,
          owner,
          lockExpiresAt: nowMs + lockMs,
          createdAt: new Date(nowMs).toISOString(),
          [TTL_ATTRIBUTE]: Math.floor(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR #ttl <= :nowS OR ' +
          '(#status = :inProgress AND lockExpiresAt < :nowMs AND fingerprint = :fingerprint)',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE, '#status': 'status' },
        ExpressionAttributeValues: {
          ':nowS': Math.floor(nowMs / 1000),
          ':nowMs': nowMs,
          ':inProgress': 'IN_PROGRESS',
          ':fingerprint': fingerprint,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { acquired: true } satisfies AcquireResult;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The item a refused write returns is in the wire format: the document client does not
    // translate errors.
    const old = error.Item ? toRecord(unmarshall(error.Item)) : await read(key);
    return {
      acquired: false,
      record: old && isLive(old, nowMs) ? old : undefined,
    } satisfies AcquireResult;
  }
}

async function read(key: TableKey): Promise<IdempotencyRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** A conditional update of a record: false when its condition was false. */
async function updateIf(
  key: TableKey,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: key, ...update }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Stores the response and marks the record COMPLETED, if `owner` still holds it; false when it does
 * not (the record was taken over or released meanwhile). Writing it twice is harmless. Without
 * `owner`: an answer a retry rebuilt from a COMMITTED record whose request is gone, if no answer was
 * stored meanwhile (several retries may rebuild at once: the first stored stands).
 */
export const complete = (key: TableKey, response: StoredResponse, owner?: string): Promise<boolean> =>
  updateIf(key, {
    UpdateExpression: 'SET #status = :completed, #response = :response REMOVE lockExpiresAt',
    ConditionExpression: '#held = :held',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#response': 'response',
      '#held': owner === undefined ? 'status' : 'owner',
    },
    ExpressionAttributeValues: {
      ':completed': 'COMPLETED',
      ':response': JSON.stringify(response),
      ':held': owner ?? 'COMMITTED',
    },
  });

/**
 * Moves the lock of a record its request still runs to `lockExpiresAt` (the heartbeat), if `owner`
 * still holds it; false when it does not: the lock lapsed and another request took the record over
 * (this request's own write will then be refused), or the record was released.
 */
export const renew = (key: TableKey, owner: string, lockExpiresAt: number): Promise<boolean> =>
  updateIf(key, {
    UpdateExpression: 'SET lockExpiresAt = :until',
    ConditionExpression: '#owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':until': lockExpiresAt, ':owner': owner },
  });

/** Deletes the record if `owner` still holds it unfinished, so a retry runs again. */
export async function release(key: TableKey, owner: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: '#owner = :owner AND #status = :inProgress',
        ExpressionAttributeNames: { '#owner': 'owner', '#status': 'status' },
        ExpressionAttributeValues: { ':owner': owner, ':inProgress': 'IN_PROGRESS' },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  }
}

/** The record a request holds while it runs: its key and the token that proves it owns it. */
export interface HeldRecord {
  key: TableKey;
  owner: string;
}

/**
 * The part a keyed request's transaction carries (as `idempotency`): the record becomes COMMITTED
 * together with the effect, naming what it made. Without it, a write that committed with its
 * answer lost (or a completion write that failed) would leave a released or expiring IN_PROGRESS
 * record, and a retry would run the effect again; without `made`, that retry could not answer.
 */
export const commitMarker = (record: HeldRecord, made: StoredMade): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: record.key,
    UpdateExpression: 'SET #status = :committed, made = :made',
    ConditionExpression: '#owner = :owner AND #status <> :completed',
    ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
    ExpressionAttributeValues: {
      ':committed': 'COMMITTED',
      ':completed': 'COMPLETED',
      ':owner': record.owner,
      ':made': JSON.stringify(made),
    },
  },
});
