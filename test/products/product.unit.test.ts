import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../../lib/domain/money.js';
import {
  createProductSchema,
  listProductsQuerySchema,
  mergeProduct,
  newProduct,
  productView,
  updateProductSchema,
  type Product,
} from '../../lib/products/product.domain.js';
import { characterCount } from '../../lib/domain/text.js';
import { parseBody, parseQuery } from '../../lib/http/validation.js';

const NOW = new Date('2026-11-22T13:04:05.123Z');
const LATER = new Date('2026-11-23T08:00:00.000Z');

/** The 422's fields, or a failure if the input was accepted. */
function rejected(run: () => unknown): { field: string; code: string; message: string }[] {
  try {
    run();
  } catch (error) {
    const apiError = error as { status: number; fields: { field: string; code: string; message: string }[] };
    expect(apiError.status).toBe(422);
    return apiError.fields;
  }
  throw new Error('expected a 422');
}

const names = (fields: { field: string }[]): string[] => fields.map((f) => f.field).sort();

const stored = (overrides: Partial<Product> = {}): Product => ({
  id: '0194c2d1-0000-7000-8000-000000000001',
  merchantId: 'merchant-1',
  name: 'Camiseta',
  description: 'Algodão',
  price: 1990,
  status: 'ACTIVE',
  externalId: 'SKU-1',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  version: 1,
  ...overrides,
});

describe('product creation body', () => {
  const create = (body: unknown) => parseBody(createProductSchema, body);

  it('accepts the minimal body and leaves optional fields out', () => {
    expect(create({ name: 'Camiseta', price: 500 })).toEqual({ name: 'Camiseta', price: 500 });
  });

  it('trims the name and normalizes it to NFC', () => {
    const decomposed = 'Cafe\u0301';
    expect(create({ name: `  ${decomposed}\u2003`, price: 500 }).name).toBe('Caf\u00e9');
  });

  it('counts characters, not UTF-16 units, against the name limit', () => {
    const emoji = '😀'.repeat(150);
    expect(characterCount(emoji)).toBe(150);
    expect(create({ name: emoji, price: 500 }).name).toBe(emoji);
    expect(names(rejected(() => create({ name: `${emoji}a`, price: 500 })))).toEqual(['name']);
  });

  it('rejects a blank or too long name', () => {
    expect(rejected(() => create({ name: '   ', price: 500 }))).toEqual([
      expect.objectContaining({ field: 'name', code: 'too_short' }),
    ]);
    expect(create({ name: 'a'.repeat(150), price: 500 }).name).toHaveLength(150);
    expect(rejected(() => create({ name: 'a'.repeat(151), price: 500 }))).toEqual([
      expect.objectContaining({ field: 'name', code: 'too_long' }),
    ]);
  });

  it('takes the price as integer cents from 500 up to MAX_CENTS', () => {
    expect(create({ name: 'a', price: MAX_CENTS }).price).toBe(MAX_CENTS);
    for (const price of [499, 0, -500, MAX_CENTS + 1, 19.9, '1990', true]) {
      expect(names(rejected(() => create({ name: 'a', price })))).toEqual(['price']);
    }
    expect(rejected(() => create({ name: 'a', price: '1990' }))[0]?.code).toBe('invalid_type');
    expect(rejected(() => create({ name: 'a', price: 499 }))[0]?.code).toBe('too_small');
    expect(rejected(() => create({ name: 'a', price: MAX_CENTS + 1 }))[0]?.code).toBe('too_big');
  });

  it('names the unit, cents, and the reais equivalent in every price message', () => {
    // A price copied from a response (reais) is the mistake these messages are for.
    const [tooSmall] = rejected(() => create({ name: 'a', price: 50 }));
    expect(tooSmall?.message).toContain('500 centavos (R$ 5,00)');
    const [fraction] = rejected(() => create({ name: 'a', price: 19.9 }));
    expect(fraction?.message).toContain('centavos');
    const [tooBig] = rejected(() => create({ name: 'a', price: MAX_CENTS + 1 }));
    expect(tooBig?.message).toContain('centavos (R$ 1.000.000.000,00)');
  });

  it('keeps the externalId exactly as sent, 1 to 100 characters', () => {
    expect(create({ name: 'a', price: 500, externalId: ' Sku-1 ' }).externalId).toBe(' Sku-1 ');
    expect(create({ name: 'a', price: 500, externalId: 'x'.repeat(100) }).externalId).toHaveLength(100);
    expect(names(rejected(() => create({ name: 'a', price: 500, externalId: '' })))).toEqual(['externalId']);
    expect(names(rejected(() => create({ name: 'a', price: 500, externalId: 'x'.repeat(101) })))).toEqual([
      'externalId',
    ]);
  });

  it('limits the description to 1000 characters after trimming', () => {
    expect(create({ name: 'a', price: 500, description: ` ${'d'.repeat(1000)} ` }).description).toHaveLength(
      1000,
    );
    expect(names(rejected(() => create({ name: 'a', price: 500, description: 'd'.repeat(1001) })))).toEqual([
      'description',
    ]);
  });

  it('lists every problem at once, including unknown properties and a status', () => {
    const fields = rejected(() => create({ name: 7, price: null, status: 'ACTIVE', sku: 'x' }));
    expect(names(fields)).toEqual(['name', 'price', 'sku', 'status']);
    expect(fields.find((f) => f.field === 'status')?.code).toBe('unknown_property');
  });

  it('requires name and price', () => {
    expect(names(rejected(() => create({})))).toEqual(['name', 'price']);
  });
});

describe('new product', () => {
  it('starts ACTIVE at version 1 with null for absent optional fields', () => {
    const product = newProduct('m', 'id', { name: 'Caneca', price: 2500 }, NOW);
    expect(product).toEqual({
      id: 'id',
      merchantId: 'm',
      name: 'Caneca',
      description: null,
      price: 2500,
      status: 'ACTIVE',
      externalId: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      version: 1,
    });
  });

  it('stores a blank description as null', () => {
    const body = parseBody(createProductSchema, { name: 'a', price: 500, description: '   ' });
    expect(newProduct('m', 'id', body, NOW).description).toBeNull();
  });
});

describe('product update body', () => {
  const update = (body: unknown) => parseBody(updateProductSchema, body);

  it('rejects an empty or all-null body', () => {
    for (const body of [{}, { name: null }, { name: null, price: null, description: null, status: null }]) {
      expect(rejected(() => update(body))).toEqual([
        expect.objectContaining({ field: 'body', code: 'no_values' }),
      ]);
    }
  });

  it('rejects any body naming externalId as unchangeable, even null or with other fields', () => {
    for (const externalId of ['SKU-2', null, 'SKU-1']) {
      const fields = rejected(() => update({ name: 'Novo', externalId }));
      expect(fields).toEqual([expect.objectContaining({ field: 'externalId', code: 'immutable' })]);
    }
  });

  it('rejects unknown properties and invalid values, all at once', () => {
    const fields = rejected(() => update({ price: 100, status: 'DELETED', name: '', createdAt: 'x' }));
    expect(names(fields)).toEqual(['createdAt', 'name', 'price', 'status']);
  });

  it('accepts a status of ACTIVE or INACTIVE', () => {
    expect(update({ status: 'INACTIVE' })).toEqual({ status: 'INACTIVE' });
    expect(update({ status: 'ACTIVE' })).toEqual({ status: 'ACTIVE' });
  });

  it('counts an empty description as a value (it clears the description)', () => {
    expect(update({ description: '' })).toEqual({ description: '' });
  });
});

describe('merging an update', () => {
  const patch = (body: unknown) => parseBody(updateProductSchema, body);

  it('changes only the fields sent with a value and bumps version and updatedAt', () => {
    const current = stored();
    const next = mergeProduct(current, patch({ price: 2990, name: null, description: null }), LATER);
    expect(next).toEqual({ ...current, price: 2990, updatedAt: LATER.toISOString(), version: 2 });
  });

  it('replaces every updatable field', () => {
    const next = mergeProduct(
      stored(),
      patch({ name: ' Moletom ', price: 15000, description: 'Flanelado', status: 'INACTIVE' }),
      LATER,
    );
    expect(next).toMatchObject({
      name: 'Moletom',
      price: 15000,
      description: 'Flanelado',
      status: 'INACTIVE',
      externalId: 'SKU-1',
      createdAt: NOW.toISOString(),
    });
  });

  it('clears the description on an empty string but keeps it on null', () => {
    expect(mergeProduct(stored(), patch({ description: '' }), LATER).description).toBeNull();
    expect(
      mergeProduct(stored(), patch({ description: ' ', status: 'ACTIVE' }), LATER).description,
    ).toBeNull();
    expect(mergeProduct(stored(), patch({ description: null, status: 'ACTIVE' }), LATER).description).toBe(
      'Algodão',
    );
  });
});

describe('product view', () => {
  it('gives the price in reais, camelCase names, and null for absent optional fields', () => {
    const view = productView(stored({ price: 1990, description: null, externalId: null }));
    expect(view).toEqual({
      id: '0194c2d1-0000-7000-8000-000000000001',
      name: 'Camiseta',
      description: null,
      price: 19.9,
      status: 'ACTIVE',
      externalId: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('keeps whole and large prices exact', () => {
    expect(productView(stored({ price: 500 })).price).toBe(5);
    expect(productView(stored({ price: MAX_CENTS - 1 })).price).toBe(999_999_999.99);
  });
});

describe('product list query', () => {
  const query = (q: Record<string, string>) => parseQuery(listProductsQuerySchema, q);

  it('defaults the paging and caps the size at 100', () => {
    expect(query({})).toEqual({ page: 0, size: 20 });
    expect(query({ size: '500' })).toEqual({ page: 0, size: 100 });
  });

  it('matches the status case-insensitively and the externalId exactly', () => {
    expect(query({ status: 'inactive', externalId: 'Sku 1' })).toMatchObject({
      status: 'INACTIVE',
      externalId: 'Sku 1',
    });
  });

  it('rejects unknown parameters and invalid filters', () => {
    expect(
      names(rejected(() => query({ status: 'DELETED', externalId: '', name: 'x', page: '-1' }))),
    ).toEqual(['externalId', 'name', 'page', 'status']);
  });
});
