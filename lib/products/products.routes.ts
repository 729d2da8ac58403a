import type { Route } from '../http/route.js';

export const productRoutes = {
  create: {
    method: 'POST',
    path: '/v1/products',
    handler: 'functions/products/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
  list: {
    method: 'GET',
    path: '/v1/products',
    handler: 'functions/products/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Products',
  },
  get: {
    method: 'GET',
    path: '/v1/products/{id}',
    handler: 'functions/products/get.ts',
    permission: 'READ_ONLY',
    tag: 'Products',
  },
  update: {
    method: 'PUT',
    path: '/v1/products/{id}',
    handler: 'functions/products/update.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
  delete: {
    method: 'DELETE',
    path: '/v1/products/{id}',
    handler: 'functions/products/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Products',
  },
} as const satisfies Record<string, Route>;
