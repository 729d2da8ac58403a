import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { idempotencyRecordKey } from '../../lib/http/idempotency.js';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';

/**
 * A keyed create whose server process is killed with SIGKILL at a chosen point of its request, as
 * a Lambda instance or `npm start` dies: after the effect's commit and before its answer is stored,
 * and before the commit. The server is the local server `npm start` runs (the real handlers), in a
 * process of its own; its database calls go through a proxy in this process, which kills it when
 * the chosen call arrives and never forwards that call. The client's retries then come from this
 * process, on the same table, as they would reach another instance.
 */
const ROOT = join(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const proxies: Server[] = [];

afterEach(() => vi.useRealTimers());
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const proxy of proxies) proxy.close();
});

/** Within seconds: a retry this long after its request died finds the lock lapsed. */
const DEAD_FOR_MS = 10_000;

/** Moves the clock of this process's handlers `ms` ahead (Date only), as if the retry came later. */
function clockAhead(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

/** Which database call kills the server: its DynamoDB operation and something its body holds. */
interface KillAt {
  operation: string;
  holding: string;
}

/**
 * A proxy to this run's DynamoDB Local that kills `child()` with SIGKILL when the call `at` arrives,
 * leaving that call undone and unanswered.
 */
async function killingProxy(at: KillAt, child: () => ChildProcess): Promise<string> {
  const target = new URL(process.env.DYNAMODB_ENDPOINT!);
  const proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const operation = String(incoming.headers['x-amz-target'] ?? '').split('.')[1];
      if (operation === at.operation && body.includes(at.holding)) {
        child().kill('SIGKILL');
        incoming.socket.destroy();
        return;
      }
      const forwarded = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      forwarded.end(body);
    });
  });
  proxies.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The local server in a process of its own, on this run's table through `endpoint`. */
function startServer(endpoint: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/server-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, DYNAMODB_ENDPOINT: endpoint },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /listening (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

/** A server that dies at `at`; resolves once it is listening. */
async function dyingServer(at: KillAt) {
  const server: { child?: ChildProcess } = {};
  const started = await startServer(await killingProxy(at, () => server.child!));
  server.child = started.child;
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    started.child.once('exit', (_, signal) => resolve(signal)),
  );
  return { ...started, exited };
}

const charge = { amount: 1990, description: 'Pedido 42' };

/** The keyed create sent to the server that dies: its client gets no answer. */
function createThere(url: string, m: TestMerchant, key: string): Promise<string> {
  const body = Buffer.from(JSON.stringify(charge));
  return new Promise((resolve) => {
    const sent = request(
      `${url}/v1/charges`,
      {
        method: 'POST',
        headers: {
          authorization: `ApiKey ${m.full}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
          'idempotency-key': key,
        },
      },
      (answer) => {
        answer.resume();
        resolve(`answered ${answer.statusCode}`);
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    sent.end(body);
  });
}

const retry = (m: TestMerchant, key: string) =>
  call('POST', '/v1/charges', {
    key: m.full,
    body: charge,
    headers: { 'idempotency-key': key, 'content-type': 'application/json' },
  });

const chargesOf = async (m: TestMerchant): Promise<string[]> => {
  const listed = await call('GET', '/v1/charges?size=100', { key: m.readOnly });
  return (listed.json.data.content as { id: string }[]).map((each) => each.id);
};

const recordOf = async (m: TestMerchant, key: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(m.merchantId, key),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('Idempotency-Key: the server killed in the middle of a keyed create', () => {
  let afterCommit: Awaited<ReturnType<typeof dyingServer>>;
  let beforeCommit: Awaited<ReturnType<typeof dyingServer>>;
  beforeAll(async () => {
    [afterCommit, beforeCommit] = await Promise.all([
      // The completion write: the record's COMPLETED update with the answer.
      dyingServer({ operation: 'UpdateItem', holding: '#response' }),
      // The handler's own transaction, the charge's write.
      dyingServer({ operation: 'TransactWriteItems', holding: 'CHARGE#' }),
    ]);
  }, 60_000);

  it('between the commit and the stored answer: a retry gets the create’s answer, the charge made once', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const server = afterCommit;
    expect(await createThere(server.url, m, key)).toBe('ECONNRESET');
    expect(await server.exited).toBe('SIGKILL');
    expect(await recordOf(m, key)).toMatchObject({ status: 'COMMITTED' });
    const [made] = await chargesOf(m);

    clockAhead(DEAD_FOR_MS);
    const answer = await retry(m, key);
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(answer.json.data).toMatchObject({ id: made, status: 'PENDING', amount: 19.9 });
    expect(await chargesOf(m)).toEqual([made]);
  });

  it('before the commit: retries wait on its lock, then one runs it, once', async () => {
    const m = await newMerchant();
    const key = randomUUID();
    const server = beforeCommit;
    expect(await createThere(server.url, m, key)).toBe('ECONNRESET');
    expect(await server.exited).toBe('SIGKILL');
    expect(await recordOf(m, key)).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await chargesOf(m)).toEqual([]);
    expectError(await retry(m, key), 409);

    clockAhead(DEAD_FOR_MS);
    const answer = await retry(m, key);
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await chargesOf(m)).toEqual([answer.json.data.id]);
  });
});
