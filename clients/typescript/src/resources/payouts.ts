import { toCents } from '../money.js';
import { defineResource, Resource, type Print, type Resources } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListParams, RequestBody, ResponseData } from '../types.js';

/** A payout of the available balance to the merchant's payout key. */
export type Payout = ResponseData<'getPayout'>;
/** `{ amount }` in cents; all that is available when absent. */
export type PayoutCreateParams = RequestBody<'createPayout'>;
export type PayoutListParams = ListParams<'listPayouts'>;
/** `{ outcome: 'PAID' | 'FAILED' }` (test only). */
export type PayoutSimulateParams = RequestBody<'simulatePayout'>;

class Payouts extends Resource {
  /**
   * Pays out `params.amount` cents of the available balance (all of it when absent, at least
   * R$ 1,00) to the merchant's payout key; resolves `PENDING`, the amount already in `inPayout`.
   */
  create(params?: PayoutCreateParams, options?: RequestOptions) {
    return this.transport.request('createPayout', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getPayout', { path: { id } }, options);
  }
  /** Payouts, newest first; `status` keeps one status. */
  list(params?: PayoutListParams, options?: RequestOptions) {
    return this.walk('listPayouts', params, options);
  }
  /** The payout's outcome now, `PAID` or `FAILED` (`test` only). */
  simulate(id: string, params: PayoutSimulateParams, options?: RequestOptions) {
    return this.transport.request('simulatePayout', { path: { id }, body: params }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly payouts: Payouts;
  }
}

/**
 * A Pix without a charge, then a payout of R$ 1,00 of it (the merchant needs a payout key, which
 * an operator sets), and its outcome when asked.
 */
async function payout(mp: Resources, print: Print, outcome?: 'PAID' | 'FAILED') {
  const entry = await mp.ledger.simulateIncomingPix({ amount: toCents(1), description: 'Pix para repasse' });
  print(`ledger    ${entry.id}  ${entry.type}  ${entry.amount.toFixed(2)}`);
  const created = await mp.payouts.create({ amount: toCents(1) });
  print(`payout    ${created.id}  ${created.status}  created`);
  if (outcome === undefined) return created;
  const done = await mp.payouts.simulate(created.id, { outcome });
  print(`payout    ${done.id}  ${done.status}  (simulated)`);
  return done;
}

export default defineResource('payouts', {
  Class: Payouts,
  methods: {
    createPayout: 'create',
    listPayouts: 'list',
    getPayout: 'retrieve',
    simulatePayout: 'simulate',
  },
  triggers: {
    'payout.created': { run: (mp, print) => payout(mp, print) },
    'payout.paid': { run: (mp, print) => payout(mp, print, 'PAID') },
    'payout.failed': { run: (mp, print) => payout(mp, print, 'FAILED') },
  },
});
