// Generated from openapi/openapi.json by clients/typescript/scripts/generate.ts (the operations that take an API key): do not edit.
// Regenerate with `npm run client:generate` after the API changes.

/** Method and path (relative to the base URL, `/v1`) of each operation that takes an API key. */
export const operations = {
  listCoupons: { method: 'GET', path: '/coupons' },
  createCoupon: { method: 'POST', path: '/coupons' },
  getCoupon: { method: 'GET', path: '/coupons/{id}' },
  updateCoupon: { method: 'PUT', path: '/coupons/{id}' },
  deleteCoupon: { method: 'DELETE', path: '/coupons/{id}' },
  listCustomers: { method: 'GET', path: '/customers' },
  createCustomer: { method: 'POST', path: '/customers' },
  getCustomer: { method: 'GET', path: '/customers/{id}' },
  deleteCustomer: { method: 'DELETE', path: '/customers/{id}' },
  listProducts: { method: 'GET', path: '/products' },
  createProduct: { method: 'POST', path: '/products' },
  getProduct: { method: 'GET', path: '/products/{id}' },
  updateProduct: { method: 'PUT', path: '/products/{id}' },
  deleteProduct: { method: 'DELETE', path: '/products/{id}' },
  listCharges: { method: 'GET', path: '/charges' },
  createCharge: { method: 'POST', path: '/charges' },
  getCharge: { method: 'GET', path: '/charges/{id}' },
  getChargeAmount: { method: 'GET', path: '/charges/{id}/amount' },
  cancelCharge: { method: 'POST', path: '/charges/{id}/cancel' },
  refundCharge: { method: 'POST', path: '/charges/{id}/refund' },
  simulateChargePayment: { method: 'POST', path: '/charges/{id}/simulate-payment' },
  listCheckouts: { method: 'GET', path: '/checkouts' },
  createCheckout: { method: 'POST', path: '/checkouts' },
  getCheckout: { method: 'GET', path: '/checkouts/{id}' },
  cancelCheckout: { method: 'POST', path: '/checkouts/{id}/cancel' },
  listEvents: { method: 'GET', path: '/events' },
  getEvent: { method: 'GET', path: '/events/{id}' },
  redeliverEvent: { method: 'POST', path: '/events/{id}/redeliver' },
  listWebhookEndpoints: { method: 'GET', path: '/webhook-endpoints' },
  createWebhookEndpoint: { method: 'POST', path: '/webhook-endpoints' },
  getWebhookEndpoint: { method: 'GET', path: '/webhook-endpoints/{id}' },
  updateWebhookEndpoint: { method: 'PUT', path: '/webhook-endpoints/{id}' },
  deleteWebhookEndpoint: { method: 'DELETE', path: '/webhook-endpoints/{id}' },
  testWebhookEndpoint: { method: 'POST', path: '/webhook-endpoints/{id}/test' },
  rotateWebhookEndpointSecret: { method: 'POST', path: '/webhook-endpoints/{id}/rotate-secret' },
} as const;

export type OperationId = keyof typeof operations;
