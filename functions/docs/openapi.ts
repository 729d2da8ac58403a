import { publicEndpoint } from '../../lib/http/api.js';

/**
 * Generated from the route table and the zod schemas, never stale. The builder (classic zod and
 * every operation's examples) loads on the first request rather than at import: it is most of
 * this function's cold start, and only a reader of the document waits for it.
 */
let body: Promise<string> | undefined;

const render = async (): Promise<string> => {
  const { openApiDocument } = await import('../../lib/openapi/document.js');
  return JSON.stringify(openApiDocument());
};

export const handler = publicEndpoint('GET /v1/openapi.json', async () => {
  // A failed build is not kept: the next request tries again.
  body ??= render().catch((error: unknown) => {
    body = undefined;
    throw error;
  });
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body: await body,
  };
});
