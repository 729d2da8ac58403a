/**
 * `npm start`: the API on http://127.0.0.1:${PORT:-3000}/v1, running the real handlers through
 * the route table. Without DYNAMODB_ENDPOINT it embeds DynamoDB Local (data in .data/, or nothing
 * kept with --in-memory) and creates demo keys on first run.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'in-memory': { type: 'boolean', default: false },
    // Serve the esbuild bundles the stack deploys (built into .build/) instead of the sources.
    bundled: { type: 'boolean', default: false },
    // `api-pix`: charges go to a local stub PSP over mutual TLS (lib/local/live-pix.ts).
    'pix-provider': { type: 'string', default: 'sandbox' },
  },
});
if (!['sandbox', 'api-pix'].includes(values['pix-provider'])) {
  throw new Error(`--pix-provider must be sandbox or api-pix, got "${values['pix-provider']}"`);
}

// The local server is a test deployment; settle configuration before any handler reads it.
process.env.APP_ENV = 'test';
process.env.TABLE_NAME ||= 'merchant-payments';
process.env.POWERTOOLS_LOG_LEVEL ||= 'WARN';
const embedded = !process.env.DYNAMODB_ENDPOINT;

const { startDynamoLocal } = await import('../lib/local/dynamo-local.js');
const dynamoLocal = embedded
  ? await startDynamoLocal({
      ...(values['in-memory'] ? {} : { dataDir: '.data/dynamodb' }),
      port: Number(process.env.DYNAMODB_LOCAL_PORT || 8000),
    })
  : undefined;
if (dynamoLocal) process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;

const { ensureTable } = await import('../lib/db/schema.js');
const { ensureDemoMerchant } = await import('../lib/local/demo.js');
const { startLocalServer } = await import('../lib/local/server.js');

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server?.close();
  await stubPsp?.stop();
  await dynamoLocal?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
let stubPsp: { stop: () => Promise<void> } | undefined;
try {
  await ensureTable();
  if (values.bundled) {
    const { buildBundles } = await import('../lib/local/bundles.js');
    const { setHandlerSource } = await import('../lib/local/server.js');
    const { files } = await buildBundles(process.cwd(), '.build');
    setHandlerSource((file) => files.get(file) ?? file);
    console.log(`Serving ${files.size} bundled functions from .build/ (infra/bundling.ts options)`);
  }
  server = await startLocalServer(Number(process.env.PORT || 3000));
  (await import('../lib/local/sweeper.js')).startLocalSweeper();
  if (values['pix-provider'] === 'api-pix') {
    const { psp, payCommand } = await (await import('../lib/local/live-pix.js')).startLocalApiPix(server.url);
    stubPsp = psp;
    console.log(`Pix provider api-pix: stub PSP on ${psp.url} (mutual TLS). Pay a charge:\n  ${payCommand}`);
  }
  const base = `${server.url}/v1`;
  console.log(`Merchant Payments API listening on ${base}`);
  console.log(`DynamoDB: ${process.env.DYNAMODB_ENDPOINT} (table ${process.env.TABLE_NAME})`);
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
        `  DYNAMODB_ENDPOINT=${process.env.DYNAMODB_ENDPOINT} npm run admin -- keys create --merchant ${demo.merchantId} --permission FULL_ACCESS`,
      );
    }
  }
  console.log('\nCtrl-C stops the server and everything it started.');
} catch (error) {
  console.error(error);
  await shutdown(1);
}
