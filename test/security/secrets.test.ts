import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { generateApiKey } from '../../lib/domain/api-key.js';
import { MAX_BODY_BYTES } from '../../lib/http/api.js';
import { routeKey } from '../../lib/api/routes.js';
import { viaFetch, type Transport } from './support/http.js';
import { scanTable } from './support/table.js';
import {
  allRoutes,
  createFixture,
  createMerchant,
  hasBody,
  isPublicRoute,
  templateFor,
  uniqueValues,
  type Merchant,
} from './support/templates.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * OWASP API2/API8: no secret at rest or in the logs. The local server runs in a child process with
 * INFO logs (and Powertools' event logging switched on, as an operator debugging might do); a full
 * run of requests (every route; real, revoked, fake and misplaced keys) goes through it. Then every
 * line it printed and every item of the table are scanned: no plaintext key (`<prefix>_sk_`), no
 * Authorization header value and no payment page token anywhere, and every log line carries its own request's id.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let child: ChildProcess;
let send: Transport;
let m: Merchant;
const out: string[] = [];
const err: string[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'test/security/support/log-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POWERTOOLS_LOGGER_LOG_EVENT: 'true',
      POWERTOOLS_DEV: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.once('message', (message: { url: string }) => resolveUrl(message.url));
    child.once('exit', (code) => reject(new Error(`log server exited (${code}): ${err.join('')}`)));
  });
  send = viaFetch(url);
  m = await createMerchant('Loja Segredos');
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
});

const lines = (chunks: string[]) =>
  chunks
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');

/** Waits until the access line of `requestId` (the server writes it just before the answer) is printed. */
async function accessLineOf(requestId: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 10) {
    if (out.join('').includes(`"requestId":"${requestId}"`)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no log line for request ${requestId}`);
}

it('logs and stores no key and no Authorization value, and every log line has its request id', async () => {
  const fixture = await createFixture(send, m.full);
  const prefix = `${config().keyPrefix}_sk_`;
  const fake = generateApiKey(config().keyPrefix, 'test');
  const headerValues = [
    `ApiKey ${m.full}`,
    `ApiKey ${m.readOnly}`,
    `ApiKey ${m.revoked}`,
    `ApiKey ${fake}`,
    `Bearer ${m.full}`,
    `apikey ${m.full}`,
    `ApiKey ${m.full.replace('_sk_test_', '_sk_live_')}`,
    'Basic bWVyY2hhbnQ6c2VncmVkby1kby1sb2ppc3Rh',
    'ApiKey not-a-key-but-a-secret-all-the-same',
  ];
  const attempts: {
    label: string;
    method: string;
    path: string;
    headers: Record<string, string>;
    raw?: string;
  }[] = [];
  for (const route of allRoutes) {
    const request = templateFor(route)(fixture, uniqueValues());
    const body = request.body ? JSON.stringify(request.body) : undefined;
    const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    const auths = isPublicRoute(route) ? [undefined, headerValues[0]] : [...headerValues, undefined];
    for (const authorization of auths) {
      attempts.push({
        label: `${routeKey(route)} ${authorization ?? 'no key'}`,
        method: route.method,
        path: request.path,
        headers: { ...json, ...(authorization ? { authorization } : {}) },
        ...(body === undefined ? {} : { raw: body }),
      });
    }
    // Keys where they do not belong: the query string and another header.
    attempts.push({
      label: `${routeKey(route)} key in query and x-api-key`,
      method: route.method,
      path: `${request.path}${request.path.includes('?') ? '&' : '?'}api_key=${m.full}`,
      headers: { ...json, 'x-api-key': m.full, authorization: `ApiKey ${m.readOnly}` },
      ...(body === undefined ? {} : { raw: body }),
    });
    if (hasBody(route) && !isPublicRoute(route)) {
      for (const [label, raw, contentType] of [
        ['malformed JSON', '{"a":', 'application/json'],
        ['too large', ' '.repeat(MAX_BODY_BYTES + 1), 'application/json'],
        ['text/plain', body ?? '{}', 'text/plain'],
      ] as const) {
        attempts.push({
          label: `${routeKey(route)} ${label}`,
          method: route.method,
          path: request.path,
          headers: { 'content-type': contentType, authorization: `ApiKey ${m.full}` },
          raw,
        });
      }
    }
  }
  attempts.push({
    label: 'unknown route',
    method: 'GET',
    path: '/v1/nothing',
    headers: { authorization: `ApiKey ${m.full}` },
  });

  const statuses = new Set<number>();
  for (const attempt of attempts) {
    const before = out.length;
    const answer = await send(attempt.method, attempt.path, {
      headers: attempt.headers,
      ...(attempt.raw === undefined ? {} : { raw: attempt.raw }),
    });
    statuses.add(answer.status);
    const requestId = answer.headers['x-request-id'];
    expect(requestId, attempt.label).toBeTruthy();
    await accessLineOf(requestId as string);
    // Requests run one at a time: every line printed since the last one belongs to this request.
    const printed = lines(out.slice(before));
    expect(printed.length, attempt.label).toBeGreaterThan(0);
    for (const line of printed) {
      const entry = JSON.parse(line) as { requestId?: string };
      expect(entry.requestId, `${attempt.label}: ${line.slice(0, 300)}`).toBe(requestId);
    }
    // One access line, the stage's (lib/http/access-log.ts): the route, never the path.
    const access = printed.map((line) => JSON.parse(line) as { routeKey?: string; status?: string });
    expect(
      access.filter((entry) => entry.routeKey !== undefined),
      attempt.label,
    ).toEqual([expect.objectContaining({ status: String(answer.status) })]);
  }
  // The run did cover successes and every kind of refusal.
  for (const status of [200, 201, 204, 400, 401, 403, 404, 413, 415, 422]) expect(statuses).toContain(status);

  // Nothing anywhere: not in what the process printed (stdout and stderr), not in the table.
  const printed = [...out, ...err].join('');
  const stored = JSON.stringify(await scanTable());
  for (const [where, text] of [
    ['logs', printed],
    ['table', stored],
  ] as const) {
    expect(text.includes(prefix), `a plaintext key (${prefix}) in the ${where}`).toBe(false);
    for (const value of [...headerValues, m.full, m.readOnly, m.revoked, fake]) {
      const secret = value.replace(/^\S+ /, '');
      expect(text.includes(secret), `${value.slice(0, 20)}… in the ${where}`).toBe(false);
    }
    // The payer's page token is a credential too: logs name the parameter, the table keeps a hash.
    expect(text.includes(fixture.checkout.token), `the page token in the ${where}`).toBe(false);
  }
  // Error-level log lines go to stderr; they too name their request (Node's own warnings do not).
  for (const line of lines(err).filter((text) => text.startsWith('{'))) {
    const entry = JSON.parse(line) as { requestId?: string };
    expect(entry.requestId, line.slice(0, 300)).toBeTruthy();
  }
}, 120_000);
