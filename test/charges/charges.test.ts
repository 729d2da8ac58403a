import { SANDBOX_PIX_KEY } from '../../lib/domain/pix-identity.js';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { parsePix } from 'pix-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflict, FAULT, injectFault, internalServerError, removeFaults } from '../support/faults.js';
import { adminCreateKey, adminUpdateMerchant } from '../../lib/merchants/admin.service.js';
import { resetConfig } from '../../lib/config.js';
import { createCharge } from '../../lib/charges/charges.service.js';
import { sweepExpiredCharges } from '../../lib/jobs/sweeps.service.js';
import { dynamo, tableName } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { chargeListView } from '../../lib/charges/charge.domain.js';
import { routeKey, routesFor } from '../../lib/api/routes.js';
import {
  call,
  expectError,
  fieldNames,
  newMerchant,
  type ApiResult,
  type TestMerchant,
} from '../support/api.js';
import { decodeQr } from '../support/qr.js';
import { storedEvents, storedItem } from '../support/stored.js';

/** The stable `error.code` of an error envelope. */
const codeOf = (result: ApiResult) => (result.json.error as { code?: string } | null)?.code;
const UNKNOWN_ID = '0194c2d1-7e0a-7000-8000-000000000000';
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const CHARGE_FIELDS = [
  'amount',
  'amountToday',
  'cancelledAt',
  'checkoutId',
  'createdAt',
  'customerId',
  'daysAfterDue',
  'description',
  'discount',
  'dueDate',
  'expiresAt',
  'fine',
  'id',
  'interest',
  'metadata',
  'method',
  'overdue',
  'paidAmount',
  'paidAt',
  'paymentUrl',
  'pix',
  'rebate',
  'refundedAmount',
  'refundedAt',
  'refunds',
  'status',
  'subscriptionId',
  'updatedAt',
];

async function create(m: TestMerchant, body: Record<string, unknown> = { amount: 1990 }) {
  const result = await call('POST', '/v1/charges', { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

const action = (
  m: TestMerchant,
  id: string,
  name: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) => call('POST', `/v1/charges/${id}/${name}`, { key: m.full, ...options });

const get = (m: TestMerchant, id: string) => call('GET', `/v1/charges/${id}`, { key: m.readOnly });
const list = (m: TestMerchant, query = '') => call('GET', `/v1/charges${query}`, { key: m.readOnly });

/** Events of one type for a merchant, straight from the table (newest first). */
const events = async (merchantId: string, type: string) =>
  (await storedEvents(merchantId, type)) as { data: Record<string, unknown> }[];

const storedCharge = (_merchantId: string, id: string) => storedItem('CHARGE', id);

/** A pending charge created `ageMs` ago that expired `expiresIn` seconds after creation. */
const chargeFromThePast = (m: TestMerchant, ageMs: number, body: Record<string, unknown> = {}) =>
  createCharge(m.merchantId, { amount: 1000, expiresIn: 60, ...body }, { now: new Date(Date.now() - ageMs) });

let customers = 0;
async function customer(m: TestMerchant, name: string): Promise<{ id: string }> {
  const email = `cliente${++customers}-${Date.now()}@exemplo.com.br`;
  const result = await call('POST', '/v1/customers', { key: m.full, body: { name, email } });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
}

const withoutQr = (charge: Record<string, unknown> & { pix: Record<string, unknown> }) => {
  const { qrCode: _qrCode, ...pix } = charge.pix; // eslint-disable-line @typescript-eslint/no-unused-vars -- dropped on purpose
  return { ...charge, pix };
};

/** An event's data: the list view, with no page link (events are stored; the link is a credential). */
const asEvent = (charge: Record<string, unknown> & { pix: Record<string, unknown> }) => ({
  ...withoutQr(charge),
  paymentUrl: null,
});

describe('POST /v1/charges', () => {
  it('creates a pending Pix charge with a BR Code any bank reads, its QR code and a unique txid', async () => {
    const m = await newMerchant('Padaria São João');
    const before = Date.now();
    const charge = await create(m, { amount: 1990, description: ' Pedido 42 ' });
    expect(Object.keys(charge).sort()).toEqual(CHARGE_FIELDS);
    expect(charge).toMatchObject({
      method: 'PIX',
      amount: 19.9,
      status: 'PENDING',
      description: 'Pedido 42',
      customerId: null,
      checkoutId: null,
      paidAt: null,
      cancelledAt: null,
      refundedAt: null,
      refundedAmount: 0,
      refunds: [],
      metadata: {},
    });
    expect(charge.id).toMatch(UUID_V7);
    expect(charge.updatedAt).toBe(charge.createdAt);
    const expiresIn = Date.parse(charge.expiresAt) - Date.parse(charge.createdAt);
    expect(expiresIn).toBe(3600_000);
    expect(Date.parse(charge.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(Object.keys(charge.pix).sort()).toEqual(['brCode', 'qrCode', 'txid']);
    expect(charge.pix.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    const parsed = parsePix(charge.pix.brCode);
    expect(parsed).toMatchObject({ type: 'STATIC', transactionAmount: 19.9, txid: charge.pix.txid });
    expect(decodeQr(charge.pix.qrCode)).toBe(charge.pix.brCode);

    // The txid guard names the charge, for a PSP notice that names only the txid.
    const guard = (
      await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.pixTxid(charge.pix.txid) }))
    ).Item;
    expect(guard).toMatchObject({ merchantId: m.merchantId, chargeId: charge.id });

    // Its event, in the same transaction: the charge as the API shows it, without the QR image.
    const created = await events(m.merchantId, 'charge.created');
    expect(created).toHaveLength(1);
    expect(created[0]!.data).toEqual(asEvent(charge));
  });

  it('gives the charge a page of its own on every read, which the table alone does not give', async () => {
    const m = await newMerchant();
    const charge = await create(m, { amount: 2500, description: 'Conta 7' });
    expect(charge.paymentUrl).toMatch(/^http:\/\/localhost(:\d+)?\/pay\/[A-Za-z0-9_-]{43}$/);
    expect((await get(m, charge.id)).json.data.paymentUrl).toBe(charge.paymentUrl);
    expect((await list(m)).json.data.content[0].paymentUrl).toBe(charge.paymentUrl);
    const page = await call('GET', new URL(charge.paymentUrl).pathname);
    expect(page.status).toBe(200);
    const html = page.raw.body!.toString('utf8');
    expect(html).toContain('Conta 7');
    expect(html).toContain('R$ 25,00');
    const token = new URL(charge.paymentUrl).pathname.split('/').pop()!;
    const { Items = [] } = await dynamo().send(new ScanCommand({ TableName: tableName() }));
    expect(JSON.stringify(Items)).not.toContain(token);
    const [created] = await events(m.merchantId, 'charge.created');
    expect(created!.data.paymentUrl).toBeNull();
  });

  it('keeps metadata as sent and never shows internals', async () => {
    const m = await newMerchant();
    const metadata = { pedido: '42', 'canal de venda': 'loja física', vazio: '' };
    const charge = await create(m, { amount: 100, metadata, expiresIn: 60 });
    expect(charge.metadata).toEqual(metadata);
    const fetched = (await get(m, charge.id)).json.data;
    expect(fetched.metadata).toEqual(metadata);
    const text = JSON.stringify(fetched);
    for (const internal of ['merchantId', 'version', 'GSI', '"PK"', '"SK"', m.merchantId])
      expect(text).not.toContain(internal);
  });

  it('lists every invalid field at once (422), unknown properties included, and writes nothing', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/charges', {
      key: m.full,
      body: {
        amount: 99,
        description: '',
        expiresIn: 2_592_001,
        customerId: 'abc',
        metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
        status: 'PAID',
      },
    });
    expectError(result, 422);
    expect(fieldNames(result)).toEqual([
      'amount',
      'customerId',
      'description',
      'expiresIn',
      'metadata',
      'status',
    ]);
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });

  it('takes an active customer, and refuses an unknown, removed or foreign one with 400 naming customerId', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const active = await customer(m, 'Maria');
    const removed = await customer(m, 'João');
    expect((await call('DELETE', `/v1/customers/${removed.id}`, { key: m.full })).status).toBe(204);
    const foreign = await customer(other, 'Ana');

    const charge = await create(m, { amount: 500, customerId: active.id.toUpperCase() });
    expect(charge.customerId).toBe(active.id);

    for (const customerId of [removed.id, foreign.id, UNKNOWN_ID]) {
      const result = await call('POST', '/v1/charges', { key: m.full, body: { amount: 500, customerId } });
      const error = expectError(result, 400);
      expect(codeOf(result)).toBe('customer_unusable');
      expect(error.fields).toEqual([
        expect.objectContaining({ field: 'customerId', code: 'customer_unusable' }),
      ]);
    }
    // Nothing half-written: only the first charge exists.
    expect((await list(m)).json.data.page.totalElements).toBe(1);
    expect(await events(m.merchantId, 'charge.created')).toHaveLength(1);
  });

  it('answers 503 pix_provider_unavailable in live without a provider, writing nothing', async () => {
    const m = await newMerchant();
    const live = await adminCreateKey({
      merchantId: m.merchantId,
      permission: 'FULL_ACCESS',
      environment: 'live',
    });
    process.env.APP_ENV = 'live';
    resetConfig();
    try {
      const unavailable = await call('POST', '/v1/charges', { key: live.key, body: { amount: 1000 } });
      expectError(unavailable, 503);
      expect(codeOf(unavailable)).toBe('pix_provider_unavailable');
      // The body is judged first: a refused one is the caller's 422, whatever the provider.
      const refused = await call('POST', '/v1/charges', { key: live.key, body: { amount: 0 } });
      expectError(refused, 422);
      expect(fieldNames(refused)).toEqual(['amount']);
    } finally {
      process.env.APP_ENV = 'test';
      resetConfig();
    }
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });

  it('refuses a metadata key that decodes to __proto__ (422), however it is escaped, and writes nothing', async () => {
    // Metadata keys are free text, so only the body parser stands between this key and the item.
    const m = await newMerchant();
    for (const key of ['__proto__', '\\u005f_proto__', '\\u005F\\u005Fproto\\u005F\\u005F']) {
      const refused = await call('POST', '/v1/charges', {
        key: m.full,
        rawBody: `{"amount":1990,"metadata":{"${key}":"x"}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectError(refused, 422);
    }
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });
});

describe('GET /v1/charges/{id}', () => {
  it('returns the charge with its QR code; unknown, foreign and non-UUID ids are 404', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const charge = await create(m);
    const fetched = await get(m, charge.id);
    expect(fetched.status).toBe(200);
    expect(fetched.json.data).toEqual(charge);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) expectError(await get(m, id), 404);
    expectError(await get(other, charge.id), 404);
  });
});

describe('transitions', () => {
  it('PENDING -> PAID -> REFUNDED, each with its event; every other move is 400 with its code', async () => {
    const m = await newMerchant();
    const charge = await create(m);

    const refundPending = await action(m, charge.id, 'refund');
    expectError(refundPending, 400);
    expect(codeOf(refundPending)).toBe('charge_not_paid');

    const paid = await action(m, charge.id, 'simulate-payment');
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'PAID', refundedAt: null, cancelledAt: null });
    expect(paid.json.data.paidAt).toBe(paid.json.data.updatedAt);
    expect(decodeQr(paid.json.data.pix.qrCode)).toBe(charge.pix.brCode);

    for (const name of ['simulate-payment', 'cancel']) {
      const again = await action(m, charge.id, name);
      expectError(again, 400);
      expect(codeOf(again)).toBe('charge_not_pending');
    }

    const refunded = await action(m, charge.id, 'refund', { body: {} });
    expect(refunded.status).toBe(200);
    expect(refunded.json.data).toMatchObject({ status: 'REFUNDED', paidAt: paid.json.data.paidAt });
    expect(refunded.json.data.refundedAt).toBe(refunded.json.data.updatedAt);
    const twice = await action(m, charge.id, 'refund');
    expectError(twice, 400);
    expect(codeOf(twice)).toBe('charge_not_paid');

    expect((await get(m, charge.id)).json.data).toEqual(refunded.json.data);
    const [paidEvent] = await events(m.merchantId, 'charge.paid');
    const [refundEvent] = await events(m.merchantId, 'charge.refunded');
    expect(paidEvent!.data).toEqual(asEvent(paid.json.data));
    expect(refundEvent!.data).toEqual(asEvent(refunded.json.data));
    expect(await events(m.merchantId, 'charge.cancelled')).toHaveLength(0);
  });

  it('refunds part, several times, each with its reason and charge.refunded, until nothing remains', async () => {
    const m = await newMerchant();
    const charge = await create(m, { amount: 10_000 });
    expect((await action(m, charge.id, 'simulate-payment')).status).toBe(200);

    const first = await action(m, charge.id, 'refund', { body: { amount: 2500, reason: 'Item devolvido' } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 25,
      refundedAt: null,
    });
    expect(first.json.data.refunds).toEqual([
      {
        id: expect.stringMatching(UUID_V7),
        amount: 25,
        reason: 'Item devolvido',
        status: 'SUCCEEDED',
        origin: 'MERCHANT',
        medNature: null,
        createdAt: first.json.data.updatedAt,
        updatedAt: first.json.data.updatedAt,
      },
    ]);
    const listed = await call('GET', '/v1/charges?status=partially_refunded', { key: m.readOnly });
    expect(listed.json.data.content.map((c: { id: string }) => c.id)).toEqual([charge.id]);

    const over = await action(m, charge.id, 'refund', { body: { amount: 7501 } });
    expectError(over, 400);
    expect(codeOf(over)).toBe('refund_exceeds_remaining');
    expect(over.json.error!.fields).toEqual([
      { field: 'amount', message: expect.stringContaining('7500'), code: 'refund_exceeds_remaining' },
    ]);
    const invalid = await action(m, charge.id, 'refund', { body: { amount: 0, reason: '', note: 'x' } });
    expectError(invalid, 422);
    expect(invalid.json.error!.fields!.map((f: { field: string }) => f.field).sort()).toEqual([
      'amount',
      'note',
      'reason',
    ]);

    const second = await action(m, charge.id, 'refund', { body: { amount: 500 } });
    expect(second.json.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 30 });
    const rest = await action(m, charge.id, 'refund');
    expect(rest.json.data).toMatchObject({ status: 'REFUNDED', refundedAmount: 100 });
    expect(rest.json.data.refundedAt).toBe(rest.json.data.updatedAt);
    expect(rest.json.data.refunds.map((r: { amount: number }) => r.amount)).toEqual([25, 5, 70]);
    expect(codeOf(await action(m, charge.id, 'refund', { body: { amount: 1 } }))).toBe('charge_not_paid');

    const refundEvents = await events(m.merchantId, 'charge.refunded');
    expect(refundEvents).toHaveLength(3);
    expect(refundEvents.map((event) => event.data)).toContainEqual(asEvent(rest.json.data));
    expect((await get(m, charge.id)).json.data).toEqual(rest.json.data);
  });

  it('refuses a refund 90 days after the payment', async () => {
    const m = await newMerchant();
    const charge = await create(m);
    expect((await action(m, charge.id, 'simulate-payment')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 90 * 86_400_000 + 60_000 });
    try {
      const late = await action(m, charge.id, 'refund');
      expectError(late, 400);
      expect(codeOf(late)).toBe('refund_window_closed');
    } finally {
      vi.useRealTimers();
    }
    expect((await get(m, charge.id)).json.data).toMatchObject({ status: 'PAID', refunds: [] });
  });

  it('PENDING -> CANCELLED; a cancelled charge cannot be paid', async () => {
    const m = await newMerchant();
    const charge = await create(m);
    const cancelled = await action(m, charge.id, 'cancel', { rawBody: '' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'CANCELLED', paidAt: null });
    const pay = await action(m, charge.id, 'simulate-payment');
    expectError(pay, 400);
    expect(codeOf(pay)).toBe('charge_not_pending');
    expect(await events(m.merchantId, 'charge.cancelled')).toHaveLength(1);
    expect(await events(m.merchantId, 'charge.paid')).toHaveLength(0);
    // Leaving PENDING leaves the sweeper's index too.
    const stored = await storedCharge(m.merchantId, charge.id);
    expect(stored?.GSI4PK).toBeUndefined();
    expect(stored?.GSI2PK).toBe(
      keys.statusIndex('CHARGE', m.merchantId, 'CANCELLED', String(stored?.createdAt), String(stored?.id))
        .GSI2PK,
    );
  });

  it('action routes take no input: a property is 422 (__proto__ too), a non-object 400, {} accepted, unknown ids 404', async () => {
    const m = await newMerchant();
    const charge = await create(m);
    const extra = await action(m, charge.id, 'cancel', { body: { reason: 'x' } });
    expectError(extra, 422);
    expect(fieldNames(extra)).toEqual(['reason']);
    expectError(
      await action(m, charge.id, 'cancel', {
        rawBody: '[]',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    // A property that would reach the prototype is refused by name like any other.
    const json = { 'content-type': 'application/json' };
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const polluting = await action(m, charge.id, 'simulate-payment', {
        rawBody: `{${JSON.stringify(name)}:{"polluted":true}}`,
        headers: json,
      });
      expectError(polluting, 422);
      expect(fieldNames(polluting)).toEqual([name]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await action(m, charge.id, 'cancel', { rawBody: '{}', headers: json })).status).toBe(200);
    for (const name of ['cancel', 'refund', 'simulate-payment'])
      expectError(await action(m, UNKNOWN_ID, name), 404);
    expect((await get(m, charge.id)).json.data.status).toBe('CANCELLED');
  });

  it("a checkout's charge is cancelled through its checkout: cancel on it is 400 charge_in_checkout", async () => {
    const m = await newMerchant();
    const charge = await createCharge(m.merchantId, { amount: 1000, checkoutId: UNKNOWN_ID });
    const refused = await action(m, charge.id, 'cancel');
    expectError(refused, 400);
    expect(codeOf(refused)).toBe('charge_in_checkout');
    expect((await get(m, charge.id)).json.data).toMatchObject({ status: 'PENDING', checkoutId: UNKNOWN_ID });
    expect(await events(m.merchantId, 'charge.cancelled')).toHaveLength(0);
  });

  it('a READ_ONLY key cannot move a charge', async () => {
    const m = await newMerchant();
    const charge = await create(m);
    for (const name of ['cancel', 'simulate-payment']) {
      expectError(await call('POST', `/v1/charges/${charge.id}/${name}`, { key: m.readOnly }), 403);
    }
  });

  it('simulate-payment exists only in the test environment', () => {
    const key = 'POST /v1/charges/{id}/simulate-payment';
    expect(routesFor('test').map(routeKey)).toContain(key);
    expect(routesFor('live').map(routeKey)).not.toContain(key);
    expect(routesFor('live').map(routeKey)).toContain('POST /v1/charges/{id}/refund');
  });
});

describe('expiry', () => {
  it('reads a pending charge past expiresAt as EXPIRED at once, and refuses to pay or cancel it', async () => {
    const m = await newMerchant();
    const charge = await chargeFromThePast(m, 120_000);
    const fetched = (await get(m, charge.id)).json.data;
    expect(fetched).toMatchObject({ status: 'EXPIRED', updatedAt: charge.expiresAt, paidAt: null });
    for (const name of ['simulate-payment', 'cancel']) {
      const refused = await action(m, charge.id, name);
      expectError(refused, 400);
      expect(codeOf(refused)).toBe('charge_expired');
    }
    const listed = (await list(m)).json.data.content;
    expect(listed.map((c: { status: string }) => c.status)).toEqual(['EXPIRED']);
    // (Not asserted on the stored item: a sweep run by a test file in parallel may persist it.)
  });

  it('the sweep persists due expiries once, with one charge.expired event, leaving the view unchanged', async () => {
    const m = await newMerchant();
    const due = await chargeFromThePast(m, 120_000);
    const notYet = await create(m, { amount: 300, expiresIn: 3600 });
    const before = (await get(m, due.id)).json.data;

    // Other test files sweep the same table in parallel, so the count is not this test's to assert.
    await sweepExpiredCharges(new Date());
    const stored = await storedCharge(m.merchantId, due.id);
    expect(stored).toMatchObject({ status: 'EXPIRED', updatedAt: due.expiresAt });
    expect(stored?.GSI4PK).toBeUndefined();
    expect(stored?.GSI2PK).toBe(
      keys.statusIndex('CHARGE', m.merchantId, 'EXPIRED', String(stored?.createdAt), String(stored?.id))
        .GSI2PK,
    );
    expect((await get(m, due.id)).json.data).toEqual(before);
    expect((await get(m, notYet.id)).json.data.status).toBe('PENDING');

    await sweepExpiredCharges(new Date());
    const expired = await events(m.merchantId, 'charge.expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.data).toEqual(asEvent(before));
  });

  it('the sweep leaves a checkout charge to its checkout', async () => {
    const m = await newMerchant();
    // A checkout's charge (the checkout itself is not needed to show what the charge sweep skips).
    const charge = await chargeFromThePast(m, 120_000, { checkoutId: UNKNOWN_ID });
    await sweepExpiredCharges(new Date());
    expect((await storedCharge(m.merchantId, charge.id))?.status).toBe('PENDING');
    expect(await events(m.merchantId, 'charge.expired')).toHaveLength(0);
    expect((await get(m, charge.id)).json.data.status).toBe('EXPIRED');
  });
});

describe('GET /v1/charges', () => {
  /**
   * A merchant with charges in every state: 2 paid (1 with the customer), 1 refunded, 1 cancelled,
   * 2 pending (1 with the customer), 1 expired but not swept, 1 expired and swept.
   */
  async function world() {
    const m = await newMerchant();
    const client = await customer(m, 'Maria');
    const expiredSwept = await chargeFromThePast(m, 600_000);
    await sweepExpiredCharges(new Date());
    const expiredLate = await chargeFromThePast(m, 300_000, { customerId: client.id });
    const paidA = await create(m, { amount: 100, customerId: client.id });
    const paidB = await create(m, { amount: 200 });
    const refunded = await create(m, { amount: 300 });
    const cancelled = await create(m, { amount: 400 });
    const pendingA = await create(m, { amount: 500 });
    const pendingB = await create(m, { amount: 600, customerId: client.id });
    for (const c of [paidA, paidB, refunded])
      expect((await action(m, c.id, 'simulate-payment')).status).toBe(200);
    expect((await action(m, refunded.id, 'refund')).status).toBe(200);
    expect((await action(m, cancelled.id, 'cancel')).status).toBe(200);
    return {
      m,
      customer: client,
      expiredSwept,
      expiredLate,
      paidA,
      paidB,
      refunded,
      cancelled,
      pendingA,
      pendingB,
    };
  }

  const ids = (result: Awaited<ReturnType<typeof list>>) =>
    result.json.data.content.map((c: { id: string }) => c.id);

  it('pages newest first with exact totals, no QR codes, read-time expiry applied', async () => {
    const w = await world();
    const first = await list(w.m, '?size=3');
    expect(first.json.data.page).toEqual({
      number: 0,
      size: 3,
      totalElements: 8,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect(ids(first)).toEqual([w.pendingB.id, w.pendingA.id, w.cancelled.id]);
    const last = await list(w.m, '?size=3&page=2');
    expect(ids(last)).toEqual([w.expiredLate.id, w.expiredSwept.id]);
    for (const item of first.json.data.content)
      expect(Object.keys(item.pix).sort()).toEqual(['brCode', 'txid']);
    expect(last.json.data.content.map((c: { status: string }) => c.status)).toEqual(['EXPIRED', 'EXPIRED']);
  });

  it('filters by status (case-insensitive), agreeing with read-time expiry, with exact totals', async () => {
    const w = await world();
    const expect4 = async (status: string, wanted: string[]) => {
      const result = await list(w.m, `?status=${status}`);
      expect(result.status).toBe(200);
      expect(ids(result), status).toEqual(wanted);
      expect(result.json.data.page.totalElements, status).toBe(wanted.length);
    };
    await expect4('pending', [w.pendingB.id, w.pendingA.id]);
    await expect4('PAID', [w.paidB.id, w.paidA.id]);
    await expect4('Refunded', [w.refunded.id]);
    await expect4('CANCELLED', [w.cancelled.id]);
    // The swept one from the expired partition and the late one from the pending partition, merged.
    await expect4('expired', [w.expiredLate.id, w.expiredSwept.id]);
    const paged = await list(w.m, '?status=EXPIRED&size=1&page=1');
    expect(ids(paged)).toEqual([w.expiredSwept.id]);
    expect(paged.json.data.page).toEqual({
      number: 1,
      size: 1,
      totalElements: 2,
      totalPages: 2,
      nextCursor: null,
    });
    expectError(await list(w.m, '?status=OPEN'), 422);
  });

  it('filters by customer, alone and with a status', async () => {
    const w = await world();
    const mine = await list(w.m, `?customerId=${w.customer.id}`);
    expect(ids(mine)).toEqual([w.pendingB.id, w.paidA.id, w.expiredLate.id]);
    expect(mine.json.data.page.totalElements).toBe(3);
    expect(ids(await list(w.m, `?customerId=${w.customer.id}&status=EXPIRED`))).toEqual([w.expiredLate.id]);
    expect(ids(await list(w.m, `?customerId=${w.customer.id}&status=pending`))).toEqual([w.pendingB.id]);
    const nobody = await list(w.m, `?customerId=${UNKNOWN_ID}`);
    expect(nobody.json.data.page.totalElements).toBe(0);
    expectError(await list(w.m, '?customerId=42'), 422);
  });

  it('filters by São Paulo days of creation, inclusive, with a status or a customer, by page and cursor', async () => {
    const m = await newMerchant();
    const client = await customer(m, 'Joana');
    const at = (instant: string, body: Record<string, unknown> = {}) =>
      createCharge(m.merchantId, { amount: 1000, expiresIn: 60, ...body }, { now: new Date(instant) });
    // 09/03 23:59 in São Paulo (UTC-3), then 10/03 00:00, 11/03 at noon, 12/03 00:00.
    const late9 = await at('2026-03-10T02:59:59.999Z');
    const early10 = await at('2026-03-10T03:00:00.000Z', { customerId: client.id });
    const noon11 = await at('2026-03-11T15:00:00.000Z');
    const early12 = await at('2026-03-12T03:00:00.000Z', { customerId: client.id });
    // The range bounds the index's sort key in every Query: no page outside it is read.
    const queries: { KeyConditionExpression?: string; IndexName?: string }[] = [];
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as (typeof queries)[number];
        if (input.KeyConditionExpression && input.IndexName) queries.push(input);
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}Queries`, tags: [FAULT] },
    );
    const range = await list(m, '?from=2026-03-10&to=2026-03-11');
    removeFaults();
    expect(range.status, JSON.stringify(range.json)).toBe(200);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.KeyConditionExpression).toContain('BETWEEN');
    expect(ids(range)).toEqual([noon11.id, early10.id]);
    expect(range.json.data.page.totalElements).toBe(2);
    expect(ids(await list(m, '?from=2026-03-11'))).toEqual([early12.id, noon11.id]);
    expect(ids(await list(m, '?to=2026-03-09'))).toEqual([late9.id]);
    expect(ids(await list(m, '?from=2026-03-12&to=2026-03-12'))).toEqual([early12.id]);
    // With the other filters, together.
    expect(ids(await list(m, '?from=2026-03-10&to=2026-03-11&status=expired'))).toEqual([
      noon11.id,
      early10.id,
    ]);
    expect(ids(await list(m, '?from=2026-03-10&to=2026-03-11&status=PENDING'))).toEqual([]);
    expect(ids(await list(m, `?from=2026-03-10&customerId=${client.id}`))).toEqual([early12.id, early10.id]);
    expect(ids(await list(m, `?to=2026-03-11&customerId=${client.id}`))).toEqual([early10.id]);
    // A cursor walk keeps the range.
    const first = await list(m, '?from=2026-03-10&to=2026-03-12&size=2');
    expect(ids(first)).toEqual([early12.id, noon11.id]);
    const cursor = first.json.data.page.nextCursor as string;
    const second = await list(
      m,
      `?from=2026-03-10&to=2026-03-12&size=2&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(ids(second)).toEqual([early10.id]);
    expect(second.json.data.page.nextCursor).toBeNull();
    // The cursor belongs to its range.
    const moved = expectError(
      await list(m, `?from=2026-03-09&size=2&cursor=${encodeURIComponent(cursor)}`),
      422,
    );
    expect(moved.fields).toEqual([expect.objectContaining({ field: 'cursor', code: 'invalid_cursor' })]);
    const backwards = expectError(await list(m, '?from=2026-03-11&to=2026-03-10'), 422);
    expect(backwards.fields).toEqual([expect.objectContaining({ field: 'to', code: 'invalid_date_range' })]);
    const wrong = expectError(await list(m, '?from=10/03/2026&to=2026-02-30'), 422);
    expect(wrong.fields!.map((f: { field: string }) => f.field).sort()).toEqual(['from', 'to']);
  });

  it('a list item is the single view without the QR code', async () => {
    const m = await newMerchant();
    const charge = await create(m, { amount: 700, metadata: { a: 'b' } });
    expect((await list(m)).json.data.content).toEqual([withoutQr(charge)]);
    const stored = await storedCharge(m.merchantId, charge.id);
    expect(chargeListView(stored as never, new Date())).toEqual(asEvent(charge));
  });
});

describe('BR Code round trip', () => {
  it('the code and the QR image carry the merchant identity, amount and txid, and survive every read', async () => {
    const m = await newMerchant('Café Açaí & Cia');
    const charge = await create(m, { amount: 123456, description: 'Pedido 7', expiresIn: 600 });
    const parsed = parsePix(charge.pix.brCode);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      transactionAmount: 1234.56,
      txid: charge.pix.txid,
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
    // The sandbox key (an EVP) and the name folded to ASCII, as a bank app shows it.
    expect((parsed as { pixKey: string }).pixKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((parsed as { merchantName: string }).merchantName).toMatch(/^CAFE ACAI|^Cafe Acai/i);
    expect(decodeQr(charge.pix.qrCode)).toBe(charge.pix.brCode);
    const fetched = (await get(m, charge.id)).json.data;
    expect(fetched.pix.brCode).toBe(charge.pix.brCode);
    expect(decodeQr(fetched.pix.qrCode)).toBe(charge.pix.brCode);
    const listed = (await list(m)).json.data.content[0];
    expect(listed.pix).toEqual({ txid: charge.pix.txid, brCode: charge.pix.brCode });
    // Each charge has its own txid, so its own code.
    const second = await create(m, { amount: 123456, description: 'Pedido 7', expiresIn: 600 });
    expect(second.pix.txid).not.toBe(charge.pix.txid);
    expect(second.pix.brCode).not.toBe(charge.pix.brCode);
  });
});

describe('the merchant identity on a new charge', () => {
  it("is never a code for the merchant's former identity: a charge right after a change carries the new one", async () => {
    const m = await newMerchant('Loja Antiga');
    // The first charge leaves this process expecting the sandbox identity for the merchant.
    const before = await create(m, { amount: 5000, description: 'Pedido 1' });
    expect((parsePix(before.pix.brCode) as { merchantName: string }).merchantName).toMatch(/^LOJA ANTIGA$/i);
    await adminUpdateMerchant(m.merchantId, {
      name: 'Loja Nova',
      pixKey: 'pix@lojanova.example',
      city: 'Recife',
    });
    const after = await create(m, { amount: 5000, description: 'Pedido 1' });
    const parsed = parsePix(after.pix.brCode) as {
      merchantName: string;
      merchantCity: string;
      pixKey: string;
    };
    // In test the key stays the sandbox's, whatever the merchant set.
    expect([parsed.pixKey, parsed.merchantName.toUpperCase(), parsed.merchantCity.toUpperCase()]).toEqual([
      SANDBOX_PIX_KEY,
      'LOJA NOVA',
      'RECIFE',
    ]);
    expect(decodeQr(after.pix.qrCode)).toBe(after.pix.brCode);
  });

  it('a refused body is answered 422 with nothing written', async () => {
    const m = await newMerchant();
    const refused = await call('POST', '/v1/charges', { key: m.full, body: { amount: -1, colour: 'red' } });
    expectError(refused, 422);
    expect(fieldNames(refused)).toEqual(['amount', 'colour']);
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });
});

/** Lets DynamoDB carry `commandName` out, then loses its answer (the caller sees a 500 from DynamoDB). */
function loseAnswer(commandName: string): { applied: number } {
  const fault = { applied: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== commandName) return next(args);
      await next(args);
      fault.applied++;
      throw internalServerError();
    },
    { step: 'initialize', name: `${FAULT}LostAnswer`, tags: [FAULT] },
  );
  return fault;
}

describe('concurrency and faults', () => {
  afterEach(removeFaults);

  it('of 20 concurrent simulate-payment calls exactly one pays, with exactly one charge.paid event', async () => {
    const m = await newMerchant();
    const charge = await create(m);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => action(m, charge.id, 'simulate-payment')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const refused of results.filter((r) => r.status === 400))
      expect(codeOf(refused)).toBe('charge_not_pending');
    const winner = results.find((r) => r.status === 200)!.json.data;
    expect((await get(m, charge.id)).json.data).toEqual(winner);
    const paid = await events(m.merchantId, 'charge.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toEqual(asEvent(winner));
    expect((await storedCharge(m.merchantId, charge.id))?.version).toBe(2);
  });

  it('survives transaction conflicts on create and pay (retried), writing each once', async () => {
    const m = await newMerchant();
    const seen = injectFault('TransactWriteItemsCommand', 2, conflict(4));
    const charge = await create(m);
    expect(seen.calls).toBe(3);
    removeFaults();
    const paying = injectFault('TransactWriteItemsCommand', 2, conflict(2));
    expect((await action(m, charge.id, 'simulate-payment')).status).toBe(200);
    expect(paying.calls).toBe(3);
    expect(await events(m.merchantId, 'charge.created')).toHaveLength(1);
    expect(await events(m.merchantId, 'charge.paid')).toHaveLength(1);
    expect((await list(m)).json.data.page.totalElements).toBe(1);
  });

  it('a create whose transaction fails writes nothing: no charge, txid guard, count or event (503)', async () => {
    const m = await newMerchant();
    injectFault('TransactWriteItemsCommand', 1, internalServerError);
    expectError(await call('POST', '/v1/charges', { key: m.full, body: { amount: 1990 } }), 503);
    removeFaults();
    expect((await list(m)).json.data.page.totalElements).toBe(0);
    expect(await events(m.merchantId, 'charge.created')).toHaveLength(0);
    expect(await storedEvents(m.merchantId, 'charge.created')).toHaveLength(0);
  });

  it.each(['simulate-payment', 'cancel'])(
    'a %s whose transaction fails leaves the charge PENDING with no event; a lost answer leaves both written',
    async (name) => {
      const m = await newMerchant();
      const charge = await create(m);
      const type = name === 'cancel' ? 'charge.cancelled' : 'charge.paid';

      injectFault('TransactWriteItemsCommand', 1, internalServerError);
      expectError(await action(m, charge.id, name), 503);
      removeFaults();
      expect((await get(m, charge.id)).json.data).toEqual(charge);
      expect(await events(m.merchantId, type)).toHaveLength(0);

      // The transaction runs, and its answer is lost on the way back.
      const fault = loseAnswer('TransactWriteItemsCommand');
      expectError(await action(m, charge.id, name), 503);
      removeFaults();
      expect(fault.applied).toBe(1);
      const after = (await get(m, charge.id)).json.data;
      expect(after.status).toBe(name === 'cancel' ? 'CANCELLED' : 'PAID');
      const written = await events(m.merchantId, type);
      expect(written).toHaveLength(1);
      expect(written[0]!.data).toEqual(asEvent(after));
      // A retry by the client is refused, not applied twice.
      expect(codeOf(await action(m, charge.id, name))).toBe('charge_not_pending');
    },
  );
});

afterEach(() => {
  process.env.APP_ENV = 'test';
  resetConfig();
});
