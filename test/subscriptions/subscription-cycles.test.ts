import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import {
  findSubscription,
  listCycles,
  newSubscriptionPut,
  recordAttempt,
  sendCycle,
  subscriptionTransition,
} from '../../lib/subscriptions/subscriptions.storage.js';
import { ConditionFailed, transact } from '../../lib/db/transact.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import {
  cycleAfterAttempt,
  cycleTxid,
  isLastCycle,
  newCycle,
  type Subscription,
} from '../../lib/subscriptions/subscription.domain.js';
import { sweepSubscriptions } from '../../lib/subscriptions/cycles.service.js';
import { connectionReset, FAULT, removeFaults } from '../support/faults.js';
import { storedEvents } from '../support/stored.js';

/**
 * The cycle sweep of Pix Automático subscriptions (docs/rules/subscriptions.md): a due date is sent
 * once, whatever the sweep's concurrency, crashes or lost answers.
 */
const TIME_ZONE = 'America/Sao_Paulo';

afterEach(removeFaults);

/** A weekly subscription, active, whose cycle 1 is due in five days: its send window is open. */
function subscriptionOf(overrides: Partial<Subscription> = {}): Subscription {
  const now = new Date();
  const today = todayIn(TIME_ZONE, now);
  return {
    id: randomUUID(),
    merchantId: randomUUID(),
    status: 'ACTIVE',
    customerId: randomUUID(),
    amount: 4990,
    interval: 'WEEKLY',
    startDate: addDays(today, -2),
    endDate: null,
    description: 'Academia - plano semanal',
    retryPolicy: 'THREE_IN_SEVEN_DAYS',
    metadata: {},
    nextCycle: 1,
    nextDueDate: addDays(today, 5),
    authorizationExpiresAt: now.toISOString(),
    authorizationCharge: { id: randomUUID(), brCode: '00020101021226' },
    activatedAt: now.toISOString(),
    cancelledAt: null,
    cancelledBy: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...overrides,
  };
}

/** `subscriptionOf` stored, due in the sweep since a moment ago. */
async function activeSubscription(overrides: Partial<Subscription> = {}): Promise<Subscription> {
  const subscription = subscriptionOf(overrides);
  await transact({
    subscription: newSubscriptionPut(subscription, new Date(Date.now() - 1000).toISOString()),
  });
  return subscription;
}

const sweep = async (subscription: Subscription) =>
  (await sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: subscription.merchantId })).sent;

describe('the cycle sweep', () => {
  it('sends a due date once when two sweeps run at once, then waits for the next window', async () => {
    const subscription = await activeSubscription();
    const sent = await Promise.all([sweep(subscription), sweep(subscription)]);
    expect(sent[0]! + sent[1]!).toBe(1);

    const cycles = await listCycles(subscription.id);
    expect(cycles).toEqual([
      expect.objectContaining({
        id: cycleTxid(subscription.id, subscription.nextDueDate!),
        index: 1,
        dueDate: subscription.nextDueDate,
        amount: 4990,
        status: 'SCHEDULED',
        attempts: [],
      }),
    ]);
    const stored = await findSubscription(subscription.merchantId, subscription.id);
    expect(stored).toMatchObject({ nextCycle: 2, nextDueDate: addDays(subscription.nextDueDate!, 7) });
    // The next window opens two days from today: nothing is due now.
    expect(await sweep(subscription)).toBe(0);
    expect(await listCycles(subscription.id)).toHaveLength(1);
  });

  it('sends a due date once after a crash whose write landed, with the retries racing', async () => {
    const subscription = await activeSubscription();
    // The transaction lands and its answer is lost, as when the function dies on the way back.
    let lost = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        if (context.commandName === 'TransactWriteItemsCommand' && lost++ === 0) throw connectionReset();
        return output;
      },
      { step: 'initialize', name: `${FAULT}LostAnswer`, tags: [FAULT] },
    );
    // The lost answer is logged and counted as nothing done; the next sweeps find the cycle sent.
    expect(await sweep(subscription)).toBe(0);
    const again = await Promise.all([sweep(subscription), sweep(subscription)]);
    expect(again).toEqual([0, 0]);
    expect((await listCycles(subscription.id)).map((cycle) => cycle.dueDate)).toEqual([
      subscription.nextDueDate,
    ]);
  });

  it('sends nothing from a subscription read before another sweep sent its cycle', async () => {
    const subscription = await activeSubscription();
    expect(await sweep(subscription)).toBe(1);
    // A slow sweep still holding the subscription as it was before.
    const late = sendCycle(
      subscription,
      newCycle(subscription, 1, subscription.nextDueDate!, new Date()),
      { nextDueDate: addDays(subscription.nextDueDate!, 7), dueAt: null, debitAt: new Date().toISOString() },
      new Date(),
    );
    expect(await late).toBe(false);
    expect(await listCycles(subscription.id)).toHaveLength(1);
    expect(await findSubscription(subscription.merchantId, subscription.id)).toMatchObject({ nextCycle: 2 });
  });

  it('sends nothing before the send window opens, whatever the index says', async () => {
    const today = todayIn(TIME_ZONE, new Date());
    // Cycle 1 due in twelve days: its window opens in two.
    const subscription = await activeSubscription({
      startDate: addDays(today, 5),
      nextDueDate: addDays(today, 12),
    });
    expect(await sweep(subscription)).toBe(0);
    expect(await listCycles(subscription.id)).toEqual([]);
  });

  it('sends the cycle of endDate last, then leaves the sweep for good', async () => {
    const subscription = await activeSubscription({ endDate: addDays(todayIn(TIME_ZONE, new Date()), 5) });
    expect(await sweep(subscription)).toBe(1);
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.entity('SUBSCRIPTION', subscription.id),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ nextCycle: 2, nextDueDate: null });
    expect(Item?.GSI4PK).toBeUndefined();
  });

  it('sends nothing for a subscription no longer active', async () => {
    const subscription = await activeSubscription({ status: 'CANCELLED', cancelledBy: 'PAYER' });
    expect(await sweep(subscription)).toBe(0);
    expect(await listCycles(subscription.id)).toEqual([]);
  });
});

describe('the outcome of a debit attempt', () => {
  /** The subscription with cycle 1 sent, and that cycle as stored. */
  async function sentCycle(overrides: Partial<Subscription> = {}) {
    const subscription = await activeSubscription(overrides);
    expect(await sweep(subscription)).toBe(1);
    const [cycle] = await listCycles(subscription.id);
    const stored = (await findSubscription(subscription.merchantId, subscription.id))!;
    return { subscription: stored, cycle: cycle! };
  }

  const refused = { outcome: 'REFUSED', reason: 'AM04' } as const;

  it('retries a refused debit three times, then fails the cycle; each step its event', async () => {
    const { subscription, cycle } = await sentCycle();
    let current = cycle;
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const day = current.nextAttemptDate ?? current.dueDate;
      const after = cycleAfterAttempt(current, subscription.retryPolicy, day, refused, new Date());
      const retryAt = after.nextTry === null ? null : `${after.nextTry}T03:00:00.000Z`;
      expect(await recordAttempt(subscription, current, after.cycle, new Date(), { retryAt })).toBe(true);
      // The same notice again finds the cycle moved on: nothing is recorded twice.
      expect(await recordAttempt(subscription, current, after.cycle, new Date())).toBe(false);
      current = (await listCycles(subscription.id))[0]!;
      statuses.push(current.status);
      // A cycle waiting for its retry day sits in the due index until then; a failed one leaves it.
      const { Item } = await dynamo().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.cycle(subscription.id, current.dueDate),
          ConsistentRead: true,
        }),
      );
      if (retryAt) expect(Item?.GSI4SK).toMatch(new RegExp(`^${retryAt}#`));
      else expect(Item?.GSI4PK).toBeUndefined();
    }
    expect(statuses).toEqual(['RETRYING', 'RETRYING', 'RETRYING', 'FAILED']);
    expect(current.attempts.map((a) => a.date)).toEqual([
      cycle.dueDate,
      addDays(cycle.dueDate, 1),
      addDays(cycle.dueDate, 3),
      addDays(cycle.dueDate, 5),
    ]);
    expect(await storedEvents(subscription.merchantId, 'subscription.cycle.retrying')).toHaveLength(3);
    expect(await storedEvents(subscription.merchantId, 'subscription.cycle.failed')).toHaveLength(1);
    // A failed cycle leaves the subscription active.
    expect((await findSubscription(subscription.merchantId, subscription.id))?.status).toBe('ACTIVE');
  });

  it('completes the subscription with its last cycle, in the same transaction', async () => {
    const today = todayIn(TIME_ZONE, new Date());
    const { subscription, cycle } = await sentCycle({ endDate: addDays(today, 5) });
    const after = cycleAfterAttempt(
      cycle,
      subscription.retryPolicy,
      cycle.dueDate,
      { outcome: 'PAID' },
      new Date(),
    );
    expect(isLastCycle(subscription, cycle)).toBe(true);
    expect(await recordAttempt(subscription, cycle, after.cycle, new Date(), { completes: true })).toBe(true);
    expect((await listCycles(subscription.id))[0]).toMatchObject({
      status: 'PAID',
      paidAt: expect.any(String),
    });
    expect(await findSubscription(subscription.merchantId, subscription.id)).toMatchObject({
      status: 'COMPLETED',
    });
    const [paid, completed] = await Promise.all([
      storedEvents(subscription.merchantId, 'subscription.cycle.paid'),
      storedEvents(subscription.merchantId, 'subscription.completed'),
    ]);
    expect([paid.length, completed.length]).toEqual([1, 1]);
  });

  it('under NONE, fails the cycle at the first refusal', async () => {
    const { subscription, cycle } = await sentCycle({ retryPolicy: 'NONE' });
    const after = cycleAfterAttempt(cycle, 'NONE', cycle.dueDate, refused, new Date());
    expect(after).toMatchObject({ cycle: { status: 'FAILED', nextAttemptDate: null }, nextTry: null });
    expect(await recordAttempt(subscription, cycle, after.cycle, new Date())).toBe(true);
    expect((await listCycles(subscription.id))[0]?.status).toBe('FAILED');
  });
});

describe('an authorization the payer never gave', () => {
  async function pending(expiresAt: Date): Promise<Subscription> {
    const subscription = subscriptionOf({
      status: 'PENDING_AUTHORIZATION',
      activatedAt: null,
      authorizationExpiresAt: expiresAt.toISOString(),
    });
    await transact({ subscription: newSubscriptionPut(subscription, expiresAt.toISOString()) });
    return subscription;
  }
  const sweepOf = (subscription: Subscription) =>
    sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: subscription.merchantId });

  it('expires once after 24 hours, with its event, however many sweeps run', async () => {
    const subscription = await pending(new Date(Date.now() - 1000));
    const runs = await Promise.all([sweepOf(subscription), sweepOf(subscription), sweepOf(subscription)]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
    expect(await findSubscription(subscription.merchantId, subscription.id)).toMatchObject({
      status: 'EXPIRED',
    });
    expect(await storedEvents(subscription.merchantId, 'subscription.expired')).toHaveLength(1);
    expect(await listCycles(subscription.id)).toEqual([]);
  });

  it('cannot be given after its deadline, nor expire before it', async () => {
    const late = await pending(new Date(Date.now() - 1000));
    await expect(transact(subscriptionTransition(late, 'ACTIVE', new Date()).parts)).rejects.toThrow(
      ConditionFailed,
    );
    const early = await pending(new Date(Date.now() + 60_000));
    await expect(transact(subscriptionTransition(early, 'EXPIRED', new Date()).parts)).rejects.toThrow(
      ConditionFailed,
    );
    expect((await sweepOf(early)).expired).toBe(0);
  });
});
