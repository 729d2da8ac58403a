import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { layout, listShards, statusShards } from '../../lib/db/layout.js';
import { removeFaults } from '../support/faults.js';
import { useOwnTable } from '../support/own-table.js';
import { LoadTally, loadTable, runLoadModel, TARGET, type KeyLoad } from '../support/partition-load.js';

/**
 * The partition-load model at the target (docs/architecture.md, "Partition load"): one merchant
 * at 1,000 charge creates a second and the platform at 20,000, on the production layout. Every
 * key of the table and of each GSI must stay under what one DynamoDB partition serves.
 */
useOwnTable({ TABLE_LAYOUT: 'production' });
afterEach(() => removeFaults());

const PARTITION = { write: 1000, read: 3000 };
/** The fraction of the model second that runs. */
const MODEL_SHARE = 0.2;

describe('the load model counts units as DynamoDB does', () => {
  it('a 1.5 KB put with a list entry is 2 WCU on the table and 2 on GSI1; in a transaction, 4 and 2', async () => {
    const tally = new LoadTally();
    tally.install();
    const item = { PK: 'MODEL#1', SK: 'MODEL', GSI1PK: 'MODEL-LIST', GSI1SK: '1', pad: 'x'.repeat(1500) };
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: tableName(), Item: { ...item, PK: 'MODEL#2' } } }],
      }),
    );
    const loads = tally.perSecond(1);
    const at = (where: string, key: string) => loads.find((load) => load.where === where && load.key === key);
    expect(at('table', 'MODEL#1')).toMatchObject({ write: 2, read: 0 });
    expect(at('table', 'MODEL#2')).toMatchObject({ write: 4, read: 0 });
    expect(at('GSI1', 'MODEL-LIST')).toMatchObject({ write: 4 });
  });
});

describe('partition load at the target', { timeout: 300_000 }, () => {
  let loads: KeyLoad[];
  let delivered: number;

  beforeAll(async () => {
    ({ loads, delivered } = await runLoadModel(MODEL_SHARE));
    console.log(`\nPartition load at the target, per key:\n${loadTable(loads)}\n`);
    // The model second takes minutes on a busy machine: the hook gets the suite's time.
  }, 300_000);

  it('ran the whole second: creates, payments, expiries, events and their deliveries', () => {
    // 200 creates, 160 paid, 40 expired: 400 events, each delivered once.
    expect(delivered).toBe(400);
    expect(loads.some((load) => load.where === 'GSI4' && load.write > 0)).toBe(true);
  });

  it('keeps every key of the table and of each GSI under one partition’s units', () => {
    const over = loads.filter((load) => load.write >= PARTITION.write || load.read >= PARTITION.read);
    expect(over, loadTable(over)).toEqual([]);
  });

  describe('the ledger’s keys', () => {
    // 800 payments a second: each writes one entry, its three index entries, a day-total item and a
    // balance item, in the payment's transaction.
    const payments = TARGET.merchantCreates * TARGET.paidShare;
    const sampled = Math.round(payments * MODEL_SHARE);
    const family = (where: string, pattern: RegExp) =>
      loads.filter((load) => load.where === where && pattern.test(load.key));
    const ID = '[0-9a-f-]{36}';
    const families = () => ({
      entries: family('table', new RegExp(`^LEDGER#${ID}#PIX_RECEIVED#charge:${ID}$`)),
      list: family('GSI1', new RegExp(`^L#${ID}#LEDGER#\\d+$`)),
      type: family('GSI2', new RegExp(`^S#${ID}#LEDGER#PIX_RECEIVED#\\d+$`)),
      charge: family('GSI3', new RegExp(`^C#${ID}#LEDGER#${ID}$`)),
      days: family('table', new RegExp(`^LEDGERDAY#${ID}#\\d+$`)),
      balance: family('table', new RegExp(`^LEDGERBAL#${ID}#\\d+$`)),
    });
    const sum = (keys: readonly KeyLoad[], field: 'writes' | 'read') =>
      keys.reduce((total, load) => total + load[field], 0);
    /**
     * A shard's share of `total` writes a second over `shards`, with five standard deviations of
     * the sampled spread (a fifth of a second: each shard's count is drawn from a few dozen).
     */
    const share = (total: number, shards: number) => {
      const sampled = (total * MODEL_SHARE) / shards;
      return (sampled + 5 * Math.sqrt(sampled)) / MODEL_SHARE;
    };

    it('writes each payment’s entry once, at its own key, and lists it on every shard of its lists', () => {
      const { entries, list, type, charge } = families();
      expect(entries).toHaveLength(sampled);
      expect(entries.every((load) => load.writes * MODEL_SHARE === 1)).toBe(true);
      expect(charge).toHaveLength(sampled);
      expect(list.map((load) => load.key.split('#').at(-1)).sort()).toEqual(shardNames(listShards('LEDGER')));
      expect(type.map((load) => load.key.split('#').at(-1)).sort()).toEqual(
        shardNames(statusShards('LEDGER')),
      );
      for (const [keys, shards] of [
        [list, listShards('LEDGER')],
        [type, statusShards('LEDGER')],
      ] as const) {
        expect(sum(keys, 'writes')).toBeCloseTo(payments);
        const over = keys.filter((load) => load.writes > share(payments, shards));
        expect(over, loadTable(over)).toEqual([]);
      }
    });

    it('moves one day-total and one balance item a payment, spread over every counter partition, read by partition', () => {
      const { days, balance } = families();
      const { partitions } = layout().ledgerCounters;
      for (const keys of [days, balance]) {
        expect(keys.map((load) => load.key.split('#').at(-1)).sort()).toEqual(shardNames(partitions));
        expect(sum(keys, 'writes')).toBeCloseTo(payments);
        const over = keys.filter((load) => load.writes > share(payments, partitions));
        expect(over, loadTable(over)).toEqual([]);
      }
      // The dashboard's summary and balance read the counters, one Query a partition.
      expect(days.every((load) => load.read > 0) && balance.every((load) => load.read > 0)).toBe(true);
      // In live a credit also adds its PENDING#<day> item on the same balance partition: twice the units.
      const live = balance.filter((load) => 2 * load.write >= PARTITION.write);
      expect(live, loadTable(live)).toEqual([]);
    });

    it('keeps every ledger key one merchant’s, so the platform’s 20,000 a second add nothing to any', () => {
      const ledger = Object.values(families()).flat();
      const merchants = new Set(ledger.map((load) => /[0-9a-f-]{36}/.exec(load.key)![0]));
      expect(merchants.size).toBe(1);
      expect(loads.filter((load) => load.where === 'GSI4' && load.key.includes('LEDGER'))).toEqual([]);
      const over = ledger.filter((load) => load.write >= PARTITION.write || load.read >= PARTITION.read);
      expect(over, loadTable(over)).toEqual([]);
      console.log(`\nThe ledger's busiest keys:\n${loadTable(ledger, 6)}\n`);
    });
  });
});

const shardNames = (shards: number): string[] =>
  Array.from({ length: shards }, (_, shard) => String(shard)).sort();
