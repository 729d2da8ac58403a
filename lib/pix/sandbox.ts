import { buildBrCode } from '../domain/brcode.js';
import type { PixProvider } from './provider.js';

/**
 * The `test` environment's provider: a real, well-formed BR Code for the merchant's Pix identity,
 * so any bank app reads it; no money moves. Payment comes from `simulate-payment`; cancel and
 * refund have nothing to undo.
 */
export const sandboxProvider: PixProvider = {
  name: 'sandbox',
  needsPayee: true,
  async issue({ txid, amountCents, description }, payee) {
    if (payee === undefined) throw new Error('the sandbox needs the merchant Pix identity');
    return { brCode: buildBrCode({ ...payee, amountCents, txid, description: description ?? undefined }) };
  },
  async cancel() {
    return { cancelled: true };
  },
  refundsAtOnce: true,
  async refund() {
    return 'SUCCEEDED';
  },
};
