import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SetupError } from './dynamo-local.js';

/**
 * What a running `npm start` leaves in .data/ (or DATA_DIR) for other processes: `dynamodb.lock` (the pid that
 * owns .data/dynamodb, so a second persistent server refuses instead of sharing the files) and
 * `endpoint.json` (where its database listens, so `npm run admin` finds it without settings).
 */
/** Where `npm start` keeps local state: `.data/`, or DATA_DIR (tests point it at a temporary folder). */
export const dataDir = (): string => resolve(process.env.DATA_DIR || '.data');
const lockFile = () => resolve(dataDir(), 'dynamodb.lock');
export const endpointFile = () => resolve(dataDir(), 'endpoint.json');

export interface LocalEndpoint {
  pid: number;
  endpoint: string;
  table: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function otherLiveOwner(file: string): number | undefined {
  const pid = readJson<{ pid?: unknown }>(file)?.pid;
  return typeof pid === 'number' && pid !== process.pid && alive(pid) ? pid : undefined;
}

function write(file: string, value: unknown): void {
  try {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, `${JSON.stringify(value)}\n`);
  } catch (error) {
    throw new SetupError(
      `Cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        `Give your user read and write access to ${dataDir()} (or remove it to start afresh), or run \`npm start -- --in-memory\`.`,
    );
  }
}

/** The pid of another live `npm start` that holds .data/dynamodb, if one does. */
export const dataDirOwner = (): number | undefined => otherLiveOwner(lockFile());

/** A second server beside the one on `port`: another port, and a data folder of its own. */
export const secondServerAdvice = (port: number): string =>
  `PORT=${port + 1} DATA_DIR=.data-${port + 1} npm start (its own data folder), or PORT=${port + 1} npm start -- --in-memory`;

/** Takes .data/dynamodb for this process; refuses while another live `npm start` holds it. */
export function claimDataDir(): void {
  const owner = otherLiveOwner(lockFile());
  if (owner !== undefined)
    throw new SetupError(
      `Another npm start (pid ${owner}) is using ${resolve(dataDir(), 'dynamodb')}. Stop it first, or run this one ` +
        `apart: ${secondServerAdvice(Number(process.env.PORT || 3000))}.`,
    );
  write(lockFile(), { pid: process.pid });
}

/** Publishes this server's database for the admin CLI, unless another live server already did. */
export function publishEndpoint(endpoint: string, table: string): void {
  if (otherLiveOwner(endpointFile()) !== undefined) return;
  try {
    write(endpointFile(), { pid: process.pid, endpoint, table } satisfies LocalEndpoint);
  } catch {
    // Only a convenience for the CLI; the server works without it.
  }
}

/** The database of a running `npm start`, if there is one. */
export function runningLocalEndpoint(): LocalEndpoint | undefined {
  const found = readJson<LocalEndpoint>(endpointFile());
  return found && typeof found.pid === 'number' && alive(found.pid) ? found : undefined;
}

/** Removes what this process published (and only that). */
export function releaseLocalState(): void {
  for (const file of [lockFile(), endpointFile()]) {
    if (readJson<{ pid?: unknown }>(file)?.pid === process.pid) rmSync(file, { force: true });
  }
}
