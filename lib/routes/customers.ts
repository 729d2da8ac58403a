import type { Route } from './route.js';

export const customersRoutes = [
  {
    method: 'POST',
    path: '/v1/customers',
    handler: 'functions/customers/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handler: 'functions/customers/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/get.ts',
    permission: 'READ_ONLY',
    tag: 'Customers',
  },
  {
    method: 'DELETE',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Customers',
  },
] as const satisfies readonly Route[];
