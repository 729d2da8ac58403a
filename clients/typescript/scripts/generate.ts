/**
 * `npm run client:generate`: writes the client's generated sources from the API's OpenAPI document
 * (openapi/openapi.json at the repository root):
 * - src/generated/openapi.ts, every path, operation and schema as types, by openapi-typescript;
 * - src/generated/operations.ts, the method and path of each operation that takes an API key, by
 *   operationId, so the client's methods name operations and never spell a path.
 * `--check` writes nothing and fails when either committed file differs from a fresh generation: CI
 * runs it, so a route or field the API gains fails until the client is regenerated.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import * as z from 'zod';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(PACKAGE, '../..');
const SOURCE = 'openapi/openapi.json';
const TYPES_FILE = 'src/generated/openapi.ts';
const OPERATIONS_FILE = 'src/generated/operations.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const operationSchema = z.object({
  operationId: z.string().regex(/^[A-Za-z]\w*$/),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
const documentSchema = z.object({
  security: z.array(z.record(z.string(), z.array(z.string()))).default([]),
  paths: z.record(
    z.string(),
    z.looseObject(Object.fromEntries(METHODS.map((method) => [method, operationSchema.optional()]))),
  ),
});

const header = (what: string) =>
  [
    `// Generated from ${SOURCE} by clients/typescript/scripts/generate.ts (${what}): do not edit.`,
    '// Regenerate with `npm run client:generate` after the API changes.',
    '',
  ].join('\n');

/** The operations a key may call: those whose `security` is not the empty list of a public route. */
function keyedOperations(document: z.output<typeof documentSchema>) {
  const operations: { id: string; method: string; path: string }[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = methods[method] as z.output<typeof operationSchema> | undefined;
      if (!operation) continue;
      const security = operation.security ?? document.security;
      if (security.length === 0) continue;
      operations.push({ id: operation.operationId, method: method.toUpperCase(), path: route });
    }
  }
  return operations;
}

async function render(): Promise<Record<string, string>> {
  const text = await readFile(path.join(ROOT, SOURCE), 'utf8');
  const raw: unknown = JSON.parse(text);
  const types = header('openapi-typescript') + astToString(await openapiTS(text));
  const operations = keyedOperations(documentSchema.parse(raw));
  const table = [
    header('the operations that take an API key'),
    '/** Method and path (relative to the base URL, `/v1`) of each operation that takes an API key. */',
    'export const operations = {',
    ...operations.map(
      ({ id, method, path: route }) =>
        `  ${id}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(route)} },`,
    ),
    '} as const;',
    '',
    'export type OperationId = keyof typeof operations;',
    '',
  ].join('\n');
  const files: Record<string, string> = { [TYPES_FILE]: types, [OPERATIONS_FILE]: table };
  for (const [file, source] of Object.entries(files)) {
    const filepath = path.join(PACKAGE, file);
    const options = (await resolveConfig(filepath)) ?? {};
    files[file] = await format(source, { ...options, filepath });
  }
  return files;
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const fresh = await render();
if (values.check) {
  const stale: string[] = [];
  for (const [file, source] of Object.entries(fresh)) {
    const committed = await readFile(path.join(PACKAGE, file), 'utf8').catch(() => '');
    if (committed !== source) stale.push(`clients/typescript/${file}`);
  }
  if (stale.length) {
    console.error(
      `${stale.join(' and ')} out of date with ${SOURCE}: run \`npm run client:generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`The TypeScript client's generated sources are up to date with ${SOURCE}.`);
} else {
  for (const [file, source] of Object.entries(fresh)) {
    await writeFile(path.join(PACKAGE, file), source);
    console.log(`Wrote clients/typescript/${file}.`);
  }
}
