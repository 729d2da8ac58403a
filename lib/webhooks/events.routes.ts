import type { Route } from '../http/route.js';

export const eventRoutes = {
  list: {
    method: 'GET',
    path: '/v1/events',
    handler: 'functions/events/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Events',
  },
  get: {
    method: 'GET',
    path: '/v1/events/{id}',
    handler: 'functions/events/get.ts',
    permission: 'READ_ONLY',
    tag: 'Events',
  },
  redeliver: {
    method: 'POST',
    path: '/v1/events/{id}/redeliver',
    handler: 'functions/events/redeliver.ts',
    permission: 'FULL_ACCESS',
    tag: 'Events',
    body: 'action',
  },
} as const satisfies Record<string, Route>;
