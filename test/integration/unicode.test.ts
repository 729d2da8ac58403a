import { describe, expect, it } from 'vitest';
import { call, expectError, newMerchant } from '../support/api.js';

// DynamoDB refuses text that is not valid UTF-8, so a lone surrogate must be a 422, never a 500.
const LONE = 'Loja \ud800';

describe('text that is not well-formed Unicode', () => {
  it.each([
    ['/v1/coupons', { code: LONE, type: 'PERCENTAGE', value: 10 }, 'code'],
    ['/v1/customers', { name: LONE, email: 'a@b.com' }, 'name'],
    ['/v1/products', { name: 'Caneca', price: 900, externalId: LONE }, 'externalId'],
  ])('is refused on POST %s and nothing is stored', async (path, body, field) => {
    const m = await newMerchant();
    const error = expectError(await call('POST', path, { key: m.full, body }), 422);
    expect(error.fields?.map((f) => f.field)).toContain(field);
    const list = await call('GET', path, { key: m.readOnly });
    expect(list.json.data.page.totalElements).toBe(0);
  });
});
