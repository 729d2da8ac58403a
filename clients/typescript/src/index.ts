export {
  MerchantPayments,
  Charges,
  Checkouts,
  Coupons,
  Customers,
  Events,
  Products,
  WebhookEndpoints,
  type MerchantPaymentsOptions,
} from './client.js';
export { ApiConnectionError, ApiError, MerchantPaymentsError, WebhookVerificationError } from './errors.js';
export { DEFAULT_BASE_URL, type RequestOptions, type RetryInfo } from './http.js';
export { AutoPagingList, type Page } from './list.js';
export { toCents } from './money.js';
export {
  verifyWebhook,
  Webhooks,
  type EventData,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks.js';
export type * from './types.js';
export type { components, operations, paths } from './generated/openapi.js';
