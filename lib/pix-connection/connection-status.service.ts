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

/** The names of an interface's functions. */
type FunctionsOf<T> = { [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];

/**
 * Every function of the provider, each marked whether it asks the PSP (`true`: watched) or answers
 * without it: the compiler refuses a function of the interface missing here, so none goes unwatched.
 */
const PROVIDER_CALLS: Record<FunctionsOf<PixProvider>, boolean> = {
  issue: true,
  cancel: true,
  refund: true,
  readPaid: true,
  registerNotices: true,
  confirmPix: true,
  listReceived: true,
  // A connection's notices are routed by its own secret; the txid is read from the reference.
  noticeSecret: false,
  chargeTxidOf: false,
};
const RECURRENCE_CALLS: Record<FunctionsOf<RecurrenceProvider>, boolean> = {
  authorize: true,
  withdraw: true,
  cancel: true,
  read: true,
  sendCycle: true,
  retryCycle: true,
  cancelCycle: true,
  findCycle: true,
  readCycle: true,
};

const watchedCalls = <T>(calls: Record<FunctionsOf<T>, boolean>): (keyof T)[] =>
  (Object.keys(calls) as FunctionsOf<T>[]).filter((name) => calls[name]);
const WATCHED_PROVIDER = watchedCalls<PixProvider>(PROVIDER_CALLS);
const WATCHED_RECURRENCE = watchedCalls<RecurrenceProvider>(RECURRENCE_CALLS);

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
  watch(provider, WATCHED_PROVIDER, connection);

/** The subscriptions part on `connection` whose calls record the connection's status. */
export const watchedRecurrence = (
  recurrence: RecurrenceProvider,
  connection: PixConnection,
): RecurrenceProvider => watch(recurrence, WATCHED_RECURRENCE, connection);

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
