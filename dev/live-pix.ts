import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { providersInUse, resetProviders } from '../lib/pix/providers.js';
import { StubPsp } from './stub-psp.js';
import { stubCertificates, type StubCertificates } from './stub-psp-certs.js';

/** The stub PSP's receiving key: a random EVP, as a PSP would have registered for the merchant. */
const LOCAL_PIX_KEY = '2f6c0e0a-7b41-4c55-9d3e-5a1b8c7d9e10';

/** How to pay a cob at a stub PSP by hand: its pay route, over that PSP's mutual TLS. */
const payCommand = (psp: StubPsp, { files }: StubCertificates): string =>
  `curl -s -X POST --cert ${files.clientCert} --key ${files.clientKey} --cacert ${files.ca} ` +
  `${psp.url}/stub/cob/MP25<pix.txid da cobrança>/pagar`;

/**
 * `npm start -- --pix-provider api-pix`: the API's charges go through the live provider to a
 * stub PSP on 127.0.0.1 over mutual TLS (certificates made in `dir`), which sends its payment
 * notices back to this server's webhook route. Returns how to pay a charge by hand.
 */
export async function startLocalApiPix(apiUrl: string, dir: string) {
  const certificates = stubCertificates(dir);
  const psp = await new StubPsp({ certificates, payRoute: true }).start(
    Number(process.env.STUB_PSP_PORT || 0),
  );
  const webhookSecret = randomBytes(24).toString('base64url');
  Object.assign(process.env, {
    PIX_PROVIDER: 'api-pix',
    PIX_API_BASE_URL: psp.baseUrl,
    PIX_API_TOKEN_URL: psp.tokenUrl,
    PIX_API_CLIENT_ID: psp.clientId,
    PIX_API_CLIENT_SECRET: psp.clientSecret,
    PIX_API_CERT_FILE: certificates.files.clientCert,
    PIX_API_KEY_FILE: certificates.files.clientKey,
    PIX_API_CA_FILE: certificates.files.ca,
    PIX_API_PIX_KEY: LOCAL_PIX_KEY,
    PIX_API_WEBHOOK_SECRET: webhookSecret,
    PIX_API_ACCOUNT: '12345678',
    PIX_API_ACCOUNT_TYPE: 'CORRENTE',
    PIX_API_BRANCH: '0001',
  });
  resetProviders();
  // As an operator does once: the PSP will POST notices to `<url>/pix`, `<url>/rec` and `<url>/cobr`.
  for (const provider of providersInUse())
    await provider.registerNotices(`${apiUrl}/v1/psp/pix-webhook/${webhookSecret}`);
  return { psp, payCommand: payCommand(psp, certificates) };
}

/** A merchant's own bank on this machine: a stub PSP of its own and the body that connects it. */
export interface LocalBank {
  name: string;
  psp: StubPsp;
  /** The `PUT /v1/pix-connection` body (credentials included), readable only by its owner. */
  connectionFile: string;
  payCommand: string;
}

/**
 * `npm start -- --live`: `count` more stub PSPs, each with its own certificates, OAuth client and
 * Pix key and receiving account, as the banks merchants connect with `PUT /v1/pix-connection`
 * (OWN_ACCOUNT): charges and subscriptions alike. Their notices (payments, authorizations, cycles)
 * come back on each connection's own URL under `PIX_NOTICE_BASE_URL`, this server.
 */
export async function startLocalBanks(apiUrl: string, dir: string, count: number): Promise<LocalBank[]> {
  process.env.PIX_NOTICE_BASE_URL = apiUrl;
  const banks: LocalBank[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `bank-${i}`;
    const certificates = stubCertificates(join(dir, name));
    const clientSecret = randomBytes(24).toString('base64url');
    const psp = await new StubPsp({
      certificates,
      clientId: `${name}-client`,
      clientSecret,
      payRoute: true,
    }).start();
    const pem = (text: string) => Buffer.from(text).toString('base64');
    const connectionFile = join(dir, name, 'connection.json');
    writeFileSync(
      connectionFile,
      `${JSON.stringify(
        {
          baseUrl: psp.baseUrl,
          tokenUrl: psp.tokenUrl,
          clientId: psp.clientId,
          clientSecret,
          certificate: pem(certificates.clientCert),
          privateKey: pem(certificates.clientKey),
          ca: pem(certificates.ca),
          pixKey: `loja@${name}.example`,
          // The receiving account its recurring charges name: subscriptions are made there too.
          account: { conta: String(10_000_000 + i), tipoConta: 'CORRENTE', agencia: '0001' },
        },
        null,
        2,
      )}\n`,
      { mode: 0o600 },
    );
    chmodSync(connectionFile, 0o600);
    banks.push({ name, psp, connectionFile, payCommand: payCommand(psp, certificates) });
  }
  return banks;
}
