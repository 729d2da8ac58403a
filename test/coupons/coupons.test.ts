import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config.js';
import { updateCoupon } from '../../lib/coupons/coupons.service.js';
import { updateCouponSchema } from '../../lib/coupons/coupon.domain.js';
import { parseBody } from '../../lib/http/validation.js';
import { injectFault, internalServerError, removeFaults } from '../support/faults.js';
import {
  call,
  expectError,
  fieldNames,
  newMerchant,
  type ApiResult,
  type TestMerchant,
} from '../support/api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const MISSING_ID = '0190f5b2-7c3a-7d4e-8f00-123456789abc';

let m: TestMerchant;
let codeSeq = 0;
/** A code no other test of this merchant uses. */
const uniqueCode = (stem = 'C') => `${stem}${++codeSeq}`;

const create = (body: unknown, key = m.full) => call('POST', '/v1/coupons', { key, body });
const get = (id: string, key = m.full) => call('GET', `/v1/coupons/${id}`, { key });
const update = (id: string, body: unknown, key = m.full) => call('PUT', `/v1/coupons/${id}`, { key, body });
const remove = (id: string, key = m.full) => call('DELETE', `/v1/coupons/${id}`, { key });
const list = (query = '', key = m.full) => call('GET', `/v1/coupons${query}`, { key });

/** Creates a coupon and returns its response data (fails the test unless 201). */
async function createOk(body: Record<string, unknown> = {}, key = m.full) {
  const result = await create({ code: uniqueCode(), type: 'PERCENTAGE', value: 10, ...body }, key);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data;
}

function expectSuccess(result: ApiResult, status: number) {
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(result.json.success).toBe(true);
  expect(result.json.error).toBeNull();
  expect(result.headers['content-type']).toMatch(/^application\/json/);
  expect(result.headers['x-request-id']).toBeTruthy();
  return result.json.data;
}

beforeAll(async () => {
  m = await newMerchant('Loja Cupons');
});

describe('POST /v1/coupons', () => {
  it('creates an ACTIVE coupon with used_count 0 and every field of the response', async () => {
    const before = Date.now();
    const result = await create({ code: uniqueCode('WELCOME'), type: 'PERCENTAGE', value: 15 });
    const data = expectSuccess(result, 201);
    expect(Object.keys(data).sort()).toEqual(
      [
        'code',
        'created_at',
        'expires_at',
        'id',
        'max_uses',
        'starts_at',
        'status',
        'availability',
        'type',
        'updated_at',
        'used_count',
        'value',
      ].sort(),
    );
    expect(data).toMatchObject({
      type: 'PERCENTAGE',
      value: 15,
      max_uses: null,
      used_count: 0,
      starts_at: null,
      expires_at: null,
      status: 'ACTIVE',
      availability: 'AVAILABLE',
    });
    expect(data.id).toMatch(UUID);
    expect(data.created_at).toMatch(UTC_TIMESTAMP);
    expect(data.updated_at).toBe(data.created_at);
    expect(Date.parse(data.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  describe('code', () => {
    it('is trimmed and upper-cased', async () => {
      const stem = uniqueCode('summer');
      const data = await createOk({ code: `  ${stem}  ` });
      expect(data.code).toBe(stem.toUpperCase());
      expect((await get(data.id)).json.data.code).toBe(stem.toUpperCase());
    });

    it('has 1 to 50 characters after trimming', async () => {
      const fifty = `${uniqueCode('Z')}-`.padEnd(50, 'x');
      expect((await createOk({ code: `   ${fifty}   ` })).code).toBe(fifty.toUpperCase());
      for (const code of ['', '    ', `${fifty}y`, 'x'.repeat(300)]) {
        const error = expectError(await create({ code, type: 'PERCENTAGE', value: 10 }), 422);
        expect(error.fields?.map((f) => f.field)).toEqual(['code']);
      }
    });

    it('must be a string', async () => {
      expect(fieldNames(await create({ code: 123, type: 'PERCENTAGE', value: 10 }))).toEqual(['code']);
    });

    it('is unique within the merchant whatever its case or spaces (400)', async () => {
      const code = uniqueCode('DUP');
      await createOk({ code });
      const result = await create({ code: ` ${code.toLowerCase()} `, type: 'FIXED_AMOUNT', value: 100 });
      const error = expectError(result, 400);
      expect(error.fields?.map((f) => f.field)).toEqual(['code']);
      expect(
        (await list('?size=100')).json.data.content.filter((c: { code: string }) => c.code === code),
      ).toHaveLength(1);
    });

    it('may repeat between merchants', async () => {
      const other = await newMerchant('Outra Loja');
      const code = uniqueCode('SHARED');
      await createOk({ code });
      expect((await createOk({ code }, other.full)).code).toBe(code);
    });
  });

  describe('type and value', () => {
    it.each([1, 50, 100])('accepts a PERCENTAGE of %i and returns it unchanged', async (value) => {
      expect((await createOk({ type: 'PERCENTAGE', value })).value).toBe(value);
    });

    it.each([
      [1990, 19.9],
      [1, 0.01],
      [150, 1.5],
      [5000, 50],
      [123456, 1234.56],
    ])('takes FIXED_AMOUNT %i in cents and returns %d in reais', async (cents, reais) => {
      const data = await createOk({ type: 'FIXED_AMOUNT', value: cents });
      expect(data.value).toBe(reais);
      expect((await get(data.id)).json.data.value).toBe(reais);
    });

    it.each([
      ['PERCENTAGE', 0],
      ['PERCENTAGE', 101],
      ['PERCENTAGE', -5],
      ['PERCENTAGE', 10.5],
      ['PERCENTAGE', '10'],
      ['FIXED_AMOUNT', 0],
      ['FIXED_AMOUNT', -100],
      ['FIXED_AMOUNT', 19.9],
      ['FIXED_AMOUNT', null],
    ])('rejects %s with value %j (422 on value)', async (type, value) => {
      const result = await create({ code: uniqueCode(), type, value });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['value']);
    });

    it.each(['percentage', 'FIXED', '', null, 1])('rejects the type %j', async (type) => {
      const result = await create({ code: uniqueCode(), type, value: 10 });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['type']);
    });
  });

  describe('max_uses', () => {
    it.each([
      ['omitted', {}, null],
      ['null', { max_uses: null }, null],
      ['-1', { max_uses: -1 }, null],
      ['1', { max_uses: 1 }, 1],
      ['500', { max_uses: 500 }, 500],
    ])('%s gives max_uses %j', async (_, extra, expected) => {
      const data = await createOk(extra);
      expect(data.max_uses).toBe(expected);
      expect((await get(data.id)).json.data.max_uses).toBe(expected);
    });

    it.each([0, -2, 1.5, '5'])('rejects %j', async (maxUses) => {
      const result = await create({ code: uniqueCode(), type: 'PERCENTAGE', value: 5, max_uses: maxUses });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['max_uses']);
    });
  });

  describe('dates', () => {
    it('reads date-only values as the start and end of the day in America/Sao_Paulo', async () => {
      const data = await createOk({ starts_at: '2026-12-01', expires_at: '2026-12-31' });
      expect(data.starts_at).toBe('2026-12-01T00:00:00-03:00');
      expect(data.expires_at).toBe('2026-12-31T23:59:59-03:00');
      const again = (await get(data.id)).json.data;
      expect([again.starts_at, again.expires_at]).toEqual([data.starts_at, data.expires_at]);
    });

    it('keeps an explicit time of day', async () => {
      const data = await createOk({ starts_at: '2026-12-01T08:30:00', expires_at: '2026-12-01T18:45:10' });
      expect(data.starts_at).toBe('2026-12-01T08:30:00-03:00');
      expect(data.expires_at).toBe('2026-12-01T18:45:10-03:00');
    });

    it('accepts a start and an end on the same day (00:00:00 to 23:59:59)', async () => {
      const data = await createOk({ starts_at: '2026-12-25', expires_at: '2026-12-25' });
      expect([data.starts_at, data.expires_at]).toEqual([
        '2026-12-25T00:00:00-03:00',
        '2026-12-25T23:59:59-03:00',
      ]);
    });

    it('accepts 9999-12-31 as a "never expires" end, on creation and update', async () => {
      const data = await createOk({ starts_at: '2026-01-01', expires_at: '9999-12-31' });
      expect(data.expires_at).toBe('9999-12-31T23:59:59-03:00');
      const other = await createOk({ starts_at: '2026-01-01', expires_at: '2026-12-31' });
      const updated = expectSuccess(await update(other.id, { expires_at: '9999-12-31' }), 200);
      expect(updated.expires_at).toBe('9999-12-31T23:59:59-03:00');
      expect(expectSuccess(await update(other.id, { starts_at: '2027-06-01' }), 200).starts_at).toBe(
        '2027-06-01T00:00:00-03:00',
      );
    });

    it('accepts either date alone, and null', async () => {
      expect((await createOk({ starts_at: '2026-12-01' })).expires_at).toBeNull();
      expect((await createOk({ expires_at: '2026-12-01' })).starts_at).toBeNull();
      expect(await createOk({ starts_at: null, expires_at: null })).toMatchObject({
        starts_at: null,
        expires_at: null,
      });
    });

    it.each([
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-12-01T24:00:00',
      '2026-12-01T10:00',
      '2026-12-01T10:00:00+25:00',
      '2026-12-01 10:00:00',
      '01/12/2026',
      '',
      20261201,
    ])('rejects the starts_at and expires_at %j', async (date) => {
      const starts = await create({ code: uniqueCode(), type: 'PERCENTAGE', value: 5, starts_at: date });
      expectError(starts, 422);
      expect(fieldNames(starts)).toEqual(['starts_at']);
      const expires = await create({ code: uniqueCode(), type: 'PERCENTAGE', value: 5, expires_at: date });
      expect(fieldNames(expires)).toEqual(['expires_at']);
    });

    it.each([
      ['2026-12-10', '2026-12-01'],
      ['2026-12-01T10:00:00', '2026-12-01T10:00:00'],
      ['2026-12-01T10:00:00', '2026-12-01T09:59:59'],
      ['2026-12-02', '2026-12-01T23:59:59'],
    ])('requires expires_at after starts_at (%s, %s)', async (startsAt, expiresAt) => {
      const result = await create({
        code: uniqueCode(),
        type: 'PERCENTAGE',
        value: 5,
        starts_at: startsAt,
        expires_at: expiresAt,
      });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['expires_at']);
    });
  });

  describe('invalid requests', () => {
    it('lists every invalid field at once, named as sent', async () => {
      const result = await create({
        code: '   ',
        type: 'BOGUS',
        value: 0,
        max_uses: 0,
        starts_at: '2026-02-30',
        expires_at: 'tomorrow',
        maxUses: 3,
      });
      const error = expectError(result, 422);
      expect(fieldNames(result)).toEqual([
        'code',
        'expires_at',
        'maxUses',
        'max_uses',
        'starts_at',
        'type',
        'value',
      ]);
      for (const field of error.fields ?? []) expect(field.message).toMatch(/\S/);
      expect(error.path).toBe('/v1/coupons');
      expect(error.timestamp).toMatch(UTC_TIMESTAMP);
    });

    it('reports a PERCENTAGE over 100 and a bad period together with other problems', async () => {
      const result = await create({
        code: '',
        type: 'PERCENTAGE',
        value: 150,
        starts_at: '2026-12-10',
        expires_at: '2026-12-01',
      });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['code', 'expires_at', 'value']);
    });

    it('names every missing required field', async () => {
      const result = await create({});
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['code', 'type', 'value']);
    });

    it.each(['used_count', 'status', 'id', 'created_at', 'discount'])(
      'rejects the property %s (422)',
      async (name) => {
        const code = uniqueCode();
        const result = await create({
          code,
          type: 'PERCENTAGE',
          value: 5,
          [name]: name === 'used_count' ? 7 : 'x',
        });
        expectError(result, 422);
        expect(fieldNames(result)).toEqual([name]);
        // Nothing was created under that code.
        expect((await createOk({ code })).used_count).toBe(0);
      },
    );

    it.each([
      ['a JSON array', '[]'],
      ['a JSON string', '"coupon"'],
      ['JSON null', 'null'],
      ['a JSON number', '42'],
      ['malformed JSON', '{"code": "A", '],
      ['an empty body', ''],
    ])('answers 400 for %s', async (_, rawBody) => {
      const result = await call('POST', '/v1/coupons', {
        key: m.full,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expectError(result, 400);
    });

    it('answers 415 for a body that is not JSON', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const result = await call('POST', '/v1/coupons', {
          key: m.full,
          rawBody: JSON.stringify({ code: uniqueCode(), type: 'PERCENTAGE', value: 5 }),
          headers: { 'content-type': contentType },
        });
        expectError(result, 415);
      }
    });

    it('accepts a JSON content type with a charset', async () => {
      const result = await call('POST', '/v1/coupons', {
        key: m.full,
        rawBody: JSON.stringify({ code: uniqueCode(), type: 'PERCENTAGE', value: 5 }),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expectSuccess(result, 201);
    });

    it('answers 422 for a prototype-polluting key', async () => {
      const result = await call('POST', '/v1/coupons', {
        key: m.full,
        rawBody: '{"code":"PROTO","type":"PERCENTAGE","value":5,"__proto__":{"admin":true}}',
        headers: { 'content-type': 'application/json' },
      });
      expectError(result, 422);
    });
  });
});

describe('availability', () => {
  it('reads EXPIRED in the create answer of a coupon created already expired, while status stays ACTIVE', async () => {
    const data = await createOk({ starts_at: '2020-01-01', expires_at: '2020-01-31' });
    expect(data).toMatchObject({ status: 'ACTIVE', availability: 'EXPIRED' });
    expect((await get(data.id)).json.data.availability).toBe('EXPIRED');
  });

  it('reads NOT_YET_VALID before starts_at', async () => {
    expect((await createOk({ starts_at: '2999-01-01' })).availability).toBe('NOT_YET_VALID');
  });

  it('reads INACTIVE once deactivated and AVAILABLE once active again', async () => {
    const data = await createOk();
    expect((await update(data.id, { status: 'INACTIVE' })).json.data.availability).toBe('INACTIVE');
    expect((await update(data.id, { status: 'ACTIVE' })).json.data.availability).toBe('AVAILABLE');
  });

  it('reads EXHAUSTED when an open checkout holds its last use, in the list too', async () => {
    const own = await newMerchant();
    const product = await call('POST', '/v1/products', {
      key: own.full,
      body: { name: 'Caneca', price: 4990 },
    });
    const data = await createOk({ code: 'LAST-ONE', max_uses: 1 }, own.full);
    const checkout = await call('POST', '/v1/checkouts', {
      key: own.full,
      body: { items: [{ productId: product.json.data.id, quantity: 1 }], couponCode: 'LAST-ONE' },
    });
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
    expect((await get(data.id, own.full)).json.data).toMatchObject({
      used_count: 0,
      availability: 'EXHAUSTED',
    });
    expect((await list('', own.full)).json.data.content[0].availability).toBe('EXHAUSTED');
  });

  it('cannot be written: availability in a create or an update is an unknown property', async () => {
    const refused = await create({
      code: uniqueCode(),
      type: 'PERCENTAGE',
      value: 5,
      availability: 'EXPIRED',
    });
    expectError(refused, 422);
    expect(fieldNames(refused)).toEqual(['availability']);
  });
});

describe('GET /v1/coupons/{id}', () => {
  it('returns the coupon', async () => {
    const created = await createOk({ type: 'FIXED_AMOUNT', value: 990, max_uses: 3 });
    expect(expectSuccess(await get(created.id, m.readOnly), 200)).toEqual(created);
  });

  it('accepts the id in upper case', async () => {
    const created = await createOk();
    expect((await get(created.id.toUpperCase())).json.data.id).toBe(created.id);
  });

  it.each([MISSING_ID, 'not-a-uuid', '123', 'coupon%20x'])('answers 404 for the id %s', async (id) => {
    const error = expectError(await get(id), 404);
    expect(error.path).toBe(`/v1/coupons/${id}`);
  });
});

describe('PUT /v1/coupons/{id}', () => {
  it('changes only the fields sent and keeps created_at and used_count', async () => {
    const created = await createOk({
      type: 'FIXED_AMOUNT',
      value: 1000,
      max_uses: 10,
      starts_at: '2026-12-01',
      expires_at: '2026-12-31',
    });
    const result = await update(created.id, { value: 2550 });
    const data = expectSuccess(result, 200);
    expect(data).toEqual({ ...created, value: 25.5, updated_at: data.updated_at });
    expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(data.updated_at).toMatch(UTC_TIMESTAMP);
    expect((await get(created.id)).json.data).toEqual(data);
  });

  it('ignores null for every field', async () => {
    const created = await createOk({ max_uses: 10, starts_at: '2026-12-01', expires_at: '2026-12-31' });
    const nulls = { code: null, type: null, value: null, max_uses: null, starts_at: null, expires_at: null };
    const data = expectSuccess(await update(created.id, { ...nulls, status: 'INACTIVE' }), 200);
    expect(data).toEqual({
      ...created,
      status: 'INACTIVE',
      availability: 'INACTIVE',
      updated_at: data.updated_at,
    });
    const data2 = expectSuccess(await update(created.id, { ...nulls, status: null, value: 20 }), 200);
    expect(data2).toEqual({
      ...created,
      status: 'INACTIVE',
      availability: 'INACTIVE',
      value: 20,
      updated_at: data2.updated_at,
    });
  });

  it('makes usage unlimited with max_uses -1 and sets a new limit otherwise', async () => {
    const created = await createOk({ max_uses: 10 });
    expect(expectSuccess(await update(created.id, { max_uses: 25 }), 200).max_uses).toBe(25);
    expect(expectSuccess(await update(created.id, { max_uses: -1 }), 200).max_uses).toBeNull();
    expect((await get(created.id)).json.data.max_uses).toBeNull();
  });

  it('updates dates with the same local rules as creation', async () => {
    const created = await createOk({ starts_at: '2026-12-01', expires_at: '2026-12-31' });
    const data = expectSuccess(
      await update(created.id, { expires_at: '2027-01-15', starts_at: '2026-12-20T12:00:00' }),
      200,
    );
    expect(data.starts_at).toBe('2026-12-20T12:00:00-03:00');
    expect(data.expires_at).toBe('2027-01-15T23:59:59-03:00');
  });

  it('moves ACTIVE to INACTIVE and back', async () => {
    const created = await createOk();
    expect(expectSuccess(await update(created.id, { status: 'INACTIVE' }), 200).status).toBe('INACTIVE');
    expect((await get(created.id)).json.data.status).toBe('INACTIVE');
    expect(expectSuccess(await update(created.id, { status: 'INACTIVE' }), 200).status).toBe('INACTIVE');
    expect(expectSuccess(await update(created.id, { status: 'ACTIVE' }), 200).status).toBe('ACTIVE');
    expect((await get(created.id)).json.data.status).toBe('ACTIVE');
  });

  it.each(['REMOVED', 'inactive', ''])('rejects the status %j', async (status) => {
    const created = await createOk();
    const result = await update(created.id, { status });
    expectError(result, 422);
    expect(fieldNames(result)).toEqual(['status']);
  });

  describe('code', () => {
    it('normalises a new code and frees the old one', async () => {
      const oldCode = uniqueCode('OLD');
      const newCode = uniqueCode('new');
      const created = await createOk({ code: oldCode });
      expect(expectSuccess(await update(created.id, { code: ` ${newCode} ` }), 200).code).toBe(
        newCode.toUpperCase(),
      );
      expect((await createOk({ code: oldCode })).code).toBe(oldCode);
      expectError(await create({ code: newCode, type: 'PERCENTAGE', value: 1 }), 400);
    });

    it('may be re-sent unchanged in another case', async () => {
      const code = uniqueCode('SAME');
      const created = await createOk({ code });
      expect(expectSuccess(await update(created.id, { code: code.toLowerCase() }), 200).code).toBe(code);
    });

    it("cannot take another coupon's code (400) and stays unchanged", async () => {
      const taken = await createOk();
      const created = await createOk();
      const error = expectError(await update(created.id, { code: taken.code.toLowerCase() }), 400);
      expect(error.fields?.map((f) => f.field)).toEqual(['code']);
      expect((await get(created.id)).json.data).toEqual(created);
    });

    it.each(['', '   ', 'x'.repeat(51), 7])('rejects %j', async (code) => {
      const created = await createOk();
      const result = await update(created.id, { code });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['code']);
    });
  });

  describe('re-validation of the merged coupon (400)', () => {
    it('rejects type PERCENTAGE while the stored value is 5000, leaving the coupon unchanged', async () => {
      const created = await createOk({ type: 'FIXED_AMOUNT', value: 5000 });
      const error = expectError(await update(created.id, { type: 'PERCENTAGE' }), 400);
      expect(error.message).toMatch(/\S/);
      expect((await get(created.id)).json.data).toEqual(created);
      const data = expectSuccess(await update(created.id, { type: 'PERCENTAGE', value: 50 }), 200);
      expect([data.type, data.value]).toEqual(['PERCENTAGE', 50]);
    });

    it('rejects a value over 100 on a stored PERCENTAGE coupon', async () => {
      const created = await createOk({ type: 'PERCENTAGE', value: 10 });
      expectError(await update(created.id, { value: 150 }), 400);
      expect((await get(created.id)).json.data.value).toBe(10);
    });

    it('accepts a large value once the type becomes FIXED_AMOUNT', async () => {
      const created = await createOk({ type: 'PERCENTAGE', value: 10 });
      const data = expectSuccess(await update(created.id, { type: 'FIXED_AMOUNT', value: 15000 }), 200);
      expect([data.type, data.value]).toEqual(['FIXED_AMOUNT', 150]);
    });

    it('rejects expires_at before the stored starts_at', async () => {
      const created = await createOk({ starts_at: '2026-12-10' });
      const error = expectError(await update(created.id, { expires_at: '2026-12-01' }), 400);
      expect(error.fields?.map((f) => f.field)).toEqual(['expires_at']);
      expect((await get(created.id)).json.data.expires_at).toBeNull();
    });

    it('rejects starts_at after the stored expires_at', async () => {
      const created = await createOk({ expires_at: '2026-12-01' });
      expectError(await update(created.id, { starts_at: '2026-12-02' }), 400);
      expect((await get(created.id)).json.data.starts_at).toBeNull();
    });
  });

  describe('invalid requests (422 unless not JSON)', () => {
    it.each([
      ['an empty object', {}],
      [
        'only nulls',
        {
          code: null,
          type: null,
          value: null,
          max_uses: null,
          starts_at: null,
          expires_at: null,
          status: null,
        },
      ],
      ['a single null', { status: null }],
    ])('rejects %s', async (_, body) => {
      const created = await createOk();
      expectError(await update(created.id, body), 422);
      expect((await get(created.id)).json.data).toEqual(created);
    });

    it('rejects used_count and any unknown property', async () => {
      const created = await createOk();
      const result = await update(created.id, { used_count: 99, usedCount: 1, value: 20 });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['usedCount', 'used_count']);
      expect((await get(created.id)).json.data).toEqual(created);
    });

    it('lists every invalid field at once', async () => {
      const created = await createOk();
      const result = await update(created.id, {
        code: '',
        type: 'X',
        value: 0,
        max_uses: 0,
        starts_at: '2026-02-30',
        expires_at: '2026-12-01T10:00',
        status: 'GONE',
      });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual([
        'code',
        'expires_at',
        'max_uses',
        'starts_at',
        'status',
        'type',
        'value',
      ]);
    });

    it('judges the body before the coupon is found: a refused body on a missing id is 422, a valid one 404', async () => {
      // The body is checked before the coupon is read: a 404 never overtakes the body's 422.
      const refused = await update(MISSING_ID, { value: 0, colour: 'red' });
      expectError(refused, 422);
      expect(fieldNames(refused)).toEqual(['colour', 'value']);
      expectError(await update(MISSING_ID, { value: 100 }), 404);
    });

    it('answers a refused body 422 without reading the coupon, and leaves nothing behind', async () => {
      const created = await createOk();
      const failed = injectFault('GetItemCommand', 1, internalServerError);
      try {
        const refused = await update(created.id, { value: 0 });
        expectError(refused, 422);
        expect(failed.calls).toBe(0);
      } finally {
        removeFaults();
      }
      expect((await get(created.id)).json.data).toEqual(created);
    });

    it('merges again on a fresh read when a concurrent write lands first', async () => {
      const created = await createOk({ type: 'FIXED_AMOUNT', value: 1000 });
      // Another writer lands between the read and the conditional write: the first write fails.
      const lost = injectFault('PutItemCommand', 1, () =>
        Object.assign(new Error('The conditional request failed'), {
          name: 'ConditionalCheckFailedException',
        }),
      );
      try {
        const patch = parseBody(updateCouponSchema(config().businessTimeZone), { value: 2500 });
        const saved = await updateCoupon(m.merchantId, created.id, patch);
        expect(saved.value).toBe(2500);
      } finally {
        removeFaults();
      }
      expect(lost.calls).toBe(2);
      expect((await get(created.id)).json.data.value).toBe(25);
    });

    it('judges type and value sent together without the stored coupon (422)', async () => {
      const created = await createOk({ type: 'FIXED_AMOUNT', value: 100 });
      const result = await update(created.id, { type: 'PERCENTAGE', value: 150 });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['value']);
    });

    it('judges a period sent whole without the stored coupon (422)', async () => {
      const created = await createOk();
      const result = await update(created.id, { starts_at: '2026-12-10', expires_at: '2026-12-09' });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['expires_at']);
    });

    it.each([0, -2, 2.5])('rejects max_uses %j', async (maxUses) => {
      const created = await createOk();
      expect(fieldNames(await update(created.id, { max_uses: maxUses }))).toEqual(['max_uses']);
    });

    it.each([
      ['an array', '[{"status":"INACTIVE"}]'],
      ['malformed JSON', '{"status":'],
      ['a string', '"INACTIVE"'],
      ['an empty body', ''],
    ])('answers 400 for %s', async (_, rawBody) => {
      const created = await createOk();
      const result = await call('PUT', `/v1/coupons/${created.id}`, {
        key: m.full,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expectError(result, 400);
    });

    it('answers 415 for a body that is not JSON', async () => {
      const created = await createOk();
      const result = await call('PUT', `/v1/coupons/${created.id}`, {
        key: m.full,
        rawBody: '{"status":"INACTIVE"}',
        headers: { 'content-type': 'text/plain' },
      });
      expectError(result, 415);
      expect((await get(created.id)).json.data.status).toBe('ACTIVE');
    });
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers 404 for the id %s', async (id) => {
    expectError(await update(id, { status: 'INACTIVE' }), 404);
  });
});

describe('DELETE /v1/coupons/{id}', () => {
  it('removes logically: 204 without body, then 404 everywhere and out of the list', async () => {
    const created = await createOk();
    const totalBefore = (await list()).json.data.page.totalElements;

    const result = await remove(created.id);
    expect(result.status).toBe(204);
    expect(result.raw.body === undefined || result.raw.body.length === 0).toBe(true);
    expect(result.headers['x-request-id']).toBeTruthy();

    expectError(await get(created.id), 404);
    expectError(await get(created.id, m.readOnly), 404);
    expectError(await update(created.id, { status: 'ACTIVE' }), 404);
    expectError(await remove(created.id), 404);

    const after = (await list('?size=100')).json.data;
    expect(after.page.totalElements).toBe(totalBefore - 1);
    expect(after.content.map((c: { id: string }) => c.id)).not.toContain(created.id);
  });

  it('frees the code for a new coupon', async () => {
    const code = uniqueCode('FREED');
    const first = await createOk({ code });
    expectError(await create({ code, type: 'PERCENTAGE', value: 5 }), 400);
    expect((await remove(first.id)).status).toBe(204);
    const second = await createOk({ code });
    expect(second.id).not.toBe(first.id);
    expect(second.code).toBe(code);
    expectError(await get(first.id), 404);
  });

  it('removes an INACTIVE coupon too', async () => {
    const created = await createOk();
    await update(created.id, { status: 'INACTIVE' });
    expect((await remove(created.id)).status).toBe(204);
    expectError(await get(created.id), 404);
  });

  it.each([MISSING_ID, 'not-a-uuid'])('answers 404 for the id %s', async (id) => {
    expectError(await remove(id), 404);
  });
});

describe('isolation between merchants', () => {
  it("answers 404 for another merchant's coupon on GET, PUT and DELETE and never lists it", async () => {
    const other = await newMerchant('Loja Alheia');
    const mine = await createOk({ code: uniqueCode('MINE') });

    expectError(await get(mine.id, other.full), 404);
    expectError(await get(mine.id, other.readOnly), 404);
    expectError(await update(mine.id, { status: 'INACTIVE' }, other.full), 404);
    expectError(await remove(mine.id, other.full), 404);

    const theirs = (await list('?size=100', other.full)).json.data;
    expect(theirs).toEqual({
      content: [],
      page: { number: 0, size: 100, totalElements: 0, totalPages: 0, nextCursor: null },
    });
    // Untouched for its owner.
    expect((await get(mine.id)).json.data).toEqual(mine);
  });
});

describe('GET /v1/coupons', () => {
  let lister: TestMerchant;
  let created: { id: string; code: string }[];

  beforeAll(async () => {
    lister = await newMerchant('Loja Lista');
    created = [];
    for (let i = 0; i < 5; i++) {
      const result = await create({ code: `LIST${i}`, type: 'PERCENTAGE', value: i + 1 }, lister.full);
      created.push(result.json.data);
    }
  });

  const ids = (result: ApiResult) => result.json.data.content.map((c: { id: string }) => c.id);
  const newestFirst = () => [...created].reverse().map((c) => c.id);

  it('lists newest first with defaults page 0 and size 20', async () => {
    const data = expectSuccess(await list('', lister.readOnly), 200);
    expect(data.page).toEqual({ number: 0, size: 20, totalElements: 5, totalPages: 1, nextCursor: null });
    expect(data.content.map((c: { id: string }) => c.id)).toEqual(newestFirst());
    expect(data.content[0]).toEqual((await get(data.content[0].id, lister.full)).json.data);
  });

  it('pages with true totals', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => list(`?page=${page}&size=2`, lister.full)));
    expect(pages.map((p) => p.json.data.page)).toEqual(
      [0, 1, 2].map((number) => ({
        number,
        size: 2,
        totalElements: 5,
        totalPages: 3,
        // A cursor to the page after, none after the last.
        nextCursor: number < 2 ? expect.any(String) : null,
      })),
    );
    expect(pages.flatMap(ids)).toEqual(newestFirst());
  });

  it('gives empty content with the true totals past the end', async () => {
    const data = expectSuccess(await list('?page=7&size=2', lister.full), 200);
    expect(data).toEqual({
      content: [],
      page: { number: 7, size: 2, totalElements: 5, totalPages: 3, nextCursor: null },
    });
  });

  it('serves a size over 100 as 100', async () => {
    expect((await list('?size=1000', lister.full)).json.data.page.size).toBe(100);
  });

  it.each(['?page=-1', '?size=0', '?size=-3', '?page=1.5', '?size=2.5', '?page=abc', '?size=', '?sort=code'])(
    'answers 422 for %s',
    async (query) => {
      const result = await list(query, lister.full);
      expectError(result, 422);
      expect(result.json.error?.fields?.length).toBeGreaterThan(0);
    },
  );

  it('caps the page content at 100 items', async () => {
    const many = await newMerchant('Loja Grande');
    for (let batch = 0; batch < 101; batch += 20) {
      const size = Math.min(20, 101 - batch);
      const results = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          create({ code: `BULK${batch + i}`, type: 'PERCENTAGE', value: 1 }, many.full),
        ),
      );
      for (const result of results) expect(result.status).toBe(201);
    }
    const first = (await list('?size=500', many.full)).json.data;
    expect(first.content).toHaveLength(100);
    expect(first.page).toEqual({
      number: 0,
      size: 100,
      totalElements: 101,
      totalPages: 2,
      nextCursor: expect.any(String),
    });
    const second = (await list('?page=1&size=500', many.full)).json.data;
    expect(second.content).toHaveLength(1);
    const all = new Set([...first.content, ...second.content].map((c: { code: string }) => c.code));
    expect(all.size).toBe(101);
  });
});

describe('routing', () => {
  it.each([
    ['GET', '/v1/nothing'],
    ['GET', '/coupons'],
    ['GET', '/v2/coupons'],
    ['GET', '/v1/coupons/extra/segment'],
  ])('answers %s %s with the 404 envelope', async (method, path) => {
    const result = await call(method, path, { key: m.full });
    const error = expectError(result, 404);
    expect(error.path).toBe(path);
    expect(error.message).toMatch(/\S/);
    expect(error.timestamp).toMatch(UTC_TIMESTAMP);
  });

  it.each([
    ['PATCH', `/v1/coupons/${MISSING_ID}`, 'GET, PUT, DELETE'],
    ['POST', `/v1/coupons/${MISSING_ID}`, 'GET, PUT, DELETE'],
    ['PUT', '/v1/coupons', 'POST, GET'],
    ['DELETE', '/v1/coupons', 'POST, GET'],
  ])('answers %s %s, a known path, with the 405 envelope and Allow: %s', async (method, path, allow) => {
    const result = await call(method, path, { key: m.full });
    expect(expectError(result, 405)).toMatchObject({ path, code: 'method_not_allowed' });
    expect(result.headers.allow).toBe(allow);
  });
});
