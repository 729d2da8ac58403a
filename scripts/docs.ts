/**
 * `tsx scripts/docs.ts`: writes docs/error-codes.md, generated from the error catalogue
 * (`errorCodeGroups` in lib/api/error-codes.ts: the shared codes of lib/error-codes.ts and each
 * area's lib/<area>/<area>.errors.ts), one table per group.
 * `tsx scripts/docs.ts --check` writes nothing and fails when the committed file differs from a
 * fresh generation.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { errorCodeGroups } from '../lib/api/error-codes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_FILE = 'lib/api/error-codes.ts';
const DOCS_FILE = 'docs/error-codes.md';
const DOCS_PATH = path.join(ROOT, DOCS_FILE);

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

async function render(): Promise<string> {
  const lines = [
    `<!-- Generated from ${SOURCE_FILE} by scripts/docs.ts: do not edit. Regenerate with \`npm run docs\`. -->`,
    '',
    '# Error codes',
    '',
    'A failed request answers `{"data": null, "success": false, "error": {…}}`. `error.code` names the',
    'cause; for a 422 `invalid_request`, `error.fields[]` lists every invalid field, each with its own `code`.',
    'Codes are stable English names: branch on them, never on the Portuguese `message`. A new cause gets a',
    "new code and an existing code never changes meaning. The descriptions below are the catalogue's",
    `(\`${SOURCE_FILE}\`, in Portuguese like the API's messages), with the HTTP status in parentheses;`,
    'field codes have none of their own: they appear in `fields[]` of the answer. The OpenAPI document',
    '(`GET /v1/openapi.json`) lists the same codes.',
  ];
  for (const group of errorCodeGroups) {
    lines.push('', `## ${group.title}`, '', '| Code | Meaning |', '| --- | --- |');
    for (const [code, meaning] of Object.entries(group.codes))
      lines.push(`| \`${code}\` | ${cell(meaning)} |`);
  }
  const options = (await resolveConfig(DOCS_PATH)) ?? {};
  return format(`${lines.join('\n')}\n`, { ...options, filepath: DOCS_PATH });
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const fresh = await render();
if (values.check) {
  const committed = await readFile(DOCS_PATH, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(
      `${DOCS_FILE} is out of date with ${SOURCE_FILE}: run \`npm run docs\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${DOCS_FILE} is up to date.`);
} else {
  await mkdir(path.dirname(DOCS_PATH), { recursive: true });
  await writeFile(DOCS_PATH, fresh);
  console.log(`Wrote ${DOCS_FILE}.`);
}
