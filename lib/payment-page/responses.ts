import type { ApiResponse } from '../http/responses.js';
import { PAGE_HEADERS } from './render.js';

/** Every answer of the page's routes carries the page headers (no cache, no framing, no referrer). */
export const withPageHeaders = (response: ApiResponse): ApiResponse => ({
  ...response,
  headers: { ...response.headers, ...PAGE_HEADERS },
});

export const html = (statusCode: number, body: string): ApiResponse => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...PAGE_HEADERS },
  body,
});
