import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MerchantPaymentsStack } from '../../infra/stack.js';
import { ExpirySweeper, SWEEP_HANDLER } from '../../infra/sweeper.js';
import { BACKGROUND_WRITES, ITEM_KINDS } from '../../infra/table-writes.js';
import { statementsOf, type Resources } from '../support/iam.js';
import { sharedSynth } from '../support/synth.js';

/**
 * The expiry sweeper in the stack: a schedule every minute, one function, and a role that can do
 * exactly what the sweeps need. Actions are spelled out here so that widening the role fails.
 */
let stack: MerchantPaymentsStack;
let template: Template;
let resources: Resources;
let sweeper: ExpirySweeper;
let functionId: string;
let tableId: string;

const idOf = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

beforeAll(() => {
  ({ stack, template } = sharedSynth());
  resources = template.toJSON().Resources as Resources;
  const found = stack.node.children.filter((child) => child instanceof ExpirySweeper);
  expect(found).toHaveLength(1);
  sweeper = found[0] as ExpirySweeper;
  functionId = idOf(sweeper.function);
  tableId = idOf(stack.table);
});

describe('expiry sweeper', () => {
  it('runs every minute from an EventBridge rule that targets the sweep function', () => {
    // Its own rule (the stack has others, e.g. the webhooks redrive).
    const rules = Object.values(template.findResources('AWS::Events::Rule')).filter((r) =>
      (r.Properties.Targets as { Arn: { 'Fn::GetAtt'?: string[] } }[]).some(
        (target) => target.Arn['Fn::GetAtt']?.[0] === functionId,
      ),
    );
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.ScheduleExpression).toBe('rate(1 minute)');
    expect(rule.State).toBe('ENABLED');
    const targets = rule.Targets as { Arn: { 'Fn::GetAtt': [string, string] }; RetryPolicy?: unknown }[];
    expect(targets).toHaveLength(1);
    expect(targets[0]!.Arn['Fn::GetAtt']).toEqual([functionId, 'Arn']);
  });

  it('lets only EventBridge (this rule) invoke it', () => {
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission')).filter(
      (p) => (p.Properties.FunctionName as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[0] === functionId,
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]!.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [idOf(sweeper.rule), 'Arn'] },
    });
  });

  it('is built like every function, with the stage settings and a longer timeout for a backlog', () => {
    const fn = resources[functionId]!.Properties;
    expect(fn).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 55,
      Environment: { Variables: { TABLE_NAME: { Ref: tableId }, APP_ENV: 'test' } },
    });
  });

  it('may query only the due index, get and check table items, and put and update its own: no scan, no delete', () => {
    const roleId = (resources[functionId]!.Properties.Role as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const statements = statementsOf(resources, roleId);
    const dynamo = statements
      .filter((s) => s.Effect === 'Allow')
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).map((action) => ({ action, s })))
      .filter(({ action }) => action.startsWith('dynamodb:'));
    // Beside them, a Query of the table held to the balance partitions (a scheduled payout) and the
    // list of live PSP connections (the daily reconciliation's walk).
    const heldQuery = ({ action, s }: (typeof dynamo)[number]) =>
      action === 'dynamodb:Query' && s.Condition !== undefined;
    const held = dynamo.filter(heldQuery);
    expect(held).toHaveLength(1);
    expect(JSON.stringify(held[0]!.s.Condition)).toContain('LEDGERBAL#');
    expect(JSON.stringify(held[0]!.s.Condition)).toContain('PIXCONNLIST#');
    const byAction = Object.fromEntries(
      dynamo.filter((each) => !heldQuery(each)).map(({ action, s }) => [action, JSON.stringify(s.Resource)]),
    );
    expect(Object.keys(byAction).sort()).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // Query: the GSI4 index ARN only (not the table, not index/*).
    expect(byAction['dynamodb:Query']).toContain('/index/GSI4');
    expect(byAction['dynamodb:Query']).not.toContain('index/*');
    for (const action of [
      'dynamodb:GetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]) {
      expect(JSON.parse(byAction[action]!)).toEqual({ 'Fn::GetAtt': [tableId, 'Arn'] });
    }
    // Its writes only to the kinds of item it owns (infra/table-writes.ts, checked in stack.test.ts).
    const writes = statements.filter((st) => [st.Action].flat().includes('dynamodb:PutItem'));
    expect(writes.map((st) => st.Condition)).toEqual([
      {
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys': BACKGROUND_WRITES[SWEEP_HANDLER].map((kind) => ITEM_KINDS[kind]),
        },
      },
    ]);
    // Nothing else in AWS either, beyond its own logs.
    const others = statements
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]))
      .filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:'));
    expect(others).toEqual([]);
  });
});
