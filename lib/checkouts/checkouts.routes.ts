import type { Route } from '../http/route.js';

export const checkoutRoutes = {
  create: {
    method: 'POST',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/create.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Checkouts',
  },
  list: {
    method: 'GET',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Checkouts',
  },
  get: {
    method: 'GET',
    path: '/v1/checkouts/{id}',
    handler: 'functions/checkouts/get.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Checkouts',
  },
  cancel: {
    method: 'POST',
    path: '/v1/checkouts/{id}/cancel',
    handler: 'functions/checkouts/cancel.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Checkouts',
    body: 'action',
  },
} as const satisfies Record<string, Route>;
