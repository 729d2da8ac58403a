import { Transport, type ClientOptions, type RequestOptions } from './http.js';
import type { OperationId } from './generated/operations.js';
import { AutoPagingList, type Page } from './list.js';
import type {
  SubscriptionCreateParams,
  SubscriptionCyclesParams,
  SubscriptionListParams,
  SubscriptionSimulateAuthorizationParams,
  SubscriptionSimulateNextCycleParams,
  ChargeAmountParams,
  ChargeCreateParams,
  ChargeListParams,
  ChargeRefundParams,
  ChargeSimulatePaymentParams,
  ChargeSimulateMedReturnParams,
  CheckoutCreateParams,
  CheckoutListParams,
  CouponCreateParams,
  CouponListParams,
  CouponUpdateParams,
  CustomerCreateParams,
  CustomerListParams,
  EventListParams,
  LedgerExportParams,
  LedgerListParams,
  LedgerSimulateIncomingPixParams,
  LedgerSummaryParams,
  ReconciliationListParams,
  ListItem,
  PayoutCreateParams,
  PayoutListParams,
  PayoutSimulateParams,
  PixConnectionSetParams,
  ProductCreateParams,
  ProductListParams,
  ProductUpdateParams,
  WebhookEndpointCreateParams,
  WebhookEndpointListParams,
  WebhookEndpointRotateSecretParams,
  WebhookEndpointUpdateParams,
} from './types.js';
import { Webhooks } from './webhooks.js';

type ListOperation = Extract<OperationId, `list${string}`>;

abstract class Resource {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  protected walk<Id extends ListOperation>(
    id: Id,
    params: object | undefined,
    options: RequestOptions | undefined,
    path?: Record<string, string>,
  ): AutoPagingList<ListItem<Id>> {
    return new AutoPagingList<ListItem<Id>>(
      (at) =>
        this.transport.request(
          id,
          { ...(path ? { path } : {}), query: { ...params, ...at } },
          options,
        ) as Promise<Page<ListItem<Id>>>,
    );
  }
}

export class Coupons extends Resource {
  create(params: CouponCreateParams, options?: RequestOptions) {
    return this.transport.request('createCoupon', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCoupon', { path: { id } }, options);
  }
  /** A partial update: `null` or a missing field keeps the stored value. */
  update(id: string, params: CouponUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateCoupon', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteCoupon', { path: { id } }, options);
  }
  list(params?: CouponListParams, options?: RequestOptions) {
    return this.walk('listCoupons', params, options);
  }
}

export class Customers extends Resource {
  /** The same document again returns the existing customer, unchanged. */
  create(params: CustomerCreateParams, options?: RequestOptions) {
    return this.transport.request('createCustomer', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCustomer', { path: { id } }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteCustomer', { path: { id } }, options);
  }
  list(params?: CustomerListParams, options?: RequestOptions) {
    return this.walk('listCustomers', params, options);
  }
}

export class Products extends Resource {
  create(params: ProductCreateParams, options?: RequestOptions) {
    return this.transport.request('createProduct', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getProduct', { path: { id } }, options);
  }
  update(id: string, params: ProductUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateProduct', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteProduct', { path: { id } }, options);
  }
  list(params?: ProductListParams, options?: RequestOptions) {
    return this.walk('listProducts', params, options);
  }
}

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

export class Checkouts extends Resource {
  /** A hosted payment page (`url`) for a cart of your products, with its Pix charge. */
  create(params: CheckoutCreateParams, options?: RequestOptions) {
    return this.transport.request('createCheckout', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getCheckout', { path: { id } }, options);
  }
  list(params?: CheckoutListParams, options?: RequestOptions) {
    return this.walk('listCheckouts', params, options);
  }
  /** `OPEN` to `CANCELLED`, and its charge with it. */
  cancel(id: string, options?: RequestOptions) {
    return this.transport.request('cancelCheckout', { path: { id } }, options);
  }
}

/** Pix Automático subscriptions: `test` only until the live `rec`/`cobr` calls are built. */
export class Subscriptions extends Resource {
  /** Resolves `PENDING_AUTHORIZATION` with its `authorization`: the code and page the payer uses. */
  create(params: SubscriptionCreateParams, options?: RequestOptions) {
    return this.transport.request('createSubscription', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getSubscription', { path: { id } }, options);
  }
  list(params?: SubscriptionListParams, options?: RequestOptions) {
    return this.walk('listSubscriptions', params, options);
  }
  /** Its cycles, newest due date first. */
  cycles(id: string, params?: SubscriptionCyclesParams, options?: RequestOptions) {
    return this.walk('listSubscriptionCycles', params, options, { id });
  }
  /** `PENDING_AUTHORIZATION` or `ACTIVE` to `CANCELLED`. */
  cancel(id: string, options?: RequestOptions) {
    return this.transport.request('cancelSubscription', { path: { id } }, options);
  }
  /** The payer's answer to the authorization, as their bank would give it (`test` only). */
  simulateAuthorization(
    id: string,
    params: SubscriptionSimulateAuthorizationParams,
    options?: RequestOptions,
  ) {
    return this.transport.request(
      'simulateSubscriptionAuthorization',
      { path: { id }, body: params },
      options,
    );
  }
  /** The payer revoking the authorization at their bank (`test` only). */
  simulateRevocation(id: string, options?: RequestOptions) {
    return this.transport.request('simulateSubscriptionRevocation', { path: { id } }, options);
  }
  /** The next debit now, paid or refused; resolves with the cycle (`test` only). */
  simulateNextCycle(id: string, params: SubscriptionSimulateNextCycleParams, options?: RequestOptions) {
    return this.transport.request('simulateSubscriptionNextCycle', { path: { id }, body: params }, options);
  }
}

export class Events extends Resource {
  /** An event of the last 30 days, with its deliveries. */
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getEvent', { path: { id } }, options);
  }
  /** The last 30 days of events, newest first; `type` keeps one type. */
  list(params?: EventListParams, options?: RequestOptions) {
    return this.walk('listEvents', params, options);
  }
  /**
   * Tries again now every delivery of the event that failed or is waiting (same `webhook-id`);
   * resolves with the event, its deliveries and how many were `redelivered`.
   */
  redeliver(id: string, options?: RequestOptions) {
    return this.transport.request('redeliverEvent', { path: { id } }, options);
  }
}

export class Ledger extends Resource {
  /** Entries, newest first by `occurredAt`; filters `from`, `to` (São Paulo dates), `type`, `chargeId`. */
  list(params?: LedgerListParams, options?: RequestOptions) {
    return this.walk('listLedgerEntries', params, options);
  }
  /** Totals per São Paulo day and for the range (at most 366 days). */
  summary(params: LedgerSummaryParams, options?: RequestOptions) {
    return this.transport.request('getLedgerSummary', { query: params }, options);
  }
  /**
   * The range as one CSV: every page of the export (5,000 rows each, linked by `Link: rel="next"`),
   * the header once.
   */
  async export(params: LedgerExportParams, options?: RequestOptions): Promise<string> {
    let query: Record<string, string> = { from: params.from, to: params.to };
    let csv = '';
    for (;;) {
      const { text, headers } = await this.transport.requestText('exportLedger', { query }, options);
      csv += csv === '' ? text : text.slice(text.indexOf('\r\n') + 2);
      const next = /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1];
      if (next === undefined) return csv;
      query = Object.fromEntries(new URL(next, 'http://next.invalid').searchParams);
    }
  }
  /** A Pix without a charge (`test` only): a PIX_RECEIVED entry and `pix.received`. */
  simulateIncomingPix(params: LedgerSimulateIncomingPixParams, options?: RequestOptions) {
    return this.transport.request('simulateIncomingPix', { body: params }, options);
  }
}

/** The daily reconciliation of your Pix with the PSP's: one run per São Paulo day. */
export class Reconciliations extends Resource {
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

export class Balance extends Resource {
  /** `available`, `pending`, `blocked`, `inPayout` (reais) and the `mode`. */
  retrieve(options?: RequestOptions) {
    return this.transport.request('getBalance', {}, options);
  }
}

export class DashboardSessions extends Resource {
  /**
   * A one-time sign-in link to the merchant's dashboard (`url`, valid 5 minutes, once), with this
   * key's permission. Open it in a browser: the browser never holds the key.
   */
  create(options?: RequestOptions) {
    return this.transport.request('createDashboardSession', {}, options);
  }
}

export class Payouts extends Resource {
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

export class PixConnection extends Resource {
  /** Connects the merchant's own PSP (`live` only); the PSP is checked before anything is saved. */
  set(params: PixConnectionSetParams, options?: RequestOptions) {
    return this.transport.request('putPixConnection', { body: params }, options);
  }
  /** The mode (`PLATFORM` or `OWN_ACCOUNT`) and the connection, never its secrets. */
  retrieve(options?: RequestOptions) {
    return this.transport.request('getPixConnection', {}, options);
  }
  /** Back to `PLATFORM` for new charges. */
  del(options?: RequestOptions) {
    return this.transport.request('deletePixConnection', {}, options);
  }
}

export class WebhookEndpoints extends Resource {
  /** Resolves with the endpoint's `secret`, which is shown only here: keep it for `webhooks.verify`. */
  create(params: WebhookEndpointCreateParams, options?: RequestOptions) {
    return this.transport.request('createWebhookEndpoint', { body: params }, options);
  }
  retrieve(id: string, options?: RequestOptions) {
    return this.transport.request('getWebhookEndpoint', { path: { id } }, options);
  }
  update(id: string, params: WebhookEndpointUpdateParams, options?: RequestOptions) {
    return this.transport.request('updateWebhookEndpoint', { path: { id }, body: params }, options);
  }
  del(id: string, options?: RequestOptions) {
    return this.transport.request('deleteWebhookEndpoint', { path: { id } }, options);
  }
  list(params?: WebhookEndpointListParams, options?: RequestOptions) {
    return this.walk('listWebhookEndpoints', params, options);
  }
  /** Sends the endpoint (only it) a signed `ping` event; resolves with the event and its delivery. */
  test(id: string, options?: RequestOptions) {
    return this.transport.request('testWebhookEndpoint', { path: { id } }, options);
  }
  /**
   * Resolves with a new `secret`, shown only here. The old one keeps signing beside it for
   * `expiresIn` seconds (0 to 86400, default 86400), so a receiver can switch without losing a
   * delivery.
   */
  rotateSecret(id: string, params?: WebhookEndpointRotateSecretParams, options?: RequestOptions) {
    return this.transport.request('rotateWebhookEndpointSecret', { path: { id }, body: params }, options);
  }
}

/**
 * The client method that calls each operation that takes an API key. Typed against the generated
 * operations: when the API gains one, the client fails to compile until it has a method for it.
 */
export const clientMethods = {
  listCoupons: 'coupons.list',
  createCoupon: 'coupons.create',
  getCoupon: 'coupons.retrieve',
  updateCoupon: 'coupons.update',
  deleteCoupon: 'coupons.del',
  listCustomers: 'customers.list',
  createCustomer: 'customers.create',
  getCustomer: 'customers.retrieve',
  deleteCustomer: 'customers.del',
  listProducts: 'products.list',
  createProduct: 'products.create',
  getProduct: 'products.retrieve',
  updateProduct: 'products.update',
  deleteProduct: 'products.del',
  listCharges: 'charges.list',
  createCharge: 'charges.create',
  getCharge: 'charges.retrieve',
  cancelCharge: 'charges.cancel',
  refundCharge: 'charges.refund',
  simulateChargePayment: 'charges.simulatePayment',
  simulateChargeMedReturn: 'charges.simulateMedReturn',
  getChargeAmount: 'charges.amount',
  listCheckouts: 'checkouts.list',
  createCheckout: 'checkouts.create',
  getCheckout: 'checkouts.retrieve',
  cancelCheckout: 'checkouts.cancel',
  createSubscription: 'subscriptions.create',
  listSubscriptions: 'subscriptions.list',
  getSubscription: 'subscriptions.retrieve',
  listSubscriptionCycles: 'subscriptions.cycles',
  cancelSubscription: 'subscriptions.cancel',
  simulateSubscriptionAuthorization: 'subscriptions.simulateAuthorization',
  simulateSubscriptionRevocation: 'subscriptions.simulateRevocation',
  simulateSubscriptionNextCycle: 'subscriptions.simulateNextCycle',
  listEvents: 'events.list',
  getEvent: 'events.retrieve',
  redeliverEvent: 'events.redeliver',
  listWebhookEndpoints: 'webhookEndpoints.list',
  createWebhookEndpoint: 'webhookEndpoints.create',
  getWebhookEndpoint: 'webhookEndpoints.retrieve',
  updateWebhookEndpoint: 'webhookEndpoints.update',
  deleteWebhookEndpoint: 'webhookEndpoints.del',
  testWebhookEndpoint: 'webhookEndpoints.test',
  rotateWebhookEndpointSecret: 'webhookEndpoints.rotateSecret',
  listLedgerEntries: 'ledger.list',
  getLedgerSummary: 'ledger.summary',
  exportLedger: 'ledger.export',
  simulateIncomingPix: 'ledger.simulateIncomingPix',
  getBalance: 'balance.retrieve',
  listReconciliations: 'reconciliations.list',
  getReconciliation: 'reconciliations.retrieve',
  runReconciliation: 'reconciliations.run',
  createPayout: 'payouts.create',
  listPayouts: 'payouts.list',
  getPayout: 'payouts.retrieve',
  simulatePayout: 'payouts.simulate',
  createDashboardSession: 'dashboardSessions.create',
  putPixConnection: 'pixConnection.set',
  getPixConnection: 'pixConnection.retrieve',
  deletePixConnection: 'pixConnection.del',
} as const satisfies Record<OperationId, `${ResourceName}.${string}`>;

type ResourceName = Exclude<keyof MerchantPayments, 'webhooks'>;

export type MerchantPaymentsOptions = ClientOptions;

/**
 * The Merchant Payments API. Every method resolves to the answer's `data` (or nothing for a delete)
 * and throws `ApiError` for an error answer, `ApiConnectionError` when no answer came.
 */
export class MerchantPayments {
  readonly coupons: Coupons;
  readonly customers: Customers;
  readonly products: Products;
  readonly charges: Charges;
  readonly checkouts: Checkouts;
  readonly subscriptions: Subscriptions;
  readonly events: Events;
  readonly webhookEndpoints: WebhookEndpoints;
  readonly ledger: Ledger;
  readonly balance: Balance;
  readonly reconciliations: Reconciliations;
  readonly payouts: Payouts;
  readonly dashboardSessions: DashboardSessions;
  readonly pixConnection: PixConnection;
  /** Verifying deliveries; needs no call to the API. */
  readonly webhooks = new Webhooks();

  constructor(options: MerchantPaymentsOptions) {
    const transport = new Transport(options);
    this.coupons = new Coupons(transport);
    this.customers = new Customers(transport);
    this.products = new Products(transport);
    this.charges = new Charges(transport);
    this.checkouts = new Checkouts(transport);
    this.subscriptions = new Subscriptions(transport);
    this.events = new Events(transport);
    this.webhookEndpoints = new WebhookEndpoints(transport);
    this.ledger = new Ledger(transport);
    this.balance = new Balance(transport);
    this.reconciliations = new Reconciliations(transport);
    this.payouts = new Payouts(transport);
    this.dashboardSessions = new DashboardSessions(transport);
    this.pixConnection = new PixConnection(transport);
  }
}
