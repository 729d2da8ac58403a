import type { AreaLimits } from '../security/support/limits.js';

export const ledgerLimits: AreaLimits = {
  strings: {
    'POST /v1/ledger/simulate-incoming-pix': { description: { max: 140, value: (n) => 'P'.repeat(n) } },
  },
  notFreeText: {
    from: 'yyyy-MM-dd, a São Paulo date (test/ledger/ledger.test.ts)',
    to: 'yyyy-MM-dd, a São Paulo date, at most 366 days after from (test/ledger/ledger.test.ts)',
  },
  notFillable: {
    '/v1/ledger': 'entries are written only by state changes (paging: test/ledger/ledger.test.ts)',
  },
};
