import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { beforeWrite } from '../write-gate.js';

let client: DynamoDBDocumentClient | undefined;

/**
 * How long one database call may take, retries included: short enough that a request to a sick
 * database ends in our 503 envelope well inside the function's timeout (infra/bundling.ts), never
 * in API Gateway's own 500.
 */
export const DB_CALL_BUDGET = { maxAttempts: 3, connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000 };

/**
 * DynamoDB Local (`npm start`, the tests) on a busy laptop can take seconds to answer a write it
 * carries out: the deployed budget would turn those into 503s for writes that happened. Still
 * inside the local server's 29 s deadline, retries included.
 */
export const LOCAL_DB_CALL_BUDGET = { maxAttempts: 3, connectionTimeoutMs: 1_000, requestTimeoutMs: 8_000 };

/** The budget of this process's database: the local one when it talks to DynamoDB Local. */
export const dbCallBudget = () => (config().dynamodbEndpoint ? LOCAL_DB_CALL_BUDGET : DB_CALL_BUDGET);

/** Write commands whose failure may leave the write done: their answer, not their request, was lost. */
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** Errors that say the write was not carried out: a refusal, not a lost answer. */
const NOT_WRITTEN = new Set([
  'ConditionalCheckFailedException',
  'TransactionCanceledException',
  'TransactionConflictException',
  'ValidationException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ResourceNotFoundException',
  'ItemCollectionSizeLimitExceededException',
  'AccessDeniedException',
  'UnrecognizedClientException',
]);

/**
 * Items a request writes for its own bookkeeping, not as its effect: a failure there leaves the
 * request's work undone (rate-limit counters, the Idempotency-Key record).
 */
const BOOKKEEPING = /^(RATE|IDEMPOTENCY)#/;

const WRITE_MAY_HAVE_HAPPENED = Symbol.for('merchant-payments.writeMayHaveHappened');

const partitionKeyOf = (input: { Key?: { PK?: unknown } }): string | undefined => {
  const pk = input.Key?.PK;
  return typeof pk === 'string' ? pk : ((pk as { S?: string } | undefined)?.S ?? undefined);
};

/** Whether `error` ended a write whose effect may be stored (a timeout, a dropped connection). */
export const writeMayHaveHappened = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && WRITE_MAY_HAVE_HAPPENED in error;

/**
 * The process-wide document client. Timeouts are short because an API request that waits on a
 * sick database should fail fast with 503 rather than hold the caller until the Lambda times out.
 */
export function dynamo(): DynamoDBDocumentClient {
  if (client) return client;
  const { dynamodbEndpoint, region } = config();
  const budget = dbCallBudget();
  const base = new DynamoDBClient({
    region,
    maxAttempts: budget.maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and
    // keeps waiting: a database that accepts connections but never answers would hang the request.
    requestHandler: {
      connectionTimeout: budget.connectionTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(dynamodbEndpoint
      ? {
          endpoint: dynamodbEndpoint,
          // DynamoDB Local accepts any credentials; fixed ones keep local runs off the AWS chain.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  client = DynamoDBDocumentClient.from(base, {
    // The marshaller tells a map from other values by `value.constructor.name === 'Object'`, so an
    // object whose own key is `constructor` (a merchant's metadata may name any key) would be
    // refused as an unsupported type; with this option it is written as the map it is.
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  // Outermost, after the SDK's retries. A write of the request's work first waits for the
  // request's permission (lib/write-gate.ts: its rate-limit count), and its final error is marked
  // when the write may have landed.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const key = partitionKeyOf(args.input as { Key?: { PK?: unknown } });
      const work = WRITES.has(String(context.commandName)) && !(key !== undefined && BOOKKEEPING.test(key));
      if (work) await beforeWrite();
      try {
        return await next(args);
      } catch (error) {
        const name = (error as { name?: string } | null)?.name ?? '';
        if (work && !NOT_WRITTEN.has(name) && typeof error === 'object' && error !== null)
          Object.defineProperty(error, WRITE_MAY_HAVE_HAPPENED, { value: true });
        throw error;
      }
    },
    { step: 'initialize', priority: 'high', name: 'writeOutcome' },
  );
  return client;
}

export const tableName = (): string => config().tableName;

/** For tests and tools that switch endpoints within one process. */
export function resetDynamo(): void {
  client?.destroy();
  client = undefined;
}
