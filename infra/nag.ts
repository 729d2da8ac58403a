import { type CfnElement, Stage, Validations } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { MerchantPaymentsStack } from './stack.js';
import { Webhooks } from './webhooks.js';

/** cdk-nag's AWS Solutions rule pack: the plugin's name, and the prefix of its rule ids. */
export const NAG_PACK = 'AwsSolutions';

/** The AWS-managed policy every function's role gets from CDK (CloudWatch Logs only). */
export const BASIC_EXECUTION_ROLE =
  'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** Acknowledges one finding of the pack on a construct and everything under it. */
function acknowledge(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `${NAG_PACK}::${NAG_PACK}-${finding}`, reason });
}

/**
 * Checks the stack against cdk-nag's AWS Solutions pack at every synthesis (`cdk synth`, `cdk
 * deploy`, the tests): a finding fails the synthesis, unless it is acknowledged here with its
 * reason. Every acknowledgment names the resources it covers and, for the IAM rules, the exact
 * policy or wildcard resource, so a new finding of the same rule elsewhere still fails.
 * Call it once the stack is built. Reasons: docs/operations.md ("cdk-nag").
 */
export function checkWithCdkNag(stack: MerchantPaymentsStack): void {
  const stage = Stage.of(stack);
  if (!stage) throw new Error('the stack must belong to an app to be checked');
  Validations.of(stage).addPlugins(new AwsSolutionsChecks(stage));

  for (const fn of stack.node.findAll().filter((c) => c instanceof LambdaFunction)) {
    // The role sits beside its function (infra/function-role.ts), so each is acknowledged.
    acknowledge(
      fn.role!,
      `IAM4[${BASIC_EXECUTION_ROLE}]`,
      'AWSLambdaBasicExecutionRole grants CloudWatch Logs writes and nothing else; each function ' +
        'logs to its own log group (infra/function.ts). AWS maintains the policy.',
    );
  }

  acknowledge(
    stack.api,
    'APIG4',
    "Authorization is the function's: endpoint() (lib/http/api.ts) checks the API key against its " +
      "hash in the table, the route's permission and the key's rate limit before any domain code; " +
      'the routes the route table marks public (payment page, docs, PSP webhook) and $default take ' +
      'no key by design. An authorizer would add an invocation and a second key lookup per request.',
  );

  const tableId = stack.getLogicalId(stack.table.node.defaultChild as CfnElement);
  for (const fn of stack.routeFunctions.values()) {
    acknowledge(
      fn.role!,
      `IAM5[Resource::<${tableId}.Arn>/index/*]`,
      "Read actions (GetItem, Query, BatchGetItem) on the indexes of the stack's one table: the " +
        'routes reach all four through shared code (lib/db), and <table ARN>/index/* matches no ' +
        "other table's index.",
    );
  }

  const webhooks = stack.node.findAll().find((c) => c instanceof Webhooks);
  if (!webhooks) throw new Error('no webhooks in the stack');
  acknowledge(
    webhooks.dispatcher.role!,
    'IAM5[Resource::*]',
    "dynamodb:ListStreams, which CDK grants for the table's stream event source: the action " +
      'supports no resource-level permissions, so IAM requires "*".',
  );
  acknowledge(
    webhooks.dispatchFailures,
    'SQS3',
    "The queue is itself a dead-letter destination: the dispatcher's stream event source sends the " +
      'records it gave up on there (OnFailure), kept 14 days; the redrive finds their events anyway.',
  );

  // Only when the context names no sealing secret of the operator's (infra/stack.ts).
  const sealingSecret = stack.node.tryFindChild('CursorSecret');
  if (sealingSecret) {
    acknowledge(
      sealingSecret,
      'SMG4',
      'The sealing keys rotate by the procedure of docs/operations.md, not by a rotation function: ' +
        'a new key is added beside the current one, made current once every warm function holds ' +
        'it, and the old one retired only when nothing it sealed is still needed, steps a ' +
        'schedule cannot judge.',
    );
  }
}
