import { describe, expect, it } from 'vitest';
import {
  createCustomerSchema,
  customerListQuerySchema,
  customerView,
  fold,
  hasFilters,
  newCustomer,
  searchFields,
} from '../../lib/customers/customer.domain.js';
import { ApiError } from '../../lib/errors.js';
import { parseBody, parseQuery } from '../../lib/http/validation.js';

const parse = (body: Record<string, unknown>) =>
  parseBody(createCustomerSchema, { name: 'Ana', email: 'ana@example.com', ...body });

/** The 422's fields, by name. */
function rejected(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    return Object.fromEntries(((error as ApiError).fields ?? []).map((f) => [f.field, f.code]));
  }
  throw new Error('expected a 422');
}

describe('create customer body', () => {
  it('normalises the name: trim, one space between words, NFC', () => {
    const body = parse({ name: '  Jose\u0301 \u3000 da   Silva\u2003 ' });
    expect(body.name).toBe('José da Silva');
    expect(body.name).toBe('José da Silva'.normalize('NFC'));
  });

  it('keeps the name otherwise as sent (case, punctuation)', () => {
    expect(parse({ name: "mARIA d'Ávila-Souza" }).name).toBe("mARIA d'Ávila-Souza");
  });

  it('counts name length after normalisation, in characters', () => {
    expect(parse({ name: `  ${'a'.repeat(150)}  ` }).name).toHaveLength(150);
    expect(parse({ name: '😀'.repeat(150) }).name).toBe('😀'.repeat(150));
    expect(rejected(() => parse({ name: 'a'.repeat(151) }))).toEqual({
      name: 'too_long',
    });
    expect(rejected(() => parse({ name: '   ' }))).toEqual({ name: 'too_short' });
  });

  it('trims, lower-cases and validates the e-mail', () => {
    expect(parse({ email: '  Ana.Souza@Example.COM ' }).email).toBe('ana.souza@example.com');
    expect(rejected(() => parse({ email: 'ana@' }))).toEqual({ email: 'invalid_email' });
    expect(rejected(() => parse({ email: '  ' }))).toEqual({ email: 'too_short' });
    const long = `${'a'.repeat(139)}@example.com`;
    expect(long).toHaveLength(151);
    expect(rejected(() => parse({ email: long }))).toEqual({ email: 'too_long' });
  });

  it('strips document formatting and upper-cases an alphanumeric CNPJ', () => {
    expect(parse({ document: '529.982.247-25' }).document).toBe('52998224725');
    expect(parse({ document: '12.abc.345/01de-35' }).document).toBe('12ABC34501DE35');
    expect(parse({ document: '11.222.333/0001-81' }).document).toBe('11222333000181');
  });

  it('rejects a document with wrong check digits, too long as sent, or empty', () => {
    const invalid = { document: 'invalid_document' };
    expect(rejected(() => parse({ document: '529.982.247-26' }))).toEqual(invalid);
    expect(rejected(() => parse({ document: '' }))).toEqual(invalid);
    // 21 characters as sent, although only 11 digits once cleaned.
    expect(rejected(() => parse({ document: '529 . 982 . 247 - 25 ' }))).toEqual({
      document: 'too_long',
    });
  });

  it('keeps only the digits of the phone and wants 10 to 13 of them', () => {
    expect(parse({ phone: '+55 (11) 98765-4321' }).phone).toBe('5511987654321');
    expect(parse({ phone: '(11) 3456-7890' }).phone).toBe('1134567890');
    const invalid = { phone: 'invalid_phone' };
    expect(rejected(() => parse({ phone: '3456-7890' }))).toEqual(invalid);
    expect(rejected(() => parse({ phone: '55119876543210' }))).toEqual(invalid);
    expect(rejected(() => parse({ phone: 'abc' }))).toEqual(invalid);
    expect(rejected(() => parse({ phone: '+55 (11) 9 8765-43210' }))).toEqual({
      phone: 'too_long',
    });
  });

  it('treats null document and phone as not informed', () => {
    const body = parse({ document: null, phone: null });
    const customer = newCustomer('m', 'id', body, new Date('2026-01-02T03:04:05.678Z'));
    expect(customer.document).toBeNull();
    expect(customer.phone).toBeNull();
  });

  it('lists every invalid field at once, including unknown and missing ones', () => {
    const fields = rejected(() =>
      parseBody(createCustomerSchema, { email: 'x', document: '123', phone: '1', nickname: 'a' }),
    );
    expect(Object.keys(fields).sort()).toEqual(['document', 'email', 'name', 'nickname', 'phone']);
    expect(fields.name).toBe('required');
    expect(fields.nickname).toBe('unknown_property');
  });

  it('rejects wrong types', () => {
    expect(rejected(() => parseBody(createCustomerSchema, { name: 1, email: ['a'] }))).toEqual({
      name: 'invalid_type',
      email: 'invalid_type',
    });
  });
});

describe('customer record and view', () => {
  const customer = newCustomer(
    'merchant-1',
    'id-1',
    parse({ name: 'Conceição Araújo', document: '529.982.247-25', phone: '(11) 98765-4321' }),
    new Date('2026-01-02T03:04:05.678Z'),
  );

  it('starts ACTIVE with equal UTC timestamps', () => {
    expect(customer.status).toBe('ACTIVE');
    expect(customer.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(customer.updatedAt).toBe(customer.createdAt);
  });

  it('answers with snake_case timestamps, the stored document and nothing internal', () => {
    expect(customerView(customer)).toEqual({
      id: 'id-1',
      name: 'Conceição Araújo',
      email: 'ana@example.com',
      document: '52998224725',
      phone: '11987654321',
      status: 'ACTIVE',
      created_at: '2026-01-02T03:04:05.678Z',
      updated_at: '2026-01-02T03:04:05.678Z',
    });
  });

  it('stores a folded name for case- and accent-insensitive filtering', () => {
    expect(searchFields(customer)).toEqual({ nameFolded: 'conceicao araujo' });
  });
});

describe('fold', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(fold('  CONCEIÇÃO   Araújo ')).toBe('conceicao araujo');
    expect(fold('Conceic\u0327a\u0303o')).toBe('conceicao');
    expect(fold('JOSÉ')).toBe(fold('jose'));
  });
});

describe('customer list query', () => {
  const query = (params: Record<string, string>) => parseQuery(customerListQuerySchema, params);
  const filtersOf = (params: Record<string, string>) => {
    const { page, size, ...filters } = query(params);
    expect({ page, size }).toEqual({ page: 0, size: 20 });
    return filters;
  };

  it('pages like every list and has no filters by default', () => {
    expect(hasFilters(filtersOf({}))).toBe(false);
    expect(query({ size: '500' }).size).toBe(100);
  });

  it('puts each filter in the form of the stored value it is compared with', () => {
    const filters = filtersOf({
      name: ' JOSÉ  da ',
      email: 'Ana@',
      document: '529.982',
      phone: '(11) 9876',
      status: 'active',
    });
    expect(filters).toEqual({
      name: 'jose da',
      email: 'ana@',
      document: '529982',
      phone: '119876',
      status: 'ACTIVE',
    });
    expect(hasFilters(filters)).toBe(true);
  });

  it('compares a search term with each field in that field form, leaving out empty forms', () => {
    expect(query({ search: '(11) 98' }).search).toEqual({ text: '(11) 98', document: '1198', phone: '1198' });
    expect(query({ search: 'Conceição' }).search).toEqual({ text: 'conceicao', document: 'CONCEIÇÃO' });
    expect(query({ search: 'ab.c' }).search).toEqual({ text: 'ab.c', document: 'ABC' });
  });

  it('ignores a filter left empty', () => {
    const filters = filtersOf({
      name: '',
      email: ' ',
      search: '',
      document: '',
      phone: '',
      status: '',
    });
    expect(hasFilters(filters)).toBe(false);
  });

  it('rejects a value that is nothing but formatting', () => {
    expect(rejected(() => query({ phone: 'abc', document: './-' }))).toEqual({
      phone: 'empty_filter',
      document: 'empty_filter',
    });
  });

  it('rejects an unknown status, unknown parameters and over-long values', () => {
    const fields = rejected(() => query({ status: 'deleted', nome: 'Ana', name: 'a'.repeat(151) }));
    expect(fields).toEqual({
      status: 'invalid_value',
      nome: 'unknown_property',
      name: 'too_long',
    });
  });
});
