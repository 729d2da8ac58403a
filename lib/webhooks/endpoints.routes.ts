import type { Route } from '../http/route.js';

export const webhookEndpointRoutes = {
  create: {
    method: 'POST',
    path: '/v1/webhook-endpoints',
    handler: 'functions/webhook-endpoints/create.ts',
    permission: 'FULL_ACCESS',
    tag: 'Webhooks',
  },
  list: {
    method: 'GET',
    path: '/v1/webhook-endpoints',
    handler: 'functions/webhook-endpoints/list.ts',
    permission: 'READ_ONLY',
    tag: 'Webhooks',
  },
  get: {
    method: 'GET',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/get.ts',
    permission: 'READ_ONLY',
    tag: 'Webhooks',
  },
  update: {
    method: 'PUT',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/update.ts',
    permission: 'FULL_ACCESS',
    tag: 'Webhooks',
  },
  delete: {
    method: 'DELETE',
    path: '/v1/webhook-endpoints/{id}',
    handler: 'functions/webhook-endpoints/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Webhooks',
  },
  test: {
    method: 'POST',
    path: '/v1/webhook-endpoints/{id}/test',
    handler: 'functions/webhook-endpoints/test.ts',
    permission: 'FULL_ACCESS',
    tag: 'Webhooks',
    body: 'action',
  },
  rotateSecret: {
    method: 'POST',
    path: '/v1/webhook-endpoints/{id}/rotate-secret',
    handler: 'functions/webhook-endpoints/rotate-secret.ts',
    permission: 'FULL_ACCESS',
    tag: 'Webhooks',
    body: 'action',
  },
} as const satisfies Record<string, Route>;
