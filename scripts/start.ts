/**
 * `npm start`: the API on http://127.0.0.1:${PORT:-3000}/v1, running the real handlers through
 * the route table. Without DYNAMODB_ENDPOINT it embeds DynamoDB Local (data in .data/, or nothing
 * kept with --in-memory) and creates demo keys on first run.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'in-memory': { type: 'boolean', default: false } } });

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
const { startLocalWebhooks } = await import('../lib/local/webhooks.js');

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server?.close();
  await webhooks?.stop();
  await dynamoLocal?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let server: Awaited<ReturnType<typeof startLocalServer>> | undefined;
let webhooks: ReturnType<typeof startLocalWebhooks> | undefined;
try {
  await ensureTable();
  server = await startLocalServer(Number(process.env.PORT || 3000));
  webhooks = startLocalWebhooks(); // events -> signed webhooks, the same dispatcher and deliverer as on AWS
  (await import('../lib/local/sweeper.js')).startLocalSweeper();
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
