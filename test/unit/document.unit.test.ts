import { describe, expect, it } from 'vitest';
import { cleanDocument, isValidCnpj, isValidCpf, isValidDocument } from '../../lib/domain/document.js';

describe('cleanDocument', () => {
  it('removes punctuation and spaces and upper-cases letters', () => {
    expect(cleanDocument('529.982.247-25')).toBe('52998224725');
    expect(cleanDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('keeps letters, so a CPF with a stray letter stays invalid rather than being repaired', () => {
    expect(cleanDocument('529.982.247-2x5')).toBe('5299822472X5');
  });
});

describe('CPF', () => {
  it.each(['52998224725', '11144477735', '39053344705'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidDocument(cpf)).toBe(true);
  });

  it('rejects a wrong first or second check digit', () => {
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('52998224726')).toBe(false);
  });

  it('rejects repeated digits, which pass the arithmetic but are never issued', () => {
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('rejects other lengths and letters', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('5299822472A')).toBe(false);
  });

  it('computes a check digit of 0 when the remainder is 0 or 1', () => {
    // 123.456.789-09: the first check digit comes from a remainder of 1.
    expect(isValidCpf('12345678909')).toBe(true);
  });
});

describe('CNPJ', () => {
  it.each(['11222333000181', '11444777000161', '45997418000153'])('accepts the numeric CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidDocument(cnpj)).toBe(true);
  });

  it("accepts the Receita Federal's alphanumeric example 12.ABC.345/01DE-35", () => {
    expect(isValidCnpj(cleanDocument('12.ABC.345/01DE-35'))).toBe(true);
  });

  it('rejects wrong check digits, numeric or alphanumeric', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE45')).toBe(false);
  });

  it('treats letters by their ASCII value, so swapping a letter breaks the check digits', () => {
    expect(isValidCnpj('12ABD34501DE35')).toBe(false);
  });

  it('rejects letters in the check-digit positions and lower-case letters', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12abc34501de35')).toBe(false);
  });

  it('rejects repeated characters and other lengths', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidDocument('112223330001811')).toBe(false);
    expect(isValidDocument('')).toBe(false);
  });
});
