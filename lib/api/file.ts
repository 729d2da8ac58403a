/**
 * The committed copy of the document (`npm run openapi` writes it; a test and
 * `npm run openapi:lint` fail when it differs from a fresh generation). For scripts and tests
 * only: it formats with Prettier, a devDependency.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './document.js';

export const OPENAPI_FILE = 'openapi/openapi.json';
export const OPENAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', OPENAPI_FILE);

/** The document as the repository keeps it: JSON formatted by the project's Prettier settings. */
export async function renderOpenApiFile(): Promise<string> {
  const options = (await resolveConfig(OPENAPI_PATH)) ?? {};
  return format(JSON.stringify(buildOpenApiDocument()), { ...options, filepath: OPENAPI_PATH });
}
