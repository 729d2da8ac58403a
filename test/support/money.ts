import { expect } from 'vitest';
import { updateMerchantPixSettings } from '../../lib/merchants/merchants.storage.js';
import { call, newMerchant, type TestMerchant } from './api.js';

/** A merchant with a Pix key, which a payout is sent to. */
export async function payee(): Promise<TestMerchant> {
  const m = await newMerchant();
  await updateMerchantPixSettings(m.merchantId, { pixKey: { type: 'EMAIL', key: 'financeiro@loja.com.br' } });
  return m;
}

/** A Pix of `amount` cents to the merchant with no charge (the sandbox's incoming Pix). */
export async function credit(m: TestMerchant, amount: number): Promise<void> {
  const result = await call('POST', '/v1/ledger/simulate-incoming-pix', { key: m.full, body: { amount } });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
}

/** A charge of `amount` cents, paid in the sandbox: its id. */
export async function paidCharge(m: TestMerchant, amount: number): Promise<string> {
  const created = await call('POST', '/v1/charges', { key: m.full, body: { amount } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const paid = await call('POST', `/v1/charges/${created.json.data.id}/simulate-payment`, { key: m.full });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return created.json.data.id;
}
