/**
 * Every area of the API, one entry each, in the order the API lists them: its route rows
 * (`<area>.routes.ts`), its OpenAPI operations (`<area>.openapi.ts`) and, when it has codes of its
 * own, its group of error codes (`<area>.errors.ts`) under its heading of docs/error-codes.md. The
 * route table, the OpenAPI operations and the error catalogue are gathered from this list, so a new
 * area adds one entry here. An area with counters of its own names their key prefixes (`counters`),
 * gathered into `counterPrefixes`. Read by the stack, npm start, scripts and tests; nothing deployed
 * imports it.
 */
import { chargeErrorCodes } from '../charges/charges.errors.js';
import { chargeOperations } from '../charges/charges.openapi.js';
import { chargeRoutes } from '../charges/charges.routes.js';
import { checkoutErrorCodes } from '../checkouts/checkouts.errors.js';
import { checkoutOperations } from '../checkouts/checkouts.openapi.js';
import { checkoutRoutes } from '../checkouts/checkouts.routes.js';
import { couponErrorCodes } from '../coupons/coupons.errors.js';
import { couponOperations } from '../coupons/coupons.openapi.js';
import { couponRoutes } from '../coupons/coupons.routes.js';
import { customerErrorCodes } from '../customers/customers.errors.js';
import { customerOperations } from '../customers/customers.openapi.js';
import { customerRoutes } from '../customers/customers.routes.js';
import { dashboardOperations } from '../dashboard/dashboard.openapi.js';
import { dashboardRoutes } from '../dashboard/dashboard.routes.js';
import { COUNTER_PREFIXES } from '../db/keys.js';
import { docsOperations } from '../docs/docs.openapi.js';
import { docsRoutes } from '../docs/docs.routes.js';
import { ledgerErrorCodes } from '../ledger/ledger.errors.js';
import { ledgerCounterPrefixes } from '../ledger/ledger.keys.js';
import { ledgerOperations } from '../ledger/ledger.openapi.js';
import { ledgerRoutes } from '../ledger/ledger.routes.js';
import { paymentPageOperations } from '../payment-page/payment-page.openapi.js';
import { paymentPageRoutes } from '../payment-page/payment-page.routes.js';
import { pixConnectionErrorCodes } from '../pix-connection/pix-connection.errors.js';
import { pixConnectionOperations } from '../pix-connection/pix-connection.openapi.js';
import { pixConnectionRoutes } from '../pix-connection/pix-connection.routes.js';
import { pspOperations } from '../payments/psp.openapi.js';
import { pspRoutes } from '../payments/psp.routes.js';
import { payoutErrorCodes } from '../payouts/payouts.errors.js';
import { payoutOperations } from '../payouts/payouts.openapi.js';
import { payoutRoutes } from '../payouts/payouts.routes.js';
import { productErrorCodes } from '../products/products.errors.js';
import { productOperations } from '../products/products.openapi.js';
import { productRoutes } from '../products/products.routes.js';
import { reconciliationErrorCodes } from '../reconciliation/reconciliation.errors.js';
import { reconciliationOperations } from '../reconciliation/reconciliation.openapi.js';
import { reconciliationRoutes } from '../reconciliation/reconciliation.routes.js';
import { subscriptionErrorCodes } from '../subscriptions/subscriptions.errors.js';
import { subscriptionOperations } from '../subscriptions/subscriptions.openapi.js';
import { subscriptionRoutes } from '../subscriptions/subscriptions.routes.js';
import { webhookEndpointOperations } from '../webhooks/endpoints.openapi.js';
import { webhookEndpointRoutes } from '../webhooks/endpoints.routes.js';
import { eventOperations } from '../webhooks/events.openapi.js';
import { eventRoutes } from '../webhooks/events.routes.js';
import { webhookErrorCodes } from '../webhooks/webhooks.errors.js';

export const areas = [
  { routes: couponRoutes, operations: couponOperations },
  { routes: customerRoutes, operations: customerOperations },
  {
    routes: productRoutes,
    operations: productOperations,
    // The catalogue's three areas share one heading.
    errors: {
      title: 'Coupons, customers, products',
      codes: { ...couponErrorCodes, ...customerErrorCodes, ...productErrorCodes },
    },
  },
  {
    routes: chargeRoutes,
    operations: chargeOperations,
    errors: { title: 'Charges', codes: chargeErrorCodes },
  },
  {
    routes: checkoutRoutes,
    operations: checkoutOperations,
    errors: { title: 'Checkouts', codes: checkoutErrorCodes },
  },
  {
    routes: subscriptionRoutes,
    operations: subscriptionOperations,
    errors: { title: 'Subscriptions', codes: subscriptionErrorCodes },
  },
  { routes: paymentPageRoutes, operations: paymentPageOperations },
  { routes: eventRoutes, operations: eventOperations },
  {
    routes: webhookEndpointRoutes,
    operations: webhookEndpointOperations,
    errors: { title: 'Webhooks', codes: webhookErrorCodes },
  },
  {
    routes: ledgerRoutes,
    operations: ledgerOperations,
    errors: { title: 'Ledger', codes: ledgerErrorCodes },
    counters: ledgerCounterPrefixes,
  },
  {
    routes: reconciliationRoutes,
    operations: reconciliationOperations,
    errors: { title: 'Reconciliations', codes: reconciliationErrorCodes },
  },
  {
    routes: payoutRoutes,
    operations: payoutOperations,
    errors: { title: 'Payouts', codes: payoutErrorCodes },
  },
  {
    routes: pixConnectionRoutes,
    operations: pixConnectionOperations,
    errors: { title: 'Pix connection', codes: pixConnectionErrorCodes },
  },
  { routes: pspRoutes, operations: pspOperations },
  { routes: dashboardRoutes, operations: dashboardOperations },
  { routes: docsRoutes, operations: docsOperations },
] as const;

/**
 * Partition-key prefixes of every counter's items, shared and the areas': a write adds to an item
 * it picks at random, so which items a request creates is chance.
 */
export const counterPrefixes: readonly string[] = [
  ...COUNTER_PREFIXES,
  ...areas.flatMap((area) => ('counters' in area ? area.counters : [])),
];
