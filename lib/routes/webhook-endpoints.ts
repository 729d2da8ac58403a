import type { Route } from './route.js';

export const webhookEndpointsRoutes = [
  {
    method: 'POST',
    path: '/v1/webhook-endpoints',
    handler: 'functions/webhook-endpoints/create.ts',
    permission: 'FULL_ACCESS',
    summary: 'Cria um endpoint de webhook',
    tag: 'Webhooks',
  },
  {
    method: 'GET',
    path: '/v1/webhook-endpoints',
    handler: 'functions/webhook-endpoints/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista os endpoints de webhook',
    tag: 'Webhooks',
  },
  {
    method: 'GET',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um endpoint de webhook',
    tag: 'Webhooks',
  },
  {
    method: 'PUT',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/update.ts',
    permission: 'FULL_ACCESS',
    summary: 'Atualiza um endpoint de webhook',
    tag: 'Webhooks',
  },
  {
    method: 'DELETE',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/delete.ts',
    permission: 'FULL_ACCESS',
    summary: 'Remove um endpoint de webhook',
    tag: 'Webhooks',
  },
  {
    method: 'POST',
    path: '/v1/webhook-endpoints/{id}/rotate-secret',
    handler: 'functions/webhook-endpoints/rotate-secret.ts',
    permission: 'FULL_ACCESS',
    summary: 'Troca o segredo de um endpoint de webhook',
    tag: 'Webhooks',
    body: 'action',
  },
] as const satisfies readonly Route[];
