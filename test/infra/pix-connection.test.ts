import type { CfnElement } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { statementsOf } from '../support/iam.js';
import { sharedSynth } from '../support/synth.js';

const synth = (stage: 'live' | 'test') => sharedSynth({ stage });

interface Statement {
  Action: unknown;
  Resource: unknown;
  Condition?: unknown;
}

// Synthesis bundles nothing but walks every handler's imports: slow on a shared machine.
describe('the key that seals merchants’ PSP credentials', { timeout: 180_000 }, () => {
  it('lets the connect route generate data keys and only the functions that call a PSP decrypt them', () => {
    const { stack, template } = synth('live');
    const keys = template.findResources('AWS::KMS::Key', {
      Properties: { Description: "Seals merchants' PSP credentials" },
    });
    expect(Object.keys(keys)).toHaveLength(1);
    const keyId = Object.keys(keys)[0]!;
    const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- template JSON
    /** The actions on the credentials key that a function's role is allowed. */
    const actionsOf = (fn: NodejsFunction): string[] => {
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as CfnElement);
      return (statementsOf(resources, roleId) as Statement[])
        .filter((statement) => JSON.stringify(statement.Resource).includes(keyId))
        .flatMap((statement) => {
          expect(statement.Condition).toEqual({
            StringEquals: { 'kms:EncryptionContext:purpose': 'pix-connection-credentials' },
          });
          return [statement.Action].flat() as string[];
        });
    };
    const fn = (key: string) => stack.routeFunctions.get(key)!;
    expect(actionsOf(fn('PUT /v1/pix-connection'))).toEqual(['kms:GenerateDataKey']);
    for (const caller of [
      'POST /v1/charges',
      'POST /v1/charges/{id}/refund',
      'POST /v1/psp/pix-webhook/{secret}/pix',
    ])
      expect(actionsOf(fn(caller)), caller).toEqual(['kms:Decrypt']);
    for (const other of [
      'GET /v1/pix-connection',
      'DELETE /v1/pix-connection',
      'GET /v1/coupons',
      'POST /v1/customers',
    ])
      expect(actionsOf(fn(other)), other).toEqual([]);
  });

  it('is not made on a test stage, where merchants have no connections', () => {
    const { template } = synth('test');
    expect(
      Object.keys(
        template.findResources('AWS::KMS::Key', {
          Properties: { Description: "Seals merchants' PSP credentials" },
        }),
      ),
    ).toHaveLength(0);
  });
});
