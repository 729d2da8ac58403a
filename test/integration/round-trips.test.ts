import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { layout } from '../../lib/db/layout.js';
import { isRateLimited, routeKey, routesFor, type Route } from '../../lib/api/routes.js';
import { collectFromAreas } from '../support/area-files.js';
import { FAULT, removeFaults } from '../support/faults.js';
import { shardsOf, type RoundTrips } from '../support/round-trips.js';
import { viaDispatch } from '../security/support/http.js';
import {
  createFixture,
  createMerchant,
  isPublicRoute,
  templateFor,
  uniqueValues,
} from '../security/support/templates.js';

/**
 * The DynamoDB calls each route makes for a valid request, with the key already looked up (the
 * key cache is warm on a busy function). A route that gains a call fails here: each count is the
 * least its work needs, named beside it. A sharded list reads every shard and counter partition of
 * the table's layout in parallel: one round trip of latency, more calls.
 */
const SHARED_CALLS: RoundTrips = {
  'POST /v1/coupons': [1, 'one transaction: coupon, code guard, counter'],
  'GET /v1/coupons': [3, 'page Query beside the counter Query, then a consistent BatchGetItem of the page'],
  'GET /v1/coupons/{id}': [1, 'GetItem'],
  'PUT /v1/coupons/{id}': [2, 'read to merge and check again, then a conditional write'],
  'DELETE /v1/coupons/{id}': [2, 'read the code and version, then one transaction'],
  'POST /v1/customers': [1, 'one transaction: customer, document guard, counter'],
  'GET /v1/customers': [3, 'page Query beside the counter Query, then a consistent BatchGetItem of the page'],
  'GET /v1/customers/{id}': [1, 'GetItem'],
  'DELETE /v1/customers/{id}': [2, 'read the document and version, then one transaction'],
  'POST /v1/products': [1, 'one transaction: product, externalId guard, counter'],
  'GET /v1/products': [3, 'page Query beside the counter Query, then a consistent BatchGetItem of the page'],
  'GET /v1/products/{id}': [1, 'GetItem'],
  'PUT /v1/products/{id}': [2, 'read to merge and check again, then a conditional write'],
  'DELETE /v1/products/{id}': [2, 'read the externalId and version, then one transaction'],
  'POST /v1/charges': [
    2,
    "the merchant's Pix identity, then one transaction: charge, txid guard, counter, event",
  ],
  'GET /v1/charges': [
    (l) => shardsOf(l.list.CHARGE) + (l.counters.CHARGE?.partitions ?? 1) + 1,
    'a page Query per list shard beside a Query per counter partition, then a BatchGetItem of the page',
  ],
  'GET /v1/charges/{id}': [1, 'GetItem'],
  'GET /v1/charges/{id}/amount': [1, 'GetItem: the amount is computed from the stored terms'],
  'POST /v1/charges/{id}/cancel': [2, 'read the state, then one transaction: the transition and its event'],
  'POST /v1/charges/{id}/refund': [
    2,
    'read the state, then one transaction: the transition, its event and its ledger entry',
  ],
  'POST /v1/charges/{id}/simulate-payment': [
    2,
    'read the state, then one transaction: the transition, its event and its ledger entry',
  ],
  'POST /v1/charges/{id}/simulate-med-return': [
    2,
    'read the state, then one transaction: the MED return, its event and its ledger entry',
  ],
  'POST /v1/checkouts': [3, 'products (BatchGetItem) beside the merchant, then one transaction (no coupon)'],
  'GET /v1/checkouts': [
    (l) => shardsOf(l.list.CHECKOUT) + (l.counters.CHECKOUT?.partitions ?? 1) + 1,
    'a page Query per list shard beside a Query per counter partition, then a BatchGetItem of the page',
  ],
  'GET /v1/checkouts/{id}': [1, 'GetItem'],
  'POST /v1/checkouts/{id}/cancel': [3, 'the checkout, then its charge, then one transaction'],
  'POST /v1/subscriptions': [
    3,
    "the customer beside the merchant's Pix identity, then one transaction: subscription, its charge, events",
  ],
  'GET /v1/subscriptions': [
    2,
    "the customer's index partition (filtered by status), then a BatchGetItem of the page",
  ],
  'GET /v1/subscriptions/{id}': [1, 'GetItem'],
  'GET /v1/subscriptions/{id}/cycles': [2, 'GetItem of the subscription beside the Query of its cycles'],
  'POST /v1/subscriptions/{id}/cancel': [
    3,
    'the subscription, then its authorization charge, then one transaction: both ended, their events',
  ],
  'POST /v1/subscriptions/{id}/simulate-authorization': [
    3,
    'the subscription, its charge, then one transaction: charge paid, subscription active, cycle 0',
  ],
  'POST /v1/subscriptions/{id}/simulate-revocation': [
    3,
    'the subscription, its open cycles, then one transaction: ended with its open cycles',
  ],
  'POST /v1/subscriptions/{id}/simulate-next-cycle': [
    3,
    'the subscription, its open cycles, then one transaction: the attempt of the oldest',
  ],
  'GET /pay/{token}': [3, "the token's pointer, the checkout, then its charge and the merchant (one batch)"],
  'GET /pay/{token}/status': [2, "the token's pointer, then the checkout"],
  'POST /pay/{token}/coupon': [
    7,
    "pointer; checkout and code guard beside the merchant; coupon with the old charge beside the checkout's try; one transaction; the address's try given back",
  ],
  'POST /pay/{token}/simulate-payment': [4, 'pointer, checkout, its charge, then one transaction'],
  'GET /pay-assets/{asset}': [0, 'no data'],
  'GET /v1/events': [
    (l) => shardsOf(l.list.EVENT) + l.eventCounters.partitions,
    'a page Query per list shard beside a Query per day-counter partition, all in parallel',
  ],
  'GET /v1/events/{id}': [1, 'one Query: the event and its deliveries share a key prefix'],
  'POST /v1/webhook-endpoints': [1, 'one transaction: endpoint and the counter that holds the limit'],
  'GET /v1/webhook-endpoints': [
    3,
    'page Query beside the counter Query, then a consistent BatchGetItem of the page',
  ],
  'GET /v1/webhook-endpoints/{id}': [1, 'GetItem'],
  'PUT /v1/webhook-endpoints/{id}': [2, 'read to merge and check again, then a conditional write'],
  'DELETE /v1/webhook-endpoints/{id}': [2, 'read the version, then one transaction'],
  'POST /v1/webhook-endpoints/{id}/test': [
    1,
    'one transaction: the ping and its delivery, on a condition that the endpoint is live',
  ],
  'POST /v1/webhook-endpoints/{id}/rotate-secret': [
    2,
    'read to rotate on its version, then a conditional write',
  ],
  'POST /v1/events/{id}/redeliver': [2, 'one Query for the event and its deliveries, then one transaction'],
  'POST /v1/psp/pix-webhook/{secret}/pix': [
    0,
    'a 404 without the live provider (tested with it in live-pix)',
  ],
  'POST /v1/psp/pix-webhook/{secret}/rec': [0, 'a 404 without the live provider (live-subscriptions)'],
  'POST /v1/psp/pix-webhook/{secret}/cobr': [0, 'a 404 without the live provider (live-subscriptions)'],
  'GET /v1/openapi.json': [0, 'no data'],
  'GET /v1/docs': [0, 'no data'],
  'GET /v1/docs/{asset}': [0, 'no data'],
};

/** With each area's own counts (`test/<area>/<area>.round-trips.ts`). */
const CALLS: RoundTrips = {
  ...SHARED_CALLS,
  ...(await collectFromAreas<RoundTrips[string]>('round-trips', 'RoundTrips')),
};

afterEach(() => removeFaults());

/** Counts every command sent from now on. */
function countCalls(): string[] {
  const names: string[] = [];
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      names.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: `${FAULT}Calls`, tags: [FAULT] },
  );
  return names;
}

describe('DynamoDB calls per route', () => {
  const routes: readonly Route[] = routesFor('test');

  it('has a count for every route of the table', () => {
    expect(routes.map(routeKey).filter((key) => !(key in CALLS))).toEqual([]);
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(`${key}: ${CALLS[key]?.[1] ?? 'no count'}`, async () => {
      const merchant = await createMerchant('Loja Chamadas');
      const fixture = await createFixture(viaDispatch, merchant.full);
      const template = templateFor(route)(fixture, uniqueValues());
      // The key is looked up once here, as a warm function has it cached.
      await viaDispatch('GET', '/v1/coupons?size=1', { key: merchant.full });
      const calls = countCalls();
      const answer = await viaDispatch(route.method, template.path, {
        ...(isPublicRoute(route) ? {} : { key: merchant.full }),
        ...(template.body === undefined ? {} : { json: template.body }),
      });
      expect(answer.status, answer.text).toBe(template.success);
      const expected = CALLS[key]?.[0];
      // A rate-limited route adds its count (an update per key or token, the address's coupon
      // try taken), beside its first read: one more call, no more round trips.
      const limit = isRateLimited(route) ? 1 : 0;
      expect(calls.length, calls.join(', ')).toBe(
        (typeof expected === 'function' ? expected(layout()) : (expected ?? NaN)) + limit,
      );
    });
  }
});

/** Each command from now on as it starts and ends, in order, with at most how many ran at once. */
function traceCalls(): { log: string[]; most: () => number } {
  const log: string[] = [];
  let inFlight = 0;
  let most = 0;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName).replace(/Command$/, '');
      log.push(`start ${name}`);
      most = Math.max(most, ++inFlight);
      try {
        return await next(args);
      } finally {
        inFlight--;
        log.push(`end ${name}`);
      }
    },
    { step: 'initialize', name: `${FAULT}Trace`, tags: [FAULT] },
  );
  return { log, most: () => most };
}

describe('the rate-limit count of a warm key (docs/rules/rate-limits.md: no round trip in series)', () => {
  async function warmMerchant() {
    const merchant = await createMerchant('Loja Chamadas');
    const fixture = await createFixture(viaDispatch, merchant.full);
    await viaDispatch('GET', '/v1/coupons?size=1', { key: merchant.full });
    return { merchant, fixture };
  }

  it('runs beside a read', async () => {
    const { merchant, fixture } = await warmMerchant();
    const trace = traceCalls();
    const answer = await viaDispatch('GET', `/v1/coupons/${fixture.coupon.id}`, { key: merchant.full });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
    // The count's update and the coupon's read were both in flight at once.
    expect(trace.most()).toBe(2);
  });

  it("runs beside a write's first read, and the write waits for it", async () => {
    const { merchant, fixture } = await warmMerchant();
    const trace = traceCalls();
    const answer = await viaDispatch('PUT', `/v1/coupons/${fixture.coupon.id}`, {
      key: merchant.full,
      json: { status: 'INACTIVE' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
    // The count (UpdateItem) and the coupon's read (GetItem) start together; the coupon's write
    // starts only once the count has answered.
    expect(trace.log.slice(0, 2).sort()).toEqual(['start GetItem', 'start UpdateItem']);
    const starts = trace.log.flatMap((entry, at) => (entry.startsWith('start') ? [at] : []));
    expect(starts, trace.log.join(', ')).toHaveLength(3);
    expect(starts[2]).toBeGreaterThan(trace.log.indexOf('end UpdateItem'));
  });

  it('runs beside the Idempotency-Key claim of a write whose first call is its write', async () => {
    const { merchant } = await warmMerchant();
    const trace = traceCalls();
    const answer = await viaDispatch('POST', '/v1/products', {
      key: merchant.full,
      json: { name: 'Caneca', price: 2990 },
      headers: { 'idempotency-key': `rt-${Date.now()}` },
    });
    expect(answer.status, answer.text).toBe(201);
    // The count (UpdateItem) and the claim (PutItem) start together; the product's transaction
    // starts only once the count has answered.
    expect(trace.log.slice(0, 2).sort()).toEqual(['start PutItem', 'start UpdateItem']);
    expect(trace.log.indexOf('start TransactWriteItems')).toBeGreaterThan(
      trace.log.indexOf('end UpdateItem'),
    );
  });
});
