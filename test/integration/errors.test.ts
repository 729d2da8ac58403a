import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { injectFault, internalServerError, removeFaults } from '../support/faults.js';

/**
 * What a client sees when it gets something wrong: a code per cause and per field, control
 * characters refused in every resource, money messages that name the unit, dates that round-trip,
 * and 401/403 answers that say what to do.
 */
let m: TestMerchant;
beforeAll(async () => {
  m = await newMerchant();
});

const codesOf = (result: ApiResult): [string, string][] =>
  (result.json.error?.fields ?? []).map((f) => [f.field, f.code] as [string, string]).sort();

describe('control characters', () => {
  const NUL = '\u0000';

  it.each([
    ['POST', '/v1/coupons', { code: `A${NUL}B`, type: 'PERCENTAGE', value: 10 }, 'code'],
    ['POST', '/v1/customers', { name: `Ana${NUL}`, email: 'ana@example.com' }, 'name'],
    ['POST', '/v1/customers', { name: 'Ana', email: 'ana@example.com', phone: '11 9876\t54321' }, 'phone'],
    ['POST', '/v1/products', { name: 'Caneca', price: 500, description: `linha 1\nlinha 2` }, 'description'],
    ['POST', '/v1/products', { name: 'Caneca', price: 500, externalId: `SKU\u0085` }, 'externalId'],
  ])('%s %s refuses it with 422 control_character naming the field', async (method, path, body, field) => {
    const result = await call(method, path, { key: m.full, body });
    expect(expectError(result, 422).code).toBe('invalid_request');
    expect(codesOf(result)).toEqual([[field, 'control_character']]);
  });

  it('stores nothing: the coupon list stays empty after a refused code', async () => {
    const own = await newMerchant();
    const refused = await call('POST', '/v1/coupons', {
      key: own.full,
      body: { code: `X${NUL}`, type: 'PERCENTAGE', value: 5 },
    });
    expectError(refused, 422);
    const list = await call('GET', '/v1/coupons', { key: own.full });
    expect(list.json.data.page.totalElements).toBe(0);
  });

  it('refuses it in an update', async () => {
    const created = await call('POST', '/v1/products', { key: m.full, body: { name: 'Prato', price: 900 } });
    const result = await call('PUT', `/v1/products/${created.json.data.id}`, {
      key: m.full,
      body: { name: `Prato\u007f` },
    });
    expectError(result, 422);
    expect(codesOf(result)).toEqual([['name', 'control_character']]);
  });

  it.each([
    ['/v1/customers?name=Ana%00', 'name'],
    ['/v1/customers?search=%1F', 'search'],
    ['/v1/products?externalId=SKU%0A', 'externalId'],
  ])('refuses it in the query filter %s', async (url, field) => {
    const result = await call('GET', url, { key: m.readOnly });
    expectError(result, 422);
    expect(codesOf(result)).toEqual([[field, 'control_character']]);
  });
});

describe('codes', () => {
  it('gives a taken coupon code its own code, on the error and on the field', async () => {
    const body = { code: 'ERRCODE-TAKEN', type: 'PERCENTAGE', value: 5 };
    expect((await call('POST', '/v1/coupons', { key: m.full, body })).status).toBe(201);
    const again = await call('POST', '/v1/coupons', { key: m.full, body });
    expect(expectError(again, 400).code).toBe('code_taken');
    expect(codesOf(again)).toEqual([['code', 'code_taken']]);
  });

  it('gives each field the kind of its problem', async () => {
    const result = await call('POST', '/v1/customers', {
      key: m.full,
      body: { email: 'x', document: null, phone: 12, extra: 1 },
    });
    expectError(result, 422);
    expect(codesOf(result)).toEqual([
      ['email', 'invalid_email'],
      ['extra', 'unknown_property'],
      ['name', 'required'],
      ['phone', 'invalid_type'],
    ]);
  });

  it('names a rule that only the stored coupon reveals (400) with the same code as the 422', async () => {
    const created = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'ERRCODE-PCT', type: 'FIXED_AMOUNT', value: 500 },
    });
    const result = await call('PUT', `/v1/coupons/${created.json.data.id}`, {
      key: m.full,
      body: { type: 'PERCENTAGE' },
    });
    expect(expectError(result, 400).code).toBe('percentage_out_of_range');
    expect(codesOf(result)).toEqual([['value', 'percentage_out_of_range']]);
  });

  it.each([
    ['DELETE', '/v1/charges/0190f5b2-7c3a-7d4e-8f00-123456789abc', 'GET'],
    ['PATCH', '/v1/coupons/0190f5b2-7c3a-7d4e-8f00-123456789abc', 'GET, PUT, DELETE'],
    ['PUT', '/v1/coupons', 'POST, GET'],
    ['GET', '/v1/charges/0190f5b2-7c3a-7d4e-8f00-123456789abc/refund', 'POST'],
  ])(
    'answers %s on the known path %s with 405 method_not_allowed and Allow: %s',
    async (method, path, allow) => {
      const result = await call(method, path, { key: m.full });
      const error = expectError(result, 405);
      expect(error.code).toBe('method_not_allowed');
      expect(result.headers.allow).toBe(allow);
      expect(error.message).toContain(allow);
    },
  );

  it('answers an unknown route with route_not_found and malformed JSON with malformed_json', async () => {
    expect(expectError(await call('GET', '/v1/nothing', { key: m.full }), 404).code).toBe('route_not_found');
    const malformed = await call('POST', '/v1/products', {
      key: m.full,
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectError(malformed, 400).code).toBe('malformed_json');
  });
});

describe('unknown properties name the field they most likely meant', () => {
  it.each([
    ['POST', '/v1/charges', { amount: 4990, expires_in: 600 }, 'expires_in', 'expiresIn'],
    [
      'POST',
      '/v1/coupons',
      { code: 'HINT-CAMEL', type: 'PERCENTAGE', value: 5, maxUses: 3 },
      'maxUses',
      'max_uses',
    ],
    ['POST', '/v1/charges', { amount: 4990, descripton: 'Pedido' }, 'descripton', 'description'],
    ['POST', '/v1/charges', { amount: 4990, fine: { valeu: 200 } }, 'fine.valeu', 'value'],
  ])(
    '%s %s with %j names it in the message and in fields[].suggestion',
    async (method, path, body, field, meant) => {
      const result = await call(method, path, { key: m.full, body });
      expect(expectError(result, 422).code).toBe('invalid_request');
      const problem = result.json.error!.fields!.find((f) => f.field === field);
      expect(problem).toMatchObject({ code: 'unknown_property', suggestion: meant });
      expect(problem!.message).toContain(`"${meant}"`);
    },
  );

  it('suggests nothing for a name like no known one', async () => {
    const result = await call('POST', '/v1/charges', { key: m.full, body: { amount: 4990, banana: 1 } });
    expectError(result, 422);
    const [problem] = result.json.error!.fields!;
    expect(problem).toEqual({
      field: 'banana',
      code: 'unknown_property',
      message: 'propriedade não permitida',
    });
  });
});

describe('money is sent in cents', () => {
  it('says so, with the reais equivalent, when a price is below the minimum', async () => {
    // 50 is what a client copies from a response of a R$ 50,00 product.
    const result = await call('POST', '/v1/products', { key: m.full, body: { name: 'Livro', price: 50 } });
    expectError(result, 422);
    const [price] = result.json.error!.fields!;
    expect(price).toMatchObject({ field: 'price', code: 'too_small' });
    expect(price!.message).toContain('500 centavos (R$ 5,00)');
  });

  it('says so when a FIXED_AMOUNT coupon value is not whole cents', async () => {
    const result = await call('POST', '/v1/coupons', {
      key: m.full,
      body: { code: 'ERRCODE-REAIS', type: 'FIXED_AMOUNT', value: 19.9 },
    });
    expectError(result, 422);
    expect(result.json.error!.fields![0]!.message).toContain('centavos');
  });
});

describe('coupon dates round-trip', () => {
  it('accepts starts_at and expires_at exactly as a response gave them', async () => {
    const created = await call('POST', '/v1/coupons', {
      key: m.full,
      body: {
        code: 'ERRCODE-DATES',
        type: 'PERCENTAGE',
        value: 5,
        starts_at: '2026-12-01',
        expires_at: '2026-12-31',
      },
    });
    const coupon = created.json.data;
    expect(coupon.starts_at).toBe('2026-12-01T00:00:00-03:00');
    const again = await call('PUT', `/v1/coupons/${coupon.id}`, {
      key: m.full,
      body: { starts_at: coupon.starts_at, expires_at: coupon.expires_at },
    });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.data.starts_at).toBe(coupon.starts_at);
    expect(again.json.data.expires_at).toBe(coupon.expires_at);
  });

  it('reads Z and other offsets as the instant they name', async () => {
    const created = await call('POST', '/v1/coupons', {
      key: m.full,
      body: {
        code: 'ERRCODE-UTC',
        type: 'PERCENTAGE',
        value: 5,
        starts_at: '2026-12-01T03:00:00Z',
        expires_at: '2026-12-02T00:00:00+01:00',
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.starts_at).toBe('2026-12-01T00:00:00-03:00');
    expect(created.json.data.expires_at).toBe('2026-12-01T20:00:00-03:00');
  });
});

describe('authentication answers that help', () => {
  it('sends WWW-Authenticate: ApiKey with every 401', async () => {
    const result = await call('GET', '/v1/coupons');
    expect(expectError(result, 401).code).toBe('unauthorized');
    expect(result.headers['www-authenticate']).toBe('ApiKey');
  });

  it('tells a Bearer client to use the ApiKey scheme', async () => {
    const result = await call('GET', '/v1/coupons', { headers: { authorization: `Bearer ${m.full}` } });
    const error = expectError(result, 401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('ApiKey');
    expect(error.message).toContain('Bearer');
  });

  it('tells a key sent without the ApiKey scheme to add it, without echoing the key', async () => {
    const result = await call('GET', '/v1/coupons', { headers: { authorization: m.full } });
    const error = expectError(result, 401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('Authorization: ApiKey <chave>');
    expect(error.message).toContain('Falta o esquema');
    expect(result.raw.body!.toString()).not.toContain(m.full.slice(-20));
  });

  it('tells a key sent in X-Api-Key to move to Authorization', async () => {
    const result = await call('GET', '/v1/coupons', { headers: { 'x-api-key': m.full } });
    const error = expectError(result, 401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('X-Api-Key');
    expect(error.message).toContain('Authorization: ApiKey');
    expect(result.raw.body!.toString()).not.toContain(m.full.slice(-20));
  });

  it('tells a live key on this test server that it is a live key', async () => {
    const live = m.full.replace('_sk_test_', '_sk_live_');
    const result = await call('GET', '/v1/coupons', { key: live });
    const error = expectError(result, 401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('Chave de API live enviada a um servidor test');
    expect(error.message).toContain('_sk_test_');
    expect(result.raw.body!.toString()).not.toContain(live.slice(-20));
  });

  it('tells a test key on a live server that it is a test key', async () => {
    process.env.APP_ENV = 'live';
    resetConfig();
    try {
      const error = expectError(await call('GET', '/v1/coupons', { key: m.full }), 401);
      expect(error.code).toBe('unauthorized');
      expect(error.message).toContain('Chave de API test enviada a um servidor live');
      expect(error.message).toContain('_sk_live_');
    } finally {
      process.env.APP_ENV = 'test';
      resetConfig();
    }
  });

  it('keeps the generic answer for a well-formed key that is not known', async () => {
    const unknown = m.full.slice(0, -4) + 'zzzz';
    const error = expectError(await call('GET', '/v1/coupons', { key: unknown }), 401);
    expect(error.message).toBe('Chave de API ausente, inválida, revogada ou expirada.');
  });

  it('names the permission a route needs in the 403', async () => {
    const result = await call('POST', '/v1/products', {
      key: m.readOnly,
      body: { name: 'Caneca', price: 500 },
    });
    const error = expectError(result, 403);
    expect(error.code).toBe('forbidden');
    expect(error.message).toContain('FULL_ACCESS');
  });
});

describe('log lines of a request', () => {
  afterEach(() => {
    removeFaults();
    logger.setLogLevel('SILENT');
  });

  it("name the request they belong to: a failed request's error line carries its X-Request-Id, and the next request's lines do not", async () => {
    const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 500 } });
    expect(product.status).toBe(201);
    const lines: string[] = [];
    const console = (logger as unknown as { console: Record<string, (line: string) => void> }).console;
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    // The suite logs nothing (POWERTOOLS_LOG_LEVEL=SILENT), and every invocation resets the level:
    // error lines are let through at the moment they are written.
    const error = logger.error.bind(logger) as (...args: unknown[]) => void;
    const errors = vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => {
      logger.setLogLevel('ERROR');
      error(...args);
    });
    try {
      injectFault('GetItemCommand', 1, internalServerError);
      const failed = await call('GET', `/v1/products/${product.json.data.id as string}`, { key: m.full });
      expect(failed.status).toBe(503);
      const ok = await call('GET', `/v1/products/${product.json.data.id as string}`, { key: m.full });
      expect(ok.status).toBe(200);
      const entries = lines.map((line) => JSON.parse(line) as { message: string; requestId?: string });
      expect(entries).toEqual([expect.objectContaining({ message: 'request failed' })]);
      expect(entries[0]?.requestId).toBe(failed.headers['x-request-id']);
      expect(entries[0]?.requestId).not.toBe(ok.headers['x-request-id']);
    } finally {
      errors.mockRestore();
      spy.mockRestore();
    }
  });
});
