import { defineResource, Resource } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, ResponseData } from '../types.js';
import charges from './charges.js';

/** A day's reconciliation with the PSP, with its items (money in reais). */
export type Reconciliation = ResponseData<'getReconciliation'>;
export type ReconciliationListParams = ListParams<'listReconciliations'>;

/** The daily reconciliation of your Pix with the PSP's: one run per São Paulo day. */
class Reconciliations extends Resource {
  /** Runs, newest day first. */
  list(params?: ReconciliationListParams, options?: RequestOptions) {
    return this.walk('listReconciliations', params, options);
  }
  /** The run of a São Paulo day (`YYYY-MM-DD`), with its items. */
  retrieve(date: string, options?: RequestOptions) {
    return this.transport.request('getReconciliation', { path: { date } }, options);
  }
  /** Reconciles the day again now (any of the last 90); the same run when nothing changed. */
  run(date: string, options?: RequestOptions) {
    return this.transport.request('runReconciliation', { path: { date } }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly reconciliations: Reconciliations;
  }
}

export default defineResource('reconciliations', {
  Class: Reconciliations,
  methods: {
    listReconciliations: 'list',
    getReconciliation: 'retrieve',
    runReconciliation: 'run',
  },
  triggers: {
    'reconciliation.completed': {
      run: async (mp, print) => {
        // A new payment makes today's run find something new, so it is stored and announced.
        await charges.triggers['charge.paid'].run(mp, print);
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
        const run = await mp.reconciliations.run(today);
        print(`reconciliation ${run.date}  ${run.status}  psp ${run.psp.count}, ledger ${run.ledger.count}`);
      },
    },
  },
});
