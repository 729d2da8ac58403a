import { describe, expect, it } from 'vitest';
import { call, expectError, fieldNames, newMerchant, type TestMerchant } from '../support/api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A valid CPF built from nine digits (check digits computed here, independently of the code). */
function cpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const remainder = sum % 11;
    digits.push(remainder < 2 ? 0 : 11 - remainder);
  }
  return digits.join('');
}

const formatCpf = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

const create = (m: TestMerchant, body: Record<string, unknown>) =>
  call('POST', '/v1/customers', { key: m.full, body: { email: 'cliente@example.com', ...body } });

async function createOk(m: TestMerchant, body: Record<string, unknown>) {
  const result = await create(m, body);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data as { id: string; name: string; document: string | null };
}

const list = (m: TestMerchant, params: Record<string, string> = {}, key = m.readOnly) =>
  call('GET', `/v1/customers?${new URLSearchParams(params).toString()}`, { key });

async function listOk(m: TestMerchant, params: Record<string, string> = {}) {
  const result = await list(m, params);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data as {
    content: { id: string; name: string }[];
    page: { number: number; size: number; totalElements: number; totalPages: number };
  };
}

const names = async (m: TestMerchant, params: Record<string, string>) =>
  (await listOk(m, params)).content.map((c) => c.name);

describe('POST /v1/customers', () => {
  it('creates an ACTIVE customer from normalised fields and answers 200 with it', async () => {
    const m = await newMerchant();
    const result = await create(m, {
      name: '  Jose\u0301   da  Silva ',
      email: '  Jose.Silva@Example.COM ',
      document: '12.abc.345/01de-35',
      phone: '+55 (11) 98765-4321',
    });
    expect(result.status).toBe(200);
    expect(result.json.success).toBe(true);
    expect(result.json.error).toBeNull();
    const customer = result.json.data;
    expect(customer).toEqual({
      id: expect.stringMatching(UUID),
      name: 'José da Silva',
      email: 'jose.silva@example.com',
      document: '12ABC34501DE35',
      phone: '5511987654321',
      status: 'ACTIVE',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: customer.created_at,
    });
    const got = await call('GET', `/v1/customers/${customer.id}`, { key: m.readOnly });
    expect(got.status).toBe(200);
    expect(got.json.data).toEqual(customer);
  });

  it('answers null for a document and phone not informed', async () => {
    const m = await newMerchant();
    const customer = await createOk(m, { name: 'Ana', phone: null });
    expect(customer).toMatchObject({ document: null, phone: null, email: 'cliente@example.com' });
  });

  it('lists every invalid field at once with 422', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: ' ', email: 'not-an-email', document: '529.982.247-26', phone: '123', extra: true },
    });
    const error = expectError(result, 422);
    expect(fieldNames(result)).toEqual(['document', 'email', 'extra', 'name', 'phone']);
    expect(error.path).toBe('/v1/customers');
    expect((await listOk(m)).page.totalElements).toBe(0);
  });

  it('requires name and email', async () => {
    const m = await newMerchant();
    const result = await call('POST', '/v1/customers', { key: m.full, body: {} });
    expectError(result, 422);
    expect(fieldNames(result)).toEqual(['email', 'name']);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const m = await newMerchant();
    expectError(await call('POST', '/v1/customers', { key: m.full, body: [] }), 400);
    expectError(
      await call('POST', '/v1/customers', {
        key: m.full,
        rawBody: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('returns the existing customer unchanged for a document the merchant already has', async () => {
    const m = await newMerchant();
    const document = cpf(123456789);
    const first = await createOk(m, { name: 'Primeira', document });
    const second = await create(m, {
      name: 'Segunda',
      email: 'outra@example.com',
      document: formatCpf(document),
      phone: '11987654321',
    });
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual(first);
    expect((await listOk(m)).page.totalElements).toBe(1);
  });

  it('matches an alphanumeric CNPJ whatever the case it is sent in', async () => {
    const m = await newMerchant();
    const first = await createOk(m, { name: 'Empresa', document: '12ABC34501DE35' });
    const again = await createOk(m, { name: 'Outra', document: '12.abc.345/01de-35' });
    expect(again.id).toBe(first.id);
  });

  it('creates exactly one customer when many creates with one document arrive at once', async () => {
    const m = await newMerchant();
    const document = cpf(987654321);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(m, { name: `Cliente ${i}`, document: i % 2 ? document : formatCpf(document) }),
      ),
    );
    for (const result of results) expect(result.status, JSON.stringify(result.json)).toBe(200);
    const ids = new Set(results.map((result) => result.json.data.id));
    expect(ids.size).toBe(1);
    const page = await listOk(m);
    expect(page.page.totalElements).toBe(1);
    expect(page.content.map((c) => c.id)).toEqual([...ids]);
  });

  it('counts every one of many simultaneous creates without a document', async () => {
    const m = await newMerchant();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(m, { name: `Cliente ${i}` })),
    );
    expect(new Set(results.map((result) => result.json.data.id)).size).toBe(10);
    const page = await listOk(m);
    expect(page.page.totalElements).toBe(10);
    expect(page.content).toHaveLength(10);
  });

  it('does not deduplicate by e-mail', async () => {
    const m = await newMerchant();
    const a = await createOk(m, { name: 'A', email: 'same@example.com' });
    const b = await createOk(m, { name: 'B', email: 'same@example.com' });
    expect(a.id).not.toBe(b.id);
  });

  it("keeps one merchant's documents apart from another's", async () => {
    const [a, b] = await Promise.all([newMerchant(), newMerchant()]);
    const document = cpf(111222333);
    const ofA = await createOk(a, { name: 'Do A', document });
    const ofB = await createOk(b, { name: 'Do B', document });
    expect(ofB.id).not.toBe(ofA.id);
    expect(ofB.name).toBe('Do B');
  });

  it('is forbidden to a READ_ONLY key and unauthorised without a key', async () => {
    const m = await newMerchant();
    const body = { name: 'Ana', email: 'ana@example.com' };
    expectError(await call('POST', '/v1/customers', { key: m.readOnly, body }), 403);
    expectError(await call('POST', '/v1/customers', { body }), 401);
    expect((await listOk(m)).page.totalElements).toBe(0);
  });
});

describe('GET and DELETE /v1/customers/{id}', () => {
  it('removes a customer: 204 without body, then 404 and gone from lists', async () => {
    const m = await newMerchant();
    const keep = await createOk(m, { name: 'Fica' });
    const gone = await createOk(m, { name: 'Sai' });
    const removed = await call('DELETE', `/v1/customers/${gone.id}`, { key: m.full });
    expect(removed.status).toBe(204);
    expect(removed.raw.body?.length ?? 0).toBe(0);
    expectError(await call('GET', `/v1/customers/${gone.id}`, { key: m.full }), 404);
    expectError(await call('DELETE', `/v1/customers/${gone.id}`, { key: m.full }), 404);
    const page = await listOk(m);
    expect(page.content.map((c) => c.id)).toEqual([keep.id]);
    expect(page.page.totalElements).toBe(1);
    expect((await listOk(m, { name: 'sai' })).page.totalElements).toBe(0);
  });

  it('frees the document of a removed customer for a new customer', async () => {
    const m = await newMerchant();
    const document = cpf(222333444);
    const old = await createOk(m, { name: 'Antigo', document });
    expect((await call('DELETE', `/v1/customers/${old.id}`, { key: m.full })).status).toBe(204);
    const fresh = await createOk(m, { name: 'Novo', document: formatCpf(document) });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({ name: 'Novo', document });
    expect((await createOk(m, { name: 'Repetido', document })).id).toBe(fresh.id);
    expect((await listOk(m)).page.totalElements).toBe(1);
  });

  it("answers 404 for another merchant's customer and leaves it in place", async () => {
    const [owner, other] = await Promise.all([newMerchant(), newMerchant()]);
    const customer = await createOk(owner, { name: 'Alheio' });
    expectError(await call('GET', `/v1/customers/${customer.id}`, { key: other.full }), 404);
    expectError(await call('DELETE', `/v1/customers/${customer.id}`, { key: other.full }), 404);
    expect((await call('GET', `/v1/customers/${customer.id}`, { key: owner.readOnly })).status).toBe(200);
  });

  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    const m = await newMerchant();
    const unknown = '0190a5d2-7c3e-7000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid', '123']) {
      expectError(await call('GET', `/v1/customers/${id}`, { key: m.full }), 404);
      expectError(await call('DELETE', `/v1/customers/${id}`, { key: m.full }), 404);
    }
  });

  it('is forbidden to delete with a READ_ONLY key, which can still read', async () => {
    const m = await newMerchant();
    const customer = await createOk(m, { name: 'Protegido' });
    expectError(await call('DELETE', `/v1/customers/${customer.id}`, { key: m.readOnly }), 403);
    const got = await call('GET', `/v1/customers/${customer.id}`, { key: m.readOnly });
    expect(got.status).toBe(200);
  });
});

describe('GET /v1/customers', () => {
  it('pages newest first with the totals of the list', async () => {
    const m = await newMerchant();
    for (let i = 1; i <= 5; i++) await createOk(m, { name: `Cliente ${i}` });
    const first = await listOk(m, { page: '0', size: '2' });
    expect(first.content.map((c) => c.name)).toEqual(['Cliente 5', 'Cliente 4']);
    expect(first.page).toEqual({
      number: 0,
      size: 2,
      totalElements: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect((await listOk(m, { page: '2', size: '2' })).content.map((c) => c.name)).toEqual(['Cliente 1']);
    const past = await listOk(m, { page: '3', size: '2' });
    expect(past.content).toEqual([]);
    expect(past.page.totalElements).toBe(5);
    expect((await listOk(m)).page.size).toBe(20);
    expect((await listOk(m, { size: '1000' })).page.size).toBe(100);
  });

  it('rejects bad paging and unknown parameters with 422', async () => {
    const m = await newMerchant();
    const result = await list(m, { page: '-1', size: '0', nome: 'Ana' });
    expectError(result, 422);
    expect(fieldNames(result)).toEqual(['nome', 'page', 'size']);
  });

  it("shows only the key's merchant customers, with or without filters", async () => {
    const [a, b] = await Promise.all([newMerchant(), newMerchant()]);
    await createOk(a, { name: 'Maria do A' });
    await createOk(b, { name: 'Maria do B' });
    expect(await names(a, {})).toEqual(['Maria do A']);
    expect(await names(a, { name: 'maria' })).toEqual(['Maria do A']);
    expect(await names(b, { search: 'maria' })).toEqual(['Maria do B']);
  });

  describe('filters', () => {
    async function seed() {
      const m = await newMerchant();
      await createOk(m, {
        name: 'Conceição Araújo',
        email: 'conceicao@empresa.com.br',
        document: formatCpf(cpf(529982247)),
        phone: '(11) 98765-4321',
      });
      await createOk(m, {
        name: 'João Silva',
        email: 'JOAO.SILVA@Example.com',
        document: '12.ABC.345/01DE-35',
        phone: '+55 21 3456-7890',
      });
      await createOk(m, { name: 'Ana Conceicao', email: 'ana@example.com' });
      return m;
    }

    it('matches names partially, ignoring case and accents on both sides', async () => {
      const m = await seed();
      expect(await names(m, { name: 'CONCEICAO' })).toEqual(['Ana Conceicao', 'Conceição Araújo']);
      expect(await names(m, { name: 'ção ara' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { name: 'joão' })).toEqual(['João Silva']);
      expect(await names(m, { name: 'Pedro' })).toEqual([]);
    });

    it('matches e-mails partially, ignoring case', async () => {
      const m = await seed();
      expect(await names(m, { email: 'EXAMPLE.COM' })).toEqual(['Ana Conceicao', 'João Silva']);
      expect(await names(m, { email: 'joao.silva@' })).toEqual(['João Silva']);
    });

    it('matches documents partially, ignoring punctuation in the query', async () => {
      const m = await seed();
      expect(await names(m, { document: '529.982' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { document: '247-25' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { document: 'abc.345/01de' })).toEqual(['João Silva']);
    });

    it('matches phones partially, ignoring formatting in the query', async () => {
      const m = await seed();
      expect(await names(m, { phone: '(11) 98765' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { phone: '3456-7890' })).toEqual(['João Silva']);
    });

    it('matches status exactly, in any case', async () => {
      const m = await seed();
      expect((await listOk(m, { status: 'active' })).page.totalElements).toBe(3);
      expect((await listOk(m, { status: 'ACTIVE', name: 'joão' })).page.totalElements).toBe(1);
      const result = await list(m, { status: 'ACTIV' });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['status']);
    });

    it('searches name, e-mail, document and phone at once', async () => {
      const m = await seed();
      expect(await names(m, { search: 'conceição' })).toEqual(['Ana Conceicao', 'Conceição Araújo']);
      expect(await names(m, { search: 'empresa.com' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { search: '529.982.247' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { search: '34501de' })).toEqual(['João Silva']);
      expect(await names(m, { search: '(21) 3456' })).toEqual(['João Silva']);
      expect(await names(m, { search: 'ninguém' })).toEqual([]);
    });

    it('combines filters with AND and pages the matches with their own total', async () => {
      const m = await seed();
      expect(await names(m, { name: 'conceicao', email: 'example' })).toEqual(['Ana Conceicao']);
      expect(await names(m, { search: 'conceicao', phone: '11' })).toEqual(['Conceição Araújo']);
      expect(await names(m, { name: 'joão', document: '529' })).toEqual([]);
      const second = await listOk(m, { name: 'conceicao', page: '1', size: '1' });
      expect(second.content.map((c) => c.name)).toEqual(['Conceição Araújo']);
      expect(second.page).toEqual({ number: 1, size: 1, totalElements: 2, totalPages: 2, nextCursor: null });
    });

    it('ignores an empty filter and rejects one that is only formatting', async () => {
      const m = await seed();
      expect((await listOk(m, { name: '', phone: '' })).page.totalElements).toBe(3);
      const result = await list(m, { phone: 'abc', document: '../-' });
      expectError(result, 422);
      expect(fieldNames(result)).toEqual(['document', 'phone']);
    });

    it('are available to READ_ONLY and FULL_ACCESS keys alike', async () => {
      const m = await seed();
      const viaFull = await list(m, { name: 'joão' }, m.full);
      expect(viaFull.status).toBe(200);
      expect(viaFull.json.data.content).toHaveLength(1);
    });
  });
});
