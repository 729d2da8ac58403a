import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../../lib/domain/brcode.js';
import { parsePixKey, pixKeySchema } from '../../lib/domain/pix-key.js';
import { messages } from '../../lib/messages.js';

describe('parsePixKey', () => {
  it.each([
    ['52998224725', 'CPF', '52998224725'],
    ['529.982.247-25', 'CPF', '52998224725'],
    [' 111.444.777-35 ', 'CPF', '11144477735'],
    ['11.222.333/0001-81', 'CNPJ', '11222333000181'],
    ['11222333000181', 'CNPJ', '11222333000181'],
    ['12.ABC.345/01DE-35', 'CNPJ', '12ABC34501DE35'],
    ['12.abc.345/01de-35', 'CNPJ', '12ABC34501DE35'],
    ['Fulano.Tal@Exemplo.COM.br', 'EMAIL', 'fulano.tal@exemplo.com.br'],
    ['+5511987654321', 'PHONE', '+5511987654321'],
    ['+55 (11) 98765-4321', 'PHONE', '+5511987654321'],
    ['123E4567-E89B-42D3-A456-426614174000', 'EVP', '123e4567-e89b-42d3-a456-426614174000'],
  ])('reads %s as %s %s', (raw, type, key) => {
    expect(parsePixKey(raw)).toEqual({ type, key });
  });

  it.each([
    ['a CPF with a wrong check digit', '52998224715'],
    ['a CPF of equal digits', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11222333000182'],
    ['an alphanumeric CNPJ with a wrong check digit', '12ABC34501DE36'],
    ['a phone without +, which is a CPF-shaped number', '11987654321'],
    ['a phone of another country', '+14155552671'],
    ['a phone with area code 0X', '+5501987654321'],
    ['a landline-length phone', '+551133334444'],
    ['a phone with letters', '+55 11 9876S-4321'],
    ['an e-mail without a dotted host', 'fulano@localhost'],
    ['an e-mail with a non-ASCII character', 'joão@exemplo.com'],
    ['an e-mail over 77 characters', `${'a'.repeat(70)}@exemplo.com`],
    ['a UUID missing a group', '123e4567-e89b-42d3-426614174000'],
    ['a random word', 'chave'],
    ['empty text', '   '],
    ['a document with other symbols', '529*982*247-25'],
  ])('refuses %s', (_, raw) => {
    expect(parsePixKey(raw)).toBeNull();
  });

  it('accepts a 77-character e-mail, the most BR Code template 26 holds', () => {
    const email = `${'a'.repeat(65)}@exemplo.com`;
    expect(email).toHaveLength(77);
    const key = parsePixKey(email);
    expect(key).toEqual({ type: 'EMAIL', key: email });
    expect(() =>
      buildBrCode({ pixKey: email, merchantName: 'Loja', merchantCity: 'Recife', txid: 'T1' }),
    ).not.toThrow();
  });

  it('canonical forms are fixed points, and every key fits a BR Code', () => {
    const keyArb = fc.oneof(
      fc.uuid().map((uuid) => uuid.toUpperCase()),
      fc.emailAddress(),
      fc.stringMatching(/^\+55 ?\(?[1-9][1-9]\)? ?9\d{4}-?\d{4}$/),
      fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/),
      fc.stringMatching(/^[0-9A-Z]{12}\d{2}$/),
    );
    let accepted = 0;
    fc.assert(
      fc.property(keyArb, (raw) => {
        const parsed = parsePixKey(raw);
        if (parsed === null) return;
        accepted++;
        expect(parsePixKey(parsed.key)).toEqual(parsed);
        expect(parsed.key).toMatch(/^[\x21-\x7E]{1,77}$/);
        expect(() =>
          buildBrCode({ pixKey: parsed.key, merchantName: 'Loja', merchantCity: 'Recife', txid: 'T1' }),
        ).not.toThrow();
      }),
      { numRuns: 1000 },
    );
    // Random CPFs and CNPJs mostly fail their check digits; the other kinds must get through.
    expect(accepted).toBeGreaterThan(300);
  });
});

describe('pixKeySchema', () => {
  it('parses into type and canonical key, and refuses with the catalog message', () => {
    expect(pixKeySchema.parse('+55 11 98765-4321')).toEqual({ type: 'PHONE', key: '+5511987654321' });
    const refused = pixKeySchema.safeParse('11987654321');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([messages.pix.invalidKey]);
    expect(pixKeySchema.safeParse(42).success).toBe(false);
  });
});
