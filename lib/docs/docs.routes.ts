import type { Route } from '../http/route.js';

/** Public: the API's own reference, readable without a key. */
export const docsRoutes = {
  openapi: {
    method: 'GET',
    path: '/v1/openapi.json',
    handler: 'functions/docs/openapi.ts',
    permission: null,
    tag: 'Documentation',
    prerender: 'openapi',
  },
  page: {
    method: 'GET',
    path: '/v1/docs',
    handler: 'functions/docs/page.ts',
    permission: null,
    tag: 'Documentation',
  },
  asset: {
    method: 'GET',
    path: '/v1/docs/{asset}',
    handler: 'functions/docs/asset.ts',
    permission: null,
    tag: 'Documentation',
    assets: ['swagger-ui-dist/swagger-ui-bundle.js', 'swagger-ui-dist/swagger-ui.css'],
  },
} as const satisfies Record<string, Route>;
