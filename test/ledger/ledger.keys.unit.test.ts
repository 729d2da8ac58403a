import { describe, expect, it } from 'vitest';
import { counterPrefixes } from '../../lib/api/areas.js';
import { ledgerKeys } from '../../lib/ledger/ledger.keys.js';

describe('the ledger’s keys', () => {
  const day = ledgerKeys.day('m1', 3, '2026-11-23', 1);
  const balance = ledgerKeys.balance('m1', 3, 'TOTAL', 1);
  const entry = ledgerKeys.entry('m1', 'PIX_RECEIVED', 'E123');

  it('keeps the table’s key of each item', () => {
    expect([day, balance, entry]).toEqual([
      { PK: 'LEDGERDAY#m1#3', SK: '2026-11-23#1' },
      { PK: 'LEDGERBAL#m1#3', SK: 'TOTAL#1' },
      { PK: 'LEDGER#m1#PIX_RECEIVED#E123', SK: 'LEDGER' },
    ]);
  });

  it('names its counters, and only them, among the counter prefixes', () => {
    const counted = (pk: string) => counterPrefixes.some((prefix) => pk.startsWith(prefix));
    expect([day.PK, balance.PK].filter((pk) => !counted(pk))).toEqual([]);
    expect(counted(entry.PK)).toBe(false);
  });
});
