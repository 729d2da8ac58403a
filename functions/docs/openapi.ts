import { publicEndpoint } from '../../lib/http/api.js';
import { openApiDocument } from '../../lib/openapi/document.js';

/** Generated from the route table and the zod schemas when the function starts, never stale. */
let body: string | undefined;

export const handler = publicEndpoint('GET /v1/openapi.json', async () => {
  body ??= JSON.stringify(openApiDocument());
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body,
  };
});
