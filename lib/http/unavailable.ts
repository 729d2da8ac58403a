import { TransactionRetriesExhausted } from '../db/transact.js';

/** SDK error names that mean "the database cannot serve us now", after the SDK's own retries. */
const UNAVAILABLE_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'TransactionInProgressException',
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof TransactionRetriesExhausted) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, $fault } = error as { name?: string; code?: string; $fault?: string };
  return (
    $fault === 'server' ||
    (name !== undefined && UNAVAILABLE_NAMES.has(name)) ||
    (code !== undefined && NETWORK_CODES.has(code))
  );
}
