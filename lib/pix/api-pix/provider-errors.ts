import { logger } from '../../logger.js';
import { PixProviderUnavailable } from '../provider.js';
import { PspRequestError, PspUnavailableError } from './client.js';

/**
 * A PSP we cannot reach, or one that refuses us, is a provider the caller cannot use now
 * (`PixProviderUnavailable`, `refused` for a 4xx). Logged unless `log` is false (a sweep's or a
 * notice's read, whose caller logs or answers it).
 */
export function unavailable(error: unknown, log = true): unknown {
  if (error instanceof PspUnavailableError) {
    if (log) logger.warn('PSP unavailable', { error });
    return new PixProviderUnavailable(error.message, false, error.status);
  }
  if (error instanceof PspRequestError) {
    if (log) logger.error('PSP refused a request', { status: error.status, problem: error.problem });
    return new PixProviderUnavailable(error.message, true, error.status);
  }
  return error;
}
