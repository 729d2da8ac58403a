/**
 * Operator CLI: `npm run admin -- <command>`. JSON on stdout; errors on stderr with exit code 1
 * (2 for a usage error). Reaches the table named by TABLE_NAME through DYNAMODB_ENDPOINT, else the
 * database of a running `npm start` (when no AWS credentials are set), else AWS's credential chain.
 */
import { parseArgs } from 'node:util';
import { runningLocalEndpoint } from '../dev/state.js';
import { type Command, optional, required, UsageError } from './admin/command.js';
import { dashboardCommands } from './admin/dashboard.js';
import { payoutCommands } from './admin/payouts.js';
import { pixConnectionCommands } from './admin/pix-connection.js';

// Loaded after the endpoint is settled: the database client reads the configuration once.
const admin = () => import('../lib/merchants/admin.service.js');
const migration = () => import('./migrate-v1/migration.js');

function positiveInteger(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new UsageError(`${flag} must be a whole number from 1 to 64`);
  return n;
}

/** One row per command: a new command is one more entry, with its own usage and options. */
const COMMANDS: Record<string, Command> = {
  ...dashboardCommands,
  'merchants create': {
    usage: 'merchants create --name <name> [--display-name <Pix display name>]',
    summary:
      'Creates a merchant (a name of 1 to 150 characters) and prints its id and the name payers see. ' +
      'That is --display-name, else the name; a name over the 25 characters a BR Code holds (once ' +
      'folded to ASCII) needs --display-name, or a bank app would show it cut.',
    options: { name: { type: 'string' }, 'display-name': { type: 'string' } },
    run: async (values) =>
      (await admin()).adminCreateMerchant(required(values.name, '--name'), {
        displayName: optional(values['display-name']),
      }),
  },
  'merchants list': {
    usage: 'merchants list',
    summary: 'Lists every merchant (id, name, createdAt), oldest first. Scans the table.',
    options: {},
    run: async () => (await admin()).adminListMerchants(),
  },
  'merchants update': {
    usage:
      'merchants update <id> [--name <Pix display name>] [--pix-key <key>] [--city <city>] [--rate-limit <n>/s|default]',
    summary:
      "Sets the merchant's Pix receiving identity: key (CPF, CNPJ, e-mail, +55 mobile or random EVP key, " +
      'validated by type), the name payers see (up to 25 characters) and the city (up to 15). ' +
      'Every option is checked before anything is written. --rate-limit sets the requests a second each of ' +
      "the merchant's API keys may send (bursts of twice that); default returns to the stage's limit.",
    options: {
      name: { type: 'string' },
      'pix-key': { type: 'string' },
      city: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
    run: async (values, [id]) =>
      (await admin()).adminUpdateMerchant(required(id, '<id>'), {
        name: optional(values.name),
        pixKey: optional(values['pix-key']),
        city: optional(values.city),
        rateLimit: optional(values['rate-limit']),
      }),
  },
  'keys create': {
    usage:
      'keys create --merchant <id> --permission FULL_ACCESS|READ_ONLY [--environment test|live] [--expires-at <date-time>]',
    summary:
      'Creates an API key and prints it once (only its hash is stored). Permission and environment in any case; ' +
      '--expires-at is RFC 3339 with an offset (2027-01-01T00:00:00Z) and in the future. ' +
      'A key of the other environment than the deployment (APP_ENV) gets a warning: that API refuses it.',
    options: {
      merchant: { type: 'string' },
      permission: { type: 'string' },
      environment: { type: 'string' },
      'expires-at': { type: 'string' },
    },
    run: async (values) => {
      const { AdminError, adminCreateKey, keyWarnings } = await admin();
      const expiresAt = optional(values['expires-at']);
      // An operator typo, not a wish: such a key would never work. (Tests make expired keys directly.)
      if (expiresAt !== undefined && Date.parse(expiresAt) <= Date.now())
        throw new AdminError(`--expires-at ${expiresAt} is in the past: the key would never work`);
      const created = await adminCreateKey({
        merchantId: required(values.merchant, '--merchant'),
        permission: required(values.permission, '--permission'),
        environment: optional(values.environment),
        expiresAt,
      });
      for (const warning of keyWarnings(created.environment)) process.stderr.write(`${warning}\n`);
      return created;
    },
  },
  'keys list': {
    usage: 'keys list --merchant <id>',
    summary:
      "Lists a merchant's keys without secrets: id, permission, environment, status, expiresAt, createdAt and " +
      'lastFour (the last four characters, to find a leaked key; null for keys older than that field).',
    options: { merchant: { type: 'string' } },
    run: async (values) => (await admin()).adminListKeys(required(values.merchant, '--merchant')),
  },
  'keys revoke': {
    usage: 'keys revoke <keyId>',
    summary: 'Revokes a key; `npm start` refuses it at once, deployed stages within KEY_CACHE_TTL_SECONDS.',
    options: {},
    run: async (_values, [keyId]) => (await admin()).adminRevokeKey(required(keyId, '<keyId>')),
  },
  'migrate run': {
    usage: 'migrate run [--segments <n>]',
    summary:
      'Copies a table written with the single-partition layout to the sharded one, in place, while the API ' +
      'serves: every item (resuming an interrupted pass where it stopped), then the counters. Run it again ' +
      'at any time: it writes only what changed. Reports conflicts (changed in both layouts) for you to settle. ' +
      'See docs/operations.md.',
    options: { segments: { type: 'string' } },
    run: async (values) =>
      (await migration()).migrateRun({ segments: positiveInteger(values.segments, '--segments') }),
  },
  'migrate verify': {
    usage: 'migrate verify',
    summary:
      'Checks that every item of the old layout has its current copy and every counter equals the items it ' +
      'counts; exit code 1 when not.',
    options: {},
    run: async () => {
      const report = await (await migration()).migrateVerify();
      if (!report.ok) process.exitCode = 1;
      return report;
    },
  },
  'migrate accept': {
    usage: 'migrate accept <PK> <SK>',
    summary:
      'Settles a conflict `migrate run` reported (an item changed in both layouts) for the new layout: its copy ' +
      "stays as the API has it. The key is the old item's, as reported.",
    options: {},
    run: async (_values, [pk, sk]) =>
      (await migration()).migrateAccept({ PK: required(pk, '<PK>'), SK: required(sk, '<SK>') }),
  },
  'migrate cleanup': {
    usage: 'migrate cleanup',
    summary: 'Deletes the items of the old layout, once `migrate verify` passes and the new code serves.',
    options: {},
    run: async () => (await migration()).migrateCleanup(),
  },
  'pix refunds-due': {
    usage: 'pix refunds-due',
    summary:
      'Lists live Pix received that no charge took (paid after expiry or cancel, wrong amount): return them.',
    options: {},
    run: async () => (await import('../lib/charges/pix-receipts.storage.js')).listRefundsDue(1000),
  },
  'pix reviews': {
    usage: 'pix reviews',
    summary:
      'Lists live Pix that paid a due-date charge another amount than it owed that day (settled; review them).',
    options: {},
    run: async () => (await import('../lib/charges/pix-receipts.storage.js')).listReceiptsForReview(1000),
  },
  ...payoutCommands,
  ...pixConnectionCommands,
};

const usageOf = (name: string) => `  npm run admin -- ${COMMANDS[name]!.usage}`;
const ALL_USAGE = `usage:\n${Object.keys(COMMANDS).map(usageOf).join('\n')}\n\n'npm run admin -- <command> --help' describes one command.`;
const HELP = `${ALL_USAGE}

Database: DYNAMODB_ENDPOINT and TABLE_NAME when set; otherwise, with no AWS credentials in the
environment (AWS_PROFILE, AWS_ACCESS_KEY_ID), the database of the running \`npm start\`; otherwise
the AWS credential chain and TABLE_NAME (default merchant-payments).`;

/**
 * Without an explicit endpoint or AWS credentials, the database `npm start` runs is the one meant,
 * and the CLI runs in local mode as that server does (lib/config.ts).
 */
function settleEndpoint(): void {
  if (process.env.DYNAMODB_ENDPOINT || process.env.AWS_PROFILE || process.env.AWS_ACCESS_KEY_ID) return;
  const local = runningLocalEndpoint();
  if (!local) return;
  process.env.DYNAMODB_ENDPOINT = local.endpoint;
  process.env.LOCAL_MODE = 'true';
  process.env.TABLE_NAME ||= local.table;
  process.stderr.write(
    `(using the database of npm start, pid ${local.pid}: ${local.endpoint}, table ${local.table})\n`,
  );
}

async function main(argv: string[]): Promise<unknown> {
  const words = argv.filter((arg) => !arg.startsWith('-')).slice(0, 2);
  // A one-word command (`dashboard-link`) is named by its first word alone.
  const name = words[0] !== undefined && COMMANDS[words[0]] ? words[0] : words.join(' ');
  const command = COMMANDS[name];
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  if (!command) {
    if (wantsHelp || argv.length === 0) {
      process.stdout.write(`${HELP}\n`);
      return undefined;
    }
    throw new UsageError(`unknown command: ${name || '(none)'}`);
  }
  if (wantsHelp) {
    process.stdout.write(`${usageOf(name)}\n\n${command.summary}\n`);
    return undefined;
  }
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: command.options,
  });
  settleEndpoint();
  return command.run(values, positionals.slice(name.split(' ').length));
}

try {
  const result = await main(process.argv.slice(2));
  if (result !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  const { AdminError } = await admin();
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n${ALL_USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof AdminError || error instanceof (await migration()).MigrationError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else if ((error as Error).name === 'CredentialsProviderError') {
    process.stderr.write(
      'No database to reach: start the local server (`npm start`; this CLI then uses its database), ' +
        'or set DYNAMODB_ENDPOINT, or AWS credentials for a deployed table.\n',
    );
    process.exitCode = 1;
  } else {
    process.stderr.write(`admin failed: ${(error as Error).name}: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
