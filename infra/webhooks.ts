import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type CfnFunction, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

import { WEBHOOK_HANDLERS } from './handlers.js';

export { WEBHOOK_HANDLERS };
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { DUE_INDEX, LIST_INDEX } from '../lib/db/table.js';
import { DATA_KEY_PURPOSE } from '../lib/webhooks/webhook.domain.js';
import { TIMEOUT_SECONDS } from './bundling.js';
import { apiFunction } from './function.js';
import { BACKGROUND_WRITES, writeStatement } from './table-writes.js';

/** The routes that seal a new signing secret with the key (update never touches the secret). */
export const SEALING_ROUTES = [
  'POST /v1/webhook-endpoints',
  'POST /v1/webhook-endpoints/{id}/rotate-secret',
] as const;

/**
 * The routes that put deliveries on the queue themselves: a ping is written with its delivery, and
 * a redelivery makes stored deliveries due now, so neither has an event for the stream to carry.
 * They may only send to the delivery queue.
 */
export const ENQUEUING_ROUTES = [
  'POST /v1/webhook-endpoints/{id}/test',
  'POST /v1/events/{id}/redeliver',
] as const;

/** How often stranded work (dispatch given up, message dead-lettered) is picked up again. */
export const REDRIVE_RATE = Duration.minutes(5);

/** How many times SQS hands out one message before it goes to the dead-letter queue. */
export const MAX_RECEIVES = 5;

export interface WebhooksProps {
  table: Table;
  /** The stack's route functions by route key, to grant the sealing routes the key. */
  routeFunctions: ReadonlyMap<string, NodejsFunction>;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  logRemovalPolicy: RemovalPolicy;
  /** The most deliveries and dispatches at once (infra/settings.ts). */
  concurrency: { delivery: number; dispatch: number };
}

/**
 * Webhook delivery on AWS: the table's stream, filtered to inserted event items, feeds the
 * dispatcher; the dispatcher writes a delivery per subscribed endpoint and enqueues it on SQS; the
 * deliverer makes one attempt per message and re-enqueues the next attempt. Backoff delays beyond
 * SQS's 15 minutes are chained: an early message finds its delivery not yet due and goes back with
 * the remaining delay (at most 900 s), so a 10 h wait costs 40 receives and no other service.
 * Signing secrets are sealed under data keys of a KMS key of the stack (envelope encryption,
 * lib/webhooks/secrets.ts): the create route may only generate data keys, the deliverer may only
 * decrypt them. Two routes enqueue too (`ENQUEUING_ROUTES`): a ping and a redelivery go on the
 * queue from the request that made them.
 */
export class Webhooks extends Construct {
  readonly key: Key;
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly dispatchFailures: Queue;
  readonly dispatcher: NodejsFunction;
  readonly deliverer: NodejsFunction;
  readonly redriver: NodejsFunction;
  readonly redriveRule: Rule;

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    const { table } = props;

    this.key = new Key(this, 'SecretsKey', {
      description: 'Seals webhook signing secrets',
      enableKeyRotation: true,
      removalPolicy: props.logRemovalPolicy,
    });

    this.deadLetters = new Queue(this, 'DeliveryDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'Deliveries', {
      encryption: QueueEncryption.SQS_MANAGED,
      // AWS's advice for a Lambda source: six times the function's timeout.
      visibilityTimeout: Duration.seconds(6 * TIMEOUT_SECONDS),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAX_RECEIVES },
      enforceSSL: true,
    });
    // Stream records the dispatcher could not handle after its retries (the event id is in them).
    this.dispatchFailures = new Queue(this, 'DispatchFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });

    const defaults = {
      environment: { ...props.environment, WEBHOOK_QUEUE_URL: this.queue.queueUrl },
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    };
    const tableArn = table.tableArn;
    // The dispatcher lists a merchant's endpoints through the list index, and nothing else.
    const listIndexArn = `${table.tableArn}/index/${LIST_INDEX.indexName}`;

    this.dispatcher = apiFunction(this, 'Dispatcher', {
      ...defaults,
      handler: WEBHOOK_HANDLERS.dispatch,
      description: 'Webhooks: stream of event items -> one delivery per subscribed endpoint -> SQS',
    });
    // Reserved: the stream's batches wait (and retry) rather than take the API's concurrency.
    (this.dispatcher.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
      props.concurrency.dispatch;
    this.dispatcher.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.dispatchFailures),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('EVENT') } } },
          }),
        ],
      }),
    );
    // Reads the merchant's endpoints (GSI1) and an event's deliveries (table); writes the
    // deliveries and the event's dispatched mark, in one transaction.
    this.dispatcher.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [tableArn, listIndexArn],
      }),
    );
    this.dispatcher.addToRolePolicy(
      writeStatement(tableArn, BACKGROUND_WRITES[WEBHOOK_HANDLERS.dispatch], [
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]),
    );
    this.queue.grantSendMessages(this.dispatcher);

    this.deliverer = apiFunction(this, 'Deliverer', {
      ...defaults,
      environment: { ...defaults.environment, WEBHOOK_KMS_KEY_ID: this.key.keyArn },
      handler: WEBHOOK_HANDLERS.deliver,
      description: 'Webhooks: one signed POST per SQS message, with backoff',
    });
    this.deliverer.addEventSource(
      // Bounded by the event source, not reserved: past the bound, messages wait in the queue
      // instead of being throttled back into it and counted towards the dead-letter queue.
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: props.concurrency.delivery,
      }),
    );
    // Reads the endpoint and the event (GetItem); claims and records attempts (UpdateItem).
    this.deliverer.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:GetItem'], resources: [tableArn] }),
    );
    this.deliverer.addToRolePolicy(
      writeStatement(tableArn, BACKGROUND_WRITES[WEBHOOK_HANDLERS.deliver], ['dynamodb:UpdateItem']),
    );
    // Re-enqueues the next attempt.
    this.queue.grantSendMessages(this.deliverer);
    this.key.grant(this.deliverer, 'kms:Decrypt');

    // The safety net: events whose dispatch the stream gave up on, deliveries whose message went
    // to the dead-letter queue. Reads both from the due index, dispatches like the dispatcher.
    this.redriver = apiFunction(this, 'Redriver', {
      ...defaults,
      handler: WEBHOOK_HANDLERS.redrive,
      description: 'Webhooks: re-dispatches stranded events and re-enqueues stranded deliveries',
    });
    this.redriver.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [tableArn, listIndexArn, `${table.tableArn}/index/${DUE_INDEX.indexName}`],
      }),
    );
    this.redriver.addToRolePolicy(
      writeStatement(tableArn, BACKGROUND_WRITES[WEBHOOK_HANDLERS.redrive], [
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]),
    );
    this.queue.grantSendMessages(this.redriver);
    this.redriveRule = new Rule(this, 'RedriveSchedule', {
      description: 'Runs the webhooks redrive',
      schedule: Schedule.rate(REDRIVE_RATE),
      // A missed run is not retried: the next one finds the same stranded work.
      targets: [new LambdaFunction(this.redriver, { retryAttempts: 0 })],
    });

    for (const route of ENQUEUING_ROUTES) {
      const fn = props.routeFunctions.get(route);
      if (!fn) throw new Error(`no function for ${route}`);
      fn.addEnvironment('WEBHOOK_QUEUE_URL', this.queue.queueUrl);
      this.queue.grantSendMessages(fn);
    }

    for (const route of SEALING_ROUTES) {
      const fn = props.routeFunctions.get(route);
      if (!fn) throw new Error(`no function for ${route}`);
      fn.addEnvironment('WEBHOOK_KMS_KEY_ID', this.key.keyArn);
      // Data keys for signing secrets only: a request under any other context is refused.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['kms:GenerateDataKey'],
          resources: [this.key.keyArn],
          conditions: { StringEquals: { 'kms:EncryptionContext:purpose': DATA_KEY_PURPOSE } },
        }),
      );
    }
  }
}
