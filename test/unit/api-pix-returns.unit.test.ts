import { describe, expect, it } from 'vitest';
import { refundIdOf, returnOf, returnsOf } from '../../lib/pix/api-pix/returns.js';

/** The API Pix's devoluções in the provider's terms (`lib/pix/api-pix/returns.ts`). */

const listed = (overrides: Record<string, unknown> = {}) => ({
  id: 'MEDpsp00000000000000000000000001',
  rtrId: `D88888888${'2'.repeat(23)}`,
  valor: '12.34',
  horario: { solicitacao: '2026-11-02T10:00:00.000Z', liquidacao: '2026-11-02T10:05:00.000Z' },
  status: 'DEVOLVIDO' as const,
  ...overrides,
});

describe('returnOf', () => {
  it.each([
    ['MED_OPERACIONAL', 'OPERATIONAL_FAILURE'],
    ['MED_FRAUDE', 'FRAUD'],
    ['MED_PIX_AUTOMATICO', 'PIX_AUTOMATICO'],
    ['ORIGINAL', undefined],
    ['RETIRADA', undefined],
    ['MED_DESCONHECIDA', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ])('maps natureza %s to med %s', (natureza, med) => {
    expect(returnOf(listed({ natureza })).med).toBe(med);
  });

  it('maps each status, cents and the PSP times', () => {
    expect(returnOf(listed({ natureza: 'MED_FRAUDE' }))).toEqual({
      id: 'MEDpsp00000000000000000000000001',
      amountCents: 1234,
      med: 'FRAUD',
      status: 'RETURNED',
      requestedAt: '2026-11-02T10:00:00.000Z',
      returnedAt: '2026-11-02T10:05:00.000Z',
    });
    const processing = returnOf(listed({ status: 'EM_PROCESSAMENTO', horario: { solicitacao: 'x' } }));
    expect(processing).toMatchObject({ status: 'PROCESSING', returnedAt: undefined });
    expect(returnOf(listed({ status: 'NAO_REALIZADO' })).status).toBe('NOT_DONE');
  });

  it('gives our refund id back for the devolução we asked with it', () => {
    const refundId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(returnOf(listed({ id: refundIdOf(refundId) })).id).toBe(refundId);
  });

  it('lists none for a Pix without devoluções', () => {
    expect(returnsOf({})).toEqual([]);
    expect(returnsOf({ devolucoes: [listed()] })).toHaveLength(1);
  });
});
