import type { Command } from './command.js';
import { optional, required, UsageError } from './command.js';

/** The operator's commands on payouts: fees, MED blocks, payout schedules and keys. */

// Loaded when a command runs, after the endpoint is settled: the database client reads it once.
const payouts = () => import('../../lib/payouts/payouts-admin.service.js');
const medBlocks = () => import('../../lib/ledger/med-blocks.service.js');

function cents(value: unknown, flag: string): number {
  const text = required(value, flag);
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text)))
    throw new UsageError(`${flag} must be a whole number of centavos, 1 or more`);
  return Number(text);
}

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
  'med block': {
    usage: 'med block --charge <id> --amount <cents> --reason <text>',
    summary:
      "Records a precautionary MED block the PSP reported on a paid charge: the amount moves from the merchant's " +
      'available balance to blocked (payouts cannot take it), with charge.med_blocked. At most what the charge ' +
      'was paid less its refunds, MED returns and active blocks. A MED return of the charge later takes the ' +
      'blocked money first.',
    options: { charge: { type: 'string' }, amount: { type: 'string' }, reason: { type: 'string' } },
    run: async (values) =>
      (await medBlocks()).blockCharge(
        required(values.charge, '--charge'),
        cents(values.amount, '--amount'),
        required(values.reason, '--reason'),
      ),
  },
  'med release': {
    usage: 'med release --charge <id> [--block <id>]',
    summary:
      "Releases the charge's MED block --block (every active one when absent): the amount goes back to " +
      'available, with charge.med_released for each.',
    options: { charge: { type: 'string' }, block: { type: 'string' } },
    run: async (values) =>
      (await medBlocks()).releaseCharge(required(values.charge, '--charge'), optional(values.block)),
  },
};
