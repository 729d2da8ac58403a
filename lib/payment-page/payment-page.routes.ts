import type { Route } from '../http/route.js';

/**
 * The hosted payment page: public (the token in the path is the payer's only credential), outside
 * `/v1` because it is a page for people, not part of the API. Each route is its own function,
 * like every other route, with only the table access it needs.
 */
export const paymentPageRoutes = {
  page: {
    method: 'GET',
    path: '/pay/{token}',
    handler: 'functions/payment-page/page.ts',
    permission: null,
    tag: 'Payment page',
    tableAccess: 'read',
    countsFailedLookups: true,
    htmlErrors: true,
  },
  status: {
    method: 'GET',
    path: '/pay/{token}/status',
    handler: 'functions/payment-page/status.ts',
    permission: null,
    tag: 'Payment page',
    tableAccess: 'read',
    rateLimit: 'poll',
  },
  coupon: {
    method: 'POST',
    path: '/pay/{token}/coupon',
    handler: 'functions/payment-page/coupon.ts',
    seals: true,
    permission: null,
    tag: 'Payment page',
    tableAccess: 'write',
    rateLimit: 'coupon',
  },
  simulatePayment: {
    method: 'POST',
    path: '/pay/{token}/simulate-payment',
    handler: 'functions/payment-page/simulate-payment.ts',
    permission: null,
    tag: 'Payment page',
    tableAccess: 'write',
    environments: ['test'],
    body: 'action',
    countsFailedLookups: true,
  },
  asset: {
    method: 'GET',
    path: '/pay-assets/{asset}',
    handler: 'functions/payment-page/asset.ts',
    permission: null,
    tag: 'Payment page',
  },
} as const satisfies Record<string, Route>;
