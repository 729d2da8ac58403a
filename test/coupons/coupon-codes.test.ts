import { describe, expect, it } from 'vitest';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';

/**
 * A coupon code is what a payer types and what the API compares: one written in compatibility
 * forms (fullwidth letters, ligatures) is the same code as its plain letters, and one carrying a
 * character nobody sees (zero-width, bidi controls, other format characters) is refused, so two
 * codes that look the same are never two coupons.
 */
const INVISIBLE = {
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'left-to-right mark': '\u200e',
  'right-to-left override': '\u202e',
  'first strong isolate': '\u2068',
  'arabic letter mark': '\u061c',
  'mongolian vowel separator': '\u180e',
  'invisible times': '\u2062',
  'combining grapheme joiner': '\u034f',
  'variation selector': '\ufe0f',
  'hangul filler': '\u3164',
  'tag letter': '\u{e0041}',
};

const fields = (result: ApiResult) => (result.json.error?.fields ?? []).map((f) => `${f.field}:${f.code}`);

async function coupon(m: TestMerchant, code: string): Promise<ApiResult> {
  return call('POST', '/v1/coupons', { key: m.full, body: { code, type: 'PERCENTAGE', value: 10 } });
}

async function pageOf(m: TestMerchant): Promise<{ path: string; id: string }> {
  const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 5000 } });
  const checkout = await call('POST', '/v1/checkouts', {
    key: m.full,
    body: { items: [{ productId: product.json.data.id, quantity: 1 }], allowCoupons: true },
  });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  return { path: new URL(checkout.json.data.url as string).pathname, id: checkout.json.data.id };
}

describe('coupon codes', () => {
  it('are read in NFKC: a fullwidth or ligature code is the plain one, on create and every lookup', async () => {
    const m = await newMerchant();
    const created = await coupon(m, 'ｓｅｃｒｅｔａ１０');
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.code).toBe('SECRETA10');
    // The same code however it is written: taken.
    for (const code of ['SECRETA10', 'ＳＥＣＲＥＴＡ10', ' secreta10 ']) {
      const taken = await coupon(m, code);
      expect(expectError(taken, 400).code).toBe('code_taken');
    }
    expect((await coupon(m, 'ﬁnal')).json.data.code).toBe('FINAL');

    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 5000 },
    });
    const checkout = await call('POST', '/v1/checkouts', {
      key: m.full,
      body: { items: [{ productId: product.json.data.id, quantity: 1 }], couponCode: 'ＳＥＣＲＥＴＡ１０' },
    });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    expect(checkout.json.data.coupon).toMatchObject({ code: 'SECRETA10' });

    const page = await pageOf(m);
    const applied = await call('POST', `${page.path}/coupon`, { body: { code: 'ｓｅｃｒｅｔａ１０' } });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    const after = await call('GET', `/v1/checkouts/${page.id}`, { key: m.readOnly });
    expect(after.json.data).toMatchObject({ coupon: { code: 'SECRETA10' }, total: 45 });
  });

  it('refuse an invisible character with 422 invisible_character, on create, update and every lookup', async () => {
    const m = await newMerchant();
    expect((await coupon(m, 'SECRETA10')).status).toBe(201);
    const other = await coupon(m, 'OUTRO');
    const page = await pageOf(m);
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 5000 },
    });
    for (const [name, character] of Object.entries(INVISIBLE)) {
      for (const code of [`SECRETA10${character}`, `SECRE${character}TA10`, `${character}SECRETA10`]) {
        const label = `${name} in ${JSON.stringify(code)}`;
        const created = await coupon(m, code);
        expect(created.status, label).toBe(422);
        expect(fields(created), label).toEqual(['code:invisible_character']);

        const updated = await call('PUT', `/v1/coupons/${other.json.data.id}`, {
          key: m.full,
          body: { code },
        });
        expect(fields(updated), label).toEqual(['code:invisible_character']);

        const checkout = await call('POST', '/v1/checkouts', {
          key: m.full,
          body: { items: [{ productId: product.json.data.id, quantity: 1 }], couponCode: code },
        });
        expect(fields(checkout), label).toEqual(['couponCode:invisible_character']);

        const applied = await call('POST', `${page.path}/coupon`, { body: { code } });
        expect(fields(applied), label).toEqual(['code:invisible_character']);
      }
    }
    // Nothing was written: one coupon besides OUTRO, no checkout but the page's, the page unchanged.
    const coupons = await call('GET', '/v1/coupons?size=100', { key: m.readOnly });
    expect(coupons.json.data.content.map((c: { code: string }) => c.code).sort()).toEqual([
      'OUTRO',
      'SECRETA10',
    ]);
    expect((await call('GET', '/v1/checkouts', { key: m.readOnly })).json.data.page.totalElements).toBe(1);
    const after = await call('GET', `/v1/checkouts/${page.id}`, { key: m.readOnly });
    expect(after.json.data).toMatchObject({ coupon: null, total: 50 });
  });

  it('still take spaces and letters of any script', async () => {
    const m = await newMerchant();
    for (const [code, stored] of [
      ['dez off', 'DEZ OFF'],
      ['promoção', 'PROMOÇÃO'],
      ['ÁGUA\u00a0FRESCA', 'ÁGUA FRESCA'],
      ['скидка', 'СКИДКА'],
    ]) {
      const created = await coupon(m, code!);
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      expect(created.json.data.code).toBe(stored);
    }
  });
});
