import type { ErrorCode, FieldError } from './types.js';

/** The base of every error this package throws. */
export class MerchantPaymentsError extends Error {
  override name = 'MerchantPaymentsError';
}

/**
 * The API answered with an error (after any retries): its status, its stable `code` to branch on
 * (docs/error-codes.md), the Portuguese `message`, every invalid field of a 422 in `fields`, and the
 * `X-Request-Id` to quote when reporting a problem.
 */
export class ApiError extends MerchantPaymentsError {
  override name = 'ApiError';
  readonly status: number;
  /** `unexpected_response` when the answer was not the API's error envelope (a proxy's page, say). */
  readonly code: ErrorCode | 'unexpected_response';
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  /** The `Idempotency-Key` the request was sent with (POSTs only). */
  readonly idempotencyKey: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | 'unexpected_response';
    message: string;
    fields: FieldError[];
    requestId: string | undefined;
    idempotencyKey: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
    this.idempotencyKey = init.idempotencyKey;
  }
}

/**
 * No answer came back (refused or dropped connection, timeout) on any attempt. A POST may still
 * have taken effect: calling again with the same `idempotencyKey` is safe and tells.
 */
export class ApiConnectionError extends MerchantPaymentsError {
  override name = 'ApiConnectionError';
  readonly idempotencyKey: string | undefined;

  constructor(message: string, options: { cause: unknown; idempotencyKey: string | undefined }) {
    super(message, { cause: options.cause });
    this.idempotencyKey = options.idempotencyKey;
  }
}

/** A webhook's signature, timestamp or payload did not hold: answer the request with a 400. */
export class WebhookVerificationError extends MerchantPaymentsError {
  override name = 'WebhookVerificationError';
}
