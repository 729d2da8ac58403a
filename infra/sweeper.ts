import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { DUE_INDEX, STATUS_INDEX } from '../lib/db/table.js';
import { ledgerTypePartition } from '../lib/ledger/ledger.keys.js';
import { apiFunction, type ApiFunctionProps } from './function.js';
import { ANY, ANY_SHARD, BACKGROUND_WRITES, ITEM_KINDS, writeStatement } from './table-writes.js';

import { SWEEP_HANDLER } from './handlers.js';

export { SWEEP_HANDLER };
/** How often the expiries due are persisted (readers apply expiry themselves meanwhile). */
export const SWEEP_RATE = Duration.minutes(1);
/** Room for a backlog; whatever is left stays in GSI4 for the next run. */
export const SWEEP_TIMEOUT = Duration.seconds(55);

/**
 * What the sweeps do to the table, and nothing more: read what is due and the items it names,
 * check a subscription is still active before debiting its cycle, transition, add events.
 */
export const SWEEP_INDEX_ACTIONS = ['dynamodb:Query'] as const;
export const SWEEP_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:ConditionCheckItem'] as const;
/** On the kinds of item the sweeps own (infra/table-writes.ts). */
export const SWEEP_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

export type ExpirySweeperProps = Omit<ApiFunctionProps, 'handler' | 'description' | 'assets'> & {
  table: ITable;
  /** Reserved concurrency: the most runs at once (`sweepConcurrency`, infra/settings.ts). */
  concurrency: number;
};

/**
 * The expiry sweeper: one function (`functions/jobs/sweep.ts`, every sweep of
 * `lib/jobs/sweeps.service.ts`) run by an EventBridge rule every minute. Its role may query only the
 * due index (GSI4), read and check items of the table, and put and update the kinds of item it owns:
 * no scan, no delete, no other index.
 */
export class ExpirySweeper extends Construct {
  readonly function: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ExpirySweeperProps) {
    super(scope, id);
    const { table, concurrency, ...functionProps } = props;
    this.function = apiFunction(this, 'Function', {
      ...functionProps,
      handler: SWEEP_HANDLER,
      description: 'Persists due expiries (charges, checkouts) with their events',
    });
    (this.function.node.defaultChild as CfnFunction).timeout = SWEEP_TIMEOUT.toSeconds();
    // A run that outlasts its minute must not pile up beside the next: and sweeping can never take
    // the concurrency the API needs.
    (this.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions = concurrency;
    this.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [...SWEEP_INDEX_ACTIONS],
        resources: [`${table.tableArn}/index/${DUE_INDEX.indexName}`],
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [...SWEEP_READ_ACTIONS],
        resources: [table.tableArn],
      }),
    );
    // A scheduled payout reads the merchant's balance partitions (the counters it folds in), and
    // the daily reconciliation walks the list of live PSP connections and reads each merchant's
    // Pix received in the day (its day counters, and its entries of that type on GSI2): a Query of
    // the table and of GSI2, held to those partitions.
    this.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [...SWEEP_INDEX_ACTIONS],
        resources: [table.tableArn, `${table.tableArn}/index/${STATUS_INDEX.indexName}`],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              ITEM_KINDS.LEDGER_BALANCE,
              ITEM_KINDS.PIX_CONNECTION_LIST,
              ITEM_KINDS.LEDGER_DAY,
              ledgerTypePartition(ANY, 'PIX_RECEIVED', ANY_SHARD),
            ],
          },
        },
      }),
    );
    this.function.addToRolePolicy(
      writeStatement(table.tableArn, BACKGROUND_WRITES[SWEEP_HANDLER], SWEEP_WRITE_ACTIONS),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the expiry sweeper',
      schedule: Schedule.rate(SWEEP_RATE),
      // A missed run is not retried: the next one, a minute later, picks up everything still due.
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
