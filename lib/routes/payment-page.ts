import type { Route } from './route.js';

/**
 * The hosted payment page: public (the token in the path is the payer's only credential), outside
 * `/v1` because it is a page for people, not part of the API. Each route is its own function,
 * like every other route, with only the table access it needs.
 */
export const paymentPageRoutes = [
  {
    method: 'GET',
    path: '/pay/{token}',
    handler: 'functions/payment-page/page.ts',
    permission: null,
    tag: 'Payment page',
    tableAccess: 'read',
    countsFailedLookups: true,
  },
  {
    method: 'GET',
    path: '/pay/{token}/status',
    handler: 'functions/payment-page/status.ts',
    permission: null,
    tag: 'Payment page',
    tableAccess: 'read',
    rateLimit: 'poll',
  },
  {
    method: 'POST',
    path: '/pay/{token}/coupon',
    handler: 'functions/payment-page/coupon.ts',
    seals: true,
    permission: null,
    tag: 'Payment page',
    tableAccess: 'write',
    rateLimit: 'coupon',
  },
  {
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
  {
    method: 'GET',
    path: '/pay-assets/{asset}',
    handler: 'functions/payment-page/asset.ts',
    permission: null,
    tag: 'Payment page',
  },
] as const satisfies readonly Route[];
