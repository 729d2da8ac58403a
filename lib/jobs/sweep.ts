import { sweepExpiredCharges } from '../db/charges.js';
import { sweepExpiredCheckouts } from '../db/checkouts.js';
import { logger } from '../logger.js';

/**
 * The expiry sweeps, run every minute by one job (the `Sweeper` Lambda on AWS, a timer in
 * `npm start`). Each persists what read-time expiry already shows, with its events, reading only
 * what is due through GSI4. A new sweep is one more row here.
 */
export interface Sweep {
  name: string;
  /** Persists every expiry due at `now`; answers how many it wrote. */
  run: (now: Date) => Promise<number>;
}

export const sweeps: Sweep[] = [
  { name: 'charges', run: sweepExpiredCharges },
  { name: 'checkouts', run: sweepExpiredCheckouts },
];

/**
 * Runs every sweep, each whatever the others do (one failing does not starve the rest), then
 * fails if any failed, so the job's error metric and retry see it.
 */
export async function runSweeps(now: Date = new Date()): Promise<Record<string, number>> {
  const outcomes = await Promise.allSettled(sweeps.map((sweep) => sweep.run(now)));
  const expired: Record<string, number> = {};
  const failures: unknown[] = [];
  outcomes.forEach((outcome, i) => {
    const name = sweeps[i]!.name;
    if (outcome.status === 'fulfilled') expired[name] = outcome.value;
    else {
      failures.push(outcome.reason);
      logger.error('sweep failed', { sweep: name, error: outcome.reason as Error });
    }
  });
  logger.info('sweep', { expired });
  if (failures.length > 0) throw new AggregateError(failures, 'a sweep failed');
  return expired;
}
