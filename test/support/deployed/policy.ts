import type { Statement } from '../iam.js';
import { ACCOUNT, REGION } from './cloudformation.js';
import type { AwsCall } from './fake-aws.js';

/**
 * A function's AWS calls held against its role's statements, as IAM decides: an explicit Deny
 * wins, else some Allow must match the action, the resource and every condition. The calls are
 * those the deployed-mode test recorded; a condition on a key this file does not model fails the
 * check rather than pass it unexamined. Resource policies (the queue's, the key's) are not read:
 * the stack's grants are all on the functions' roles.
 */
export interface AccessRequest {
  action: string;
  resource: string;
  /** Condition keys, lower case, with their values; a key absent here is absent from the request. */
  context: Record<string, string[]>;
}

export interface Lookups {
  tableArn(name: string): string;
  /** The partition key attribute of a table or of one of its indexes. */
  partitionKey(tableName: string, indexName?: string): string;
  queueArn(url: string): string;
  keyArn(keyId: string): string;
  dataKeyArn(blob: string): string | undefined;
  secretArn(id: string): string;
}

/** The condition keys modelled here; any other in a statement is an error of the check. */
const MODELLED = [
  /^aws:(securetransport|requestedregion|principalaccount)$/,
  /^dynamodb:(leadingkeys|select|returnvalues)$/,
  /^kms:encryptioncontext:.+$/,
  /^kms:encryptioncontextkeys$/,
];

const GLOBAL_CONTEXT = {
  'aws:securetransport': ['true'],
  'aws:requestedregion': [REGION],
  'aws:principalaccount': [ACCOUNT],
};

type Item = Record<string, Record<string, unknown>>;

const scalar = (value: Record<string, unknown> | undefined): string | undefined => {
  const found = value?.S ?? value?.N ?? value?.B;
  return found === undefined ? undefined : String(found);
};

/** The partition key value a Query asks for, from its key condition. */
function queriedPartition(input: Record<string, unknown>, attribute: string): string[] {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Item;
  for (const part of String(input.KeyConditionExpression ?? '').split(/\s+AND\s+/i)) {
    const match = /^\s*\(?\s*([#\w]+)\s*=\s*(:\w+)\s*\)?\s*$/.exec(part);
    if (match && (names[match[1]!] ?? match[1]) === attribute) {
      const value = scalar(values[match[2]!]);
      if (value !== undefined) return [value];
    }
  }
  const legacy = (input.KeyConditions ?? {}) as Record<string, { AttributeValueList?: Item[string][] }>;
  const listed = scalar(legacy[attribute]?.AttributeValueList?.[0]);
  if (listed !== undefined) return [listed];
  throw new Error(`cannot read the partition key of a Query: ${JSON.stringify(input).slice(0, 300)}`);
}

function dynamodbRequests(call: AwsCall, lookups: Lookups): AccessRequest[] {
  const input = call.input;
  const item = (
    action: string,
    table: string,
    key: Item | undefined,
    extra: Record<string, string[]> = {},
  ) => {
    const value = scalar(key?.[lookups.partitionKey(table)]);
    return {
      action: `dynamodb:${action}`,
      resource: lookups.tableArn(table),
      context: { ...(value === undefined ? {} : { 'dynamodb:leadingkeys': [value] }), ...extra },
    };
  };
  const options: Record<string, string[]> = {
    ...(input.ReturnValues ? { 'dynamodb:returnvalues': [String(input.ReturnValues)] } : {}),
    ...(input.Select ? { 'dynamodb:select': [String(input.Select)] } : {}),
  };
  const table = String(input.TableName ?? '');
  switch (call.operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [item(call.operation, table, input.Key as Item, options)];
    case 'PutItem':
      return [item(call.operation, table, input.Item as Item, options)];
    case 'Query': {
      const index = input.IndexName === undefined ? undefined : String(input.IndexName);
      return [
        {
          action: 'dynamodb:Query',
          resource: index ? `${lookups.tableArn(table)}/index/${index}` : lookups.tableArn(table),
          context: {
            'dynamodb:leadingkeys': queriedPartition(input, lookups.partitionKey(table, index)),
            ...options,
          },
        },
      ];
    }
    case 'Scan': {
      const index = input.IndexName === undefined ? undefined : String(input.IndexName);
      const arn = lookups.tableArn(table);
      return [{ action: 'dynamodb:Scan', resource: index ? `${arn}/index/${index}` : arn, context: options }];
    }
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys: Item[] }>).map(
        ([name, { Keys }]) => ({
          action: 'dynamodb:BatchGetItem',
          resource: lookups.tableArn(name),
          context: {
            'dynamodb:leadingkeys': Keys.map((key) => scalar(key[lookups.partitionKey(name)]) ?? ''),
          },
        }),
      );
    case 'BatchWriteItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).map(([name, writes]) => ({
        action: 'dynamodb:BatchWriteItem',
        resource: lookups.tableArn(name),
        context: {
          'dynamodb:leadingkeys': writes.map(
            (write) =>
              scalar((write.PutRequest?.Item ?? write.DeleteRequest?.Key)?.[lookups.partitionKey(name)]) ??
              '',
          ),
        },
      }));
    case 'TransactWriteItems':
    case 'TransactGetItems': {
      // Each item is authorised by the item action it performs: there is no Transact* action.
      const actions: Record<string, string> = {
        Put: 'PutItem',
        Update: 'UpdateItem',
        Delete: 'DeleteItem',
        ConditionCheck: 'ConditionCheckItem',
        Get: 'GetItem',
      };
      return ((input.TransactItems ?? []) as Record<string, Record<string, unknown>>[]).flatMap((entry) =>
        Object.entries(entry).map(([kind, part]) =>
          item(actions[kind] ?? kind, String(part.TableName), (part.Key ?? part.Item) as Item),
        ),
      );
    }
    default:
      return [
        {
          action: `dynamodb:${call.operation}`,
          resource: table ? lookups.tableArn(table) : '*',
          context: options,
        },
      ];
  }
}

function kmsContext(input: Record<string, unknown>): Record<string, string[]> {
  const context = (input.EncryptionContext ?? {}) as Record<string, string>;
  return {
    ...Object.fromEntries(
      Object.entries(context).map(([name, value]) => [
        `kms:encryptioncontext:${name.toLowerCase()}`,
        [value],
      ]),
    ),
    ...(Object.keys(context).length ? { 'kms:encryptioncontextkeys': Object.keys(context) } : {}),
  };
}

/** The IAM requests one recorded call makes: a transaction makes one per item. */
export function accessRequests(call: AwsCall, lookups: Lookups): AccessRequest[] {
  const input = call.input;
  const requests: AccessRequest[] = (() => {
    switch (`${call.service}.${call.operation}`) {
      case 'kms.GenerateDataKey':
        return [
          {
            action: 'kms:GenerateDataKey',
            resource: lookups.keyArn(String(input.KeyId)),
            context: kmsContext(input),
          },
        ];
      case 'kms.Decrypt':
        return [
          {
            action: 'kms:Decrypt',
            resource: lookups.dataKeyArn(String(input.CiphertextBlob)) ?? '*',
            context: kmsContext(input),
          },
        ];
      case 'sqs.SendMessage':
      case 'sqs.SendMessageBatch':
        return [
          { action: 'sqs:SendMessage', resource: lookups.queueArn(String(input.QueueUrl)), context: {} },
        ];
      case 'secretsmanager.GetSecretValue':
        return [
          {
            action: 'secretsmanager:GetSecretValue',
            resource: lookups.secretArn(String(input.SecretId)),
            context: {},
          },
        ];
      default:
        return call.service === 'dynamodb'
          ? dynamodbRequests(call, lookups)
          : [{ action: `${call.service}:${call.operation}`, resource: '*', context: {} }];
    }
  })();
  return requests.map((request) => ({ ...request, context: { ...GLOBAL_CONTEXT, ...request.context } }));
}

const glob = (pattern: string, flags = ''): RegExp =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
    flags,
  );

const list = (value: unknown): string[] => (value === undefined ? [] : [value].flat().map(String));

type Test = (value: string, pattern: string) => boolean;

const OPERATORS: Record<string, { test: Test; negated: boolean }> = {
  StringEquals: { test: (v, p) => v === p, negated: false },
  StringNotEquals: { test: (v, p) => v === p, negated: true },
  StringEqualsIgnoreCase: { test: (v, p) => v.toLowerCase() === p.toLowerCase(), negated: false },
  StringNotEqualsIgnoreCase: { test: (v, p) => v.toLowerCase() === p.toLowerCase(), negated: true },
  StringLike: { test: (v, p) => glob(p).test(v), negated: false },
  StringNotLike: { test: (v, p) => glob(p).test(v), negated: true },
  ArnEquals: { test: (v, p) => v === p, negated: false },
  ArnLike: { test: (v, p) => glob(p).test(v), negated: false },
  ArnNotEquals: { test: (v, p) => v === p, negated: true },
  ArnNotLike: { test: (v, p) => glob(p).test(v), negated: true },
  Bool: { test: (v, p) => v.toLowerCase() === p.toLowerCase(), negated: false },
};

function conditionHolds(operator: string, key: string, patterns: string[], request: AccessRequest): boolean {
  const name = key.toLowerCase();
  if (!MODELLED.some((known) => known.test(name)))
    throw new Error(`the deployed-mode test does not model the condition key ${key}`);
  const values = request.context[name];
  if (operator === 'Null') return (values === undefined) === (patterns[0] === 'true');
  const [, set, base = '', ifExists] =
    /^(ForAllValues:|ForAnyValue:)?(\w+?)(IfExists)?$/.exec(operator) ?? [];
  const rule = OPERATORS[base];
  if (!rule) throw new Error(`the deployed-mode test does not model the condition operator ${operator}`);
  const matches = (value: string) => patterns.some((pattern) => rule.test(value, pattern));
  const holds = (value: string) => (rule.negated ? !matches(value) : matches(value));
  if (set === 'ForAllValues:') return (values ?? []).every(holds);
  if (set === 'ForAnyValue:') return (values ?? []).some(holds);
  if (values === undefined) return Boolean(ifExists) || rule.negated;
  if (values.length !== 1)
    throw new Error(
      `${operator} on ${key}, which this request gives ${values.length} values: use ForAllValues`,
    );
  return holds(values[0]!);
}

function statementMatches(statement: Statement, request: AccessRequest): boolean {
  const raw = statement as Statement & { NotAction?: unknown; NotResource?: unknown };
  const actionIn = (actions: unknown) =>
    list(actions).some((action) => glob(action, 'i').test(request.action));
  const resourceIn = (resources: unknown) =>
    list(resources).some((resource) => glob(resource).test(request.resource));
  if (raw.Action !== undefined && !actionIn(raw.Action)) return false;
  if (raw.NotAction !== undefined && actionIn(raw.NotAction)) return false;
  if (raw.Resource !== undefined && !resourceIn(raw.Resource)) return false;
  if (raw.NotResource !== undefined && resourceIn(raw.NotResource)) return false;
  const conditions = (statement.Condition ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(conditions).every(([operator, keys]) =>
    Object.entries(keys).every(([key, patterns]) => conditionHolds(operator, key, list(patterns), request)),
  );
}

/** Whether the statements (resolved: no intrinsic functions left) let the request through. */
export function allows(statements: readonly Statement[], request: AccessRequest): boolean {
  const matching = statements.filter((statement) => statementMatches(statement, request));
  return !matching.some((s) => s.Effect === 'Deny') && matching.some((s) => s.Effect === 'Allow');
}
