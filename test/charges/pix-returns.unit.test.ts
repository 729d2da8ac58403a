import { describe, expect, it } from 'vitest';
import type { Refund } from '../../lib/charges/charge.domain.js';
import {
  returnsMayCome,
  returnsToLearn,
  type SeenPix,
  type SeenReturn,
} from '../../lib/charges/pix-returns.domain.js';

/** Which devoluções a read of a charge's Pix teaches (docs/rules/charges.md, "MED returns"). */

const OURS = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const E2E = `E99999999${'1'.repeat(23)}`;

const refund = (overrides: Partial<Refund>): Refund => ({
  id: OURS,
  amount: 500,
  reason: null,
  status: 'PENDING',
  origin: 'MERCHANT',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const devolucao = (overrides: Partial<SeenReturn>): SeenReturn => ({
  id: 'MEDpsp00000000000000000000000001',
  amountCents: 1000,
  med: 'FRAUD',
  status: 'RETURNED',
  requestedAt: '2026-11-02T10:00:00.000Z',
  returnedAt: '2026-11-02T10:05:00.000Z',
  ...overrides,
});

const pix = (...returns: SeenReturn[]): SeenPix => ({ endToEndId: E2E, returns });

describe('returnsToLearn', () => {
  it('takes a completed MED devolução as a MED return, with its id, amount, nature and time', () => {
    expect(returnsToLearn({ refunds: [] }, [pix(devolucao({ med: 'OPERATIONAL_FAILURE' }))])).toEqual({
      refunds: [],
      medReturns: [
        {
          endToEndId: E2E,
          notice: {
            pspReturnId: 'MEDpsp00000000000000000000000001',
            amount: 1000,
            nature: 'OPERATIONAL_FAILURE',
            occurredAt: '2026-11-02T10:05:00.000Z',
          },
        },
      ],
    });
  });

  it('waits for a MED devolução still processing and never takes one not done', () => {
    const seen = [
      pix(
        devolucao({ status: 'PROCESSING', returnedAt: undefined }),
        devolucao({ id: 'x', status: 'NOT_DONE' }),
      ),
    ];
    expect(returnsToLearn({ refunds: [] }, seen)).toEqual({ refunds: [], medReturns: [] });
  });

  it('learns a MED return once: not when the charge holds it, not twice when the Pix is listed twice', () => {
    const held = refund({ id: 'r1', origin: 'MED', status: 'SUCCEEDED', pspReturnId: devolucao({}).id });
    expect(returnsToLearn({ refunds: [held] }, [pix(devolucao({}))]).medReturns).toEqual([]);
    expect(returnsToLearn({ refunds: [] }, [pix(devolucao({})), pix(devolucao({}))]).medReturns).toHaveLength(
      1,
    );
  });

  it('never takes our own devolução for MED, whatever nature it is listed with', () => {
    const ours = devolucao({ id: OURS, med: 'FRAUD', status: 'PROCESSING' });
    expect(returnsToLearn({ refunds: [refund({})] }, [pix(ours)])).toEqual({ refunds: [], medReturns: [] });
  });

  it('settles our pending refund the PSP finished, and leaves one it already knows', () => {
    const returned = devolucao({ id: OURS, med: undefined, status: 'RETURNED' });
    const notDone = devolucao({ id: OURS, med: undefined, status: 'NOT_DONE' });
    expect(returnsToLearn({ refunds: [refund({})] }, [pix(returned)]).refunds).toEqual([
      { refundId: OURS, outcome: 'SUCCEEDED' },
    ]);
    expect(returnsToLearn({ refunds: [refund({})] }, [pix(notDone)]).refunds).toEqual([
      { refundId: OURS, outcome: 'FAILED' },
    ]);
    expect(returnsToLearn({ refunds: [refund({ status: 'SUCCEEDED' })] }, [pix(returned)]).refunds).toEqual(
      [],
    );
  });

  it('ignores a devolução of another nature that is not ours (ORIGINAL asked by someone else)', () => {
    expect(returnsToLearn({ refunds: [] }, [pix(devolucao({ med: undefined }))])).toEqual({
      refunds: [],
      medReturns: [],
    });
  });
});

describe('returnsMayCome', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  const paidAt = '2026-11-01T12:00:00.000Z';

  it('reads back a paid charge within the devolução window only', () => {
    expect(returnsMayCome({ status: 'PAID', paidAt, refunds: [] }, now)).toBe(true);
    expect(returnsMayCome({ status: 'PARTIALLY_REFUNDED', paidAt, refunds: [] }, now)).toBe(true);
    expect(returnsMayCome({ status: 'PAID', paidAt: '2026-08-01T12:00:00.000Z', refunds: [] }, now)).toBe(
      false,
    );
    expect(returnsMayCome({ status: 'PENDING', paidAt: null, refunds: [] }, now)).toBe(false);
    expect(returnsMayCome({ status: 'CANCELLED', paidAt: null, refunds: [] }, now)).toBe(false);
  });

  it('reads back a wholly refunded charge only while a refund of ours is pending', () => {
    expect(
      returnsMayCome({ status: 'REFUNDED', paidAt, refunds: [refund({ status: 'SUCCEEDED' })] }, now),
    ).toBe(false);
    expect(returnsMayCome({ status: 'REFUNDED', paidAt, refunds: [refund({})] }, now)).toBe(true);
  });
});
