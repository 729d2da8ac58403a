import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalServer } from '../../../../dev/server.js';

/**
 * The real API for the client's tests: the local server `npm start` runs (route table, handler
 * modules, DynamoDB Local), on a free port of 127.0.0.1. Merchants and keys come from
 * `newMerchant` (test/support/api.ts), one per test.
 */
export interface Api {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The client's `baseUrl`: the origin with `/v1`. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startApi(): Promise<Api> {
  const server = await startLocalServer(0);
  return { origin: server.url, baseUrl: `${server.url}/v1`, close: () => server.close() };
}

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The API's answer, when the request was forwarded. */
  answer?: { status: number; headers: Record<string, string>; body: string };
}

/**
 * What the proxy does with one request: `forward` it; `drop` it after forwarding (the API did the
 * work, and the client's connection is closed before the answer: a lost response; an API too busy
 * to do it, answering 503, is passed on instead); or answer it itself with `status`, `headers` and
 * an error envelope naming `code`, without forwarding.
 */
export type Fault = 'forward' | 'drop' | { status: number; code: string; headers?: Record<string, string> };

export interface Proxy {
  baseUrl: string;
  exchanges: Exchange[];
  /** How many answers were dropped. */
  dropped: number;
  /**
   * The exchanges less those the API answered 503: under load DynamoDB Local can be slower than the
   * API's deadline, and the API then answers 503, which the client retries as it should. Tests
   * count the others.
   */
  served(): Exchange[];
  /** Whether a retry was of such a 503 of the API's own (not one the proxy made). */
  busy(retry: { requestId: string | undefined }): boolean;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * A proxy on 127.0.0.1 in front of the real API, where a test makes the network fail the way it
 * does in production: `decide` picks the fate of each request (numbered from 0).
 */
export async function startProxy(
  api: Api,
  decide: (exchange: Exchange, proxy: Proxy) => Fault = () => 'forward',
): Promise<Proxy> {
  const exchanges: Exchange[] = [];
  const busyIds = new Set<string>();
  const busy = (exchange: Exchange) => exchange.answer?.status === 503;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const exchange: Exchange = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = exchanges.push(exchange) - 1;
      const fault = decide(exchange, proxy);
      if (typeof fault === 'object') {
        const path = exchange.url.split('?')[0];
        const body = JSON.stringify({
          data: null,
          success: false,
          error: {
            timestamp: new Date().toISOString(),
            status: fault.status,
            code: fault.code,
            message: 'Falha injetada pelo teste.',
            path,
            fields: null,
          },
        });
        res.writeHead(fault.status, {
          'content-type': 'application/json',
          'x-request-id': `proxy-${index}`,
          ...fault.headers,
        });
        res.end(body);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name))
          headers[name] = Array.isArray(value) ? value.join(',') : value;
      void (async () => {
        const response = await fetch(`${api.origin}${exchange.url}`, {
          method: exchange.method,
          headers,
          ...(chunks.length ? { body: exchange.body } : {}),
        });
        const answer = {
          status: response.status,
          headers: Object.fromEntries(response.headers.entries()),
          body: await response.text(),
        };
        exchange.answer = answer;
        if (busy(exchange)) busyIds.add(answer.headers['x-request-id'] ?? '');
        else if (fault === 'drop') {
          proxy.dropped++;
          req.socket.destroy();
          return;
        }
        const passed = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        res.writeHead(answer.status, Object.fromEntries(passed));
        res.end(answer.body);
      })().catch(() => req.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: Proxy = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    exchanges,
    dropped: 0,
    served: () => exchanges.filter((exchange) => !busy(exchange)),
    busy: (retry) => retry.requestId !== undefined && busyIds.has(retry.requestId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/** The requests a proxy served of one method and path (without query), less the API's own 503s. */
export const requestsTo = (proxy: Proxy, method: string, path: string): Exchange[] =>
  proxy.served().filter((e) => e.method === method && e.url.split('?')[0] === `/v1${path}`);
