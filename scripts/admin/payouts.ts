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
  'payouts schedule': {
    usage:
      'payouts schedule --merchant <id> --interval daily|weekly|manual [--weekday mon..fri] [--delay 0|1|2]',
    summary:
      "Sets the merchant's payout schedule: daily (each business day) or weekly (on --weekday, mon by default; " +
      'the next business day when banks close) the sweep pays out all that is available; manual leaves it to ' +
      'POST /payouts. --delay is when a Pix received becomes available: D+0, D+1 (default) or D+2 São Paulo ' +
      'business days (at once in test), for the Pix recorded from then on.',
    options: {
      merchant: { type: 'string' },
      interval: { type: 'string' },
      weekday: { type: 'string' },
      delay: { type: 'string' },
    },
    run: async (values) =>
      (await payouts()).adminSetSchedule(required(values.merchant, '--merchant'), {
        interval: required(values.interval, '--interval'),
        weekday: optional(values.weekday),
        delay: optional(values.delay),
      }),
  },
  'payouts key': {
    usage: 'payouts key --merchant <id> --key <pix key> [--document <cpf/cnpj> --name <name>]',
    summary:
      "Sets the key the merchant's payouts go to, once you verified it is the merchant's (without one, its Pix " +
      'key). --document and --name (together) name its holder: the PSP is sent favorecido.identificacao. ' +
      'Prints the destination masked.',
    options: {
      merchant: { type: 'string' },
      key: { type: 'string' },
      document: { type: 'string' },
      name: { type: 'string' },
    },
    run: async (values) =>
      (await payouts()).adminSetPayoutKey(required(values.merchant, '--merchant'), {
        key: required(values.key, '--key'),
        document: optional(values.document),
        name: optional(values.name),
      }),
  },
};
