import { buildBrCode } from '../domain/brcode.js';
import type { PixProvider } from './provider.js';

/**
 * The `test` environment's provider: a real, well-formed BR Code for the merchant's Pix identity,
 * so any bank app reads it (without an amount for a due-date charge); no money moves. Payment
 * comes from `simulate-payment`; cancel and refund have nothing to undo.
 */
export const sandboxProvider: PixProvider = {
  name: 'sandbox',
  needsPayee: true,
  codesPayableUnstored: false,
  async issue({ txid, amountCents, description, due }, payee) {
    if (payee === undefined) throw new Error('the sandbox needs the merchant Pix identity');
    // A due-date charge's code carries no amount: the payer's bank computes the day's amount.
    return {
      brCode: buildBrCode({
        ...payee,
        amountCents: due ? undefined : amountCents,
        txid,
        description: description ?? undefined,
      }),
    };
  },
  async cancel() {
    return { cancelled: true };
  },
  refundsAtOnce: true,
  async refund() {
    return 'SUCCEEDED';
  },
};
