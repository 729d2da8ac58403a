import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DB_CALL_BUDGET, dynamo, resetDynamo } from '../../lib/db/client.js';
import { sweepExpiredCheckouts } from '../../lib/jobs/sweeps.service.js';
import { call, expectError, newMerchant, type ApiResult, type TestMerchant } from '../support/api.js';
import { conflict, connectionReset, FAULT, injectFault, removeFaults } from '../support/faults.js';
import { itemsOfKind, partition, scanTable } from '../security/support/table.js';
import { useOwnTable } from '../support/own-table.js';

useOwnTable();

/**
 * The coupon invariant: at every moment uses + open reservations <= max_uses, and `used_count`
 * equals the number of completed checkouts that used the coupon. Proven under 50 concurrent
 * checkouts, through every way a checkout ends (paid, cancelled, expired by the sweep), and under
 * injected transaction conflicts and lost connections, with the whole stored state checked after
 * each step: nothing half-written, no reservation without its open checkout.
 */
type Item = Record<string, unknown>;

afterEach(() => removeFaults());

// DynamoDB Local runs transactions one at a time, and this machine is shared: 50 at once can wait
// past the local budget of a call, which would turn into 503s (lost answers) that are not what is
// tested here. A generous budget keeps the refusals down to the invariant's; lost answers are
// injected on purpose below.
const budget = { ...LOCAL_DB_CALL_BUDGET };
beforeAll(() => {
  Object.assign(LOCAL_DB_CALL_BUDGET, { requestTimeoutMs: 60_000, connectionTimeoutMs: 30_000 });
  resetDynamo();
});
afterAll(() => {
  Object.assign(LOCAL_DB_CALL_BUDGET, budget);
  resetDynamo();
});

async function product(m: TestMerchant): Promise<string> {
  const result = await call('POST', '/v1/products', { key: m.full, body: { name: 'Camiseta', price: 4990 } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data.id as string;
}

async function coupon(m: TestMerchant, code: string, maxUses: number): Promise<string> {
  const result = await call('POST', '/v1/coupons', {
    key: m.full,
    body: { code, type: 'PERCENTAGE', value: 10, max_uses: maxUses },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data.id as string;
}

const checkout = (m: TestMerchant, productId: string, code: string) =>
  call('POST', '/v1/checkouts', {
    key: m.full,
    body: { items: [{ productId, quantity: 1 }], couponCode: code, expiresIn: 1800 },
  });

const usedCount = async (m: TestMerchant, id: string): Promise<number> =>
  (await call('GET', `/v1/coupons/${id}`, { key: m.readOnly })).json.data.used_count as number;

/** The stored items of one kind (`CHECKOUT#`: checkouts). */
const bySk = (items: Item[], prefix: string) => itemsOfKind(items, prefix.replace(/#$/, ''));

/**
 * Reads the merchant's whole stored state (past the code under test, with a client of its own) and
 * checks that every checkout is whole — its charge (pointing back at it), its payment-token
 * pointer, its `checkout.created` event, counted in the list counter — that no charge claims a
 * checkout that does not exist, and that the coupon's counts match the checkouts exactly.
 */
async function checkState(merchantId: string, couponId: string) {
  const items = await partition(merchantId);
  const checkouts = bySk(items, 'CHECKOUT#');
  const charges = new Map(bySk(items, 'CHARGE#').map((charge) => [charge.id as string, charge]));
  const events = bySk(items, 'EVENT#');
  const pointers = (await scanTable()).filter(
    (item) => String(item.PK).startsWith('PAYTOKEN#') && item.merchantId === merchantId,
  );
  const problems: string[] = [];
  for (const stored of checkouts) {
    const id = stored.id as string;
    const charge = charges.get(stored.chargeId as string);
    if (!charge || charge.checkoutId !== id) problems.push(`checkout ${id} without its charge`);
    if (
      !pointers.some((pointer) => pointer.checkoutId === id && pointer.PK === `PAYTOKEN#${stored.tokenHash}`)
    ) {
      problems.push(`checkout ${id} without its token pointer`);
    }
    const created = events.filter(
      (event) => event.type === 'checkout.created' && (event.data as { id?: string }).id === id,
    );
    if (created.length !== 1) problems.push(`checkout ${id} has ${created.length} checkout.created events`);
    // An ended checkout carries its one ending event.
    const ending = {
      COMPLETED: 'checkout.completed',
      CANCELLED: 'checkout.cancelled',
      EXPIRED: 'checkout.expired',
    }[stored.status as string];
    if (ending) {
      const count = events.filter(
        (event) => event.type === ending && (event.data as { id?: string }).id === id,
      ).length;
      if (count !== 1) problems.push(`checkout ${id} ${String(stored.status)} has ${count} ${ending} events`);
    }
  }
  const ids = new Set(checkouts.map((stored) => stored.id));
  for (const charge of charges.values()) {
    if (charge.checkoutId && !ids.has(charge.checkoutId))
      problems.push(`charge ${String(charge.id)} of no checkout`);
  }
  for (const pointer of pointers) {
    if (!ids.has(pointer.checkoutId))
      problems.push(`token pointer of no checkout ${String(pointer.checkoutId)}`);
  }
  // The counter is the sum of its items.
  const counted = items
    .filter((item) => String(item.PK).startsWith(`COUNT#${merchantId}#CHECKOUT#`))
    .reduce((sum, item) => sum + Number(item.count ?? 0), 0);
  if (counted !== checkouts.length) {
    problems.push(`counter ${counted} for ${checkouts.length} checkouts`);
  }
  const stored = items.find((item) => item.PK === `COUPON#${couponId}`)!;
  const withCoupon = checkouts.filter((c) => (c.coupon as { id?: string } | null)?.id === couponId);
  const open = withCoupon.filter((c) => c.status === 'OPEN').length;
  const completed = withCoupon.filter((c) => c.status === 'COMPLETED').length;
  const used = Number(stored.usedCount);
  const claimed = Number(stored.claimedCount ?? stored.usedCount);
  if (used !== completed) problems.push(`usedCount ${used}, ${completed} completed checkouts`);
  if (claimed !== used + open) problems.push(`claimedCount ${claimed}, used ${used} + ${open} open`);
  if (claimed > Number(stored.maxUses))
    problems.push(`claimedCount ${claimed} above maxUses ${String(stored.maxUses)}`);
  expect(problems).toEqual([]);
  return { open, completed, claimed, checkouts };
}

/** Fails the next `times` TransactWriteItems after DynamoDB carried them out: a lost answer. */
function loseAnswers(times: number): { lost: number } {
  const seen = { lost: 0 };
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      const answer = await next(args);
      if (seen.lost >= times) return answer;
      seen.lost++;
      throw connectionReset();
    },
    { step: 'initialize', name: `${FAULT}Lost`, tags: [FAULT] },
  );
  return seen;
}

const statuses = (results: ApiResult[]) => results.map((result) => result.status);

const ok = (result: ApiResult) => {
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.data;
};

describe('coupon redemption under concurrency', { timeout: 180_000 }, () => {
  it('50 concurrent checkouts on max_uses 5: exactly 5; paid 3, cancelled 1, expired 1 -> used 3, 2 free', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, 'CINCO', 5);

    const results = await Promise.all(Array.from({ length: 50 }, () => checkout(m, p, 'CINCO')));
    const won = results.filter((result) => result.status === 201);
    expect(won).toHaveLength(5);
    for (const refused of results.filter((result) => result.status !== 201)) {
      expect(expectError(refused, 400).code).toBe('coupon_exhausted');
      expect(refused.json.error?.fields).toEqual([
        expect.objectContaining({ field: 'couponCode', code: 'coupon_exhausted' }),
      ]);
    }
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 5, claimed: 5 });
    expect(await usedCount(m, couponId)).toBe(0);

    const [a, b, c, d, e] = won.map(
      (result) => result.json.data as { id: string; chargeId: string; expiresAt: string },
    );
    for (const paid of [a!, b!, c!]) {
      ok(await call('POST', `/v1/charges/${paid.chargeId}/simulate-payment`, { key: m.full }));
    }
    ok(await call('POST', `/v1/checkouts/${d!.id}/cancel`, { key: m.full }));
    const later = new Date(Math.max(...won.map((r) => Date.parse(r.json.data.expiresAt as string))) + 1000);
    await sweepExpiredCheckouts(later);
    expect(ok(await call('GET', `/v1/checkouts/${e!.id}`, { key: m.readOnly })).status).toBe('EXPIRED');

    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 0, completed: 3, claimed: 3 });
    expect(await usedCount(m, couponId)).toBe(3);
    // Exactly two uses are available again, also when asked for concurrently.
    const again = await Promise.all(Array.from({ length: 6 }, () => checkout(m, p, 'CINCO')));
    expect(statuses(again).filter((status) => status === 201)).toHaveLength(2);
    expect(statuses(again).filter((status) => status === 400)).toHaveLength(4);
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 2, claimed: 5 });
  });

  it('holds under injected conflicts and lost connections: nothing half-written, no leaked reservation', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, 'FALHA', 5);

    // A conflict that persists: 503, nothing written.
    injectFault('TransactWriteItemsCommand', Infinity, conflict(8));
    expectError(await checkout(m, p, 'FALHA'), 503);
    removeFaults();
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ claimed: 0, checkouts: [] });

    // Conflicts while 20 race: retried, so exactly 5 get through; two of the 5 transactions
    // happen but their answers are lost (503): their checkouts exist, whole, holding their uses.
    const conflicts = injectFault('TransactWriteItemsCommand', 10, conflict(8));
    const lost = loseAnswers(2);
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(m, p, 'FALHA')));
    removeFaults();
    expect(conflicts.calls).toBeGreaterThan(10);
    expect(lost.lost).toBe(2);
    const answered = statuses(results);
    expect(answered.filter((status) => status === 503)).toHaveLength(2);
    expect(answered.filter((status) => status === 201)).toHaveLength(3);
    expect(answered.filter((status) => status === 400)).toHaveLength(15);
    const state = await checkState(m.merchantId, couponId);
    expect(state).toMatchObject({ open: 5, claimed: 5 });

    const [a, b, c, d, e] = state.checkouts.map((item) => ({
      id: item.id as string,
      chargeId: item.chargeId as string,
      expiresAt: item.expiresAt as string,
    }));
    // Payment under a conflict: retried, paid once.
    injectFault('TransactWriteItemsCommand', 2, conflict(8));
    ok(await call('POST', `/v1/charges/${a!.chargeId}/simulate-payment`, { key: m.full }));
    removeFaults();
    // Payment whose answer is lost: it happened, and once; asking again is refused.
    loseAnswers(1);
    expectError(await call('POST', `/v1/charges/${b!.chargeId}/simulate-payment`, { key: m.full }), 503);
    removeFaults();
    expect(ok(await call('GET', `/v1/checkouts/${b!.id}`, { key: m.readOnly })).status).toBe('COMPLETED');
    expectError(await call('POST', `/v1/charges/${b!.chargeId}/simulate-payment`, { key: m.full }), 400);
    ok(await call('POST', `/v1/charges/${c!.chargeId}/simulate-payment`, { key: m.full }));
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 2, completed: 3, claimed: 5 });

    // Cancel that never reaches the table: nothing changes; the retry cancels and releases.
    injectFault('TransactWriteItemsCommand', 1, connectionReset);
    expectError(await call('POST', `/v1/checkouts/${d!.id}/cancel`, { key: m.full }), 503);
    removeFaults();
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 2, claimed: 5 });
    ok(await call('POST', `/v1/checkouts/${d!.id}/cancel`, { key: m.full }));

    // A sweep whose write fails leaves the checkout open and its use reserved; the next one ends it.
    const later = new Date(Date.parse(e!.expiresAt) + 1000);
    injectFault('TransactWriteItemsCommand', 1, connectionReset);
    await sweepExpiredCheckouts(later);
    removeFaults();
    const afterFailedSweep = await checkState(m.merchantId, couponId);
    if (afterFailedSweep.open === 1) await sweepExpiredCheckouts(later);
    expect(ok(await call('GET', `/v1/checkouts/${e!.id}`, { key: m.readOnly })).status).toBe('EXPIRED');

    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 0, completed: 3, claimed: 3 });
    expect(await usedCount(m, couponId)).toBe(3);
    const again = await Promise.all(Array.from({ length: 4 }, () => checkout(m, p, 'FALHA')));
    expect(statuses(again).filter((status) => status === 201)).toHaveLength(2);
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 2, claimed: 5 });
  });

  it('checks the stored coupon, not the read: changed between the read and the transaction, it is refused', async () => {
    const m = await newMerchant();
    const p = await product(m);
    for (const [code, change, reason] of [
      [
        'DESLIGA',
        (id: string) => call('PUT', `/v1/coupons/${id}`, { key: m.full, body: { status: 'INACTIVE' } }),
        'coupon_inactive',
      ],
      ['REMOVE', (id: string) => call('DELETE', `/v1/coupons/${id}`, { key: m.full }), 'coupon_unknown'],
    ] as const) {
      const couponId = await coupon(m, code, 5);
      // Just before the checkout's transaction (after its reads), the merchant changes the coupon.
      let changed = false;
      dynamo().middlewareStack.add(
        (next, context) => async (args) => {
          if (context.commandName === 'TransactWriteItemsCommand' && !changed) {
            changed = true;
            const answer = await change(couponId);
            expect(answer.status, answer.json ? JSON.stringify(answer.json) : '').toBeLessThan(300);
          }
          return next(args);
        },
        { step: 'initialize', name: `${FAULT}Race`, tags: [FAULT] },
      );
      const result = await checkout(m, p, code);
      removeFaults();
      expect(changed).toBe(true);
      expect(expectError(result, 400).code, code).toBe(reason);
    }
    // Nothing of the refused checkouts was written.
    const items = await partition(m.merchantId);
    expect(bySk(items, 'CHECKOUT#')).toEqual([]);
    expect(bySk(items, 'CHARGE#')).toEqual([]);
  });

  it('a payer applying a coupon while the old charge is paid: one of them wins, whole', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, 'CORRIDA', 10);
    for (let round = 0; round < 5; round++) {
      const created = await call('POST', '/v1/checkouts', {
        key: m.full,
        body: { items: [{ productId: p, quantity: 1 }], allowCoupons: true },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const {
        id,
        chargeId: oldCharge,
        url,
      } = created.json.data as { id: string; chargeId: string; url: string };
      const path = new URL(url).pathname;
      const [applied, paid] = await Promise.all([
        call('POST', `${path}/coupon`, { body: { code: 'CORRIDA' } }),
        call('POST', `/v1/charges/${oldCharge}/simulate-payment`, { key: m.full }),
      ]);
      const after = ok(await call('GET', `/v1/checkouts/${id}`, { key: m.readOnly }));
      const old = ok(await call('GET', `/v1/charges/${oldCharge}`, { key: m.readOnly }));
      if (paid.status === 200) {
        // Paid at the full price: the coupon came too late and holds nothing.
        expect(applied.status, JSON.stringify(applied.json)).toBe(400);
        expect(after).toMatchObject({ status: 'COMPLETED', chargeId: oldCharge, coupon: null });
        expect(old.status).toBe('PAID');
      } else {
        // The coupon won: the old charge is cancelled, the checkout is open on a new one.
        expect(applied.status, JSON.stringify(applied.json)).toBe(200);
        expect(paid.status).toBe(400);
        expect(after.status).toBe('OPEN');
        expect(after.chargeId).not.toBe(oldCharge);
        expect(after.coupon).toMatchObject({ code: 'CORRIDA' });
        expect(old.status).toBe('CANCELLED');
      }
    }
    await checkState(m.merchantId, couponId);
  });

  it('the coupon update keeps the counts: max_uses below used + reserved is 400; other edits keep reservations', async () => {
    const m = await newMerchant();
    const p = await product(m);
    const couponId = await coupon(m, 'EDITA', 3);
    const [first] = await Promise.all([checkout(m, p, 'EDITA'), checkout(m, p, 'EDITA')]);
    ok(await call('POST', `/v1/charges/${first!.json.data.chargeId}/simulate-payment`, { key: m.full }));
    // 1 used + 1 reserved.
    const below = await call('PUT', `/v1/coupons/${couponId}`, { key: m.full, body: { max_uses: 1 } });
    expect(expectError(below, 400).code).toBe('max_uses_below_claimed');
    const edited = await call('PUT', `/v1/coupons/${couponId}`, {
      key: m.full,
      body: { value: 15, max_uses: 2 },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data.used_count).toBe(1);
    expect(await checkState(m.merchantId, couponId)).toMatchObject({ open: 1, completed: 1, claimed: 2 });
    expect(expectError(await checkout(m, p, 'EDITA'), 400).code).toBe('coupon_exhausted');
  });
});
