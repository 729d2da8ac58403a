/**
 * The OpenAPI document rendered at build time, beside the bundle of the function that serves it
 * (a route with `prerender: 'openapi'`): building it loads classic zod and every operation's
 * examples, most of that function's cold start otherwise. The stack, `npm start -- --bundled` and
 * the bench all write it through here, with the settings the function will run with.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { buildOpenApiDocument } from './document.js';

/** The file's name beside `index.mjs`; `functions/docs/openapi.ts` reads it. */
export const PRERENDERED_DOCUMENT = 'openapi.json';

/** Writes the document for `settings` into `dir`; returns the file's path. */
export function writeOpenApiDocument(
  dir: string,
  {
    keyPrefix,
    businessTimeZone,
    environment,
  }: Pick<Config, 'keyPrefix' | 'businessTimeZone' | 'environment'>,
): string {
  const file = join(dir, PRERENDERED_DOCUMENT);
  writeFileSync(file, JSON.stringify(buildOpenApiDocument({ keyPrefix, businessTimeZone, environment })));
  return file;
}
