import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponAvailability,
  couponView,
  createCouponSchema,
  isAvailable,
  newCoupon,
  updateCouponSchema,
  type Coupon,
  type UpdateCouponBody,
} from '../../lib/coupons/coupon.domain.js';
import { mergeCoupon } from '../../lib/coupons/coupons.service.js';
import { codeText } from '../../lib/domain/text.js';
import { parseBody } from '../../lib/http/validation.js';
import { fieldsOf, thrown } from '../support/thrown.js';

const SP = 'America/Sao_Paulo';
const createSchema = createCouponSchema(SP);
const updateSchema = updateCouponSchema(SP);

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: '0190f5b2-7c3a-7d4e-8f00-123456789abc',
  merchantId: 'merchant-1',
  code: 'SUMMER',
  type: 'PERCENTAGE',
  value: 10,
  maxUses: null,
  usedCount: 0,
  startsAt: null,
  expiresAt: null,
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

const patch = (body: Record<string, unknown>): UpdateCouponBody => parseBody(updateSchema, body);

describe('isAvailable', () => {
  it('is available when active, without period and without limit', () => {
    expect(isAvailable(coupon(), NOW)).toBe(true);
  });

  it('requires status ACTIVE', () => {
    expect(isAvailable(coupon({ status: 'INACTIVE' }), NOW)).toBe(false);
  });

  it('is not available before starts_at, and is from starts_at on', () => {
    const c = coupon({ startsAt: '2026-06-01T12:00:00.000Z' });
    expect(isAvailable(c, at('2026-06-01T11:59:59.999Z'))).toBe(false);
    expect(isAvailable(c, at('2026-06-01T12:00:00.000Z'))).toBe(true);
    expect(isAvailable(c, at('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('is not available after expires_at, and is up to expires_at', () => {
    const c = coupon({ expiresAt: '2026-06-01T12:00:00.000Z' });
    expect(isAvailable(c, at('2025-01-01T00:00:00.000Z'))).toBe(true);
    expect(isAvailable(c, at('2026-06-01T12:00:00.000Z'))).toBe(true);
    expect(isAvailable(c, at('2026-06-01T12:00:00.001Z'))).toBe(false);
  });

  it('is available only while used_count is below max_uses', () => {
    expect(isAvailable(coupon({ maxUses: 3, usedCount: 2 }), NOW)).toBe(true);
    expect(isAvailable(coupon({ maxUses: 3, usedCount: 3 }), NOW)).toBe(false);
    expect(isAvailable(coupon({ maxUses: 1, usedCount: 5 }), NOW)).toBe(false);
  });

  it('compares instants as time, also for an end of 9999-12-31 (year 10000 in UTC)', () => {
    const c = coupon({ startsAt: '2026-01-01T03:00:00.000Z', expiresAt: '+010000-01-01T02:59:59.000Z' });
    expect(isAvailable(c, NOW)).toBe(true);
    expect(isAvailable(c, at('2025-12-31T00:00:00.000Z'))).toBe(false);
  });

  it('treats a null max_uses as unlimited', () => {
    expect(isAvailable(coupon({ maxUses: null, usedCount: 1_000_000 }), NOW)).toBe(true);
  });

  it('needs every condition at once', () => {
    const open = {
      startsAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-12-31T00:00:00.000Z',
      maxUses: 2,
      usedCount: 1,
    };
    expect(isAvailable(coupon(open), NOW)).toBe(true);
    expect(isAvailable(coupon({ ...open, status: 'INACTIVE' }), NOW)).toBe(false);
    expect(isAvailable(coupon({ ...open, usedCount: 2 }), NOW)).toBe(false);
    expect(isAvailable(coupon(open), at('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isAvailable(coupon(open), at('2026-12-31T00:00:00.001Z'))).toBe(false);
  });
});

describe('create schema', () => {
  it('trims and upper-cases the code', () => {
    expect(parseBody(createSchema, { code: '  summer10 ', type: 'PERCENTAGE', value: 10 }).code).toBe(
      'SUMMER10',
    );
  });

  it('composes the code to NFC, so codes that look the same are the same', () => {
    const decomposed = parseBody(createSchema, { code: 'cafe\u0301', type: 'PERCENTAGE', value: 10 }).code;
    const composed = parseBody(createSchema, { code: 'CAF\u00c9', type: 'PERCENTAGE', value: 10 }).code;
    expect(decomposed).toBe(composed);
  });

  it('counts the code length after trimming', () => {
    const fifty = 'a'.repeat(50);
    expect(parseBody(createSchema, { code: `   ${fifty}   `, type: 'PERCENTAGE', value: 10 }).code).toBe(
      fifty.toUpperCase(),
    );
    const error = thrown(() => parseBody(createSchema, { code: `${fifty}b`, type: 'PERCENTAGE', value: 10 }));
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual(['code']);
  });

  it('states the 50-character limit even for a very long code', () => {
    const error = thrown(() =>
      parseBody(createSchema, { code: 'x'.repeat(500), type: 'PERCENTAGE', value: 10 }),
    );
    // One problem, too_long, whose message states the rule (50), not the work cap (200).
    expect(error.fields).toEqual([expect.objectContaining({ field: 'code', code: 'too_long' })]);
    expect(error.fields?.[0]?.message).toContain('50');
  });

  it('rejects a PERCENTAGE over 100 in the same request but not a FIXED_AMOUNT', () => {
    expect(
      fieldsOf(thrown(() => parseBody(createSchema, { code: 'a', type: 'PERCENTAGE', value: 101 }))),
    ).toEqual(['value']);
    expect(parseBody(createSchema, { code: 'a', type: 'FIXED_AMOUNT', value: 101 }).value).toBe(101);
  });

  it('lists a failed period together with the other problems', () => {
    const error = thrown(() =>
      parseBody(createSchema, {
        code: ' ',
        type: 'PERCENTAGE',
        value: 150,
        starts_at: '2026-12-10',
        expires_at: '2026-12-01',
      }),
    );
    expect(fieldsOf(error)).toEqual(['code', 'expires_at', 'value']);
  });
});

describe('update schema', () => {
  it('rejects an empty or all-null body', () => {
    expect(thrown(() => patch({})).status).toBe(422);
    const allNull = {
      code: null,
      type: null,
      value: null,
      max_uses: null,
      starts_at: null,
      expires_at: null,
      status: null,
    };
    expect(thrown(() => patch(allNull)).status).toBe(422);
  });

  it('rejects used_count and other unknown properties', () => {
    expect(fieldsOf(thrown(() => patch({ used_count: 0, status: 'ACTIVE' })))).toEqual(['used_count']);
  });
});

describe('newCoupon', () => {
  it('starts ACTIVE with used_count 0 and stores limits and dates normalised', () => {
    const body = parseBody(createSchema, {
      code: 'x',
      type: 'FIXED_AMOUNT',
      value: 1990,
      max_uses: -1,
      starts_at: '2026-12-01',
      expires_at: '2026-12-31',
    });
    const created = newCoupon('m', 'id', body, NOW, SP);
    expect(created).toMatchObject({
      code: 'X',
      status: 'ACTIVE',
      usedCount: 0,
      maxUses: null,
      startsAt: '2026-12-01T03:00:00.000Z',
      expiresAt: '2027-01-01T02:59:59.000Z',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });
});

describe('couponView', () => {
  it('gives FIXED_AMOUNT in reais, PERCENTAGE as is, dates in the business zone, snake_case names', () => {
    const view = couponView(
      coupon({
        type: 'FIXED_AMOUNT',
        value: 1990,
        maxUses: 5,
        usedCount: 2,
        startsAt: '2026-12-01T03:00:00.000Z',
        expiresAt: '2026-12-02T02:59:59.000Z',
      }),
      SP,
      NOW,
    );
    expect(view).toEqual({
      id: '0190f5b2-7c3a-7d4e-8f00-123456789abc',
      code: 'SUMMER',
      type: 'FIXED_AMOUNT',
      value: 19.9,
      max_uses: 5,
      used_count: 2,
      starts_at: '2026-12-01T00:00:00-03:00',
      expires_at: '2026-12-01T23:59:59-03:00',
      status: 'ACTIVE',
      availability: 'NOT_YET_VALID',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(couponView(coupon({ value: 15 }), SP, NOW).value).toBe(15);
    expect(couponView(coupon(), SP, NOW)).toMatchObject({
      max_uses: null,
      starts_at: null,
      expires_at: null,
    });
  });
});

describe('couponAvailability', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['AVAILABLE', {}, '2026-06-01T12:00:00.000Z'],
    [
      'AVAILABLE on its first and last instant',
      { startsAt: '2026-06-01T03:00:00.000Z', expiresAt: '2026-06-02T02:59:59.000Z' },
      '2026-06-01T03:00:00.000Z',
    ],
    ['INACTIVE', { status: 'INACTIVE', expiresAt: '2026-01-01T00:00:00.000Z' }, '2026-06-01T12:00:00.000Z'],
    ['NOT_YET_VALID', { startsAt: '2026-07-01T03:00:00.000Z' }, '2026-06-01T12:00:00.000Z'],
    ['EXPIRED', { expiresAt: '2026-06-01T11:59:59.000Z' }, '2026-06-01T12:00:00.000Z'],
    ['EXHAUSTED', { maxUses: 2, usedCount: 2 }, '2026-06-01T12:00:00.000Z'],
    ['EXHAUSTED by reserved uses', { maxUses: 2, usedCount: 1, claimedCount: 2 }, '2026-06-01T12:00:00.000Z'],
  ] as const)('%s', (expected, fields, now) => {
    expect(couponAvailability(coupon(fields as Partial<Coupon>), at(now))).toBe(expected.split(' ')[0]);
  });
});

describe('mergeCoupon', () => {
  const stored = coupon({
    type: 'FIXED_AMOUNT',
    value: 5000,
    maxUses: 10,
    usedCount: 4,
    startsAt: '2026-12-01T03:00:00.000Z',
    expiresAt: '2027-01-01T02:59:59.000Z',
  });

  it('ignores null for every field and changes only what is sent', () => {
    const next = mergeCoupon(
      stored,
      patch({
        code: null,
        type: null,
        value: null,
        max_uses: null,
        starts_at: null,
        expires_at: null,
        status: 'INACTIVE',
      }),
      NOW,
      SP,
    );
    expect(next).toEqual({ ...stored, status: 'INACTIVE', updatedAt: NOW.toISOString(), version: 2 });
  });

  it('does not modify the stored coupon', () => {
    const copy = structuredClone(stored);
    mergeCoupon(stored, patch({ code: 'other', value: 1 }), NOW, SP);
    expect(stored).toEqual(copy);
  });

  it('makes usage unlimited with max_uses -1 and sets a new limit otherwise', () => {
    expect(mergeCoupon(stored, patch({ max_uses: -1 }), NOW, SP).maxUses).toBeNull();
    expect(mergeCoupon(stored, patch({ max_uses: 7 }), NOW, SP).maxUses).toBe(7);
  });

  it('normalises a new code and reads new dates in the business zone', () => {
    const next = mergeCoupon(
      stored,
      patch({ code: ' winter ', starts_at: '2026-11-01', expires_at: '2026-11-30' }),
      NOW,
      SP,
    );
    expect(next.code).toBe('WINTER');
    expect(next.startsAt).toBe('2026-11-01T03:00:00.000Z');
    expect(next.expiresAt).toBe('2026-12-01T02:59:59.000Z');
  });

  it('keeps id, owner, used_count and created_at', () => {
    const next = mergeCoupon(stored, patch({ value: 1 }), NOW, SP);
    expect(next).toMatchObject({
      id: stored.id,
      merchantId: stored.merchantId,
      usedCount: 4,
      createdAt: stored.createdAt,
    });
  });

  it('is 400 when the type becomes PERCENTAGE while the stored value is over 100', () => {
    const error = thrown(() => mergeCoupon(stored, patch({ type: 'PERCENTAGE' }), NOW, SP));
    expect(error.status).toBe(400);
    expect(fieldsOf(error)).toEqual(['value']);
    expect(mergeCoupon(stored, patch({ type: 'PERCENTAGE', value: 100 }), NOW, SP)).toMatchObject({
      type: 'PERCENTAGE',
      value: 100,
    });
  });

  it('is 400 when a PERCENTAGE value alone goes over 100', () => {
    const percent = coupon({ type: 'PERCENTAGE', value: 10 });
    expect(thrown(() => mergeCoupon(percent, patch({ value: 150 }), NOW, SP)).status).toBe(400);
  });

  it('is 400 when max_uses would go below the uses already recorded', () => {
    const used = coupon({ maxUses: 10, usedCount: 5 });
    const error = thrown(() => mergeCoupon(used, patch({ max_uses: 4 }), NOW, SP));
    expect(error.status).toBe(400);
    expect(fieldsOf(error)).toEqual(['max_uses']);
    expect(mergeCoupon(used, patch({ max_uses: 5 }), NOW, SP).maxUses).toBe(5);
  });

  it('is 400 when expires_at falls before the stored starts_at', () => {
    const error = thrown(() => mergeCoupon(stored, patch({ expires_at: '2026-11-30' }), NOW, SP));
    expect(error.status).toBe(400);
    expect(fieldsOf(error)).toEqual(['expires_at']);
  });

  it('is 400 when starts_at moves after the stored expires_at', () => {
    expect(thrown(() => mergeCoupon(stored, patch({ starts_at: '2027-01-01' }), NOW, SP)).status).toBe(400);
  });

  it('accepts 9999-12-31 as the end of a period', () => {
    const create = parseBody(createSchema, {
      code: 'forever',
      type: 'PERCENTAGE',
      value: 5,
      starts_at: '2026-01-01',
      expires_at: '9999-12-31',
    });
    expect(couponView(newCoupon('m', 'id', create, NOW, SP), SP, NOW).expires_at).toBe(
      '9999-12-31T23:59:59-03:00',
    );
    const next = mergeCoupon(stored, patch({ expires_at: '9999-12-31' }), NOW, SP);
    expect(couponView(next, SP, NOW).expires_at).toBe('9999-12-31T23:59:59-03:00');
  });

  it('accepts a start and an end on the same local date', () => {
    const next = mergeCoupon(stored, patch({ starts_at: '2026-12-31' }), NOW, SP);
    expect(next.startsAt).toBe('2026-12-31T03:00:00.000Z');
  });

  it('is 400 when max_uses goes below used_count', () => {
    const error = thrown(() => mergeCoupon(stored, patch({ max_uses: 3 }), NOW, SP));
    expect(error.status).toBe(400);
    expect(fieldsOf(error)).toEqual(['max_uses']);
    expect(mergeCoupon(stored, patch({ max_uses: 4 }), NOW, SP).maxUses).toBe(4);
  });
});

describe('codeText', () => {
  it('reads a code already read as itself, so a stored code typed back finds its coupon', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const once = codeText(text);
        expect(codeText(once)).toBe(once);
      }),
      { numRuns: 5000 },
    );
  });
});
