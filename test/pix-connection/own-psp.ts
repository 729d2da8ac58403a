import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StubPsp } from '../../dev/stub-psp.js';
import { stubCertificates, type StubCertificates } from '../../dev/stub-psp-certs.js';
import { call } from '../support/api.js';
import { startStubPsp } from '../support/stub-psp.js';

/** A merchant's own stub PSP: its certificates, OAuth client, Pix key and exchanges. */
export interface OwnPsp {
  psp: StubPsp;
  certs: StubCertificates;
  pixKey: string;
  clientSecret: string;
  /** Its exchanges outside the API Pix schemas. */
  violations: string[];
}

/**
 * Starts a stub PSP of a merchant's own (`name`), whose notices reach the real routes; each URL
 * it delivers to is pushed to `deliveries` when given.
 */
export async function startOwnPsp(name: string, pixKey: string, deliveries?: string[]): Promise<OwnPsp> {
  const certs = stubCertificates(mkdtempSync(join(tmpdir(), `stub-psp-${name}-`)));
  const clientSecret = `s3cr3t-${name}-${'x'.repeat(24)}`;
  const { psp, violations } = await startStubPsp({
    certificates: certs,
    clientId: `client-${name}`,
    clientSecret,
    deliver: async (url, body) => {
      deliveries?.push(url);
      return (
        await call('POST', new URL(url).pathname, {
          rawBody: body,
          headers: { 'content-type': 'application/json' },
        })
      ).status;
    },
  });
  return { psp, certs, pixKey, clientSecret, violations };
}

const b64 = (pem: string) => Buffer.from(pem).toString('base64');

/** The `PUT /v1/pix-connection` body that connects `own`, with `overrides`. */
export const connectBody = (own: OwnPsp, overrides: Record<string, unknown> = {}) => ({
  baseUrl: own.psp.baseUrl,
  tokenUrl: own.psp.tokenUrl,
  clientId: own.psp.clientId,
  clientSecret: own.clientSecret,
  certificate: b64(own.certs.clientCert),
  privateKey: b64(own.certs.clientKey),
  ca: b64(own.certs.ca),
  pixKey: own.pixKey,
  ...overrides,
});

/** A receiving account for recurring charges, as a connection names it. */
export const RECEIVING_ACCOUNT = { conta: '87654321', tipoConta: 'CORRENTE', agencia: '0042' } as const;
