import type { Route } from './route.js';

export const productsRoutes = [
  {
    method: 'POST',
    path: '/v1/products',
    handler: 'functions/products/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products',
    handler: 'functions/products/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products/{id}',
    handler: 'functions/products/get.ts',
    permission: 'READ_ONLY',
    tag: 'Products',
  },
  {
    method: 'PUT',
    path: '/v1/products/{id}',
    handler: 'functions/products/update.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
  {
    method: 'DELETE',
    path: '/v1/products/{id}',
    handler: 'functions/products/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
] as const satisfies readonly Route[];
