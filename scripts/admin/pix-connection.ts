import { readFileSync } from 'node:fs';
import { optional, required, UsageError, type Command } from './command.js';

// Loaded after the endpoint is settled: the database client reads the configuration once.
const service = () => import('../../lib/pix-connection/pix-connection.service.js');
const domain = () => import('../../lib/pix-connection/pix-connection.domain.js');

const fileText = (path: string, flag: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`${flag}: cannot read ${path}`);
  }
};
const base64Of = (path: string, flag: string): string => Buffer.from(fileText(path, flag)).toString('base64');

/**
 * A merchant's own PSP connection, as the merchant's own routes do it (docs/rules/pix-connection.md).
 * The client secret is read from a file, never from the command line (shell history, `ps`).
 */
export const pixConnectionCommands: Record<string, Command> = {
  'pix-connection set': {
    usage:
      'pix-connection set --merchant <id> --base-url <url> [--token-url <url>] --client-id <id> ' +
      '--client-secret-file <file> --cert <pem file> --key <pem file> [--ca <pem file>] --pix-key <key> ' +
      '[--account <number> --account-type CORRENTE|POUPANCA|PAGAMENTO [--branch <number>]]',
    summary:
      "Checks the merchant's PSP (certificate, token over mutual TLS, a read, the webhooks) and, when " +
      'every step passes, saves the connection (live only); prints the connection without its secrets. ' +
      'With --account (the receiving account recurring charges name) the connection takes subscriptions.',
    options: {
      merchant: { type: 'string' },
      'base-url': { type: 'string' },
      'token-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret-file': { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      ca: { type: 'string' },
      'pix-key': { type: 'string' },
      account: { type: 'string' },
      'account-type': { type: 'string' },
      branch: { type: 'string' },
    },
    run: async (values) => {
      const ca = optional(values.ca);
      const account = optional(values.account);
      const branch = optional(values.branch);
      const parsed = (await domain()).putPixConnectionSchema.safeParse({
        baseUrl: required(values['base-url'], '--base-url'),
        tokenUrl: optional(values['token-url']),
        clientId: required(values['client-id'], '--client-id'),
        clientSecret: fileText(
          required(values['client-secret-file'], '--client-secret-file'),
          '--client-secret-file',
        ).trim(),
        certificate: base64Of(required(values.cert, '--cert'), '--cert'),
        privateKey: base64Of(required(values.key, '--key'), '--key'),
        ...(ca ? { ca: base64Of(ca, '--ca') } : {}),
        pixKey: required(values['pix-key'], '--pix-key'),
        ...(account
          ? {
              account: {
                conta: account,
                tipoConta: required(values['account-type'], '--account-type'),
                ...(branch ? { agencia: branch } : {}),
              },
            }
          : {}),
      });
      if (!parsed.success)
        throw new UsageError(
          parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
        );
      return (await service()).putConnection(required(values.merchant, '--merchant'), parsed.data);
    },
  },
  'pix-connection show': {
    usage: 'pix-connection show --merchant <id>',
    summary: "The merchant's mode (PLATFORM or OWN_ACCOUNT) and connection, never its secrets.",
    options: { merchant: { type: 'string' } },
    run: async (values) => (await service()).getConnection(required(values.merchant, '--merchant')),
  },
  'pix-connection remove': {
    usage: 'pix-connection remove --merchant <id>',
    summary: "Returns the merchant's new charges to PLATFORM; charges issued at its PSP keep going there.",
    options: { merchant: { type: 'string' } },
    run: async (values) => (await service()).deleteConnection(required(values.merchant, '--merchant')),
  },
};
