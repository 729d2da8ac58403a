import { toCents } from '../money.js';
import { defineResource, later, metadata, Resource, type Print, type Resources } from '../resource.js';
import type { RequestOptions } from '../http.js';
import type { ListItem, ListParams, QueryParams, RequestBody, ResponseData } from '../types.js';

/** A charge as create, retrieve and the actions return it, with `pix.qrCode`. */
export type Charge = ResponseData<'getCharge'>;
/** A charge as lists and events show it: without `pix.qrCode`. */
export type ChargeListItem = ListItem<'listCharges'>;
export type ChargeCreateParams = RequestBody<'createCharge'>;
export type ChargeRefundParams = RequestBody<'refundCharge'>;
export type ChargeListParams = ListParams<'listCharges'>;
/** `{ date }`: the day a due-date charge is paid (test only). */
export type ChargeSimulatePaymentParams = RequestBody<'simulateChargePayment'>;
export type ChargeSimulateMedReturnParams = RequestBody<'simulateChargeMedReturn'>;
/** What a due-date charge owes on a day, and its parts, in reais. */
export type ChargeAmount = ResponseData<'getChargeAmount'>;
export type ChargeAmountParams = QueryParams<'getChargeAmount'>;

export class Charges extends Resource {
  /** A Pix charge; `amount` in centavos (`toCents(19.9)`). */
  create(params: ChargeCreateParams, options?: RequestOptions) {
    return this.transport.request('createCharge', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCharge', { path: { id } }, options);
  }
  list(params?: ChargeListParams, options?: RequestOptions) {
    return this.walk('listCharges', params, options);
  }
  /** `PENDING` to `CANCELLED`. A checkout's charge is cancelled through its checkout. */
  cancel(id: string, options?: RequestOptions) {
    return this.transport.request('cancelCharge', { path: { id } }, options);
  }
  /** Refunds a paid charge; `params` is what the API's refund body takes, if anything. */
  refund(id: string, params?: ChargeRefundParams, options?: RequestOptions) {
    return this.transport.request('refundCharge', { path: { id }, body: params }, options);
  }
  /** What a due-date charge owes on `date` (`YYYY-MM-DD`; today when absent), and its parts. */
  amount(id: string, params?: ChargeAmountParams, options?: RequestOptions) {
    return this.transport.request('getChargeAmount', { path: { id }, query: params }, options);
  }
  /**
   * Pays a pending charge as the payer's bank would: `test` only (404 in `live`). A due-date
   * charge is paid the amount of `params.date` (today when absent).
   */
  simulatePayment(id: string, params?: ChargeSimulatePaymentParams, options?: RequestOptions) {
    return this.transport.request('simulateChargePayment', { path: { id }, body: params }, options);
  }
  /**
   * The payer's bank takes money back from a paid charge under MED: `test` only (404 in `live`).
   * `params.amount` in cents (all that remains when absent), `params.nature` (`FRAUD` when absent).
   */
  simulateMedReturn(id: string, params?: ChargeSimulateMedReturnParams, options?: RequestOptions) {
    return this.transport.request('simulateChargeMedReturn', { path: { id }, body: params }, options);
  }
}

declare module '../resource.js' {
  interface Resources {
    readonly charges: Charges;
  }
}

async function charge(mp: Resources, print: Print, expiresIn?: number) {
  const created = await mp.charges.create({
    amount: toCents(19.9),
    description: 'Cobrança de teste (merchant-payments trigger)',
    metadata,
    ...(expiresIn === undefined ? {} : { expiresIn }),
  });
  print(`charge    ${created.id}  ${created.status}  created`);
  return created;
}

async function paidCharge(mp: Resources, print: Print) {
  const { id } = await charge(mp, print);
  const paid = await mp.charges.simulatePayment(id);
  print(`charge    ${paid.id}  ${paid.status}  paid (simulated)`);
  return paid;
}

export default defineResource('charges', {
  Class: Charges,
  methods: {
    listCharges: 'list',
    createCharge: 'create',
    getCharge: 'retrieve',
    cancelCharge: 'cancel',
    refundCharge: 'refund',
    simulateChargePayment: 'simulatePayment',
    simulateChargeMedReturn: 'simulateMedReturn',
    getChargeAmount: 'amount',
  },
  triggers: {
    'charge.created': { run: (mp, print) => charge(mp, print) },
    'charge.paid': { run: paidCharge },
    'charge.cancelled': {
      run: async (mp, print) => {
        const { id } = await charge(mp, print);
        const cancelled = await mp.charges.cancel(id);
        print(`charge    ${cancelled.id}  ${cancelled.status}  cancelled`);
      },
    },
    'charge.refunded': {
      run: async (mp, print) => {
        const { id } = await paidCharge(mp, print);
        const refunded = await mp.charges.refund(id);
        print(`charge    ${refunded.id}  ${refunded.status}  refunded`);
      },
    },
    'charge.med_returned': {
      run: async (mp, print) => {
        const { id } = await paidCharge(mp, print);
        const returned = await mp.charges.simulateMedReturn(id, { nature: 'FRAUD' });
        print(`charge    ${returned.id}  ${returned.status}  MED return (simulated)`);
      },
    },
    'charge.refund_failed': {
      cannot: 'in test every refund succeeds at once; a refund fails only at a PSP in live.',
    },
    'charge.med_blocked': {
      cannot:
        'an operator records a MED block the PSP reported (npm run admin -- med block); no API route causes it.',
    },
    'charge.med_released': {
      cannot: 'an operator releases a MED block (npm run admin -- med release); no API route causes it.',
    },
    'charge.expired': {
      run: async (mp, print) => {
        // The shortest expiry a charge takes.
        const created = await charge(mp, print, 60);
        later(print, 'charge.expired', created.expiresAt);
      },
    },
  },
});
