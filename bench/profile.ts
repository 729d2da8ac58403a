/**
 * `npm run bench:profile`: where a request's time goes inside the handler. Starts an in-memory
 * DynamoDB Local, seeds one merchant through the real create code (the bench's recipes), then for
 * each profiled route invokes the handler module behind the route table (`invocation()`, as the
 * bench's "Handler" column does, without the socket) under the V8 sampling profiler — the same
 * profiler `node --cpu-prof` drives, started per route through `node:inspector` so each route
 * gets its own profile. Prints, per route, the handler p50 (measured without the profiler), the
 * CPU our process spends per request (self time, idle excluded) by group — Middy, logger, zod,
 * SDK, QR, our code, Node internals, GC — and the top functions by self time. Writes each
 * profile as a `.cpuprofile` (Chrome DevTools → Performance → Load profile) to `--out`.
 *
 *   npm run bench:profile
 *   npm run bench:profile -- --only charges --requests 400 --top 15
 *
 * Time waiting for DynamoDB Local is idle here: the figures are what our process computes, the
 * part of the handler ratio that code can take down. The SDK group is paid by the floor too.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Created } from './recipes.js';
import { headersOf, int, percentile, type BenchRequest } from './shared.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string' },
    warmup: { type: 'string' },
    top: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    'log-to-stdout': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(`npm run bench:profile -- [options]
  --requests <count>  profiled requests per route (default 300)
  --warmup <count>    unprofiled requests per route first, also timed for the p50 (default 150)
  --top <count>       functions listed per route (default 10)
  --only <text>       profile only routes whose "METHOD /path" contains text
  --out <dir>         where the .cpuprofile files go (default a new temp directory)
  --log-to-stdout     keep the access log on stdout (default: discarded, as the bench's goes to a file)`);
  process.exit(0);
}

const REQUESTS = int(flags.requests, 300);
const WARMUP = int(flags.warmup, 150);
const TOP = int(flags.top, 10);
const OUT = flags.out ?? mkdtempSync(join(tmpdir(), 'mp-profile-'));
/** More distinct charges than the QR cache holds, as the bench's pool of 2,000: a read misses it. */
const CHARGES = 400;
const POOL = REQUESTS + WARMUP;

// As the bench: configuration settled before any product module is imported; INFO keeps the
// access log line per request, as deployed.
process.env.APP_ENV = 'test';
process.env.KEY_PREFIX = 'mp';
process.env.TABLE_NAME = 'merchant-payments-profile';
process.env.AWS_REGION = 'sa-east-1';
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
delete process.env.BUSINESS_TIME_ZONE;

// The access log is written as in Lambda (the write is part of what is profiled), but not shown.
if (!flags['log-to-stdout']) {
  process.stdout.write = ((_chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') (done as () => void)();
    return true;
  }) as typeof process.stdout.write;
}
const say = (line: string): void => void process.stderr.write(`${line}\n`);

const { startDynamoLocal } = await import('../dev/dynamo-local.js');
const dynamoLocal = await startDynamoLocal();
process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;

const { dynamo } = await import('../lib/db/client.js');
const { ensureTable } = await import('../lib/db/schema.js');
const { adminCreateKey, adminCreateMerchant, adminUpdateMerchant } = await import('../lib/admin.js');
const { invocation } = await import('../dev/server.js');
const { RECIPES } = await import('./recipes.js');

/** What a profiled route sends: request number `i` (each changing request acts on its own item). */
interface Probe {
  key: string;
  request(i: number): BenchRequest;
}

/** Self-time groups, first match wins, by the script's path (URL) of the sampled function. */
const GROUPS: [string, RegExp][] = [
  ['profiler itself (not product time)', /^node:inspector/],
  ['QR: lib/pix/qr-encoder.ts', /lib\/pix\/qr-encoder\.ts/],
  ['QR: lib/pix/qrcode.ts', /lib\/pix\/qrcode\.ts/],
  ['SDK (@aws-sdk, @smithy)', /node_modules\/(@aws-sdk|@smithy|@aws-crypto|fast-xml-parser|tslib)\//],
  ['Middy', /node_modules\/@middy\//],
  ['logger (Powertools)', /node_modules\/@aws-lambda-powertools\//],
  ['zod', /node_modules\/zod\//],
  ['other dependencies', /node_modules\//],
  ['lib/http (middleware, auth, responses)', /\/lib\/http\//],
  ['dev (dispatch: event, response)', /\/dev\//],
  ['views + domain (lib/domain, lib/views)', /\/lib\/(domain|views?)\//],
  ['lib/db', /\/lib\/db\//],
  ['functions/ (handlers)', /\/functions\//],
  ['other lib/', /\/lib\//],
  ['bench harness', /\/bench\//],
  // The socket to DynamoDB Local: the SDK's requests (paid the same by the SDK floor).
  ['HTTP I/O (node:http, node:net)', /^node:(_http_|net)|stream_base_commons|^node:internal\/streams/],
  ['Node internals (node:*)', /^node:|^internal\//],
];

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function groupOf(frame: ProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (url === '') {
    if (functionName === '(idle)') return '(idle: waiting for DynamoDB)';
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(program)') return 'V8 (program)';
    return 'native';
  }
  return GROUPS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
}

const where = (frame: ProfileNode['callFrame']): string => {
  const url = frame.url.startsWith('file://') ? relative(ROOT, fileURLToPath(frame.url)) : frame.url;
  return `${frame.functionName || '(anonymous)'} ${url ? `${url}:${frame.lineNumber + 1}` : ''}`.trim();
};

/** Self time per node: each sample's delta is charged to the node it landed in. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return self;
}

const INTERNAL = new Set(['native', 'Node internals (node:*)']);

/**
 * A node's group; native code and Node internals are charged to the nearest caller that is
 * neither (a socket `writev` under the SDK's HTTP handler is the SDK's), so each group holds the
 * work it causes. GC and V8's own time stay apart.
 */
function attribute(profile: CpuProfile): Map<number, string> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<number, string>();
  const resolveGroup = (id: number): string => {
    const known = groups.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id) as ProfileNode;
    const own = groupOf(node.callFrame);
    const up = parent.get(id);
    const group =
      INTERNAL.has(own) && up !== undefined && byId.get(up)?.callFrame.functionName !== '(root)'
        ? resolveGroup(up)
        : own;
    groups.set(id, group);
    return group;
  };
  for (const node of profile.nodes) resolveGroup(node.id);
  return groups;
}

function summarize(profile: CpuProfile, requests: number): string[] {
  const self = selfTimes(profile);
  const groups = attribute(profile);
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const group = groups.get(node.id) as string;
    if (group.startsWith('profiler')) continue;
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    if (group.startsWith('(idle')) continue;
    const name = `${where(node.callFrame)}  [${group}]`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const idle = byGroup.get('(idle: waiting for DynamoDB)') ?? 0;
  const busy = [...byGroup.values()].reduce((sum, ms) => sum + ms, 0) - idle;
  const per = (ms: number): string => (ms / requests).toFixed(3).padStart(7);
  const pct = (ms: number): string => `${((100 * ms) / busy).toFixed(1).padStart(5)}%`;
  const lines = [
    `  CPU per request ${per(busy).trim()} ms, idle (waiting for DynamoDB) ${per(idle).trim()} ms`,
    '  by group, native code and Node internals charged to their caller (ms per request, share of CPU):',
  ];
  for (const [group, ms] of [...byGroup].sort((a, b) => b[1] - a[1])) {
    if (group.startsWith('(idle')) continue;
    lines.push(`    ${per(ms)}  ${pct(ms)}  ${group}`);
  }
  lines.push(`  top ${TOP} functions by self time:`);
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    lines.push(`    ${per(ms)}  ${pct(ms)}  ${name}`);
  }
  return lines;
}

async function seed(resource: string, merchantId: string, count: number, seeded: Map<string, Created[]>) {
  const recipe = RECIPES[resource];
  if (!recipe) throw new Error(`no recipe for ${resource}`);
  const list: Created[] = [];
  for (let i = 0; i < count; i++) {
    const { body, unique } = recipe.createBody(seq++, seeded);
    const { id, token, linked } = await recipe.create(merchantId, body);
    list.push({ id, unique, token, linked });
  }
  seeded.set(resource, [...(seeded.get(resource) ?? []), ...list]);
  return list;
}
let seq = 0;

const session = new Session();
session.connect();
try {
  await ensureTable();
  const merchant = await adminCreateMerchant('Loja Benchmark');
  const { key } = await adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' });
  await adminUpdateMerchant(merchant.id, {
    pixKey: 'financeiro@lojabenchmark.com.br',
    name: 'Loja Benchmark Comércio de Roupas',
    city: 'São José dos Campos',
  });
  const merchantId = merchant.id;
  const seeded = new Map<string, Created[]>();
  const only = (text: string): boolean => flags.only === undefined || text.includes(flags.only);

  say('seeding …');
  const t0 = Date.now();
  await seed('coupons', merchantId, 12, seeded);
  await seed('customers', merchantId, 12, seeded);
  await seed('products', merchantId, 12, seeded);
  const charges = await seed('charges', merchantId, CHARGES, seeded);
  const checkouts = only('/pay/') ? await seed('checkouts', merchantId, CHARGES, seeded) : [];
  say(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const first = (resource: string): string => (seeded.get(resource) ?? [])[0]?.id ?? '';
  /** Fresh pending charges for the transitions: each request moves its own charge. */
  const pool = async (label: string, prepare?: (item: Created) => Promise<void>): Promise<Created[]> => {
    if (!only(label)) return [];
    const items = await seed('charges', merchantId, POOL, seeded);
    if (prepare) for (const item of items) await prepare(item);
    return items;
  };
  const toCancel = await pool('POST /v1/charges/{id}/cancel');
  const toRefund = await pool('POST /v1/charges/{id}/refund', (item) =>
    (RECIPES.charges?.actions?.refund as (m: string, i: Created) => Promise<void>)(merchantId, item),
  );

  // A merchant holds at most MAX_WEBHOOK_ENDPOINTS: endpoint creates rotate over merchants of their own.
  const { MAX_WEBHOOK_ENDPOINTS } = await import('../lib/domain/webhook.js');
  const endpointKeys: string[] = [];
  if (only('POST /v1/webhook-endpoints'))
    for (let i = 0; i < Math.ceil(POOL / MAX_WEBHOOK_ENDPOINTS); i++) {
      const owner = await adminCreateMerchant(`Loja Webhooks ${i}`);
      endpointKeys.push((await adminCreateKey({ merchantId: owner.id, permission: 'FULL_ACCESS' })).key);
    }

  const probes: Probe[] = [
    {
      key: 'GET /v1/products/{id}',
      request: () => ({ method: 'GET', path: `/v1/products/${first('products')}`, key }),
    },
    {
      key: 'GET /v1/customers/{id}',
      request: () => ({ method: 'GET', path: `/v1/customers/${first('customers')}`, key }),
    },
    {
      key: 'GET /v1/coupons/{id}',
      request: () => ({ method: 'GET', path: `/v1/coupons/${first('coupons')}`, key }),
    },
    {
      key: 'PUT /v1/coupons/{id}',
      request: (i) => ({
        method: 'PUT',
        path: `/v1/coupons/${first('coupons')}`,
        key,
        body: (RECIPES.coupons as NonNullable<(typeof RECIPES)['coupons']>).updateBody?.(i),
      }),
    },
    {
      key: 'POST /v1/webhook-endpoints',
      request: (i) => ({
        method: 'POST',
        path: '/v1/webhook-endpoints',
        key: endpointKeys[Math.floor(i / MAX_WEBHOOK_ENDPOINTS)] ?? '',
        body: RECIPES['webhook-endpoints']?.createBody(i, seeded).body,
      }),
    },
    {
      key: 'POST /v1/products',
      request: () => {
        const { body } = (RECIPES.products as NonNullable<(typeof RECIPES)['products']>).createBody(
          seq++,
          seeded,
        );
        return { method: 'POST', path: '/v1/products', key, body };
      },
    },
    {
      key: 'GET /v1/charges/{id}',
      request: (i) => ({ method: 'GET', path: `/v1/charges/${cycle(charges, i).id}`, key }),
    },
    {
      // A full page of the seeded charges' events, as the bench's list request.
      key: 'GET /v1/events',
      request: () => ({ method: 'GET', path: '/v1/events?page=0&size=20', key }),
    },
    {
      key: 'POST /v1/charges',
      request: () => ({
        method: 'POST',
        path: '/v1/charges',
        key,
        body: (RECIPES.charges as NonNullable<(typeof RECIPES)['charges']>).createBody(seq++, seeded).body,
      }),
    },
    {
      key: 'POST /v1/charges/{id}/cancel',
      request: (i) => ({ method: 'POST', path: `/v1/charges/${cycle(toCancel, i).id}/cancel`, key }),
    },
    {
      key: 'POST /v1/charges/{id}/refund',
      request: (i) => ({ method: 'POST', path: `/v1/charges/${cycle(toRefund, i).id}/refund`, key }),
    },
    {
      key: 'GET /pay/{token}',
      request: (i) => ({ method: 'GET', path: `/pay/${cycle(checkouts, i).token ?? ''}` }),
    },
  ];

  // What the charge's items weigh: the charge (rewritten by every transition, copied to its indexes)
  // and its QR code image item (written once, read with the charge).
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('../lib/db/keys.js');
  const { tableName } = await import('../lib/db/client.js');
  const sample = charges[0] as Created;
  const read = async (key: { PK: string; SK: string }) =>
    (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
  const item = await read(keys.entity('CHARGE', merchantId, sample.id));
  const image = await read(keys.chargeQrCode(merchantId, sample.id));
  if (item && image) {
    // DynamoDB's item size: attribute names plus values (strings as UTF-8, binary as bytes).
    const itemBytes = Buffer.byteLength(JSON.stringify(item));
    const imageBytes =
      (image.png as Uint8Array).length +
      Buffer.byteLength(JSON.stringify(keys.chargeQrCode(merchantId, sample.id)));
    const gsis = Object.keys(item).filter((name) => /^GSI\dPK$/.test(name)).length;
    say(
      `charge item ~${itemBytes} B (${Math.ceil(itemBytes / 1024)} WCU per write, ${gsis} GSI copies); ` +
        `its QR code image item ~${imageBytes} B (${Math.ceil(imageBytes / 1024)} WCU, written once)`,
    );
  }

  mkdirSync(OUT, { recursive: true });
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  /** Status and the invocation's time (routing and the event are API Gateway's part, as in the bench). */
  const send = async (request: BenchRequest): Promise<{ status: number; ms: number }> => {
    const invoke = await invocation({
      method: request.method,
      url: request.path,
      headers: headersOf(request),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const started = performance.now();
    const { statusCode } = await invoke();
    return { status: statusCode ?? 200, ms: performance.now() - started };
  };

  for (const probe of probes.filter((p) => only(p.key))) {
    // Timed without the profiler: the sampling itself slows every function down a little.
    const ms: number[] = [];
    let errors = 0;
    for (let i = 0; i < WARMUP; i++) {
      const { status, ms: took } = await send(probe.request(i));
      ms.push(took);
      if (status >= 300) errors++;
    }
    await session.post('Profiler.start');
    for (let i = WARMUP; i < WARMUP + REQUESTS; i++) {
      if ((await send(probe.request(i))).status >= 300) errors++;
    }
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    const file = join(OUT, `${probe.key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    say(
      `\n${probe.key}: handler p50 ${percentile(ms.slice(WARMUP >> 2), 50).toFixed(2)} ms (unprofiled, n=${ms.length - (WARMUP >> 2)}), ` +
        `${REQUESTS} profiled${errors ? `, ${errors} NON-2xx` : ''}`,
    );
    for (const line of summarize(profile, REQUESTS)) say(line);
  }
  say(`\nprofiles: ${OUT}`);
} finally {
  session.disconnect();
  dynamo().destroy();
  await dynamoLocal.stop();
}
