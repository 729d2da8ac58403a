import type { Route } from './route.js';

export const customersRoutes = [
  {
    method: 'POST',
    path: '/v1/customers',
    handler: 'functions/customers/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um cliente (ou devolve o cliente que já tem o documento)',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handler: 'functions/customers/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista e filtra os clientes',
    tag: 'Customers',
  },
  {
    method: 'GET',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um cliente',
    tag: 'Customers',
  },
  {
    method: 'DELETE',
    path: '/v1/customers/{id}',
    handler: 'functions/customers/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um cliente',
    tag: 'Customers',
  },
] as const satisfies readonly Route[];
