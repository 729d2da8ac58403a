import type { Route } from './route.js';

export const eventsRoutes = [
  {
    method: 'GET',
    path: '/v1/events',
    handler: 'functions/events/list.ts',
    permission: 'READ_ONLY',
    summary: 'Lista os eventos dos últimos 30 dias',
    tag: 'Events',
  },
  {
    method: 'GET',
    path: '/v1/events/{id}',
    handler: 'functions/events/get.ts',
    permission: 'READ_ONLY',
    summary: 'Consulta um evento e suas entregas',
    tag: 'Events',
  },
] as const satisfies readonly Route[];
