import type { Route } from '../http/route.js';

/** A merchant's own PSP account (`OWN_ACCOUNT`): connect, read, disconnect. */
export const pixConnectionRoutes = {
  put: {
    method: 'PUT',
    path: '/v1/pix-connection',
    handler: 'functions/pix-connection/put.ts',
    permission: 'FULL_ACCESS',
    tag: 'Pix connection',
  },
  get: {
    method: 'GET',
    path: '/v1/pix-connection',
    handler: 'functions/pix-connection/get.ts',
    permission: 'READ_ONLY',
    tag: 'Pix connection',
  },
  remove: {
    method: 'DELETE',
    path: '/v1/pix-connection',
    handler: 'functions/pix-connection/delete.ts',
    permission: 'FULL_ACCESS',
    tag: 'Pix connection',
  },
} as const satisfies Record<string, Route>;
