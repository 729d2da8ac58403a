import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../lib/ledger/ledger.domain.js';
import {
  dayWindow,
  failedRun,
  isOwn,
  listingWindow,
  overStored,
  planDay,
  runnableDate,
  runOf,
  sameResult,
  unlistedEntries,
  type ListedPix,
  type SeenPix,
} from '../../lib/reconciliation/reconciliation.domain.js';
import { Refusal } from '../../lib/errors.js';

const TZ = 'America/Sao_Paulo';
const date = '2026-11-21';
const day = dayWindow(date, TZ);
const now = new Date('2026-11-22T05:00:00.000Z');
const merchantId = 'm1';

const pix = (id: string, over: Partial<ListedPix> = {}): ListedPix => ({
  endToEndId: id,
  txid: `MP25${id}`,
  amountCents: 1000,
  paidAt: '2026-11-21T15:00:00.000Z',
  returns: [],
  ...over,
});

const charge = (
  id: string,
  status: 'PENDING' | 'PAID' = 'PAID',
  refunds: { id: string; pspReturnId?: string }[] = [],
) => ({
  id,
  merchantId,
  status,
  refunds,
});

const entry = (e2e: string, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `entry-${e2e}`,
  merchantId,
  type: 'PIX_RECEIVED',
  amount: 1000,
  chargeId: `c-${e2e}`,
  refundId: null,
  payoutId: null,
  subscriptionId: null,
  endToEndId: e2e,
  txid: null,
  description: null,
  occurredAt: '2026-11-21T15:00:00.000Z',
  createdAt: '2026-11-21T15:00:01.000Z',
  availableAt: '2026-11-21T15:00:01.000Z',
  mode: 'PLATFORM',
  ...over,
});

const facts = (own: SeenPix[], entries: LedgerEntry[], settledNow: string[] = []) => ({
  id: 'run-1',
  merchantId,
  date,
  day,
  own,
  entries,
  settledNow: new Set(settledNow),
  previous: undefined,
  now,
});

describe('the day and its window', () => {
  it('is the São Paulo day, and the PSP is asked with a margin on both sides', () => {
    expect(day).toEqual({ start: '2026-11-21T03:00:00.000Z', end: '2026-11-22T03:00:00.000Z' });
    expect(listingWindow(day)).toEqual({
      start: '2026-11-21T02:45:00.000Z',
      end: '2026-11-22T03:15:00.000Z',
    });
  });

  it('takes any of the last 90 days, today included', () => {
    expect(runnableDate('2026-11-22', now, TZ)).toBe('2026-11-22');
    expect(runnableDate('2026-08-24', now, TZ)).toBe('2026-08-24');
    for (const bad of ['2026-08-23', '2026-11-23', '2026-02-30', '21/11/2026'])
      expect(() => runnableDate(bad, now, TZ)).toThrow(Refusal);
  });
});

describe('which Pix are the merchant’s', () => {
  it('a Pix of its charge; one without a charge only on its own account', () => {
    expect(isOwn({ pix: pix('a'), charge: charge('c') }, merchantId, 'PLATFORM')).toBe(true);
    expect(
      isOwn({ pix: pix('a'), charge: { ...charge('c'), merchantId: 'm2' } }, merchantId, 'OWN_ACCOUNT'),
    ).toBe(false);
    expect(isOwn({ pix: pix('a'), charge: undefined }, merchantId, 'PLATFORM')).toBe(false);
    expect(isOwn({ pix: pix('a'), charge: undefined }, merchantId, 'OWN_ACCOUNT')).toBe(true);
  });
});

describe('planDay', () => {
  it('settles pending charges, records Pix without a charge, and MED devoluções the charge lacks', () => {
    const med = {
      id: 'MED1',
      amountCents: 300,
      med: 'FRAUD' as const,
      status: 'RETURNED' as const,
      requestedAt: '',
      returnedAt: 'x',
    };
    const ours = { ...med, id: 'r-1', med: undefined };
    const processing = { ...med, id: 'MED2', status: 'PROCESSING' as const };
    const held = { ...med, id: 'MED3' };
    const plan = planDay([
      { pix: pix('late'), charge: charge('c1', 'PENDING') },
      { pix: pix('loose', { txid: undefined }), charge: undefined },
      {
        pix: pix('med', { returns: [med, ours, processing, held] }),
        charge: charge('c3', 'PAID', [{ id: 'r-1' }, { id: 'x', pspReturnId: 'MED3' }]),
      },
    ]);
    expect(plan.settle).toEqual([{ pix: pix('late'), chargeId: 'c1' }]);
    expect(plan.record.map((each) => each.endToEndId)).toEqual(['loose']);
    expect(plan.medReturns.map((each) => each.devolucao.id)).toEqual(['MED1']);
  });
});

describe('runOf', () => {
  it('is MATCHED when both sides count the same Pix and no list has an item', () => {
    const run = runOf(facts([{ pix: pix('a'), charge: charge('c-a') }], [entry('a')]));
    expect(run).toMatchObject({
      status: 'MATCHED',
      psp: { count: 1, amount: 1000 },
      ledger: { count: 1, amount: 1000 },
    });
  });

  it('counts only the day itself, while the margin keeps an edge Pix from being missing', () => {
    const edge = '2026-11-22T03:05:00.000Z';
    const run = runOf(
      facts(
        [{ pix: pix('a', { paidAt: edge }), charge: charge('c-a') }],
        [entry('a', { occurredAt: '2026-11-22T02:59:59.000Z' })],
      ),
    );
    expect(run.missingAtPsp).toEqual([]);
    expect(run).toMatchObject({ psp: { count: 0 }, ledger: { count: 1 }, status: 'DISCREPANCIES' });
  });

  it('reports what was settled late, what no charge asked for, what the PSP does not list, and MED returns', () => {
    const med = {
      id: 'MED1',
      amountCents: 300,
      med: 'PIX_AUTOMATICO' as const,
      status: 'RETURNED' as const,
      requestedAt: '',
      returnedAt: '2026-11-21T16:00:00Z',
    };
    const run = runOf(
      facts(
        [
          { pix: pix('late'), charge: charge('c-late') },
          { pix: pix('loose', { txid: undefined }), charge: undefined },
          {
            pix: pix('med', { returns: [med] }),
            charge: charge('c-med', 'PAID', [{ id: 'r', pspReturnId: 'MED1' }]),
          },
        ],
        [entry('late'), entry('loose', { chargeId: null }), entry('med'), entry('gone')],
        ['late'],
      ),
    );
    expect(run.status).toBe('DISCREPANCIES');
    expect(run.settledLate.map((item) => item.endToEndId)).toEqual(['late']);
    expect(run.unmatched).toEqual([
      expect.objectContaining({ endToEndId: 'loose', chargeId: null, txid: null }),
    ]);
    expect(run.missingAtPsp).toEqual([expect.objectContaining({ endToEndId: 'gone', chargeId: 'c-gone' })]);
    expect(run.medReturns).toEqual([
      expect.objectContaining({
        chargeId: 'c-med',
        returnId: 'MED1',
        amount: 300,
        nature: 'PIX_AUTOMATICO',
        recorded: true,
      }),
    ]);
    expect(run).toMatchObject({ psp: { count: 3, amount: 3000 }, ledger: { count: 4, amount: 4000 } });
  });

  it('a rerun keeps what an earlier run settled late, and reports the same', () => {
    const own = [{ pix: pix('late'), charge: charge('c-late') }];
    const first = runOf(facts(own, [entry('late')], ['late']));
    const later = new Date(now.getTime() + 60_000);
    const second = runOf({ ...facts(own, [entry('late')]), previous: first, now: later });
    expect(second.settledLate).toEqual(first.settledLate);
    expect(second.createdAt).toBe(first.createdAt);
    expect(sameResult(first, second)).toBe(true);
  });

  it('a racing run goes over the stored one keeping both sides’ late settlements', () => {
    const own = [
      { pix: pix('a'), charge: charge('c-a') },
      { pix: pix('b'), charge: charge('c-b') },
    ];
    const entries = [entry('a'), entry('b')];
    const stored = runOf(facts(own, entries, ['a']));
    const merged = overStored(runOf(facts(own, entries, ['b'])), stored);
    expect(merged.settledLate.map((item) => item.endToEndId)).toEqual(['a', 'b']);
  });

  it('a FAILED run keeps what the day reported, with its reason', () => {
    const previous = runOf(facts([{ pix: pix('a'), charge: charge('c-a') }], [entry('a')]));
    expect(failedRun('run-2', merchantId, date, 'PSP fora', previous, now)).toMatchObject({
      status: 'FAILED',
      reason: 'PSP fora',
      psp: previous.psp,
    });
  });
});

describe('unlistedEntries', () => {
  it("keeps the ledger's received Pix of a charge that no listing shows", () => {
    const listed: SeenPix[] = [{ pix: pix('e1'), charge: charge('c-e1') }];
    const unlisted = [entry('e2'), entry('e3', { chargeId: 'c-e2' })];
    // A Pix no charge asked for is no charge's: nothing to look for elsewhere.
    const entries = [entry('e1'), ...unlisted, entry('e4', { chargeId: null })];
    expect(unlistedEntries(entries, listed)).toEqual(unlisted);
    expect(unlistedEntries([entry('e1')], listed)).toEqual([]);
  });
});
