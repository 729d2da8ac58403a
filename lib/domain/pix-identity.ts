import type { Environment } from '../config.js';
import { Refusal } from '../errors.js';
import { messages } from '../messages.js';
import { foldToAscii, MERCHANT_CITY_MAX, MERCHANT_NAME_MAX } from './brcode.js';
import type { PixKeyType } from './pix-key.js';

/** Who receives a charge's Pix: what goes into the BR Code's key (26/01), name (59) and city (60). */
export interface PixIdentity {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

/** The Pix settings as stored on the merchant item; absent values fall back (see below). */
export interface MerchantPixSettings {
  pixKey: string | null;
  pixKeyType: PixKeyType | null;
  /** Name shown to the payer; the merchant's name when null. */
  pixDisplayName: string | null;
  pixCity: string | null;
}

/**
 * The key of every `test` charge, whatever key the merchant set: an EVP-format key of ours
 * (`5a4db0c5` reads "sandbox"), registered nowhere, so a test code is well-formed and any bank app
 * reads it, but no money can reach anyone through it. The merchant's key is used only in `live`.
 */
export const SANDBOX_PIX_KEY = '5a4db0c5-0000-4000-8000-000000000000';

/**
 * City when none is set: the city of the business time zone (America/Sao_Paulo). A bank app
 * shows it next to the name; it has no effect on where the money goes (the key decides that).
 */
export const DEFAULT_PIX_CITY = 'SAO PAULO';

/**
 * Name when the merchant's own name has nothing left after ASCII folding (a name in another
 * script): tag 59 cannot be empty.
 */
export const FALLBACK_PIX_NAME = 'RECEBEDOR PIX';

/**
 * What the BR Code holds (tags 59 and 60), counted once folded to ASCII as the code carries them:
 * a longer name would be cut in the payer's bank app while the page shows it whole.
 */
export const PIX_DISPLAY_NAME_MAX = MERCHANT_NAME_MAX;
export const PIX_CITY_MAX = MERCHANT_CITY_MAX;

/** Text that still says something once folded to ASCII (tags 59 and 60 cannot be empty). */
export const hasAsciiContent = (text: string): boolean => /[A-Za-z0-9]/.test(foldToAscii(text));

/**
 * The identity a charge is issued for: in `test` always the sandbox key. In `live` a merchant
 * without a Pix key cannot charge: a `Refusal`, `pix_key_missing` (the state of the merchant, not
 * the request, is what is wrong; a 400 where it is answered).
 */
export function pixIdentityOf(
  merchant: { name: string } & MerchantPixSettings,
  environment: Environment,
): PixIdentity {
  const pixKey = environment === 'test' ? SANDBOX_PIX_KEY : merchant.pixKey;
  if (pixKey === null) throw new Refusal('pix_key_missing', messages.pix.keyMissing);
  const name = merchant.pixDisplayName ?? fitToBrCode(merchant.name, PIX_DISPLAY_NAME_MAX);
  return {
    pixKey,
    merchantName: hasAsciiContent(name) ? name : FALLBACK_PIX_NAME,
    merchantCity: merchant.pixCity ?? DEFAULT_PIX_CITY,
  };
}

/**
 * The longest start of `text` that is at most `max` characters once folded to ASCII, without a
 * trailing space: what a BR Code field carries of it, with its accents kept for the page. A
 * merchant's own name may have 150 characters (the CLI asks for a display name when it does not
 * fit), so an item holding a longer one without a display name still shows the payer on the page
 * the very name their bank app shows.
 */
export function fitToBrCode(text: string, max: number): string {
  if (foldToAscii(text).length <= max) return text;
  const characters = [...text];
  let end = characters.length;
  while (end > 0 && foldToAscii(characters.slice(0, end).join('')).length > max) end--;
  return characters.slice(0, end).join('').trimEnd();
}
