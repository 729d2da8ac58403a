import { afterEach, describe, expect, it } from 'vitest';
import { call, expectError, newMerchant, type TestMerchant } from '../support/api.js';
import { credit, payee } from '../support/money.js';
import { conflict, injectFault, removeFaults } from '../support/faults.js';
import { storedEvents } from '../support/stored.js';

/**
 * Payouts over HTTP: the balance they draw on (folded from the sharded credits, never more than
 * available under racing payouts or a conflicting transaction), each state with its event, the
 * PAYOUT entry once, a failed payout's amount back, the sandbox, lists, isolation and permissions.
 */

afterEach(removeFaults);

async function balance(m: TestMerchant) {
  const result = await call('GET', '/v1/balance', { key: m.readOnly });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data as { available: number; pending: number; blocked: number; inPayout: number };
}

const payout = (m: TestMerchant, body?: unknown, headers?: Record<string, string>) =>
  call('POST', '/v1/payouts', {
    key: m.full,
    ...(body === undefined ? {} : { body }),
    ...(headers && { headers }),
  });

const simulate = (m: TestMerchant, id: string, outcome: string) =>
  call('POST', `/v1/payouts/${id}/simulate`, { key: m.full, body: { outcome } });

async function ledgerOf(m: TestMerchant, query = '') {
  const result = await call('GET', `/v1/ledger${query}`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data.content as { type: string; amount: number; payoutId: string | null }[];
}

describe('creating a payout', () => {
  it('takes all that is available by default, into inPayout, with payout.created', async () => {
    const m = await payee();
    await credit(m, 2500);
    await credit(m, 1990);
    const result = await payout(m);
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json.data).toMatchObject({
      amount: 44.9,
      status: 'PENDING',
      destination: { keyType: 'EMAIL', key: 'f***@loja.com.br' },
      endToEndId: null,
      failureCode: null,
      paidAt: null,
      failedAt: null,
    });
    expect(await balance(m)).toEqual({
      mode: 'PLATFORM',
      available: 0,
      pending: 0,
      blocked: 0,
      inPayout: 44.9,
    });
    const events = await storedEvents(m.merchantId, 'payout.created');
    expect(events.map((event) => event.data)).toEqual([result.json.data]);
  });

  it('pays out a credit received just before, and a part of the balance', async () => {
    const m = await payee();
    await credit(m, 1000);
    const first = await payout(m, { amount: 400 });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    await credit(m, 700);
    const second = await payout(m, { amount: 1300 });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect(await balance(m)).toMatchObject({ available: 0, inPayout: 17 });
  });

  it('refuses more than available, below R$ 1,00, and without a payout key', async () => {
    const m = await payee();
    await credit(m, 1000);
    const tooMuch = expectError(await payout(m, { amount: 1001 }), 400);
    expect(tooMuch.code).toBe('insufficient_balance');
    expect(tooMuch.message).toMatch(/insuficiente/);
    const tiny = expectError(await payout(m, { amount: 99 }), 400);
    expect(tiny.code).toBe('payout_below_minimum');
    expect(tiny.message).toBe('O repasse mínimo é de R$ 1,00.');
    expect(tiny.fields?.[0]).toMatchObject({ field: 'amount', code: 'payout_below_minimum' });
    expect(expectError(await payout(m, { amount: 10.5 }), 422).code).toBe('invalid_request');
    expect(await balance(m)).toMatchObject({ available: 10, inPayout: 0 });

    const empty = await payee();
    expect(expectError(await payout(empty), 400).code).toBe('insufficient_balance');
    const keyless = await newMerchant();
    await credit(keyless, 1000);
    expect(expectError(await payout(keyless), 400).code).toBe('payout_destination_missing');
  });

  it('20 racing payouts of a third of the balance: exactly 3 succeed, never below zero', async () => {
    const m = await payee();
    for (let i = 0; i < 3; i++) await credit(m, 1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => payout(m, { amount: 1000 })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const result of results.filter((each) => each.status !== 201))
      expect(expectError(result, 400).code).toBe('insufficient_balance');
    expect(await balance(m)).toMatchObject({ available: 0, inPayout: 30 });
    const list = await call('GET', '/v1/payouts', { key: m.readOnly });
    expect(list.json.data.page.totalElements).toBe(3);
  });

  it('a conflicting transaction is retried and takes the amount once', async () => {
    const m = await payee();
    await credit(m, 3000);
    // The fold and the payout each meet a conflict (DynamoDB Local never raises one).
    const seen = injectFault('TransactWriteItemsCommand', 2, conflict(4));
    const result = await payout(m, { amount: 1000 });
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(seen.calls).toBeGreaterThan(2);
    expect(await balance(m)).toMatchObject({ available: 20, inPayout: 10 });
    expect(await storedEvents(m.merchantId, 'payout.created')).toHaveLength(1);
  });

  it('answers a retried request with the same payout, taking the amount once', async () => {
    const m = await payee();
    await credit(m, 3000);
    const headers = { 'idempotency-key': 'repasse-1' };
    const first = await payout(m, { amount: 1000 }, headers);
    const again = await payout(m, { amount: 1000 }, headers);
    expect(first.status).toBe(201);
    expect(again.json.data).toEqual(first.json.data);
    expect(await balance(m)).toMatchObject({ available: 20, inPayout: 10 });
  });
});

describe('a payout to its end', () => {
  it('PAID: payout.paid, one PAYOUT entry keyed by the payout, the money gone from the balance', async () => {
    const m = await payee();
    await credit(m, 5000);
    const created = (await payout(m, { amount: 3000 })).json.data;
    const result = await simulate(m, created.id, 'PAID');
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.data).toMatchObject({
      id: created.id,
      status: 'PAID',
      endToEndId: expect.stringMatching(/^E\d{8}\d{12}[0-9A-Z]{11}$/),
      paidAt: expect.any(String),
    });
    expect(await balance(m)).toEqual({
      mode: 'PLATFORM',
      available: 20,
      pending: 0,
      blocked: 0,
      inPayout: 0,
    });
    const entries = await ledgerOf(m, '?type=PAYOUT');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'PAYOUT', amount: -30, payoutId: created.id });
    expect((await storedEvents(m.merchantId, 'payout.paid')).map((event) => event.data)).toEqual([
      result.json.data,
    ]);

    const again = expectError(await simulate(m, created.id, 'FAILED'), 400);
    expect(again.code).toBe('payout_not_pending');
    expect(await ledgerOf(m, '?type=PAYOUT')).toHaveLength(1);
    const read = await call('GET', `/v1/payouts/${created.id}`, { key: m.readOnly });
    expect(read.json.data).toEqual(result.json.data);
  });

  it('FAILED: payout.failed, the amount back in available, no entry', async () => {
    const m = await payee();
    await credit(m, 5000);
    const created = (await payout(m, { amount: 3000 })).json.data;
    const result = await simulate(m, created.id, 'FAILED');
    expect(result.json.data).toMatchObject({
      status: 'FAILED',
      failureCode: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(await balance(m)).toMatchObject({ available: 50, inPayout: 0 });
    expect(await ledgerOf(m, '?type=PAYOUT')).toHaveLength(0);
    expect(await storedEvents(m.merchantId, 'payout.failed')).toHaveLength(1);
    // The money given back can be paid out again.
    expect((await payout(m)).json.data.amount).toBe(50);
  });

  it('a refund after the money went into a payout leaves the rest exact', async () => {
    const m = await payee();
    const charge = await call('POST', '/v1/charges', { key: m.full, body: { amount: 4000 } });
    await call('POST', `/v1/charges/${charge.json.data.id}/simulate-payment`, { key: m.full });
    expect((await payout(m, { amount: 3000 })).status).toBe(201);
    const refund = await call('POST', `/v1/charges/${charge.json.data.id}/refund`, {
      key: m.full,
      body: { amount: 1500, reason: 'Devolução' },
    });
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    // 40 in, 30 in payout, 15 refunded: 5 short, carried as a negative available.
    expect(await balance(m)).toMatchObject({ available: -5, inPayout: 30 });
    expect(expectError(await payout(m, { amount: 100 }), 400).code).toBe('insufficient_balance');
    await credit(m, 600);
    expect((await payout(m)).json.data.amount).toBe(1);
  });
});

describe('listing and reading payouts', () => {
  it('lists newest first, filters by status, walks by cursor', async () => {
    const m = await payee();
    await credit(m, 10_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await payout(m, { amount: 1000 })).json.data.id);
    await simulate(m, ids[1]!, 'PAID');
    const all = await call('GET', '/v1/payouts?size=2', { key: m.readOnly });
    expect(all.json.data.content.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const next = await call('GET', `/v1/payouts?size=2&cursor=${all.json.data.page.nextCursor}`, {
      key: m.readOnly,
    });
    expect(next.json.data.content.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    const paid = await call('GET', '/v1/payouts?status=PAID', { key: m.readOnly });
    expect(paid.json.data.content.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
    expect(expectError(await call('GET', '/v1/payouts?status=DONE', { key: m.readOnly }), 422).code).toBe(
      'invalid_request',
    );
  });

  it('keeps each merchant to its own payouts, and READ_ONLY keys to reading', async () => {
    const m = await payee();
    const other = await payee();
    await credit(m, 1000);
    const created = (await payout(m)).json.data;
    expectError(await call('GET', `/v1/payouts/${created.id}`, { key: other.readOnly }), 404);
    expectError(await simulate(other, created.id, 'PAID'), 404);
    expect((await call('GET', '/v1/payouts', { key: other.readOnly })).json.data.content).toEqual([]);
    expectError(await call('POST', '/v1/payouts', { key: m.readOnly, body: {} }), 403);
  });
});
