import { describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { config } from '../../lib/config.js';
import { adminSetFee, adminShowFee } from '../../lib/payouts/payouts-admin.service.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { paidCharge } from '../support/money.js';

/**
 * The platform's fee (an operator's setting per merchant): a FEE entry beside each PIX_RECEIVED,
 * in its transaction and only when not 0, and a balance and summary net of it.
 */

type Entry = { type: string; amount: number; chargeId: string | null };

async function entries(m: TestMerchant, query = ''): Promise<Entry[]> {
  const result = await call('GET', `/v1/ledger${query}`, { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data.content;
}

async function balance(m: TestMerchant) {
  const result = await call('GET', '/v1/balance', { key: m.readOnly });
  expect(result.status).toBe(200);
  return result.json.data;
}

const today = () => todayIn(config().businessTimeZone, new Date());

describe('fees', () => {
  it('writes a FEE entry beside each Pix received, and the balance is net of it', async () => {
    const m = await newMerchant();
    expect(await adminSetFee(m.merchantId, { fixed: '35', percent: '1.99' })).toEqual({
      merchantId: m.merchantId,
      fixedCents: 35,
      percent: '1.99',
    });
    expect(await adminShowFee(m.merchantId)).toMatchObject({ fixedCents: 35, percent: '1.99' });
    const chargeId = await paidCharge(m, 1050); // 35 + 20.895 → 56
    const incoming = await call('POST', '/v1/ledger/simulate-incoming-pix', {
      key: m.full,
      body: { amount: 10_000 },
    }); // 35 + 199 → 234
    expect(incoming.status).toBe(201);

    const ofCharge = await entries(m, `?chargeId=${chargeId}`);
    expect(ofCharge.map((entry) => [entry.type, entry.amount]).sort()).toEqual([
      ['FEE', -0.56],
      ['PIX_RECEIVED', 10.5],
    ]);
    expect((await entries(m, '?type=FEE')).map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([
      -2.34, -0.56,
    ]);
    expect(await balance(m)).toMatchObject({ available: 107.6, pending: 0, blocked: 0, inPayout: 0 });

    const summary = await call('GET', `/v1/ledger/summary?from=${today()}&to=${today()}`, {
      key: m.readOnly,
    });
    expect(summary.json.data.total).toMatchObject({
      PIX_RECEIVED: { count: 2, amount: 110.5 },
      FEE: { count: 2, amount: -2.9 },
      net: 107.6,
    });
  });

  it('writes no FEE entry when the fee is 0', async () => {
    const m = await newMerchant();
    await paidCharge(m, 1000);
    await adminSetFee(m.merchantId, { fixed: '0', percent: '0' });
    await paidCharge(m, 1000);
    expect((await entries(m)).map((entry) => entry.type)).toEqual(['PIX_RECEIVED', 'PIX_RECEIVED']);
    expect(await balance(m)).toMatchObject({ available: 20 });
  });

  it('refuses a percentage over 100 or with three decimals, and an unknown merchant', async () => {
    const m = await newMerchant();
    await expect(adminSetFee(m.merchantId, { percent: '100.5' })).rejects.toThrow(/--percent/);
    await expect(adminSetFee(m.merchantId, { percent: '1.999' })).rejects.toThrow(/--percent/);
    await expect(adminSetFee(m.merchantId, { fixed: '-1' })).rejects.toThrow(/--fixed/);
    await expect(adminSetFee('no-such-merchant', { fixed: '1' })).rejects.toThrow(/not found/);
  });
});
