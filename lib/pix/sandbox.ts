import { buildBrCode } from '../domain/brcode.js';
import type { PixProvider, RecurrenceProvider } from './provider.js';

/**
 * The sandbox holds no subscription: the authorization charge's own code authorizes, and the
 * subscriptions' sweeps and simulation routes play the payer's bank. Every call is accepted and
 * changes nothing; a cycle it is asked about is open, with no attempt.
 */
export const sandboxRecurrence: RecurrenceProvider = {
  async authorize() {
    return undefined;
  },
  async withdraw() {},
  async cancel() {},
  async read() {
    return { status: 'PENDING', endedByReceiver: false };
  },
  async sendCycle() {
    return true;
  },
  async retryCycle() {
    return true;
  },
  async cancelCycle() {
    return true;
  },
  async findCycle() {
    return undefined;
  },
  async readCycle(cycleId) {
    return { cycleId, attempts: [], closed: false, paid: false, retryPending: false };
  },
};

/**
 * The `test` environment's provider: a real, well-formed BR Code for the merchant's Pix identity,
 * so any bank app reads it (without an amount for a due-date charge); no money moves. Payment
 * comes from `simulate-payment`; cancel and refund have nothing to undo. It sends no notices and
 * holds nothing to read back: what the simulation routes and sweeps store is the whole truth.
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
  tellsByNotice: false,
  async registerNotices() {},
  async readPaid() {
    return undefined;
  },
  async noticeSecret() {
    return undefined;
  },
  chargeTxidOf() {
    return undefined;
  },
  async confirmPix() {
    return undefined;
  },
  async listReceived() {
    return undefined;
  },
};
