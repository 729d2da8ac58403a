import type { Route } from './route.js';

export const productsRoutes = [
  {
    method: 'POST',
    path: '/v1/products',
    handler: 'functions/products/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um produto',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products',
    handler: 'functions/products/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista os produtos',
    tag: 'Products',
  },
  {
    method: 'GET',
    path: '/v1/products/{id}',
    handler: 'functions/products/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um produto',
    tag: 'Products',
  },
  {
    method: 'PUT',
    path: '/v1/products/{id}',
    handler: 'functions/products/update.ts',
    permission: 'FULL_ACCESS',
    summary: 'Atualiza um produto',
    tag: 'Products',
  },
  {
    method: 'DELETE',
    path: '/v1/products/{id}',
    handler: 'functions/products/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um produto',
    tag: 'Products',
  },
] as const satisfies readonly Route[];
