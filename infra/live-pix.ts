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
 * Live Pix through PSPs' API Pix (docs/live-pix.md), from CDK context, on a live stage only:
 * - `pixProvider=api-pix` and `pixApiSecret=<name or ARN>`: the platform's PSP, whose Secrets
 *   Manager secret (JSON, see `lib/pix/api-pix/settings.ts`) the operator created with the PSP's
 *   credentials and client certificate. Never in the template: only its name goes to the
 *   functions, which read it once per warm instance; only the functions that talk to the PSP may
 *   read it. `pixWebhookClientSubject` makes its notices refuse any call that did not come through
 *   the notice domain with that certificate subject (the default endpoint carries none).
 * - `pixWebhookDomain`, `pixWebhookCertificateArn`, `pixWebhookTruststore=s3://bucket/key`: the
 *   notice domain, a custom domain with mutual TLS (truststore: the CA chains of the platform's PSP
 *   and of every merchant's own) mapped to the API. API Gateway applies mutual TLS per domain, not
 *   per route, so every PSP's webhook is registered on this domain. It stands apart from the
 *   platform's PSP: a stage whose merchants all connect their own PSPs needs it as much.
 */
export interface LivePixSettings {
  secret: string;
  clientSubject?: string;
}

/** The notice domain: where every PSP, the platform's and merchants' own, sends its notices. */
export interface NoticeDomain {
  domain: string;
  certificateArn: string;
  truststore: { bucket: string; key: string };
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

/** The notice domain of this synthesis, if it has one; its three settings go together. */
export function readNoticeDomain(node: Node): NoticeDomain | undefined {
  const domain = text(node, 'pixWebhookDomain');
  const certificateArn = text(node, 'pixWebhookCertificateArn');
  const truststore = text(node, 'pixWebhookTruststore');
  if (!domain && !certificateArn && !truststore) return undefined;
  const store = /^s3:\/\/([^/]+)\/(.+)$/.exec(truststore ?? '');
  if (!domain || !certificateArn || !store) {
    throw new Error(
      'pixWebhookDomain, pixWebhookCertificateArn and pixWebhookTruststore (s3://bucket/key) go together',
    );
  }
  return { domain, certificateArn, truststore: { bucket: store[1]!, key: store[2]! } };
}

/** The platform PSP's settings of this synthesis, or undefined when the provider is not `api-pix`. */
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
  const clientSubject = text(node, 'pixWebhookClientSubject');
  return { secret, ...(clientSubject ? { clientSubject } : {}) };
}

/**
 * On a live stage: the writes that PSPs' notices and read-backs make (every live stage, since any
 * merchant may connect its own PSP), the notice domain when configured, and the platform's PSP
 * when configured (its secret and settings to the functions that talk to it).
 */
export function attachLivePix(
  stack: Stack,
  api: IHttpApi,
  routeFunctions: ReadonlyMap<string, NodejsFunction>,
  sweeper: NodejsFunction,
  table: ITable,
  live: boolean,
): void {
  const settings = readLivePixSettings(stack.node);
  const notices = readNoticeDomain(stack.node);
  if (!live) {
    // A test code must move no money: a test stage keeps the sandbox.
    if (settings) throw new Error(`pixProvider=${API_PIX_ON_TEST_STAGE}`);
    return;
  }
  // API Gateway applies mutual TLS per domain: on the default execute-api endpoint anyone could
  // post a forged payment notice. A live stage takes the platform PSP's notices only through the
  // mTLS domain, with the function checking the PSP's certificate subject.
  if (settings && (!notices || !settings.clientSubject))
    throw new Error(
      'a live stage with pixProvider=api-pix needs the mutual TLS webhook domain ' +
        '(pixWebhookDomain, pixWebhookCertificateArn, pixWebhookTruststore) and pixWebhookClientSubject',
    );
  if (settings) {
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
  }
  // What only a PSP's API Pix (the platform's or a merchant's own) makes functions write (infra/table-writes.ts): a read of a pending
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
  if (!notices) return;
  const { domain, certificateArn, truststore } = notices;
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
