import type { Route } from './route.js';

export const checkoutsRoutes = [
  {
    method: 'POST',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/create.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Checkouts',
  },
  {
    method: 'GET',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Checkouts',
  },
  {
    method: 'GET',
    path: '/v1/checkouts/{id}',
    handler: 'functions/checkouts/get.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Checkouts',
  },
  {
    method: 'POST',
    path: '/v1/checkouts/{id}/cancel',
    handler: 'functions/checkouts/cancel.ts',
    seals: true,
    permission: 'FULL_ACCESS',
    tag: 'Checkouts',
    body: 'action',
  },
] as const satisfies readonly Route[];
