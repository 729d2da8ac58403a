/**
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
import { chargeOperations } from '../charges/charges.openapi.js';
import { checkoutOperations } from '../checkouts/checkouts.openapi.js';
import { couponOperations } from '../coupons/coupons.openapi.js';
import { customerOperations } from '../customers/customers.openapi.js';
import { docsOperations } from '../docs/docs.openapi.js';
import { eventOperations } from '../webhooks/events.openapi.js';
import { paymentPageOperations } from '../payment-page/payment-page.openapi.js';
import { productOperations } from '../products/products.openapi.js';
import { pspOperations } from '../payments/psp.openapi.js';
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
  ...pspOperations,
  ...docsOperations,
} satisfies Record<RouteKey, OperationSpec>;
