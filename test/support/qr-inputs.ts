import * as fc from 'fast-check';
import { buildBrCode } from '../../lib/domain/brcode.js';

/**
 * BR Codes with keys, names, cities, amounts and descriptions of every length the BR Code allows,
 * so the symbol versions, segments and masks vary: payloads from ~110 to ~250 characters.
 */
export function brCodesOfEveryLength(): string[] {
  const codes: string[] = [];
  for (let i = 0; i < 60; i++) {
    codes.push(
      buildBrCode({
        pixKey:
          i % 3 === 0 ? `+55119${String(10_000_000 + i * 7919).slice(0, 8)}` : `${'x'.repeat(i)}@ex.com.br`,
        merchantName: 'Loja São João Comércio'.slice(0, 5 + (i % 20)),
        merchantCity: 'São José dos Campos'.slice(0, 3 + (i % 15)),
        ...(i % 4 !== 0 && { amountCents: 1 + i * 104_729 }),
        txid: i % 5 === 0 ? '***' : `T${i}x${'9'.repeat(i % 23)}`.slice(0, 25),
        ...(i % 2 === 0 && { description: `Pedido ${i} - ${'açaí '.repeat(i % 9)}`.trim() }),
      }),
    );
  }
  return codes;
}

/** Printable ASCII of the given length from a fixed-seed generator: rows as varied as a payload makes them. */
export function printableAscii(length: number, seed: number): string {
  let state = seed;
  const random = (): number => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
  return Array.from({ length }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
}

const ALPHANUMERIC = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'];

/**
 * Strings that mix runs of digits, of the alphanumeric set, of other ASCII and of any Unicode
 * (accents, other scripts, emoji as surrogate pairs; never a lone surrogate, which no reader could
 * return), so segmentation has real choices to make.
 */
export const mixedText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }),
        fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 1, maxLength: 20 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }),
        fc.string({ unit: fc.constantFrom(...'áàâãçéêíóôõúüÇÃ€'), minLength: 1, maxLength: 8 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((parts) => [...parts.join('')].slice(0, maxLength).join(''));
