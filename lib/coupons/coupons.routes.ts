import type { Route } from '../http/route.js';

export const couponRoutes = {
  create: {
    method: 'POST',
    path: '/v1/coupons',
    handler: 'functions/coupons/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
  list: {
    method: 'GET',
    path: '/v1/coupons',
    handler: 'functions/coupons/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Coupons',
  },
  get: {
    method: 'GET',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/get.ts',
    permission: 'READ_ONLY',
    tag: 'Coupons',
  },
  update: {
    method: 'PUT',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/update.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
  delete: {
    method: 'DELETE',
    path: '/v1/coupons/{id}',
    handler: 'functions/coupons/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Coupons',
  },
} as const satisfies Record<string, Route>;
