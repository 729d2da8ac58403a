import type { Template } from '../security/support/templates.js';

/**
 * The PSP's notices. The suites run with the sandbox provider, where the routes answer 404 whatever
 * the secret (they exist only for `api-pix`), so the expected answer is that 404 envelope;
 * `test/payments/live-pix.test.ts` and `test/subscriptions/live-subscriptions.test.ts` cover them with the stub PSP.
 */
/** The sandbox serves no notices: a 404 before any read. */
const SANDBOX = 'the sandbox takes no notice: a 404 before any read';

export const pspTemplates: Record<string, Template> = {
  'POST /v1/psp/pix-webhook/{secret}/pix': () => ({
    path: '/v1/psp/pix-webhook/Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E/pix',
    body: {
      pix: [
        {
          endToEndId: 'E12345678202611231304abcdef12345',
          txid: 'MP25k3Qf8ZpL2xWm9Rt4Yb7Nc1Vd000',
          valor: '19.90',
          horario: '2026-11-23T13:04:05.123Z',
        },
      ],
    },
    success: 404,
    kind: 'envelope',
    readsNothing: SANDBOX,
  }),
  'POST /v1/psp/pix-webhook/{secret}/rec': () => ({
    path: '/v1/psp/pix-webhook/Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E/rec',
    body: {
      recs: [
        {
          idRec: 'RR9999999920261126abcdefghijk',
          status: 'CANCELADA',
          atualizacao: [{ status: 'CANCELADA', data: '2026-11-26T13:04:05.123Z' }],
        },
      ],
    },
    success: 404,
    kind: 'envelope',
    readsNothing: SANDBOX,
  }),
  'POST /v1/psp/pix-webhook/{secret}/cobr': () => ({
    path: '/v1/psp/pix-webhook/Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E/cobr',
    body: {
      cobsr: [
        {
          idRec: 'RR9999999920261126abcdefghijk',
          txid: '3f1c0d9a8b7e6f5a4c3b2a1908f7e6d5',
          status: 'CONCLUIDA',
          atualizacao: [{ status: 'CONCLUIDA', data: '2026-12-10T09:00:00.000Z' }],
        },
      ],
    },
    success: 404,
    kind: 'envelope',
    readsNothing: SANDBOX,
  }),
};
