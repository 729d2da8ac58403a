import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { localToInstant } from '../../lib/domain/dates.js';
import { scheduledPayoutId } from '../../lib/payouts/payout-schedule.domain.js';
import { sweepPayouts } from '../../lib/payouts/payout-sending.service.js';
import { payScheduled } from '../../lib/payouts/payout-schedule.service.js';
import { adminSetSchedule } from '../../lib/payouts/payouts-admin.service.js';
import { call, type TestMerchant } from '../support/api.js';
import { credit, payee } from '../support/money.js';

/**
 * Automatic payouts: the operator's schedule puts the merchant in the sweep's index on its payout
 * day; the sweep makes that day's payout once, even when two sweeps run at once. The delay of a
 * credit is at once in `test`; a sandbox payout is never in the index the sweep sends from.
 */

async function payouts(m: TestMerchant) {
  const result = await call('GET', '/v1/payouts', { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data.content as { id: string; amount: number; status: string }[];
}

const startOf = (day: string) => new Date(localToInstant(day, 'start', config().businessTimeZone));
const minuteAfter = (at: Date) => new Date(at.getTime() + 60_000);

describe('payout schedules', () => {
  it('makes the payout of the day once when two sweeps run at once, then waits for the next day', async () => {
    const m = await payee();
    await credit(m, 5000);
    const now = new Date('2026-11-28T12:00:00Z'); // a Saturday in São Paulo
    const set = await adminSetSchedule(m.merchantId, { interval: 'daily' }, now);
    expect(set).toEqual({
      merchantId: m.merchantId,
      interval: 'daily',
      weekday: null,
      delay: 1,
      nextPayoutDay: '2026-11-30',
    });
    const schedule = { interval: 'daily' as const, weekday: null, delay: 1 };
    // Before its day, nothing.
    await sweepPayouts(now, m);
    expect(await payouts(m)).toEqual([]);

    const monday = minuteAfter(startOf('2026-11-30'));
    const made = await Promise.all([sweepPayouts(monday, m), sweepPayouts(monday, m)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    const [payout, ...others] = await payouts(m);
    expect(others).toEqual([]);
    expect(payout).toMatchObject({
      id: scheduledPayoutId(m.merchantId, '2026-11-30'),
      amount: 50,
      status: 'PENDING',
    });

    // A sweep that read Monday's index entry before the merchant moved on makes no other
    // payout, even with money available again; nor does a later sweep on Monday.
    await credit(m, 1000);
    const stale = { id: m.merchantId, payoutSchedule: schedule, payoutDueDay: '2026-11-30' };
    expect(await payScheduled(stale, monday)).toBe(false);
    await sweepPayouts(minuteAfter(monday), m);
    expect(await payouts(m)).toHaveLength(1);
    await Promise.all([
      sweepPayouts(minuteAfter(startOf('2026-12-01')), m),
      sweepPayouts(minuteAfter(startOf('2026-12-01')), m),
    ]);
    expect((await payouts(m)).map((each) => each.amount)).toEqual([10, 50]);
  });

  it('skips a day with less than the smallest payout, and pays weekly on its weekday', async () => {
    const m = await payee();
    const now = new Date('2026-11-28T12:00:00Z');
    const set = await adminSetSchedule(m.merchantId, { interval: 'weekly', weekday: 'wed', delay: '2' }, now);
    expect(set).toMatchObject({ interval: 'weekly', weekday: 'wed', delay: 2, nextPayoutDay: '2026-12-02' });
    await credit(m, 50);
    await sweepPayouts(minuteAfter(startOf('2026-12-02')), m);
    expect(await payouts(m)).toEqual([]);
    // In test a credit is available at once, whatever the delay.
    await credit(m, 2000);
    const balance = (await call('GET', '/v1/balance', { key: m.readOnly })).json.data;
    expect(balance).toMatchObject({ available: 20.5, pending: 0 });
    await sweepPayouts(minuteAfter(startOf('2026-12-03')), m);
    expect(await payouts(m)).toEqual([]);
    await sweepPayouts(minuteAfter(startOf('2026-12-09')), m);
    expect((await payouts(m)).map((each) => each.amount)).toEqual([20.5]);
  });

  it('refuses an unknown interval, a weekday without weekly, and a delay other than 0 to 2', async () => {
    const m = await payee();
    await expect(adminSetSchedule(m.merchantId, { interval: 'monthly' })).rejects.toThrow(/--interval/);
    await expect(adminSetSchedule(m.merchantId, { interval: 'daily', weekday: 'mon' })).rejects.toThrow(
      /--weekday/,
    );
    await expect(adminSetSchedule(m.merchantId, { interval: 'weekly', weekday: 'sat' })).rejects.toThrow(
      /--weekday/,
    );
    await expect(adminSetSchedule(m.merchantId, { interval: 'daily', delay: '3' })).rejects.toThrow(
      /--delay/,
    );
    expect(await adminSetSchedule(m.merchantId, { interval: 'manual' })).toMatchObject({
      interval: 'manual',
      nextPayoutDay: null,
    });
  });

  it('leaves a sandbox payout out of the index the sweep sends from', async () => {
    const m = await payee();
    await credit(m, 1000);
    const created = await call('POST', '/v1/payouts', { key: m.full });
    expect(created.status).toBe(201);
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.entity('PAYOUT', created.json.data.id) }),
    );
    expect(Item).toMatchObject({ status: 'PENDING' });
    expect(Item!.GSI4PK).toBeUndefined();
  });
});
