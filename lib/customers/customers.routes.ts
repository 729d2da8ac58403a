import type { Route } from '../http/route.js';

export const customerRoutes = {
  create: {
    method: 'POST',
    path: '/v1/customers',
    handler: 'functions/customers/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Customers',
  },
  list: {
    method: 'GET',
    path: '/v1/customers',
    handler: 'functions/customers/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Customers',
  },
  get: {
    method: 'GET',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/get.ts',
    permission: 'READ_ONLY',
    tag: 'Customers',
  },
  delete: {
    method: 'DELETE',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Customers',
  },
} as const satisfies Record<string, Route>;
