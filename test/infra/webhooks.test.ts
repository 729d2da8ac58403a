import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_SECONDS } from '../../infra/bundling.js';
import type { MerchantPaymentsStack } from '../../infra/stack.js';
import { ENQUEUING_ROUTES, MAX_RECEIVES, SEALING_ROUTES, Webhooks } from '../../infra/webhooks.js';
import { DUE_INDEX, LIST_INDEX } from '../../lib/db/table.js';
import { MAX_SQS_DELAY_SECONDS } from '../../lib/webhooks/queue.js';
import { statementsOf as statementsOfRole, type Resources, type Statement } from '../support/iam.js';
import { sharedSynth } from '../support/synth.js';

/**
 * Webhook delivery in the stack: stream -> dispatcher -> SQS (with a dead-letter queue) ->
 * deliverer, and the KMS key that seals signing secrets. Actions are spelled out here so that
 * widening any of these roles fails a test.
 */
let stack: MerchantPaymentsStack;
let template: Template;
let resources: Resources;
let webhooks: Webhooks;

const idOf = (construct: IConstruct): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const getAtt = (construct: IConstruct, attribute = 'Arn') => ({ 'Fn::GetAtt': [idOf(construct), attribute] });

const statementsOf = (roleId: string) => statementsOfRole(resources, roleId);

const roleOf = (fn: IConstruct): string =>
  (resources[idOf(fn)]!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

/** action -> the resources it is allowed on, for every allowed action of a function's role. */
function grants(fn: IConstruct): Record<string, unknown[]> {
  const byAction: Record<string, unknown[]> = {};
  for (const statement of statementsOf(roleOf(fn))) {
    expect(statement.Effect).toBe('Allow');
    for (const action of [statement.Action].flat())
      (byAction[action] ??= []).push(...[statement.Resource].flat());
  }
  return byAction;
}

const envOf = (fn: IConstruct): Record<string, unknown> =>
  (resources[idOf(fn)]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

function mappingOf(fn: IConstruct): Record<string, unknown> {
  const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
    (mapping) => (mapping.Properties.FunctionName as { Ref?: string }).Ref === idOf(fn),
  );
  expect(mappings).toHaveLength(1);
  return mappings[0]!.Properties;
}

beforeAll(() => {
  ({ stack, template } = sharedSynth());
  resources = template.toJSON().Resources as Resources;
  const found = stack.node.children.filter((child) => child instanceof Webhooks);
  expect(found).toHaveLength(1);
  webhooks = found[0] as Webhooks;
});

describe('webhooks in the stack', () => {
  it('feeds the dispatcher only inserted event items from the table stream, retrying and bisecting a failed batch', () => {
    const mapping = mappingOf(webhooks.dispatcher);
    expect(mapping.EventSourceArn).toEqual(getAtt(stack.table, 'StreamArn'));
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: getAtt(webhooks.dispatchFailures) } },
    });
    expect(mapping.MaximumRetryAttempts).toBeGreaterThan(0);
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern) as unknown)).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['EVENT'] } } } },
    ]);
    // The stream carries the new image, which is what the filter and the dispatcher read.
    const table = Object.values(template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('feeds the deliverer from the delivery queue, reporting failed messages one by one', () => {
    const mapping = mappingOf(webhooks.deliverer);
    expect(mapping.EventSourceArn).toEqual(getAtt(webhooks.queue));
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
  });

  it('gives the delivery queue a dead-letter queue and a visibility timeout past the deliverer timeout', () => {
    const queue = resources[idOf(webhooks.queue)]!.Properties;
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: getAtt(webhooks.deadLetters),
      maxReceiveCount: MAX_RECEIVES,
    });
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(TIMEOUT_SECONDS);
    // Delays past 15 minutes are chained by the deliverer; the queue itself adds none.
    expect(queue.DelaySeconds ?? 0).toBe(0);
    expect(MAX_SQS_DELAY_SECONDS).toBe(900);
    for (const q of [webhooks.queue, webhooks.deadLetters, webhooks.dispatchFailures]) {
      expect(resources[idOf(q)]!.Properties.SqsManagedSseEnabled).toBe(true);
      // enforceSSL: a queue policy denies any request not over TLS.
      const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy')).filter((policy) =>
        (policy.Properties.Queues as { Ref: string }[]).some((ref) => ref.Ref === idOf(q)),
      );
      const denies = policies.flatMap(
        (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );
      expect(denies).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('rotates the key that seals signing secrets', () => {
    expect(resources[idOf(webhooks.key)]!.Properties.EnableKeyRotation).toBe(true);
  });

  it('lets the dispatcher read the stream, query endpoints and deliveries, write deliveries and enqueue: no KMS', () => {
    const tableArn = getAtt(stack.table);
    const byAction = grants(webhooks.dispatcher);
    const streamActions = [
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ];
    const dynamo = Object.keys(byAction).filter(
      (action) => action.startsWith('dynamodb:') && !streamActions.includes(action),
    );
    expect(dynamo.sort()).toEqual(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(byAction['dynamodb:Query']).toEqual([
      tableArn,
      { 'Fn::Join': ['', [tableArn, `/index/${LIST_INDEX.indexName}`]] },
    ]);
    expect(byAction['dynamodb:PutItem']).toEqual([tableArn]);
    expect(byAction['dynamodb:UpdateItem']).toEqual([tableArn]);
    // Stream reads are on the table's stream only.
    for (const action of ['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream'])
      expect(byAction[action]).toEqual([getAtt(stack.table, 'StreamArn')]);
    // The delivery queue, and the on-failure destination for stream records it could not handle.
    expect(byAction['sqs:SendMessage']).toEqual([getAtt(webhooks.queue), getAtt(webhooks.dispatchFailures)]);
    const sqsTargets = Object.entries(byAction)
      .filter(([action]) => action.startsWith('sqs:'))
      .flatMap(([, targets]) => targets);
    for (const target of sqsTargets)
      expect([getAtt(webhooks.queue), getAtt(webhooks.dispatchFailures)]).toContainEqual(target);
    expect(Object.keys(byAction).filter((action) => action.startsWith('kms:'))).toEqual([]);
    expect(envOf(webhooks.dispatcher)).toMatchObject({ WEBHOOK_QUEUE_URL: { Ref: idOf(webhooks.queue) } });
    expect(envOf(webhooks.dispatcher).WEBHOOK_KMS_KEY_ID).toBeUndefined();
  });

  it('lets the deliverer get and update items, consume and re-enqueue deliveries, and only decrypt', () => {
    const tableArn = getAtt(stack.table);
    const byAction = grants(webhooks.deliverer);
    const dynamo = Object.keys(byAction).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamo.sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    for (const action of dynamo) expect(byAction[action]).toEqual([tableArn]);
    for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage'])
      expect(byAction[action]).toEqual([getAtt(webhooks.queue)]);
    expect(Object.keys(byAction).filter((action) => action.startsWith('kms:'))).toEqual(['kms:Decrypt']);
    expect(byAction['kms:Decrypt']).toEqual([getAtt(webhooks.key)]);
    expect(envOf(webhooks.deliverer)).toMatchObject({
      WEBHOOK_QUEUE_URL: { Ref: idOf(webhooks.queue) },
      WEBHOOK_KMS_KEY_ID: getAtt(webhooks.key),
      APP_ENV: 'test',
    });
  });

  it('lets the endpoint-create and rotate-secret routes, and no other route, generate data keys under the key', () => {
    expect(SEALING_ROUTES).toEqual([
      'POST /v1/webhook-endpoints',
      'POST /v1/webhook-endpoints/{id}/rotate-secret',
    ]);
    for (const [key, fn] of stack.routeFunctions) {
      const byAction = grants(fn);
      const kms = Object.keys(byAction).filter((action) => action.startsWith('kms:'));
      if ((SEALING_ROUTES as readonly string[]).includes(key)) {
        expect(kms, key).toEqual(['kms:GenerateDataKey']);
        expect(byAction['kms:GenerateDataKey']).toEqual([getAtt(webhooks.key)]);
        const statement = statementsOf(roleOf(fn)).find((st) => st.Action === 'kms:GenerateDataKey');
        expect(statement?.Condition).toEqual({
          StringEquals: { 'kms:EncryptionContext:purpose': 'webhook-signing-secrets' },
        });
        expect(envOf(fn).WEBHOOK_KMS_KEY_ID).toEqual(getAtt(webhooks.key));
      } else {
        expect(kms, key).toEqual([]);
        expect(envOf(fn).WEBHOOK_KMS_KEY_ID, key).toBeUndefined();
      }
      // Only the ping and the redelivery enqueue, and only on the delivery queue; every other
      // delivery happens behind the stream.
      const sqs = Object.keys(byAction).filter((action) => action.startsWith('sqs:'));
      if ((ENQUEUING_ROUTES as readonly string[]).includes(key)) {
        expect(sqs.sort(), key).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
        for (const action of sqs) expect(byAction[action], key).toEqual([getAtt(webhooks.queue)]);
        expect(envOf(fn).WEBHOOK_QUEUE_URL, key).toEqual({ Ref: idOf(webhooks.queue) });
      } else {
        expect(sqs, key).toEqual([]);
        expect(envOf(fn).WEBHOOK_QUEUE_URL, key).toBeUndefined();
      }
    }
  });

  it('names routes of the table as the ones that seal and enqueue', () => {
    expect(ENQUEUING_ROUTES).toEqual([
      'POST /v1/webhook-endpoints/{id}/test',
      'POST /v1/events/{id}/redeliver',
    ]);
    for (const key of [...SEALING_ROUTES, ...ENQUEUING_ROUTES])
      expect(stack.routeFunctions.has(key), key).toBe(true);
  });

  it('runs the redrive every 5 minutes: it queries the due index, dispatches and enqueues, nothing more', () => {
    const rule = resources[idOf(webhooks.redriveRule)]!.Properties;
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect((rule.Targets as { Arn: unknown }[]).map((target) => target.Arn)).toEqual([
      getAtt(webhooks.redriver),
    ]);
    const tableArn = getAtt(stack.table);
    const byAction = grants(webhooks.redriver);
    expect(Object.keys(byAction).sort()).toEqual([
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    expect(byAction['dynamodb:Query']).toEqual([
      tableArn,
      { 'Fn::Join': ['', [tableArn, `/index/${LIST_INDEX.indexName}`]] },
      { 'Fn::Join': ['', [tableArn, `/index/${DUE_INDEX.indexName}`]] },
    ]);
    for (const action of ['dynamodb:PutItem', 'dynamodb:UpdateItem'])
      expect(byAction[action]).toEqual([tableArn]);
    for (const action of ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'])
      expect(byAction[action]).toEqual([getAtt(webhooks.queue)]);
  });
});
