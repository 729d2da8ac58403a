/**
 * `tsx scripts/docs.ts`: writes docs/error-codes.md, generated from `errorCodes` in
 * lib/error-codes.ts, one table per group of codes (the `// Group` comments of that object).
 * `tsx scripts/docs.ts --check` writes nothing and fails when the committed file differs from a
 * fresh generation.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { errorCodes } from '../lib/error-codes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_FILE = 'lib/error-codes.ts';
const DOCS_FILE = 'docs/error-codes.md';
const DOCS_PATH = path.join(ROOT, DOCS_FILE);

interface Group {
  title: string;
  codes: string[];
}

/** The codes in source order, grouped by the line comment that precedes the first code of each group. */
function groupsOf(source: string): Group[] {
  const file = ts.createSourceFile(SOURCE_FILE, source, ts.ScriptTarget.Latest, true);
  let literal: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'errorCodes') {
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) literal = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!literal) throw new Error(`${SOURCE_FILE}: no \`export const errorCodes = { … }\` object found`);

  const groups: Group[] = [];
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || !property.name)
      throw new Error(`${SOURCE_FILE}: unexpected member \`${property.getText(file)}\` in errorCodes`);
    const comments = ts.getLeadingCommentRanges(source, property.pos) ?? [];
    const heading = comments
      .filter((range) => range.kind === ts.SyntaxKind.SingleLineCommentTrivia)
      .map((range) => source.slice(range.pos + 2, range.end).trim())
      .at(-1);
    if (heading !== undefined || groups.length === 0)
      // "Charges (add below)" is a note to whoever adds a code, not part of the group's name.
      groups.push({ title: (heading ?? 'Codes').replace(/\s*\(add below\)\s*$/, ''), codes: [] });
    const name = property.name;
    groups.at(-1)!.codes.push(ts.isStringLiteral(name) ? name.text : name.getText(file));
  }
  return groups;
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

async function render(): Promise<string> {
  const groups = groupsOf(await readFile(path.join(ROOT, SOURCE_FILE), 'utf8'));
  const listed = groups.flatMap((group) => group.codes);
  const known = Object.keys(errorCodes);
  if (listed.length !== known.length || listed.some((code, index) => code !== known[index]))
    throw new Error(`${SOURCE_FILE}: the codes read from the source differ from the exported errorCodes`);
  const descriptions: Record<string, string> = errorCodes;

  const lines = [
    `<!-- Generated from ${SOURCE_FILE} by scripts/docs.ts: do not edit. Regenerate with \`npm run docs\`. -->`,
    '',
    '# Error codes',
    '',
    'A failed request answers `{"data": null, "success": false, "error": {…}}`. `error.code` names the',
    'cause; for a 422 `invalid_request`, `error.fields[]` lists every invalid field, each with its own `code`.',
    'Codes are stable English names: branch on them, never on the Portuguese `message`. A new cause gets a',
    'new code and an existing code never changes meaning. The descriptions below are the ones in',
    `\`${SOURCE_FILE}\` (in Portuguese, like the API's messages), with the HTTP status in parentheses;`,
    'field codes have none of their own: they appear in `fields[]` of the answer. The OpenAPI document',
    '(`GET /v1/openapi.json`) lists the same codes.',
  ];
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '', '| Code | Meaning |', '| --- | --- |');
    for (const code of group.codes) lines.push(`| \`${code}\` | ${cell(descriptions[code]!)} |`);
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
