import type { Template } from '../security/support/templates.js';

/** Reconciliation's routes; the fixture's run of yesterday gives the merchant a day to read. */
export const reconciliationTemplates: Record<string, Template> = {
  'GET /v1/reconciliations': () => ({
    path: '/v1/reconciliations?page=0&size=100',
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/reconciliations/{date}': (fixture) => ({
    path: `/v1/reconciliations/${fixture.reconciliation.id}`,
    success: 200,
    kind: 'envelope',
    foreignStatus: 404,
  }),
  'POST /v1/reconciliations/{date}/run': (fixture) => ({
    path: `/v1/reconciliations/${fixture.reconciliation.id}/run`,
    success: 200,
    kind: 'envelope',
  }),
};
