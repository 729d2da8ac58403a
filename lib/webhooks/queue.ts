import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config.js';
import type { DeliveryRef } from './webhook.domain.js';

/**
 * Where a delivery goes to be attempted (now or after `delaySeconds`). On AWS an SQS queue feeds
 * the delivery function; locally the due index of the deliveries is the queue (durable across
 * restarts) and `send` only wakes the local driver at the right time.
 */
export interface DeliveryQueue {
  send(refs: DeliveryRef[], delaySeconds: number): Promise<void>;
}

/** SQS's longest delay: a later attempt is reached by re-enqueueing until it is due. */
export const MAX_SQS_DELAY_SECONDS = 900;

export function sqsQueue(
  queueUrl: string,
  client = new SQSClient({ region: config().region }),
): DeliveryQueue {
  return {
    async send(refs, delaySeconds) {
      const delay = Math.max(0, Math.min(MAX_SQS_DELAY_SECONDS, Math.ceil(delaySeconds)));
      for (let start = 0; start < refs.length; start += 10) {
        const batch = refs.slice(start, start + 10);
        const { Failed } = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((ref, i) => ({
              Id: String(i),
              MessageBody: JSON.stringify(ref),
              DelaySeconds: delay,
            })),
          }),
        );
        // Failing the caller makes its trigger (stream batch, SQS message) run again.
        if (Failed && Failed.length > 0) throw new Error(`SQS refused ${Failed.length} messages`);
      }
    },
  };
}

type Wake = (delayMs: number) => void;
const wakers = new Set<Wake>();

/** The local driver registers here to be woken when a delivery comes due. */
export function onLocalWake(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export const localQueue: DeliveryQueue = {
  send(refs, delaySeconds) {
    if (refs.length > 0) for (const wake of wakers) wake(delaySeconds * 1000);
    return Promise.resolve();
  },
};

let override: DeliveryQueue | undefined;

/** Tests replace the queue to inject a crash between dispatch and delivery. */
export function setDeliveryQueue(queue: DeliveryQueue | undefined): void {
  override = queue;
}

let sqs: DeliveryQueue | undefined;

export function deliveryQueue(env: NodeJS.ProcessEnv = process.env): DeliveryQueue {
  if (override) return override;
  if (!env.WEBHOOK_QUEUE_URL) return localQueue;
  sqs ??= sqsQueue(env.WEBHOOK_QUEUE_URL);
  return sqs;
}
