import type { Route } from './route.js';

export const couponsRoutes = [
  {
    method: 'POST',
    path: '/v1/coupons',
    handler: 'functions/coupons/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
  {
    method: 'GET',
    path: '/v1/coupons',
    handler: 'functions/coupons/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Coupons',
  },
  {
    method: 'GET',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/get.ts',
    permission: 'READ_ONLY',
    tag: 'Coupons',
  },
  {
    method: 'PUT',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/update.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
  {
    method: 'DELETE',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
] as const satisfies readonly Route[];
