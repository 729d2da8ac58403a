/**
 * Route -> contract: for every row of the route table, the schemas its handler parses and
 * returns, with descriptions and examples. The type (`Record<RouteKey, …>`) makes a route
 * without an entry a compile error, and `test/openapi` checks it again at run time, so a new
 * route cannot go undocumented. Which error statuses a route can give is derived from the route
 * itself in `document.ts`; entries here only add the examples of their own 400/404/422 causes.
 *
 * Each area keeps its entries in `operations/<area>.ts`, beside its routes in `http/routes/<area>.ts`.
 */
import type { RouteKey } from '../routes/table.js';
import { chargeOperations } from './operations/charges.js';
import { checkoutOperations } from './operations/checkouts.js';
import { couponOperations } from './operations/coupons.js';
import { customerOperations } from './operations/customers.js';
import { docsOperations } from './operations/docs.js';
import { eventOperations } from './operations/events.js';
import { paymentPageOperations } from './operations/payment-page.js';
import { productOperations } from './operations/products.js';
import { pspOperations } from './operations/psp.js';
import type { OperationSpec } from './operations/shared.js';
import { subscriptionOperations } from './operations/subscriptions.js';
import { webhookEndpointOperations } from './operations/webhook-endpoints.js';

export type { JsonBody, JsonSchema, OperationSpec, Parameter, RequestBody } from './operations/shared.js';

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
