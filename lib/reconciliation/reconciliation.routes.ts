import type { Route } from '../http/route.js';

export const reconciliationRoutes = {
  list: {
    method: 'GET',
    path: '/v1/reconciliations',
    handler: 'functions/reconciliations/list.ts',
    permission: 'READ_ONLY',
    tag: 'Reconciliations',
    seals: true,
  },
  retrieve: {
    method: 'GET',
    path: '/v1/reconciliations/{date}',
    handler: 'functions/reconciliations/retrieve.ts',
    permission: 'READ_ONLY',
    tag: 'Reconciliations',
  },
  run: {
    method: 'POST',
    path: '/v1/reconciliations/{date}/run',
    handler: 'functions/reconciliations/run.ts',
    permission: 'FULL_ACCESS',
    tag: 'Reconciliations',
    body: 'action',
  },
} as const satisfies Record<string, Route>;
