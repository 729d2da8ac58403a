import type { TestProject } from 'vitest/node';
import { startDynamoLocal, type DynamoLocal } from '../../dev/dynamo-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

let dynamoLocal: DynamoLocal | undefined;

/** One real DynamoDB Local (in memory, -sharedDb, free port) for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  dynamoLocal = await startDynamoLocal();
  project.provide('dynamoEndpoint', dynamoLocal.endpoint);
  process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;
  process.env.TABLE_NAME = 'merchant-payments-test';
  const { ensureTable } = await import('../../lib/db/schema.js');
  await ensureTable();
}

export async function teardown(): Promise<void> {
  await dynamoLocal?.stop();
}
