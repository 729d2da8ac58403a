/**
 * `npm run openapi`: writes the OpenAPI 3.1 document, generated from the route table and the zod
 * schemas, to openapi/openapi.json. `npm run openapi -- --check` writes nothing and fails when the
 * committed file differs from a fresh generation.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPENAPI_FILE, OPENAPI_PATH, renderOpenApiFile } from '../lib/api/file.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const fresh = await renderOpenApiFile();
if (values.check) {
  const committed = await readFile(OPENAPI_PATH, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(`${OPENAPI_FILE} is out of date: run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${OPENAPI_FILE} is up to date.`);
} else {
  await mkdir(path.dirname(OPENAPI_PATH), { recursive: true });
  await writeFile(OPENAPI_PATH, fresh);
  console.log(`Wrote ${OPENAPI_FILE}.`);
}
