import type { Route } from './route.js';

export const checkoutsRoutes = [
  {
    method: 'POST',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um checkout (página de pagamento hospedada)',
    tag: 'Checkouts',
  },
  {
    method: 'GET',
    path: '/v1/checkouts',
    handler: 'functions/checkouts/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista e filtra os checkouts',
    tag: 'Checkouts',
  },
  {
    method: 'GET',
    path: '/v1/checkouts/{id}',
    handler: 'functions/checkouts/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um checkout',
    tag: 'Checkouts',
  },
  {
    method: 'POST',
    path: '/v1/checkouts/{id}/cancel',
    handler: 'functions/checkouts/cancel.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cancela um checkout aberto (e a sua cobrança)',
    tag: 'Checkouts',
    body: 'action',
  },
] as const satisfies readonly Route[];
