import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { cleanDocument, isValidCnpj, isValidCpf } from './document.js';

/**
 * Pix keys (chaves Pix) as the DICT registers them: CPF, CNPJ, e-mail, phone and the random
 * EVP key. Each has one canonical form, the one written into the BR Code, so that two spellings
 * of one key (`529.982.247-25` and `52998224725`) are one key:
 * - CPF: 11 digits; CNPJ: 14 characters (letters allowed in the first 12 since July 2026);
 * - e-mail: lower case, at most 77 characters (the DICT limit, and what BR Code template 26 holds);
 * - phone: `+55` + two-digit area code + nine-digit mobile number (`+5511987654321`);
 * - EVP: a UUID in lower case.
 *
 * The type is recognised from the form, not guessed from digits alone: a phone must start with
 * `+`, because `11987654321` is also a well-formed CPF.
 */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export interface PixKey {
  type: PixKeyType;
  /** Canonical form. */
  key: string;
}

export const PIX_KEY_EMAIL_MAX = 77;
/** Longest input worth looking at: a formatted CNPJ is 18, an e-mail 77. */
const RAW_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The DICT's own e-mail pattern (lower case, ASCII, dotted host without empty labels).
const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
// Area codes run 11 to 99 (no 0 in either digit); mobile numbers have nine digits and start with 9.
const PHONE = /^\+55[1-9][1-9]9\d{8}$/;
/** Characters people put in a formatted CPF or CNPJ or phone number. */
const DOCUMENT_FORMATTING = /^[0-9A-Za-z.\-/\s]+$/;
const PHONE_FORMATTING = /^\+[0-9\s().-]+$/;

/** The key's type and canonical form, or null when it is no valid Pix key. */
export function parsePixKey(raw: string): PixKey | null {
  const text = raw.trim();
  if (text === '' || text.length > RAW_MAX) return null;
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return email.length <= PIX_KEY_EMAIL_MAX && EMAIL.test(email) ? { type: 'EMAIL', key: email } : null;
  }
  if (text.startsWith('+')) {
    if (!PHONE_FORMATTING.test(text)) return null;
    const phone = `+${text.replace(/\D/g, '')}`;
    return PHONE.test(phone) ? { type: 'PHONE', key: phone } : null;
  }
  const lower = text.toLowerCase();
  if (UUID.test(lower)) return { type: 'EVP', key: lower };
  if (!DOCUMENT_FORMATTING.test(text)) return null;
  const document = cleanDocument(text);
  if (document.length === 11) return isValidCpf(document) ? { type: 'CPF', key: document } : null;
  if (document.length === 14) return isValidCnpj(document) ? { type: 'CNPJ', key: document } : null;
  return null;
}

/** A Pix key as sent, parsed into `{ type, key }`; anything else is one field error. */
export const pixKeySchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.string(),
    z.transform((raw: string, ctx): PixKey => {
      const parsed = parsePixKey(raw);
      if (parsed) return parsed;
      ctx.issues.push({ code: 'custom', message: messages.pix.invalidKey, input: raw });
      return z.NEVER;
    }),
  ),
);
