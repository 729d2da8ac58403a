/**
 * The client's public types, each read from the generated OpenAPI types by operation, so a field the
 * API adds, renames or removes reaches them at the next `npm run client:generate`.
 */
import type { components, operations as Operations } from './generated/openapi.js';
import type { OperationId } from './generated/operations.js';

type Operation<Id extends OperationId> = Operations[Id];

type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** The success envelope of an operation (its 200, 201 or 202 answer); `never` when it answers 204. */
type SuccessEnvelope<Id extends OperationId> = {
  [Status in keyof Operation<Id>['responses']]: Status extends 200 | 201 | 202
    ? JsonContent<Operation<Id>['responses'][Status]>
    : never;
}[keyof Operation<Id>['responses']];

/** What an operation's call resolves to: the envelope's `data`, or `void` for a 204. */
export type ResponseData<Id extends OperationId> = [SuccessEnvelope<Id>] extends [never]
  ? void
  : SuccessEnvelope<Id> extends { data: infer Data }
    ? Data
    : never;

/** An operation's JSON body; `never` when it takes none. */
export type RequestBody<Id extends OperationId> = JsonContent<NonNullable<Operation<Id>['requestBody']>>;

/** An operation's query parameters; `never` when it takes none. */
export type QueryParams<Id extends OperationId> = NonNullable<Operation<Id>['parameters']['query']>;

/** What a list walk takes: the filters and the page size; the walk itself sets `page` and `cursor`. */
export type ListParams<Id extends OperationId> = Omit<QueryParams<Id>, 'page' | 'cursor'>;

/** One item of a list operation's pages. */
export type ListItem<Id extends OperationId> =
  ResponseData<Id> extends { content: (infer Item)[] } ? Item : never;

export type PageMetadata = components['schemas']['PageMetadata'];
export type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];
/** The stable English name of an error's cause (`error.code`); see docs/error-codes.md. */
export type ErrorCode = ErrorBody['code'];

export type Coupon = ResponseData<'getCoupon'>;
export type CouponCreateParams = RequestBody<'createCoupon'>;
export type CouponUpdateParams = RequestBody<'updateCoupon'>;
export type CouponListParams = ListParams<'listCoupons'>;

export type Customer = ResponseData<'getCustomer'>;
export type CustomerCreateParams = RequestBody<'createCustomer'>;
export type CustomerListParams = ListParams<'listCustomers'>;

export type Product = ResponseData<'getProduct'>;
export type ProductCreateParams = RequestBody<'createProduct'>;
export type ProductUpdateParams = RequestBody<'updateProduct'>;
export type ProductListParams = ListParams<'listProducts'>;

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

/** A checkout as create, retrieve and cancel return it, with `pix.qrCode`. */
export type Checkout = ResponseData<'getCheckout'>;
/** A checkout as lists and events show it: without `pix.qrCode`. */
export type CheckoutListItem = ListItem<'listCheckouts'>;
export type CheckoutCreateParams = RequestBody<'createCheckout'>;
export type CheckoutListParams = ListParams<'listCheckouts'>;

/** A subscription as create, retrieve and the actions return it, with `authorization.qrCode`. */
export type Subscription = ResponseData<'getSubscription'>;
/** A subscription as lists and events show it: without `authorization.qrCode`. */
export type SubscriptionListItem = ListItem<'listSubscriptions'>;
export type SubscriptionCreateParams = RequestBody<'createSubscription'>;
export type SubscriptionListParams = ListParams<'listSubscriptions'>;
/** One due date of a subscription: its debit attempts and outcome. */
export type SubscriptionCycle = ListItem<'listSubscriptionCycles'>;
export type SubscriptionCyclesParams = ListParams<'listSubscriptionCycles'>;
/** `{ outcome: 'APPROVED' | 'REJECTED' }` (test only). */
export type SubscriptionSimulateAuthorizationParams = RequestBody<'simulateSubscriptionAuthorization'>;
/** `{ outcome: 'PAID' | 'FAILED' }` (test only). */
export type SubscriptionSimulateNextCycleParams = RequestBody<'simulateSubscriptionNextCycle'>;

/** An event with its deliveries, as `events.retrieve` returns it. */
export type EventWithDeliveries = ResponseData<'getEvent'>;
export type EventListItem = ListItem<'listEvents'>;
export type EventListParams = ListParams<'listEvents'>;
export type EventType = EventListItem['type'];

/** A webhook endpoint as create returns it: with its `secret`, shown only then. */
export type CreatedWebhookEndpoint = ResponseData<'createWebhookEndpoint'>;
export type WebhookEndpoint = ResponseData<'getWebhookEndpoint'>;
export type WebhookEndpointCreateParams = RequestBody<'createWebhookEndpoint'>;
export type WebhookEndpointUpdateParams = RequestBody<'updateWebhookEndpoint'>;
export type WebhookEndpointListParams = ListParams<'listWebhookEndpoints'>;
/** `{ expiresIn }`: how long the old secret keeps signing beside the new one (seconds). */
export type WebhookEndpointRotateSecretParams = RequestBody<'rotateWebhookEndpointSecret'>;
/** A webhook endpoint as `rotateSecret` returns it: with its new `secret`, shown only then. */
export type RotatedWebhookEndpoint = ResponseData<'rotateWebhookEndpointSecret'>;
/** An event and its deliveries after `events.redeliver`, with how many were `redelivered`. */
export type RedeliveredEvent = ResponseData<'redeliverEvent'>;

export type LedgerEntry = ListItem<'listLedgerEntries'>;
export type LedgerListParams = ListParams<'listLedgerEntries'>;
export type LedgerSummary = ResponseData<'getLedgerSummary'>;
export type LedgerSummaryParams = QueryParams<'getLedgerSummary'>;
export type LedgerExportParams = Omit<QueryParams<'exportLedger'>, 'cursor'>;
export type LedgerSimulateIncomingPixParams = RequestBody<'simulateIncomingPix'>;
export type Balance = ResponseData<'getBalance'>;
/** A day's reconciliation with the PSP, with its items (money in reais). */
export type Reconciliation = ResponseData<'getReconciliation'>;
export type ReconciliationListParams = ListParams<'listReconciliations'>;

/** A payout of the available balance to the merchant's payout key. */
export type Payout = ResponseData<'getPayout'>;
export type DashboardSession = ResponseData<'createDashboardSession'>;
/** `{ amount }` in cents; all that is available when absent. */
export type PayoutCreateParams = RequestBody<'createPayout'>;
export type PayoutListParams = ListParams<'listPayouts'>;
/** `{ outcome: 'PAID' | 'FAILED' }` (test only). */
export type PayoutSimulateParams = RequestBody<'simulatePayout'>;

/** The merchant's own PSP connection as shown: mode, PSP, certificate, status; never a secret. */
export type PixConnectionView = ResponseData<'getPixConnection'>;
/** What the merchant's PSP issued it; PEM files as base64 of their bytes. */
export type PixConnectionSetParams = RequestBody<'putPixConnection'>;
