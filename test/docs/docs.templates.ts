import type { Template } from '../security/support/templates.js';

export const docsTemplates: Record<string, Template> = {
  'GET /v1/openapi.json': () => ({ path: '/v1/openapi.json', success: 200, kind: 'json' }),
  'GET /v1/docs': () => ({ path: '/v1/docs', success: 200, kind: 'html' }),
  'GET /v1/docs/{asset}': () => ({ path: '/v1/docs/swagger-ui.css', success: 200, kind: 'asset' }),
};
