import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { StubPsp, StubPix } from '../../dev/stub-psp.js';
import { registerCobrWebhook, registerRecWebhook } from '../../lib/pix/api-pix/recurrence-client.js';
import { apiPixClient, resetApiPixClient } from '../../lib/pix/api-pix/instance.js';
import { resetApiPixSettings } from '../../lib/pix/api-pix/settings.js';
import { call, type ApiResult } from './api.js';
import { validateCobrNotice, validateNotice, validateRecNotice } from './api-pix-spec.js';
import { startStubPsp, TEST_PIX_KEY, TEST_WEBHOOK_SECRET, testCertificates } from './stub-psp.js';

/** The PSP notice route of the test settings. */
export const WEBHOOK_PATH = `/v1/psp/pix-webhook/${TEST_WEBHOOK_SECRET}`;

export interface LivePsp {
  /** The stub PSP, started before the file's tests. */
  readonly psp: StubPsp;
  /** Sets environment variables for the rest of the file (restored after it). */
  setEnv(values: Record<string, string>): void;
  /** A variable's value before the file changed it. */
  savedEnv(name: string): string | undefined;
  /** The PSP's notice of `pixes`, checked against the schema, through the real route. */
  notify(pixes: StubPix[]): Promise<ApiResult>;
  /** The PSP's notice of the recurrence `idRec` (`{"recs": [...]}`), checked, through the real route. */
  notifyRec(idRec: string): Promise<ApiResult>;
  /** The PSP's notice of the recurring charge `txid` (`{"cobsr": [...]}`), checked, through the real route. */
  notifyCobr(txid: string): Promise<ApiResult>;
}

/**
 * The live provider for the calling test file: a stub PSP over mutual TLS (its notices reach the
 * real route through the same adapter as every test call), the `api-pix` settings in the
 * environment (with a receiving account for recurring charges), the pix, rec and cobr webhooks
 * registered; after each test, no exchange outside the Banco Central's
 * schemas. Everything is put back after the file.
 */
export function useLivePsp(): LivePsp {
  let psp: StubPsp | undefined;
  let violations: string[] = [];
  const saved: Record<string, string | undefined> = {};

  const setEnv = (values: Record<string, string>): void => {
    for (const [name, value] of Object.entries(values)) {
      if (!(name in saved)) saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetApiPixSettings();
    resetApiPixClient();
  };

  beforeAll(async () => {
    ({ psp, violations } = await startStubPsp({
      deliver: async (url, body) =>
        (
          await call('POST', new URL(url).pathname, {
            rawBody: body,
            headers: { 'content-type': 'application/json' },
          })
        ).status,
    }));
    const { files } = testCertificates();
    setEnv({
      PIX_PROVIDER: 'api-pix',
      PIX_API_BASE_URL: psp.baseUrl,
      PIX_API_TOKEN_URL: psp.tokenUrl,
      PIX_API_CLIENT_ID: psp.clientId,
      PIX_API_CLIENT_SECRET: psp.clientSecret,
      PIX_API_CERT_FILE: files.clientCert,
      PIX_API_KEY_FILE: files.clientKey,
      PIX_API_CA_FILE: files.ca,
      PIX_API_PIX_KEY: TEST_PIX_KEY,
      PIX_API_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      PIX_API_TIMEOUT_MS: '400',
      PIX_API_ACCOUNT: '12345678',
      PIX_API_ACCOUNT_TYPE: 'CORRENTE',
      PIX_API_BRANCH: '0001',
    });
    const client = await apiPixClient();
    await client.registerWebhook(TEST_PIX_KEY, `http://127.0.0.1${WEBHOOK_PATH}`);
    await registerRecWebhook(client, `http://127.0.0.1${WEBHOOK_PATH}`);
    await registerCobrWebhook(client, `http://127.0.0.1${WEBHOOK_PATH}`);
  });

  afterAll(async () => {
    resetApiPixClient();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetApiPixSettings();
    await psp?.stop();
  });

  afterEach(() => {
    expect(violations).toEqual([]);
  });

  return {
    get psp() {
      if (!psp) throw new Error('the stub PSP starts in beforeAll');
      return psp;
    },
    setEnv,
    savedEnv: (name) => saved[name],
    notify: async (pixes) => {
      const body = psp!.noticeBody(pixes);
      validateNotice(JSON.parse(body));
      return call('POST', `${WEBHOOK_PATH}/pix`, {
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
    },
    notifyRec: async (idRec) => {
      const body = psp!.recNoticeBody(idRec);
      validateRecNotice(JSON.parse(body));
      return call('POST', `${WEBHOOK_PATH}/rec`, {
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
    },
    notifyCobr: async (txid) => {
      const body = psp!.cobrNoticeBody(txid);
      validateCobrNotice(JSON.parse(body));
      return call('POST', `${WEBHOOK_PATH}/cobr`, {
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
