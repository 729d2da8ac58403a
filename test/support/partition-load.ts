import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../lib/config.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import type { DueFamily } from '../../lib/db/layout.js';
import { layout } from '../../lib/db/layout.js';
import { CUSTOMER_INDEX, DUE_INDEX, LIST_INDEX, STATUS_INDEX } from '../../lib/db/table.js';
import { adminCreateKey } from '../../lib/merchants/admin.service.js';
import { runSweeps } from '../../lib/jobs/sweeps.service.js';
import { undispatchedEvents } from '../../lib/db/events.js';
import { attemptDelivery, dispatchEvent } from '../../lib/webhooks/deliveries.service.js';
import { viaDispatch, type Transport } from '../security/support/http.js';
import { createMerchant } from '../security/support/templates.js';
import { startReceiver } from './receiver.js';
import { FAULT } from './faults.js';
import { areaExports } from './area-files.js';

/**
 * A model of DynamoDB's capacity units per partition key value, fed by every command the code
 * sends through the process-wide client: for each key of the table and of every GSI, the read and
 * write units it would consume on AWS, from the items' sizes as DynamoDB counts them.
 *
 * Writes: the larger of the item's size before and after, in 1 KB units, doubled in a transaction
 * (ConditionCheck included); each GSI pays a write of the new image where the item enters or stays
 * in it and a delete of the old one where it leaves or moves (1 KB units, never doubled). Reads:
 * 4 KB units of what a Get, BatchGet or Query returned (a Query's items summed first), halved when
 * eventually consistent, doubled in a transaction; at least one unit a request. The images come
 * from a second client (not tallied) read before and after each write, so the load must run
 * without concurrent writers to one item.
 */
type Item = Record<string, unknown>;

export interface KeyLoad {
  /** `table` or the index name. */
  where: string;
  key: string;
  read: number;
  write: number;
  /** Writes (item entries) the key took. */
  writes: number;
}

/** Keys every merchant shares: a family of hash shards, fed at the platform's rate. */
export interface Platform {
  /** The platform's rate over the modelled merchant's. */
  factor: number;
  family(where: string, key: string): { name: string; shards: number } | undefined;
}

const INDEXES = [LIST_INDEX, STATUS_INDEX, CUSTOMER_INDEX, DUE_INDEX];

/** An attribute value's size as DynamoDB counts it. */
function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = String(value)
      .replace(/[-.]|e.*$/gi, '')
      .replace(/^0+/, '').length;
    return Math.ceil(Math.max(digits, 1) / 2) + 1;
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueSize(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + valueSize(v) + 1, 0);
  return (
    3 +
    Object.entries(value as Item).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + valueSize(v) + 1, 0)
  );
}

export const itemSize = (item: Item | undefined): number =>
  item ? Object.entries(item).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + valueSize(v), 0) : 0;

const units = (bytes: number, per: number): number => Math.max(1, Math.ceil(bytes / per));

export class LoadTally {
  private readonly loads = new Map<string, KeyLoad>();
  private readonly images: DynamoDBDocumentClient;
  /** While set, commands go through uncounted. */
  paused = false;

  constructor() {
    const { dynamodbEndpoint, region } = config();
    this.images = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region,
        endpoint: dynamodbEndpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
  }

  add(where: string, key: string, read: number, write: number): void {
    const name = `${where} ${key}`;
    const load = this.loads.get(name) ?? { where, key, read: 0, write: 0, writes: 0 };
    load.read += read;
    load.write += write;
    if (write > 0) load.writes++;
    this.loads.set(name, load);
  }

  /**
   * Every key's load over `seconds` of model time, in units a second. A platform key is fed by
   * every merchant through a hash, so its load is its family's, times the platform's rate, spread
   * evenly over the shards, plus three standard deviations of the hash's spread (`1 + 3/sqrt(n)`
   * for n entries a shard a second).
   */
  perSecond(seconds: number, platform?: Platform): KeyLoad[] {
    const own: KeyLoad[] = [];
    const families = new Map<string, KeyLoad & { shards: number }>();
    for (const load of this.loads.values()) {
      const family = platform?.family(load.where, load.key);
      if (!family) {
        own.push({
          ...load,
          read: load.read / seconds,
          write: load.write / seconds,
          writes: load.writes / seconds,
        });
        continue;
      }
      const name = `${load.where} ${family.name}`;
      const sum = families.get(name) ?? {
        where: load.where,
        key: family.name,
        read: 0,
        write: 0,
        writes: 0,
        shards: family.shards,
      };
      sum.read += load.read;
      sum.write += load.write;
      sum.writes += load.writes;
      families.set(name, sum);
    }
    const spread = [...families.values()].map(({ shards, ...sum }) => {
      const per = (value: number) => (value * platform!.factor) / seconds / shards;
      const skew = 1 + 3 / Math.sqrt(Math.max(per(sum.writes), 1));
      return {
        ...sum,
        key: `${sum.key} (each of ${shards})`,
        read: per(sum.read) * skew,
        write: per(sum.write) * skew,
        writes: per(sum.writes),
      };
    });
    return [...own, ...spread];
  }

  private async image(key: Item): Promise<Item | undefined> {
    const { Item } = await this.images.send(
      new GetCommand({ TableName: tableName(), Key: { PK: key.PK, SK: key.SK }, ConsistentRead: true }),
    );
    return Item;
  }

  private async images_(keys: Item[]): Promise<(Item | undefined)[]> {
    if (keys.length === 0) return [];
    const { Responses } = await this.images.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: { Keys: keys.map(({ PK, SK }) => ({ PK, SK })), ConsistentRead: true },
        },
      }),
    );
    const found = Responses?.[tableName()] ?? [];
    return keys.map((key) => found.find((item) => item.PK === key.PK && item.SK === key.SK));
  }

  /** One item's write: the table's units, and each index's. */
  private written(before: Item | undefined, after: Item | undefined, transactional: boolean): void {
    const key = String((after ?? before)!.PK);
    this.add(
      'table',
      key,
      0,
      units(Math.max(itemSize(before), itemSize(after)), 1024) * (transactional ? 2 : 1),
    );
    for (const index of INDEXES) {
      const from = before?.[index.partitionKey] as string | undefined;
      const to = after?.[index.partitionKey] as string | undefined;
      if (from !== undefined && from !== to)
        this.add(index.indexName, from, 0, units(itemSize(before), 1024));
      if (to !== undefined) this.add(index.indexName, to, 0, units(itemSize(after), 1024));
    }
  }

  private read(where: string, key: string, bytes: number, consistent: boolean, transactional = false): void {
    this.add(where, key, (units(bytes, 4096) * (transactional ? 2 : 1)) / (consistent ? 1 : 2), 0);
  }

  /** Starts tallying every command of the process-wide client; `removeFaults()` stops it. */
  install(): void {
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Item;
        if (this.paused) return next(args);
        switch (context.commandName) {
          case 'GetItemCommand': {
            const result = await next(args);
            const item = (result.output as { Item?: Item }).Item;
            this.read('table', String((input.Key as Item).PK), itemSize(item), input.ConsistentRead === true);
            return result;
          }
          case 'BatchGetItemCommand': {
            const result = await next(args);
            const request = Object.values(
              input.RequestItems as Record<string, { Keys: Item[]; ConsistentRead?: boolean }>,
            )[0]!;
            const found =
              Object.values((result.output as { Responses?: Record<string, Item[]> }).Responses ?? {})[0] ??
              [];
            for (const key of request.Keys) {
              const item = found.find((candidate) => candidate.PK === key.PK && candidate.SK === key.SK);
              this.read('table', String(key.PK), itemSize(item), request.ConsistentRead === true);
            }
            return result;
          }
          case 'QueryCommand': {
            const result = await next(args);
            const output = result.output as { Items?: Item[] };
            const condition = String(input.KeyConditionExpression);
            const [, name, placeholder] = /^\s*(#?\w+)\s*=\s*(:\w+)/.exec(condition) ?? [];
            if (!name || !placeholder) throw new Error(`unreadable key condition: ${condition}`);
            const key = String((input.ExpressionAttributeValues as Item)[placeholder]);
            const bytes = (output.Items ?? []).reduce((sum, item) => sum + itemSize(item), 0);
            this.read(String(input.IndexName ?? 'table'), key, bytes, input.ConsistentRead === true);
            return result;
          }
          case 'PutItemCommand':
          case 'UpdateItemCommand':
          case 'DeleteItemCommand': {
            const key = (input.Item ?? input.Key) as Item;
            const before = await this.image(key);
            const result = await next(args);
            this.written(before, await this.image(key), false);
            return result;
          }
          case 'TransactWriteItemsCommand': {
            const parts = (input.TransactItems as Item[]).map(
              (part) => Object.entries(part)[0] as [string, Item],
            );
            const keys = parts.map(([, part]) => (part.Item ?? part.Key) as Item);
            const before = await this.images_(keys);
            const result = await next(args);
            const after = await this.images_(keys);
            parts.forEach(([kind], i) => {
              if (kind === 'ConditionCheck')
                this.add('table', String(keys[i]!.PK), 0, units(itemSize(before[i]), 1024) * 2);
              else this.written(before[i], after[i], true);
            });
            return result;
          }
          case 'BatchWriteItemCommand':
          case 'ScanCommand':
          case 'TransactGetItemsCommand':
            throw new Error(`the load model does not count ${context.commandName}`);
          default:
            return next(args);
        }
      },
      { step: 'initialize', name: `${FAULT}LoadTally`, tags: [FAULT] },
    );
  }
}

/** The busiest keys, by write units then read units a second, with their headroom. */
export function loadTable(loads: readonly KeyLoad[], rows = 12): string {
  const top = [...loads]
    .sort((a, b) => b.write / 1000 + b.read / 3000 - (a.write / 1000 + a.read / 3000))
    .slice(0, rows);
  const lines = [
    '| where | key | WCU/s | RCU/s | headroom |',
    '| --- | --- | ---: | ---: | ---: |',
    ...top.map((load) => {
      const used = Math.max(load.write / 1000, load.read / 3000);
      return `| ${load.where} | \`${anonymous(load.key)}\` | ${load.write.toFixed(0)} | ${load.read.toFixed(0)} | ${(1 / used).toFixed(1)}× |`;
    }),
  ];
  return lines.join('\n');
}

/** Ids in a key replaced by their kind, so the table reads the same every run. */
const anonymous = (key: string): string =>
  key
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, '<day>');

/** The target: one merchant's charge creates a second, and the platform's (every merchant's). */
export const TARGET = { merchantCreates: 1000, platformCreates: 20_000, paidShare: 0.8 } as const;

/** The model's run, for an area's checks: the loads per key once the model second has run. */
export interface ModelRun {
  loads: () => KeyLoad[];
  /** The fraction of the model second that runs. */
  share: number;
  /** What one DynamoDB partition serves a second. */
  partition: { write: number; read: number };
}

/**
 * What an area adds to the load model, in `test/<area>/<area>.partition-load.ts` (exporting
 * `<area>PartitionLoad`): the merchant's dashboard reads of its routes, and the checks of its keys.
 */
export interface AreaLoad {
  /** Paths the dashboard reads of the area, in turn, as often as its list reads: given today's date. */
  reads?: (today: string) => readonly string[];
  /** The area's tests of its keys' loads, declared inside the model's suite. */
  checks?: (run: ModelRun) => void;
}

/** Every area's part of the load model. */
export const areaLoads = (): Promise<AreaLoad[]> => areaExports<AreaLoad>('partition-load', 'PartitionLoad');

/** The due index's keys (`DUE#<family>#<shard>`) serve every merchant. */
const PLATFORM: Platform = {
  factor: TARGET.platformCreates / TARGET.merchantCreates,
  family(where, key) {
    const match = where === DUE_INDEX.indexName ? /^DUE#([A-Z_]+)#\d+$/.exec(key) : null;
    return match
      ? { name: `DUE#${match[1]}#<shard>`, shards: layout().due[match[1] as DueFamily] }
      : undefined;
  },
};

export interface ModelOptions {
  /** The fraction of a model second run (its units are divided by it). */
  share: number;
  send: Transport;
  /**
   * A merchant with a pix identity, its API keys, and one webhook endpoint to a live receiver. A
   * merchant at the target spreads its requests over keys, as the per-key rate limit makes it.
   */
  merchant: { merchantId: string; keys: readonly string[] };
  customerIds: readonly string[];
}

/** Runs `work` on every item, at most `width` at a time. */
async function limited<T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

/**
 * One second of the hot merchant at the target, scaled by `share`: its charge creates (with an
 * Idempotency-Key, half for a customer, each fetched once after), 80% paid, the rest expired by
 * the sweep, every event dispatched and delivered to one endpoint, and its dashboard's list
 * reads and the areas' own reads. Keys of the due index serve the whole platform, so their units count
 * `platformCreates / merchantCreates` times. Answers units a second per key.
 */
export async function modelSecond(tally: LoadTally, options: ModelOptions): Promise<KeyLoad[]> {
  const { send, merchant, share } = options;
  const keyOf = (i: number): string => merchant.keys[i % merchant.keys.length]!;
  const creates = Math.round(TARGET.merchantCreates * share);
  const paid = Math.round(creates * TARGET.paidShare);
  const ok = <A extends { status: number; text: string }>(answer: A, status: number): A => {
    if (answer.status !== status) throw new Error(`expected ${status}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const areas = await areaLoads();
  tally.install();

  const ids = await limited(Array.from({ length: creates }), 8, async (_, i) => {
    const created = ok(
      await send('POST', '/v1/charges', {
        key: keyOf(i),
        headers: { 'idempotency-key': `load-${randomUUID()}` },
        json: {
          amount: 1990 + i,
          description: `Pedido ${i}`,
          // The unpaid ones expire at the next sweep after a minute.
          expiresIn: i < paid ? 3600 : 60,
          ...(i % 2 === 0 ? { customerId: options.customerIds[i % options.customerIds.length] } : {}),
        },
      }),
      201,
    );
    return (created.json as { data: { id: string } }).data.id;
  });
  await limited(ids, 8, async (id, i) => ok(await send('GET', `/v1/charges/${id}`, { key: keyOf(i) }), 200));
  await limited(ids.slice(0, paid), 8, async (id, i) =>
    ok(await send('POST', `/v1/charges/${id}/simulate-payment`, { key: keyOf(i), json: {} }), 200),
  );
  // The dashboard: a list read every 20 charges.
  const lists = ['/v1/charges?size=20', '/v1/charges?status=PAID&size=20', '/v1/events?size=20'];
  await limited(Array.from({ length: Math.ceil(creates / 20) }), 4, async (_, i) =>
    ok(await send('GET', lists[i % lists.length]!, { key: keyOf(i) }), 200),
  );
  // The areas' own dashboard reads (test/<area>/<area>.partition-load.ts), as often.
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: config().businessTimeZone });
  const reads = areas.flatMap((area) => area.reads?.(today) ?? []);
  if (reads.length > 0) {
    await limited(Array.from({ length: Math.ceil(creates / 20) }), 4, async (_, i) =>
      ok(await send('GET', reads[i % reads.length]!, { key: keyOf(i) }), 200),
    );
  }
  const later = new Date(Date.now() + 2 * 60 * 1000);
  await runSweeps(later);
  // On AWS the table's stream hands each event to the dispatcher and SQS each delivery to an
  // attempt: neither reads the due index for them (the redrive reads it once a minute).
  tally.paused = true;
  const events = await undispatchedEvents(later);
  tally.paused = false;
  const refs = (await limited(events, 8, (event) => dispatchEvent(event, later))).flat();
  await limited(refs, 8, (ref) => attemptDelivery(ref, later));
  dynamo().middlewareStack.remove(`${FAULT}LoadTally`);
  return tally.perSecond(share, PLATFORM);
}

const MERCHANT_KEYS = 10;

/**
 * The model on the current table (whose layout must be production): a merchant with one webhook
 * endpoint to a loopback receiver and ten customers, then one model second scaled by `share`.
 */
export async function runLoadModel(share = 0.2): Promise<{ loads: KeyLoad[]; delivered: number }> {
  if (layout().name !== 'production') throw new Error('the load model runs on the production layout');
  const receiver = await startReceiver(204);
  try {
    const merchant = await createMerchant('Loja Black Friday');
    const endpoint = await viaDispatch('POST', '/v1/webhook-endpoints', {
      key: merchant.full,
      json: { url: `${receiver.url}/hooks`, events: ['*'] },
    });
    if (endpoint.status !== 201) throw new Error(endpoint.text);
    // At the live limit (100 a second a key) the merchant's 1,000 creates a second need ten keys.
    const keys = [merchant.full];
    for (let i = 1; i < MERCHANT_KEYS; i++)
      keys.push((await adminCreateKey({ merchantId: merchant.merchantId, permission: 'FULL_ACCESS' })).key);
    const customerIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const customer = await viaDispatch('POST', '/v1/customers', {
        key: merchant.full,
        json: { name: `Cliente ${i}`, email: `c${i}@exemplo.com.br` },
      });
      customerIds.push((customer.json as { data: { id: string } }).data.id);
    }
    const loads = await modelSecond(new LoadTally(), {
      share,
      send: viaDispatch,
      merchant: { merchantId: merchant.merchantId, keys },
      customerIds,
    });
    return { loads, delivered: receiver.received.length };
  } finally {
    await receiver.close();
  }
}
