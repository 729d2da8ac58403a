import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A real webhook receiver on 127.0.0.1 (tests send traffic only to loopback). It answers with
 * whatever `respond` says: a status, or 'hang' to never answer (a timeout for the sender).
 */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export type Behaviour = number | 'hang';

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  respond: Behaviour;
  close(): Promise<void>;
  /** Resolves once `count` requests have arrived (the caller's test timeout bounds it). */
  waitFor(count: number): Promise<Received[]>;
}

export async function startReceiver(respond: Behaviour = 204): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<() => void>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    received,
    respond,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    waitFor: (count) =>
      new Promise((resolve) => {
        if (received.length >= count) return resolve(received);
        waiters.push({ count, resolve: () => resolve(received) });
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const behaviour = receiver.respond;
      if (behaviour === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(
        behaviour,
        behaviour >= 300 && behaviour < 400 ? { location: 'http://127.0.0.1:1/' } : {},
      );
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}

/** What a receiver does first: verify the Standard Webhooks signature; throws if it does not hold. */
export function verified(secret: string, message: Received): { id: string; type: string; data: unknown } {
  const headers = {
    'webhook-id': String(message.headers['webhook-id']),
    'webhook-timestamp': String(message.headers['webhook-timestamp']),
    'webhook-signature': String(message.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(message.body, headers) as { id: string; type: string; data: unknown };
}
