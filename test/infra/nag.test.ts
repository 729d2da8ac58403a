import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, type CfnElement, Validations } from 'aws-cdk-lib';
import { CfnRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASIC_EXECUTION_ROLE, checkWithCdkNag, NAG_PACK } from '../../infra/nag.js';
import { readStageSettings } from '../../infra/settings.js';
import { MerchantPaymentsStack, stackName } from '../../infra/stack.js';
import { Webhooks } from '../../infra/webhooks.js';
import { routeKey, routesFor, tableAccessOf } from '../../lib/api/routes.js';

/**
 * cdk-nag's AWS Solutions pack runs as a CDK policy validation plugin (cdk-nag 3 is one, not an
 * Aspect), so the synthesis itself is what fails on a finding; the findings, and those
 * acknowledged with their reasons, are read back from the report CDK writes into the assembly
 * (`validation-report.json`). The acknowledgments are compared resource by resource with what the
 * stack has, so removing one, or a new resource that a blanket one would hide, fails here.
 */

// The CLI runs the app with cdk.json's context (feature flags, defaults); the tests use the same.
const cdkContext = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../cdk.json'), 'utf8'))
  .context as Record<string, unknown>;

/** Construct paths of the resources a rule reported, by rule id (findings: `IAM5[Resource::*]`). */
type ByRule = Record<string, string[]>;

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
  reason?: string;
}

interface Checked {
  stack: MerchantPaymentsStack;
  /** What synthesis threw: a finding left unacknowledged makes it throw. */
  error: unknown;
  findings: ByRule;
  acknowledged: ByRule;
  reasons: string[];
}

function byRule(violations: readonly Violation[] = []): ByRule {
  const rules: ByRule = {};
  for (const violation of violations) {
    const rule = violation.ruleName.replace(`${NAG_PACK}-`, '');
    rules[rule] = [
      ...(rules[rule] ?? []),
      ...violation.violatingConstructs.map((c) => c.constructPath),
    ].sort();
  }
  return rules;
}

/** Builds the app as infra/app.ts does (`acknowledge: false`: the pack alone), and synthesizes. */
function synthChecked(
  context: Record<string, unknown>,
  { acknowledge = true }: { acknowledge?: boolean } = {},
): Checked {
  const app = new App({
    // Bundling the functions takes seconds each and changes no resource the pack checks.
    context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...context },
  });
  const settings = readStageSettings(app.node);
  const stack = new MerchantPaymentsStack(app, stackName(settings.stage), { settings });
  if (acknowledge) checkWithCdkNag(stack);
  else Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let error: unknown;
  try {
    app.synth();
  } catch (thrown) {
    error = thrown;
  }
  const report = JSON.parse(readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: { pluginName: string; violations: Violation[]; suppressedViolations?: Violation[] }[];
  };
  const pack = report.pluginReports.find((plugin) => plugin.pluginName === NAG_PACK);
  return {
    stack,
    error,
    findings: byRule(pack?.violations),
    acknowledged: byRule(pack?.suppressedViolations),
    reasons: (pack?.suppressedViolations ?? []).map((violation) => violation.reason ?? ''),
  };
}

const resourcePath = (construct: IConstruct): string => construct.node.defaultChild!.node.path;

/** What the acknowledgments must cover in this stack, resource by resource, and nothing else. */
function expectedAcknowledgments(stack: MerchantPaymentsStack): ByRule {
  const { stage } = readStageSettings(stack.node);
  const tableId = stack.getLogicalId(stack.table.node.defaultChild as CfnElement);
  const functions = stack.node.findAll().filter((c) => c instanceof LambdaFunction);
  const webhooks = stack.node.findAll().find((c) => c instanceof Webhooks)!;
  const sealingSecret = stack.node.tryFindChild('CursorSecret');
  // A function's statements are its role's own (infra/function-role.ts).
  const defaultPolicy = (fn: LambdaFunction): string => resourcePath(fn.role!);
  const expected: ByRule = {
    // Every function's role, and the one managed policy CDK gives them.
    [`IAM4[${BASIC_EXECUTION_ROLE}]`]: functions.map((fn) => resourcePath(fn.role!)),
    // Every route of the API, $default included.
    APIG4: stack.node
      .findAll()
      .filter((c) => c instanceof CfnRoute)
      .map((route) => route.node.path),
    // The routes that read the table, and no other function.
    [`IAM5[Resource::<${tableId}.Arn>/index/*]`]: routesFor(stage)
      .filter((route) => tableAccessOf(route) !== 'none')
      .map((route) => defaultPolicy(stack.routeFunctions.get(routeKey(route))!)),
    'IAM5[Resource::*]': [defaultPolicy(webhooks.dispatcher)],
    SQS3: [resourcePath(webhooks.dispatchFailures)],
    ...(sealingSecret ? { SMG4: [resourcePath(sealingSecret)] } : {}),
  };
  for (const rule of Object.keys(expected)) expected[rule]!.sort();
  return expected;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each([
  { name: 'test stage, sealing secret generated at deploy', context: {}, generated: true },
  {
    name: 'live stage, sealing secret generated at deploy',
    context: { stage: 'live', keyPrefix: 'loja' },
    generated: true,
  },
  {
    name: "live stage with live Pix and its mTLS webhook domain, the operator's sealing secret",
    context: {
      stage: 'live',
      pixProvider: 'api-pix',
      pixApiSecret: 'merchant-payments/live/pix-api',
      pixWebhookDomain: 'psp-webhook.loja.example',
      pixWebhookCertificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc',
      pixWebhookTruststore: 's3://loja-truststores/psp-ca.pem',
      pixWebhookClientSubject: 'CN=psp.example,O=PSP',
      sealingSecretArn: 'arn:aws:secretsmanager:sa-east-1:123456789012:secret:loja/sealing-AbCdEf',
    },
    generated: false,
  },
])('cdk-nag AwsSolutions ($name)', ({ context, generated }) => {
  let checked: Checked;
  beforeAll(() => {
    checked = synthChecked(context);
  });

  it('synthesizes with no finding of the pack left, error or warning', () => {
    expect(checked.findings).toEqual({});
    expect(checked.error).toBeUndefined();
  });

  it('acknowledges exactly the findings it gives reasons for, resource by resource', () => {
    expect(checked.acknowledged).toEqual(expectedAcknowledgments(checked.stack));
    expect(checked.stack.node.tryFindChild('CursorSecret') !== undefined).toBe(generated);
    for (const reason of checked.reasons) expect(reason.length).toBeGreaterThan(40);
  });
});

describe('cdk-nag AwsSolutions without the acknowledgments', () => {
  it('fails the synthesis with the findings they cover, and no others', () => {
    const plain = synthChecked({}, { acknowledge: false });
    expect(plain.error).toBeInstanceOf(Error);
    expect(String(plain.error)).toMatch(/^ValidationFailed/);
    expect(plain.acknowledged).toEqual({});
    expect(plain.findings).toEqual(expectedAcknowledgments(plain.stack));
  });
});
