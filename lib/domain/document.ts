/**
 * Brazilian taxpayer documents: CPF (people, 11 digits) and CNPJ (companies, 14 characters).
 *
 * From July 2026 the Receita Federal also issues alphanumeric CNPJs: the first twelve positions
 * may hold letters A-Z as well as digits, the last two stay numeric check digits. The check-digit
 * algorithm is the old modulo 11 one with each character valued at its ASCII code minus 48, which
 * keeps every numeric CNPJ valid unchanged (`'7'` is 55 - 48 = 7, `'A'` is 65 - 48 = 17).
 */

/**
 * Removes formatting (dots, slashes, dashes, spaces, any punctuation) and upper-cases. Letters and
 * digits of any script are kept, so a stray letter makes the document invalid instead of vanishing.
 */
export const cleanDocument = (raw: string): string => raw.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

const CPF = /^\d{11}$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/** Eleven equal digits pass the arithmetic but are not issued; the Receita's own check rejects them. */
const allSame = (value: string): boolean => /^(.)\1*$/.test(value);

const valueOf = (char: string): number => char.charCodeAt(0) - 48;

/** The modulo 11 check digit shared by CPF and CNPJ; only the weights differ. */
function checkDigit(body: string, weightAt: (index: number) => number): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += valueOf(body[i] as string) * weightAt(i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isValidCpf(document: string): boolean {
  if (!CPF.test(document) || allSame(document)) return false;
  // Weights run from 10 (first digit) down to 2, then from 11 down to 2 for the second check digit.
  const first = checkDigit(document.slice(0, 9), (i) => 10 - i);
  const second = checkDigit(document.slice(0, 10), (i) => 11 - i);
  return first === valueOf(document[9] as string) && second === valueOf(document[10] as string);
}

/** CNPJ weights: 2..9 repeating, applied from the rightmost character leftwards. */
const cnpjWeight = (length: number) => (index: number) => ((length - 1 - index) % 8) + 2;

export function isValidCnpj(document: string): boolean {
  if (!CNPJ.test(document) || allSame(document)) return false;
  const first = checkDigit(document.slice(0, 12), cnpjWeight(12));
  const second = checkDigit(document.slice(0, 13), cnpjWeight(13));
  return first === valueOf(document[12] as string) && second === valueOf(document[13] as string);
}

/** A cleaned document that is a valid CPF or CNPJ. */
export const isValidDocument = (document: string): boolean =>
  document.length === 11 ? isValidCpf(document) : isValidCnpj(document);
