import { describe, expect, it } from 'vitest';
import { ledgerLayout } from '../../lib/ledger/ledger.keys.js';
import { loadTable, TARGET, type AreaLoad, type KeyLoad } from '../support/partition-load.js';

const shardNames = (shards: number): string[] =>
  Array.from({ length: shards }, (_, shard) => String(shard)).sort();

/**
 * The ledger in the partition-load model (test/integration/partition-load.test.ts): the merchant's
 * statement, and the loads of the ledger's keys at the target.
 */
export const ledgerPartitionLoad: AreaLoad = {
  // Its statement: the ledger's newest entries, today's summary and the balance, as often as a list.
  reads: (today) => ['/v1/ledger?size=20', `/v1/ledger/summary?from=${today}&to=${today}`, '/v1/balance'],
  checks: (run) => {
    describe('the ledger’s keys', () => {
      const MODEL_SHARE = run.share;
      const PARTITION = run.partition;
      // 800 payments a second: each writes one entry, its three index entries, a day-total item and a
      // balance item, in the payment's transaction.
      const payments = TARGET.merchantCreates * TARGET.paidShare;
      const sampled = Math.round(payments * MODEL_SHARE);
      const family = (where: string, pattern: RegExp) =>
        run.loads().filter((load) => load.where === where && pattern.test(load.key));
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
        expect(list.map((load) => load.key.split('#').at(-1)).sort()).toEqual(
          shardNames(ledgerLayout().list),
        );
        expect(type.map((load) => load.key.split('#').at(-1)).sort()).toEqual(
          shardNames(ledgerLayout().status),
        );
        for (const [keys, shards] of [
          [list, ledgerLayout().list],
          [type, ledgerLayout().status],
        ] as const) {
          expect(sum(keys, 'writes')).toBeCloseTo(payments);
          const over = keys.filter((load) => load.writes > share(payments, shards));
          expect(over, loadTable(over)).toEqual([]);
        }
      });

      it('moves one day-total and one balance item a payment, spread over every counter partition, read by partition', () => {
        const { days, balance } = families();
        const { partitions } = ledgerLayout().counters;
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
        expect(run.loads().filter((load) => load.where === 'GSI4' && load.key.includes('LEDGER'))).toEqual(
          [],
        );
        const over = ledger.filter((load) => load.write >= PARTITION.write || load.read >= PARTITION.read);
        expect(over, loadTable(over)).toEqual([]);
        console.log(`\nThe ledger's busiest keys:\n${loadTable(ledger, 6)}\n`);
      });
    });
  },
};
