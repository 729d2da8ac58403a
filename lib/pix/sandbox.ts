import { config } from '../config.js';
import { getPixIdentity } from '../db/merchants.js';
import { notFound } from '../errors.js';
import { buildBrCode } from '../domain/brcode.js';
import type { PixIdentity } from '../domain/pix-identity.js';
import type { CreatePixCharge, PixProvider } from './provider.js';

/** The identity each merchant's last charge was issued for, in this process (`expectedBrCode`). */
const lastIdentity = new Map<string, PixIdentity>();
const LAST_IDENTITY_MAX = 256;

/**
 * The codes `expectedBrCode` built, by request, with the identity each was built for: when the
 * fresh read finds that identity unchanged (nearly always), the issuer answers the code already
 * built rather than building it again after the read, where it would be waited for.
 */
const expected = new WeakMap<CreatePixCharge, { identity: PixIdentity; brCode: string }>();

const brCodeFor = (identity: PixIdentity, { txid, amountCents, description }: CreatePixCharge): string =>
  buildBrCode({ ...identity, amountCents, txid, description: description ?? undefined });

const sameIdentity = (a: PixIdentity, b: PixIdentity): boolean =>
  a.pixKey === b.pixKey && a.merchantName === b.merchantName && a.merchantCity === b.merchantCity;

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
    return async (request) => {
      const built = expected.get(request);
      return {
        brCode: built && sameIdentity(built.identity, identity) ? built.brCode : brCodeFor(identity, request),
      };
    };
  },
  expectedBrCode(request) {
    const identity = lastIdentity.get(request.merchantId);
    if (identity === undefined) return undefined;
    const brCode = brCodeFor(identity, request);
    expected.set(request, { identity, brCode });
    return brCode;
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
