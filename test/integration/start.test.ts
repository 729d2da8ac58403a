import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/dynamo-local.js';

/**
 * `npm start` as a developer (or an IDE, a process manager, a script) runs it: a real npm
 * process, signalled by its pid, not by a terminal's process group. Linux only (reads /proc).
 */
const execFileAsync = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const dataDirs: string[] = [];
const started: ChildProcess[] = [];

afterAll(() => {
  // A failed assertion must not leave servers behind for the rest of the run.
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  // The worker's own database and table belong to the test run, not to the server under test.
  delete env.DYNAMODB_ENDPOINT;
  delete env.DYNAMODB_LOCAL_PORT;
  delete env.TABLE_NAME;
  delete env.POWERTOOLS_LOG_LEVEL;
  return env;
}

interface Run {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

function run(command: string, args: string[], extra: Record<string, string>): Run {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-start-'));
  dataDirs.push(dataDir);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: environment({ DATA_DIR: dataDir, ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, dataDir, output: () => output, exited };
}

const npmStart = (port: number, ...args: string[]) =>
  run('npm', ['start', '--', '--in-memory', ...args], { PORT: String(port) });

async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every process below `pid`, from /proc (ppid is the 4th field of /proc/<pid>/stat). */
function descendants(pid: number): { pid: number; command: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const next = queue.shift()!;
    let command: string;
    try {
      command = readFileSync(`/proc/${next}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    found.push({ pid: next, command });
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const dynamoPortOf = (output: string): number => {
  const found = /DynamoDB: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
  if (!found) throw new Error(`no DynamoDB line in:\n${output}`);
  return Number(found[1]);
};

/** Starts `npm start` and returns once it prints its first-run keys (server and database up). */
async function startServer(): Promise<Run & { port: number; dynamoPort: number }> {
  const port = await freePort();
  const server = npmStart(port);
  await until(
    () => server.output().includes('Ctrl-C stops') || server.child.exitCode !== null,
    'npm start',
    150_000,
  );
  expect(server.output(), server.output()).toContain(`listening on http://127.0.0.1:${port}/v1`);
  return { ...server, port, dynamoPort: dynamoPortOf(server.output()) };
}

async function expectStopped(server: Awaited<ReturnType<typeof startServer>>, tree: { pid: number }[]) {
  // The shutdown has a 4 s hard deadline by construction; the margin is for a loaded machine.
  const code = await Promise.race([
    server.exited,
    new Promise<'running'>((r) => setTimeout(() => r('running'), 10_000)),
  ]);
  expect(code, server.output()).not.toBe('running');
  expect(await portOpen(server.port)).toBe(false);
  expect(await portOpen(server.dynamoPort)).toBe(false);
  // Grandchildren (tsx's esbuild service) leave a moment after their parent, when their pipe closes.
  await until(() => tree.every(({ pid }) => !alive(pid)), 'every child to stop', 5_000).catch(
    () => undefined,
  );
  expect(tree.filter(({ pid }) => alive(pid))).toEqual([]);
}

describe('npm start', { timeout: 240_000 }, () => {
  it('stops with everything it started on SIGINT or SIGTERM to npm, and a second one gets its own database', async () => {
    // One after the other: two cold JVMs at once on a small shared machine time out their first writes.
    const first = await startServer();
    const second = await startServer();
    // Its own DynamoDB Local, not the first one's: its demo merchant is created anew.
    expect(first.child.exitCode, first.output()).toBeNull();
    expect(second.dynamoPort, `${first.output()}\n---\n${second.output()}`).not.toBe(first.dynamoPort);
    expect(second.output()).toContain('created. These keys are shown only now');

    const response = await fetch(`http://127.0.0.1:${first.port}/v1/coupons`).catch((error: unknown) => {
      throw new Error(`no answer from the first server:\n${first.output()}`, { cause: error });
    });
    expect(response.status).toBe(401);
    // The terminal shows one line per request: method, path, status, time, request id.
    await until(() => first.output().includes('GET /v1/coupons 401'), 'request line', 5_000);
    expect(first.output()).toMatch(
      new RegExp(`GET /v1/coupons 401 \\d+ ms ${response.headers.get('x-request-id')}`),
    );

    // Revocation is immediate locally, and the admin CLI finds this server's database by itself.
    const key = /FULL_ACCESS: (\S+)/.exec(first.output())![1]!;
    const merchantId = /Demo merchant (\S+) created/.exec(first.output())![1]!;
    const coupons = () =>
      fetch(`http://127.0.0.1:${first.port}/v1/coupons`, { headers: { authorization: `ApiKey ${key}` } });
    expect((await coupons()).status).toBe(200);
    const cli = (...args: string[]) =>
      execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
        cwd: ROOT,
        env: environment({ DATA_DIR: first.dataDir }),
      });
    const listed = JSON.parse((await cli('keys', 'list', '--merchant', merchantId)).stdout) as {
      id: string;
      lastFour: string;
    }[];
    const keyId = listed.find((entry) => entry.lastFour === key.slice(-4))!.id;
    await cli('keys', 'revoke', keyId);
    expect((await coupons()).status).toBe(401);

    const trees = [first, second].map((server) => descendants(server.child.pid!));
    for (const tree of trees) {
      expect(tree.some(({ command }) => command.startsWith('java '))).toBe(true);
      expect(tree.some(({ command }) => command.includes('scripts/start.ts'))).toBe(true);
    }
    first.child.kill('SIGINT');
    second.child.kill('SIGTERM');
    await expectStopped(first, trees[0]!);
    await expectStopped(second, trees[1]!);
  });

  it('stops with everything it started when npm itself dies without a word', async () => {
    const server = await startServer();
    const tree = descendants(server.child.pid!);
    server.child.kill('SIGKILL');
    await until(() => tree.every(({ pid }) => !alive(pid)), 'the orphans to stop', 10_000);
    expect(await portOpen(server.port)).toBe(false);
    expect(await portOpen(server.dynamoPort)).toBe(false);
  });
});

describe('npm start setup errors: one message, no stack trace', () => {
  const noStack = (output: string) => expect(output).not.toMatch(/^\s+at /m);

  it('names the HTTP port in use and how to pick another', async () => {
    let blocker: Server | undefined;
    const port = await new Promise<number>((resolve) => {
      blocker = createServer().listen(0, '127.0.0.1', () => {
        const address = blocker!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    try {
      const server = npmStart(port);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is in use`);
      expect(server.output()).toContain(`PORT=${port + 1} npm start`);
      noStack(server.output());
    } finally {
      blocker?.close();
    }
  });

  it('tells a second npm start, whose port and data folder the first holds, how to run apart', async () => {
    let blocker: Server | undefined;
    const port = await new Promise<number>((resolve) => {
      blocker = createServer().listen(0, '127.0.0.1', () => {
        const address = blocker!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    // The first server: this (live) process holds the data folder's lock, as a running npm start does.
    const held = mkdtempSync(join(tmpdir(), 'mp-start-held-'));
    dataDirs.push(held);
    writeFileSync(join(held, 'dynamodb.lock'), JSON.stringify({ pid: process.pid }));
    try {
      const server = run('npm', ['start'], { PORT: String(port), DATA_DIR: held });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is in use, and another npm start (pid ${process.pid})`);
      expect(server.output()).toContain(`PORT=${port + 1} DATA_DIR=.data-${port + 1} npm start`);
      expect(server.output()).toContain(`PORT=${port + 1} npm start -- --in-memory`);
      noStack(server.output());
    } finally {
      blocker?.close();
    }
  });

  it('says how to install Java 17 when there is no java', async () => {
    const server = run(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--in-memory'], {
      PORT: String(await freePort()),
      // Only node's own folder: no java anywhere on this PATH.
      PATH: dirname(process.execPath),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Java was not found');
    expect(server.output()).toContain('openjdk-17');
    noStack(server.output());
  });

  it('says what to do when the data folder cannot be used', async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'mp-start-')), 'file');
    dataDirs.push(dirname(notAFolder));
    writeFileSync(notAFolder, 'not a folder');
    const server = run('npm', ['start'], { PORT: String(await freePort()), DATA_DIR: notAFolder });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot write ${notAFolder}`);
    expect(server.output()).toContain('--in-memory');
    noStack(server.output());
  });
});
