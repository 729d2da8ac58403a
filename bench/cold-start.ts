/**
 * Cold start: every function's bundle, built as the stack builds it, against a bundle of the bare
 * DynamoDB document client (the least any function here loads). Bytes from esbuild's output;
 * import time as the median of fresh Node processes, each loading one bundle with the function's
 * NODE_OPTIONS, the function's and the floor's runs interleaved so drift hits both alike.
 *
 * `tsx bench/cold-start.ts --check` is the CI gate (docs/performance.md): bytes within the budget
 * below, a deterministic measure of what a cold start parses; import time is measured and reported
 * beside it, not gated, because a loaded machine moves it more than any regression would.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { buildBundles } from '../dev/bundles.js';
import { dashboardRoutes } from '../lib/dashboard/dashboard.routes.js';
import { BUNDLE_FILE, esbuildOptions, NODE_OPTIONS } from '../infra/bundling.js';
import { SWEEP_HANDLER } from '../infra/sweeper.js';
import { WEBHOOK_HANDLERS } from '../infra/webhooks.js';

export const ROOT = resolve(import.meta.dirname, '..');
const NODE = join(ROOT, 'node_modules/.bin/node');

/**
 * Bytes may be this much over the floor's: zod/mini, Powertools Logger, lru-cache, Middy and our
 * own code put every function at 1.2× or more of the bare client; qrcode, the live Pix client, the
 * Secrets Manager client, the KMS client (a merchant's own PSP credentials are opened at run
 * time, docs/live-pix.md), ipaddr.js (a merchant's PSP is reached at public addresses only) and
 * the watch on a merchant's PSP connection (its status and event) add the rest on the charge,
 * checkout and subscription functions (the one-resource answers carry a QR image; secrets are read
 * at run time).
 */
export const BYTES_RATIO_MAX = 1.77;

/**
 * The dashboard's forms (its two POST rows) are for people, not the API's hot path: a person waits
 * for one cold start at most, and the action row of a charge or an event carries both what a refund
 * needs (the live Pix client, KMS) and what a redelivery needs (SQS) in one function
 * (docs/performance.md). Its pages keep the API's budget.
 */
export const DASHBOARD_BYTES_RATIO_MAX = 1.86;

/** The dashboard's form functions (its API route, `POST /v1/dashboard-sessions`, is not one). */
const DASHBOARD_FORMS = new Set<string>(
  Object.values(dashboardRoutes)
    .filter((route) => route.method === 'POST' && !route.path.startsWith('/v1/'))
    .map((route) => route.handler),
);

/** The byte budget of a function. */
export const bytesRatioMax = (handler: string): number =>
  DASHBOARD_FORMS.has(handler) ? DASHBOARD_BYTES_RATIO_MAX : BYTES_RATIO_MAX;

const FLOOR_ENTRY = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = () => client.send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }));
`;

export interface ColdStart {
  handler: string;
  bytes: number;
  importMs: number;
}

/** Milliseconds to import `file` in a fresh process, as Lambda's runtime would. */
function importOnce(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const out = execFileSync(NODE, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_OPTIONS, AWS_REGION: 'sa-east-1', TABLE_NAME: 'bench' },
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').at(-1));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The floor and every function, with the median import time of `runs` processes each. */
export async function measureColdStart(
  runs = 7,
  only?: ReadonlySet<string>,
): Promise<{ floor: ColdStart; functions: ColdStart[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  try {
    const floorDir = join(dir, 'floor');
    mkdirSync(floorDir);
    writeFileSync(join(floorDir, 'entry.ts'), FLOOR_ENTRY);
    const floorFile = join(floorDir, BUNDLE_FILE);
    await build({
      ...esbuildOptions(join(floorDir, 'entry.ts'), floorFile),
      nodePaths: [join(ROOT, 'node_modules')],
    });
    const { files } = await buildBundles(ROOT, join(dir, 'functions'));
    // The functions no route names: webhooks and the sweeper.
    for (const handler of [...Object.values(WEBHOOK_HANDLERS), SWEEP_HANDLER]) {
      const file = join(dir, 'background', handler.replace(/\W+/g, '-'), BUNDLE_FILE);
      await build(esbuildOptions(join(ROOT, handler), file));
      files.set(handler, file);
    }
    const floorTimes: number[] = [];
    const functions: ColdStart[] = [];
    for (const [handler, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      if (only && !only.has(handler)) continue;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        floorTimes.push(importOnce(floorFile));
        times.push(importOnce(file));
      }
      functions.push({ handler, bytes: statSync(file).size, importMs: median(times) });
    }
    const floor = {
      handler: 'bare DynamoDB document client',
      bytes: statSync(floorFile).size,
      importMs: median(floorTimes),
    };
    return { floor, functions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function coldStartTable({ floor, functions }: { floor: ColdStart; functions: ColdStart[] }): string {
  const row = (c: ColdStart) =>
    `| ${c.handler} | ${(c.bytes / 1024).toFixed(0)} | ${(c.bytes / floor.bytes).toFixed(2)}× | ${c.importMs.toFixed(1)} | ${(c.importMs / floor.importMs).toFixed(2)}× |`;
  return [
    '| function | KB | bytes / floor | import ms | import / floor |',
    '| --- | ---: | ---: | ---: | ---: |',
    row(floor),
    ...functions.map(row),
  ].join('\n');
}

/** The functions over the byte budget. */
export const overBudget = ({ floor, functions }: { floor: ColdStart; functions: ColdStart[] }): ColdStart[] =>
  functions.filter((c) => c.bytes / floor.bytes > bytesRatioMax(c.handler));

if (process.argv[1] === import.meta.filename && process.argv.includes('--check')) {
  const measured = await measureColdStart(3);
  const over = overBudget(measured);
  const worst = (pick: (c: ColdStart) => number) => Math.max(...measured.functions.map(pick));
  const report =
    `import ≤ ${worst((c) => c.importMs / measured.floor.importMs).toFixed(2)}× (reported, median of 3), ` +
    `bytes ≤ ${worst((c) => c.bytes / measured.floor.bytes).toFixed(2)}× the bare client`;
  if (over.length > 0) {
    console.error(
      `Over the cold-start byte budget (${BYTES_RATIO_MAX}× the bare client; dashboard forms ${DASHBOARD_BYTES_RATIO_MAX}×):\n` +
        coldStartTable({ floor: measured.floor, functions: over }),
    );
    process.exit(1);
  }
  console.log(`cold start: ${measured.functions.length} functions within the byte budget (${report})`);
}
