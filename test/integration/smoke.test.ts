import { describe, expect, it } from 'vitest';
import { call, newMerchant } from '../support/api.js';

describe('smoke', () => {
  it('creates and reads a coupon', async () => {
    const m = await newMerchant();
    const created = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'abc', type: 'FIXED_AMOUNT', value: 1990 },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.value).toBe(19.9);
    const got = await call('GET', `/v1/coupons/${created.json.data.id}`, { key: m.readOnly });
    expect(got.json.data.code).toBe('ABC');
  });
});
