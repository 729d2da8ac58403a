import type { ErrorCode } from './error-codes.js';
import { messages } from './messages.js';

export interface FieldError {
  field: string;
  message: string;
  /** Stable, machine-readable cause of this field's problem (English snake_case, the error catalogue). */
  code: ErrorCode;
  /** For an unknown property, the known one it most likely meant (the other naming style, a near spelling). */
  suggestion?: string;
}

/**
 * The code a status gets when the thrower names none. Clients branch on `error.code`, never on
 * the Portuguese message; every specific cause passes its own code (see `lib/error-codes.ts`).
 */
const DEFAULT_CODES = {
  400: 'invalid_state',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'resource_missing',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
} as const satisfies Record<number, ErrorCode>;

/** The statuses an `ApiError` may have. */
export type ErrorStatus = keyof typeof DEFAULT_CODES;

export const defaultCodeFor = (status: ErrorStatus): ErrorCode => DEFAULT_CODES[status];

/**
 * An error whose status and message are meant for the client. Anything else that escapes a handler
 * is a fault and is answered with a generic 500 (or 503 when the database is the cause).
 */
export class ApiError extends Error {
  /** One of the catalogue's codes (`ErrorCode`): any other fails to compile. */
  readonly code: ErrorCode;
  /** Header fields the answer carries beside the envelope (`Retry-After`, the RateLimit fields). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly fields: FieldError[] | null = null,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? defaultCodeFor(status);
  }
}

/**
 * A rule's refusal, as the domain states it (`lib/domain`, the areas' `*.domain.ts`): a code of the
 * catalogue, the Portuguese message and the fields it concerns, and no HTTP status. The service that
 * applied the rule decides how it is answered (`applying`: a 400).
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] | null = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/**
 * What `rule` returns, or the 400 its refusal is answered with: the request conflicts with what is
 * stored (the merged coupon, the refund of a paid charge, the merchant's Pix key).
 */
export function applying<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof Refusal) throw badRequest(error.message, error.fields, error.code);
    throw error;
  }
}

/** 422: the request alone is invalid. */
export const validationError = (fields: FieldError[]): ApiError =>
  new ApiError(422, messages.errors.validation, fields);

/** 400: the request conflicts with stored state (or the body is not a JSON object). */
export const badRequest = (message: string, fields: FieldError[] | null = null, code?: ErrorCode): ApiError =>
  new ApiError(400, message, fields, code);

export const notFound = (): ApiError => new ApiError(404, messages.errors.notFound);
export const unauthorized = (message: string = messages.errors.unauthorized): ApiError =>
  new ApiError(401, message);
export const forbidden = (message: string = messages.errors.forbidden): ApiError =>
  new ApiError(403, message);
export const serviceUnavailable = (): ApiError => new ApiError(503, messages.errors.unavailable);
/** 503 after a write whose answer was lost: it may be stored, so a blind retry may duplicate it. */
export const writeOutcomeUnknown = (): ApiError =>
  new ApiError(503, messages.errors.writeOutcomeUnknown, null, 'write_outcome_unknown');

/**
 * 400: a unique value (coupon code, product externalId) already belongs to another live item. The
 * code names which value (`code_taken`, `external_id_taken`), on the error and on the field.
 */
export const valueTaken = (field: string, message: string, code: ErrorCode = 'value_taken'): ApiError =>
  badRequest(message, [{ field, message, code }], code);
