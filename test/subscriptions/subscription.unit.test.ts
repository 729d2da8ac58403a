import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveCycle,
  canMoveSubscription,
  CYCLE_STATUSES,
  cycleTxid,
  dueDateOf,
  earliestStartDate,
  INTERVALS,
  lastCycleIndex,
  retryDate,
  sendWindow,
  SUBSCRIPTION_STATUSES,
  newSubscription,
  type Interval,
} from '../../lib/subscriptions/subscription.domain.js';
import { createSubscriptionSchemaAt } from '../../lib/subscriptions/subscription-request.domain.js';

/**
 * The subscription calendar against a straightforward model written here: months counted with
 * `Date` on each step from the start, the last day of a month found by walking back from the
 * 31st until the date is real.
 */
const MONTH_STEPS: Record<Exclude<Interval, 'WEEKLY'>, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUAL: 6,
  ANNUAL: 12,
};

const iso = (date: Date): string => date.toISOString().slice(0, 10);

function modelDueDate(start: string, interval: Interval, index: number): string {
  const origin = new Date(`${start}T00:00:00Z`);
  if (interval === 'WEEKLY') return iso(new Date(origin.getTime() + index * 7 * 86_400_000));
  let year = origin.getUTCFullYear();
  let month = origin.getUTCMonth();
  for (let step = 0; step < MONTH_STEPS[interval] * index; step++) {
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  for (let day = origin.getUTCDate(); ; day--) {
    const candidate = new Date(Date.UTC(year, month, day));
    if (candidate.getUTCMonth() === month) return iso(candidate);
  }
}

const dates = fc
  .date({ min: new Date('2025-06-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map(iso);
const intervals = fc.constantFrom(...INTERVALS);

describe('the due date of each cycle', () => {
  it('is the start date moved by whole intervals, the day clamped to the month (property)', () => {
    fc.assert(
      fc.property(dates, intervals, fc.integer({ min: 0, max: 60 }), (start, interval, index) => {
        expect(dueDateOf(start, interval, index)).toBe(modelDueDate(start, interval, index));
      }),
    );
  });

  it('only ever moves forward (property)', () => {
    fc.assert(
      fc.property(dates, intervals, fc.integer({ min: 0, max: 60 }), (start, interval, index) => {
        expect(dueDateOf(start, interval, index + 1) > dueDateOf(start, interval, index)).toBe(true);
      }),
    );
  });

  it('keeps the start day in the months that have it', () => {
    expect([0, 1, 2, 3].map((i) => dueDateOf('2027-01-31', 'MONTHLY', i))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(dueDateOf('2028-01-31', 'MONTHLY', 1)).toBe('2028-02-29');
    expect([1, 4].map((i) => dueDateOf('2028-02-29', 'ANNUAL', i))).toEqual(['2029-02-28', '2032-02-29']);
    expect(dueDateOf('2027-11-30', 'QUARTERLY', 1)).toBe('2028-02-29');
    expect(dueDateOf('2027-08-31', 'SEMIANNUAL', 1)).toBe('2028-02-29');
    expect(dueDateOf('2027-12-29', 'WEEKLY', 1)).toBe('2028-01-05');
  });
});

describe('the last cycle before an end date', () => {
  it('is due on or before the end date, and the next one after it (property)', () => {
    fc.assert(
      fc.property(dates, dates, intervals, (start, end, interval) => {
        const last = lastCycleIndex(start, interval, end)!;
        if (end < start) expect(last).toBe(-1);
        else {
          expect(dueDateOf(start, interval, last) <= end).toBe(true);
          expect(dueDateOf(start, interval, last + 1) > end).toBe(true);
        }
      }),
    );
  });

  it('is none without an end date', () => {
    expect(lastCycleIndex('2027-01-10', 'MONTHLY', null)).toBeNull();
  });
});

describe('sending a cycle and trying it again', () => {
  it('sends between 10 and 2 days before the due date', () => {
    expect(sendWindow('2027-03-10')).toEqual({ opens: '2027-02-28', closes: '2027-03-08' });
  });

  it('retries three times within seven days, before a weekly subscription is due again (property)', () => {
    fc.assert(
      fc.property(dates, (due) => {
        const retries = [1, 2, 3].map((n) => retryDate('THREE_IN_SEVEN_DAYS', due, n)!);
        expect(retries.every((day, i) => day > (i === 0 ? due : retries[i - 1]!))).toBe(true);
        expect(retries.at(-1)! < modelDueDate(due, 'WEEKLY', 1)).toBe(true);
        expect(retryDate('THREE_IN_SEVEN_DAYS', due, 4)).toBeNull();
        expect(retryDate('NONE', due, 1)).toBeNull();
      }),
    );
  });

  it('lets a subscription start three days after it is created', () => {
    expect(earliestStartDate('2027-02-26')).toBe('2027-03-01');
  });
});

describe('states', () => {
  it('never leaves a final state, and never goes back to waiting for authorization', () => {
    for (const from of ['REJECTED', 'EXPIRED', 'CANCELLED', 'COMPLETED'] as const)
      for (const to of SUBSCRIPTION_STATUSES) expect(canMoveSubscription(from, to)).toBe(false);
    for (const from of SUBSCRIPTION_STATUSES)
      expect(canMoveSubscription(from, 'PENDING_AUTHORIZATION')).toBe(false);
    expect(canMoveSubscription('PENDING_AUTHORIZATION', 'COMPLETED')).toBe(false);
    expect(canMoveSubscription('ACTIVE', 'CANCELLED')).toBe(true);
    for (const from of ['PAID', 'FAILED'] as const)
      for (const to of CYCLE_STATUSES) expect(canMoveCycle(from, to)).toBe(false);
    // Only a debit the PSP confirms crossing the cancel moves a cancelled cycle: money is never lost.
    for (const to of CYCLE_STATUSES) expect(canMoveCycle('CANCELLED', to)).toBe(to === 'PAID');
    expect(canMoveCycle('RETRYING', 'SCHEDULED')).toBe(false);
  });
});

describe("a cycle's txid", () => {
  it('is the same for one due date of one subscription, and fits the API Pix pattern', () => {
    const txid = cycleTxid('sub-1', '2027-03-10');
    expect(txid).toBe(cycleTxid('sub-1', '2027-03-10'));
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(cycleTxid('sub-1', '2027-04-10')).not.toBe(txid);
    expect(cycleTxid('sub-2', '2027-03-10')).not.toBe(txid);
  });

  it('is the id stored cycles were made with', () => {
    expect(cycleTxid('sub-1', '2027-03-10')).toBe('71cf09f8004a4993058c2f0f58517e35');
  });
});

describe('the create body', () => {
  const today = '2027-03-01';
  const schema = createSubscriptionSchemaAt(today);
  const valid = {
    customerId: '0190c2a4-1b2c-7d3e-8f40-123456789abc',
    amount: 9990,
    interval: 'MONTHLY',
    startDate: '2027-03-04',
    description: 'Academia - plano mensal',
  };
  const codes = (body: unknown) => {
    const result = schema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map(
          (issue) =>
            `${issue.path.join('.')}:${String((issue as { params?: { code?: string } }).params?.code ?? issue.code)}`,
        );
  };

  it('takes a valid body, with THREE_IN_SEVEN_DAYS by default', () => {
    const parsed = schema.parse(valid);
    expect(parsed).toMatchObject(valid);
    const stored = newSubscription(
      'm',
      's',
      { ...parsed, metadata: {} },
      { id: 'c', brCode: 'b' },
      new Date(),
    );
    expect(stored.retryPolicy).toBe('THREE_IN_SEVEN_DAYS');
  });

  it('answers every problem at once', () => {
    expect(
      codes({
        customerId: 'x',
        amount: 99,
        interval: 'DAILY',
        startDate: '2027-03-03',
        endDate: '2027-03-02',
        description: 'x'.repeat(36),
        retryPolicy: 'ALWAYS',
        extra: 1,
      }).map((code) => code.split(':')[0]),
    ).toEqual(
      expect.arrayContaining([
        'customerId',
        'amount',
        'interval',
        'description',
        'retryPolicy',
        'startDate',
        'endDate',
      ]),
    );
    expect(codes({ ...valid, startDate: '2027-03-03' })).toEqual(['startDate:start_date_too_soon']);
    expect(codes({ ...valid, endDate: '2027-03-04' })).toEqual(['endDate:end_date_before_start']);
    expect(codes({ ...valid, amount: 100_000_001 })).toHaveLength(1);
    // Characters, not bytes: 35 accented letters fit.
    expect(codes({ ...valid, description: 'ç'.repeat(35) })).toEqual([]);
    expect(codes({ ...valid, description: 'ç'.repeat(36) })).toHaveLength(1);
  });
});
