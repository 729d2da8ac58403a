/**
 * Operator CLI: `npm run admin -- <command>`. JSON on stdout; errors on stderr with exit code 1.
 * Reaches the table named by TABLE_NAME through DYNAMODB_ENDPOINT, or AWS's credential chain.
 */
import { parseArgs } from 'node:util';
import {
  AdminError,
  adminCreateKey,
  adminCreateMerchant,
  adminListKeys,
  adminRevokeKey,
  adminUpdateMerchant,
} from '../lib/admin.js';

const USAGE = `usage:
  npm run admin -- merchants create --name <name>
  npm run admin -- merchants update <id> [--name <Pix display name>] [--pix-key <key>] [--city <city>]
  npm run admin -- keys create --merchant <id> --permission FULL_ACCESS|READ_ONLY [--environment test|live] [--expires-at <ISO date-time>]
  npm run admin -- keys revoke <keyId>
  npm run admin -- keys list --merchant <id>`;

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${flag}`);
  return value;
}

async function run(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      merchant: { type: 'string' },
      permission: { type: 'string' },
      environment: { type: 'string' },
      'expires-at': { type: 'string' },
      'pix-key': { type: 'string' },
      city: { type: 'string' },
    },
  });
  const [group, action, target] = positionals;
  switch (`${group} ${action}`) {
    case 'merchants create':
      return adminCreateMerchant(required(values.name, '--name'));
    case 'merchants update':
      return adminUpdateMerchant(required(target, '<id>'), {
        name: values.name,
        pixKey: values['pix-key'],
        city: values.city,
      });
    case 'keys create':
      return adminCreateKey({
        merchantId: required(values.merchant, '--merchant'),
        permission: required(values.permission, '--permission'),
        environment: values.environment,
        expiresAt: values['expires-at'],
      });
    case 'keys revoke':
      return adminRevokeKey(required(target, '<keyId>'));
    case 'keys list':
      return adminListKeys(required(values.merchant, '--merchant'));
    default:
      throw new UsageError(`unknown command: ${positionals.join(' ') || '(none)'}`);
  }
}

try {
  const result = await run(process.argv.slice(2));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (error instanceof AdminError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`admin failed: ${(error as Error).name}: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
