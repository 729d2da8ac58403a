import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

let client: DynamoDBDocumentClient | undefined;

/**
 * How long one database call may take, retries included: short enough that a request to a sick
 * database ends in our 503 envelope well inside the function's timeout (infra/bundling.ts), never
 * in API Gateway's own 500.
 */
export const DB_CALL_BUDGET = { maxAttempts: 3, connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000 };

/**
 * The process-wide document client. Timeouts are short because an API request that waits on a
 * sick database should fail fast with 503 rather than hold the caller until the Lambda times out.
 */
export function dynamo(): DynamoDBDocumentClient {
  if (client) return client;
  const { dynamodbEndpoint, region } = config();
  const base = new DynamoDBClient({
    region,
    maxAttempts: DB_CALL_BUDGET.maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and
    // keeps waiting: a database that accepts connections but never answers would hang the request.
    requestHandler: {
      connectionTimeout: DB_CALL_BUDGET.connectionTimeoutMs,
      requestTimeout: DB_CALL_BUDGET.requestTimeoutMs,
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
    marshallOptions: { removeUndefinedValues: true },
  });
  return client;
}

export const tableName = (): string => config().tableName;

/** For tests and tools that switch endpoints within one process. */
export function resetDynamo(): void {
  client?.destroy();
  client = undefined;
}
