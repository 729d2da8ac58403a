import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { CheckedUrl } from './ssrf.js';

export interface SendResult {
  /** The receiver's HTTP status; undefined when there was no answer. */
  status?: number;
  /** Why there was no answer (timeout, refused connection, …). */
  error?: string;
}

/**
 * One POST to a checked URL. The connection goes to the checked address whatever DNS says now (a
 * `lookup` that returns it), while the Host header and TLS name stay the URL's, so certificates are
 * verified as usual. Redirects are not followed: a 3xx is simply not a 2xx. The whole exchange,
 * connection included, must end within `timeoutMs`.
 */
export function postJson(
  target: CheckedUrl,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SendResult> {
  const { url, address } = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: address.address, family: address.family },
      ]);
    } else {
      callback(null, address.address, address.family);
    }
  };
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'merchant-payments-webhooks/1',
    },
    lookup: pinned,
    // A fresh connection per delivery: a pooled socket could have been opened for another address.
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(url, options, (res) => {
      // The body is not needed; drain it so the socket closes cleanly.
      res.resume();
      res.on('end', () => finish({ status: res.statusCode }));
      res.on('error', () => finish({ status: res.statusCode }));
    });
    const timer = setTimeout(() => {
      finish({ error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/**
 * The Standard Webhooks headers for one message, signed with each of `secrets` in turn: during a
 * rotation the old secret's signature, then the new one's (`v1,<old> v1,<new>`), so a receiver
 * that knows either verifies it (the `standardwebhooks` package accepts any listed signature).
 */
export function signedHeaders(secrets: readonly string[], eventId: string, body: string, at: Date) {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' '),
  };
}
