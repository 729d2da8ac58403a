import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { createCharge } from '../../lib/charges/charges.service.js';
import { sweepExpiredCharges } from '../../lib/jobs/sweeps.service.js';
import { dynamo } from '../../lib/db/client.js';
import { TRANSACT_MAX_ATTEMPTS } from '../../lib/db/transact.js';
import { call, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { conflict, FAULT, injectFault, removeFaults } from '../support/faults.js';
import { storedEvents, storedItem } from '../support/stored.js';

/**
 * Racing transitions on one charge. Each transition is one conditional write on the state it
 * leaves, so however many requests race (and however DynamoDB cancels their transactions on the
 * way), exactly one moves the charge and writes its event; every other one gets a 400 naming why.
 */
const N = 30;

afterEach(removeFaults);

const codeOf = (result: ApiResult) => (result.json.error as { code?: string } | null)?.code;

async function pendingCharge(m: TestMerchant): Promise<string> {
  const result = await call('POST', '/v1/charges', { key: m.full, body: { amount: 2500 } });
  expect(result.status).toBe(201);
  return result.json.data.id as string;
}

const move = (m: TestMerchant, id: string, action: string) =>
  call('POST', `/v1/charges/${id}/${action}`, { key: m.full });

const eventCount = async (merchantId: string, type: string): Promise<number> =>
  (await storedEvents(merchantId, type)).length;

const stored = async (_merchantId: string, id: string) => (await storedItem('CHARGE', id))!;

/**
 * N racing cancel/pay requests (alternating) on one pending charge: exactly one 200, the others
 * 400 `charge_not_pending`, the stored charge and the single event agree with the winner.
 */
async function race(m: TestMerchant, id: string): Promise<void> {
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) => move(m, id, i % 2 === 0 ? 'cancel' : 'simulate-payment')),
  );
  const winners = results.filter((r) => r.status === 200);
  expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(N - 1).fill(400)]);
  for (const loser of results.filter((r) => r.status === 400)) {
    expect(codeOf(loser)).toBe('charge_not_pending');
  }
  const winner = winners[0]!.json.data as { status: string; updatedAt: string };
  const item = await stored(m.merchantId, id);
  expect(item).toMatchObject({ status: winner.status, updatedAt: winner.updatedAt, version: 2 });
  expect(item.GSI4PK).toBeUndefined();
  const paid = await eventCount(m.merchantId, 'charge.paid');
  const cancelled = await eventCount(m.merchantId, 'charge.cancelled');
  expect({ paid, cancelled }).toEqual(
    winner.status === 'PAID' ? { paid: 1, cancelled: 0 } : { paid: 0, cancelled: 1 },
  );
}

describe(`${N} racing cancel/pay requests on one charge`, () => {
  it('on DynamoDB Local: exactly one wins', async () => {
    const m = await newMerchant('Loja Corrida');
    await race(m, await pendingCharge(m));
  });

  it('with transactions cancelled by conflicts (TransactionConflict, retried): exactly one wins', async () => {
    const m = await newMerchant('Loja Corrida');
    const id = await pendingCharge(m);
    // Every transaction is cancelled once, as if another transaction held the charge, and then
    // retried. A retry may rebuild the item list (counter shards move) but keeps each other item
    // as it was, so the first attempt is told apart by its first item, the charge's update.
    const conflicted = new WeakSet<object>();
    let conflicts = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const first = (args.input as { TransactItems?: object[] }).TransactItems?.[0];
        if (context.commandName === 'TransactWriteItemsCommand' && first && !conflicted.has(first)) {
          conflicted.add(first);
          conflicts++;
          throw conflict(2)();
        }
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}FirstAttempt`, tags: [FAULT] },
    );
    await race(m, id);
    expect(conflicts).toBeGreaterThanOrEqual(1);
  });

  it('with a ConditionalCheckFailed on a charge that is still pending: answered from a fresh read, then paid once', async () => {
    const m = await newMerchant('Loja Corrida');
    const id = await pendingCharge(m);
    // As if a racing writer had moved the charge and the read lagged: the refusal is re-checked.
    const seen = injectFault('TransactWriteItemsCommand', 2, conditionFailed);
    const paid = await move(m, id, 'simulate-payment');
    expect(paid.status).toBe(200);
    expect(paid.json.data.status).toBe('PAID');
    expect(seen.calls).toBe(3);
    expect(await eventCount(m.merchantId, 'charge.paid')).toBe(1);
    expect((await stored(m.merchantId, id)).version).toBe(2);
  });

  it('refund races refund: one 200, the rest 400 charge_not_paid, one charge.refunded', async () => {
    const m = await newMerchant('Loja Corrida');
    const id = await pendingCharge(m);
    expect((await move(m, id, 'simulate-payment')).status).toBe(200);
    const results = await Promise.all(Array.from({ length: N }, () => move(m, id, 'refund')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && codeOf(r) === 'charge_not_paid')).toHaveLength(N - 1);
    expect(await eventCount(m.merchantId, 'charge.refunded')).toBe(1);
    expect((await stored(m.merchantId, id)).status).toBe('REFUNDED');
  });

  it('30 racing refunds of 10% each: exactly 10 succeed, the rest 400, one charge.refunded each', async () => {
    const m = await newMerchant('Loja Corrida');
    const id = await pendingCharge(m);
    expect((await move(m, id, 'simulate-payment')).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        call('POST', `/v1/charges/${id}/refund`, { key: m.full, body: { amount: 250 } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 400).map(codeOf);
    expect(refused).toHaveLength(N - 10);
    // Refused for what remains (nothing) or for the state it leaves (wholly refunded).
    for (const code of refused) expect(['charge_not_paid', 'refund_exceeds_remaining']).toContain(code);
    expect(await eventCount(m.merchantId, 'charge.refunded')).toBe(10);
    const charge = await stored(m.merchantId, id);
    expect(charge).toMatchObject({ status: 'REFUNDED', refundedAmount: 2500 });
    expect(charge.refunds).toHaveLength(10);
  });

  it('refunds racing under transaction conflicts never add up past the amount', async () => {
    const m = await newMerchant('Loja Corrida');
    const id = await pendingCharge(m);
    expect((await move(m, id, 'simulate-payment')).status).toBe(200);
    // Fewer conflicts in all than one transaction's attempts: each refund gets through them, so
    // every answer is the race's, never a 503 for conflicts that outlasted the retries.
    let conflicts = 0;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (
          context.commandName === 'TransactWriteItemsCommand' &&
          conflicts < TRANSACT_MAX_ATTEMPTS - 1 &&
          Math.random() < 0.5
        ) {
          conflicts++;
          throw conflict(2)();
        }
        return next(args);
      },
      { step: 'initialize', name: `${FAULT}RandomConflicts`, tags: [FAULT] },
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `/v1/charges/${id}/refund`, { key: m.full, body: { amount: 1000 } }),
      ),
    );
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.json))).toEqual([
      200, 200, 400, 400, 400, 400, 400, 400,
    ]);
    expect(await eventCount(m.merchantId, 'charge.refunded')).toBe(2);
    expect(await stored(m.merchantId, id)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 2000,
    });
  });

  it('the sweeper racing payments on a due charge never both expire and pay it', async () => {
    const m = await newMerchant('Loja Corrida');
    // Due already: payments are refused by the clock, the sweep expires it once.
    const due = await createCharge(
      m.merchantId,
      { amount: 1000, expiresIn: 60 },
      { now: new Date(Date.now() - 120_000) },
    );
    const [payments, sweeps] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => move(m, due.id, 'simulate-payment'))),
      Promise.all(Array.from({ length: 3 }, () => sweepExpiredCharges(new Date()))),
    ]);
    expect(payments.every((r) => r.status === 400 && codeOf(r) === 'charge_expired')).toBe(true);
    expect(sweeps.every((n) => n >= 0)).toBe(true);
    expect((await stored(m.merchantId, due.id)).status).toBe('EXPIRED');
    expect(await eventCount(m.merchantId, 'charge.expired')).toBe(1);
    expect(await eventCount(m.merchantId, 'charge.paid')).toBe(0);
  });
});

function conditionFailed(): TransactionCanceledException {
  return new TransactionCanceledException({
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: [{ Code: 'ConditionalCheckFailed', Message: 'injected' }, { Code: 'None' }],
  });
}
