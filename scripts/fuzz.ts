/**
 * `npm run fuzz -- [--runs N] [--seed S] [--path P] [--verbose] [--limits]`: the hostile-input property of
 * test/security/hostile-input.test.ts, as many runs as asked, against a DynamoDB Local and a local
 * server of its own (in memory; nothing is kept). Prints the seed first; on a failure prints the
 * seed, the shrunk counterexample and the request that broke an invariant, and exits 1;
 * `--seed S --path P` (both printed then) replays just that counterexample. `--limits` keeps the
 * limits of `docs/rules/rate-limits.md` at their defaults (else raised, as for load), so 429s are
 * fuzzed too.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    path: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    limits: { type: 'boolean', default: false },
  },
});

const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() ^ (Math.random() * 0x100000000) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error(
    'usage: npm run fuzz -- [--runs N] [--seed S] [--verbose] [--limits]   (N >= 1, S an integer)',
  );
  process.exit(2);
}

// A test deployment with its own table; settle configuration before any handler module reads it.
process.env.APP_ENV = 'test';
process.env.LOCAL_MODE = 'true';
process.env.KEY_PREFIX = 'mp';
process.env.TABLE_NAME = 'merchant-payments-fuzz';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
// Requests run side by side, each in its own log context (dev/server.ts): set before any SDK call.
process.env.AWS_LAMBDA_MAX_CONCURRENCY ||= '64';
if (!values.limits) {
  // Load is the point here: limits raised, as load tests may (docs/rules/rate-limits.md): one source,
  // few keys.
  process.env.RATE_LIMIT_TEST ||= '500';
  process.env.AUTH_FAILURES_PER_MINUTE ||= '1000000';
  process.env.PAGE_POLLS_PER_SECOND ||= '500';
  process.env.PAGE_COUPON_TRIES_PER_HOUR ||= '1000000';
}

const { default: fc } = await import('fast-check');
const { startDynamoLocal } = await import('../dev/dynamo-local.js');
const dynamoLocal = await startDynamoLocal();
process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;

const { ensureTable } = await import('../lib/db/schema.js');
const { startLocalServer } = await import('../dev/server.js');
const { createWorld, hostileProperty } = await import('../test/security/support/hostile.js');
const { patient, viaDispatchFrom } = await import('../test/security/support/http.js');
const { closeVerifier } = await import('../test/security/support/table.js');

let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
let exitCode = 0;
try {
  await ensureTable();
  server = await startLocalServer(0);
  // At the limits, the fuzzer's own set-up comes from another loopback address and waits out 429s.
  const world = values.limits
    ? await createWorld(server.url, patient(viaDispatchFrom('127.0.0.2')))
    : await createWorld(server.url);
  console.log(
    `fuzz: ${runs} runs, seed ${seed} (server ${server.url}, DynamoDB Local ${dynamoLocal.endpoint})`,
  );
  const started = Date.now();
  const details = await fc.check(hostileProperty(world), {
    numRuns: runs,
    seed,
    verbose: values.verbose,
    ...(values.path === undefined ? {} : { path: values.path }),
  });
  if (details.failed) {
    exitCode = 1;
    console.error(`\nfuzz FAILED (seed ${seed}, path ${details.counterexamplePath ?? '?'})`);
    console.error(fc.defaultReportMessage(details));
    const error = details.errorInstance as Error | undefined;
    if (error) console.error(`\nWhat broke: ${error.message}`);
    console.error(`\nReplay: npm run fuzz -- --seed ${seed} --path ${details.counterexamplePath ?? ''}`);
  } else {
    console.log(`fuzz passed: ${details.numRuns} runs in ${Date.now() - started} ms (seed ${seed})`);
  }
  console.log(`answers by status: ${JSON.stringify(world.statuses)}`);
} catch (error) {
  exitCode = 1;
  console.error(`fuzz could not run (seed ${seed}):`, error);
} finally {
  closeVerifier();
  await server?.close();
  await dynamoLocal.stop();
}
process.exit(exitCode);
