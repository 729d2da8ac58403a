import Big from 'big.js';

/**
 * Reais to integer centavos, as requests take them: `toCents(19.9)` is 1990 (where `19.9 * 100` is
 * 1989.9999999999998, which the API refuses). The value is read as the decimal it was written as
 * (the shortest text of the number, "19.9"), not as its binary approximation, then rounded to the
 * centavo half away from zero, as the API rounds discounts: `toCents(10.005)` is 1001. Accepts a
 * decimal string too (`"19.90"`).
 */
export function toCents(reais: number | string): number {
  if (typeof reais === 'number' && !Number.isFinite(reais))
    throw new RangeError(`toCents: ${reais} is not an amount`);
  let value: Big;
  try {
    value = new Big(typeof reais === 'string' ? reais.trim() : reais);
  } catch {
    throw new RangeError(`toCents: ${JSON.stringify(reais)} is not a decimal number`);
  }
  const cents = Number(value.times(100).round(0, Big.roundHalfUp).toFixed(0));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`toCents: ${String(reais)} is too large`);
  // -0 (from a tiny negative) is 0.
  return cents + 0;
}
