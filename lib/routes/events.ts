import type { Route } from './route.js';

export const eventsRoutes = [
  {
    method: 'GET',
    path: '/v1/events',
    handler: 'functions/events/list.ts',
    seals: true,
    permission: 'READ_ONLY',
    tag: 'Events',
  },
  {
    method: 'GET',
    path: '/v1/events/{id}',
    handler: 'functions/events/get.ts',
    permission: 'READ_ONLY',
    tag: 'Events',
  },
  {
    method: 'POST',
    path: '/v1/events/{id}/redeliver',
    handler: 'functions/events/redeliver.ts',
    permission: 'FULL_ACCESS',
    tag: 'Events',
    body: 'action',
  },
] as const satisfies readonly Route[];
