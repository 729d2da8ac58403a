import { describe, expect, it } from 'vitest';
import { blockCharge, releaseCharge } from '../../lib/ledger/med-blocks.service.js';
import { call, expectError, type TestMerchant } from '../support/api.js';
import { paidCharge, payee } from '../support/money.js';
import { storedEvents } from '../support/stored.js';

/**
 * The operator's MED blocks: a block moves money from available to blocked (payouts cannot take
 * it), a release gives it back, a MED return of the blocked money consumes the block, and a MED
 * return of money already paid out leaves a negative available that payouts wait for.
 */

async function balance(m: TestMerchant) {
  const result = await call('GET', '/v1/balance', { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data;
}

const medReturn = async (m: TestMerchant, chargeId: string, amount: number) => {
  const result = await call('POST', `/v1/charges/${chargeId}/simulate-med-return`, {
    key: m.full,
    body: { amount },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
};

const payout = (m: TestMerchant, amount?: number) =>
  call('POST', '/v1/payouts', { key: m.full, body: amount === undefined ? {} : { amount } });

describe('MED blocks', () => {
  it('moves the amount from available to blocked, which a payout cannot take, and back on release', async () => {
    const m = await payee();
    const chargeId = await paidCharge(m, 5000);
    const block = await blockCharge(chargeId, 3000, 'Bloqueio cautelar informado pelo PSP');
    expect(block).toMatchObject({ chargeId, amount: 30, held: 30, status: 'ACTIVE', chargeBlocked: 30 });
    expect(await balance(m)).toMatchObject({ available: 20, blocked: 30, pending: 0, inPayout: 0 });
    expect(expectError(await payout(m, 2100), 400).code).toBe('insufficient_balance');

    const [released] = await releaseCharge(chargeId, undefined);
    expect(released).toMatchObject({ blockId: block.blockId, status: 'RELEASED', held: 0, chargeBlocked: 0 });
    expect(await balance(m)).toMatchObject({ available: 50, blocked: 0 });
    expect((await payout(m, 5000)).status).toBe(201);

    expect((await storedEvents(m.merchantId, 'charge.med_blocked')).map((event) => event.data)).toEqual([
      block,
    ]);
    expect((await storedEvents(m.merchantId, 'charge.med_released')).map((event) => event.data)).toEqual([
      released,
    ]);
  });

  it('never blocks more than the charge was paid less its refunds and its blocks', async () => {
    const m = await payee();
    const chargeId = await paidCharge(m, 5000);
    const refund = await call('POST', `/v1/charges/${chargeId}/refund`, {
      key: m.full,
      body: { amount: 1000 },
    });
    expect(refund.status).toBe(200);
    await blockCharge(chargeId, 2500, 'primeiro');
    await expect(blockCharge(chargeId, 1501, 'segundo')).rejects.toThrow(/at most 1500 cents/);
    await blockCharge(chargeId, 1500, 'segundo');
    expect(await balance(m)).toMatchObject({ available: 0, blocked: 40 });
    await expect(releaseCharge(chargeId, 'no-such-block')).rejects.toThrow(/not an active MED block/);
  });

  it('is consumed by a MED return of the blocked money, never counted twice', async () => {
    const m = await payee();
    const chargeId = await paidCharge(m, 5000);
    await blockCharge(chargeId, 3000, 'MED aberto');
    await medReturn(m, chargeId, 2000);
    // 2000 of the 3000 blocked came back as the return: 1000 still blocked, available untouched.
    expect(await balance(m)).toMatchObject({ available: 20, blocked: 10 });
    await medReturn(m, chargeId, 2000);
    // The block's last 1000 and 1000 of available.
    expect(await balance(m)).toMatchObject({ available: 10, blocked: 0 });
    await expect(releaseCharge(chargeId, undefined)).rejects.toThrow(/no active MED block/);
    const ledger = await call('GET', `/v1/ledger?chargeId=${chargeId}`, { key: m.readOnly });
    const sum = ledger.json.data.content.reduce(
      (total: number, entry: { amount: number }) => total + Math.round(entry.amount * 100),
      0,
    );
    expect(sum).toBe(1000);
  });

  it('carries a negative available after a MED return of paid-out money; payouts wait for it', async () => {
    const m = await payee();
    const chargeId = await paidCharge(m, 5000);
    const paidOut = await payout(m);
    expect(paidOut.status).toBe(201);
    const simulated = await call('POST', `/v1/payouts/${paidOut.json.data.id}/simulate`, {
      key: m.full,
      body: { outcome: 'PAID' },
    });
    expect(simulated.status).toBe(200);
    await medReturn(m, chargeId, 3000);
    expect(await balance(m)).toMatchObject({ available: -30, blocked: 0, inPayout: 0 });
    await paidCharge(m, 2000);
    expect(await balance(m)).toMatchObject({ available: -10 });
    expect(expectError(await payout(m), 400).code).toBe('insufficient_balance');
    expect(expectError(await payout(m, 100), 400).code).toBe('insufficient_balance');
    await paidCharge(m, 1500);
    expect(await balance(m)).toMatchObject({ available: 5 });
    const after = await payout(m);
    expect(after.status, JSON.stringify(after.json)).toBe(201);
    expect(after.json.data.amount).toBe(5);
  });
});
