import { eventPut } from '../db/events.js';
import { logger } from '../logger.js';
import { PixProviderUnavailable, type PixProvider, type RecurrenceProvider } from '../pix/provider.js';
import {
  expiresSoon,
  pixConnectionView,
  type PixConnection,
  type PixConnectionError,
} from './pix-connection.domain.js';
import { connectionStatusMessages } from './connection-status.messages.js';
import { changeConnectionStatus, markExpiring } from './pix-connection.storage.js';

/**
 * A connection's status follows its PSP's answers: a call the PSP could not answer (unreachable,
 * timed out, TLS refused) or that it refused our credentials for (401, 403) moves it to `FAILING`
 * with the error, once, with `pix_connection.failing`; the next call that succeeds moves it back
 * to `ACTIVE`. Each move is a conditional write on the status it leaves, so concurrent calls move
 * it (and raise the event) once. What the PSP refuses for the request itself (a 400, a 404) says
 * nothing of the connection.
 */

/** The PSP calls of a provider (the rest answer without asking it). */
const PROVIDER_CALLS = [
  'issue',
  'cancel',
  'refund',
  'readPaid',
  'registerNotices',
  'confirmPix',
  'listReceived',
] as const satisfies readonly (keyof PixProvider)[];
const RECURRENCE_CALLS = [
  'authorize',
  'withdraw',
  'cancel',
  'read',
  'sendCycle',
  'retryCycle',
  'cancelCycle',
  'findCycle',
  'readCycle',
] as const satisfies readonly (keyof RecurrenceProvider)[];

/** The error a failure shows on the connection, or undefined when it says nothing of the connection. */
export function connectionErrorOf(error: unknown, step: string, now: Date): PixConnectionError | undefined {
  if (!(error instanceof PixProviderUnavailable)) return undefined;
  if (!error.refused) return { step, message: connectionStatusMessages.unreachable, at: now.toISOString() };
  if (error.status === 401 || error.status === 403)
    return {
      step,
      message: connectionStatusMessages.credentialsRefused(error.status),
      at: now.toISOString(),
    };
  return undefined;
}

/** Records that a call on `connection` (as read) failed with `error`, when it says the PSP fails. */
export async function recordCallFailed(
  connection: PixConnection,
  step: string,
  error: unknown,
  now: Date = new Date(),
): Promise<void> {
  const lastError = connectionErrorOf(error, step, now);
  if (!lastError || connection.status === 'FAILING') return;
  const failing = { ...connection, status: 'FAILING' as const, lastError };
  const { items } = eventPut(
    connection.merchantId,
    'pix_connection.failing',
    pixConnectionView(failing),
    now,
  );
  if (await changeConnectionStatus(connection, 'ACTIVE', 'FAILING', lastError, items))
    logger.warn('pix connection failing', {
      merchantId: connection.merchantId,
      connectionId: connection.id,
      step,
    });
}

/** Records that a call on `connection` (as read) succeeded: a failing one is `ACTIVE` again. */
export async function recordCallSucceeded(connection: PixConnection): Promise<void> {
  if (connection.status !== 'FAILING') return;
  if (await changeConnectionStatus(connection, 'FAILING', 'ACTIVE', null, undefined))
    logger.info('pix connection active again', {
      merchantId: connection.merchantId,
      connectionId: connection.id,
    });
}

/** Recording a status never fails the call it follows: it is logged, and the next call records again. */
async function quietly(record: Promise<void>, connection: PixConnection): Promise<void> {
  try {
    await record;
  } catch (error) {
    logger.error('pix connection status not recorded', {
      connectionId: connection.id,
      error: error as Error,
    });
  }
}

function watch<T extends object>(target: T, calls: readonly (keyof T)[], connection: PixConnection): T {
  const watched = { ...target };
  for (const name of calls) {
    const call = target[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (watched as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
      let answer: unknown;
      try {
        answer = await call.apply(target, args);
      } catch (error) {
        await quietly(recordCallFailed(connection, String(name), error), connection);
        throw error;
      }
      await quietly(recordCallSucceeded(connection), connection);
      return answer;
    };
  }
  return watched;
}

/** The provider on `connection` whose calls record the connection's status. */
export const watchedProvider = (provider: PixProvider, connection: PixConnection): PixProvider =>
  watch(provider, PROVIDER_CALLS, connection);

/** The subscriptions part on `connection` whose calls record the connection's status. */
export const watchedRecurrence = (
  recurrence: RecurrenceProvider,
  connection: PixConnection,
): RecurrenceProvider => watch(recurrence, RECURRENCE_CALLS, connection);

/**
 * Raises `pix_connection.expiring` for the merchant's current connection when its certificate
 * expires within 30 days, once per connection (a new certificate is a new connection). Answers
 * whether it raised it.
 */
export async function checkCertificate(connection: PixConnection, now: Date = new Date()): Promise<boolean> {
  if (connection.expiringNotifiedAt !== undefined || !expiresSoon(connection, now)) return false;
  const { items } = eventPut(
    connection.merchantId,
    'pix_connection.expiring',
    pixConnectionView(connection),
    now,
  );
  return markExpiring(connection, now.toISOString(), items);
}
