import type { ApiResponse } from '../http/responses.js';
import { config } from '../config.js';
import { PAGE_HEADERS, renderUnavailable } from './render.js';

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

/** What the page answers when it cannot be served (`UnavailablePage`, lib/http/api.ts). */
export const unavailablePage = (): ApiResponse => html(503, renderUnavailable(config().environment));
