import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchant, type TestMerchant } from '../../../test/support/api.js';
import {
  ApiConnectionError,
  ApiError,
  MerchantPayments,
  toCents,
  type ChargeListItem,
  type RetryInfo,
} from '../src/index.js';
import {
  requestsTo,
  startApi,
  startProxy,
  type Api,
  type Exchange,
  type Fault,
  type Proxy,
} from './support/api.js';

/**
 * Retries against the real API, through a loopback proxy that fails requests as a network or an
 * overloaded gateway would. What a caller sees: one effect per call, the API's error otherwise.
 */
let api: Api;
let m: TestMerchant;
let proxy: Proxy | undefined;

beforeAll(async () => {
  api = await startApi();
  m = await newMerchant('Loja do Cliente');
});
afterAll(async () => {
  await proxy?.close();
  await api.close();
});

/**
 * A client through a new proxy that answers as `decide` says. `retries()` are the client's retries
 * less those of a 503 of the API's own (DynamoDB Local busy with other tests): the client retries
 * those as it should, and they are not what the test makes happen.
 */
async function through(decide: (exchange: Exchange, proxy: Proxy) => Fault, maxNetworkRetries = 3) {
  await proxy?.close();
  const current = await startProxy(api, decide);
  proxy = current;
  const all: RetryInfo[] = [];
  const mp = new MerchantPayments({
    apiKey: m.full,
    baseUrl: current.baseUrl,
    maxNetworkRetries,
    onRetry: (retry) => all.push(retry),
  });
  return { mp, retries: () => all.filter((retry) => !current.busy(retry)), proxy: current };
}

const direct = () => new MerchantPayments({ apiKey: m.full, baseUrl: api.baseUrl, maxNetworkRetries: 3 });

/** How many requests of `method` the proxy has seen, this one included. */
const seen = (proxy: Proxy, method: string) => proxy.exchanges.filter((e) => e.method === method).length;

async function chargesWith(description: string): Promise<ChargeListItem[]> {
  const found: ChargeListItem[] = [];
  for await (const charge of direct().charges.list({ size: 100 }))
    if (charge.description === description) found.push(charge);
  return found;
}

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('a retried POST has one effect', () => {
  it('the connection drops after the API created the charge: the retry gets that charge, not a second one', async () => {
    const { mp, retries, proxy } = await through((e, p) =>
      e.method === 'POST' && p.dropped === 0 ? 'drop' : 'forward',
    );

    const charge = await mp.charges.create({ amount: toCents(19.9), description: 'Pedido perdido 1' });

    const posts = requestsTo(proxy, 'POST', '/charges');
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    // The API answered the first attempt; the client never saw it.
    expect(first!.answer?.status).toBe(201);
    expect(JSON.parse(first!.answer!.body).data.id).toBe(charge.id);
    expect(first!.headers['idempotency-key']).toBeTruthy();
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.answer?.headers['idempotent-replayed']).toBe('true');
    expect(retries().map((r) => r.status)).toEqual([undefined]);

    expect(charge).toMatchObject({ amount: 19.9, status: 'PENDING' });
    const stored = await chargesWith('Pedido perdido 1');
    expect(stored.map((c) => c.id)).toEqual([charge.id]);
  });

  it('each call sends its own key, and a key passed in is sent as is: the same key twice is one charge', async () => {
    const { mp, proxy } = await through(() => 'forward');
    await mp.charges.create({ amount: 1000, description: 'Pedido A' });
    await mp.charges.create({ amount: 1000, description: 'Pedido A' });
    const mine = `pedido-${crypto.randomUUID()}`;
    const once = await mp.charges.create({ amount: 1000, description: 'Pedido B' }, { idempotencyKey: mine });
    const again = await mp.charges.create(
      { amount: 1000, description: 'Pedido B' },
      { idempotencyKey: mine },
    );

    const keys = requestsTo(proxy, 'POST', '/charges').map((e) => e.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 2)).size).toBe(2);
    expect(keys.slice(2)).toEqual([mine, mine]);
    expect(again.id).toBe(once.id);
    expect(await chargesWith('Pedido A')).toHaveLength(2);
    expect(await chargesWith('Pedido B')).toHaveLength(1);
  });

  it('an action (refund) sends a key too, and GET, PUT and DELETE send none', async () => {
    const { mp, proxy } = await through(() => 'forward');
    const charge = await mp.charges.create({ amount: 2500 });
    await mp.charges.simulatePayment(charge.id);
    const refunded = await mp.charges.refund(charge.id);
    expect(refunded.status).toBe('REFUNDED');
    const product = await mp.products.create({ name: 'Caneca', price: 3000 });
    await mp.products.update(product.id, { price: 3500 });
    await mp.products.retrieve(product.id);
    await mp.products.del(product.id);

    expect(new Set(proxy.exchanges.map((e) => e.method))).toEqual(new Set(['POST', 'PUT', 'GET', 'DELETE']));
    for (const exchange of proxy.exchanges)
      expect(exchange.headers['idempotency-key'] !== undefined, `${exchange.method} ${exchange.url}`).toBe(
        exchange.method === 'POST',
      );
  });
});

describe('what is retried', () => {
  it('429 waits at least its Retry-After, with the same key, then succeeds', async () => {
    const { mp, retries, proxy } = await through((e, p) =>
      p.exchanges.length === 1
        ? { status: 429, code: 'rate_limited', headers: { 'retry-after': '1' } }
        : 'forward',
    );
    const charge = await mp.charges.create({ amount: 1500, description: 'Depois do 429' });
    expect(retries()).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: 429,
        method: 'POST',
        path: '/v1/charges',
        requestId: 'proxy-0',
      }),
    ]);
    expect(retries()[0]!.delayMs).toBeGreaterThanOrEqual(1000);
    const keys = proxy.exchanges.map((e) => e.headers['idempotency-key']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect((await chargesWith('Depois do 429')).map((c) => c.id)).toEqual([charge.id]);
  });

  it('5xx and 409 idempotency_in_progress are retried with backoff; a GET after a dropped connection too', async () => {
    const { mp, retries } = await through((e, p) => {
      if (e.method === 'POST' && seen(p, 'POST') === 1) return { status: 503, code: 'service_unavailable' };
      if (e.method === 'POST' && seen(p, 'POST') === 2)
        return { status: 409, code: 'idempotency_in_progress' };
      if (e.method === 'GET' && p.dropped === 0) return 'drop';
      return 'forward';
    }, 4);
    const charge = await mp.charges.create({ amount: 1800 });
    const read = await mp.charges.retrieve(charge.id);
    expect(read.id).toBe(charge.id);
    expect(retries().map((r) => [r.method, r.status])).toEqual([
      ['POST', 503],
      ['POST', 409],
      ['GET', undefined],
    ]);
    for (const retry of retries()) expect(retry.delayMs).toBeGreaterThanOrEqual(500);
  });

  it('gives up after maxNetworkRetries and throws the last answer as ApiError', async () => {
    const { mp, proxy } = await through(() => ({ status: 502, code: 'bad_gateway' }), 1);
    const error = await rejection(mp.coupons.list({ size: 5 }).then((page) => page));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway', requestId: 'proxy-1' });
    expect(proxy.exchanges).toHaveLength(2);
  });

  it('never retries another 4xx: a 422 is thrown at once with every field, its code and request id', async () => {
    const { mp, retries, proxy } = await through(() => 'forward');
    const error = await rejection(mp.charges.create({ amount: 1, description: '' }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('invalid_request');
    expect(apiError.fields.map((f) => f.field).sort()).toEqual(['amount', 'description']);
    const [post] = requestsTo(proxy, 'POST', '/charges');
    expect(apiError.requestId).toBe(post!.answer!.headers['x-request-id']);
    expect(apiError.idempotencyKey).toBe(post!.headers['idempotency-key']);
    expect(apiError.message).toBe(JSON.parse(post!.answer!.body).error.message);

    const missing = await rejection(mp.charges.retrieve(crypto.randomUUID()));
    expect(missing).toMatchObject({ status: 404 });
    expect(retries()).toEqual([]);
    expect(proxy.served()).toHaveLength(2);
  });

  it('does not retry a lost answer (409 idempotency_response_lost), nor wait a Retry-After over 60 s', async () => {
    const { mp, retries, proxy } = await through((e, p) =>
      p.exchanges.length === 1
        ? { status: 409, code: 'idempotency_response_lost' }
        : { status: 429, code: 'rate_limited', headers: { 'retry-after': '120' } },
    );
    expect(await rejection(mp.charges.create({ amount: 1000 }))).toMatchObject({
      status: 409,
      code: 'idempotency_response_lost',
    });
    expect(await rejection(mp.charges.create({ amount: 1000 }))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(retries()).toEqual([]);
    expect(proxy.exchanges).toHaveLength(2);
  });

  it('with nothing listening, throws ApiConnectionError after its retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const retries: RetryInfo[] = [];
    const mp = new MerchantPayments({
      apiKey: m.full,
      baseUrl: `http://127.0.0.1:${port}/v1`,
      maxNetworkRetries: 1,
      onRetry: (retry) => retries.push(retry),
    });
    const error = await rejection(mp.charges.create({ amount: 1000 }));
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as ApiConnectionError).message).toMatch(/ECONNREFUSED/);
    expect((error as ApiConnectionError).idempotencyKey).toEqual(expect.any(String));
    expect(retries).toHaveLength(1);
  });
});
