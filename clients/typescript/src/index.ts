export { MerchantPayments, type MerchantPaymentsOptions } from './client.js';
export { Charges } from './resources/charges.js';
export { Checkouts } from './resources/checkouts.js';
export { Coupons } from './resources/coupons.js';
export { Customers } from './resources/customers.js';
export { Events } from './resources/events.js';
export { Products } from './resources/products.js';
export { WebhookEndpoints } from './resources/webhook-endpoints.js';
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
export type * from './resources.js';
export type { components, operations, paths } from './generated/openapi.js';
