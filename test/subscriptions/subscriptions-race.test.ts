import { randomUUID } from 'node:crypto';
import { EVENT_TYPES } from '../../lib/webhooks/event-types.js';
import { describe, expect, it } from 'vitest';
import {
  findSubscription,
  newSubscriptionPut,
  subscriptionTransition,
} from '../../lib/subscriptions/subscriptions.storage.js';
import { ConditionFailed, transact } from '../../lib/db/transact.js';
import {
  type Subscription,
  type SubscriptionTransition,
} from '../../lib/subscriptions/subscription.domain.js';
import { storedEvents, storedItem } from '../support/stored.js';

/**
 * Racing transitions of one subscription (docs/rules/subscriptions.md: every transition conditional
 * on the state it leaves, with its event in the same transaction): exactly one wins, with exactly one
 * event.
 */
async function stored(status: Subscription['status']): Promise<Subscription> {
  const now = new Date().toISOString();
  const subscription: Subscription = {
    id: randomUUID(),
    merchantId: randomUUID(),
    status,
    customerId: randomUUID(),
    amount: 12_000,
    interval: 'MONTHLY',
    startDate: '2027-03-10',
    endDate: null,
    description: 'Escola - mensalidade',
    retryPolicy: 'THREE_IN_SEVEN_DAYS',
    metadata: {},
    nextCycle: 1,
    nextDueDate: '2027-04-10',
    authorizationExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    authorizationCharge: { id: randomUUID(), brCode: '00020101021226' },
    activatedAt: status === 'ACTIVE' ? now : null,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: now,
    updatedAt: now,
  };
  await transact({ subscription: newSubscriptionPut(subscription, null) });
  return subscription;
}

/** One attempt from the subscription as read: true when it won. */
async function attempt(
  subscription: Subscription,
  to: SubscriptionTransition,
  by?: 'MERCHANT' | 'PAYER',
): Promise<boolean> {
  try {
    await transact(subscriptionTransition(subscription, to, new Date(), by ? { by } : {}).parts);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

async function eventsOf(merchantId: string) {
  const all = await Promise.all(
    EVENT_TYPES.filter((type) => type.startsWith('subscription.')).map((type) =>
      storedEvents(merchantId, type),
    ),
  );
  return all.flat() as { type: string; data: { id: string; status: string; cancelledBy: string | null } }[];
}

describe('racing subscription transitions', () => {
  it('authorize, reject, expire and cancel of a pending subscription: one winner, one event', async () => {
    const subscription = await stored('PENDING_AUTHORIZATION');
    const tries: [SubscriptionTransition, 'MERCHANT' | undefined][] = [
      ['ACTIVE', undefined],
      ['REJECTED', undefined],
      ['EXPIRED', undefined],
      ['CANCELLED', 'MERCHANT'],
    ];
    const racers = Array.from({ length: 5 }, () => tries).flat();
    const won = await Promise.all(racers.map(([to, by]) => attempt(subscription, to, by)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = racers[won.indexOf(true)]![0];

    const after = await findSubscription(subscription.merchantId, subscription.id);
    expect(after?.status).toBe(winner);
    const events = await eventsOf(subscription.merchantId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: `subscription.${{ ACTIVE: 'activated', REJECTED: 'rejected', EXPIRED: 'expired', CANCELLED: 'cancelled', COMPLETED: 'completed' }[winner]}`,
      data: { id: subscription.id, status: winner },
    });
    // The status index moved with the status.
    expect((await storedItem('SUBSCRIPTION', subscription.id))?.GSI2PK).toMatch(
      new RegExp(`#${winner}#\\d+$`),
    );
  });

  it('a merchant cancelling while the payer revokes: one cancellation, by whoever won', async () => {
    const subscription = await stored('ACTIVE');
    const racers = Array.from({ length: 10 }, (_, i): 'MERCHANT' | 'PAYER' =>
      i % 2 === 0 ? 'MERCHANT' : 'PAYER',
    );
    const won = await Promise.all(racers.map((by) => attempt(subscription, 'CANCELLED', by)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const by = racers[won.indexOf(true)];

    expect(await findSubscription(subscription.merchantId, subscription.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: by,
    });
    const events = await eventsOf(subscription.merchantId);
    expect(events.map((event) => [event.type, event.data.cancelledBy])).toEqual([
      ['subscription.cancelled', by],
    ]);
  });

  it('never leaves a final state', async () => {
    const subscription = await stored('ACTIVE');
    expect(await attempt(subscription, 'COMPLETED')).toBe(true);
    // Read before it completed: the condition refuses it.
    expect(await attempt(subscription, 'CANCELLED', 'PAYER')).toBe(false);
    // Read after: no transition leaves COMPLETED, so none is even built.
    const completed = (await findSubscription(subscription.merchantId, subscription.id))!;
    expect(() => subscriptionTransition(completed, 'CANCELLED', new Date(), { by: 'PAYER' })).toThrow();
    expect(await findSubscription(subscription.merchantId, subscription.id)).toMatchObject({
      status: 'COMPLETED',
    });
  });
});
