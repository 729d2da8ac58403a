import type { CfnElement } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Match } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeKey, routes } from '../../lib/api/routes.js';
import { statementsOf } from '../support/iam.js';
import { sharedSynth } from '../support/synth.js';

function synth(context: Record<string, unknown>) {
  const { stack, template } = sharedSynth({ stage: 'live', ...context });
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- template JSON
  /** A function's role statements, and its environment variables. */
  const statements = (fn: NodejsFunction) =>
    statementsOf(resources, stack.getLogicalId(fn.role!.node.defaultChild as CfnElement));
  const env = (fn: NodejsFunction) =>
    resources[stack.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.Environment
      .Variables as Record<string, string>;
  return { stack, template, statements, env };
}

/** The notice domain's three settings. */
const noticeDomain = (truststore: string) => ({
  pixWebhookDomain: 'psp-webhook.loja.example',
  pixWebhookCertificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc',
  pixWebhookTruststore: truststore,
});

const SECRET = 'merchant-payments/live/pix-api';

afterEach(() => {
  vi.unstubAllEnvs();
});

// Each test synthesizes a whole stack, seconds of CPU each: a loaded machine needs the room.
describe('live Pix in the stack', { timeout: 120_000 }, () => {
  it('adds nothing without the api-pix provider', () => {
    const { template } = synth({});
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    expect(JSON.stringify(template.toJSON())).not.toContain('PIX_API_SECRET_ID');
  });

  it('gives the secret name, and the right to read it, only to the functions that talk to the PSP', () => {
    const { stack, template, statements, env } = synth({
      pixProvider: 'api-pix',
      pixApiSecret: SECRET,
      ...noticeDomain('s3://loja-truststores/psp-ca.pem'),
      pixWebhookClientSubject: 'CN=psp.example,O=PSP',
    });
    // This secret's grant: the sealing secret's is stack.test.ts's.
    const readsSecret = (fn: NodejsFunction): boolean =>
      statements(fn).some(
        (statement) =>
          JSON.stringify(statement.Action).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(SECRET),
      );
    for (const route of routes) {
      const fn = stack.routeFunctions.get(routeKey(route));
      if (!fn) continue; // a test-only route, not deployed in live
      const talksToPsp =
        /^functions\/(charges|checkouts|payment-page|psp)\//.test(route.handler) ||
        [
          'functions/subscriptions/create.ts',
          'functions/subscriptions/cancel.ts',
          'functions/reconciliations/run.ts',
        ].includes(route.handler);
      expect(env(fn).PIX_API_SECRET_ID, routeKey(route)).toBe(talksToPsp ? SECRET : undefined);
      expect(readsSecret(fn), routeKey(route)).toBe(talksToPsp);
      if (talksToPsp)
        expect(env(fn)).toMatchObject({
          PIX_PROVIDER: 'api-pix',
          PIX_WEBHOOK_CLIENT_SUBJECT: 'CN=psp.example,O=PSP',
        });
    }
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('expiries'),
      Environment: { Variables: Match.objectLike({ PIX_API_SECRET_ID: SECRET }) },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'psp-webhook.loja.example',
      MutualTlsAuthentication: { TruststoreUri: 's3://loja-truststores/psp-ca.pem' },
    });
    template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    // The charge read may settle a lost notice: it writes in this stage only.
    // PutItem: every read route may update its rate-limit counters, and nothing else.
    const writes = (fn: NodejsFunction): boolean =>
      statements(fn).some((statement) => JSON.stringify(statement.Action).includes('dynamodb:PutItem'));
    expect(writes(stack.routeFunctions.get('GET /v1/charges/{id}')!)).toBe(true);
    expect(writes(stack.routeFunctions.get('GET /v1/charges')!)).toBe(false);
  });

  it("serves merchants' own PSPs on a live stage without a platform PSP", () => {
    const { stack, template, statements, env } = synth(noticeDomain('s3://loja-truststores/bank-cas.pem'));
    const writes = (fn: NodejsFunction): string =>
      JSON.stringify(
        statements(fn).filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:PutItem')),
      );
    // A connected bank's notice settles a payment with its receipt; a charge read may settle a lost one.
    const notice = stack.routeFunctions.get('POST /v1/psp/pix-webhook/{secret}/pix')!;
    expect(writes(notice)).toContain('PIX_RECEIPT');
    expect(writes(stack.routeFunctions.get('GET /v1/charges/{id}')!)).toContain('PIX_RECEIPT');
    // The banks register their webhooks on the notice domain, which the connect route is told.
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'psp-webhook.loja.example',
      MutualTlsAuthentication: { TruststoreUri: 's3://loja-truststores/bank-cas.pem' },
    });
    expect(env(stack.routeFunctions.get('PUT /v1/pix-connection')!).PIX_NOTICE_BASE_URL).toBe(
      'https://psp-webhook.loja.example',
    );
    // No platform PSP: no secret, no provider, no subject pinned.
    expect(JSON.stringify(template.toJSON())).not.toMatch(
      /PIX_API_SECRET_ID|PIX_WEBHOOK_CLIENT_SUBJECT|"PIX_PROVIDER"/,
    );
  });

  it('refuses a live api-pix stage whose notices could skip mutual TLS', () => {
    const full = {
      pixProvider: 'api-pix',
      pixApiSecret: SECRET,
      ...noticeDomain('s3://loja-truststores/psp-ca.pem'),
      pixWebhookClientSubject: 'CN=psp.example,O=PSP',
    };
    expect(() => synth(full)).not.toThrow();
    expect(() => synth({ ...full, pixWebhookClientSubject: '' })).toThrow(/pixWebhookClientSubject/);
    expect(() => synth({ pixProvider: 'api-pix', pixApiSecret: SECRET })).toThrow(/mutual TLS/);
  });

  it('refuses api-pix on a test stage: its codes would pay into a real key under a test banner', () => {
    expect(() => synth({ stage: 'test', pixProvider: 'api-pix', pixApiSecret: SECRET })).toThrow(
      /test stage.*sandbox/,
    );
    expect(() => synth({ stage: 'test', pixProvider: 'sandbox' })).not.toThrow();
  });

  it('refuses an api-pix stage without a secret, or half a webhook domain', () => {
    expect(() => synth({ pixProvider: 'api-pix' })).toThrow(/pixApiSecret/);
    expect(() =>
      synth({ pixProvider: 'api-pix', pixApiSecret: SECRET, pixWebhookDomain: 'x.example' }),
    ).toThrow(/go together/);
    expect(() => synth({ pixProvider: 'psp' })).toThrow(/pixProvider/);
  });
});
