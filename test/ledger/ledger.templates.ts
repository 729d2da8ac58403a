import type { Template } from '../security/support/templates.js';

/** The ledger's routes; the fixture's paid charge gives the merchant an entry to read. */
export const ledgerTemplates: Record<string, Template> = {
  'GET /v1/ledger': () => ({ path: '/v1/ledger?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/ledger/summary': () => ({
    path: '/v1/ledger/summary?from=2026-01-01&to=2026-12-31',
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/ledger/export': () => ({
    path: '/v1/ledger/export?from=2026-01-01&to=2026-12-31',
    success: 200,
    kind: 'asset',
  }),
  'GET /v1/balance': () => ({ path: '/v1/balance', success: 200, kind: 'envelope' }),
  'POST /v1/ledger/simulate-incoming-pix': () => ({
    path: '/v1/ledger/simulate-incoming-pix',
    body: { amount: 2500, description: 'Pix sem pedido' },
    success: 201,
    kind: 'envelope',
  }),
};
