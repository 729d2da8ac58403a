import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { removeFaults } from '../support/faults.js';
import { useOwnTable } from '../support/own-table.js';
import { areaLoads, LoadTally, loadTable, runLoadModel, type KeyLoad } from '../support/partition-load.js';

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
const areas = await areaLoads();

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

  // Each area's checks of its own keys (test/<area>/<area>.partition-load.ts).
  const run = { loads: () => loads, share: MODEL_SHARE, partition: PARTITION };
  for (const area of areas) area.checks?.(run);
});
