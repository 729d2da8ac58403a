import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { config } from '../config.js';
import { ApiError, serviceUnavailable } from '../errors.js';
import { logger } from '../logger.js';
import { checkConnection, ConnectionCheckFailed, type PspConnectionSettings } from '../pix/connections.js';
import { pixConnectionMessages } from './pix-connection.messages.js';
import { credentialBox } from './credentials.js';
import {
  pemOf,
  pixConnectionView,
  type PixConnection,
  type PixConnectionView,
  type PutPixConnection,
} from './pix-connection.domain.js';
import {
  ConditionFailed,
  findCurrentConnection,
  removeConnection,
  saveConnection,
} from './pix-connection.storage.js';

/** The notice routes of a connection: `<base>/v1/psp/pix-webhook/<its secret>` (the PSP appends `/pix`). */
export const NOTICE_PATH = '/v1/psp/pix-webhook';

/**
 * Where the PSPs reach our notice routes (`PIX_NOTICE_BASE_URL`: the mutual TLS domain of the
 * stack, the local server's URL under `npm start`).
 */
function noticeBase(): string {
  const base = process.env.PIX_NOTICE_BASE_URL;
  if (!base) {
    logger.error('PIX_NOTICE_BASE_URL is not set: no PSP connection can register its notices');
    throw serviceUnavailable();
  }
  return base.replace(/\/$/, '');
}

/** The hash a notice URL's secret is found by: the secret itself is never stored. */
export const noticeSecretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const liveOnly = (): ApiError =>
  new ApiError(400, pixConnectionMessages.liveOnly, null, 'pix_connection_live_only');

/** The connection's check failed: the step and the PSP's answer, never a credential. */
const checkFailed = (failure: ConnectionCheckFailed): ApiError =>
  new ApiError(
    400,
    pixConnectionMessages.failed(pixConnectionMessages.steps[failure.step], failure.pspAnswer),
    [{ field: failure.step, message: failure.pspAnswer, code: 'pix_connection_failed' }],
    'pix_connection_failed',
  );

/**
 * `PUT /v1/pix-connection`: checks the merchant's PSP with what it sent (certificate, token over
 * mutual TLS, a read, the notices registered at a new notice URL of its own), then seals the
 * credentials and saves the connection as the merchant's current one. Nothing is saved unless
 * every step passed. Live only: `test` runs every merchant on the sandbox.
 */
export async function putConnection(
  merchantId: string,
  input: PutPixConnection,
  now: Date = new Date(),
): Promise<PixConnectionView> {
  if (config().environment !== 'live') throw liveOnly();
  const settings: PspConnectionSettings = {
    ...input,
    certificate: pemOf(input.certificate),
    privateKey: pemOf(input.privateKey),
    ca: input.ca === undefined ? undefined : pemOf(input.ca),
  };
  const secret = randomBytes(32).toString('base64url');
  let certificate;
  try {
    certificate = await checkConnection(settings, `${noticeBase()}${NOTICE_PATH}/${secret}`, now);
  } catch (error) {
    if (error instanceof ConnectionCheckFailed) throw checkFailed(error);
    throw error;
  }
  const id = uuidv7();
  const replaced = await findCurrentConnection(merchantId);
  const { clientSecret, certificate: pem, privateKey, ca } = settings;
  const connection: PixConnection = {
    id,
    merchantId,
    baseUrl: input.baseUrl,
    tokenUrl: input.tokenUrl ?? null,
    clientId: input.clientId,
    pixKey: input.pixKey,
    ...(input.account ? { account: input.account } : {}),
    certificateSubject: certificate.subject,
    certificateExpiresAt: certificate.expiresAt,
    verifiedAt: now.toISOString(),
    status: 'ACTIVE',
    lastError: null,
    sealedCredentials: await credentialBox().seal(
      { clientSecret, certificate: pem, privateKey, ...(ca ? { ca } : {}) },
      { merchantId, connectionId: id },
    ),
    noticeSecretHash: noticeSecretHash(secret),
    createdAt: now.toISOString(),
  };
  try {
    await saveConnection(connection, replaced);
  } catch (error) {
    // Another connection was saved or removed meanwhile: this one's notice URL stays unused.
    if (error instanceof ConditionFailed) throw new ApiError(409, pixConnectionMessages.conflict);
    throw error;
  }
  logger.info('pix connection saved', { merchantId, connectionId: id, replaced: replaced?.id });
  return pixConnectionView(connection);
}

/** `GET /v1/pix-connection`: the mode, and the current connection without its secrets. */
export async function getConnection(merchantId: string): Promise<PixConnectionView> {
  return pixConnectionView(await findCurrentConnection(merchantId));
}

/**
 * `DELETE /v1/pix-connection`: new charges go to the platform's PSP again; what the connection
 * issued keeps reaching it (its copy by id and its notice URL stay).
 */
export async function deleteConnection(
  merchantId: string,
  now: Date = new Date(),
): Promise<PixConnectionView> {
  const current = await findCurrentConnection(merchantId);
  if (current) {
    try {
      await removeConnection(current, now.toISOString());
    } catch (error) {
      if (error instanceof ConditionFailed) throw new ApiError(409, pixConnectionMessages.conflict);
      throw error;
    }
    logger.info('pix connection removed', { merchantId, connectionId: current.id });
  }
  return pixConnectionView(undefined);
}
