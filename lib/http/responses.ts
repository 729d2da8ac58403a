import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiError } from '../errors.js';
import { rateLimitHeaders, type RateLimitState } from '../domain/rate-limit.js';

export type ApiResponse = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const envelope = (statusCode: number, payload: unknown): ApiResponse => ({
  statusCode,
  headers: { ...JSON_HEADERS },
  body: JSON.stringify(payload),
});

export const ok = (data: unknown): ApiResponse => envelope(200, { data, success: true, error: null });
export const created = (data: unknown): ApiResponse => envelope(201, { data, success: true, error: null });
/** 202: the work is recorded and under way (a delivery queued), its outcome comes later. */
export const accepted = (data: unknown): ApiResponse => envelope(202, { data, success: true, error: null });
export const noContent = (): ApiResponse => ({ statusCode: 204, headers: {} });

/** The error envelope of `error`, answered for the request to `path` (the path as sent). */
export const failure = (error: ApiError, path: string): ApiResponse => {
  const response = envelope(error.status, {
    data: null,
    success: false,
    error: {
      timestamp: new Date().toISOString(),
      status: error.status,
      code: error.code,
      message: error.message,
      path,
      fields: error.fields,
    },
  });
  response.headers = { ...response.headers, ...error.headers };
  return response;
};

/** The answer with the RateLimit fields of where its request stands (`docs/rules/rate-limits.md`). */
export const withRateLimit = (response: ApiResponse, state: RateLimitState): ApiResponse => ({
  ...response,
  headers: { ...response.headers, ...rateLimitHeaders(state) },
});
