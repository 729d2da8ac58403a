import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { countEvents, eventPut, listEvents, retentionCutoff } from '../../lib/db/events.js';
import { transact } from '../../lib/db/transact.js';
import type { EventType } from '../../lib/domain/event.js';
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
  it('count exactly the events inside the 30-day window, whatever day the cutoff falls on', async () => {
    const m = await newMerchant();
    const now = new Date('2026-11-23T12:00:00.000Z');
    const cutoff = Date.parse(retentionCutoff(now)); // 2026-10-24T12:00:00Z
    const written: { at: Date; type: EventType }[] = [
      { at: new Date(cutoff - 10 * DAY), type: 'charge.created' }, // long gone
      { at: new Date(cutoff - 13 * HOUR), type: 'charge.created' }, // the day before the cutoff's
      { at: new Date(cutoff - HOUR), type: 'charge.paid' }, // the cutoff's day, before it
      { at: new Date(cutoff - 1), type: 'charge.created' },
      { at: new Date(cutoff + 1), type: 'charge.created' }, // the cutoff's day, after it
      { at: new Date(cutoff + 11 * HOUR), type: 'charge.paid' }, // last hour of that day
      { at: new Date(cutoff + 12 * HOUR), type: 'charge.created' }, // the next day's first instant
      { at: new Date(cutoff + 5 * DAY), type: 'checkout.created' },
      { at: new Date(now.getTime() - HOUR), type: 'charge.paid' }, // today
      { at: new Date(now.getTime() - 2 * HOUR), type: 'charge.paid' },
    ];
    for (const { at, type } of written) await emitAt(m.merchantId, type, at);
    const inWindow = (type?: EventType) =>
      written.filter((e) => e.at.getTime() > cutoff && (type === undefined || e.type === type)).length;

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

  it('read the counters and one day of events, not the window: 600 events cost what 6 do', async () => {
    const m = await newMerchant();
    const now = new Date();
    // 600 events over the last 20 days (none on the cutoff's own day).
    for (let i = 0; i < 600; i++)
      await emitAt(
        m.merchantId,
        i % 2 ? 'charge.created' : 'charge.paid',
        new Date(now.getTime() - (i % 20) * DAY - i),
      );
    const reads = countQueryReads();
    expect(await countEvents(m.merchantId, undefined, now)).toBe(600);
    expect(await countEvents(m.merchantId, 'charge.paid', now)).toBe(300);
    // At most 20 days × 2 types × 10 shards of counter items per count, and no event.
    expect(reads.items).toBeLessThanOrEqual(2 * 20 * 2 * 10);
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
              TransactItems: { Put?: { Item?: { SK?: unknown } }; Update?: { Key?: { SK?: unknown } } }[];
            }
          ).TransactItems;
          const owner = String(items[0]?.Put?.Item?.SK ?? '');
          const at = items.findIndex((item) => String(item.Update?.Key?.SK ?? '').startsWith('EVCOUNT#'));
          const shard = String(items[at]?.Update?.Key?.SK ?? '');
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
      [...firstShard.values()].every((sk) => /^EVCOUNT#\d{4}-\d{2}-\d{2}#charge\.created#\d$/.test(sk)),
    ).toBe(true);
    removeFaults();
    expect(await countEvents(m.merchantId, 'charge.created', new Date())).toBe(20);
    const page = await call('GET', '/v1/events', { key: m.readOnly });
    expect(page.json.data.page.totalElements).toBe(20);
  });
});
