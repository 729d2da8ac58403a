import { config } from '../../lib/config.js';
import { addDays } from '../../lib/domain/business-days.js';
import { dayIn } from '../../lib/ledger/ledger.domain.js';
import type { Template } from '../security/support/templates.js';

let runs = 0;

/**
 * A São Paulo day between 2 and 86 days ago, another at each call: a first run of a day is stored
 * (a write, with its event), where a rerun of an unchanged day writes nothing.
 */
function freshDay(): string {
  runs = (runs % 85) + 1;
  return addDays(dayIn(new Date().toISOString(), config().businessTimeZone), -(runs + 1));
}

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
  }),
  'POST /v1/reconciliations/{date}/run': () => ({
    path: `/v1/reconciliations/${freshDay()}/run`,
    success: 200,
    kind: 'envelope',
  }),
};
