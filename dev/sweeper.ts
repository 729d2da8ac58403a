import { runSweeps } from '../lib/jobs/sweeps.service.js';
import { logger } from '../lib/logger.js';

/** As often as the EventBridge rule runs the sweeper on AWS. */
export const LOCAL_SWEEP_INTERVAL_MS = 60_000;

export interface LocalSweeper {
  stop: () => Promise<void>;
}

/**
 * `npm start`'s stand-in for the scheduled sweeper: the same `runSweeps` on a timer. A run never
 * overlaps the previous one; it stops by itself on SIGINT/SIGTERM (before the server's shutdown
 * stops DynamoDB Local) and waits for a run in flight when stopped.
 */
export function startLocalSweeper(
  intervalMs = Number(process.env.SWEEP_INTERVAL_MS || LOCAL_SWEEP_INTERVAL_MS),
): LocalSweeper {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runSweeps(new Date())
      .catch((error: unknown) => logger.warn('local sweep failed', { error: error as Error }))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  const stop = async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return { stop };
}
