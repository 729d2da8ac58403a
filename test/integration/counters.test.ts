import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { counterLayout } from '../../lib/db/layout.js';
import { checkPartition, partition } from '../security/support/table.js';
import { viaDispatch } from '../security/support/http.js';
import { createMerchant, type Entity, type Merchant } from '../security/support/templates.js';
import { cancelled, FAULT, removeFaults } from '../support/faults.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * The live-item counters are sharded: concurrent creates and removals of one merchant add to
 * different items, a conflict on one is retried on another, and the totals stay exact.
 */
const send = viaDispatch;

afterEach(() => removeFaults());

const bodyOf = (entity: Entity, i: number) =>
  entity === 'coupons'
    ? { code: `C${i}X${Math.random().toString(36).slice(2, 8)}`, type: 'PERCENTAGE', value: 10 }
    : entity === 'customers'
      ? { name: `Cliente ${i}`, email: `c${i}@example.com` }
      : { name: `Produto ${i}`, price: 500 + i };

async function create(m: Merchant, entity: Entity, i: number): Promise<string> {
  const answer = await send('POST', `/v1/${entity}`, { key: m.full, json: bodyOf(entity, i) });
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.json.data.id as string;
}

const totalOf = async (m: Merchant, entity: Entity): Promise<number> => {
  const answer = await send('GET', `/v1/${entity}?size=1`, { key: m.readOnly });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.page.totalElements as number;
};

/** Runs `tasks` with at most `width` in flight. */
async function inFlight<T>(width: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

describe('sharded counters', () => {
  it('a transaction conflict on the hot counter shard is retried on another shard: every create succeeds', async () => {
    const m = await createMerchant('Loja Contador Quente');
    // The first counter shard any create touches becomes hot: every transaction that touches it
    // again is cancelled with TransactionConflict on that item, as DynamoDB does under load.
    let hot: string | undefined;
    let conflicts = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') {
          const items = JSON.stringify(args.input).match(/"PK":"COUNT#[^"]+","SK":"\d+"/g) ?? [];
          hot ??= items[0];
          const at = (args.input as { TransactItems: unknown[] }).TransactItems.findIndex((item) =>
            JSON.stringify(item).includes(hot!),
          );
          if (at >= 0) {
            conflicts++;
            throw cancelled(
              (args.input as { TransactItems: unknown[] }).TransactItems.length,
              'TransactionConflict',
              at,
            );
          }
        }
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}HotShard`, tags: [FAULT] },
    );
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => create(m, 'products', i)));
    removeFaults();
    expect(new Set(ids).size).toBe(40);
    expect(conflicts).toBeGreaterThan(0);
    expect(await totalOf(m, 'products')).toBe(40);
    expect((await checkPartition(m.merchantId)).PRODUCT).toBe(40);
    const { partitions, items } = counterLayout('PRODUCT');
    const counted = (await partition(m.merchantId)).filter((item) =>
      String(item.PK).startsWith(`COUNT#${m.merchantId}#PRODUCT#`),
    );
    expect(counted.length).toBeLessThanOrEqual(partitions * items);
  });

  it('after 1,000 concurrent creates and removals of three kinds, every total is exact', async () => {
    const m = await createMerchant('Loja Contador Mil');
    const entities = ['coupons', 'customers', 'products'] as const satisfies readonly Entity[];
    // 300 items to remove, then 700 creates and the 300 removals all at once.
    const seeded = await inFlight(
      32,
      Array.from({ length: 300 }, (_, i) => async () => {
        const entity = entities[i % 3] as Entity;
        return { entity, id: await create(m, entity, i) };
      }),
    );
    const tasks = [
      ...Array.from({ length: 700 }, (_, i) => async () => {
        await create(m, entities[i % 3] as Entity, 1000 + i);
        return 201;
      }),
      ...seeded.map(({ entity, id }) => async () => {
        const answer = await send('DELETE', `/v1/${entity}/${id}`, { key: m.full });
        return answer.status;
      }),
    ].sort(() => Math.random() - 0.5);
    const statuses = await inFlight(64, tasks);
    expect(statuses.filter((status) => status === 204)).toHaveLength(300);
    const live = await checkPartition(m.merchantId);
    const expected = { coupons: 234, customers: 233, products: 233 };
    expect(live).toEqual({
      COUPON: 234,
      CUSTOMER: 233,
      PRODUCT: 233,
      CHARGE: 0,
      CHECKOUT: 0,
      WEBHOOK_ENDPOINT: 0,
      SUBSCRIPTION: 0,
    });
    for (const entity of entities) expect(await totalOf(m, entity), entity).toBe(expected[entity]);
  }, 120_000);
});
