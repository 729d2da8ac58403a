import { afterEach, describe, expect, it } from 'vitest';
import { dynamo } from '../../lib/db/client.js';
import { LIST_INDEX, STATUS_INDEX } from '../../lib/db/table.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { FAULT, removeFaults } from '../support/faults.js';

/**
 * On AWS the list index is eventually consistent: for a moment after a 204 or a 200 it can still
 * answer the removed item or the old values. DynamoDB Local never lags, so the lag is injected:
 * the index Query answers exactly what it answered before the writes. The lists must show
 * neither the removed item nor the old values.
 */
afterEach(() => removeFaults());

type Output = Record<string, unknown>;
const LAGGING: (string | undefined)[] = [LIST_INDEX.indexName, STATUS_INDEX.indexName];
const isListQuery = (commandName: string, input: { IndexName?: string }) =>
  commandName === 'QueryCommand' && LAGGING.includes(input.IndexName);
// The same Query asked again: the instant a status filter compares `expiresAt` with moves on.
const signature = (input: Record<string, unknown>) =>
  JSON.stringify({
    ...input,
    ExclusiveStartKey: undefined,
    ExpressionAttributeValues: { ...(input.ExpressionAttributeValues as object), ':now': undefined },
  });

/** Records what every list-index Query answers now. */
function recordIndex(): Map<string, Output> {
  const answers = new Map<string, Output>();
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const output = await next(args);
      const input = args.input as Record<string, unknown>;
      // A copy: the document client unmarshals the output in place after this step.
      if (isListQuery(String(context.commandName), input))
        answers.set(signature(input), structuredClone((output as { output: Output }).output));
      return output;
    },
    { step: 'initialize', name: `${FAULT}IndexRecorder`, tags: [FAULT] },
  );
  return answers;
}

/** From now on the list index answers the recorded (older) state. */
function lagIndex(answers: Map<string, Output>): { replays: number; stale: string[] } {
  const seen = { replays: 0, stale: [] as string[] };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const old = isListQuery(String(context.commandName), input) ? answers.get(signature(input)) : undefined;
      if (!old) return next(args);
      seen.replays++;
      seen.stale.push(JSON.stringify(old));
      return { output: structuredClone(old), response: {} } as never;
    },
    { step: 'initialize', name: `${FAULT}IndexLag`, tags: [FAULT] },
  );
  return seen;
}

async function post(m: TestMerchant, path: string, body: unknown) {
  const answer = await call('POST', path, { key: m.full, body });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return answer.json.data as { id: string } & Record<string, unknown>;
}

const list = async (m: TestMerchant, path: string) => {
  const answer = await call('GET', path, { key: m.readOnly });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.content as ({ id: string } & Record<string, unknown>)[];
};

describe('a status filter read from a lagging status index', () => {
  it('does not list a charge under the status it just left', async () => {
    const m = await newMerchant();
    const paid = await post(m, '/v1/charges', { amount: 1000 });
    const pending = await post(m, '/v1/charges', { amount: 2000 });
    const recorded = recordIndex();
    expect((await list(m, '/v1/charges?status=PENDING')).map((c) => c.id).sort()).toEqual(
      [paid.id, pending.id].sort(),
    );
    removeFaults();

    const pay = await call('POST', `/v1/charges/${paid.id}/simulate-payment`, { key: m.full });
    expect(pay.status).toBe(200);
    const lag = lagIndex(recorded);
    const listed = await list(m, '/v1/charges?status=PENDING');
    expect(lag.replays).toBeGreaterThan(0);
    expect(listed.map((c) => c.id)).toEqual([pending.id]);
    expect(listed.every((c) => c.status === 'PENDING')).toBe(true);
  });

  it('does not list it there on a cursor page either', async () => {
    const m = await newMerchant();
    const charges = [];
    for (let i = 0; i < 4; i++) charges.push(await post(m, '/v1/charges', { amount: 1000 + i }));
    const first = await call('GET', '/v1/charges?status=PENDING&size=2', { key: m.readOnly });
    const cursor = first.json.data.page.nextCursor as string;
    const second = `/v1/charges?status=PENDING&size=2&cursor=${encodeURIComponent(cursor)}`;
    const recorded = recordIndex();
    expect((await list(m, second)).map((c) => c.id)).toEqual([charges[1]!.id, charges[0]!.id]);
    removeFaults();

    const pay = await call('POST', `/v1/charges/${charges[1]!.id}/simulate-payment`, { key: m.full });
    expect(pay.status).toBe(200);
    const lag = lagIndex(recorded);
    const listed = await list(m, second);
    expect(lag.replays).toBeGreaterThan(0);
    expect(listed.map((c) => c.id)).toEqual([charges[0]!.id]);
    expect(listed.every((c) => c.status === 'PENDING')).toBe(true);
  });
});

describe('a list read from a lagging index shows neither removed items nor old values', () => {
  it('products, unfiltered and by status', async () => {
    const m = await newMerchant();
    // Created oldest first: the removed one is the newest, so it is on the first page of two.
    const changed = await post(m, '/v1/products', { name: 'Antigo', price: 600 });
    const kept = await post(m, '/v1/products', { name: 'Mantido', price: 700 });
    const gone = await post(m, '/v1/products', { name: 'Removido', price: 500 });
    const paths = ['/v1/products', '/v1/products?status=ACTIVE', '/v1/products?size=2&page=0'];
    const recorded = recordIndex();
    for (const path of paths) await list(m, path);
    removeFaults();

    expect((await call('DELETE', `/v1/products/${gone.id}`, { key: m.full })).status).toBe(204);
    const update = await call('PUT', `/v1/products/${changed.id}`, {
      key: m.full,
      body: { name: 'Novo', status: 'INACTIVE' },
    });
    expect(update.status).toBe(200);
    const repriced = await call('PUT', `/v1/products/${kept.id}`, { key: m.full, body: { price: 999 } });

    const lag = lagIndex(recorded);
    const all = await list(m, '/v1/products');
    const active = await list(m, '/v1/products?status=ACTIVE');
    const firstTwo = await list(m, '/v1/products?size=2&page=0');
    // The index really answered the old state: the removed product and the old name in it.
    expect(lag.replays).toBe(3);
    expect(lag.stale.every((answer) => answer.includes(gone.id))).toBe(true);
    expect(lag.stale[0]).toContain('Antigo');

    expect(all).toEqual([repriced.json.data, update.json.data]);
    expect(active).toEqual([repriced.json.data]);
    // The removed one was among the index's two: the page is one short rather than stale.
    expect(firstTwo).toEqual([repriced.json.data]);
  });

  it('coupons and customers', async () => {
    const m = await newMerchant();
    const coupon = await post(m, '/v1/coupons', { code: 'VELHO', type: 'PERCENTAGE', value: 10 });
    const goneCoupon = await post(m, '/v1/coupons', { code: 'SAI', type: 'PERCENTAGE', value: 10 });
    const customer = await post(m, '/v1/customers', { name: 'Fica', email: 'fica@example.com' });
    const goneCustomer = await post(m, '/v1/customers', { name: 'Sai', email: 'sai@example.com' });
    const recorded = recordIndex();
    await list(m, '/v1/coupons');
    await list(m, '/v1/customers');
    await list(m, '/v1/customers?name=sai');
    removeFaults();

    expect((await call('DELETE', `/v1/coupons/${goneCoupon.id}`, { key: m.full })).status).toBe(204);
    expect((await call('DELETE', `/v1/customers/${goneCustomer.id}`, { key: m.full })).status).toBe(204);
    const updated = await call('PUT', `/v1/coupons/${coupon.id}`, { key: m.full, body: { value: 33 } });
    expect(updated.status).toBe(200);

    const lag = lagIndex(recorded);
    expect(await list(m, '/v1/coupons')).toEqual([updated.json.data]);
    expect((await list(m, '/v1/customers')).map((c) => c.id)).toEqual([customer.id]);
    expect(await list(m, '/v1/customers?name=sai')).toEqual([]);
    expect(lag.replays).toBe(3);
    expect(lag.stale[0]).toContain(goneCoupon.id);
    expect(lag.stale[2]).toContain(goneCustomer.id);
  });
});

/** BatchGetItem answers the first `times` calls with every key unprocessed, as throttling does. */
function leaveUnprocessed(times: number): { calls: number } {
  const seen = { calls: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'BatchGetItemCommand' || seen.calls >= times) return next(args);
      seen.calls++;
      const input = args.input as { RequestItems: Record<string, unknown> };
      return { output: { Responses: {}, UnprocessedKeys: input.RequestItems }, response: {} } as never;
    },
    { step: 'initialize', name: `${FAULT}Unprocessed`, tags: [FAULT] },
  );
  return seen;
}

describe('the consistent re-read of a page', () => {
  it('asks again for keys DynamoDB left unprocessed, and answers 503 when it never processes them', async () => {
    const m = await newMerchant();
    const product = await post(m, '/v1/products', { name: 'Um', price: 500 });
    const twice = leaveUnprocessed(2);
    expect((await list(m, '/v1/products')).map((p) => p.id)).toEqual([product.id]);
    expect(twice.calls).toBe(2);
    removeFaults();

    leaveUnprocessed(Infinity);
    const answer = await call('GET', '/v1/products', { key: m.readOnly });
    expect(answer.status).toBe(503);
  });
});
