import type { Template } from '../security/support/templates.js';

const pem = (kind: string) =>
  Buffer.from(`-----BEGIN ${kind}-----\nMIIB\n-----END ${kind}-----\n`).toString('base64');

/**
 * A merchant's own PSP connection. The suites run in `test`, where a connection is refused
 * (`pix_connection_live_only`, 400) before any PSP is called; `pix-connection.test.ts` covers the
 * live path with stub PSPs.
 */
export const pixConnectionTemplates: Record<string, Template> = {
  'PUT /v1/pix-connection': () => ({
    path: '/v1/pix-connection',
    body: {
      baseUrl: 'https://pix.banco.example/api/v2',
      clientId: 'loja-123',
      clientSecret: 'client-secret-of-the-template',
      certificate: pem('CERTIFICATE'),
      privateKey: pem('PRIVATE KEY'),
      pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
    },
    success: 400,
    // Refused in `test` for any merchant, before anything is read.
    foreignStatus: 400,
    kind: 'envelope',
  }),
  'GET /v1/pix-connection': () => ({ path: '/v1/pix-connection', success: 200, kind: 'envelope' }),
  'DELETE /v1/pix-connection': () => ({ path: '/v1/pix-connection', success: 200, kind: 'envelope' }),
};
