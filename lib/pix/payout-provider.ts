import type { PixKeyType } from '../domain/pix-key.js';
import type { PixProviderName } from './provider.js';

/**
 * Sending a Pix from the platform's account to a merchant's payout key. Not part of the standard
 * API Pix: each PSP has its own shape, behind this interface beside `PixProvider`. A payout is sent
 * under an `idEnvio` derived from the payout's id, so a retried or repeated send names the same
 * transfer at the PSP, and a send whose answer was lost is read back by that id, never sent again
 * under a new one.
 */
export interface PayoutOrder {
  /** `idEnvioOf(payout.id)`: the same on every attempt. */
  idEnvio: string;
  amountCents: number;
  keyType: PixKeyType;
  key: string;
  /** The key's holder, when the operator verified it: CPF (11 digits) or CNPJ (14), and name. */
  holder?: { document: string; name: string } | undefined;
}

/** Where a transfer stands at the PSP. */
export type PayoutState =
  | { status: 'PROCESSING' }
  | { status: 'PAID'; endToEndId: string | null }
  | { status: 'FAILED'; failureCode: string };

export interface PayoutProvider {
  readonly name: PixProviderName;
  /**
   * Asks the PSP to send the order; answers where it stands. Throws `PixProviderUnavailable` when
   * no answer came and a read-back found nothing: the caller tries again later with the same id.
   */
  send(order: PayoutOrder): Promise<PayoutState>;
  /** The transfer sent under `idEnvio`, or undefined when the PSP never received it. */
  read(idEnvio: string): Promise<PayoutState | undefined>;
}

/** The payout's id without dashes: 32 letters and digits, as Efí's `idEnvio` takes (1 to 35). */
export const idEnvioOf = (payoutId: string): string => payoutId.replaceAll('-', '');

/**
 * The sandbox's transfers: accepted and left `PROCESSING` until `POST /payouts/{id}/simulate`
 * says how they end, as a PSP's answer would.
 */
export const sandboxPayouts: PayoutProvider = {
  name: 'sandbox',
  send: async () => ({ status: 'PROCESSING' }),
  read: async () => ({ status: 'PROCESSING' }),
};
