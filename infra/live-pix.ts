import { CfnOutput, type Stack } from 'aws-cdk-lib';
import { ApiMapping, DomainName, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Node } from 'constructs';
import { API_PIX_ON_TEST_STAGE } from '../lib/pix/provider.js';
import { routeKey, routes } from '../lib/api/routes.js';
import { SWEEP_HANDLER, SWEEP_WRITE_ACTIONS } from './sweeper.js';
import { checkStatement, LIVE_PIX_WRITES, writeStatement } from './table-writes.js';

/**
 * Live Pix through a PSP's API Pix (docs/live-pix.md), from CDK context, on a live stage only:
 * - `pixProvider=api-pix` and `pixApiSecret=<name or ARN>`: the Secrets Manager secret (JSON, see
 *   `lib/pix/api-pix/settings.ts`) the operator created with the PSP's credentials and client
 *   certificate. Never in the template: only its name goes to the functions, which read it once
 *   per warm instance; only the functions that talk to the PSP may read it.
 * - `pixWebhookDomain`, `pixWebhookCertificateArn`, `pixWebhookTruststore=s3://bucket/key`: a
 *   custom domain with mutual TLS (truststore: the PSP's CA chain) mapped to the API. API Gateway
 *   applies mutual TLS per domain, not per route, so the webhook is registered at the PSP on this
 *   domain; `pixWebhookClientSubject` then makes the webhook refuse any call that did not come
 *   through it with that certificate subject (the default endpoint carries no client certificate).
 */
export interface LivePixSettings {
  secret: string;
  webhook?: { domain: string; certificateArn: string; truststore: { bucket: string; key: string } };
  clientSubject?: string;
}

/**
 * Handlers that reach the provider (create, cancel, refund; reads reconcile), the PSP notices, and
 * a reconciliation run (it lists the day's Pix at the PSP).
 */
export const PSP_HANDLERS =
  /^functions\/((charges|checkouts|payment-page|psp)\/|subscriptions\/(create|cancel)\.ts$|reconciliations\/run\.ts$)/;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context "${key}" must be a string`);
  return value;
}

/** The live Pix settings of this synthesis, or undefined when the provider is not `api-pix`. */
export function readLivePixSettings(node: Node): LivePixSettings | undefined {
  const provider = text(node, 'pixProvider');
  if (provider === undefined || provider === 'sandbox') return undefined;
  if (provider !== 'api-pix')
    throw new Error(`context "pixProvider" must be api-pix or sandbox, got "${provider}"`);
  const secret = text(node, 'pixApiSecret');
  if (!secret)
    throw new Error(
      'context "pixApiSecret" (Secrets Manager name or ARN) is required with pixProvider=api-pix',
    );
  const domain = text(node, 'pixWebhookDomain');
  const certificateArn = text(node, 'pixWebhookCertificateArn');
  const truststore = text(node, 'pixWebhookTruststore');
  let webhook: LivePixSettings['webhook'];
  if (domain || certificateArn || truststore) {
    const store = /^s3:\/\/([^/]+)\/(.+)$/.exec(truststore ?? '');
    if (!domain || !certificateArn || !store) {
      throw new Error(
        'pixWebhookDomain, pixWebhookCertificateArn and pixWebhookTruststore (s3://bucket/key) go together',
      );
    }
    webhook = { domain, certificateArn, truststore: { bucket: store[1]!, key: store[2]! } };
  }
  const clientSubject = text(node, 'pixWebhookClientSubject');
  return { secret, ...(webhook ? { webhook } : {}), ...(clientSubject ? { clientSubject } : {}) };
}

/** Points the functions that talk to the PSP at the secret, and adds the webhook's mTLS domain. */
export function attachLivePix(
  stack: Stack,
  api: IHttpApi,
  routeFunctions: ReadonlyMap<string, NodejsFunction>,
  sweeper: NodejsFunction,
  table: ITable,
  live: boolean,
): void {
  const settings = readLivePixSettings(stack.node);
  if (!settings) return;
  // A test code must move no money: a test stage keeps the sandbox.
  if (!live) throw new Error(`pixProvider=${API_PIX_ON_TEST_STAGE}`);
  // API Gateway applies mutual TLS per domain: on the default execute-api endpoint anyone could
  // post a forged payment notice. A live stage takes notices only through the mTLS domain, with
  // the function checking the PSP's certificate subject.
  if (!settings.webhook || !settings.clientSubject)
    throw new Error(
      'a live stage with pixProvider=api-pix needs the mutual TLS webhook domain ' +
        '(pixWebhookDomain, pixWebhookCertificateArn, pixWebhookTruststore) and pixWebhookClientSubject',
    );
  const secret = settings.secret.startsWith('arn:')
    ? Secret.fromSecretCompleteArn(stack, 'PixApiSecret', settings.secret)
    : Secret.fromSecretNameV2(stack, 'PixApiSecret', settings.secret);
  const users = [
    ...routes
      .filter((route) => PSP_HANDLERS.test(route.handler))
      .map((route) => routeFunctions.get(routeKey(route))),
    sweeper,
  ].filter((fn): fn is NodejsFunction => fn !== undefined);
  for (const fn of users) {
    fn.addEnvironment('PIX_PROVIDER', 'api-pix');
    fn.addEnvironment('PIX_API_SECRET_ID', settings.secret);
    if (settings.clientSubject) fn.addEnvironment('PIX_WEBHOOK_CLIENT_SUBJECT', settings.clientSubject);
    secret.grantRead(fn);
  }
  // What only the PSP's API Pix makes functions write (infra/table-writes.ts): a read of a pending
  // charge may settle it with the PSP (lost notice), the PSP's notices settle and end, a cancel
  // may find the code paid.
  const background: Record<string, NodejsFunction> = { [SWEEP_HANDLER]: sweeper };
  for (const [name, kinds] of Object.entries(LIVE_PIX_WRITES)) {
    const fn = routeFunctions.get(name) ?? background[name];
    if (!fn) continue; // a route this stage does not deploy
    fn.addToRolePolicy(
      writeStatement(table.tableArn, kinds, fn === sweeper ? SWEEP_WRITE_ACTIONS : undefined),
    );
    fn.addToRolePolicy(checkStatement(table.tableArn));
  }
  if (!settings.webhook) return;
  const { domain, certificateArn, truststore } = settings.webhook;
  const domainName = new DomainName(stack, 'PixWebhookDomain', {
    domainName: domain,
    certificate: Certificate.fromCertificateArn(stack, 'PixWebhookCertificate', certificateArn),
    mtls: {
      bucket: Bucket.fromBucketName(stack, 'PixWebhookTruststore', truststore.bucket),
      key: truststore.key,
    },
  });
  new ApiMapping(stack, 'PixWebhookMapping', { api, domainName });
  new CfnOutput(stack, 'PixWebhookBase', {
    description: 'Register at the PSP (PUT /webhook/{chave}) as <this>/<webhook secret>',
    value: `https://${domain}/v1/psp/pix-webhook`,
  });
}
