import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { countEvents, eventPut, listEvents } from '../../lib/db/events.js';
import { layout } from '../../lib/db/layout.js';
import { transact } from '../../lib/db/transact.js';
import { windowStart, type EventType } from '../../lib/domain/event.js';
import { call, newMerchant } from '../support/api.js';
import { cancelled, FAULT, removeFaults } from '../support/faults.js';

afterEach(() => removeFaults());

/** Items DynamoDB read (ScannedCount, or the items returned) for every Query, by the caller. */
function countQueryReads(): { items: number } {
  const reads = { items: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      const result = (output as { output: { ScannedCount?: number; Count?: number } }).output;
      if (context.commandName === 'QueryCommand') reads.items += result.ScannedCount ?? result.Count ?? 0;
      return output;
    },
    { step: 'initialize', name: `${FAULT}QueryReads`, tags: [FAULT] },
  );
  return reads;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const emitAt = (merchantId: string, type: EventType, at: Date) =>
  transact({ items: eventPut(merchantId, type, { id: `x-${at.toISOString()}` }, at).items });

describe('event totals', () => {
  it('count exactly the events of the window: today and the 30 whole UTC days before it', async () => {
    const m = await newMerchant();
    const now = new Date('2026-11-23T12:00:00.000Z');
    const start = Date.parse(windowStart(now)); // 2026-10-24T00:00:00Z
    expect(new Date(start).toISOString()).toBe('2026-10-24T00:00:00.000Z');
    const written: { at: Date; type: EventType }[] = [
      { at: new Date(start - 10 * DAY), type: 'charge.created' }, // long gone
      { at: new Date(start - 13 * HOUR), type: 'charge.created' }, // the day before the window's
      { at: new Date(start - 1), type: 'charge.paid' }, // the last instant before it
      { at: new Date(start), type: 'charge.created' }, // its first instant
      { at: new Date(start + 1), type: 'charge.created' },
      { at: new Date(start + 23 * HOUR), type: 'charge.paid' }, // last hour of that day
      { at: new Date(start + 5 * DAY), type: 'checkout.created' },
      { at: new Date(now.getTime() - HOUR), type: 'charge.paid' }, // today
      { at: new Date(now.getTime() - 2 * HOUR), type: 'charge.paid' },
    ];
    for (const { at, type } of written) await emitAt(m.merchantId, type, at);
    const inWindow = (type?: EventType) =>
      written.filter((e) => e.at.getTime() >= start && (type === undefined || e.type === type)).length;

    expect(inWindow()).toBe(6);
    for (const type of [
      undefined,
      'charge.created',
      'charge.paid',
      'checkout.created',
      'charge.refunded',
    ] as const) {
      expect(await countEvents(m.merchantId, type, now), String(type)).toBe(inWindow(type));
      const { total, events } = await listEvents(m.merchantId, { page: 0, size: 100 }, type, now);
      expect(total).toBe(inWindow(type));
      expect(events).toHaveLength(inWindow(type));
    }
  });

  it('read the counters of the window, not its events: 600 events cost what 6 do', async () => {
    const m = await newMerchant();
    const now = new Date();
    // 600 events over the last 20 days.
    for (let i = 0; i < 600; i++)
      await emitAt(
        m.merchantId,
        i % 2 ? 'charge.created' : 'charge.paid',
        new Date(now.getTime() - (i % 20) * DAY - i),
      );
    const reads = countQueryReads();
    expect(await countEvents(m.merchantId, undefined, now)).toBe(600);
    expect(await countEvents(m.merchantId, 'charge.paid', now)).toBe(300);
    // At most the counter items of 20 days per count, and no event.
    const { partitions, items } = layout().eventCounters;
    expect(reads.items).toBeLessThanOrEqual(2 * 20 * partitions * items);
    const page = await call('GET', '/v1/events?size=5', { key: m.readOnly });
    expect(page.json.data.page.totalElements).toBe(600);
  });

  it("stay exact when the day's counter shard is hot: a conflicting transaction moves to another", async () => {
    const m = await newMerchant();
    // Every transaction's first attempt is cancelled with TransactionConflict on its event
    // counter shard, as DynamoDB does when that item is in another transaction in flight.
    const firstShard = new Map<string, string>();
    let conflicts = 0;
    let moved = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') {
          const items = (
            args.input as {
              TransactItems: {
                Put?: { Item?: { PK?: unknown; entity?: unknown } };
                Update?: { Key?: { PK?: unknown; SK?: unknown } };
              }[];
            }
          ).TransactItems;
          const owner = String(
            items.find((item) => item.Put?.Item?.entity === 'CHARGE')?.Put?.Item?.PK ?? '',
          );
          const at = items.findIndex((item) => String(item.Update?.Key?.PK ?? '').startsWith('EVCOUNT#'));
          const key = items[at]?.Update?.Key;
          const shard = `${String(key?.PK)}|${String(key?.SK)}`;
          const first = firstShard.get(owner);
          if (at >= 0 && first === undefined) {
            firstShard.set(owner, shard);
            conflicts++;
            throw cancelled(items.length, 'TransactionConflict', at);
          }
          if (at >= 0 && first !== shard) moved++;
        }
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}HotEventCounter`, tags: [FAULT] },
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/v1/charges', { key: m.full, body: { amount: 1990 } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(conflicts).toBe(20);
    // Each retry draws its counter shard again: nearly all land beside the one that conflicted.
    expect(moved).toBeGreaterThanOrEqual(12);
    expect(
      [...firstShard.values()].every((key) =>
        new RegExp(`^EVCOUNT#${m.merchantId}#charge\\.created#\\d+\\|\\d{4}-\\d{2}-\\d{2}#\\d+$`).test(key),
      ),
    ).toBe(true);
    removeFaults();
    expect(await countEvents(m.merchantId, 'charge.created', new Date())).toBe(20);
    const page = await call('GET', '/v1/events', { key: m.readOnly });
    expect(page.json.data.page.totalElements).toBe(20);
  });
});
