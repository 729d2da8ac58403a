import { describe, expect, it } from 'vitest';
import type { Statement } from '../support/iam.js';
import type { AwsCall } from '../support/deployed/fake-aws.js';
import { accessRequests, allows, type Lookups } from '../support/deployed/policy.js';

/**
 * The deployed-mode test holds every AWS call of the functions against their roles
 * (test/support/deployed/policy.ts); these are the decisions it must get right, denials first.
 */
const TABLE = 'arn:aws:dynamodb:sa-east-1:000000000000:table/t';
const KEY = 'arn:aws:kms:sa-east-1:000000000000:key/k';

const lookups: Lookups = {
  tableArn: () => TABLE,
  partitionKey: (_, index) => (index ? 'GSI1PK' : 'PK'),
  queueArn: () => 'arn:aws:sqs:sa-east-1:000000000000:q',
  keyArn: () => KEY,
  dataKeyArn: () => KEY,
  secretArn: (id) => id,
};

const call = (service: string, operation: string, input: Record<string, unknown>): AwsCall => ({
  service,
  operation,
  input,
  status: 200,
  invocation: 1,
});

const decide = (statements: Statement[], made: AwsCall) =>
  accessRequests(made, lookups).map((request) => allows(statements, request));

const rateOnly: Statement = {
  Effect: 'Allow',
  Action: 'dynamodb:UpdateItem',
  Resource: TABLE,
  Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
};

describe('the IAM decisions of the deployed-mode test', () => {
  it('allows an item action only on the partition keys its LeadingKeys condition names', () => {
    const update = (pk: string) =>
      call('dynamodb', 'UpdateItem', { TableName: 't', Key: { PK: { S: pk }, SK: { S: 'x' } } });
    expect(decide([rateOnly], update('RATE#key#1'))).toEqual([true]);
    expect(decide([rateOnly], update('CHARGE#1'))).toEqual([false]);
    expect(
      decide([rateOnly], call('dynamodb', 'PutItem', { TableName: 't', Item: { PK: { S: 'RATE#1' } } })),
    ).toEqual([false]);
  });

  it('authorises each item of a transaction by its own action and key', () => {
    const transaction = call('dynamodb', 'TransactWriteItems', {
      TransactItems: [
        { Update: { TableName: 't', Key: { PK: { S: 'RATE#1' } } } },
        { Put: { TableName: 't', Item: { PK: { S: 'RATE#2' } } } },
      ],
    });
    expect(decide([rateOnly], transaction)).toEqual([true, false]);
  });

  it("reads a Query's partition key from its key condition, on the index it names", () => {
    const query = call('dynamodb', 'Query', {
      TableName: 't',
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':pk': { S: 'L#m1#CHARGE#0' }, ':sk': { S: '2026' } },
    });
    const onIndexes = (prefix: string): Statement => ({
      Effect: 'Allow',
      Action: ['dynamodb:Query'],
      Resource: `${TABLE}/index/*`,
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [prefix] } },
    });
    expect(decide([onIndexes('L#*')], query)).toEqual([true]);
    expect(decide([onIndexes('D#*')], query)).toEqual([false]);
    expect(decide([{ Effect: 'Allow', Action: 'dynamodb:Query', Resource: TABLE }], query)).toEqual([false]);
  });

  it('lets an explicit Deny win, and checks a KMS encryption context', () => {
    const generate = (purpose: string) =>
      call('kms', 'GenerateDataKey', { KeyId: KEY, EncryptionContext: { purpose } });
    const grant: Statement = {
      Effect: 'Allow',
      Action: 'kms:GenerateDataKey',
      Resource: KEY,
      Condition: { StringEquals: { 'kms:EncryptionContext:purpose': 'webhook-secret' } },
    };
    expect(decide([grant], generate('webhook-secret'))).toEqual([true]);
    expect(decide([grant], generate('other'))).toEqual([false]);
    expect(
      decide([grant, { Effect: 'Deny', Action: 'kms:*', Resource: '*' }], generate('webhook-secret')),
    ).toEqual([false]);
  });

  it('refuses to judge a condition key it does not model, rather than let it pass', () => {
    const attributes: Statement = {
      Effect: 'Allow',
      Action: 'dynamodb:GetItem',
      Resource: TABLE,
      Condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK'] } },
    };
    expect(() =>
      decide([attributes], call('dynamodb', 'GetItem', { TableName: 't', Key: { PK: { S: 'a' } } })),
    ).toThrow(/dynamodb:Attributes/);
  });
});
