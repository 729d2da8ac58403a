import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { readStageSettings } from '../../infra/settings.js';
import { MerchantPaymentsStack, stackName } from '../../infra/stack.js';
import { ExpirySweeper, SWEEP_HANDLER } from '../../infra/sweeper.js';
import { WEBHOOK_HANDLERS, Webhooks } from '../../infra/webhooks.js';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '../../lib/db/table.js';
import { TemplateValues, type Resources } from './deployed/cloudformation.js';
import type { Lookups } from './deployed/policy.js';
import { statementsOf, type Statement } from './iam.js';

// The CLI runs the app with cdk.json's context (feature flags, defaults); the tests use the same.
const cdkContext = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../cdk.json'), 'utf8'))
  .context as Record<string, unknown>;

/** A live stage with the PSP's API Pix, as docs/live-pix.md configures one. */
export const LIVE_PIX_CONTEXT = {
  stage: 'live',
  pixProvider: 'api-pix',
  pixApiSecret: 'merchant-payments/live/pix-api',
  pixWebhookDomain: 'psp-webhook.loja.example',
  pixWebhookCertificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc',
  pixWebhookTruststore: 's3://loja-truststores/psp-ca.pem',
  pixWebhookClientSubject: 'CN=psp.example,O=PSP',
};

export interface Synthesized {
  stack: MerchantPaymentsStack;
  /**
   * A function's IAM statements as IAM reads them once deployed (intrinsics resolved, the stack's
   * table being `tableName`'s): a route's by route key, the others' by handler.
   */
  grantsOf(name: string): Statement[];
  /** What test/support/deployed/policy.ts needs to judge calls to the table `tableName`. */
  lookups: Lookups;
}

/** A synthesis: the stack's constructs and the template `cdk synth` writes for them. */
export interface Synth {
  stack: MerchantPaymentsStack;
  template: Template;
  /** The cloud assembly's directory (a temporary one unless `outdir` was given). */
  outdir: string;
}

/**
 * The stack as `cdk synth` builds it for `context` (over cdk.json's), a new synthesis each call:
 * for a test that expects it to throw, or that bundles the functions (`bundle`, seconds per handler).
 */
export function synth(
  context: Record<string, unknown> = {},
  options: { bundle?: boolean; outdir?: string } = {},
): Synth {
  const app = new App({
    outdir: options.outdir,
    context: {
      ...cdkContext,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...context,
    },
  });
  const settings = readStageSettings(app.node);
  const stack = new MerchantPaymentsStack(app, stackName(settings.stage), { settings });
  return { stack, template: Template.fromStack(stack), outdir: app.outdir };
}

const synthesized = new Map<string, Synth>();

/**
 * The stack for `context`, without bundling, synthesized once per context and test process: a
 * synthesis takes seconds, and the infra tests share their processes (vitest.config.ts). What it
 * gives is only read, never changed; a context that does not synthesize throws at every call.
 */
export function sharedSynth(context: Record<string, unknown> = {}): Synth {
  const key = JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b)));
  let found = synthesized.get(key);
  if (found === undefined) {
    found = synth(context);
    synthesized.set(key, found);
  }
  return found;
}

/**
 * The stack as `cdk synth` builds it for `context`, without bundling the functions, its table
 * standing for the table named `tableName` (the one the test's calls go to).
 */
export function synthesize(tableName: string, context: Record<string, unknown> = {}): Synthesized {
  const { stack, template } = sharedSynth(context);
  const resources = template.toJSON().Resources as Resources;
  const values = new TemplateValues(resources, {
    tableName: () => tableName,
    queueOrigin: () => 'http://127.0.0.1:9',
  });
  const webhooks = stack.node.findAll().find((c) => c instanceof Webhooks)!;
  const sweeper = stack.node.findAll().find((c) => c instanceof ExpirySweeper)!;
  const background: Record<string, IFunction> = {
    [WEBHOOK_HANDLERS.dispatch]: webhooks.dispatcher,
    [WEBHOOK_HANDLERS.deliver]: webhooks.deliverer,
    [WEBHOOK_HANDLERS.redrive]: webhooks.redriver,
    [SWEEP_HANDLER]: sweeper.function,
  };
  const id = (element: CfnElement) => Stack.of(element).getLogicalId(element);
  const tableArn = values.getAtt(id(stack.table.node.defaultChild as CfnElement), 'Arn');
  const unused = (what: string) => () => {
    throw new Error(`a table call asked for ${what}`);
  };
  return {
    stack,
    grantsOf: (name) => {
      const fn = stack.routeFunctions.get(name) ?? background[name];
      if (!fn) throw new Error(`no function ${name} in the stack`);
      return statementsOf(
        resources as Parameters<typeof statementsOf>[0],
        id(fn.role!.node.defaultChild as CfnElement),
      ).map((statement) => values.resolve(statement) as Statement);
    },
    lookups: {
      tableArn: (name) => {
        if (name !== tableName) throw new Error(`no table ${name}`);
        return tableArn;
      },
      partitionKey: (_table, index) =>
        index === undefined
          ? TABLE_KEYS.partitionKey
          : GLOBAL_SECONDARY_INDEXES.find((candidate) => candidate.indexName === index)!.partitionKey,
      queueArn: unused('a queue'),
      keyArn: unused('a KMS key'),
      dataKeyArn: unused('a data key'),
      secretArn: unused('a secret'),
    },
  };
}
