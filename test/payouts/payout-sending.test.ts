import { afterEach, describe, expect, it } from 'vitest';
import { updateMerchantPixSettings } from '../../lib/merchants/merchants.storage.js';
import { sweepPayouts } from '../../lib/payouts/payout-sending.service.js';
import { adminSetPayoutKey } from '../../lib/payouts/payouts-admin.service.js';
import { READ_BACK_AFTER_MS } from '../../lib/payouts/payouts.storage.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { useLivePsp } from '../support/live-psp.js';
import { storedEvents } from '../support/stored.js';

/**
 * Payouts through Efí's Pix sending on the stub PSP, by the sweep: each payout sent once under
 * the idEnvio derived from its id, whatever the PSP does (no answer, an answer lost after the
 * send, NAO_REALIZADO); read back, never sent again under another id.
 */

const live = useLivePsp();

afterEach(() => {
  live.psp.envioOutcome = 'REALIZADO';
});

async function payoutOf(amount: number): Promise<{ m: TestMerchant; id: string; idEnvio: string }> {
  const m = await newMerchant();
  await updateMerchantPixSettings(m.merchantId, { pixKey: { type: 'EMAIL', key: 'financeiro@loja.com.br' } });
  const credit = await call('POST', '/v1/ledger/simulate-incoming-pix', { key: m.full, body: { amount } });
  expect(credit.status, JSON.stringify(credit.json)).toBe(201);
  const created = await call('POST', '/v1/payouts', { key: m.full, body: { amount } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.data.id as string;
  return { m, id, idEnvio: id.replaceAll('-', '') };
}

/**
 * A sweep a little after the last one (a payout sent is read back a minute later), of the test's
 * merchant only: other files' payouts share the table.
 */
let minutes = 0;
const sweep = (m: TestMerchant) => sweepPayouts(new Date(Date.now() + ++minutes * 2 * READ_BACK_AFTER_MS), m);

const read = async (m: TestMerchant, id: string) =>
  (await call('GET', `/v1/payouts/${id}`, { key: m.readOnly })).json.data;

/** The PUTs the stub received for one idEnvio, and the ids of every PUT of the payout's amount. */
const sends = (idEnvio: string) =>
  live.psp.exchanges.filter((e) => e.method === 'PUT' && e.path === `/v3/gn/pix/${idEnvio}`);

describe('payouts through the PSP', () => {
  it('sends under the idEnvio, reads back REALIZADO: PAID with its entry', async () => {
    const { m, id, idEnvio } = await payoutOf(3000);
    await sweep(m);
    expect((await read(m, id)).status).toBe('PROCESSING');
    expect(sends(idEnvio)).toHaveLength(1);
    expect(sends(idEnvio)[0]!.requestBody).toEqual({
      valor: '30.00',
      pagador: { chave: expect.any(String) },
      favorecido: { chave: 'financeiro@loja.com.br' },
    });
    await sweep(m);
    const paid = await read(m, id);
    expect(paid).toMatchObject({ status: 'PAID', endToEndId: live.psp.envios.get(idEnvio)!.endToEndId });
    expect(sends(idEnvio)).toHaveLength(1);
    const entries = (await call('GET', '/v1/ledger?type=PAYOUT', { key: m.readOnly })).json.data.content;
    expect(entries).toMatchObject([{ amount: -30, payoutId: id }]);
    expect(await storedEvents(m.merchantId, 'payout.paid')).toHaveLength(1);
  });

  it('an answer lost after the send is read back, never sent again', async () => {
    const { m, id, idEnvio } = await payoutOf(2000);
    live.psp.inject('PUT', '/v3/gn/pix/{idEnvio}', { kind: 'lose-answer' });
    await sweep(m);
    await sweep(m);
    expect((await read(m, id)).status).toBe('PAID');
    // The PSP did the send whose answer was lost (a lost answer is never recorded as answered)
    // and was never asked again: no second PUT of the id, not even a refused one.
    expect(live.psp.envios.get(idEnvio)).toMatchObject({ valor: '20.00', status: 'REALIZADO' });
    expect(sends(idEnvio)).toEqual([]);
  });

  it('no answer and nothing done: sent again later under the same idEnvio, once at the PSP', async () => {
    const { m, id, idEnvio } = await payoutOf(2000);
    live.psp.inject('PUT', '/v3/gn/pix/{idEnvio}', { kind: 'error', status: 503 });
    await sweep(m);
    expect((await read(m, id)).status).toBe('PROCESSING');
    expect(live.psp.envios.has(idEnvio)).toBe(false);
    await sweep(m);
    await sweep(m);
    expect((await read(m, id)).status).toBe('PAID');
    expect(sends(idEnvio).map((e) => e.status)).toEqual([503, 201]);
    expect(live.psp.envios.get(idEnvio)!.valor).toBe('20.00');
  });

  it('NAO_REALIZADO: FAILED, the amount back in available', async () => {
    const { m, id, idEnvio } = await payoutOf(2500);
    live.psp.envioOutcome = 'NAO_REALIZADO';
    await sweep(m);
    await sweep(m);
    expect(await read(m, id)).toMatchObject({ status: 'FAILED', failureCode: 'NAO_REALIZADO' });
    expect(sends(idEnvio)).toHaveLength(1);
    const balance = (await call('GET', '/v1/balance', { key: m.readOnly })).json.data;
    expect(balance).toMatchObject({ available: 25, inPayout: 0 });
    expect(await storedEvents(m.merchantId, 'payout.failed')).toHaveLength(1);
  });

  it('sends to the key the operator verified, naming its holder, and shows it masked', async () => {
    const m = await newMerchant();
    await updateMerchantPixSettings(m.merchantId, {
      pixKey: { type: 'EMAIL', key: 'financeiro@loja.com.br' },
    });
    expect(
      await adminSetPayoutKey(m.merchantId, {
        key: '529.982.247-25',
        document: '11.222.333/0001-81',
        name: 'Loja Teste Ltda',
      }),
    ).toEqual({
      merchantId: m.merchantId,
      destination: { keyType: 'CPF', key: '***.982.247-**' },
      holder: { document: '11.222.***/****-**', name: 'Loja Teste Ltda' },
    });
    const credit = await call('POST', '/v1/ledger/simulate-incoming-pix', {
      key: m.full,
      body: { amount: 1500 },
    });
    expect(credit.status).toBe(201);
    const created = await call('POST', '/v1/payouts', { key: m.full });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.destination).toEqual({ keyType: 'CPF', key: '***.982.247-**' });
    const idEnvio = (created.json.data.id as string).replaceAll('-', '');
    await sweep(m);
    expect(sends(idEnvio)[0]!.requestBody).toEqual({
      valor: '15.00',
      pagador: { chave: expect.any(String) },
      favorecido: {
        chave: '52998224725',
        identificacao: { cnpj: '11222333000181', nome: 'Loja Teste Ltda' },
      },
    });
    expect(live.psp.envios.get(idEnvio)).toMatchObject({ chave: '52998224725', status: 'EM_PROCESSAMENTO' });
  });

  it('refuses a payout key that is no Pix key, or a holder without a valid document', async () => {
    const m = await newMerchant();
    await expect(adminSetPayoutKey(m.merchantId, { key: 'não é chave' })).rejects.toThrow(/--key/);
    await expect(
      adminSetPayoutKey(m.merchantId, { key: '52998224725', name: 'Sem documento' }),
    ).rejects.toThrow(/together/);
    await expect(
      adminSetPayoutKey(m.merchantId, { key: '52998224725', document: '11111111111', name: 'X' }),
    ).rejects.toThrow(/--document/);
  });
});
