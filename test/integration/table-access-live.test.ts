import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_HANDLER } from '../../infra/sweeper.js';
import {
  BACKGROUND_WRITES,
  LIVE_PIX_WRITES,
  routeWrites,
  type BackgroundHandler,
  type ItemKind,
} from '../../infra/table-writes.js';
import { config } from '../../lib/config.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { findSubscription } from '../../lib/subscriptions/subscriptions.storage.js';
import { addDays } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { countsRequests, isPublic, findRoute } from '../../lib/api/routes.js';
import { NOTICE_OVERDUE_MS, refreshLiveCharge } from '../../lib/charges/settlement.service.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { runSweeps } from '../../lib/jobs/sweeps.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { useLivePsp } from '../support/live-psp.js';
import { LIVE_PIX_CONTEXT, synthesize, type Synthesized } from '../support/synth.js';
import { recordTableCalls, violations, type TableCallRecorder } from '../support/table-calls.js';

/**
 * What live Pix adds to what the functions write (`LIVE_PIX_WRITES`), recorded against the stub
 * PSP over mutual TLS: the PSP's notices settle charges, complete a checkout and walk a
 * subscription; a read, a cancel and the sweep find Pix the PSP received without a notice; a
 * refund waits for the PSP. Each function's calls are held to what it declares and to what a
 * live stage with the API Pix grants its role.
 */
const live = useLivePsp();
const PIX = 'POST /v1/psp/pix-webhook/{secret}/pix';
const REC = 'POST /v1/psp/pix-webhook/{secret}/rec';
const COBR = 'POST /v1/psp/pix-webhook/{secret}/cobr';

let recorder: TableCallRecorder;
let m: TestMerchant;
let stack: Synthesized;

beforeAll(async () => {
  recorder = recordTableCalls();
  m = await newMerchant('Loja Pix');
  stack = synthesize(config().tableName, LIVE_PIX_CONTEXT);
}, 180_000);
afterAll(() => recorder.remove());

/** A request through the API, its calls recorded for its route. */
async function send(key: string, path: string, body?: Record<string, unknown>) {
  const [method] = key.split(' ');
  return recorder.as(key, () => call(method!, path, { key: m.full, ...(body ? { body } : {}) }));
}

async function createCharge(body: Record<string, unknown> = {}) {
  const created = await send('POST /v1/charges', '/v1/charges', { amount: 1990, ...body });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data as { id: string; pix: { txid: string } };
}

async function openCheckout() {
  const product = await call('POST', '/v1/products', { key: m.full, body: { name: 'Caneca', price: 2500 } });
  const checkout = await send('POST /v1/checkouts', '/v1/checkouts', {
    items: [{ productId: product.json.data.id, quantity: 1 }],
  });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  return {
    id: checkout.json.data.id as string,
    charge: (await findCharge(m.merchantId, checkout.json.data.chargeId))!,
  };
}

const notify = (txid: string) => recorder.as(PIX, () => live.notify([live.psp.pay(liveTxid(txid))]));

describe('what live Pix makes each function write', () => {
  it('a notice settles a charge, and a checkout with its charge', async () => {
    expect((await notify((await createCharge()).pix.txid)).json.data).toMatchObject({ settled: 1 });
    expect((await notify((await openCheckout()).charge.txid)).json.data).toMatchObject({ settled: 1 });
  });

  it('a read, a cancel and a checkout cancel find a Pix whose notice was lost', async () => {
    const read = await createCharge();
    live.psp.pay(liveTxid(read.pix.txid));
    const stored = (await findCharge(m.merchantId, read.id))!;
    // What the read's handler runs, once the notice is overdue.
    const later = new Date(Date.parse(stored.createdAt) + NOTICE_OVERDUE_MS + 1000);
    await recorder.as('GET /v1/charges/{id}', () => refreshLiveCharge(stored, completeOwner, later));
    expect((await findCharge(m.merchantId, read.id))!.status).toBe('PAID');

    const cancelled = await createCharge();
    live.psp.pay(liveTxid(cancelled.pix.txid));
    const cancel = await send('POST /v1/charges/{id}/cancel', `/v1/charges/${cancelled.id}/cancel`);
    expect(cancel.status).toBe(400);

    const checkout = await openCheckout();
    live.psp.pay(liveTxid(checkout.charge.txid));
    const cancelCheckout = await send(
      'POST /v1/checkouts/{id}/cancel',
      `/v1/checkouts/${checkout.id}/cancel`,
    );
    expect(cancelCheckout.status).toBe(400);
  });

  it('a coupon on the hosted page issues the checkout a new charge at the PSP', async () => {
    const code = `LIVE${Date.now()}`;
    await call('POST', '/v1/coupons', { key: m.full, body: { code, type: 'PERCENTAGE', value: 20 } });
    const product = await call('POST', '/v1/products', {
      key: m.full,
      body: { name: 'Caneca', price: 2500 },
    });
    const checkout = await send('POST /v1/checkouts', '/v1/checkouts', {
      items: [{ productId: product.json.data.id, quantity: 1 }],
      allowCoupons: true,
    });
    const token = new URL(checkout.json.data.url as string).pathname.split('/').pop()!;
    const key = 'POST /pay/{token}/coupon';
    const applied = await recorder.as(key, () => call('POST', `/pay/${token}/coupon`, { body: { code } }));
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
  });

  it('a refund, and the sweep that settles what the PSP received and finishes the refund', async () => {
    const paid = await createCharge();
    await notify(paid.pix.txid);
    const refund = await send('POST /v1/charges/{id}/refund', `/v1/charges/${paid.id}/refund`);
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    live.psp.finishDevolucao(
      live.psp.cobs.get(liveTxid(paid.pix.txid))!.pix![0]!.devolucoes![0]!.id,
      'DEVOLVIDO',
    );
    const unnoticed = await createCharge({ expiresIn: 60 });
    live.psp.pay(liveTxid(unnoticed.pix.txid));
    await recorder.as(SWEEP_HANDLER, () => runSweeps(new Date()));
    expect((await findCharge(m.merchantId, unnoticed.id))!.status).toBe('PAID');
  });

  it("a day's reconciliation settles a lost notice and records a MED return", async () => {
    const lost = await createCharge();
    live.psp.pay(liveTxid(lost.pix.txid));
    const returned = await createCharge();
    const pix = live.psp.pay(liveTxid(returned.pix.txid));
    expect((await recorder.as(PIX, () => live.notify([pix]))).status).toBe(200);
    live.psp.medReturn(pix.endToEndId, 'MED_FRAUDE', { valor: '5.00' });
    const today = todayIn('America/Sao_Paulo', new Date());
    const run = await send('POST /v1/reconciliations/{date}/run', `/v1/reconciliations/${today}/run`);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.data).toMatchObject({
      settledLate: [{ chargeId: lost.id }],
      medReturns: [{ chargeId: returned.id }],
    });
  });

  it('a subscription authorized, its cycle sent and paid; another refused by its payer', async () => {
    const today = todayIn('America/Sao_Paulo', new Date());
    const customer = await call('POST', '/v1/customers', {
      key: m.full,
      body: { name: 'Maria das Dores', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
    });
    const subscribe = async () => {
      const created = await send('POST /v1/subscriptions', '/v1/subscriptions', {
        customerId: customer.json.data.id,
        amount: 4990,
        interval: 'WEEKLY',
        startDate: addDays(today, 3),
        description: 'Academia - plano semanal',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      return (await findSubscription(m.merchantId, created.json.data.id))!;
    };
    const authorized = await subscribe();
    await recorder.as(PIX, () => live.notify([live.psp.payJourney3(authorized.authorizationId!)]));
    expect((await recorder.as(REC, () => live.notifyRec(authorized.authorizationId!))).status).toBe(200);
    // One run writes the next cycle, the next sends it to the PSP as a cobr.
    for (let run = 0; run < 2; run++) await recorder.as(SWEEP_HANDLER, () => runSweeps(new Date()));
    const cycle = [...live.psp.cobrs.values()].find((cobr) => cobr.idRec === authorized.authorizationId)!;
    live.psp.debitCobr(cycle.txid, { paid: true });
    const debited = await recorder.as(COBR, () => live.notifyCobr(cycle.txid));
    expect(debited.json.data).toMatchObject({ applied: 1 });

    const refused = await subscribe();
    live.psp.rejectRec(refused.authorizationId!);
    expect((await recorder.as(REC, () => live.notifyRec(refused.authorizationId!))).json.data).toMatchObject({
      applied: 1,
    });

    // Cancelled by the merchant while the PSP already took its authorization's Pix.
    const paidFirst = await subscribe();
    live.psp.payJourney3(paidFirst.authorizationId!);
    const cancel = await send(
      'POST /v1/subscriptions/{id}/cancel',
      `/v1/subscriptions/${paidFirst.id}/cancel`,
    );
    expect(cancel.status, JSON.stringify(cancel.json)).toBeLessThan(500);
  });
});

describe('against what a live stage with the API Pix declares and grants', () => {
  it('writes only the kinds of item declared for each function, and makes only calls its role allows', () => {
    const declared = (name: string): readonly ItemKind[] => {
      const added = (LIVE_PIX_WRITES as Record<string, readonly ItemKind[]>)[name] ?? [];
      if (name === SWEEP_HANDLER) return [...BACKGROUND_WRITES[name as BackgroundHandler], ...added];
      const route = findRoute(name);
      return [
        ...routeWrites(route),
        ...(countsRequests(route) ? (['RATE_LIMIT'] as const) : []),
        // A keyed route records its key's last use.
        ...(isPublic(route) ? [] : (['KEY_USE'] as const)),
        ...added,
      ];
    };
    const found = [...recorder.calls].flatMap(([name, calls]) =>
      violations(name, calls, declared(name), stack.grantsOf(name), stack.lookups),
    );
    expect(found).toEqual([]);
    // What only live Pix writes was written here, by each function it is declared for.
    for (const name of Object.keys(LIVE_PIX_WRITES)) expect(recorder.calls.has(name), name).toBe(true);
  });
});
