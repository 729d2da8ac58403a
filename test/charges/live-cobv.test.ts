import { beforeEach, describe, expect, it } from 'vitest';
import type { StubPix } from '../../dev/stub-psp.js';
import { addDays, businessDayOnOrAfter } from '../../lib/domain/business-days.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import {
  findReceipt,
  listReceiptsForReview,
  listRefundsDue,
} from '../../lib/charges/pix-receipts.storage.js';
import { refundIdOf } from '../../lib/pix/api-pix/provider.js';
import { liveTxid } from '../../lib/pix/api-pix/txid.js';
import { NOTICE_OVERDUE_MS, refreshLiveCharge } from '../../lib/charges/settlement.service.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';
import { useLivePsp } from '../support/live-psp.js';
import { call, newMerchant, type TestMerchant } from '../support/api.js';
import { validateSchema } from '../support/api-pix-spec.js';
import { TEST_PIX_KEY } from '../support/stub-psp.js';
import { storedEvents } from '../support/stored.js';

/**
 * Due-date charges in live against the stub PSP over mutual TLS: each is a `cobv` (checked, as
 * every exchange, against the Banco Central's schemas), a notice is confirmed with the PSP before
 * it settles, and a Pix of another amount than the day's settles and is kept for review.
 */
const live = useLivePsp();
let m: TestMerchant;

beforeEach(async () => {
  m = await newMerchant();
});

const notify = live.notify;

/** R$ 1.000,00 due in a week or so: 2% fine, 1% a month, R$ 50 off until 5 days before. */
async function createBill(extra: Record<string, unknown> = {}) {
  const customer = await call('POST', '/v1/customers', {
    key: m.full,
    body: { name: 'Maria das Dores', email: 'maria@exemplo.com.br', document: '529.982.247-25' },
  });
  const dueDate = businessDayOnOrAfter(addDays(todayIn('America/Sao_Paulo', new Date()), 7));
  const result = await call('POST', '/v1/charges', {
    key: m.full,
    body: {
      amount: 100_000,
      description: 'Mensalidade',
      customerId: customer.json.data.id,
      dueDate,
      daysAfterDue: 10,
      fine: { type: 'PERCENTAGE', value: 200 },
      interest: { type: 'PERCENTAGE_PER_MONTH', days: 'BUSINESS', value: 100 },
      discount: { type: 'FIXED', until: [{ date: addDays(dueDate, -5), value: 5_000 }] },
      ...extra,
    },
  });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return result.json.data as {
    id: string;
    dueDate: string;
    amountToday: number;
    pix: { brCode: string; txid: string };
  };
}

const charge = async (id: string) => (await call('GET', `/v1/charges/${id}`, { key: m.readOnly })).json.data;

describe('due-date charges in live', () => {
  it('creates the charge as a cobv at the PSP, with its payer and terms, and hands out its code', async () => {
    const bill = await createBill();
    const cobv = live.psp.cobvs.get(liveTxid(bill.pix.txid));
    expect(cobv).toMatchObject({
      status: 'ATIVA',
      calendario: { dataDeVencimento: bill.dueDate, validadeAposVencimento: 10 },
      devedor: { cpf: '52998224725', nome: 'Maria das Dores' },
      valor: {
        original: '1000.00',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 7, valorPerc: '1.00' },
        desconto: {
          modalidade: 1,
          descontoDataFixa: [{ data: addDays(bill.dueDate, -5), valorPerc: '50.00' }],
        },
      },
      chave: TEST_PIX_KEY,
      solicitacaoPagador: 'Mensalidade',
    });
    const request = live.psp.exchanges.find((e) => e.method === 'PUT' && e.operation === '/cobv/{txid}');
    validateSchema('CobVSolicitada', request!.requestBody);
    expect(bill.pix.brCode).toBe(cobv!.pixCopiaECola);
    expect(live.psp.cobs.has(liveTxid(bill.pix.txid))).toBe(false);
  });

  it("settles a confirmed notice of the day's amount and records what was paid", async () => {
    const bill = await createBill();
    expect(bill.amountToday).toBe(950);
    const pix = live.psp.pay(liveTxid(bill.pix.txid), '950.00');
    const answer = await notify([pix]);
    expect(answer.json.data).toMatchObject({ settled: 1, refundDue: 0 });
    expect(await charge(bill.id)).toMatchObject({ status: 'PAID', paidAmount: 950, amountToday: null });
    expect(await findReceipt(m.merchantId, pix.endToEndId)).toMatchObject({
      outcome: 'SETTLED',
      amount: 95_000,
    });
    expect((await findReceipt(m.merchantId, pix.endToEndId))?.review).toBeUndefined();
    // Confirmed with the PSP before settling.
    expect(
      live.psp.exchanges.some((e) => e.method === 'GET' && e.path.endsWith(`/pix/${pix.endToEndId}`)),
    ).toBe(true);
  });

  it('settles a Pix of another amount than the day owed and keeps it for review, never refunds or drops it', async () => {
    const bill = await createBill();
    // The payer's bank ignored the discount: R$ 1.000,00 instead of R$ 950,00.
    const pix = live.psp.pay(liveTxid(bill.pix.txid), '1000.00');
    expect((await notify([pix])).json.data).toMatchObject({ settled: 1, refundDue: 0 });
    expect(await charge(bill.id)).toMatchObject({ status: 'PAID', paidAmount: 1000 });
    const paid = (await storedEvents(m.merchantId, 'charge.paid')) as { data: Record<string, unknown> }[];
    expect(paid[0]!.data).toMatchObject({ id: bill.id, paidAmount: 1000 });
    expect(await findReceipt(m.merchantId, pix.endToEndId)).toMatchObject({
      outcome: 'SETTLED',
      amount: 100_000,
      review: { reason: 'amount_differs', expectedAmount: 95_000 },
    });
    expect((await listReceiptsForReview(1000)).map((r) => r.endToEndId)).toContain(pix.endToEndId);
    expect((await listRefundsDue(1000)).map((r) => r.endToEndId)).not.toContain(pix.endToEndId);
  });

  it('settles nothing on a notice the PSP does not confirm', async () => {
    const bill = await createBill();
    const forged: StubPix = {
      endToEndId: 'E99999999202611251200abcdefghijk',
      txid: liveTxid(bill.pix.txid),
      valor: '950.00',
      horario: new Date().toISOString(),
    };
    expect((await notify([forged])).json.data).toMatchObject({ settled: 0, ignored: 1 });
    expect((await charge(bill.id)).status).toBe('PENDING');
  });

  it('a read of a cobv whose notice is overdue asks the PSP and settles it', async () => {
    const bill = await createBill();
    live.psp.pay(liveTxid(bill.pix.txid), '950.00');
    const stored = (await findCharge(m.merchantId, bill.id))!;
    const later = new Date(Date.parse(stored.createdAt) + NOTICE_OVERDUE_MS + 1000);
    expect(await refreshLiveCharge(stored, completeOwner, later)).toMatchObject({
      status: 'PAID',
      paidAmount: 95_000,
    });
    expect(live.psp.exchanges.some((e) => e.method === 'GET' && e.operation === '/cobv/{txid}')).toBe(true);
  });

  it('cancels by removing the cobv, and refunds what was paid', async () => {
    const cancelled = await createBill();
    const answer = await call('POST', `/v1/charges/${cancelled.id}/cancel`, { key: m.full });
    expect(answer.json.data.status).toBe('CANCELLED');
    expect(live.psp.cobvs.get(liveTxid(cancelled.pix.txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');

    const paid = await createBill();
    const pix = live.psp.pay(liveTxid(paid.pix.txid), '950.00');
    await notify([pix]);
    const refunded = await call('POST', `/v1/charges/${paid.id}/refund`, { key: m.full });
    // What remains is what was paid that day, returned as one devolução of the Pix that paid it.
    expect(refunded.json.data).toMatchObject({ status: 'REFUNDED', paidAmount: 950, refundedAmount: 950 });
    const [refund] = refunded.json.data.refunds as { id: string; amount: number; status: string }[];
    expect(refund).toMatchObject({ amount: 950, status: 'PENDING' });
    expect(pix.devolucoes).toEqual([
      expect.objectContaining({ id: refundIdOf(refund!.id), valor: '950.00', status: 'EM_PROCESSAMENTO' }),
    ]);
  });
});
