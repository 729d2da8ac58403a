import { publicEndpoint } from '../../lib/http/api.js';
import { DOCS_CSP, DOCS_HTML } from '../../lib/docs/page.js';
import { docsRoutes } from '../../lib/docs/docs.routes.js';

export const handler = publicEndpoint(docsRoutes.page, async () => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=300',
    'content-security-policy': DOCS_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  },
  body: DOCS_HTML,
}));
