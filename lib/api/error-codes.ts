/**
 * The error catalogue: every `error.code` (and `fields[].code`) the API answers with, and what it
 * means, gathered from the shared codes (`lib/error-codes.ts`) and each area's
 * `lib/<area>/<area>.errors.ts`. The OpenAPI document and docs/error-codes.md list it, one group
 * per heading, in this order.
 */
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
  type ErrorCode,
} from '../error-codes.js';
import { productErrorCodes } from '../products/products.errors.js';
import { subscriptionErrorCodes } from '../subscriptions/subscriptions.errors.js';
import { webhookErrorCodes } from '../webhooks/webhooks.errors.js';

export interface ErrorCodeGroup {
  /** The group's heading in docs/error-codes.md. */
  title: string;
  codes: Readonly<Record<string, string>>;
}

/** The groups, each a heading of docs/error-codes.md; a new area adds its group here. */
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
  { title: 'Idempotency', codes: idempotencyErrorCodes },
  { title: 'PSP (live Pix)', codes: pspErrorCodes },
] as const satisfies readonly ErrorCodeGroup[];

type Codes<Group> = Group extends { codes: infer C } ? keyof C : never;
type AllListed = Codes<(typeof errorCodeGroups)[number]>;

/** Every code with its meaning, in the groups' order. */
export const errorCodes = Object.assign({}, ...errorCodeGroups.map((group) => group.codes)) as Readonly<
  Record<AllListed, string>
>;

/**
 * Compiles only when `A` and `B` are the same set of codes: the groups list exactly the codes
 * `ApiError` takes, so an errors file left out of the groups (or a code in a group that no errors
 * file declares) fails here.
 */
const sameCodes = <A, B>(same: [A] extends [B] ? ([B] extends [A] ? true : never) : never) => same;
sameCodes<AllListed, ErrorCode>(true);
