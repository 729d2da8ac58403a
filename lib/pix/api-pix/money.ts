/**
 * API Pix money is a decimal string with two places (`"123.45"`, pattern `\d{1,10}\.\d{2}`);
 * inside we only ever hold integer cents. Both directions are string arithmetic on integers, so
 * no amount ever passes through a binary fraction.
 */
export const VALOR = /^(\d{1,10})\.(\d{2})$/;

/** 12345 -> "123.45"; 5 -> "0.05". */
export function centsToValor(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "123.45" -> 12345; anything that is not the spec's format is refused, never rounded. */
export function valorToCents(valor: string): number {
  const match = VALOR.exec(valor);
  if (!match) throw new RangeError(`not an API Pix amount: ${JSON.stringify(valor)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Whether a PSP amount says exactly `cents`; a malformed amount is never a match. */
export function valorEquals(valor: unknown, cents: number): boolean {
  return typeof valor === 'string' && VALOR.test(valor) && valorToCents(valor) === cents;
}
