import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatReais, MAX_CENTS } from '../../lib/domain/money.js';

// What the catalog's messages showed when they were built with Intl (the no-break space made plain).
const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const viaIntl = (cents: number): string => intl.format(cents / 100).replace(/\s/u, ' ');

describe('formatReais', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatReais(1990)).toBe('R$ 19,90');
    expect(formatReais(5)).toBe('R$ 0,05');
    expect(formatReais(MAX_CENTS)).toBe('R$ 1.000.000.000,00');
    expect(formatReais(-100)).toBe('-R$ 1,00');
  });

  it('matches Intl pt-BR for every amount in cents the API accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(formatReais(cents)).toBe(viaIntl(cents));
      }),
      { numRuns: 2000 },
    );
  });
});
