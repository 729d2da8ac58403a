import { readFile } from 'node:fs/promises';
import { publicEndpoint } from '../../lib/http/api.js';
import { docsRoutes } from '../../lib/docs/docs.routes.js';

/**
 * The document, generated from the route table and the schemas, never stale. A deployed bundle
 * carries it rendered at build time (`openapi.json` beside `index.mjs`, written by
 * `lib/api/prerender.ts` with the stage's settings); from the sources (tests, `npm start`) it is
 * built on the first request. The builder's specifier is not a literal, so esbuild leaves the
 * builder (classic zod, every operation's examples) out of the bundle: it would be most of this
 * function's cold start.
 */
let body: Promise<string> | undefined;

/**
 * The source file itself (a URL, not a specifier: every TypeScript loader resolves it alike), and
 * what this handler uses of it. No import names it: lib/api is no function's code.
 */
const BUILDER = '../../lib/api/document.ts';
interface Builder {
  openApiDocument(): unknown;
}

async function render(): Promise<string> {
  try {
    return await readFile(new URL('./openapi.json', import.meta.url), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { openApiDocument } = (await import(new URL(BUILDER, import.meta.url).href)) as Builder;
  return JSON.stringify(openApiDocument());
}

export const handler = publicEndpoint(docsRoutes.openapi, async () => {
  // A failed read or build is not kept: the next request tries again.
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
