import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalWebhooks, type LocalWebhooks } from '../../../dev/webhooks.js';
import { newMerchant } from '../../../test/support/api.js';
import {
  ApiError,
  MerchantPayments,
  toCents,
  WebhookVerificationError,
  type WebhookEvent,
} from '../src/index.js';
import { requestsTo, startApi, startProxy, type Api } from './support/api.js';

/** The client's calls against the real local server: lists, webhooks, errors, as an integrator sees them. */
let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

async function client() {
  const m = await newMerchant('Loja do Cliente');
  // Retries enough for an API that DynamoDB Local, busy with the other tests, makes answer 503.
  return { m, mp: new MerchantPayments({ apiKey: m.full, baseUrl: api.baseUrl, maxNetworkRetries: 3 }) };
}

/** Runs `work` on `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width)
    results.push(...(await Promise.all(items.slice(at, at + width).map(work))));
  return results;
}

describe('lists', () => {
  it('a walk over 250 products sees each one once, and a filtered walk sees only its matches', async () => {
    const { m, mp } = await client();
    const created = await inBatches(
      Array.from({ length: 250 }, (_, i) => i),
      10,
      (i) => mp.products.create({ name: `Produto ${i}`, price: 500 + i }),
    );
    const inactive = await inBatches(created.slice(0, 30), 10, (p) =>
      mp.products.update(p.id, { status: 'INACTIVE' }),
    );

    const proxy = await startProxy(api);
    const walker = new MerchantPayments({ apiKey: m.full, baseUrl: proxy.baseUrl, maxNetworkRetries: 3 });
    const seen: string[] = [];
    for await (const product of walker.products.list({ size: 25 })) seen.push(product.id);
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect([...seen].sort()).toEqual(created.map((p) => p.id).sort());
    // Ten pages of 25, each read by the previous page's cursor; a list that ends exactly at a page may
    // answer one more, empty (docs/api.md).
    const pages = requestsTo(proxy, 'GET', '/products');
    expect(pages.every((page) => page.answer?.status === 200)).toBe(true);
    const sizes = pages.map((page) => (JSON.parse(page.answer!.body).data.content as unknown[]).length);
    expect(sizes.slice(0, 10)).toEqual(Array(10).fill(25));
    expect(sizes.slice(10)).toEqual(sizes.length === 11 ? [0] : []);
    expect(sizes.length).toBeLessThanOrEqual(11);
    expect(pages.slice(1).every((page) => new URL(page.url, 'http://x').searchParams.has('cursor'))).toBe(
      true,
    );
    await proxy.close();

    const inactiveSeen: string[] = [];
    for await (const product of mp.products.list({ status: 'INACTIVE', size: 7 })) {
      expect(product.status).toBe('INACTIVE');
      inactiveSeen.push(product.id);
    }
    expect(inactiveSeen.sort()).toEqual(inactive.map((p) => p.id).sort());

    const first = await mp.products.list({ size: 5 });
    expect(first.content).toHaveLength(5);
    expect(first.page.totalElements).toBe(250);
    expect(first.page.nextCursor).toEqual(expect.any(String));
    expect(await mp.products.list().toArray({ limit: 42 })).toHaveLength(42);
  }, 120_000);

  it('a charge walk by status sees the paid ones only', async () => {
    const { mp } = await client();
    const created = await inBatches(
      Array.from({ length: 12 }, (_, i) => i),
      6,
      (i) => mp.charges.create({ amount: 1000 + i, description: `Pedido ${i}` }),
    );
    const paid = await inBatches(created.slice(0, 5), 5, (c) => mp.charges.simulatePayment(c.id));
    const paidSeen: string[] = [];
    for await (const charge of mp.charges.list({ status: 'PAID', size: 2 })) {
      expect(charge.status).toBe('PAID');
      paidSeen.push(charge.id);
    }
    expect(paidSeen.sort()).toEqual(paid.map((c) => c.id).sort());
  });

  it('a list without cursors (webhook endpoints) is walked by page number', async () => {
    const { mp } = await client();
    const created = await inBatches([1, 2, 3], 3, (n) =>
      mp.webhookEndpoints.create({ url: `http://127.0.0.1:9/hooks/${n}`, events: ['*'] }),
    );
    const seen: string[] = [];
    for await (const endpoint of mp.webhookEndpoints.list({ size: 2 })) seen.push(endpoint.id);
    expect(seen.sort()).toEqual(created.map((e) => e.id).sort());
  });
});

interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  event?: WebhookEvent;
  refused?: string;
}

/**
 * A merchant's webhook receiver on 127.0.0.1, written as an integrator writes one: the raw body and
 * the headers go to `mp.webhooks.verify`; a verified event is answered 204, anything else 400.
 */
async function startReceiver(mp: MerchantPayments, secret: () => string) {
  const deliveries: Delivery[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery: Delivery = { headers: req.headers, body: Buffer.concat(chunks) };
      try {
        delivery.event = mp.webhooks.verify(delivery.body, req.headers, secret());
        res.writeHead(204).end();
      } catch (error) {
        delivery.refused = (error as Error).message;
        res.writeHead(400).end();
      }
      deliveries.push(delivery);
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    deliveries,
    /** Resolves with the first delivery whose event has `type` (the test's timeout bounds it). */
    async next(type: string): Promise<Delivery> {
      for (;;) {
        const found = deliveries.find((d) => d.event?.type === type);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('from a checkout to a verified webhook', () => {
  let webhooks: LocalWebhooks | undefined;
  afterAll(async () => {
    await webhooks?.stop();
  });

  it('creates a checkout, pays it in test, and the receiver verifies checkout.completed with mp.webhooks.verify', async () => {
    const { m, mp } = await client();
    let secret = '';
    const receiver = await startReceiver(mp, () => secret);
    const endpoint = await mp.webhookEndpoints.create({
      url: receiver.url,
      events: ['checkout.completed', 'charge.paid'],
      description: 'Loja',
    });
    secret = endpoint.secret;
    expect(secret).toMatch(/^whsec_/);
    // The delivery pipeline `npm start` runs, for this merchant only.
    webhooks = startLocalWebhooks({ merchantId: m.merchantId, pollMs: 100 });

    const product = await mp.products.create({ name: 'Camiseta', price: toCents(49.9) });
    const checkout = await mp.checkouts.create({
      items: [{ productId: product.id, quantity: 2 }],
      metadata: { pedido: '42' },
    });
    expect(checkout).toMatchObject({ status: 'OPEN', total: 99.8 });
    const paid = await mp.charges.simulatePayment(checkout.chargeId);
    expect(paid.status).toBe('PAID');

    const delivery = await receiver.next('checkout.completed');
    const event = delivery.event!;
    if (event.type !== 'checkout.completed') throw new Error(`unexpected ${event.type}`);
    expect(event.data).toMatchObject({
      id: checkout.id,
      status: 'COMPLETED',
      total: 99.8,
      chargeId: checkout.chargeId,
      metadata: { pedido: '42' },
    });
    expect(event.id).toBe(delivery.headers['webhook-id']);
    const chargePaid = (await receiver.next('charge.paid')).event!;
    if (chargePaid.type !== 'charge.paid') throw new Error(`unexpected ${chargePaid.type}`);
    expect(chargePaid.data).toMatchObject({ id: checkout.chargeId, status: 'PAID', checkoutId: checkout.id });
    expect(receiver.deliveries.filter((d) => d.refused)).toEqual([]);

    // The API recorded the receiver's 204 for that delivery.
    await webhooks.runOnce();
    const stored = await mp.events.retrieve(event.id);
    expect(stored.type).toBe('checkout.completed');
    expect(stored.deliveries).toEqual([
      expect.objectContaining({ endpointId: endpoint.id, status: 'DELIVERED', lastResponseStatus: 204 }),
    ]);

    // What verify refuses: another body, another secret, a missing header, a parsed body.
    const headers = delivery.headers;
    const tampered = Buffer.from(delivery.body.toString('utf8').replace('"COMPLETED"', '"CANCELLED"'));
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const unsigned = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'webhook-signature'),
    );
    for (const attempt of [
      () => mp.webhooks.verify(tampered, headers, secret),
      () => mp.webhooks.verify(delivery.body, headers, otherSecret),
      () => mp.webhooks.verify(delivery.body, unsigned, secret),
      () => mp.webhooks.verify(JSON.parse(delivery.body.toString('utf8')) as string, headers, secret),
    ])
      expect(attempt).toThrow(WebhookVerificationError);
    await receiver.close();
  });
});

describe('due-date charges', () => {
  it("asks a bill's amount on a day and pays that day's amount", async () => {
    const { mp } = await client();
    const payer = await mp.customers.create({
      name: 'Maria das Dores',
      email: 'maria@exemplo.com.br',
      document: '390.533.447-05',
    });
    // Due in 40 days (a weekend or holiday would only move it later), R$ 10 off until the due date.
    const dueDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const bill = await mp.charges.create({
      amount: toCents(1000),
      customerId: payer.id,
      dueDate,
      discount: { type: 'FIXED', until: [{ date: dueDate, value: toCents(10) }] },
    });
    expect(bill).toMatchObject({ dueDate, amountToday: 990, overdue: false });
    expect(await mp.charges.amount(bill.id, { date: dueDate })).toMatchObject({ discount: 10, total: 990 });
    const paid = await mp.charges.simulatePayment(bill.id, { date: dueDate });
    expect(paid).toMatchObject({ status: 'PAID', paidAmount: 990 });
  });
});

describe('errors', () => {
  it('a READ_ONLY key writing is a 403 ApiError; an unknown key a 401', async () => {
    const { m } = await client();
    const readOnly = new MerchantPayments({ apiKey: m.readOnly, baseUrl: api.baseUrl });
    await expect(
      readOnly.coupons.create({ code: 'NATAL', type: 'PERCENTAGE', value: 10 }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    const stranger = new MerchantPayments({ apiKey: `mp_sk_test_${'x'.repeat(43)}`, baseUrl: api.baseUrl });
    const error = await stranger.charges.list().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', requestId: expect.any(String) });
  });
});
