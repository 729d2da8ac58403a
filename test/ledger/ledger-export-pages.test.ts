import { describe, expect, it, vi } from 'vitest';
import { config } from '../../lib/config.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { call, newMerchant } from '../support/api.js';
import type * as LedgerDomain from '../../lib/ledger/ledger.domain.js';

// Pages of two rows instead of 5,000, so a walk crosses pages with a handful of entries.
vi.mock('../../lib/ledger/ledger.domain.js', async (original) => ({
  ...(await original<typeof LedgerDomain>()),
  EXPORT_PAGE_ROWS: 2,
}));

describe('the export in pages', () => {
  it('links each page to the next, and the pages hold every entry once', async () => {
    const m = await newMerchant();
    for (const amount of [100, 200, 300, 400, 500])
      expect(
        (await call('POST', '/v1/ledger/simulate-incoming-pix', { key: m.full, body: { amount } })).status,
      ).toBe(201);
    const today = todayIn(config().businessTimeZone, new Date());
    let url: string | undefined = `/v1/ledger/export?from=${today}&to=${today}`;
    const pages: string[][] = [];
    while (url) {
      const result = await call('GET', url, { key: m.readOnly });
      expect(result.status).toBe(200);
      const [header, ...rows] = result.raw.body!.toString('utf8').split('\r\n').slice(0, -1);
      expect(header).toMatch(/^id,type,amount,/);
      pages.push(rows);
      url = /^<([^>]+)>; rel="next"$/.exec(result.headers.link ?? '')?.[1];
    }
    expect(pages.map((rows) => rows.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((row) => row.split(',')[2])).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
  });
});
