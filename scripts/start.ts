/**
 * `npm start`: the API on http://127.0.0.1:${PORT:-3000}/v1, running the real handlers through
 * the route table. Without DYNAMODB_ENDPOINT it embeds DynamoDB Local (data in .data/, or nothing
 * kept with --in-memory) and creates demo keys on first run.
 *
 * npm runs this as one node process (`node --import tsx`, no tsx wrapper process), so the SIGINT
 * or SIGTERM npm forwards lands here; every way out stops the HTTP server and the java child.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { startLocalServer as startLocalServerType } from '../dev/server.js';

const USAGE = `Usage: npm start -- [options]

Serves the API on http://127.0.0.1:$PORT/v1 (PORT, default 3000) with the real handlers, on an
embedded DynamoDB Local (data in .data/), or on the database DYNAMODB_ENDPOINT names.

Options:
  --in-memory             keep nothing: a new database, demo merchant and keys on every start
  --bundled               serve the esbuild bundles the stack deploys instead of the sources
  --pix-provider <name>   sandbox (default), or api-pix: charges go to a local stub PSP
  --live                  a live stage (live keys, data apart in live/): api-pix, and two more
                          stub PSPs as the merchants' own banks (PUT /v1/pix-connection)
  -h, --help              print this help and exit

More: docs/operations.md#running-locally`;

/** A command line we cannot run: one line saying why, the usage, exit 2. */
function usageError(message: string): never {
  console.error(`npm start: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'in-memory': { type: 'boolean', default: false },
      // Serve the esbuild bundles the stack deploys (built into .build/) instead of the sources.
      bundled: { type: 'boolean', default: false },
      // `api-pix`: charges go to a local stub PSP over mutual TLS (dev/live-pix.ts).
      'pix-provider': { type: 'string' },
      // A live stage: its own keys and data, the platform's stub PSP and two banks to connect.
      live: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  // parseArgs' own message names the option ("Unknown option '--nope'"); its stack says nothing more.
  if (!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
  usageError((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const live = values.live;
const pixProvider = values['pix-provider'] ?? (live ? 'api-pix' : 'sandbox');
if (!['sandbox', 'api-pix'].includes(pixProvider))
  usageError(`--pix-provider must be sandbox or api-pix, got "${pixProvider}"`);
// A live stage takes no sandbox: its money moves only through a PSP.
if (live && pixProvider !== 'api-pix') usageError('--live runs the api-pix provider only');

// A test deployment, or with --live a live one; settle configuration before any handler reads it.
process.env.APP_ENV = live ? 'live' : 'test';
// A live stage keeps its keys and data apart, as a second deployment would.
if (live) process.env.DATA_DIR = join(process.env.DATA_DIR || '.data', 'live');
// A developer's machine: loopback webhooks, page URLs from the Host header (lib/config.ts).
process.env.LOCAL_MODE = 'true';
process.env.TABLE_NAME ||= 'merchant-payments';
process.env.POWERTOOLS_LOG_LEVEL ||= 'WARN';
// Locally a revoked key stops working at once; deployed stages keep a short cache (docs/operations.md).
process.env.KEY_CACHE_TTL_SECONDS ||= '0';
// Requests run side by side here, each in its own invocation context (dev/server.ts). Set before the
// first AWS SDK call (the table check below): the SDK makes the process's InvokeStore then, and one
// made without this variable holds a single context for every request, whose log keys then mix.
process.env.AWS_LAMBDA_MAX_CONCURRENCY ||= '64';
const embedded = !process.env.DYNAMODB_ENDPOINT;
const inMemory = values['in-memory'];

const { SetupError, portIsFree, startDynamoLocal } = await import('../dev/dynamo-local.js');
const { claimDataDir, dataDir, dataDirOwner, publishEndpoint, releaseLocalState, secondServerAdvice } =
  await import('../dev/state.js');
type DynamoLocal = Awaited<ReturnType<typeof startDynamoLocal>>;
type LocalServer = Awaited<ReturnType<typeof startLocalServerType>>;
const { deliveryLine, startLocalWebhooks } = await import('../dev/webhooks.js');

let dynamoLocal: DynamoLocal | undefined;
let server: LocalServer | undefined;
const stubPsps: { stop: () => Promise<void> }[] = [];
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A stuck close must not keep the process (and its java child) alive past the 5 s budget.
  setTimeout(() => process.exit(code), 4_000).unref();
  await server?.close().catch(() => undefined);
  await webhooks?.stop().catch(() => undefined);
  await Promise.all(stubPsps.map((psp) => psp.stop().catch(() => undefined)));
  await dynamoLocal?.stop().catch(() => undefined);
  releaseLocalState();
  process.exit(code);
}

let webhooks: ReturnType<typeof startLocalWebhooks> | undefined;

function fail(error: unknown): void {
  if (error instanceof SetupError) console.error(`\nnpm start: ${error.message}`);
  else console.error(error);
  void shutdown(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
// If whatever started us dies without signalling (a killed IDE or npm), we are re-parented: stop.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(0);
}, 1_000).unref();

try {
  const port = Number(process.env.PORT || 3000);
  // Checked before the (slow) database start, so a taken port is reported at once.
  if (!(await portIsFree(port))) {
    // A second npm start on another port would then find the data folder locked: say both at once.
    const owner = embedded && !inMemory ? dataDirOwner() : undefined;
    throw new SetupError(
      owner === undefined
        ? `Port ${port} is in use. Stop what listens there, or pick another port: PORT=${port + 1} npm start`
        : `Port ${port} is in use, and another npm start (pid ${owner}) holds ${dataDir()}. Use that server, ` +
            `stop it, or run a second one apart: ${secondServerAdvice(port)}`,
    );
  }
  if (embedded) {
    // Two servers on one .data/dynamodb would corrupt each other's view of the data.
    if (!inMemory) claimDataDir();
    dynamoLocal = await startDynamoLocal({
      ...(inMemory ? {} : { dataDir: join(dataDir(), 'dynamodb') }),
      ...(process.env.DYNAMODB_LOCAL_PORT
        ? { port: Number(process.env.DYNAMODB_LOCAL_PORT) }
        : { preferredPort: 8000 }),
    });
    process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;
    // A server whose database is gone would only answer 503: say so and stop.
    void dynamoLocal.died.then((reason) => {
      if (stopping) return;
      console.error(`\nnpm start: DynamoDB Local stopped unexpectedly (${reason}); stopping too.`);
      void shutdown(1);
    });
  }

  const { ensureTable } = await import('../lib/db/schema.js');
  const { ensureDemoMerchant } = await import('../dev/demo.js');
  const { startLocalServer, setHandlerSource } = await import('../dev/server.js');
  await ensureTable();
  if (values.bundled) {
    const { buildBundles } = await import('../dev/bundles.js');
    const { files } = await buildBundles(process.cwd(), '.build');
    setHandlerSource((file) => files.get(file) ?? file);
    console.log(`Serving ${files.size} bundled functions from .build/ (infra/bundling.ts options)`);
  }
  try {
    server = await startLocalServer(port, '127.0.0.1', { log: 'terminal' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new SetupError(`Port ${port} is in use. Pick another port: PORT=${port + 1} npm start`);
    throw error;
  }
  publishEndpoint(process.env.DYNAMODB_ENDPOINT ?? '', process.env.TABLE_NAME ?? '');
  // Events -> signed webhooks, with the same dispatcher and deliverer as on AWS.
  webhooks = startLocalWebhooks({ onAttempt: (attempt) => console.log(deliveryLine(attempt)) });
  (await import('../dev/sweeper.js')).startLocalSweeper();
  if (pixProvider === 'api-pix') {
    const { startLocalApiPix, startLocalBanks } = await import('../dev/live-pix.js');
    const { psp, payCommand } = await startLocalApiPix(server.url, join(dataDir(), 'stub-psp'));
    stubPsps.push(psp);
    console.log(`Pix provider api-pix: stub PSP on ${psp.url} (mutual TLS). Pay a charge:\n  ${payCommand}`);
    if (live) {
      const banks = await startLocalBanks(server.url, join(dataDir(), 'stub-psp'), 2);
      stubPsps.push(...banks.map((bank) => bank.psp));
      for (const bank of banks)
        console.log(
          `Own bank ${bank.name}: stub PSP on ${bank.psp.url}. Connect a merchant to it:\n` +
            `  curl -s -X PUT -H 'Authorization: ApiKey <FULL_ACCESS key>' -H 'content-type: application/json' ` +
            `--data @${bank.connectionFile} ${server.url}/v1/pix-connection\n  Pay its charges:\n  ${bank.payCommand}`,
        );
    }
  }
  const base = `${server.url}/v1`;
  console.log(`Merchant Payments API listening on ${base}`);
  console.log(
    `DynamoDB: ${process.env.DYNAMODB_ENDPOINT} (table ${process.env.TABLE_NAME}${embedded ? (inMemory ? ', in memory' : `, data in ${join(dataDir(), 'dynamodb')}`) : ''})`,
  );
  console.log(`Reference: ${base}/docs (OpenAPI: ${base}/openapi.json)`);
  if (embedded) {
    const demo = await ensureDemoMerchant();
    if (demo.created) {
      console.log(`\nDemo merchant ${demo.merchantId} created. These keys are shown only now:`);
      console.log(`  FULL_ACCESS: ${demo.fullAccessKey}`);
      console.log(`  READ_ONLY:   ${demo.readOnlyKey}`);
      console.log(`\nTry it:\n  curl -s -H 'Authorization: ApiKey ${demo.fullAccessKey}' ${base}/coupons`);
    } else {
      console.log(`\nDemo merchant ${demo.merchantId} exists (keys were printed on its first run). New key:`);
      console.log(
        live
          ? `  DATA_DIR=${dataDir()} npm run admin -- keys create --merchant ${demo.merchantId} --permission FULL_ACCESS --environment live`
          : `  npm run admin -- keys create --merchant ${demo.merchantId} --permission FULL_ACCESS`,
      );
    }
  }
  console.log('\nOne line per request follows. Ctrl-C stops the server and everything it started.\n');
} catch (error) {
  fail(error);
}
