import { config } from '../config.js';
import { getPixIdentity } from '../db/merchants.js';
import { notFound } from '../errors.js';
import { buildBrCode } from '../domain/brcode.js';
import type { PixProvider } from './provider.js';

/**
 * The `test` environment's provider: a real, well-formed BR Code for the merchant's Pix identity
 * (the sandbox key when none is set), so any bank app reads it; no money moves. Payment comes from
 * `POST /charges/{id}/simulate-payment`; cancel and refund have nothing to undo.
 */
export const sandboxProvider: PixProvider = {
  name: 'sandbox',
  async issuerFor(merchantId) {
    const identity = await getPixIdentity(merchantId);
    return async ({ txid, amountCents, description }) => ({
      brCode: buildBrCode({ ...identity, amountCents, txid, description: description ?? undefined }),
    });
  },
  async cancel() {},
  async refund() {},
};

/**
 * Simulated payment exists only in `test`. The stack deploys its routes only there; this keeps a
 * `live` process that still has them in its table (a local server switched to live) from paying.
 */
export function assertSimulationAllowed(): void {
  if (config().environment !== 'test') throw notFound();
}
