import { describe, expect, it } from 'vitest';
import { basisPointsOf, feeCents, feeMovement } from '../../lib/ledger/fees.domain.js';
import { availableDayOf } from '../../lib/ledger/ledger.domain.js';

describe('the fee on a Pix received', () => {
  it('adds the fixed part to the percentage, rounded half up to the centavo', () => {
    expect(feeCents({ fixedCents: 0, basisPoints: 199 }, 1050)).toBe(21); // 20.895
    expect(feeCents({ fixedCents: 0, basisPoints: 150 }, 100)).toBe(2); // 1.5 rounds up
    expect(feeCents({ fixedCents: 0, basisPoints: 149 }, 100)).toBe(1); // 1.49 rounds down
    expect(feeCents({ fixedCents: 35, basisPoints: 199 }, 10_000)).toBe(234);
    expect(feeCents({ fixedCents: 50, basisPoints: 0 }, 1)).toBe(1); // never more than the Pix
    expect(feeCents({ fixedCents: 0, basisPoints: 0 }, 10_000)).toBe(0);
  });

  it('is no movement when it is 0, else a FEE keyed like its credit', () => {
    const credit = {
      type: 'PIX_RECEIVED' as const,
      merchantId: 'm',
      amount: 1000,
      naturalKey: 'E123',
      occurredAt: '2026-11-23T12:00:00.000Z',
      chargeId: 'c',
    };
    expect(feeMovement(credit, { fixedCents: 0, basisPoints: 0 })).toBeUndefined();
    expect(feeMovement({ ...credit, type: 'REFUND' }, { fixedCents: 10, basisPoints: 0 })).toBeUndefined();
    expect(feeMovement(credit, { fixedCents: 10, basisPoints: 100 })).toMatchObject({
      type: 'FEE',
      amount: 20,
      naturalKey: 'E123',
      chargeId: 'c',
    });
  });

  it('reads an operator percentage in basis points', () => {
    expect(basisPointsOf('1.99')).toBe(199);
    expect(basisPointsOf('0,5')).toBe(50);
    expect(basisPointsOf('2')).toBe(200);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('100.01')).toBeUndefined();
    expect(basisPointsOf('1.999')).toBeUndefined();
    expect(basisPointsOf('-1')).toBeUndefined();
  });
});

describe('the day a credit becomes available', () => {
  it('counts São Paulo business days after the day the money came in', () => {
    // 2026-11-20 is a Friday (Consciência Negra, a national holiday); 2026-11-23 a Monday.
    expect(availableDayOf('2026-11-19', 1)).toBe('2026-11-23');
    expect(availableDayOf('2026-11-23', 1)).toBe('2026-11-24');
    expect(availableDayOf('2026-11-23', 2)).toBe('2026-11-25');
    expect(availableDayOf('2026-11-28', 1)).toBe('2026-11-30'); // a Saturday
    expect(availableDayOf('2026-11-23', 0)).toBe('2026-11-23');
  });
});
