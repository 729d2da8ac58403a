import { optional, required, UsageError, type Command } from './command.js';

const PERMISSIONS = ['READ_ONLY', 'FULL_ACCESS'] as const;

export const dashboardCommands: Record<string, Command> = {
  'dashboard-link': {
    usage: 'dashboard-link --merchant <id> [--permission READ_ONLY|FULL_ACCESS] [--base-url <url>]',
    summary:
      "Prints a one-time sign-in link to the merchant's dashboard (valid 5 minutes), READ_ONLY unless " +
      'told. The origin is --base-url, else PUBLIC_BASE_URL, else the running npm start (http://127.0.0.1:3000).',
    options: {
      merchant: { type: 'string' },
      permission: { type: 'string' },
      'base-url': { type: 'string' },
    },
    run: async (values) => {
      const merchantId = required(values.merchant, '--merchant');
      const permission = optional(values.permission) ?? 'READ_ONLY';
      if (!PERMISSIONS.includes(permission as (typeof PERMISSIONS)[number]))
        throw new UsageError(`--permission must be one of ${PERMISSIONS.join(', ')}`);
      const { findMerchant } = await import('../../lib/merchants/merchants.storage.js');
      const { AdminError } = await import('../../lib/merchants/admin.service.js');
      if (!(await findMerchant(merchantId))) throw new AdminError(`no merchant ${merchantId}`);
      const base =
        optional(values['base-url']) ??
        process.env.PUBLIC_BASE_URL ??
        `http://127.0.0.1:${process.env.PORT ?? 3000}`;
      const { operatorSignInLink } = await import('../../lib/dashboard/dashboard-link.js');
      return operatorSignInLink(merchantId, permission as (typeof PERMISSIONS)[number], base);
    },
  },
};
