import type { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { routeKey, routes } from '../lib/api/routes.js';
import { DATA_KEY_PURPOSE } from '../lib/pix-connection/pix-connection.domain.js';
import { PSP_HANDLERS, readNoticeDomain } from './live-pix.js';

/** The variable that names the key sealing merchants' PSP credentials (lib/pix-connection/credentials.ts). */
export const PIX_CONNECTION_KEY_VARIABLE = 'PIX_CONNECTION_KMS_KEY_ID';
export const PIX_CONNECTION_PUT = 'PUT /v1/pix-connection';

/**
 * Merchants' own PSP connections on a live stage: a KMS key of the stack seals their credentials
 * (envelope encryption). Only the connect route may generate data keys; only the functions that
 * call a PSP (the same as the platform PSP's, infra/live-pix.ts, and the sweeper) may decrypt
 * them; both only for this purpose. The connect route learns where the PSPs send notices from the
 * notice domain (infra/live-pix.ts), with or without a platform PSP. A test stage has no connections.
 */
export function attachPixConnections(
  stack: Stack,
  routeFunctions: ReadonlyMap<string, NodejsFunction>,
  sweeper: NodejsFunction,
  live: boolean,
): Key | undefined {
  if (!live) return undefined;
  const key = new Key(stack, 'PixConnectionKey', {
    description: "Seals merchants' PSP credentials",
    enableKeyRotation: true,
  });
  const purpose = { StringEquals: { 'kms:EncryptionContext:purpose': DATA_KEY_PURPOSE } };
  const allow = (fn: NodejsFunction, action: string) => {
    fn.addEnvironment(PIX_CONNECTION_KEY_VARIABLE, key.keyArn);
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [action],
        resources: [key.keyArn],
        conditions: purpose,
      }),
    );
  };
  const put = routeFunctions.get(PIX_CONNECTION_PUT);
  if (put) {
    allow(put, 'kms:GenerateDataKey');
    const notices = readNoticeDomain(stack.node);
    if (notices) put.addEnvironment('PIX_NOTICE_BASE_URL', `https://${notices.domain}`);
  }
  const callers = routes
    .filter((route) => PSP_HANDLERS.test(route.handler))
    .map((route) => routeFunctions.get(routeKey(route)))
    .filter((fn): fn is NodejsFunction => fn !== undefined);
  for (const fn of [...callers, sweeper]) allow(fn, 'kms:Decrypt');
  return key;
}
