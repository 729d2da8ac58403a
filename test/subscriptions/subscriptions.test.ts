import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { dueDateOf } from '../../lib/subscriptions/subscription.domain.js';
import { routeKey, routesFor } from '../../lib/api/routes.js';
import { sweepCycles, sweepSubscriptions } from '../../lib/subscriptions/cycles.service.js';
import { call, expectError, fieldNames, newMerchant, type TestMerchant } from '../support/api.js';
import { decodeQr } from '../support/qr.js';
import { storedEvents } from '../support/stored.js';

/**
 * Pix Automático subscriptions through the API (docs/rules/subscriptions.md), in the sandbox:
 * authorize by journey 3, cycles paid, refused and retried, revoked, cancelled, completed; every
 * answer checked against the OpenAPI document by `call`.
 */
const TIME_ZONE = 'America/Sao_Paulo';
const today = () => todayIn(TIME_ZONE, new Date());

async function payer(m: TestMerchant, document: string | null = '529.982.247-25'): Promise<string> {
  const result = await call('POST', '/v1/customers', {
    key: m.full,
    body: {
      name: 'Maria da Silva',
      email: `maria${Math.random()}@exemplo.com.br`,
      ...(document ? { document } : {}),
    },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.id as string;
}

const create = (m: TestMerchant, body: Record<string, unknown>) =>
  call('POST', '/v1/subscriptions', { key: m.full, body });

async function subscription(
  m: TestMerchant,
  body: Record<string, unknown> = {},
  document = '529.982.247-25',
) {
  const customerId = await payer(m, document);
  const result = await create(m, {
    customerId,
    amount: 4990,
    interval: 'MONTHLY',
    startDate: addDays(today(), 5),
    description: 'Academia - plano mensal',
    ...body,
  });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

const post = (m: TestMerchant, id: string, action: string, body?: unknown) =>
  call('POST', `/v1/subscriptions/${id}/${action}`, { key: m.full, ...(body === undefined ? {} : { body }) });

async function ok(m: TestMerchant, id: string, action: string, body?: unknown) {
  const result = await post(m, id, action, body);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
}

const cycles = async (m: TestMerchant, id: string) => {
  const result = await call('GET', `/v1/subscriptions/${id}/cycles`, { key: m.readOnly });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.content as Record<string, unknown>[];
};

const chargeOf = async (m: TestMerchant, subscriptionId: string) => {
  const result = await call('GET', '/v1/charges', { key: m.readOnly });
  return (result.json.data.content as { subscriptionId: string | null; id: string; status: string }[]).find(
    (charge) => charge.subscriptionId === subscriptionId,
  )!;
};

const eventTypes = async (m: TestMerchant, types: string[]) =>
  Object.fromEntries(
    await Promise.all(types.map(async (type) => [type, (await storedEvents(m.merchantId, type)).length])),
  );

describe('POST /v1/subscriptions', () => {
  it('waits for its payer with a code that pays the first cycle, a page and a 24 h deadline', async () => {
    const m = await newMerchant();
    const startDate = addDays(today(), 5);
    const created = await subscription(m, { startDate, metadata: { plano: 'mensal' } });
    expect(created).toMatchObject({
      status: 'PENDING_AUTHORIZATION',
      amount: 49.9,
      interval: 'MONTHLY',
      startDate,
      endDate: null,
      retryPolicy: 'THREE_IN_SEVEN_DAYS',
      nextDueDate: startDate,
      activatedAt: null,
      cancelledBy: null,
      metadata: { plano: 'mensal' },
    });
    expect(Date.parse(created.authorization.expiresAt) - Date.parse(created.createdAt)).toBe(24 * 3_600_000);
    expect(created.authorization.url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(await decodeQr(created.authorization.qrCode)).toBe(created.authorization.brCode);

    // The code is the authorization charge's: the first cycle's amount, payable on its own page.
    const charge = await chargeOf(m, created.id);
    expect(charge).toMatchObject({
      status: 'PENDING',
      amount: 49.9,
      expiresAt: created.authorization.expiresAt,
    });
    const page = await call('GET', new URL(created.authorization.url).pathname);
    expect(page.status).toBe(200);
    // It is cancelled through its subscription only.
    expectError(await call('POST', `/v1/charges/${charge.id}/cancel`, { key: m.full }), 400);
    expect(await eventTypes(m, ['subscription.created', 'charge.created'])).toEqual({
      'subscription.created': 1,
      'charge.created': 1,
    });
  });

  it('answers every broken rule at once (422), and needs a payer with a CPF or CNPJ', async () => {
    const m = await newMerchant();
    const customerId = await payer(m);
    const invalid = await create(m, {
      customerId,
      amount: 99,
      interval: 'DAILY',
      startDate: addDays(today(), 2),
      endDate: addDays(today(), 1),
      description: 'x'.repeat(36),
      retryPolicy: 'ALWAYS',
    });
    expect(
      expectError(invalid, 422)
        .fields?.map((f) => `${f.field}:${f.code}`)
        .sort(),
    ).toEqual([
      'amount:too_small',
      'description:too_long',
      'endDate:end_date_before_start',
      'interval:invalid_value',
      'retryPolicy:invalid_value',
      'startDate:start_date_too_soon',
    ]);
    const far = await create(m, {
      customerId,
      amount: 4990,
      interval: 'WEEKLY',
      startDate: '9999-12-15',
      endDate: '9999-12-31',
      description: 'Plano',
    });
    expect(
      expectError(far, 422)
        .fields?.map((f) => `${f.field}:${f.code}`)
        .sort(),
    ).toEqual(['endDate:end_date_too_far', 'startDate:start_date_too_far']);
    const base = { amount: 4990, interval: 'WEEKLY', startDate: addDays(today(), 3), description: 'Plano' };
    const unknown = await create(m, { ...base, customerId: '0194c2d1-7e0a-7000-8000-000000000000' });
    expect(expectError(unknown, 400).code).toBe('customer_unusable');
    const noDocument = await create(m, { ...base, customerId: await payer(m, null) });
    expect(expectError(noDocument, 400).code).toBe('customer_without_document');
    expect(fieldNames(noDocument)).toEqual(['customerId']);
    expect((await call('GET', '/v1/subscriptions', { key: m.readOnly })).json.data.page.totalElements).toBe(
      0,
    );
  });
});

describe('the sandbox walk', () => {
  it('authorizes, pays a cycle, retries a refused one until it fails, and the payer revokes', async () => {
    const m = await newMerchant();
    const created = await subscription(m, { interval: 'WEEKLY', startDate: addDays(today(), 3) });
    const active = await ok(m, created.id, 'simulate-authorization', { outcome: 'APPROVED' });
    expect(active).toMatchObject({
      status: 'ACTIVE',
      nextDueDate: dueDateOf(created.startDate, 'WEEKLY', 1),
      activatedAt: expect.any(String),
    });
    expect((await chargeOf(m, created.id)).status).toBe('PAID');
    const [first] = await cycles(m, created.id);
    expect(first).toMatchObject({
      index: 0,
      dueDate: created.startDate,
      status: 'PAID',
      attempts: [{ date: today(), outcome: 'PAID', reason: null }],
      chargeId: (await chargeOf(m, created.id)).id,
    });

    const paid = await ok(m, created.id, 'simulate-next-cycle', { outcome: 'PAID' });
    expect(paid).toMatchObject({
      index: 1,
      status: 'PAID',
      dueDate: dueDateOf(created.startDate, 'WEEKLY', 1),
    });

    const due = dueDateOf(created.startDate, 'WEEKLY', 2);
    const refusals = [];
    for (let i = 0; i < 4; i++)
      refusals.push(await ok(m, created.id, 'simulate-next-cycle', { outcome: 'FAILED' }));
    expect(refusals.map((cycle) => [cycle.index, cycle.status, cycle.nextAttemptDate])).toEqual([
      [2, 'RETRYING', addDays(due, 1)],
      [2, 'RETRYING', addDays(due, 3)],
      [2, 'RETRYING', addDays(due, 5)],
      [2, 'FAILED', null],
    ]);
    expect(refusals[3].attempts.map((a: { date: string; reason: string }) => [a.date, a.reason])).toEqual([
      [due, 'AM04'],
      [addDays(due, 1), 'AM04'],
      [addDays(due, 3), 'AM04'],
      [addDays(due, 5), 'AM04'],
    ]);
    // A failed cycle leaves the subscription active; the next refusal opens the next cycle.
    const retrying = await ok(m, created.id, 'simulate-next-cycle', { outcome: 'FAILED' });
    expect(retrying).toMatchObject({ index: 3, status: 'RETRYING' });

    const revoked = await ok(m, created.id, 'simulate-revocation');
    expect(revoked).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PAYER', nextDueDate: null });
    expect((await cycles(m, created.id)).map((cycle) => [cycle.index, cycle.status])).toEqual([
      [3, 'CANCELLED'],
      [2, 'FAILED'],
      [1, 'PAID'],
      [0, 'PAID'],
    ]);
    expect(
      await eventTypes(m, [
        'subscription.activated',
        'subscription.cycle.paid',
        'subscription.cycle.retrying',
        'subscription.cycle.failed',
        'subscription.cancelled',
      ]),
    ).toEqual({
      'subscription.activated': 1,
      'subscription.cycle.paid': 2,
      'subscription.cycle.retrying': 4,
      'subscription.cycle.failed': 1,
      'subscription.cancelled': 1,
    });
    // Ended: nothing more moves it.
    expect(expectError(await post(m, created.id, 'cancel'), 400).code).toBe('subscription_ended');
    expect(expectError(await post(m, created.id, 'simulate-next-cycle', { outcome: 'PAID' }), 400).code).toBe(
      'subscription_not_active',
    );
  });

  it('activates when the payer pays the authorization charge itself', async () => {
    const m = await newMerchant();
    const created = await subscription(m);
    const charge = await chargeOf(m, created.id);
    const paid = await call('POST', `/v1/charges/${charge.id}/simulate-payment`, { key: m.full });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.subscriptionId).toBe(created.id);
    const read = await call('GET', `/v1/subscriptions/${created.id}`, { key: m.readOnly });
    expect(read.json.data).toMatchObject({
      status: 'ACTIVE',
      nextDueDate: dueDateOf(created.startDate, 'MONTHLY', 1),
    });
    expect(
      expectError(await post(m, created.id, 'simulate-authorization', { outcome: 'APPROVED' }), 400).code,
    ).toBe('subscription_not_pending');
  });

  it('a refusal or a cancel takes the authorization charge with it', async () => {
    const m = await newMerchant();
    const refused = await subscription(m);
    expect(await ok(m, refused.id, 'simulate-authorization', { outcome: 'REJECTED' })).toMatchObject({
      status: 'REJECTED',
      nextDueDate: null,
    });
    expect((await chargeOf(m, refused.id)).status).toBe('CANCELLED');

    const cancelled = await subscription(m);
    expect(await ok(m, cancelled.id, 'cancel')).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'MERCHANT',
    });
    const charge = await chargeOf(m, cancelled.id);
    expect(charge.status).toBe('CANCELLED');
    // Its code can no longer be paid.
    expectError(await call('POST', `/v1/charges/${charge.id}/simulate-payment`, { key: m.full }), 400);
    expect(
      await eventTypes(m, ['subscription.rejected', 'subscription.cancelled', 'charge.cancelled']),
    ).toEqual({
      'subscription.rejected': 1,
      'subscription.cancelled': 1,
      'charge.cancelled': 2,
    });
  });

  it('completes with the cycle of endDate, and at once when the first is the only one', async () => {
    const m = await newMerchant();
    const startDate = addDays(today(), 4);
    const two = await subscription(m, { startDate, endDate: dueDateOf(startDate, 'MONTHLY', 1) });
    await ok(m, two.id, 'simulate-authorization', { outcome: 'APPROVED' });
    await ok(m, two.id, 'simulate-next-cycle', { outcome: 'PAID' });
    const read = await call('GET', `/v1/subscriptions/${two.id}`, { key: m.readOnly });
    expect(read.json.data).toMatchObject({ status: 'COMPLETED', nextDueDate: null });

    const one = await subscription(m, { startDate, endDate: addDays(startDate, 1) });
    await ok(m, one.id, 'simulate-authorization', { outcome: 'APPROVED' });
    await sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: m.merchantId });
    const done = await call('GET', `/v1/subscriptions/${one.id}`, { key: m.readOnly });
    expect(done.json.data.status).toBe('COMPLETED');
    expect(await eventTypes(m, ['subscription.completed'])).toEqual({ 'subscription.completed': 2 });
  });

  it('sends each cycle in its window and debits it on its due date without a simulation', async () => {
    const m = await newMerchant();
    const created = await subscription(m, { interval: 'WEEKLY', startDate: addDays(today(), 3) });
    await ok(m, created.id, 'simulate-authorization', { outcome: 'APPROVED' });
    // Cycle 1 is due in 10 days: its window opens today.
    const sweep = (at: Date) => sweepSubscriptions(at, TIME_ZONE, { merchantId: m.merchantId });
    expect(await sweep(new Date())).toEqual({ sent: 1, expired: 0 });
    const [scheduled] = await cycles(m, created.id);
    expect(scheduled).toMatchObject({ index: 1, status: 'SCHEDULED', attempts: [] });
    // Not before its due date; on it, paid.
    expect(await sweepCycles(new Date(), { merchantId: m.merchantId })).toBe(0);
    const dueDay = new Date(Date.now() + 11 * 86_400_000);
    expect(await sweepCycles(dueDay, { merchantId: m.merchantId })).toBe(1);
    expect(await sweepCycles(dueDay, { merchantId: m.merchantId })).toBe(0);
    const [debited] = await cycles(m, created.id);
    expect(debited).toMatchObject({
      index: 1,
      status: 'PAID',
      attempts: [{ date: scheduled!.dueDate, outcome: 'PAID' }],
    });
  });
});

describe('reads', () => {
  it('lists by status and customer, and shows a pending one past its deadline as EXPIRED', async () => {
    const m = await newMerchant();
    const a = await subscription(m, {}, '111.444.777-35');
    const b = await subscription(m, {}, '123.456.789-09');
    await ok(m, a.id, 'simulate-authorization', { outcome: 'APPROVED' });
    // b's deadline passes (the sweep has not run).
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity('SUBSCRIPTION', b.id),
        UpdateExpression: 'SET authorizationExpiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const list = async (query: string) =>
      (await call('GET', `/v1/subscriptions${query}`, { key: m.readOnly })).json.data.content.map(
        (s: { id: string; status: string }) => [s.id, s.status],
      );
    expect(await list('')).toEqual([
      [b.id, 'EXPIRED'],
      [a.id, 'ACTIVE'],
    ]);
    expect(await list('?status=active')).toEqual([[a.id, 'ACTIVE']]);
    expect(await list('?status=EXPIRED')).toEqual([[b.id, 'EXPIRED']]);
    expect(await list('?status=PENDING_AUTHORIZATION')).toEqual([]);
    expect(await list(`?customerId=${a.customerId}`)).toEqual([[a.id, 'ACTIVE']]);
    expect(
      expectError(await post(m, b.id, 'simulate-authorization', { outcome: 'APPROVED' }), 400).code,
    ).toBe('subscription_not_pending');
    // The sweep writes what readers saw: EXPIRED at its deadline.
    const seen = (await call('GET', `/v1/subscriptions/${b.id}`, { key: m.readOnly })).json.data;
    // (Its due-index entry still says the original deadline, a day from now.)
    const nextDay = new Date(Date.now() + 25 * 3_600_000);
    expect(await sweepSubscriptions(nextDay, TIME_ZONE, { merchantId: m.merchantId })).toEqual({
      sent: 0,
      expired: 1,
    });
    const swept = (await call('GET', `/v1/subscriptions/${b.id}`, { key: m.readOnly })).json.data;
    expect(swept).toEqual(seen);
  });

  it('answers 404 for another merchant; in live only the simulations are missing', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const created = await subscription(m);
    expectError(await call('GET', `/v1/subscriptions/${created.id}`, { key: other.readOnly }), 404);
    expectError(await call('GET', `/v1/subscriptions/${created.id}/cycles`, { key: other.readOnly }), 404);
    expectError(await post(other, created.id, 'cancel'), 404);
    const live = routesFor('live').map(routeKey);
    expect(live.filter((key) => key.includes('/v1/subscriptions'))).toEqual([
      'POST /v1/subscriptions',
      'GET /v1/subscriptions',
      'GET /v1/subscriptions/{id}',
      'GET /v1/subscriptions/{id}/cycles',
      'POST /v1/subscriptions/{id}/cancel',
    ]);
  });
});

describe('cycles and the end of a subscription', () => {
  it('never leaves an open cycle on a subscription cancelled while the sweep sends one', async () => {
    const m = await newMerchant();
    for (let round = 0; round < 5; round++) {
      // Cycle 1 is due in 10 days: its window opens today, so the sweep sends it now.
      const created = await subscription(m, { interval: 'WEEKLY', startDate: addDays(today(), 3) });
      await ok(m, created.id, 'simulate-authorization', { outcome: 'APPROVED' });
      const [, cancel] = await Promise.all([
        sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: m.merchantId }),
        post(m, created.id, 'cancel'),
      ]);
      expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
      const open = (await cycles(m, created.id)).filter(
        (cycle) => cycle.status === 'SCHEDULED' || cycle.status === 'RETRYING',
      );
      expect(open).toEqual([]);
    }
    // Nothing is debited after the cancel.
    expect(await sweepCycles(new Date(Date.now() + 11 * 86_400_000), { merchantId: m.merchantId })).toBe(0);
  });

  it('cancels, not debits, a cycle the sweep meets on an ended subscription', async () => {
    const m = await newMerchant();
    const created = await subscription(m, { interval: 'WEEKLY', startDate: addDays(today(), 3) });
    await ok(m, created.id, 'simulate-authorization', { outcome: 'APPROVED' });
    await sweepSubscriptions(new Date(), TIME_ZONE, { merchantId: m.merchantId });
    // The subscription ends without its open cycle (as a write of an older version would leave it).
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity('SUBSCRIPTION', created.id),
        UpdateExpression: 'SET #status = :cancelled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cancelled': 'CANCELLED' },
      }),
    );
    const dueDay = new Date(Date.now() + 11 * 86_400_000);
    expect(await sweepCycles(dueDay, { merchantId: m.merchantId })).toBe(0);
    expect((await cycles(m, created.id))[0]).toMatchObject({ index: 1, status: 'CANCELLED', attempts: [] });
    // It left the due index: the next sweep does not meet it.
    expect(await sweepCycles(dueDay, { merchantId: m.merchantId })).toBe(0);
    expect(await eventTypes(m, ['subscription.cycle.paid'])).toEqual({ 'subscription.cycle.paid': 1 });
  });
});
