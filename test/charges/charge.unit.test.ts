import { describe, expect, it } from 'vitest';
import {
  chargeListView,
  chargeView,
  createChargeSchema,
  effectiveStatus,
  eventTypeOf,
  listChargesQuerySchema,
  newCharge,
  newTxid,
  REFUND_WINDOW_DAYS,
  refundChargeSchema,
  settledRefund,
  transitioned,
  TRANSITIONS,
  TXID_LENGTH,
  type Charge,
  type RefundStatus,
} from '../../lib/charges/charge.domain.js';
import { planRefund } from '../../lib/charges/refunds.service.js';
import type { ApiError } from '../../lib/errors.js';
import { metadataSchema } from '../../lib/domain/metadata.js';
import { parseBody, parseQuery } from '../../lib/http/validation.js';
import { providerNameFor } from '../../lib/pix/provider.js';
import { fieldsOf, thrown } from '../support/thrown.js';
import { chargeListItemSchema, chargeResponseSchema } from '../../lib/charges/charges.openapi-schemas.js';

const NOW = new Date('2026-11-22T13:04:05.123Z');
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const PIX = { txid: 'A'.repeat(25), brCode: '000201...6304ABCD' };

const charge = (body: Record<string, unknown> = { amount: 1990 }, now = NOW): Charge =>
  newCharge('m-1', '019aab3c-8c32-7d54-bf60-7b8c9d0e1f20', parseBody(createChargeSchema, body), PIX, now);

const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('create body', () => {
  it('accepts the smallest body and fills the defaults', () => {
    const c = charge();
    expect(c).toMatchObject({
      amount: 1990,
      status: 'PENDING',
      description: null,
      customerId: null,
      checkoutId: null,
      metadata: {},
      paidAt: null,
      cancelledAt: null,
      refundedAt: null,
    });
    expect(c.expiresAt).toBe(after(3600_000).toISOString());
  });

  it('reports every problem at once, unknown properties included', () => {
    const error = thrown(() =>
      parseBody(createChargeSchema, {
        amount: 99,
        description: '   ',
        customerId: 'not-a-uuid',
        expiresIn: 59,
        metadata: { '': 'x' },
        currency: 'BRL',
      }),
    );
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual([
      'amount',
      'currency',
      'customerId',
      'description',
      'expiresIn',
      // The empty key, named by its path.
      'metadata.',
    ]);
  });

  it('holds amount and expiresIn to their bounds, integers only', () => {
    for (const amount of [100, 100_000_000]) expect(() => charge({ amount })).not.toThrow();
    for (const amount of [99, 100_000_001, 19.9, '1990', null])
      expect(fieldsOf(thrown(() => charge({ amount })))).toEqual(['amount']);
    for (const expiresIn of [60, 2_592_000]) expect(() => charge({ amount: 100, expiresIn })).not.toThrow();
    for (const expiresIn of [59, 2_592_001, 60.5])
      expect(fieldsOf(thrown(() => charge({ amount: 100, expiresIn })))).toEqual(['expiresIn']);
    expect(charge({ amount: 100, expiresIn: 60 }).expiresAt).toBe(after(60_000).toISOString());
  });

  it('trims the description and counts characters, not UTF-16 units', () => {
    expect(charge({ amount: 100, description: '  Pedido 1  ' }).description).toBe('Pedido 1');
    expect(charge({ amount: 100, description: '🙂'.repeat(140) }).description).toHaveLength(280);
    expect(fieldsOf(thrown(() => charge({ amount: 100, description: 'x'.repeat(141) })))).toEqual([
      'description',
    ]);
  });

  it('stores a customerId in lower case', () => {
    expect(charge({ amount: 100, customerId: '019AAB3C-6A10-7B32-9D4E-5F6A7B8C9D0E' }).customerId).toBe(
      '019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e',
    );
  });
});

describe('metadata', () => {
  const parse = (metadata: unknown) => parseBody(createChargeSchema, { amount: 100, metadata });

  it('is returned as sent, {} when absent or null', () => {
    const sent = { pedido: '123', 'canal-de-venda': 'loja', vazio: '' };
    expect(charge({ amount: 100, metadata: sent }).metadata).toEqual(sent);
    expect(charge({ amount: 100, metadata: null }).metadata).toEqual({});
  });

  it('takes 20 keys of 1-40 characters with values of at most 500, and no more', () => {
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v']));
    expect(() => parse(twenty)).not.toThrow();
    expect(() => parse({ ['k'.repeat(40)]: 'v'.repeat(500) })).not.toThrow();
    const tooMany = { ...twenty, k20: 'v' };
    expect(fieldsOf(thrown(() => parse(tooMany)))).toEqual(['metadata']);
    expect(fieldsOf(thrown(() => parse({ ['k'.repeat(41)]: 'v' })))).toEqual([`metadata.${'k'.repeat(41)}`]);
    expect(fieldsOf(thrown(() => parse({ k: 'v'.repeat(501) })))).toEqual(['metadata.k']);
  });

  it('holds only strings, in an object', () => {
    expect(fieldsOf(thrown(() => parse({ a: 1, b: null, c: { d: 'e' } })))).toEqual([
      'metadata.a',
      'metadata.b',
      'metadata.c',
    ]);
    for (const notObject of ['x', 1, ['a']])
      expect(fieldsOf(thrown(() => parse(notObject)))).toEqual(['metadata']);
  });

  it('lists the key count together with the other problems', () => {
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [`k${i}`, i === 0 ? 'v'.repeat(501) : 'v']),
    );
    const result = metadataSchema.safeParse(many);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['', 'k0']);
  });
});

describe('list query', () => {
  it('matches status case-insensitively and refuses unknown ones', () => {
    expect(parseQuery(listChargesQuerySchema, { status: 'paid' }).status).toBe('PAID');
    expect(
      fieldsOf(thrown(() => parseQuery(listChargesQuerySchema, { status: 'OPEN', customerId: 'x' }))),
    ).toEqual(['customerId', 'status']);
    expect(fieldsOf(thrown(() => parseQuery(listChargesQuerySchema, { customer_id: 'x' })))).toEqual([
      'customer_id',
    ]);
  });
});

describe('state machine', () => {
  it('leaves PENDING for PAID, EXPIRED or CANCELLED; refunds move between the paid states', () => {
    expect(TRANSITIONS).toEqual({
      PENDING: ['PAID', 'EXPIRED', 'CANCELLED'],
      PAID: ['PARTIALLY_REFUNDED', 'REFUNDED'],
      EXPIRED: [],
      CANCELLED: [],
      PARTIALLY_REFUNDED: ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'],
      REFUNDED: ['PAID', 'PARTIALLY_REFUNDED'],
    });
    expect(['PAID', 'EXPIRED', 'CANCELLED'].map((s) => eventTypeOf(s as Charge['status']))).toEqual([
      'charge.paid',
      'charge.expired',
      'charge.cancelled',
    ]);
  });

  it('reads a pending charge as EXPIRED from the instant expiresAt on, and only a pending one', () => {
    const c = charge({ amount: 100, expiresIn: 60 });
    expect(effectiveStatus(c, after(59_999))).toBe('PENDING');
    expect(effectiveStatus(c, after(60_000))).toBe('EXPIRED');
    const paid = transitioned(c, 'PAID', after(1000));
    expect(effectiveStatus(paid, after(3600_000))).toBe('PAID');
  });

  it('stamps the moment of each transition and counts versions', () => {
    const paid = transitioned(charge(), 'PAID', after(1000));
    expect(paid).toMatchObject({ status: 'PAID', paidAt: after(1000).toISOString(), version: 2 });
    const { after: refunded } = planRefund(paid, {}, { id: 'r-1', status: 'SUCCEEDED' }, after(2000));
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      paidAt: after(1000).toISOString(),
      refundedAt: after(2000).toISOString(),
      updatedAt: after(2000).toISOString(),
      version: 3,
    });
    expect(transitioned(charge(), 'CANCELLED', after(5)).cancelledAt).toBe(after(5).toISOString());
  });

  it('dates an expiry at expiresAt, so a charge reads the same before and after the sweep', () => {
    const c = charge({ amount: 100, expiresIn: 60 });
    const later = after(3600_000);
    const swept = transitioned(c, 'EXPIRED', later);
    expect(swept.updatedAt).toBe(c.expiresAt);
    expect(chargeListView(c, later)).toEqual(chargeListView(swept, later));
  });
});

describe('refunds', () => {
  const refundId = (n: number) => `01937a4c-8d2e-7f10-9a3b-5c6d7e8f9a0${n}`;
  const codesOf = (error: ApiError) => Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.code]));
  const paid = transitioned(charge({ amount: 1000, expiresIn: 3600 }), 'PAID', after(1000));
  const refund = (
    c: Charge,
    body: Record<string, unknown>,
    at = after(2000),
    status: RefundStatus = 'SUCCEEDED',
  ) =>
    planRefund(
      c,
      parseBody(refundChargeSchema, body),
      { id: refundId((c.refunds ?? []).length), status },
      at,
    );

  it('refunds part, then part again, then what remains, each a refund with its reason', () => {
    const first = refund(paid, { amount: 300, reason: ' troca ' }).after;
    expect(first).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 300, refundedAt: null });
    expect(first.refunds).toEqual([
      expect.objectContaining({ id: refundId(0), amount: 300, reason: 'troca', status: 'SUCCEEDED' }),
    ]);
    const second = refund(first, { amount: 200 }).after;
    expect(second).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 500 });
    const rest = refund(second, {}, after(3000)).after;
    expect(rest).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 1000,
      refundedAt: after(3000).toISOString(),
    });
    expect(rest.refunds.map((r) => [r.amount, r.reason])).toEqual([
      [300, 'troca'],
      [200, null],
      [500, null],
    ]);
    expect(chargeListItemSchema.parse(chargeListView(rest, NOW)).refunds).toHaveLength(3);
    expect(chargeListView(rest, NOW)).toMatchObject({
      refundedAmount: 10,
      refunds: [{ amount: 3 }, { amount: 2 }, { amount: 5 }],
    });
  });

  it('refuses more than remains, a refund of a charge not paid, and one after 90 days', () => {
    const first = refund(paid, { amount: 600 }).after;
    const over = thrown(() => refund(first, { amount: 401 }));
    expect(over).toMatchObject({ status: 400, code: 'refund_exceeds_remaining' });
    expect(codesOf(over)).toEqual({ amount: 'refund_exceeds_remaining' });
    expect(refund(first, { amount: 400 }).after.status).toBe('REFUNDED');
    expect(thrown(() => refund(refund(first, {}).after, { amount: 1 }))).toMatchObject({
      code: 'charge_not_paid',
    });
    expect(thrown(() => refund(charge(), {}))).toMatchObject({ code: 'charge_not_paid' });
    const day = 86_400_000;
    expect(refund(paid, {}, after(1000 + REFUND_WINDOW_DAYS * day)).after.status).toBe('REFUNDED');
    expect(thrown(() => refund(paid, {}, after(1001 + REFUND_WINDOW_DAYS * day)))).toMatchObject({
      code: 'refund_window_closed',
    });
  });

  it('takes 1 cent to the whole amount and a reason of 1 to 140 characters, all errors at once', () => {
    expect(codesOf(thrown(() => parseBody(refundChargeSchema, { amount: 0, reason: '' })))).toEqual({
      amount: 'too_small',
      reason: 'too_short',
    });
    expect(codesOf(thrown(() => parseBody(refundChargeSchema, { amount: 1.5, extra: 1 })))).toEqual({
      amount: 'invalid_type',
      extra: 'unknown_property',
    });
    expect(codesOf(thrown(() => parseBody(refundChargeSchema, { reason: 'x'.repeat(141) })))).toEqual({
      reason: 'too_long',
    });
  });

  it('a pending refund counts; a failed one gives its amount back and the charge its state', () => {
    const pending = refund(paid, { amount: 1000 }, after(2000), 'PENDING').after;
    expect(pending).toMatchObject({ status: 'REFUNDED', refundedAmount: 1000 });
    expect(thrown(() => refund(pending, { amount: 1 }))).toMatchObject({ code: 'charge_not_paid' });
    const failed = settledRefund(pending, refundId(0), 'FAILED', after(3000));
    expect(failed).toMatchObject({
      status: 'PAID',
      refundedAmount: 0,
      refundedAt: null,
      version: pending.version + 1,
    });
    expect(failed.refunds[0]).toMatchObject({ status: 'FAILED', updatedAt: after(3000).toISOString() });
    const succeeded = settledRefund(pending, refundId(0), 'SUCCEEDED', after(3000));
    expect(succeeded).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 1000,
      refundedAt: pending.refundedAt,
    });
  });

  it('reads a charge stored before partial refunds as refunded whole or not at all', () => {
    const old: Partial<Charge> = { ...paid };
    delete old.refundedAmount;
    delete old.refunds;
    const stored = { ...old, status: 'REFUNDED', refundedAt: after(2000).toISOString() } as unknown as Charge;
    expect(chargeListView(stored, NOW)).toMatchObject({ refundedAmount: 10, refunds: [] });
    expect(chargeListView(old as unknown as Charge, NOW)).toMatchObject({ refundedAmount: 0, refunds: [] });
    expect(refund(old as unknown as Charge, { amount: 100 }).after).toMatchObject({ refundedAmount: 100 });
  });
});

describe('views', () => {
  it('show reais, the QR code only on one charge, and nothing internal', () => {
    const c = charge({ amount: 1990, metadata: { a: 'b' } });
    const one = chargeView(c, NOW, QR);
    const listed = chargeListView(c, NOW);
    expect(one.amount).toBe(19.9);
    expect(one.pix).toEqual({ brCode: PIX.brCode, qrCode: QR, txid: PIX.txid });
    expect(listed.pix).toEqual({ brCode: PIX.brCode, txid: PIX.txid });
    for (const internal of ['merchantId', 'version', 'txid', 'brCode', 'PK', 'SK'])
      expect(Object.keys(one)).not.toContain(internal);
    expect(chargeResponseSchema.parse(one)).toEqual(one);
    expect(chargeListItemSchema.parse(listed)).toEqual(listed);
    expect(() => chargeListItemSchema.parse(one)).toThrow();
  });
});

describe('txid', () => {
  it('is 25 letters and digits, random', () => {
    const txids = Array.from({ length: 2000 }, newTxid);
    for (const txid of txids) expect(txid).toMatch(new RegExp(`^[A-Za-z0-9]{${TXID_LENGTH}}$`));
    expect(new Set(txids).size).toBe(txids.length);
    // Every character of the alphabet turns up: no bias toward a subset.
    expect(new Set(txids.join('')).size).toBe(62);
  });
});

describe('provider choice', () => {
  it('uses the sandbox in test by default, none in live unless a PSP is named', () => {
    expect(providerNameFor('test', undefined)).toBe('sandbox');
    expect(providerNameFor('test', '')).toBe('sandbox');
    expect(providerNameFor('live', undefined)).toBeUndefined();
    expect(providerNameFor('live', 'sandbox')).toBeUndefined();
    expect(providerNameFor('live', 'api-pix')).toBe('api-pix');
    expect(() => providerNameFor('test', 'mock')).toThrow(/PIX_PROVIDER/);
  });

  it('refuses a PSP in a deployed test stage: a test code must move no money', () => {
    expect(() => providerNameFor('test', 'api-pix')).toThrow(/test stage.*sandbox/);
    expect(() => providerNameFor('test', 'api-pix', { local: false })).toThrow(/test stage/);
    // The local server's PSP is the stub in dev/ (npm start -- --pix-provider api-pix).
    expect(providerNameFor('test', 'api-pix', { local: true })).toBe('api-pix');
    expect(providerNameFor('live', 'api-pix', { local: false })).toBe('api-pix');
  });
});
