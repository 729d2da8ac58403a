import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../dev/dynamo-local.js';
import { startLocalServer, type LocalServer } from '../../dev/server.js';
import { startLocalWebhooks, type LocalWebhooks } from '../../dev/webhooks.js';
import { dynamo } from '../../lib/db/client.js';
import { logger } from '../../lib/logger.js';
import { createEndpoint } from '../support/webhooks.js';
import { FAULT, internalServerError, removeFaults } from '../support/faults.js';
import { newMerchant, type TestMerchant } from '../support/api.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

// The suite runs with POWERTOOLS_LOG_LEVEL=SILENT (vitest.config.ts); these tests read the lines,
// and the logger takes its level when it is made.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

/**
 * `npm start` runs every request in one process, side by side, beside the in-process webhook
 * driver: each log line carries the id of the request that wrote it (the `X-Request-Id` it
 * answered), and a line written by no request (a webhook attempt) carries none.
 */
type Line = Record<string, unknown>;
const UNKNOWN_CHARGE = '0194c2d1-7e0a-7000-8000-00000000dead';

let server: LocalServer;
let driver: LocalWebhooks;
let receiver: Receiver;
let m: TestMerchant;

beforeAll(async () => {
  m = await newMerchant();
  receiver = await startReceiver(204);
  server = await startLocalServer(0);
  // Passes only when a request's write wakes the driver (npm start also polls every 250 ms).
  driver = startLocalWebhooks({ pollMs: 3_600_000, merchantId: m.merchantId });
});

afterAll(async () => {
  removeFaults();
  await driver?.stop();
  await server?.close();
  await receiver?.close();
});

/** What the logger prints while `run` runs, parsed: Powertools writes through its own Console. */
async function printed(run: () => Promise<void>): Promise<Line[]> {
  const lines: string[] = [];
  const console = (logger as unknown as { console: Record<string, (line: string) => void> }).console;
  const spies = (['info', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line)),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Line);
}

interface Answer {
  route: string;
  status: number;
  requestId: string;
}

async function send(method: string, path: string, key: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `ApiKey ${key}` },
  });
  await response.arrayBuffer();
  return {
    route: `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`,
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? '',
  };
}

describe('log lines under concurrent requests', () => {
  it("carry the id of the request that wrote them, and a webhook attempt's carry none", async () => {
    const endpoint = await createEndpoint(m, receiver.url, ['*']);
    // A read of this charge fails at the database: its request logs `request failed` and answers 503.
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        if (JSON.stringify(args.input).includes(UNKNOWN_CHARGE)) throw internalServerError();
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}UnknownCharge`, tags: [FAULT] },
    );
    const answers: Answer[] = [];
    const lines = await printed(async () => {
      for (let round = 0; round < 3; round++) {
        answers.push(
          ...(await Promise.all([
            ...Array.from({ length: 4 }, () =>
              send('POST', `/v1/webhook-endpoints/${endpoint.id}/test`, m.full),
            ),
            ...Array.from({ length: 4 }, () => send('GET', `/v1/charges/${UNKNOWN_CHARGE}`, m.readOnly)),
            ...Array.from({ length: 4 }, () => send('GET', '/v1/charges', m.readOnly)),
          ])),
        );
      }
      // Every ping delivered, and its attempt logged, while other requests come and go.
      await receiver.waitFor(12);
      await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(12);
      answers.push(
        ...(await Promise.all(Array.from({ length: 4 }, () => send('GET', '/v1/charges', m.readOnly)))),
      );
      await driver.runOnce();
    });
    removeFaults();

    const failed = answers.filter((answer) => answer.status === 503);
    expect(failed).toHaveLength(12);
    const byId = new Map(answers.map((answer) => [answer.requestId, answer]));
    const requestLines = lines.filter((line) => line.message === 'request failed');
    // Each failed request wrote its own line, under its own id, and no other request's.
    expect(requestLines.map((line) => line.requestId).sort()).toEqual(failed.map((a) => a.requestId).sort());
    for (const line of requestLines) {
      expect(line.function_request_id).toBe(line.requestId);
      expect(line.function_name).toBe('functions/charges/get.ts');
    }
    const attempts = lines.filter((line) => line.message === 'webhook attempt');
    expect(attempts.length).toBeGreaterThanOrEqual(12);
    for (const line of attempts) {
      expect(line, JSON.stringify(line)).not.toHaveProperty('requestId');
      expect(line, JSON.stringify(line)).not.toHaveProperty('function_request_id');
      expect(line, JSON.stringify(line)).not.toHaveProperty('function_name');
    }
    // Whatever else was logged names a request only if that request wrote it.
    for (const line of lines.filter((l) => typeof l.requestId === 'string')) {
      expect(byId.has(line.requestId as string), JSON.stringify(line)).toBe(true);
      expect(line.function_request_id).toBe(line.requestId);
    }
  });
});

describe('npm start', () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "writes no request's id or function on the lines of its webhook deliveries, however requests overlap",
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), 'mp-logs-'));
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
      // Its own database and table, and the lines at INFO (a webhook attempt is one).
      delete env.DYNAMODB_ENDPOINT;
      delete env.TABLE_NAME;
      // As a developer's shell has it (this worker's own server set it for this process).
      delete env.AWS_LAMBDA_MAX_CONCURRENCY;
      env.POWERTOOLS_LOG_LEVEL = 'INFO';
      child = spawn('npm', ['start', '--', '--in-memory'], {
        cwd: join(import.meta.dirname, '../..'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      await vi.waitFor(
        () => {
          if (child!.exitCode !== null) throw new Error(`npm start stopped:\n${output}`);
          expect(output).toContain('Ctrl-C stops');
        },
        { timeout: 180_000, interval: 200 },
      );
      const key = /FULL_ACCESS: (\S+)/.exec(output)![1]!;
      const base = `http://127.0.0.1:${port}/v1`;
      const post = async (path: string, body?: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: `ApiKey ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
        return (await response.json()) as { data: { id: string } };
      };
      const endpoint = await post('/webhook-endpoints', { url: receiver.url, events: ['*'] });
      const before = receiver.received.length;
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const charge = await post('/charges', { amount: 1000 + i });
          await post(`/charges/${charge.data.id}/simulate-payment`);
          await post(`/webhook-endpoints/${endpoint.data.id}/test`);
        }),
      );
      // 8 × (charge.created, charge.paid, ping).
      await receiver.waitFor(before + 24);
      await vi.waitFor(
        () => expect(output.split('\n').filter((l) => l.includes('"webhook attempt"')).length).toBe(24),
        { timeout: 10_000, interval: 100 },
      );
      const attempts = output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('"webhook attempt"'))
        .map((line) => JSON.parse(line) as Line);
      for (const line of attempts) {
        expect(line, JSON.stringify(line)).not.toHaveProperty('requestId');
        expect(line, JSON.stringify(line)).not.toHaveProperty('function_request_id');
      }
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    },
  );
});
