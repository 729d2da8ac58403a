import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  counterPartition,
  eventCounterPartition,
  keys,
  RATE_LIMIT_PREFIX,
  type Entity,
} from '../lib/db/keys.js';
import { ledgerCounterPartition, ledgerKeys } from '../lib/ledger/ledger.keys.js';
import { pixConnectionListPartition } from '../lib/pix-connection/pix-connection.keys.js';
import { takesIdempotencyKey } from '../lib/http/idempotency.js';
import { routeKey, type Route, type RouteKey } from '../lib/api/routes.js';
import { CHECK_ACTIONS, WRITE_ACTIONS } from './function.js';
import type { SWEEP_HANDLER, WEBHOOK_HANDLERS } from './handlers.js';

/** IAM's wildcard: any run of characters in a `StringLike` condition. */
export const ANY = '*';
/** The wildcard where a key function takes a shard's number: any shard of the partition. */
export const ANY_SHARD = ANY as unknown as number;
const counterOf = (entity: Entity): string => counterPartition(entity, ANY, ANY_SHARD);

/**
 * The kinds of item a function may write, each with the pattern of its partition keys as IAM
 * matches them (`dynamodb:LeadingKeys`, `StringLike`), built with lib/db/keys.ts's own builders
 * and a wildcard for every variable part: no prefix is spelled twice. An item beside another
 * under its partition key (a subscription's cycles, an event's deliveries) is of that item's kind.
 */
export const ITEM_KINDS = {
  MERCHANT: keys.merchant(ANY).PK,
  API_KEY: keys.apiKey(ANY).PK,
  API_KEY_ID: keys.apiKeyId(ANY).PK,
  KEY_USE: keys.keyUse(ANY).PK,
  COUPON: keys.entity('COUPON', ANY).PK,
  CUSTOMER: keys.entity('CUSTOMER', ANY).PK,
  PRODUCT: keys.entity('PRODUCT', ANY).PK,
  CHARGE: keys.entity('CHARGE', ANY).PK,
  CHECKOUT: keys.entity('CHECKOUT', ANY).PK,
  SUBSCRIPTION: keys.entity('SUBSCRIPTION', ANY).PK,
  EVENT: keys.entity('EVENT', ANY).PK,
  WEBHOOK_ENDPOINT: keys.entity('WEBHOOK_ENDPOINT', ANY).PK,
  PIX_RECEIPT: keys.pixReceipt(ANY).PK,
  COUPON_COUNT: counterOf('COUPON'),
  CUSTOMER_COUNT: counterOf('CUSTOMER'),
  PRODUCT_COUNT: counterOf('PRODUCT'),
  CHARGE_COUNT: counterOf('CHARGE'),
  CHECKOUT_COUNT: counterOf('CHECKOUT'),
  SUBSCRIPTION_COUNT: counterOf('SUBSCRIPTION'),
  WEBHOOK_ENDPOINT_COUNT: counterOf('WEBHOOK_ENDPOINT'),
  EVENT_COUNT: eventCounterPartition(ANY, ANY, ANY_SHARD),
  COUPON_CODE: keys.couponCode(ANY, ANY).PK,
  CUSTOMER_DOCUMENT: keys.customerDocument(ANY, ANY).PK,
  PRODUCT_EXTERNAL_ID: keys.productExternalId(ANY, ANY).PK,
  PIX_TXID: keys.pixTxid(ANY).PK,
  PSP_REC: keys.pspRec(ANY).PK,
  PAYMENT_TOKEN: keys.paymentToken(ANY).PK,
  IDEMPOTENCY: keys.idempotency(ANY, ANY).PK,
  RATE_LIMIT: `${RATE_LIMIT_PREFIX}${ANY}`,
  LEDGER: ledgerKeys.entry(ANY, ANY, ANY).PK,
  LEDGER_DAY: ledgerCounterPartition('LEDGERDAY', ANY, ANY_SHARD),
  LEDGER_BALANCE: ledgerCounterPartition('LEDGERBAL', ANY, ANY_SHARD),
  RECONCILIATION: keys.reconciliation(ANY, ANY).PK,
  RECONCILIATION_SWEEP: keys.reconciliationSweep(ANY).PK,
  PAYOUT: keys.entity('PAYOUT', ANY).PK,
  PAYOUT_COUNT: counterOf('PAYOUT'),
  DASHBOARD_LINK: keys.dashboardLink(ANY).PK,
  DASHBOARD_SESSION: keys.dashboardSession(ANY).PK,
  PIX_CONNECTION: keys.pixConnection(ANY).PK,
  PIX_CONNECTION_ID: keys.pixConnectionById(ANY).PK,
  PIX_CONNECTION_NOTICE: keys.pixConnectionNotice(ANY).PK,
  PIX_CONNECTION_LIST: pixConnectionListPartition(ANY_SHARD),
} as const;

export type ItemKind = keyof typeof ITEM_KINDS;

const matcher = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split(ANY)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
const MATCHERS = Object.entries(ITEM_KINDS).map(
  ([kind, pattern]) => [kind as ItemKind, matcher(pattern)] as const,
);

/** The kinds whose pattern a partition key matches, as IAM would judge it: exactly one for any key the code builds. */
export const kindsOf = (partitionKey: string): ItemKind[] =>
  MATCHERS.filter(([, pattern]) => pattern.test(partitionKey)).map(([kind]) => kind);

/** A ledger entry, with its day totals and the balance counters. */
const LEDGER: readonly ItemKind[] = ['LEDGER', 'LEDGER_DAY', 'LEDGER_BALANCE'];
/**
 * What a payment writes: its charge, its event and the event's day counter, its ledger entry; a
 * checkout's charge completes its checkout and turns its coupon's reservation into a use, a
 * subscription's authorization charge activates the subscription and writes its first cycle beside it.
 */
const PAYMENT: readonly ItemKind[] = [
  'CHARGE',
  'CHECKOUT',
  'COUPON',
  'SUBSCRIPTION',
  'EVENT',
  'EVENT_COUNT',
  ...LEDGER,
];
/** An item's event, with its day counter. */
const EVENT: readonly ItemKind[] = ['EVENT', 'EVENT_COUNT'];

/**
 * What each route's function writes in every stage, by route key: the one place the stack reads
 * (and test/integration/table-writes.test.ts checks against what the handlers write). Besides
 * these, a route that takes an Idempotency-Key writes its records (`IDEMPOTENCY`) and a counted
 * route updates its rate-limit counters (`RATE_LIMIT`), both from the route table. What only a
 * live stage with the PSP's API Pix writes is in `LIVE_PIX_WRITES`.
 */
export const ROUTE_WRITES = {
  'POST /v1/coupons': ['COUPON', 'COUPON_CODE', 'COUPON_COUNT'],
  'GET /v1/coupons': [],
  'GET /v1/coupons/{id}': [],
  // A new code moves the code's guard.
  'PUT /v1/coupons/{id}': ['COUPON', 'COUPON_CODE'],
  'DELETE /v1/coupons/{id}': ['COUPON', 'COUPON_CODE', 'COUPON_COUNT'],
  'POST /v1/customers': ['CUSTOMER', 'CUSTOMER_DOCUMENT', 'CUSTOMER_COUNT'],
  'GET /v1/customers': [],
  'GET /v1/customers/{id}': [],
  'DELETE /v1/customers/{id}': ['CUSTOMER', 'CUSTOMER_DOCUMENT', 'CUSTOMER_COUNT'],
  'POST /v1/products': ['PRODUCT', 'PRODUCT_EXTERNAL_ID', 'PRODUCT_COUNT'],
  'GET /v1/products': [],
  'GET /v1/products/{id}': [],
  // An externalId never changes: its guard stays.
  'PUT /v1/products/{id}': ['PRODUCT'],
  'DELETE /v1/products/{id}': ['PRODUCT', 'PRODUCT_EXTERNAL_ID', 'PRODUCT_COUNT'],
  'POST /v1/charges': ['CHARGE', 'CHARGE_COUNT', 'PIX_TXID', 'PAYMENT_TOKEN', ...EVENT],
  'GET /v1/charges': [],
  'GET /v1/charges/{id}': [],
  'GET /v1/charges/{id}/amount': [],
  'POST /v1/charges/{id}/cancel': ['CHARGE', ...EVENT],
  'POST /v1/charges/{id}/refund': ['CHARGE', ...EVENT, ...LEDGER],
  'POST /v1/charges/{id}/simulate-payment': PAYMENT,
  // The MED return is a refund of the charge, with its event and its MED_RETURN entry.
  'POST /v1/charges/{id}/simulate-med-return': ['CHARGE', ...EVENT, ...LEDGER],
  // The checkout, its charge, and the coupon it reserves.
  'POST /v1/checkouts': [
    'CHECKOUT',
    'CHECKOUT_COUNT',
    'CHARGE',
    'CHARGE_COUNT',
    'COUPON',
    'PIX_TXID',
    'PAYMENT_TOKEN',
    ...EVENT,
  ],
  'GET /v1/checkouts': [],
  'GET /v1/checkouts/{id}': [],
  // The checkout, its charge and the coupon released.
  'POST /v1/checkouts/{id}/cancel': ['CHECKOUT', 'CHARGE', 'COUPON', ...EVENT],
  'POST /v1/subscriptions': [
    'SUBSCRIPTION',
    'SUBSCRIPTION_COUNT',
    'CHARGE',
    'CHARGE_COUNT',
    'PIX_TXID',
    'PAYMENT_TOKEN',
    ...EVENT,
  ],
  'GET /v1/subscriptions': [],
  'GET /v1/subscriptions/{id}': [],
  'GET /v1/subscriptions/{id}/cycles': [],
  // Cycles live beside their subscription; one waiting for its payer has its charge cancelled.
  'POST /v1/subscriptions/{id}/cancel': ['SUBSCRIPTION', 'CHARGE', ...EVENT],
  'POST /v1/subscriptions/{id}/simulate-authorization': ['SUBSCRIPTION', 'CHARGE', ...EVENT, ...LEDGER],
  'POST /v1/subscriptions/{id}/simulate-revocation': ['SUBSCRIPTION', 'CHARGE', ...EVENT],
  // A cycle sent takes its txid's guard.
  'POST /v1/subscriptions/{id}/simulate-next-cycle': ['SUBSCRIPTION', 'PIX_TXID', ...EVENT, ...LEDGER],
  'GET /pay/{token}': [],
  'GET /pay/{token}/status': [],
  // A coupon gives the checkout a new charge and reserves the coupon; the old charge is cancelled.
  'POST /pay/{token}/coupon': ['CHECKOUT', 'CHARGE', 'CHARGE_COUNT', 'COUPON', 'PIX_TXID', ...EVENT],
  'POST /pay/{token}/simulate-payment': PAYMENT,
  'GET /pay-assets/{asset}': [],
  'GET /v1/events': [],
  'GET /v1/events/{id}': [],
  // Deliveries live beside their event.
  'POST /v1/events/{id}/redeliver': ['EVENT'],
  'POST /v1/webhook-endpoints': ['WEBHOOK_ENDPOINT', 'WEBHOOK_ENDPOINT_COUNT'],
  'GET /v1/webhook-endpoints': [],
  'GET /v1/webhook-endpoints/{id}': [],
  'PUT /v1/webhook-endpoints/{id}': ['WEBHOOK_ENDPOINT'],
  'DELETE /v1/webhook-endpoints/{id}': ['WEBHOOK_ENDPOINT', 'WEBHOOK_ENDPOINT_COUNT'],
  // A ping is an event (counted nowhere) and its delivery.
  'POST /v1/webhook-endpoints/{id}/test': ['EVENT'],
  'POST /v1/webhook-endpoints/{id}/rotate-secret': ['WEBHOOK_ENDPOINT'],
  // The PSP's notices exist only with its API Pix (`LIVE_PIX_WRITES`): elsewhere they answer 404.
  'POST /v1/psp/pix-webhook/{secret}/pix': [],
  'POST /v1/psp/pix-webhook/{secret}/rec': [],
  'POST /v1/psp/pix-webhook/{secret}/cobr': [],
  'GET /v1/openapi.json': [],
  'GET /v1/docs': [],
  'GET /v1/docs/{asset}': [],
  'GET /v1/ledger': [],
  'GET /v1/ledger/summary': [],
  'GET /v1/ledger/export': [],
  'GET /v1/balance': [],
  'POST /v1/ledger/simulate-incoming-pix': [...LEDGER, ...EVENT],
  'GET /v1/reconciliations': [],
  'GET /v1/reconciliations/{date}': [],
  // The day's run and its event (the sandbox's record changes nothing else).
  'POST /v1/reconciliations/{date}/run': ['RECONCILIATION', ...EVENT],
  // A payout folds the balance counters into its payable item and takes its amount from it.
  'POST /v1/payouts': ['PAYOUT', 'PAYOUT_COUNT', 'LEDGER_BALANCE', ...EVENT],
  'GET /v1/payouts': [],
  'GET /v1/payouts/{id}': [],
  'POST /v1/payouts/{id}/simulate': ['PAYOUT', ...LEDGER, ...EVENT],
  'POST /v1/dashboard-sessions': ['DASHBOARD_LINK'],
  // A page moves its session's last use, or ends it (expired, its key revoked).
  'GET /dashboard': ['DASHBOARD_SESSION'],
  'GET /dashboard/{section}': ['DASHBOARD_SESSION'],
  'GET /dashboard/{section}/{id}': ['DASHBOARD_SESSION'],
  // Sign-out, and the actions of the lists (a payout, a webhook test) under the form's key.
  'POST /dashboard/{section}': [
    'DASHBOARD_SESSION',
    'IDEMPOTENCY',
    'PAYOUT',
    'PAYOUT_COUNT',
    'LEDGER_BALANCE',
    ...EVENT,
  ],
  // The sign-in (a link taken, a session made), and the actions of a charge, a checkout, an event.
  'POST /dashboard/{section}/{id}': [
    'DASHBOARD_LINK',
    'DASHBOARD_SESSION',
    'IDEMPOTENCY',
    'CHARGE',
    'CHECKOUT',
    'COUPON',
    ...EVENT,
    ...LEDGER,
  ],
  // The current connection, its copy by id, its notice URL's pointer and its entry in the list of
  // live connections; the replaced one's copy.
  'PUT /v1/pix-connection': [
    'PIX_CONNECTION',
    'PIX_CONNECTION_ID',
    'PIX_CONNECTION_NOTICE',
    'PIX_CONNECTION_LIST',
  ],
  'GET /v1/pix-connection': [],
  'DELETE /v1/pix-connection': ['PIX_CONNECTION', 'PIX_CONNECTION_ID', 'PIX_CONNECTION_LIST'],
} as const satisfies Record<RouteKey, readonly ItemKind[]>;

/** The functions no route names: the webhook workers and the sweeper. */
export type BackgroundHandler =
  (typeof WEBHOOK_HANDLERS)[keyof typeof WEBHOOK_HANDLERS] | typeof SWEEP_HANDLER;

/** What the functions no route names write (infra/webhooks.ts, infra/sweeper.ts), by handler. */
export const BACKGROUND_WRITES = {
  // Deliveries beside their event, and the event's dispatched mark.
  'functions/webhooks/dispatch.ts': ['EVENT'],
  // Attempts, on the delivery beside its event.
  'functions/webhooks/deliver.ts': ['EVENT'],
  'functions/webhooks/redrive.ts': ['EVENT'],
  // Expiries of charges, checkouts (their coupons released) and subscriptions waiting for their
  // payer; cycles sent (with their txid's guard) and debited; pending refunds; payouts sent and
  // read back (a failed one's amount back on the payable item).
  // A scheduled payout also moves its merchant to the next payout day in the due index.
  'functions/jobs/sweep.ts': [
    'MERCHANT',
    'CHARGE',
    'CHECKOUT',
    'COUPON',
    'SUBSCRIPTION',
    'PIX_TXID',
    'PAYOUT',
    ...EVENT,
    ...LEDGER,
  ],
} as const satisfies Record<BackgroundHandler, readonly ItemKind[]>;

/**
 * What a function that calls a merchant's own PSP writes when that PSP fails or recovers: the
 * connection's status, on its current item and its copy, with `pix_connection.failing`; the
 * sweeper also marks a certificate announced expiring.
 */
const CONNECTION_STATUS: readonly ItemKind[] = ['PIX_CONNECTION', 'PIX_CONNECTION_ID', ...EVENT];

/**
 * What a live stage with the PSP's API Pix adds (infra/live-pix.ts). A received Pix settles its
 * charge with a receipt (`PIX_RECEIPT`) and its ledger entry, whoever hears of it: the notice, a read of a pending
 * charge or the sweep asking the PSP, a cancel that finds the code paid. A subscription's
 * authorization at the PSP gets the guard its notices are found by (`PSP_REC`). A function that
 * calls a merchant's own PSP records its connection's status (`CONNECTION_STATUS`).
 */
export const LIVE_PIX_WRITES = {
  'POST /v1/psp/pix-webhook/{secret}/pix': [...PAYMENT, 'PIX_RECEIPT', ...CONNECTION_STATUS],
  // A refused or cancelled authorization ends the subscription and cancels its charge, which the
  // PSP may find paid.
  'POST /v1/psp/pix-webhook/{secret}/rec': [
    'SUBSCRIPTION',
    'CHARGE',
    'PIX_RECEIPT',
    ...EVENT,
    ...LEDGER,
    ...CONNECTION_STATUS,
  ],
  // A recurring charge's outcome, on its cycle beside the subscription.
  'POST /v1/psp/pix-webhook/{secret}/cobr': ['SUBSCRIPTION', ...EVENT, ...LEDGER, ...CONNECTION_STATUS],
  'GET /v1/charges/{id}': [...PAYMENT, 'PIX_RECEIPT', ...CONNECTION_STATUS],
  'POST /v1/charges/{id}/cancel': ['PIX_RECEIPT', ...LEDGER, ...CONNECTION_STATUS],
  'POST /v1/checkouts/{id}/cancel': ['PIX_RECEIPT', ...LEDGER, ...CONNECTION_STATUS],
  'POST /v1/subscriptions': ['PSP_REC', ...CONNECTION_STATUS],
  'POST /v1/subscriptions/{id}/cancel': ['PIX_RECEIPT', ...LEDGER, ...CONNECTION_STATUS],
  // Reconciliation settles late Pix (a payment with its receipt), records Pix without a charge and
  // MED returns (on the charge, with their entries), and stores the run; the sweep marks its day.
  'POST /v1/reconciliations/{date}/run': [...PAYMENT, 'PIX_RECEIPT', ...CONNECTION_STATUS],
  'functions/jobs/sweep.ts': ['PIX_RECEIPT', 'RECONCILIATION', 'RECONCILIATION_SWEEP', ...CONNECTION_STATUS],
  // A merchant's own PSP that fails or recovers on a charge's issue or refund.
  'POST /v1/charges': CONNECTION_STATUS,
  'POST /v1/checkouts': CONNECTION_STATUS,
  'POST /pay/{token}/coupon': CONNECTION_STATUS,
  'POST /v1/charges/{id}/refund': CONNECTION_STATUS,
} as const satisfies Partial<Record<RouteKey | BackgroundHandler, readonly ItemKind[]>>;

/** The kinds a route's function writes in every stage: its own, its Idempotency-Key records. */
export const routeWrites = (route: Route): readonly ItemKind[] => [
  ...ROUTE_WRITES[routeKey(route) as RouteKey],
  ...(takesIdempotencyKey(route) ? (['IDEMPOTENCY'] as const) : []),
];

/**
 * The statement that lets a function write the kinds it owns and nothing else: item writes on the
 * table (never an index), each item's partition key matching one of their patterns. `actions` for
 * a function that needs fewer than Put, Update and Delete.
 */
export const writeStatement = (
  tableArn: string,
  kinds: readonly ItemKind[],
  actions: readonly string[] = WRITE_ACTIONS,
): PolicyStatement =>
  new PolicyStatement({
    effect: Effect.ALLOW,
    actions: [...actions],
    resources: [tableArn],
    conditions: {
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [...new Set(kinds)].map((kind) => ITEM_KINDS[kind]),
      },
    },
  });

/**
 * The statement that lets a writing function check conditions on other items in its transactions
 * (a coupon still active, a subscription not cancelled): anywhere in the table, as checks change
 * nothing.
 */
export const checkStatement = (tableArn: string): PolicyStatement =>
  new PolicyStatement({ effect: Effect.ALLOW, actions: [...CHECK_ACTIONS], resources: [tableArn] });
