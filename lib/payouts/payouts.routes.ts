import type { Route } from '../http/route.js';

export const payoutRoutes = {
  create: {
    method: 'POST',
    path: '/v1/payouts',
    handler: 'functions/payouts/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Payouts',
    body: 'action',
  },
  list: {
    method: 'GET',
    path: '/v1/payouts',
    handler: 'functions/payouts/list.ts',
    permission: 'READ_ONLY',
    tag: 'Payouts',
    seals: true,
  },
  get: {
    method: 'GET',
    path: '/v1/payouts/{id}',
    handler: 'functions/payouts/get.ts',
    permission: 'READ_ONLY',
    tag: 'Payouts',
  },
  simulate: {
    method: 'POST',
    path: '/v1/payouts/{id}/simulate',
    handler: 'functions/payouts/simulate.ts',
    permission: 'FULL_ACCESS',
    tag: 'Payouts',
    environments: ['test'],
  },
} as const satisfies Record<string, Route>;
