import { config } from '../config.js';
import { getPixIdentity } from '../db/merchants.js';
import { notFound } from '../errors.js';
import { buildBrCode } from '../domain/brcode.js';
import type { PixIdentity } from '../domain/pix-identity.js';
import type { CreatePixCharge, PixProvider } from './provider.js';

/** The identity each merchant's last charge was issued for, in this process (`expectedBrCode`). */
const lastIdentity = new Map<string, PixIdentity>();
const LAST_IDENTITY_MAX = 256;

const brCodeFor = (identity: PixIdentity, { txid, amountCents, description }: CreatePixCharge): string =>
  buildBrCode({ ...identity, amountCents, txid, description: description ?? undefined });

/**
 * The `test` environment's provider: a real, well-formed BR Code for the merchant's Pix identity
 * (the sandbox key when none is set), so any bank app reads it; no money moves. Payment comes from
 * `POST /charges/{id}/simulate-payment`; cancel and refund have nothing to undo.
 */
export const sandboxProvider: PixProvider = {
  name: 'sandbox',
  async issuerFor(merchantId) {
    const identity = await getPixIdentity(merchantId);
    lastIdentity.delete(merchantId);
    if (lastIdentity.size >= LAST_IDENTITY_MAX)
      lastIdentity.delete(lastIdentity.keys().next().value as string);
    lastIdentity.set(merchantId, identity);
    return async (request) => ({ brCode: brCodeFor(identity, request) });
  },
  expectedBrCode(request) {
    const identity = lastIdentity.get(request.merchantId);
    return identity === undefined ? undefined : brCodeFor(identity, request);
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
