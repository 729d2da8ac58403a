import type { Template } from '../templates.js';

/**
 * The PSP's payment notice. The suites run with the sandbox provider, where the route answers 404
 * whatever the secret (it exists only for `api-pix`), so the expected answer is that 404 envelope;
 * `test/integration/live-pix.test.ts` covers the route with the stub PSP.
 */
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
  }),
};
