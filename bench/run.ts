/**
 * `npm run bench`: what each request costs and how it grows. Starts an in-memory DynamoDB Local,
 * seeds one merchant through the real create code, runs the API (`startLocalServer`) in a child
 * process with a DynamoDB call counter on `dynamo()`, and measures, for every route of the route
 * table, the DynamoDB calls per request and the latency over HTTP beside the same DynamoDB calls
 * made directly with the SDK; then list costs at N and 10 N items, and every function's bundle
 * size and import time beside a bundle of the bare DynamoDB document client. Prints Markdown and
 * writes `bench/results.md`. Reports only: no figure ever fails the run.
 *
 *   npm run bench                       # the committed run (N = 2,000)
 *   npm run bench -- --quick            # a quick try: N = 200, fewer samples, prints only
 *   npm run bench -- --n 500 --requests 90 --import-runs 3 --only coupons --out /tmp/r.md
 */
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { v7 as uuidv7 } from 'uuid';
import { describeMachine, load1 } from './machine.js';
import type { Created, Recipe } from './recipes.js';
import { renderReport, type GrowthRow, type Report, type RouteResult } from './report.js';
import {
  int,
  percentile,
  type BenchRequest,
  type FromServer,
  type RecordedCommand,
  type ToServer,
  type ToServerMessage,
} from './shared.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: flags } = parseArgs({
  options: {
    n: { type: 'string' },
    requests: { type: 'string' },
    'import-runs': { type: 'string' },
    'growth-factor': { type: 'string' },
    'growth-seconds': { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'skip-bundles': { type: 'boolean', default: false },
    'skip-growth': { type: 'boolean', default: false },
    'growth-only': { type: 'boolean', default: false },
    phases: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(`npm run bench -- [options]
  --n <count>            items seeded per resource (recipes in bench/recipes/) (default 2000; --quick 200)
  --requests <count>     timed requests per route, concurrency and mode (default 300; --quick 48)
  --import-runs <count>  fresh-process imports per bundle (default 15; --quick 3)
  --growth-factor <k>    the second growth measurement is at k * N (default 10)
  --growth-seconds <s>   time budget per growth measurement (default 8; --quick 2)
  --only <text>[,<text>] measure only routes whose "METHOD /path" contains one of the texts
  --skip-bundles, --skip-growth
  --growth-only          only the growth table (no route timings, QR code or bundles)
  --phases               also print, per route, each invocation and its replay split at their
                         DynamoDB calls (before the first send, on the wire, answered, after):
                         where the handler's overhead sits (bench/profile.md)
  --out <file>           where to write the Markdown (default bench/results.md; --quick: nowhere)
  --quick                a scaled-down try`);
  process.exit(0);
}

const quick = flags.quick ?? false;
const N = int(flags.n, quick ? 200 : 2000);
const REQUESTS = int(flags.requests, quick ? 48 : 300);
const IMPORT_RUNS = int(flags['import-runs'], quick ? 3 : 15);
const FACTOR = int(flags['growth-factor'], 10);
const GROWTH_SECONDS = int(flags['growth-seconds'], quick ? 2 : 8);
const OUT = flags.out ?? (quick ? undefined : resolve(ROOT, 'bench/results.md'));
const CONCURRENCY = [1, 16] as const;
/** API and floor alternate in this many blocks per concurrency, so drift hits both alike. */
const ROUNDS = 3;
const WARMUP = 5;
const PAGE_SIZE = 20;

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A new value of the same shape: a UUID for a UUID, random letters and digits otherwise. */
const freshLike = (value: string): string =>
  /^[0-9a-f]{8}-/.test(value)
    ? uuidv7()
    : Array.from(value, () => ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)]).join('');

/** The creation time of a UUID v7 in ms since the epoch; -1 for any other UUID. */
const uuidMs = (id: string): number =>
  id[14] === '7' ? Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : -1;

const started = Date.now();
const log = (line: string): void => {
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}\n`);
};

// Configuration is read once per process: settle it before any product module is imported. The
// child server inherits it. INFO keeps the per-request access log line, as deployed.
process.env.APP_ENV = 'test';
process.env.KEY_PREFIX = 'mp';
process.env.TABLE_NAME = 'merchant-payments-bench';
process.env.AWS_REGION = 'sa-east-1';
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
delete process.env.BUSINESS_TIME_ZONE;
// The server child reads it at start (bench/server.ts).
if (flags.phases) process.env.BENCH_PHASES = '1';
// Webhook endpoints seal their signing secrets: with a key of the run's own, not the `.data/` file.
process.env.WEBHOOK_LOCAL_KEY = Buffer.alloc(32, 7).toString('base64');

const { startDynamoLocal } = await import('../dev/dynamo-local.js');
const loadAtStart = load1();
const machine = await describeMachine(ROOT);
log(`N=${N}, ${REQUESTS} requests per route/concurrency/mode; starting DynamoDB Local (in memory)`);
const dynamoLocal = await startDynamoLocal();
process.env.DYNAMODB_ENDPOINT = dynamoLocal.endpoint;

const { dynamo } = await import('../lib/db/client.js');
const { ensureTable } = await import('../lib/db/schema.js');
const { adminCreateKey, adminCreateMerchant, adminUpdateMerchant } = await import('../lib/admin.js');
const { routes, NOT_FOUND_HANDLER } = await import('../lib/http/routes.js');
const { describe, minimumFor, PUBLIC_PARAMS, UNMEASURED } = await import('./recipes.js');
const { liveCounts, seedThroughCreate } = await import('./seed.js');
const { closedLoop, closeHttp, replay, replayable, send, stepsOf, substitute } = await import('./load.js');
const { measureBundles } = await import('./bundles.js');
const { SWEEP_HANDLER } = await import('../infra/sweeper.js');
const { WEBHOOK_HANDLERS } = await import('../infra/webhooks.js');
const { measureQrCode } = await import('./pix.js');

/** The API server child and its request/reply channel. */
class ServerChild {
  private next = 0;
  private waiting = new Map<number, (message: FromServer) => void>();
  private failing = new Map<number, (error: Error) => void>();
  url = '';

  constructor(
    private readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    child.once('exit', (code) => {
      const error = new Error(`bench server exited with code ${code}`);
      for (const fail of this.failing.values()) fail(error);
      this.waiting.clear();
      this.failing.clear();
    });
    child.on('message', (message: FromServer) => {
      if (message.op === 'ready') {
        this.url = message.url;
        this.waiting.get(-1)?.(message);
        return;
      }
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
      this.failing.delete(message.id);
    });
  }

  /** ERROR lines of the server's log (the access log itself is only written, as deployed). */
  scanLog(): { lines: number; first: string | undefined } {
    let lines = 0;
    let first: string | undefined;
    for (const line of readFileSync(this.logFile, 'utf8').split('\n')) {
      if (!line.includes('"level":"ERROR"')) continue;
      lines++;
      first ??= line.slice(0, 500);
    }
    return { lines, first };
  }

  static async start(): Promise<ServerChild> {
    // The access log (one JSON line per request, INFO as deployed) goes to a file: written by the
    // server as in Lambda, without waking this process up for every line.
    const logFile = join(mkdtempSync(join(tmpdir(), 'mp-bench-log-')), 'server.log');
    const fd = openSync(logFile, 'w');
    // Structured clone over IPC: recorded binary attributes (a QR code image) cross as bytes, not JSON.
    const child = fork(resolve(ROOT, 'bench/server.ts'), [], {
      stdio: ['ignore', fd, 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    closeSync(fd);
    const server = new ServerChild(child, logFile);
    await new Promise<void>((resolveReady, reject) => {
      server.waiting.set(-1, () => resolveReady());
      server.failing.set(-1, reject);
    });
    server.waiting.delete(-1);
    server.failing.delete(-1);
    return server;
  }

  call<T extends FromServer['op']>(message: ToServerMessage): Promise<Extract<FromServer, { op: T }>> {
    const id = this.next++;
    if (this.child.exitCode !== null) return Promise.reject(new Error('bench server is not running'));
    return new Promise((resolveReply, reject) => {
      this.waiting.set(id, (reply) => resolveReply(reply as Extract<FromServer, { op: T }>));
      this.failing.set(id, reject);
      this.child.send({ ...message, id } as ToServer);
    });
  }

  async sends(): Promise<number> {
    return (await this.call<'sends'>({ op: 'sends' })).sends;
  }

  async record<T>(
    fn: () => Promise<T>,
    capacity = false,
  ): Promise<{ result: T; commands: RecordedCommand[] }> {
    await this.call<'ok'>({ op: 'record', on: true, capacity });
    const result = await fn();
    const { commands } = await this.call<'recorded'>({ op: 'record', on: false });
    return { result, commands };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    await this.call<'ok'>({ op: 'stop' });
    await exited;
  }
}

let server: ServerChild | undefined;
let stopped = false;
async function shutdown(): Promise<void> {
  if (stopped) return;
  stopped = true;
  closeHttp();
  await server?.stop().catch(() => undefined);
  dynamo().destroy();
  await dynamoLocal.stop();
}
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));

let seq = 0;
const nextSeq = (): number => seq++;

/** What has been seeded, by resource: recipes that reference other areas' items read it. */
const seeded = new Map<string, Created[]>();

async function seedEntity(
  recipe: Recipe,
  merchantId: string,
  count: number,
  createBody: Recipe['createBody'] = recipe.createBody,
): Promise<Created[]> {
  // A resource no request creates (events) is found; one with a per-merchant limit stays within it.
  if (recipe.findSeeded) return recipe.findSeeded(merchantId);
  return seedThroughCreate(Math.min(count, recipe.seedLimit ?? count), async () => {
    const { body, unique } = createBody(nextSeq(), seeded);
    const { id, token, linked } = await recipe.create(merchantId, body);
    return { id, unique, token, linked };
  });
}

try {
  await ensureTable();
  const merchant = await adminCreateMerchant('Loja Benchmark');
  const { key } = await adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' });
  const merchantId = merchant.id;
  // A Pix identity as a real merchant has one (an e-mail key, an accented name and city), so the
  // BR Codes and QR codes measured are of a realistic size.
  await adminUpdateMerchant(merchantId, {
    pixKey: 'financeiro@lojabenchmark.com.br',
    name: 'Loja Benchmark Comércio de Roupas',
    city: 'São José dos Campos',
  });

  const infos = (routes as readonly Parameters<typeof describe>[0][]).map(describe);
  const growthOnly = flags['growth-only'] ?? false;
  // `--only a,b`: routes whose key contains any of the texts (route keys hold no comma).
  const only = flags.only?.split(',').filter((text) => text !== '');
  const selected = growthOnly
    ? []
    : infos.filter((info) => only === undefined || only.some((text) => info.key.includes(text)));
  const recipes = [...new Set(infos.map((info) => info.recipe).filter((r): r is Recipe => r !== undefined))];

  // --- Seed N of each entity through the real create code -----------------------------------
  for (const recipe of recipes) {
    const t = Date.now();
    seeded.set(recipe.resource, await seedEntity(recipe, merchantId, N));
    const count = seeded.get(recipe.resource)?.length ?? 0;
    log(`seeded ${count} ${recipe.resource} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const counts: Report['counts'] = [];
  const checkCounts = async (label: string): Promise<void> => {
    for (const recipe of recipes.filter((r) => r.findSeeded === undefined)) {
      const { counter, indexed } = await liveCounts(recipe.entity, merchantId);
      counts.push({ label, resource: recipe.resource, counter, indexed });
      if (counter !== indexed) log(`WARNING ${recipe.resource}: counter ${counter} != ${indexed} indexed`);
    }
  };
  await checkCounts(`after seeding N`);

  server = await ServerChild.start();
  const origin = server.url;
  log(`API server (child process) on ${origin}`);
  const srv = server;
  // Let the server's JIT settle before anything is timed.
  for (const info of infos.filter((i) => i.kind === 'list')) {
    for (let i = 0; i < 50; i++)
      await send(origin, { method: 'GET', path: `${info.path}?page=0&size=1`, key });
  }

  // --- Growth ---------------------------------------------------------------------------------
  const growth: GrowthRow[] = [];
  const listInfos = infos.filter(
    (info) => info.kind === 'list' && info.recipe !== undefined && info.recipe.findSeeded === undefined,
  );
  let currentScale = 'N';
  async function measureGrowth(scale: string): Promise<void> {
    currentScale = scale;
    for (const info of listInfos) {
      const recipe = info.recipe as Recipe;
      const { counter: live } = await liveCounts(recipe.entity, merchantId);
      const lastPage = Math.max(0, Math.ceil(live / PAGE_SIZE) - 1);
      const sample = (seeded.get(recipe.resource) ?? [])[0] ?? { id: '', unique: '' };
      const filters = recipe.growthQueries(sample);
      const queries = [
        { label: 'page 0', query: `page=0&size=${PAGE_SIZE}` },
        { label: `last page (${lastPage})`, query: `page=${lastPage}&size=${PAGE_SIZE}` },
        ...filters.map((q) => ({ label: q.label, query: `page=0&size=${PAGE_SIZE}&${q.query}` })),
      ];
      for (const { label, query } of queries) await measureOne(recipe, info.path, live, label, query);
      // Keyset paging: the last page asked with the cursor a walk hands out for it. The page before
      // it, asked by number, hands out that same cursor (the position after its last item, signed
      // for the same filters), so one deep request finds it instead of a walk of N / size pages.
      for (const filter of [{ label: '', query: '' }, ...filters.filter((q) => q.cursor)]) {
        const and = filter.query ? `&${filter.query}` : '';
        const first = JSON.parse((await send(origin, getList(`${info.path}?size=${PAGE_SIZE}${and}`))).body);
        const pages = Math.ceil((first.data?.page?.totalElements ?? 0) / PAGE_SIZE);
        if (pages < 2) continue;
        const before = await send(origin, getList(`${info.path}?page=${pages - 2}&size=${PAGE_SIZE}${and}`));
        const cursor = JSON.parse(before.body).data?.page?.nextCursor as string | null | undefined;
        if (!cursor) throw new Error(`${info.path}${and}: page ${pages - 2} handed out no cursor`);
        const label = `${filter.label ? `${filter.label} ` : ''}cursor page at the end`;
        const query = `size=${PAGE_SIZE}${and}&cursor=${encodeURIComponent(cursor)}`;
        await measureOne(recipe, info.path, live, label, query);
      }
    }
  }
  const getList = (path: string): BenchRequest => ({ method: 'GET', path, key });
  async function measureOne(recipe: Recipe, path: string, live: number, label: string, query: string) {
    const request = getList(`${path}?${query}`);
    for (let i = 0; i < 2; i++) await send(origin, request);
    const { result, commands } = await srv.record(() => send(origin, request), true);
    const ms: number[] = [];
    const deadline = performance.now() + GROWTH_SECONDS * 1000;
    // At least 3 samples, at most 41, otherwise as many as the time budget allows.
    while (ms.length < 3 || (ms.length < 41 && performance.now() < deadline)) {
      const t = performance.now();
      await send(origin, request);
      ms.push(performance.now() - t);
    }
    const capacities = commands.map((c) => c.capacity);
    growth.push({
      resource: recipe.resource,
      request: `GET ${path}?${query}`,
      label,
      scale: currentScale,
      live,
      status: result.status,
      calls: commands.length,
      steps: stepsOf(commands),
      itemsRead: commands.reduce((sum, c) => sum + c.scanned, 0),
      readUnits: capacities.every((c) => c !== null)
        ? capacities.reduce<number>((sum, c) => sum + (c ?? 0), 0)
        : null,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      samples: ms.length,
    });
    log(`growth ${currentScale} ${recipe.resource} ${label}: p50 ${percentile(ms, 50).toFixed(2)} ms`);
  }
  if (!flags['skip-growth']) await measureGrowth('N');

  // --- Pools of fresh items for the routes that change or remove one item per request --------
  // Warm-ups, the two probes, then per round one block per mode: API and SDK at each concurrency,
  // and at concurrency 1 also the handler and the SDK from the server process.
  const perRoute = WARMUP * 2 + 2 + ROUNDS * Math.ceil(REQUESTS / ROUNDS) * (2 * CONCURRENCY.length + 2);
  const pools = new Map<string, Created[]>();
  for (const info of selected) {
    // A resource with a per-merchant limit: its pools belong to merchants of their own.
    const limit = info.recipe?.seedLimit;
    if (info.recipe && limit !== undefined && ['create', 'update', 'delete'].includes(info.kind)) {
      const owned: Created[] = [];
      while (owned.length < perRoute) {
        const owner = await adminCreateMerchant(`Loja Benchmark ${owned.length / limit + 2}`);
        const { key: ownerKey } = await adminCreateKey({ merchantId: owner.id, permission: 'FULL_ACCESS' });
        const items =
          info.kind === 'create'
            ? Array.from({ length: limit }, (): Created => ({ id: '', unique: '' }))
            : await seedEntity(info.recipe, owner.id, limit);
        owned.push(...items.map((item) => ({ ...item, owner: { merchantId: owner.id, key: ownerKey } })));
      }
      pools.set(info.key, owned);
      continue;
    }
    if ((info.kind === 'update' || info.kind === 'delete' || info.kind === 'action') && info.recipe) {
      const pool = await seedEntity(info.recipe, merchantId, perRoute);
      // An action starts from a state of its own (a refund from PAID): reached through the real code.
      const prepare = info.action === undefined ? undefined : info.recipe.actions?.[info.action];
      if (prepare) for (const item of pool) await prepare(merchantId, item);
      pools.set(info.key, pool);
    }
    // A page action acts on a fresh item of its own too, created as the action needs it.
    const pageAction = info.recipe?.pageActions?.[info.key];
    if (info.kind === 'page-action' && info.recipe && pageAction) {
      pools.set(info.key, await seedEntity(info.recipe, merchantId, perRoute, pageAction.createBody));
    }
  }
  if (pools.size) {
    log(`seeded ${perRoute} fresh items for each of ${pools.size} update/delete routes`);
    await checkCounts('after seeding the update/delete pools');
  }

  // --- Routes -----------------------------------------------------------------------------------
  const routeResults: RouteResult[] = [];
  for (const info of selected) {
    const recipe = info.recipe;
    const minimum = minimumFor(info);
    const base: RouteResult = {
      key: info.key,
      kind: info.kind,
      minimum,
      measured: false,
      note: '',
      calls: 0,
      steps: 0,
      callsKeyMiss: 0,
      commands: [],
      meanCalls: null,
      api: {},
      floor: {},
      dispatch: null,
      serverFloor: null,
      apiErrors: 0,
      floorErrors: 0,
    };
    if (info.kind === 'unknown') {
      routeResults.push({
        ...base,
        note: UNMEASURED[info.key] ?? 'no request recipe for this route (not measured)',
      });
      log(`skip ${info.key}: no recipe`);
      continue;
    }

    if (!existsSync(resolve(ROOT, info.route.handler))) {
      routeResults.push({ ...base, note: `handler ${info.route.handler} missing (not measured)` });
      log(`skip ${info.key}: handler file missing`);
      continue;
    }
    try {
      // A target is one request and the strings that identify its item (id, unique value), so
      // recorded calls can be re-aimed at another fresh item for the direct-SDK replay.
      type Target = { request: BenchRequest; ids: string[] };
      const ids = seeded.get(recipe?.resource ?? '') ?? [];
      let cursor = 0;
      const pool = pools.get(info.key) ?? [];
      const itemPath = (id: string): string => info.path.replace('{id}', id);
      const nextTarget = (): Target => {
        const i = cursor++;
        switch (info.kind) {
          case 'create': {
            const { body, unique } = (recipe as Recipe).createBody(nextSeq(), seeded);
            // Under a per-merchant limit each create goes to a merchant with room (`owner`).
            const owner = recipe?.seedLimit === undefined ? undefined : pool[i]?.owner;
            if (recipe?.seedLimit !== undefined && !owner) throw new Error(`pool of ${info.key} exhausted`);
            return {
              request: { method: 'POST', path: info.path, body, key: owner?.key ?? key },
              ids: [uuidv7(), unique, ...(owner ? [owner.merchantId] : [])],
            };
          }
          case 'get': {
            const item = ids[(i * 7919) % ids.length] as Created;
            return { request: { method: 'GET', path: itemPath(item.id), key }, ids: [item.id] };
          }
          case 'list':
            return {
              request: { method: 'GET', path: `${info.path}?page=0&size=${PAGE_SIZE}`, key },
              ids: [],
            };
          case 'update':
          case 'delete': {
            const item = pool[i];
            if (!item) throw new Error(`pool of ${info.key} exhausted`);
            const itemKey = item.owner?.key ?? key;
            const request: BenchRequest =
              info.kind === 'update'
                ? {
                    method: 'PUT',
                    path: itemPath(item.id),
                    body: (recipe as Recipe).updateBody(i),
                    key: itemKey,
                  }
                : { method: 'DELETE', path: itemPath(item.id), key: itemKey };
            return { request, ids: [item.id, item.unique, ...(item.owner ? [item.owner.merchantId] : [])] };
          }
          case 'action': {
            const item = pool[i];
            if (!item) throw new Error(`pool of ${info.key} exhausted`);
            return {
              request: { method: 'POST', path: itemPath(item.id), key },
              ids: [item.id, ...(item.linked ?? [])],
            };
          }
          case 'page': {
            // A payer's browser opening one of the seeded items by its token. The replay reads
            // the probe's items again (same cost), since the pointer's key is the token's hash.
            const item = ids[(i * 7919) % ids.length] as Created;
            if (!item.token) throw new Error(`${info.key}: seeded ${recipe?.resource} have no token`);
            return {
              request: {
                method: 'GET',
                path: info.path.replace('{token}', item.token),
                headers: { 'accept-encoding': 'gzip, deflate, br' },
              },
              ids: [],
            };
          }
          case 'page-action': {
            const item = pool[i];
            const action = recipe?.pageActions?.[info.key];
            if (!item?.token || !action) throw new Error(`pool of ${info.key} exhausted`);
            const body = action.body?.(i, seeded);
            return {
              request: {
                method: 'POST',
                path: info.path.replace('{token}', item.token),
                ...(body && { body }),
              },
              ids: action.ids(item),
            };
          }
          default:
            // Public routes: a browser's request; a path parameter is filled with the first asset.
            return {
              request: {
                method: info.route.method,
                path: info.path.replace(
                  /\{\w+\}/,
                  info.route.assets?.[0]?.split('/').pop() ?? PUBLIC_PARAMS[info.key] ?? 'x',
                ),
                headers: { 'accept-encoding': 'gzip, deflate, br' },
              },
              ids: [],
            };
        }
      };

      let apiErrors = 0;
      let firstApiError = '';
      const callApi = async (request: BenchRequest) => {
        const response = await send(origin, request);
        if (response.status < 200 || response.status >= 300) {
          apiErrors++;
          firstApiError ||= `${response.status} ${response.body.slice(0, 200)}`;
        }
        return response;
      };

      for (let i = 0; i < WARMUP; i++) await callApi(nextTarget().request);
      const probeTarget = nextTarget();
      const probeStart = Date.now();
      const { result: probe, commands } = await srv.record(() => callApi(probeTarget.request));
      if (info.kind === 'create') {
        const id = (JSON.parse(probe.body) as { data?: { id?: string } }).data?.id;
        if (id) probeTarget.ids[0] = id;
      }
      // One more request right after emptying the key cache: what a cache miss adds.
      await srv.call<'ok'>({ op: 'clearKeyCache' });
      const before = await srv.sends();
      await callApi(nextTarget().request);
      const callsKeyMiss = (await srv.sends()) - before;

      const canReplay = info.kind !== 'public' && commands.length > 0 && replayable(commands);
      let floorErrors = 0;
      let firstFloorError = '';
      // Values the server generated for the probe (event ids, a txid) that a uniqueness condition
      // guards: each replay gets fresh ones of the same shape, as a real request would.
      const recordedJson = JSON.stringify(commands.map((c) => c.input));
      const generated =
        info.kind === 'create' || info.kind === 'action' || info.kind === 'page-action'
          ? [
              ...new Set(
                [...recordedJson.matchAll(UUID_IN_TEXT)]
                  .map((m) => m[0])
                  // Only ids minted during the probe (UUID v7 carry their millisecond): the
                  // products, coupon or customer a request names exist and must stay the same.
                  .filter((id) => uuidMs(id) >= probeStart - 1 && !probeTarget.ids.includes(id)),
              ),
              ...(recipe?.freshTokens?.(recordedJson) ?? []),
            ]
          : [];
      const prepareFloor = (count: number): RecordedCommand[][] =>
        Array.from({ length: count }, () => {
          const target = nextTarget();
          const pairs = probeTarget.ids.map((from, k): [string, string] => [from, target.ids[k] ?? from]);
          for (const value of generated) pairs.push([value, freshLike(value)]);
          return commands.map((c) => ({
            ...c,
            input: substitute(c.input, pairs) as Record<string, unknown>,
          }));
        });
      const runFloor = async (prepared: RecordedCommand[][], concurrency: number): Promise<number[]> =>
        closedLoop(prepared.length, concurrency, async (i) => {
          try {
            await replay(dynamo(), prepared[i] as RecordedCommand[]);
          } catch (error) {
            floorErrors++;
            firstFloorError ||= String(error);
          }
        });
      if (canReplay) await runFloor(prepareFloor(WARMUP), 1);

      const result: RouteResult = {
        ...base,
        measured: true,
        calls: commands.length,
        steps: stepsOf(commands),
        callsKeyMiss,
        commands: commands.map((c) => c.command.replace(/Command$/, '')),
        note: canReplay || info.kind === 'public' ? '' : 'calls not replayable',
      };
      let apiCalls = 0;
      let apiCount = 0;
      const handlerMs: number[] = [];
      const serverFloorMs: number[] = [];
      const block = Math.ceil(REQUESTS / ROUNDS);
      for (const concurrency of CONCURRENCY) {
        const apiMs: number[] = [];
        const floorMs: number[] = [];
        // The modes alternate in blocks, starting with a different one each round, so a noisy
        // moment or a growing table weighs on all of them alike.
        const modes: (() => Promise<void>)[] = [
          async () => {
            const requests = Array.from({ length: block }, () => nextTarget().request);
            const sendsBefore = await srv.sends();
            const measured = await closedLoop(block, concurrency, async (i) => {
              await callApi(requests[i] as BenchRequest);
            });
            apiMs.push(...measured);
            apiCalls += (await srv.sends()) - sendsBefore;
            apiCount += block;
          },
          async () => {
            if (canReplay) floorMs.push(...(await runFloor(prepareFloor(block), concurrency)));
          },
        ];
        if (concurrency === 1) {
          // The handler alone, in the server process without the socket (what our code adds),
          // interleaved there with the same calls replayed from that process.
          modes.push(async () => {
            const requests = Array.from({ length: block }, () => nextTarget().request);
            const paired = await srv.call<'paired'>({
              op: 'pair',
              requests,
              batches: canReplay ? prepareFloor(block) : [],
            });
            apiErrors += paired.statuses.filter((status) => status < 200 || status >= 300).length;
            handlerMs.push(...paired.handlerMs);
            floorErrors += paired.errors.length;
            firstFloorError ||= paired.errors[0] ?? '';
            serverFloorMs.push(...paired.replayMs);
          });
        }
        for (let round = 0; round < ROUNDS; round++) {
          for (let m = 0; m < modes.length; m++)
            await (modes[(round + m) % modes.length] as () => Promise<void>)();
        }
        result.api[concurrency] = { p50: percentile(apiMs, 50), p99: percentile(apiMs, 99), n: apiMs.length };
        if (canReplay)
          result.floor[concurrency] = {
            p50: percentile(floorMs, 50),
            p99: percentile(floorMs, 99),
            n: floorMs.length,
          };
      }
      result.meanCalls = apiCount ? apiCalls / apiCount : null;
      result.dispatch = {
        p50: percentile(handlerMs, 50),
        p99: percentile(handlerMs, 99),
        n: handlerMs.length,
      };
      if (serverFloorMs.length)
        result.serverFloor = {
          p50: percentile(serverFloorMs, 50),
          p99: percentile(serverFloorMs, 99),
          n: serverFloorMs.length,
        };
      result.apiErrors = apiErrors;
      result.floorErrors = floorErrors;
      if (firstApiError) result.note = `${result.note} API error: ${firstApiError}`.trim();
      if (firstFloorError) result.note = `${result.note} replay error: ${firstFloorError}`.trim();
      routeResults.push(result);
      const a = result.api[1];
      const f = result.floor[1];
      log(
        `${info.key}: ${result.calls} calls; c=1 API p50 ${a?.p50.toFixed(2)} ms` +
          (f ? `, SDK p50 ${f.p50.toFixed(2)} ms, ratio ${((a?.p50 ?? 0) / f.p50).toFixed(2)}` : ''),
      );
    } catch (error) {
      routeResults.push({ ...base, note: `failed: ${String(error).slice(0, 300)}` });
      log(`${info.key} failed: ${String(error)}`);
    }
  }

  await checkCounts('after the route measurements');

  // --- Growth at FACTOR * N ---------------------------------------------------------------------
  if (!flags['skip-growth']) {
    for (const recipe of recipes.filter((r) => r.findSeeded === undefined)) {
      const { counter } = await liveCounts(recipe.entity, merchantId);
      const missing = Math.min(FACTOR * N, recipe.seedLimit ?? Infinity) - counter;
      if (missing > 0) {
        const t = Date.now();
        await seedEntity(recipe, merchantId, missing);
        log(`seeded ${missing} more ${recipe.resource} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }
    await checkCounts(`after seeding ${FACTOR} N`);
    await measureGrowth(`${FACTOR}N`);
  }

  const serverErrors = srv.scanLog();
  rmSync(dirname(srv.logFile), { recursive: true, force: true });
  // Quiet the machine before timing imports: no DynamoDB Local, no server.
  await shutdown();

  // --- Pix: BR Code and QR code, apart from DynamoDB ------------------------------------------
  const pix = growthOnly ? undefined : await measureQrCode(quick ? 60 : 300);
  if (pix)
    log(
      `QR code: p50 ${pix.qr.p50.toFixed(2)} ms, first ${pix.qrFirstMs.toFixed(1)} ms, PNG ${pix.pngBytes} bytes`,
    );

  // --- Bundles ----------------------------------------------------------------------------------
  let bundles: Report['bundles'];
  if (!flags['skip-bundles'] && !growthOnly) {
    // Every function the stack deploys: the routes', not-found, and the background ones.
    const handlers = [
      ...new Set([
        ...infos.map((info) => info.route.handler),
        NOT_FOUND_HANDLER,
        SWEEP_HANDLER,
        ...Object.values(WEBHOOK_HANDLERS),
      ]),
    ];
    bundles = await measureBundles(
      ROOT,
      handlers.map((entry) => ({
        name: entry.replace(/^functions\//, '').replace(/\.ts$/, ''),
        entry,
        assets: infos.find((info) => info.route.handler === entry)?.route.assets,
        prerender: infos.find((info) => info.route.handler === entry)?.route.prerender,
      })),
      IMPORT_RUNS,
      log,
    );
  }

  const report: Report = {
    date: new Date().toISOString(),
    machine,
    settings: { n: N, requests: REQUESTS, importRuns: IMPORT_RUNS, factor: FACTOR, quick, rounds: ROUNDS },
    load: { start: loadAtStart, end: load1() },
    durationS: Math.round((Date.now() - started) / 1000),
    counts,
    routes: routeResults,
    growth,
    bundles,
    pix,
    serverErrors,
  };
  // Aligned columns, so the file reads well as plain text too.
  const { format } = await import('prettier');
  const markdown = await format(renderReport(report), { parser: 'markdown', printWidth: 110 });
  process.stdout.write(markdown);
  if (OUT) {
    writeFileSync(OUT, markdown);
    log(`wrote ${OUT}`);
  }
  log(`done in ${report.durationS} s`);
} finally {
  await shutdown();
}
