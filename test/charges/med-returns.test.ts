import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { recordMedReturn } from '../../lib/charges/med-returns.service.js';
import { refundView } from '../../lib/charges/charge.domain.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { storedEvents } from '../support/stored.js';

/**
 * MED returns over HTTP (docs/rules/charges.md, "MED returns"): the sandbox's simulate-med-return
 * records a refund of origin MED on the charge, counted like any refund, with its event and its
 * MED_RETURN ledger entry, once per request however often it is retried, and only on the merchant's
 * own charge.
 */

type Entry = { type: string; amount: number; chargeId: string | null; refundId: string | null };

async function paidCharge(m: TestMerchant, amount = 10_000): Promise<{ id: string }> {
  const created = await call('POST', '/v1/charges', { key: m.full, body: { amount } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const paid = await call('POST', `/v1/charges/${created.json.data.id}/simulate-payment`, { key: m.full });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return paid.json.data;
}

const medReturn = (m: TestMerchant, id: string, body?: Record<string, unknown>, idempotencyKey?: string) =>
  call('POST', `/v1/charges/${id}/simulate-med-return`, {
    key: m.full,
    ...(body === undefined ? {} : { body }),
    ...(idempotencyKey === undefined
      ? {}
      : { headers: { 'idempotency-key': idempotencyKey, 'content-type': 'application/json' } }),
  });

const ok = (result: ApiResult) => {
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
};

async function entriesOf(m: TestMerchant, chargeId: string): Promise<Entry[]> {
  const result = await call('GET', `/v1/ledger?chargeId=${chargeId}`, { key: m.readOnly });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data.content;
}

const cents = (reais: number) => Math.round(reais * 100);
const sumOf = (entries: Entry[]) => entries.reduce((total, entry) => total + cents(entry.amount), 0);

describe('simulate-med-return', () => {
  it('records a MED return: origin, nature, status, refundedAmount, event and a negative entry', async () => {
    const m = await newMerchant();
    const charge = await paidCharge(m);
    const returned = ok(await medReturn(m, charge.id, { amount: 2500, nature: 'operational_failure' }));
    expect(returned).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 25, refundedAt: null });
    expect(returned.refunds).toHaveLength(1);
    expect(returned.refunds[0]).toMatchObject({
      amount: 25,
      status: 'SUCCEEDED',
      origin: 'MED',
      medNature: 'OPERATIONAL_FAILURE',
      reason: null,
    });

    const [event, ...more] = await storedEvents(m.merchantId, 'charge.med_returned');
    expect(more).toHaveLength(0);
    expect(event?.data).toMatchObject({ id: charge.id, status: 'PARTIALLY_REFUNDED', refundedAmount: 25 });
    expect(await storedEvents(m.merchantId, 'charge.refunded')).toHaveLength(0);

    const entries = await entriesOf(m, charge.id);
    const med = entries.filter((entry) => entry.type === 'MED_RETURN');
    expect(med).toEqual([
      expect.objectContaining({ amount: -25, chargeId: charge.id, refundId: returned.refunds[0].id }),
    ]);
    expect(sumOf(entries)).toBe(10_000 - 2500);

    // The rest, with the defaults: all that remains, for fraud.
    const all = ok(await medReturn(m, charge.id));
    expect(all).toMatchObject({ status: 'REFUNDED', refundedAmount: 100 });
    expect(all.refundedAt).not.toBeNull();
    expect(all.refunds[1]).toMatchObject({ amount: 75, origin: 'MED', medNature: 'FRAUD' });
    expect(sumOf(await entriesOf(m, charge.id))).toBe(0);

    const today = todayIn(config().businessTimeZone, new Date());
    const summary = await call('GET', `/v1/ledger/summary?from=${today}&to=${today}`, { key: m.readOnly });
    expect(summary.json.data.total.MED_RETURN).toEqual({ count: 2, amount: -100 });
  });

  it('marks merchant refunds MERCHANT, and limits a later merchant refund to what MED left', async () => {
    const m = await newMerchant();
    const charge = await paidCharge(m);
    const refunded = ok(
      await call('POST', `/v1/charges/${charge.id}/refund`, { key: m.full, body: { amount: 1000 } }),
    );
    expect(refunded.refunds[0]).toMatchObject({ origin: 'MERCHANT', medNature: null });

    ok(await medReturn(m, charge.id, { amount: 6000, nature: 'PIX_AUTOMATICO' }));
    const tooMuch = await call('POST', `/v1/charges/${charge.id}/refund`, {
      key: m.full,
      body: { amount: 3001 },
    });
    expect(expectError(tooMuch, 400).code).toBe('refund_exceeds_remaining');

    const rest = ok(await call('POST', `/v1/charges/${charge.id}/refund`, { key: m.full, body: {} }));
    expect(rest).toMatchObject({ status: 'REFUNDED', refundedAmount: 100 });
    expect(
      rest.refunds.map((refund: { origin: string; amount: number }) => [refund.origin, refund.amount]),
    ).toEqual([
      ['MERCHANT', 10],
      ['MED', 60],
      ['MERCHANT', 30],
    ]);
    const entries = await entriesOf(m, charge.id);
    expect(entries.map((entry) => entry.type).sort()).toEqual([
      'MED_RETURN',
      'PIX_RECEIVED',
      'REFUND',
      'REFUND',
    ]);
    expect(sumOf(entries)).toBe(0);
  });

  it('refunds nothing more after MED took it all, and refuses a charge not paid or with nothing left', async () => {
    const m = await newMerchant();
    const charge = await paidCharge(m);
    ok(await medReturn(m, charge.id, {}));
    expect(
      expectError(await call('POST', `/v1/charges/${charge.id}/refund`, { key: m.full }), 400).code,
    ).toBe('charge_not_paid');
    expect(expectError(await medReturn(m, charge.id), 400).code).toBe('nothing_left_to_return');

    const pending = await call('POST', '/v1/charges', { key: m.full, body: { amount: 1000 } });
    expect(expectError(await medReturn(m, pending.json.data.id), 400).code).toBe('charge_not_paid');

    const other = await paidCharge(m, 1000);
    const over = expectError(await medReturn(m, other.id, { amount: 1001 }), 400);
    expect(over.code).toBe('refund_exceeds_remaining');
    expect(over.fields?.map((field) => field.field)).toEqual(['amount']);
    expect(expectError(await medReturn(m, other.id, { nature: 'CHARGEBACK' }), 422).fields?.[0]?.field).toBe(
      'nature',
    );
    // Refused requests wrote nothing.
    expect((await entriesOf(m, other.id)).map((entry) => entry.type)).toEqual(['PIX_RECEIVED']);
    expect(await storedEvents(m.merchantId, 'charge.med_returned')).toHaveLength(1);
  });

  it('of 20 concurrent requests with one Idempotency-Key, records one MED return, one event, one entry', async () => {
    const m = await newMerchant();
    const charge = await paidCharge(m);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => medReturn(m, charge.id, { amount: 1000 }, key)),
    );
    const answered = results.filter((result) => result.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    for (const result of results.filter((each) => each.status !== 200))
      expect(expectError(result, 409).code).toBe('idempotency_in_progress');
    for (const result of answered) expect(result.json.data.refunds).toHaveLength(1);

    const stored = ok(await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly }));
    expect(stored).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 10 });
    expect(stored.refunds).toHaveLength(1);
    expect(await storedEvents(m.merchantId, 'charge.med_returned')).toHaveLength(1);
    const entries = await entriesOf(m, charge.id);
    expect(entries.filter((entry) => entry.type === 'MED_RETURN')).toHaveLength(1);
    expect(sumOf(entries)).toBe(9000);

    // A retry after the first answered gets that answer, and records nothing more.
    const retried = await medReturn(m, charge.id, { amount: 1000 }, key);
    expect(ok(retried).refunds).toHaveLength(1);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await entriesOf(m, charge.id)).filter((entry) => entry.type === 'MED_RETURN')).toHaveLength(1);
  });

  it("touches only the merchant's own charge, and needs a full-access key", async () => {
    const owner = await newMerchant();
    const stranger = await newMerchant('Outra Loja');
    const charge = await paidCharge(owner);
    expectError(await medReturn(stranger, charge.id, {}), 404);
    expectError(
      await call('POST', `/v1/charges/${charge.id}/simulate-med-return`, { key: owner.readOnly, body: {} }),
      403,
    );
    const stored = ok(await call('GET', `/v1/charges/${charge.id}`, { key: owner.readOnly }));
    expect(stored).toMatchObject({ status: 'PAID', refundedAmount: 0, refunds: [] });
    expect(await storedEvents(stranger.merchantId, 'charge.med_returned')).toHaveLength(0);
    expect(await storedEvents(owner.merchantId, 'charge.med_returned')).toHaveLength(0);
    const theirs = await call('GET', '/v1/ledger?type=MED_RETURN', { key: stranger.readOnly });
    expect(theirs.json.data.content).toEqual([]);
  });

  it('learnt twice (notice, read-back, reconciliation), one PSP return is recorded once', async () => {
    const m = await newMerchant();
    const charge = await paidCharge(m);
    const notice = {
      pspReturnId: `MED${randomUUID().replaceAll('-', '')}`,
      amount: 4000,
      nature: 'FRAUD' as const,
    };
    const learnt = await Promise.all(
      Array.from({ length: 5 }, () => recordMedReturn(m.merchantId, charge.id, notice)),
    );
    for (const after of learnt) expect(after.refunds).toHaveLength(1);
    await recordMedReturn(m.merchantId, charge.id, notice);
    const stored = ok(await call('GET', `/v1/charges/${charge.id}`, { key: m.readOnly }));
    expect(stored).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 40 });
    expect(stored.refunds).toHaveLength(1);
    expect(await storedEvents(m.merchantId, 'charge.med_returned')).toHaveLength(1);
    expect(sumOf(await entriesOf(m, charge.id))).toBe(6000);
  });

  it('reads a refund stored before origins as the merchant one', () => {
    const refund = {
      id: randomUUID(),
      amount: 100,
      reason: null,
      status: 'SUCCEEDED' as const,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(refundView(refund)).toMatchObject({ origin: 'MERCHANT', medNature: null });
  });
});
