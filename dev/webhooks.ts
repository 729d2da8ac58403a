import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '../lib/logger.js';
import {
  deliverDue,
  dispatchUndispatched,
  type AttemptReport,
  type DeliverOptions,
} from '../lib/webhooks/deliveries.service.js';
import { onLocalWake } from '../lib/webhooks/queue.js';

/**
 * Webhooks without AWS (`npm start`, tests): the dispatcher and the deliverer that run on AWS,
 * driven in-process. Undispatched events and due deliveries are both read from the table's due
 * index, so nothing is lost across a restart; the local queue wakes the loop when a delivery comes
 * due, and the loop also polls every `pollMs`.
 */
export interface LocalWebhooks {
  stop(): Promise<void>;
  /** One pass now (tests wait on it). */
  runOnce(): Promise<void>;
}

/** `webhook charge.paid -> 127.0.0.1:4000  200  attempt 1`, as `npm start` prints each attempt. */
export function deliveryLine(attempt: AttemptReport): string {
  const answer = attempt.responseStatus === null ? attempt.error : String(attempt.responseStatus);
  const next = { delivered: '', retry_scheduled: ', retried later', failed: ', given up' }[attempt.outcome];
  return `webhook ${attempt.eventType} -> ${new URL(attempt.endpointUrl).host}  ${answer}  attempt ${attempt.attempt}${next}`;
}

export function startLocalWebhooks(
  options: DeliverOptions & {
    pollMs?: number;
    /** Only this merchant's events and deliveries (tests running beside other test files). */
    merchantId?: string;
  } = {},
): LocalWebhooks {
  const scope = options.merchantId ? { merchantId: options.merchantId } : {};
  const pollMs = options.pollMs ?? 250;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();
  // A request's write wakes the driver from inside that request's invocation context (dev/server.ts
  // runs each in its own InvokeStore), which a pass started there, and every pass chained after it,
  // would inherit: the deliverer's log lines would carry that request's id and function. Passes run
  // in the context the driver was started in.
  const outside = AsyncLocalStorage.snapshot();

  const pass = async (): Promise<void> => {
    try {
      await dispatchUndispatched(new Date(), scope);
      await deliverDue(new Date(), { ...options, ...scope });
    } catch (error) {
      logger.error('local webhooks pass failed', { error: error as Error });
    }
  };
  // One pass at a time; a wake-up during a pass runs one more pass after it.
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = outside(pass).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
    return running;
  };
  const schedule = (delayMs: number) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void run();
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    timers.add(timer);
  };
  const unsubscribe = onLocalWake(schedule);
  const poller = setInterval(() => void run(), pollMs);
  poller.unref();
  void run();

  return {
    runOnce: () => (running ?? Promise.resolve()).then(() => outside(pass)),
    async stop() {
      stopped = true;
      clearInterval(poller);
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
      await running;
    },
  };
}
