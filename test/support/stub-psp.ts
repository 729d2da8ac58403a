import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StubPsp, type StubPspOptions } from '../../dev/stub-psp.js';
import { stubCertificates, type StubCertificates } from '../../dev/stub-psp-certs.js';
import type { ApiPixSettings } from '../../lib/pix/api-pix/settings.js';
import { validateExchange } from './api-pix-spec.js';

let certificates: StubCertificates | undefined;

/** Certificates made once per test worker, in a fresh temporary directory. */
export function testCertificates(): StubCertificates {
  certificates ??= stubCertificates(mkdtempSync(join(tmpdir(), 'stub-psp-')));
  return certificates;
}

export const TEST_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
export const TEST_WEBHOOK_SECRET = 'whsec0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A started stub PSP whose every exchange is checked against the API Pix schemas; violations are
 * collected (a throw inside the stub would only turn into a 500) for the test to assert on.
 */
export async function startStubPsp(options: Partial<StubPspOptions> = {}) {
  const violations: string[] = [];
  const psp = await new StubPsp({
    certificates: testCertificates(),
    onExchange: (exchange) => {
      try {
        validateExchange(exchange);
      } catch (error) {
        violations.push((error as Error).message);
      }
    },
    ...options,
  }).start();
  return { psp, violations };
}

/** Client settings that reach `psp` with our test client certificate. */
export function settingsFor(psp: StubPsp, overrides: Partial<ApiPixSettings> = {}): ApiPixSettings {
  const certs = testCertificates();
  return {
    baseUrl: psp.baseUrl,
    tokenUrl: psp.tokenUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    certificate: certs.clientCert,
    privateKey: certs.clientKey,
    ca: certs.ca,
    pixKey: TEST_PIX_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    timeoutMs: 1_000,
    ...overrides,
  };
}
