import { expect } from 'vitest';
import { adminCreateKey, adminCreateMerchant } from '../../lib/merchants/admin.service.js';
import { dispatch, toEvent, type RawResponse } from '../../dev/server.js';
import { assertContract } from '../../lib/api/contract.js';

/**
 * Requests go through the same adapter as `npm start` (route table -> handler module, API
 * Gateway payload 2.0 events), without a socket; `test/integration/http.test.ts` adds the socket.
 * Every response is checked against the OpenAPI document (lib/api/contract.ts): a status,
 * header or body the document does not describe fails the test that received it.
 */
export interface CallOptions {
  key?: string | undefined;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  json: {
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
    success: boolean;
    error: {
      timestamp: string;
      status: number;
      code: string;
      message: string;
      path: string;
      fields: { field: string; message: string; code: string; suggestion?: string }[] | null;
    } | null;
  };
  raw: RawResponse;
}

export async function call(method: string, url: string, options: CallOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.authorization = `ApiKey ${options.key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const raw = await dispatch({ method, url, headers, body });
  const { routeKey } = toEvent({ method, url, headers }).event;
  assertContract({ routeKey, status: raw.status, headers: raw.headers, body: raw.body });
  const text = raw.body?.toString('utf8') ?? '';
  const isJson = /^application\/json\b/i.test(raw.headers['content-type'] ?? '');
  return {
    status: raw.status,
    headers: raw.headers,
    json: text && isJson ? JSON.parse(text) : undefined,
    raw,
  };
}

export interface TestMerchant {
  merchantId: string;
  full: string;
  readOnly: string;
}

/** Each test gets its own merchant, so tests never see each other's data. */
export async function newMerchant(name = 'Loja Teste'): Promise<TestMerchant> {
  const merchant = await adminCreateMerchant(name);
  const full = await adminCreateKey({ merchantId: merchant.id, permission: 'FULL_ACCESS' });
  const readOnly = await adminCreateKey({ merchantId: merchant.id, permission: 'READ_ONLY' });
  return { merchantId: merchant.id, full: full.key, readOnly: readOnly.key };
}

/** Asserts the error envelope and returns the error object. */
export function expectError(result: ApiResult, status: number) {
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(result.json.success).toBe(false);
  expect(result.json.data).toBeNull();
  expect(result.json.error?.status).toBe(status);
  expect(result.headers['x-request-id']).toBeTruthy();
  return result.json.error!;
}

/** The names of the fields a 422 (or 400) reported. */
export const fieldNames = (result: ApiResult): string[] =>
  (result.json.error?.fields ?? []).map((f) => f.field).sort();
