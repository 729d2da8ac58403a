/**
 * The Swagger UI files the reference page loads, served by the API itself so the page needs no
 * other host. Its row lists them (`assets` of `GET /v1/docs/{asset}`): the stack copies
 * them next to the function's bundle, and under `npm start` and the tests they are read from
 * node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { docsRoutes } from './docs.routes.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** `swagger-ui.css` -> `swagger-ui-dist/swagger-ui.css`, for the files the route's row lists. */
export const ASSET_FILES: ReadonlyMap<string, string> = new Map(
  docsRoutes.asset.assets.map((file) => [path.basename(file), file]),
);

export interface Asset {
  contentType: string;
  body: Buffer;
  /** The same bytes, gzip-compressed once, for clients that accept it. */
  gzipped: Buffer;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function locate(file: string): string {
  // In the Lambda bundle the file sits next to index.mjs (copied at bundling time).
  const beside = path.join(here, path.basename(file));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(file);
}

const loaded = new Map<string, Asset>();

/** The asset of that name, or undefined for a name the route does not serve. */
export function docsAsset(name: string): Asset | undefined {
  const file = ASSET_FILES.get(name);
  if (file === undefined) return undefined;
  let asset = loaded.get(name);
  if (!asset) {
    const body = readFileSync(locate(file));
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) throw new Error(`no content type for ${name}`);
    asset = { contentType, body, gzipped: gzipSync(body, { level: 9 }) };
    loaded.set(name, asset);
  }
  return asset;
}
