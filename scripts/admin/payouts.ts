import type { Command } from './command.js';
import { optional, required } from './command.js';

/** The operator's commands on payouts: fees, MED blocks, payout schedules and keys. */

// Loaded when a command runs, after the endpoint is settled: the database client reads it once.
const payouts = () => import('../../lib/payouts/payouts-admin.service.js');

export const payoutCommands: Record<string, Command> = {
  'fees set': {
    usage: 'fees set --merchant <id> [--fixed <cents>] [--percent <e.g. 1.99>]',
    summary:
      "Sets the platform's fee on each Pix the merchant receives: fixed centavos and/or a percentage " +
      '(rounded half up to the centavo), written as a FEE entry beside each PIX_RECEIVED. An option ' +
      'left out is 0; both 0 is no fee. Applies to the Pix recorded from then on.',
    options: { merchant: { type: 'string' }, fixed: { type: 'string' }, percent: { type: 'string' } },
    run: async (values) =>
      (await payouts()).adminSetFee(required(values.merchant, '--merchant'), {
        fixed: optional(values.fixed),
        percent: optional(values.percent),
      }),
  },
  'fees show': {
    usage: 'fees show --merchant <id>',
    summary: "Prints the merchant's fee: fixedCents and percent.",
    options: { merchant: { type: 'string' } },
    run: async (values) => (await payouts()).adminShowFee(required(values.merchant, '--merchant')),
  },
};
