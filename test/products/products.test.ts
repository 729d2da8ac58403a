import { describe, expect, it } from 'vitest';
import { call, expectError, fieldNames, newMerchant, type TestMerchant } from '../support/api.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '0194c2d1-7e0a-7000-8000-000000000000';

interface ProductJson {
  id: string;
  name: string;
  description: string | null;
  price: number;
  status: string;
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
}

async function createProduct(m: TestMerchant, body: Record<string, unknown>): Promise<ProductJson> {
  const result = await call('POST', '/v1/products', { key: m.full, body });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as ProductJson;
}

const list = (m: TestMerchant, query = '', key = m.readOnly) => call('GET', `/v1/products${query}`, { key });

describe('POST /v1/products', () => {
  it('creates an active product, price in reais, absent optional fields null', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: ' Camiseta ', price: 1990 },
    });
    expect(result.status).toBe(201);
    expect(result.json.success).toBe(true);
    expect(result.json.error).toBeNull();
    const product = result.json.data;
    expect(Object.keys(product).sort()).toEqual(
      ['createdAt', 'description', 'externalId', 'id', 'name', 'price', 'status', 'updatedAt'].sort(),
    );
    expect(product).toMatchObject({
      name: 'Camiseta',
      price: 19.9,
      status: 'ACTIVE',
      description: null,
      externalId: null,
    });
    expect(product.id).toMatch(UUID_V7);
    expect(product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(product.updatedAt).toBe(product.createdAt);
  });

  it('stores description and externalId', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, {
      name: 'Caneca',
      price: 500,
      description: 'Cerâmica, 300 ml',
      externalId: 'SKU-001',
    });
    expect(product).toMatchObject({ price: 5, description: 'Cerâmica, 300 ml', externalId: 'SKU-001' });
    const got = await call('GET', `/v1/products/${product.id}`, { key: m.readOnly });
    expect(got.json.data).toEqual(product);
  });

  it('lists every invalid field with 422 and creates nothing', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/products', {
      key: m.full,
      body: {
        name: '',
        price: 499,
        description: 'd'.repeat(1001),
        externalId: 'x'.repeat(101),
        status: 'INACTIVE',
      },
    });
    const error = expectError(result, 422);
    expect(error.code).toBe('invalid_request');
    expect(fieldNames(result)).toEqual(['description', 'externalId', 'name', 'price', 'status']);
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });

  it('rejects a price in reais or as text', async () => {
    const m = await newMerchant();
    for (const price of [19.9, '1990']) {
      const result = await call('POST', '/v1/products', { key: m.full, body: { name: 'a', price } });
      expectError(result, 422);
      expect(result.json.error?.fields).toEqual([
        expect.objectContaining({ field: 'price', code: 'invalid_type' }),
      ]);
    }
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const m = await newMerchant();
    expectError(await call('POST', '/v1/products', { key: m.full, body: [{ name: 'a', price: 500 }] }), 400);
    expectError(
      await call('POST', '/v1/products', {
        key: m.full,
        rawBody: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('refuses __proto__ written with escapes (422), and reads escapes and the word constructor in values', async () => {
    const m = await newMerchant();
    const json = { key: m.full, headers: { 'content-type': 'application/json' } };
    const escaped = await call('POST', '/v1/products', {
      ...json,
      rawBody: '{"name":"Caneca","price":500,"\\u005f_proto__":{"admin":true}}',
    });
    expectError(escaped, 422);
    const plain = await call('POST', '/v1/products', {
      ...json,
      rawBody: '{"name":"Caneca \\u00e9 \\"constructor\\"","price":500,"description":"a\\\\b"}',
    });
    expect(plain.status).toBe(201);
    expect(plain.json.data).toMatchObject({
      name: 'Caneca é "constructor"',
      description: 'a\\b',
    });
  });

  it('rejects a duplicate externalId with 400, per merchant and case-sensitively', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    await createProduct(m, { name: 'A', price: 500, externalId: 'SKU-1' });
    const duplicate = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'B', price: 600, externalId: 'SKU-1' },
    });
    const error = expectError(duplicate, 400);
    expect(error.code).toBe('external_id_taken');
    expect(fieldNames(duplicate)).toEqual(['externalId']);
    await createProduct(m, { name: 'C', price: 500, externalId: 'sku-1' });
    await createProduct(other, { name: 'A', price: 500, externalId: 'SKU-1' });
    expect((await list(m)).json.data.page.totalElements).toBe(2);
  });

  it('of 20 simultaneous creates with one externalId, exactly one succeeds', async () => {
    const m = await newMerchant();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/v1/products', {
          key: m.full,
          body: { name: `P${i}`, price: 500 + i, externalId: 'RACE' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const winner = results.find((r) => r.status === 201)?.json.data;
    const all = await list(m);
    expect(all.json.data.page.totalElements).toBe(1);
    expect(all.json.data.content).toEqual([winner]);
    const byExternalId = await list(m, '?externalId=RACE');
    expect(byExternalId.json.data.content).toEqual([winner]);
  });

  it('frees the externalId when the product is removed', async () => {
    const m = await newMerchant();
    const first = await createProduct(m, { name: 'A', price: 500, externalId: 'SKU-9' });
    expect((await call('DELETE', `/v1/products/${first.id}`, { key: m.full })).status).toBe(204);
    const second = await createProduct(m, { name: 'B', price: 700, externalId: 'SKU-9' });
    expect(second.id).not.toBe(first.id);
    const found = await list(m, '?externalId=SKU-9');
    expect(found.json.data.content.map((p: { id: string }) => p.id)).toEqual([second.id]);
  });
});

describe('permissions and ownership', () => {
  it('refuses every write to a READ_ONLY key with 403 and changes nothing', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    expectError(
      await call('POST', '/v1/products', { key: m.readOnly, body: { name: 'B', price: 500 } }),
      403,
    );
    expectError(
      await call('PUT', `/v1/products/${product.id}`, { key: m.readOnly, body: { name: 'Mudado' } }),
      403,
    );
    expectError(await call('DELETE', `/v1/products/${product.id}`, { key: m.readOnly }), 403);
    const all = await list(m);
    expect(all.json.data.content).toEqual([product]);
  });

  it('lets a READ_ONLY or FULL_ACCESS key read', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    for (const key of [m.readOnly, m.full]) {
      expect((await call('GET', `/v1/products/${product.id}`, { key })).status).toBe(200);
      expect((await list(m, '', key)).status).toBe(200);
    }
  });

  it('requires a key', async () => {
    expectError(await call('GET', '/v1/products'), 401);
    expectError(await call('POST', '/v1/products', { body: { name: 'a', price: 500 } }), 401);
  });

  it("answers 404 to another merchant's product and leaves it untouched", async () => {
    const owner = await newMerchant();
    const intruder = await newMerchant();
    const product = await createProduct(owner, { name: 'A', price: 500, externalId: 'OWN-1' });
    const url = `/v1/products/${product.id}`;
    expectError(await call('GET', url, { key: intruder.full }), 404);
    expectError(await call('PUT', url, { key: intruder.full, body: { price: 900 } }), 404);
    expectError(await call('DELETE', url, { key: intruder.full }), 404);
    expect((await list(intruder)).json.data.page.totalElements).toBe(0);
    expect((await list(intruder, '?externalId=OWN-1')).json.data.page.totalElements).toBe(0);
    expect((await call('GET', url, { key: owner.readOnly })).json.data).toEqual(product);
  });

  it('answers 404 to unknown and non-UUID ids', async () => {
    const m = await newMerchant();
    for (const id of [UNKNOWN_ID, 'abc', '123']) {
      expectError(await call('GET', `/v1/products/${id}`, { key: m.full }), 404);
      expectError(await call('PUT', `/v1/products/${id}`, { key: m.full, body: { price: 900 } }), 404);
      expectError(await call('DELETE', `/v1/products/${id}`, { key: m.full }), 404);
    }
  });
});

describe('GET /v1/products', () => {
  it('pages newest first with true totals', async () => {
    const m = await newMerchant();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createProduct(m, { name: `P${i}`, price: 500 })).id);
    const newestFirst = [...ids].reverse();

    const first = await list(m, '?page=0&size=2');
    expect(first.status).toBe(200);
    expect(first.json.data.page).toEqual({
      number: 0,
      size: 2,
      totalElements: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect(first.json.data.content.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(0, 2));

    const last = await list(m, '?page=2&size=2');
    expect(last.json.data.content.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(4));

    const past = await list(m, '?page=7&size=2');
    expect(past.json.data.content).toEqual([]);
    expect(past.json.data.page).toEqual({
      number: 7,
      size: 2,
      totalElements: 5,
      totalPages: 3,
      nextCursor: null,
    });

    const defaults = await list(m);
    expect(defaults.json.data.page).toMatchObject({ number: 0, size: 20 });
    expect(defaults.json.data.content.map((p: { id: string }) => p.id)).toEqual(newestFirst);
  });

  it('serves a size over 100 as 100', async () => {
    const m = await newMerchant();
    const result = await list(m, '?size=1000');
    expect(result.status).toBe(200);
    expect(result.json.data.page.size).toBe(100);
  });

  it('rejects unknown query parameters and invalid paging or filters with 422', async () => {
    const m = await newMerchant();
    const result = await list(m, '?name=x&page=-1&size=0&status=DELETED&externalId=');
    expectError(result, 422);
    expect(fieldNames(result)).toEqual(['externalId', 'name', 'page', 'size', 'status']);
  });

  it('leaves removed products out of the content and the total', async () => {
    const m = await newMerchant();
    const kept = await createProduct(m, { name: 'Fica', price: 500 });
    const removed = await createProduct(m, { name: 'Sai', price: 500 });
    await call('DELETE', `/v1/products/${removed.id}`, { key: m.full });
    const result = await list(m);
    expect(result.json.data.content).toEqual([kept]);
    expect(result.json.data.page.totalElements).toBe(1);
  });

  it('filters by status, case-insensitively, newest first with filtered totals', async () => {
    const m = await newMerchant();
    const a = await createProduct(m, { name: 'A', price: 500 });
    const b = await createProduct(m, { name: 'B', price: 500 });
    const c = await createProduct(m, { name: 'C', price: 500 });
    await createProduct(m, { name: 'D', price: 500 }).then((d) =>
      call('DELETE', `/v1/products/${d.id}`, { key: m.full }),
    );
    for (const id of [a.id, c.id]) {
      expect(
        (await call('PUT', `/v1/products/${id}`, { key: m.full, body: { status: 'INACTIVE' } })).status,
      ).toBe(200);
    }

    const inactive = await list(m, '?status=inactive&size=1');
    expect(inactive.json.data.content.map((p: { id: string }) => p.id)).toEqual([c.id]);
    expect(inactive.json.data.page).toEqual({
      number: 0,
      size: 1,
      totalElements: 2,
      totalPages: 2,
      nextCursor: expect.any(String),
    });
    const second = await list(m, '?status=INACTIVE&size=1&page=1');
    expect(second.json.data.content.map((p: { id: string }) => p.id)).toEqual([a.id]);

    const active = await list(m, '?status=ACTIVE');
    expect(active.json.data.content.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect(active.json.data.page.totalElements).toBe(1);
  });

  it('filters by externalId exactly, combined with status and paging', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, externalId: 'Ext 1' });
    await createProduct(m, { name: 'B', price: 500, externalId: 'EXT 1' });

    const found = await list(m, `?externalId=${encodeURIComponent('Ext 1')}`);
    expect(found.json.data.content).toEqual([product]);
    expect(found.json.data.page).toEqual({
      number: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      nextCursor: null,
    });

    expect((await list(m, '?externalId=Ext')).json.data.page.totalElements).toBe(0);
    expect((await list(m, '?externalId=Ext%201&status=ACTIVE')).json.data.content).toEqual([product]);
    const wrongStatus = await list(m, '?externalId=Ext%201&status=INACTIVE');
    expect(wrongStatus.json.data.content).toEqual([]);
    expect(wrongStatus.json.data.page.totalElements).toBe(0);

    const pastEnd = await list(m, '?externalId=Ext%201&page=1');
    expect(pastEnd.json.data.content).toEqual([]);
    expect(pastEnd.json.data.page.totalElements).toBe(1);

    await call('DELETE', `/v1/products/${product.id}`, { key: m.full });
    expect((await list(m, '?externalId=Ext%201')).json.data.page.totalElements).toBe(0);
  });
});

describe('PUT /v1/products/{id}', () => {
  it('changes only the fields sent with a value; null keeps the stored value', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'Camiseta', price: 1990, description: 'Algodão' });
    const result = await call('PUT', `/v1/products/${product.id}`, {
      key: m.full,
      body: { price: 2490, name: null, description: null },
    });
    expect(result.status).toBe(200);
    const updated = result.json.data;
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Camiseta',
      description: 'Algodão',
      price: 24.9,
      status: 'ACTIVE',
      createdAt: product.createdAt,
    });
    expect(updated.updatedAt >= product.updatedAt).toBe(true);
    expect((await call('GET', `/v1/products/${product.id}`, { key: m.readOnly })).json.data).toEqual(updated);
  });

  it('updates name, description and status; an inactive product is still listed and retrievable', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, externalId: 'KEEP' });
    const result = await call('PUT', `/v1/products/${product.id}`, {
      key: m.full,
      body: { name: ' Moletom ', description: 'Flanelado', status: 'INACTIVE' },
    });
    expect(result.json.data).toMatchObject({
      name: 'Moletom',
      description: 'Flanelado',
      status: 'INACTIVE',
      externalId: 'KEEP',
    });
    expect((await call('GET', `/v1/products/${product.id}`, { key: m.full })).json.data.status).toBe(
      'INACTIVE',
    );
    expect((await list(m)).json.data.content).toEqual([result.json.data]);

    const reactivated = await call('PUT', `/v1/products/${product.id}`, {
      key: m.full,
      body: { status: 'ACTIVE' },
    });
    expect(reactivated.json.data.status).toBe('ACTIVE');
  });

  it('clears the description when it is sent empty', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, description: 'Algo' });
    const result = await call('PUT', `/v1/products/${product.id}`, {
      key: m.full,
      body: { description: '' },
    });
    expect(result.json.data.description).toBeNull();
  });

  it('rejects a body naming externalId with 422, whatever its value', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, externalId: 'SKU-1' });
    for (const externalId of ['SKU-2', 'SKU-1', null]) {
      const result = await call('PUT', `/v1/products/${product.id}`, {
        key: m.full,
        body: { name: 'B', externalId },
      });
      expectError(result, 422);
      expect(result.json.error?.fields).toEqual([
        expect.objectContaining({ field: 'externalId', code: 'immutable' }),
      ]);
    }
    expect((await call('GET', `/v1/products/${product.id}`, { key: m.full })).json.data).toEqual(product);
  });

  it('names only externalId when it alone is sent, never adding no_values', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, externalId: 'SKU-1' });
    for (const externalId of ['SKU-2', null]) {
      const result = await call('PUT', `/v1/products/${product.id}`, { key: m.full, body: { externalId } });
      expectError(result, 422);
      expect(result.json.error?.fields).toEqual([
        expect.objectContaining({ field: 'externalId', code: 'immutable' }),
      ]);
    }
  });

  it('rejects empty, all-null, unknown-property and invalid bodies with 422', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    const put = (body: unknown) => call('PUT', `/v1/products/${product.id}`, { key: m.full, body });

    for (const body of [{}, { name: null, price: null, description: null, status: null }]) {
      const result = await put(body);
      expectError(result, 422);
      expect(result.json.error?.fields).toEqual([
        expect.objectContaining({ field: 'body', code: 'no_values' }),
      ]);
    }
    const invalid = await put({ price: 100, status: 'REMOVED', name: 'x'.repeat(151), id: UNKNOWN_ID });
    expectError(invalid, 422);
    expect(fieldNames(invalid)).toEqual(['id', 'name', 'price', 'status']);
    expectError(await put('texto'), 400);

    expect((await call('GET', `/v1/products/${product.id}`, { key: m.full })).json.data).toEqual(product);
  });

  it('answers 404 for a removed product', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    await call('DELETE', `/v1/products/${product.id}`, { key: m.full });
    expectError(await call('PUT', `/v1/products/${product.id}`, { key: m.full, body: { price: 600 } }), 404);
  });

  it('keeps every one of simultaneous updates to different fields', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    const bodies = [
      { name: 'Novo nome' },
      { price: 12345 },
      { description: 'Nova descrição' },
      { status: 'INACTIVE' },
    ];
    const results = await Promise.all(
      bodies.map((body) => call('PUT', `/v1/products/${product.id}`, { key: m.full, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await call('GET', `/v1/products/${product.id}`, { key: m.full })).json.data;
    expect(final).toMatchObject({
      name: 'Novo nome',
      price: 123.45,
      description: 'Nova descrição',
      status: 'INACTIVE',
    });
  });
});

describe('DELETE /v1/products/{id}', () => {
  it('removes logically: 204 without body, then 404 everywhere', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500 });
    const url = `/v1/products/${product.id}`;
    const result = await call('DELETE', url, { key: m.full });
    expect(result.status).toBe(204);
    expect(result.raw.body?.length ?? 0).toBe(0);
    expect(result.headers['x-request-id']).toBeTruthy();
    expectError(await call('GET', url, { key: m.full }), 404);
    expectError(await call('DELETE', url, { key: m.full }), 404);
    expect((await list(m)).json.data.page.totalElements).toBe(0);
  });

  it('of simultaneous removals, one succeeds and the total drops by one', async () => {
    const m = await newMerchant();
    const product = await createProduct(m, { name: 'A', price: 500, externalId: 'GONE' });
    const other = await createProduct(m, { name: 'B', price: 500 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('DELETE', `/v1/products/${product.id}`, { key: m.full })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([204, 404, 404, 404, 404]);
    const remaining = await list(m);
    expect(remaining.json.data.content).toEqual([other]);
    expect(remaining.json.data.page.totalElements).toBe(1);
    await createProduct(m, { name: 'C', price: 500, externalId: 'GONE' });
  });
});
