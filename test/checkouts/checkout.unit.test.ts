import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  couponRefusal,
  createCheckoutSchema,
  effectiveStatus,
} from '../../lib/checkouts/checkout.domain.js';
import type { Coupon } from '../../lib/coupons/coupon.domain.js';
import { parseBody } from '../../lib/http/validation.js';
import { fieldsOf, thrown } from '../support/thrown.js';

/** Largest subtotal a checkout can have: 50 lines of 1000 units at R$ 1 bilhão. */
const MAX_SUBTOTAL = 50 * 1000 * 100_000_000_000;

const percentage = fc.record({
  type: fc.constant('PERCENTAGE' as const),
  value: fc.integer({ min: 1, max: 100 }),
});
const fixed = fc.record({
  type: fc.constant('FIXED_AMOUNT' as const),
  value: fc.integer({ min: 1, max: 100_000_000_000 }),
});

describe('applyDiscount', () => {
  it('keeps 0 ≤ discount ≤ subtotal, total = subtotal − discount, whole cents, for any coupon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SUBTOTAL }),
        fc.option(fc.oneof(percentage, fixed)),
        (subtotal, coupon) => {
          const { discount, total } = applyDiscount(subtotal, coupon);
          expect(Number.isSafeInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(subtotal);
          expect(total).toBe(subtotal - discount);
          if (coupon === null) expect(discount).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds a percentage half up to the cent, exactly as integer arithmetic says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SUBTOTAL }), percentage, (subtotal, coupon) => {
        const exact = BigInt(subtotal) * BigInt(coupon.value); // discount × 100
        const { discount } = applyDiscount(subtotal, coupon);
        // Half up: the rounded value is within half a cent, and a tie goes up.
        const diff = BigInt(discount) * 100n - exact;
        expect(diff > -50n && diff <= 50n).toBe(true);
      }),
    );
  });

  it('caps a fixed amount at the subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SUBTOTAL }), fixed, (subtotal, coupon) => {
        expect(applyDiscount(subtotal, coupon).discount).toBe(Math.min(coupon.value, subtotal));
      }),
    );
  });

  it('gives the worked values', () => {
    expect(applyDiscount(1005, { type: 'PERCENTAGE', value: 10 })).toEqual({
      subtotal: 1005,
      discount: 101,
      total: 904,
    });
    expect(applyDiscount(1004, { type: 'PERCENTAGE', value: 10 })).toEqual({
      subtotal: 1004,
      discount: 100,
      total: 904,
    });
    expect(applyDiscount(1999, { type: 'PERCENTAGE', value: 100 }).total).toBe(0);
    expect(applyDiscount(500, { type: 'FIXED_AMOUNT', value: 900 })).toEqual({
      subtotal: 500,
      discount: 500,
      total: 0,
    });
  });
});

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: '0190f5b2-7c3a-7d4e-8f00-123456789abc',
  merchantId: 'm',
  code: 'C',
  type: 'PERCENTAGE',
  value: 10,
  maxUses: 2,
  usedCount: 0,
  startsAt: '2026-01-01T03:00:00.000Z',
  expiresAt: '2026-12-31T02:59:59.000Z',
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('couponRefusal', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('names each reason', () => {
    expect(couponRefusal(undefined, now)).toBe('coupon_unknown');
    expect(couponRefusal(coupon({ status: 'INACTIVE' }), now)).toBe('coupon_inactive');
    expect(couponRefusal(coupon({ startsAt: '2026-07-01T03:00:00.000Z' }), now)).toBe('coupon_not_started');
    expect(couponRefusal(coupon({ expiresAt: '2026-05-01T03:00:00.000Z' }), now)).toBe('coupon_expired');
    expect(couponRefusal(coupon({ claimedCount: 2 }), now)).toBe('coupon_exhausted');
    expect(couponRefusal(coupon({ usedCount: 1, claimedCount: 1 }), now)).toBeUndefined();
    expect(couponRefusal(coupon({ maxUses: null, claimedCount: 99 }), now)).toBeUndefined();
  });
});

describe('effectiveStatus', () => {
  it('reads an open checkout past its expiry as EXPIRED', () => {
    const at = '2026-06-01T12:00:00.000Z';
    expect(effectiveStatus({ status: 'OPEN', expiresAt: at }, new Date('2026-06-01T11:59:59.999Z'))).toBe(
      'OPEN',
    );
    expect(effectiveStatus({ status: 'OPEN', expiresAt: at }, new Date(at))).toBe('EXPIRED');
    expect(effectiveStatus({ status: 'COMPLETED', expiresAt: at }, new Date('2027-01-01'))).toBe('COMPLETED');
  });
});

describe('createCheckoutSchema', () => {
  const id = '0190f5b2-7c3a-7d4e-8f00-123456789abc';
  it('lists every problem at once, each repeated product by index', () => {
    const error = thrown(() =>
      parseBody(createCheckoutSchema('test'), {
        items: [
          { productId: id, quantity: 1 },
          { productId: id.toUpperCase(), quantity: 1001 },
        ],
        returnUrl: 'http://example.com/back',
        completionUrl: 'javascript:alert(1)',
        expiresIn: 60,
      }),
    );
    expect(error.status).toBe(422);
    expect(fieldsOf(error)).toEqual(
      ['completionUrl', 'expiresIn', 'items.1.productId', 'items.1.quantity', 'returnUrl'].sort(),
    );
  });

  it('allows http only for localhost in test', () => {
    const body = { items: [{ productId: id, quantity: 1 }], completionUrl: 'http://localhost:3000/ok' };
    expect(parseBody(createCheckoutSchema('test'), body).completionUrl).toBe('http://localhost:3000/ok');
    expect(thrown(() => parseBody(createCheckoutSchema('live'), body)).status).toBe(422);
  });
});
