import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import {
  findWebhookEndpoint,
  listWebhookEndpoints as listStoredEndpoints,
  putWebhookEndpoint,
  removeWebhookEndpoint,
  updateWebhookEndpoint as updateStoredEndpoint,
} from './endpoints.storage.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed } from '../db/transact.js';
import type { Paging } from '../domain/paging.js';
import {
  mergeWebhookEndpoint,
  newWebhookEndpoint,
  rotatedWebhookEndpoint,
  type CreateWebhookEndpointBody,
  type RotateSecretBody,
  type UpdateWebhookEndpointBody,
  type WebhookEndpoint,
} from './webhook.domain.js';
import type { ErrorCode } from '../error-codes.js';
import { notFound, validationError } from '../errors.js';
import { webhookMessages } from './webhooks.messages.js';
import { urlResolver } from './endpoint-url.js';
import { newSigningSecret, secretBox } from './secrets.js';
import { checkUrl, UrlRefused, type GuardRefusal } from './ssrf.js';
import { limitReached } from './webhooks.errors.js';

const refusals: Record<GuardRefusal, { message: string; code: ErrorCode }> = {
  invalid_url: { message: webhookMessages.invalidUrl, code: 'invalid_url' },
  https_required: { message: webhookMessages.httpsRequired, code: 'https_required' },
  address_not_allowed: { message: webhookMessages.urlNotAllowed, code: 'url_not_allowed' },
  unresolvable: { message: webhookMessages.urlUnresolvable, code: 'url_unresolvable' },
};

/** The SSRF guard when an endpoint is saved: a refused URL is 422 on `url`, with the cause's code. */
async function requireAllowedUrl(url: string): Promise<void> {
  try {
    await checkUrl(url, config().environment, urlResolver());
  } catch (error) {
    if (!(error instanceof UrlRefused)) throw error;
    const { message, code } = refusals[error.reason];
    throw validationError([{ field: 'url', message, code }]);
  }
}

/** Creates an endpoint with a new secret; the secret is returned once and stored only sealed. */
export async function createWebhookEndpoint(
  merchantId: string,
  body: CreateWebhookEndpointBody,
  commit?: Commit,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await requireAllowedUrl(body.url);
  const id = uuidv7();
  const secret = newSigningSecret();
  const sealed = await secretBox().seal(secret, { merchantId, endpointId: id });
  const endpoint = newWebhookEndpoint(merchantId, id, body, sealed, new Date());
  try {
    await putWebhookEndpoint(endpoint, commit?.({ kind: 'WEBHOOK_ENDPOINT', id, secret }));
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('limit')) throw limitReached();
    throw error;
  }
  return { endpoint, secret };
}

export async function getWebhookEndpoint(merchantId: string, id: string): Promise<WebhookEndpoint> {
  return (await findWebhookEndpoint(merchantId, id)) ?? Promise.reject(notFound());
}

export async function updateWebhookEndpoint(
  merchantId: string,
  id: string,
  patch: UpdateWebhookEndpointBody,
): Promise<WebhookEndpoint> {
  if (patch.url) await requireAllowedUrl(patch.url);
  const updated = await updateStoredEndpoint(merchantId, id, (current) =>
    mergeWebhookEndpoint(current, patch, new Date()),
  );
  return updated ?? Promise.reject(notFound());
}

/**
 * A new signing secret for the endpoint, returned once and stored only sealed; the one it replaces
 * keeps signing beside it for `expiresIn` seconds (`rotatedWebhookEndpoint`). The write holds on the
 * version read and starts again from a fresh read when another write came first: two rotations at
 * once both happen, one after the other, exactly as if sent in turn. The later one's secret is the
 * current one and the earlier one's is its previous (signing for the later one's `expiresIn`); no
 * write overwrites a rotation it did not read.
 */
export async function rotateWebhookEndpointSecret(
  merchantId: string,
  id: string,
  body: RotateSecretBody,
  commit?: Commit,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newSigningSecret();
  const sealed = await secretBox().seal(secret, { merchantId, endpointId: id });
  const now = new Date();
  const rotated = await updateStoredEndpoint(
    merchantId,
    id,
    (current) => rotatedWebhookEndpoint(current, sealed, body, now),
    commit?.({ kind: 'WEBHOOK_ENDPOINT', id, secret }),
  );
  if (!rotated) throw notFound();
  return { endpoint: rotated, secret };
}

export async function deleteWebhookEndpoint(merchantId: string, id: string): Promise<void> {
  if (!(await removeWebhookEndpoint(merchantId, id))) throw notFound();
}

export const listWebhookEndpoints = (merchantId: string, paging: Paging) =>
  listStoredEndpoints(merchantId, paging);
