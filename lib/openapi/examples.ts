/**
 * Examples for the OpenAPI document, made by the real code: request examples are parsed by the
 * request schemas (an invalid example fails the generation), response examples are what the
 * domain functions and views make of them, and error examples carry the catalog's messages and
 * the fields the real validators report.
 */
import { loadConfig } from '../config.js';
import { pageOf } from '../domain/paging.js';
import { ApiError, type FieldError } from '../errors.js';
import * as z from 'zod';

/** The default business time zone: example dates are shown as a default deployment returns them. */
export const EXAMPLE_TIME_ZONE = loadConfig({}).businessTimeZone;
export const CREATED_AT = new Date('2026-11-22T13:04:05.123Z');
export const UPDATED_AT = new Date('2026-11-23T09:30:00.000Z');
const ERROR_AT = '2026-11-22T13:04:05.123Z';
/** The merchant of every stored example. */
export const EXAMPLE_MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';

export const EXAMPLE_IDS = {
  coupon: '019aab3c-5e7f-7a21-8c3d-4e5f6a7b8c9d',
  customer: '019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e',
  product: '019aab3c-7b21-7c43-ae5f-6a7b8c9d0e1f',
  subscription: '019aab3c-9d43-7e65-8071-8c9d0e1f2031',
} as const;

export interface Example {
  summary: string;
  value: unknown;
}

export const example = (summary: string, value: unknown): Example => ({ summary, value });

/** Parses an example with the route's own schema, so a stale example cannot be published. */
export function valid<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success)
    throw new Error(`invalid OpenAPI example ${JSON.stringify(value)}: ${result.error.message}`);
  return result.data;
}

/** The ApiError a piece of real code throws (a validator given a bad body, a merge that breaks a rule). */
export function thrownBy(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the example to throw an ApiError');
}

export const envelope = (data: unknown) => ({ data, success: true, error: null });

export function errorEnvelope(
  status: number,
  code: string,
  message: string,
  path: string,
  fields: FieldError[] | null = null,
) {
  return { data: null, success: false, error: { timestamp: ERROR_AT, status, code, message, path, fields } };
}

export const errorExample = (summary: string, error: ApiError, path: string): Example =>
  example(summary, errorEnvelope(error.status, error.code, error.message, path, error.fields));

export const firstPage = <T>(items: T[]) => pageOf(items, { page: 0, size: 20 }, items.length);

/** A payment page link (the token is an example, 43 base64url characters). */
export const EXAMPLE_PAGE_URL =
  'https://pagamentos.example.com/pay/q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ';

/** A QR code image: the real one is a few KiB of base64, the example shows its start. */
export const EXAMPLE_QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKQAAACkCAYAAAAZtYVBAAAAAklEQVR4AewaftIAAAYHSURBVO3BQY4cOxLAQFLo/3+Z4zPgUkBB';
