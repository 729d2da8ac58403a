import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { providersInUse, resetProviders } from '../lib/pix/providers.js';
import { StubPsp } from './stub-psp.js';
import { stubCertificates } from './stub-psp-certs.js';

/** The stub PSP's receiving key: a random EVP, as a PSP would have registered for the merchant. */
const LOCAL_PIX_KEY = '2f6c0e0a-7b41-4c55-9d3e-5a1b8c7d9e10';

/**
 * `npm start -- --pix-provider api-pix`: the API's charges go through the live provider to a
 * stub PSP on 127.0.0.1 over mutual TLS (certificates made in `dir`), which sends its payment
 * notices back to this server's webhook route. Returns how to pay a charge by hand.
 */
export async function startLocalApiPix(apiUrl: string, dir = join('.data', 'stub-psp')) {
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
  const { files } = certificates;
  const payCommand =
    `curl -s -X POST --cert ${files.clientCert} --key ${files.clientKey} --cacert ${files.ca} ` +
    `${psp.url}/stub/cob/MP25<pix.txid da cobrança>/pagar`;
  return { psp, payCommand };
}
