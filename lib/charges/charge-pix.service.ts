import { v7 as uuidv7 } from 'uuid';
import { newCharge, newTxid, DEFAULT_EXPIRES_IN } from './charge.domain.js';
import type { PixIdentity } from '../domain/pix-identity.js';
import { newPaymentToken, sealPaymentToken, tokenHash } from '../domain/payment-token.js';
import type { ChargeIssuer } from './new-charge.service.js';
import { getPixIdentity } from '../merchants/merchants.service.js';
import { ApiError } from '../errors.js';
import { logger } from '../logger.js';
import { messages } from '../messages.js';
import { chargeMessages } from './charges.messages.js';
import { PixProviderUnavailable, type PixProvider } from '../pix/provider.js';
import { providerFor } from '../pix-connection/providers.service.js';

/** 503: the merchant has no Pix provider (a live stage not connected to a PSP). */
export const providerUnavailable = (): ApiError =>
  new ApiError(503, chargeMessages.providerUnavailable, null, 'pix_provider_unavailable');

/** What a provider's failure is answered with: a 503 the client may retry. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PixProviderUnavailable)) return error;
  return error.refused
    ? new ApiError(503, messages.psp.refused, null, 'psp_request_refused')
    : providerUnavailable();
}

/** The merchant's provider (`providerFor`); a merchant without one is a 503. */
export async function requireProvider(merchantId: string): Promise<PixProvider> {
  const provider = await providerFor(merchantId);
  if (!provider) throw providerUnavailable();
  return provider;
}

/**
 * The merchant's issuer. What the provider needs of the merchant (its Pix identity, for the
 * sandbox) is read once here. A missing provider is a 503.
 */
export async function chargeIssuer(merchantId: string): Promise<ChargeIssuer> {
  return issuerOn(merchantId, await providerFor(merchantId));
}

/** The merchant's issuer at `provider`, as read by the caller (`chargeIssuer`); none is a 503. */
export async function issuerOn(merchantId: string, provider: PixProvider | undefined): Promise<ChargeIssuer> {
  if (!provider) throw providerUnavailable();
  const payee: PixIdentity | undefined = provider.needsPayee ? await getPixIdentity(merchantId) : undefined;
  return {
    connectionId: provider.connectionId,
    codesPayableUnstored: provider.codesPayableUnstored,
    async issue(input, now, { payer, ownPage = false } = {}) {
      if (input.due && !payer) throw new Error('a due-date charge needs its payer');
      const request = {
        chargeId: uuidv7(),
        txid: newTxid(),
        amountCents: input.amount,
        expiresIn: input.expiresIn ?? DEFAULT_EXPIRES_IN,
        description: input.description ?? null,
        due: input.due && payer ? { terms: input.due, payer } : undefined,
      };
      let brCode: string;
      try {
        ({ brCode } = await provider.issue(request, payee));
      } catch (error) {
        throw providerFailure(error);
      }
      const charge = {
        ...newCharge(merchantId, request.chargeId, input, { txid: request.txid, brCode }, now),
        ...(provider.connectionId ? { pixConnectionId: provider.connectionId } : {}),
      };
      if (!ownPage) return charge;
      // Its own page (`paymentUrl`): the token's hash keys the pointer, the sealed token is kept.
      const token = newPaymentToken();
      return {
        ...charge,
        tokenHash: tokenHash(token),
        pageToken: sealPaymentToken(token, merchantId, charge.id),
      };
    },
    async retire(charge) {
      try {
        await provider.cancel({ chargeId: charge.id, txid: charge.txid, due: charge.due !== undefined });
      } catch (error) {
        // A payment the provider still takes lands on a charge that is not pending: it is then
        // recorded for refund (live settlement).
        logger.warn('an unused charge could not be cancelled at the Pix provider', {
          chargeId: charge.id,
          error: error as Error,
        });
      }
    },
  };
}
