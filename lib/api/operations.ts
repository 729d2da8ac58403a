/**
 * What each area adds to the OpenAPI document: its operations and its error codes, gathered here so
 * a new area registers its document in one place.
 *
 * Route -> contract: for every row of the route table, the schemas its handler parses and
 * returns, with descriptions and examples. The type (`Record<RouteKey, …>`) makes a route
 * without an entry a compile error, and `test/openapi` checks it again at run time, so a new
 * route cannot go undocumented. Which error statuses a route can give is derived from the route
 * itself in `document.ts`; entries here only add the examples of their own 400/404/422 causes.
 *
 * Each area keeps its entries in `lib/<area>/<area>.openapi.ts`, keyed by its own rows
 * (`<area>.routes.ts`), so an area's file cannot describe another's routes; this file gathers them.
 */
import type { RouteKey } from './routes.js';
import { chargeErrorCodes } from '../charges/charges.errors.js';
import { checkoutErrorCodes } from '../checkouts/checkouts.errors.js';
import { couponErrorCodes } from '../coupons/coupons.errors.js';
import { customerErrorCodes } from '../customers/customers.errors.js';
import {
  fieldErrorCodes,
  generalErrorCodes,
  idempotencyErrorCodes,
  pagingErrorCodes,
  pixErrorCodes,
  pspErrorCodes,
} from '../error-codes.js';
import { ledgerErrorCodes } from '../ledger/ledger.errors.js';
import { ledgerOperations } from '../ledger/ledger.openapi.js';
import { productErrorCodes } from '../products/products.errors.js';
import { reconciliationErrorCodes } from '../reconciliation/reconciliation.errors.js';
import { reconciliationOperations } from '../reconciliation/reconciliation.openapi.js';
import { subscriptionErrorCodes } from '../subscriptions/subscriptions.errors.js';
import { webhookErrorCodes } from '../webhooks/webhooks.errors.js';
import { chargeOperations } from '../charges/charges.openapi.js';
import { checkoutOperations } from '../checkouts/checkouts.openapi.js';
import { couponOperations } from '../coupons/coupons.openapi.js';
import { customerOperations } from '../customers/customers.openapi.js';
import { docsOperations } from '../docs/docs.openapi.js';
import { eventOperations } from '../webhooks/events.openapi.js';
import { paymentPageOperations } from '../payment-page/payment-page.openapi.js';
import { productOperations } from '../products/products.openapi.js';
import { payoutErrorCodes } from '../payouts/payouts.errors.js';
import { payoutOperations } from '../payouts/payouts.openapi.js';
import { pspOperations } from '../payments/psp.openapi.js';
import { pixConnectionErrorCodes } from '../pix-connection/pix-connection.errors.js';
import { pixConnectionOperations } from '../pix-connection/pix-connection.openapi.js';
import type { OperationSpec } from '../openapi/operation.js';
import { subscriptionOperations } from '../subscriptions/subscriptions.openapi.js';
import { webhookEndpointOperations } from '../webhooks/endpoints.openapi.js';

export type { JsonBody, JsonSchema, OperationSpec, Parameter, RequestBody } from '../openapi/operation.js';

export const operations = {
  ...couponOperations,
  ...customerOperations,
  ...productOperations,
  ...chargeOperations,
  ...checkoutOperations,
  ...subscriptionOperations,
  ...paymentPageOperations,
  ...eventOperations,
  ...webhookEndpointOperations,
  ...ledgerOperations,
  ...reconciliationOperations,
  ...payoutOperations,
  ...pspOperations,
  ...pixConnectionOperations,
  ...docsOperations,
} satisfies Record<RouteKey, OperationSpec>;

export interface ErrorCodeGroup {
  /** The group's heading in docs/error-codes.md. */
  title: string;
  codes: Readonly<Record<string, string>>;
}

/**
 * The error codes, one group per heading of docs/error-codes.md, in its order (the OpenAPI document
 * lists them in the same order); a new area adds its group here.
 */
export const errorCodeGroups = [
  { title: 'General (any route)', codes: generalErrorCodes },
  { title: 'Field codes (`fields[].code`), any route', codes: fieldErrorCodes },
  {
    title: 'Coupons, customers, products',
    codes: { ...couponErrorCodes, ...customerErrorCodes, ...productErrorCodes },
  },
  { title: 'Pix', codes: pixErrorCodes },
  { title: 'Keyset paging (lists with ?cursor=)', codes: pagingErrorCodes },
  { title: 'Charges', codes: chargeErrorCodes },
  { title: 'Checkouts', codes: checkoutErrorCodes },
  { title: 'Subscriptions', codes: subscriptionErrorCodes },
  { title: 'Webhooks', codes: webhookErrorCodes },
  { title: 'Ledger', codes: ledgerErrorCodes },
  { title: 'Reconciliations', codes: reconciliationErrorCodes },
  { title: 'Payouts', codes: payoutErrorCodes },
  { title: 'Idempotency', codes: idempotencyErrorCodes },
  { title: 'PSP (live Pix)', codes: pspErrorCodes },
  { title: 'Pix connection', codes: pixConnectionErrorCodes },
] as const satisfies readonly ErrorCodeGroup[];
