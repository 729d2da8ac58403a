import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

let client: DynamoDBDocumentClient | undefined;

/**
 * The process-wide document client. Timeouts are short because an API request that waits on a
 * sick database should fail fast with 503 rather than hold the caller until the Lambda times out.
 */
export function dynamo(): DynamoDBDocumentClient {
  if (client) return client;
  const { dynamodbEndpoint, region } = config();
  const base = new DynamoDBClient({
    region,
    maxAttempts: 3,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and
    // keeps waiting: a database that accepts connections but never answers would hang the request.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
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
