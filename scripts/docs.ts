/**
 * `tsx scripts/docs.ts`: writes docs/error-codes.md, generated from the error catalogue
 * (`errorCodeGroups` in lib/api/error-codes.ts: the shared codes of lib/error-codes.ts and each
 * area's lib/<area>/<area>.errors.ts), one table per group; and the tables of other documents that
 * list what the code defines, each between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`:
 * the client's methods (clients/typescript/README.md, from `clientMethods`), the event types
 * (docs/api.md, from `EVENT_TYPES`) and the index of the rules (docs/rules/README.md, from each
 * page's title and `<!-- index: … -->` line).
 * `tsx scripts/docs.ts --check` writes nothing and fails when a committed file differs from a
 * fresh generation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { errorCodeGroups } from '../lib/api/error-codes.js';
import { EVENT_TYPES } from '../lib/webhooks/event-types.js';
import { clientMethods } from '../clients/typescript/src/client.js';

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

/** What a method of the client does beyond its name, where the table says it. */
const METHOD_NOTES: Record<string, string> = {
  'events.retrieve': 'with its deliveries',
  'webhookEndpoints.create': 'answers the `secret`, only then',
  'webhookEndpoints.test': 'a `ping` to that endpoint',
  'webhookEndpoints.rotateSecret': 'answers the new `secret`, only then',
};

function clientMethodTable(): string[] {
  const resources = new Map<string, string[]>();
  for (const qualified of Object.values(clientMethods)) {
    const [resource = '', method = ''] = qualified.split('.');
    const note = METHOD_NOTES[qualified];
    resources.set(resource, [...(resources.get(resource) ?? []), `\`${method}\`${note ? ` (${note})` : ''}`]);
  }
  for (const noted of Object.keys(METHOD_NOTES))
    if (!Object.values(clientMethods).includes(noted as never)) throw new Error(`no client method ${noted}`);
  return [
    '| Resource | Methods |',
    '| --- | --- |',
    ...[...resources].map(([resource, methods]) => `| \`mp.${resource}\` | ${methods.join(', ')} |`),
    '| `mp.webhooks` | `verify` (no call to the API) |',
  ];
}

/** When each family of event types happens (a type's name without its last part). */
const EVENT_FAMILIES: Record<string, string> = {
  charge: 'a charge is created or moves',
  checkout: 'a checkout is created or moves',
  subscription: 'a subscription is created or moves (Pix Automático)',
  'subscription.cycle': "a subscription's cycle is paid, retried or fails",
  pix: 'a Pix arrives that no charge asked for (`data` is its ledger entry)',
  reconciliation: "a day's reconciliation with the PSP finds something new (`data` is the run)",
  payout: 'a payout is created, paid or fails (`data` is the payout)',
  pix_connection: "the merchant's own PSP fails, or its certificate ends within 30 days",
};
const EVENT_NOTES: Record<string, string> = {
  'checkout.updated': 'a coupon applied on the page: new total, new charge',
  'charge.med_blocked': 'an operator records a MED block on it; `data` is the block',
  'charge.med_released': 'the block is released; `data` is the block',
};

function eventTypeTable(): string[] {
  const families = new Map<string, string[]>();
  for (const type of EVENT_TYPES) {
    const family = type.slice(0, type.lastIndexOf('.'));
    if (!EVENT_FAMILIES[family]) throw new Error(`scripts/docs.ts: say when the ${family}.* events happen`);
    const note = EVENT_NOTES[type];
    families.set(family, [...(families.get(family) ?? []), `\`${type}\`${note ? ` (${note})` : ''}`]);
  }
  return [
    '| Type | When |',
    '| --- | --- |',
    ...[...families].map(([family, types]) => `| ${types.join(', ')} | ${EVENT_FAMILIES[family]} |`),
  ];
}

const RULES_DIR = 'docs/rules';

/**
 * The index of the rules pages, in file-name order: each page's title (its `# ` line) and what it
 * settles (its `<!-- index: … -->` line), so a new page lists itself.
 */
function rulesIndex(): string[] {
  const rows = readdirSync(path.join(ROOT, RULES_DIR))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(ROOT, RULES_DIR, file), 'utf8');
      const title = /^# (.+)$/m.exec(text)?.[1];
      const settles = /^<!-- index: (.+?) -->$/m.exec(text)?.[1];
      if (!title || !settles)
        throw new Error(`${RULES_DIR}/${file} needs a '# ' title and an '<!-- index: … -->' line`);
      return `| [${cell(title)}](${file}) | ${cell(settles)} |`;
    });
  return ['| Page | What it settles |', '| --- | --- |', ...rows];
}

const REGIONS: { file: string; name: string; source: string; lines: () => string[] }[] = [
  {
    file: 'clients/typescript/README.md',
    name: 'client-methods',
    source: 'clientMethods',
    lines: clientMethodTable,
  },
  { file: 'docs/api.md', name: 'event-types', source: 'EVENT_TYPES', lines: eventTypeTable },
  { file: 'docs/rules/README.md', name: 'rules-index', source: 'the pages', lines: rulesIndex },
];

/** `file` with each of its generated regions made afresh, formatted as Prettier would. */
async function renderRegions(file: string): Promise<string> {
  const full = path.join(ROOT, file);
  let text = await readFile(full, 'utf8');
  for (const region of REGIONS.filter((candidate) => candidate.file === file)) {
    const start = `<!-- generated:${region.name} (from ${region.source} by scripts/docs.ts: do not edit; npm run docs) -->`;
    const end = `<!-- /generated:${region.name} -->`;
    const pattern = new RegExp(`<!-- generated:${region.name}[^>]*-->[\\s\\S]*?${end}`);
    if (!pattern.test(text)) throw new Error(`${file} has no generated:${region.name} region`);
    text = text.replace(pattern, () => [start, '', ...region.lines(), '', end].join('\n'));
  }
  const options = (await resolveConfig(full)) ?? {};
  return format(text, { ...options, filepath: full });
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const fresh = await render();
const regionFiles = [...new Set(REGIONS.map((region) => region.file))];
const regions = await Promise.all(
  regionFiles.map(async (file) => [file, await renderRegions(file)] as const),
);
if (values.check) {
  const committed = await readFile(DOCS_PATH, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(
      `${DOCS_FILE} is out of date with ${SOURCE_FILE}: run \`npm run docs\` and commit the result.`,
    );
    process.exit(1);
  }
  for (const [file, text] of regions) {
    if ((await readFile(path.join(ROOT, file), 'utf8')) !== text) {
      console.error(
        `${file}'s generated tables are out of date: run \`npm run docs\` and commit the result.`,
      );
      process.exit(1);
    }
  }
  console.log(`${DOCS_FILE} and the generated tables of ${regionFiles.join(', ')} are up to date.`);
} else {
  await mkdir(path.dirname(DOCS_PATH), { recursive: true });
  await writeFile(DOCS_PATH, fresh);
  for (const [file, text] of regions) await writeFile(path.join(ROOT, file), text);
  console.log(`Wrote ${DOCS_FILE} and the generated tables of ${regionFiles.join(', ')}.`);
}
