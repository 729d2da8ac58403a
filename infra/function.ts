import path from 'node:path';
import { Duration, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import {
  ARCHITECTURE,
  bundlingWithAssets,
  MEMORY_MB,
  NODE_OPTIONS,
  RUNTIME,
  TIMEOUT_SECONDS,
} from './bundling.js';
import { FunctionRole } from './function-role.js';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
/**
 * Table actions by access level. TransactWriteItems has no IAM action of its own: each item in a
 * transaction is authorised by the item action it performs (Put, Update, Delete, ConditionCheck).
 * Writes are granted per item kind (infra/table-writes.ts); a condition check writes nothing and
 * tells less than a read, so it goes with reading.
 */
export const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;
export const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] as const;
export const CHECK_ACTIONS = ['dynamodb:ConditionCheckItem'] as const;

export interface ApiFunctionProps {
  /** Entry file, relative to the repository root (as in the route table). */
  handler: string;
  description: string;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  logRemovalPolicy: RemovalPolicy;
  /** Package files the function reads at runtime, copied next to its bundle. */
  assets?: readonly string[] | undefined;
  /** Files built for the stage (absolute paths), copied next to its bundle. */
  built?: readonly string[] | undefined;
}

const entries = new WeakMap<NodejsFunction, string>();

/**
 * The entry file (relative to the repository root, as in the route table) of a function
 * `apiFunction` built: what its code imports decides some of its settings, and the deployed-mode
 * test builds and runs that code.
 */
export const entryOf = (fn: NodejsFunction): string | undefined => entries.get(fn);

const logGroups = new WeakMap<Stack, LogGroup>();

/**
 * The stack's one log group, which every function writes to: Lambda names each stream after its
 * function (`YYYY/MM/DD/<function>[<version>]<instance>`), and a group per function would cost
 * one of CloudFormation's 500 resources a stack for each. An explicit group sets retention
 * without the custom resource `logRetention` would add.
 */
function functionLogs(scope: Construct, props: ApiFunctionProps): LogGroup {
  const stack = Stack.of(scope);
  let group = logGroups.get(stack);
  if (!group) {
    group = new LogGroup(stack, 'FunctionLogs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    logGroups.set(stack, group);
  }
  return group;
}

/** One Lambda function built the way every function of the API is built (see `bundling.ts`). */
export function apiFunction(scope: Construct, id: string, props: ApiFunctionProps): NodejsFunction {
  const logGroup = functionLogs(scope, props);
  const fn = new NodejsFunction(scope, id, {
    entry: path.join(PROJECT_ROOT, props.handler),
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
    description: props.description,
    runtime: RUNTIME,
    architecture: ARCHITECTURE,
    memorySize: MEMORY_MB,
    timeout: Duration.seconds(TIMEOUT_SECONDS),
    bundling: bundlingWithAssets(props.assets, props.built),
    logGroup,
    role: new FunctionRole(scope, `${id}Role`),
    environment: { ...props.environment, NODE_OPTIONS },
  });
  entries.set(fn, props.handler);
  return fn;
}
