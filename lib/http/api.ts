import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { writeMayHaveHappened } from '../db/client.js';
import { ApiError, badRequest, serviceUnavailable, validationError, writeOutcomeUnknown } from '../errors.js';
import { logger } from '../logger.js';
import { messages } from '../messages.js';
import type { Commit } from '../db/idempotency.js';
import { authenticate, type Principal } from './auth.js';
import { abandon, routeSeals, withIdempotency, type Rebuild } from './idempotency.js';
import { failure, type ApiResponse } from './responses.js';
import type { KeyedRoute, PublicRoute, Route } from './route.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { rateLimitHeaders, type RateLimitState } from '../domain/rate-limit.js';
import { withWriteGate } from '../write-gate.js';
import { loadSealingKeys } from '../sealing-keys.js';

/** Largest request body accepted; the biggest valid body (a product) is a few KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  principal: Principal;
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  /** With an `Idempotency-Key`, the part the request's transaction carries (`lib/http/idempotency.ts`). */
  commit?: Commit | undefined;
}

interface RequestState {
  principal?: Principal;
}

type Ctx = Context & RequestState;

const requestIdOf = (event: APIGatewayProxyEventV2): string => event.requestContext?.requestId ?? 'unknown';

/** Maps anything thrown while serving a request to the status and message the client sees. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const httpError = error as { statusCode?: number; cause?: { package?: string; data?: unknown } };
  if (httpError.cause?.package === '@middy/http-json-body-parser') {
    if (httpError.statusCode === 415) return new ApiError(415, messages.errors.unsupportedMediaType);
    // The parser rejects prototype-polluting keys with 422 and names the key as `data`.
    if (
      httpError.statusCode === 422 &&
      typeof httpError.cause.data === 'string' &&
      !('message' in httpError.cause)
    ) {
      return validationError([
        { field: httpError.cause.data, message: messages.fields.unknownProperty, code: 'unknown_property' },
      ]);
    }
    return badRequest(messages.errors.malformedJson, null, 'malformed_json');
  }
  if (isDatabaseUnavailable(error))
    return writeMayHaveHappened(error) ? writeOutcomeUnknown() : serviceUnavailable();
  return new ApiError(500, messages.errors.internal);
}

const bodyBytes = (event: APIGatewayProxyEventV2): number =>
  event.body === undefined
    ? 0
    : event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').length
      : Buffer.byteLength(event.body);

/**
 * The request id header on every answer, success or not. The access line is the stage's to write
 * (lib/http/access-log.ts), not the function's.
 */
function finish(event: APIGatewayProxyEventV2, response: ApiResponse): ApiResponse {
  const json = /^application\/json\b/i.test(String(response.headers?.['content-type'] ?? ''));
  response.headers = {
    ...limitHeaders.get(event),
    ...(json ? JSON_ANSWER_HEADERS : {}),
    ...response.headers,
    ...(overPlainHttp(event) ? {} : HSTS),
    'x-request-id': requestIdOf(event),
  };
  return response;
}

/**
 * HSTS (RFC 6797) on every answer sent over HTTPS (the API, the payment page, the docs, a 404):
 * a browser then reaches this host only over HTTPS for two years, its subdomains too. API Gateway
 * serves HTTPS only. The local server (`npm start`) speaks plain HTTP and says so in its events'
 * `x-forwarded-proto`; an answer over plain HTTP must not carry the header (RFC 6797 §7.2), and
 * browsers ignore it there.
 */
const HSTS = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };

const overPlainHttp = (event: APIGatewayProxyEventV2): boolean =>
  event.headers?.['x-forwarded-proto'] === 'http';

/**
 * JSON answers carry a one-time webhook secret, checkout URLs and merchants' data: no cache may
 * keep them, and no browser may sniff them as another type.
 */
const JSON_ANSWER_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** The RateLimit fields of a request's key, for whatever its answer turns out to be. */
const limitHeaders = new WeakMap<APIGatewayProxyEventV2, Record<string, string>>();
/** A request's count, running beside its first calls (awaited before its writes and its answer). */
const pendingLimits = new WeakMap<APIGatewayProxyEventV2, Promise<RateLimitState>>();
/**
 * The record of a request's key's last use, running beside its calls (it never rejects): awaited
 * before the answer, so a function frozen after answering leaves no write half-sent.
 */
const pendingUses = new WeakMap<APIGatewayProxyEventV2, Promise<void>>();

/** The address the request came from, as API Gateway saw it (not a header the client sets). */
export const sourceOf = (event: APIGatewayProxyEventV2): string =>
  event.requestContext?.http?.sourceIp ?? 'unknown';

/**
 * What a page for people (its row's `htmlErrors`) answers when it cannot be served (503: the
 * database or the key service is down, a write's answer was lost, the function's deadline came): a
 * page the reader can act on, not the API's envelope. Reloading it, or sending its form again, is
 * safe: a form keeps the Idempotency-Key it was drawn with.
 */
export type UnavailablePage = () => ApiResponse;

/** The error envelope (or the route's unavailable page) for anything thrown while serving `event`. */
function errorResponse(
  event: APIGatewayProxyEventV2,
  error: unknown,
  unavailable?: UnavailablePage,
): ApiResponse {
  const apiError = toApiError(error);
  if (apiError.status >= 500) logger.error('request failed', { error: error as Error });
  if (apiError.status === 503 && unavailable) {
    const page = unavailable();
    return finish(event, { ...page, headers: { ...page.headers, 'retry-after': '1' } });
  }
  const response = failure(apiError, event.rawPath);
  // RFC 9110: a 401 names the scheme the client should use.
  if (apiError.status === 401) response.headers = { ...response.headers, 'www-authenticate': 'ApiKey' };
  return finish(event, response);
}

/**
 * Request id, size limit and error envelope as Middy middleware. Runs first so it also covers
 * failures of later middlewares.
 */
const httpContext = (
  unavailable?: UnavailablePage,
): MiddlewareObj<APIGatewayProxyEventV2, ApiResponse, Error, Ctx> => ({
  before: (request) => {
    logger.appendKeys({ requestId: requestIdOf(request.event) });
    if (bodyBytes(request.event) > MAX_BODY_BYTES) {
      throw new ApiError(413, messages.errors.payloadTooLarge(MAX_BODY_BYTES));
    }
  },
  after: (request) => {
    if (request.response) request.response = finish(request.event, request.response);
  },
  onError: async (request) => {
    // A body refused before the route ran still answers the key's standing, or its 429.
    const limit = pendingLimits.get(request.event);
    let error: unknown = request.error;
    await pendingUses.get(request.event);
    if (limit) {
      const [counted] = await Promise.allSettled([limit]);
      if (counted.status === 'rejected') error = counted.reason;
      else limitHeaders.set(request.event, rateLimitHeaders(counted.value));
    }
    request.response = errorResponse(request.event, error, unavailable);
  },
});

/**
 * POST and PUT carry a JSON body; a missing one is a 400 rather than the parser's 415. An action
 * route (`body: 'action'`) takes none: a missing or empty body reaches the handler as undefined.
 */
const jsonBody = (
  kind: 'json' | 'action' | 'form',
): MiddlewareObj<APIGatewayProxyEventV2, ApiResponse, Error, Ctx> => {
  const parser = httpJsonBodyParser<APIGatewayProxyEventV2>();
  return {
    before: async (request) => {
      if (request.event.body === undefined || request.event.body === '') {
        if (kind === 'action') {
          request.event.body = undefined;
          return;
        }
        throw badRequest(messages.errors.bodyRequired, null, 'body_required');
      }
      await parser.before?.(request as unknown as Parameters<NonNullable<typeof parser.before>>[0]);
    },
  };
};

const takesBody = (route: Route): boolean => route.method === 'POST' || route.method === 'PUT';

/** Time kept back from the function's timeout to answer a request that is still running. */
export const DEADLINE_MARGIN_MS = 1_000;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<ApiResponse>;

/**
 * A request still running this close to the function's timeout (a stalled database, whatever
 * step it is in) is answered 503 in our envelope (a page for people: its unavailable page), rather
 * than left to end in API Gateway's bare 500. Middy's own early timeout covers only the handler,
 * not the key lookup before it.
 */
function withDeadline(handler: Handler, unavailable?: UnavailablePage): Handler {
  return async (event, context) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ApiResponse>((resolve) => {
      const left = context.getRemainingTimeInMillis() - DEADLINE_MARGIN_MS;
      timer = setTimeout(
        // A request answered 503 keeps no Idempotency-Key record, so its retry runs again.
        () =>
          void abandon(event, DEADLINE_MARGIN_MS / 2).finally(() =>
            resolve(errorResponse(event, serviceUnavailable(), unavailable)),
          ),
        Math.max(0, left),
      );
    });
    try {
      return await Promise.race([handler(event, context), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Every route's stack. A request answered 503 at its deadline may still log its last lines after
 * the next request began: they carry that request's keys (Powertools keeps one set per invocation
 * only where invocations run concurrently, as under `npm start`).
 */
const base = (unavailable?: UnavailablePage) =>
  middy<APIGatewayProxyEventV2, ApiResponse, Error, Ctx>({ timeoutEarlyInMillis: 0 })
    // The event is never logged: it holds the Authorization header.
    .use(injectLambdaContext(logger, { resetKeys: true, logEvent: false }))
    .use(httpContext(unavailable));

/**
 * Wraps a route's domain call in the shared middleware. The route's permission and method come
 * from its row (the one the stack deploys it by), so a handler file cannot disagree with the stack
 * about what it needs; a public row is a compile error here (`publicEndpoint()`). A keyed POST also
 * gives its answer's `Rebuild` (lib/http/idempotency.ts).
 */
export function endpoint<R extends KeyedRoute>(
  route: R,
  fn: (request: ApiRequest) => Promise<ApiResponse>,
  ...rest: R extends { method: 'POST' } ? [rebuild: Rebuild<ApiRequest>] : []
) {
  const [rebuild] = rest as [Rebuild<ApiRequest>?];
  const permission = route.permission;
  const seals = routeSeals(route);
  const handler = base().use({
    before: async (request) => {
      // A function that seals reads its keys (once per warm function, again when they age) beside
      // the key's lookup: no round trip in series. Secrets Manager out of reach is a 503, as the
      // table.
      const [{ principal, rateLimit, lastUse }] = await Promise.all([
        authenticate(
          request.event.headers?.authorization,
          permission,
          sourceOf(request.event),
          request.event.headers?.['x-api-key'],
        ),
        seals ? loadSealingKeys() : undefined,
      ]);
      request.context.principal = principal;
      pendingLimits.set(request.event, rateLimit);
      pendingUses.set(request.event, lastUse);
    },
  });
  if (takesBody(route)) handler.use(jsonBody(route.body ?? 'json'));
  // The key's count runs beside the route's first calls (docs/rules/rate-limits.md: no round trip in
  // series). The route's writes wait for it, and so does its answer before an Idempotency-Key stores
  // it: a request over the limit changes nothing and leaves nothing to replay.
  const gated = (request: ApiRequest, work: () => Promise<ApiResponse>): Promise<ApiResponse> => {
    const permission = pendingLimits.get(request.event) ?? Promise.resolve();
    return withWriteGate(permission, async () => {
      try {
        return await work();
      } finally {
        // Also after a refusal: a kept 4xx (or a rebuilt answer) of a request over its limit must
        // not be stored.
        await permission;
      }
    });
  };
  const run = withIdempotency<ApiRequest>(
    route,
    (request) => gated(request, () => fn(request)),
    toApiError,
    rebuild && ((request, made) => gated(request, () => rebuild(request, made))),
  );
  return withDeadline(
    handler.handler(async (event, context) => {
      const answer = run({
        event,
        principal: context.principal as Principal,
        body: event.body as unknown,
        query: event.queryStringParameters ?? {},
        params: event.pathParameters ?? {},
      });
      const limit = pendingLimits.get(event);
      if (!limit) return answer;
      // Over the rate: the 429, whatever was read or replayed; else the answer (or its error) with
      // the fields.
      const [read, counted] = await Promise.allSettled([answer, limit, pendingUses.get(event)]);
      if (counted.status === 'rejected') throw counted.reason;
      limitHeaders.set(event, rateLimitHeaders(counted.value));
      if (read.status === 'rejected') throw read.reason;
      return read.value;
    }),
  );
}

/**
 * A route its row marks public (`permission: null`): no key, but the same request id, access log,
 * size limit, body parsing (POST/PUT: `event.body` is the parsed JSON) and error envelope as every
 * other route; a keyed row is a compile error here (`endpoint()`). A page for people (`htmlErrors`)
 * must say what it answers when it cannot be served (a compile error without it).
 */
export function publicEndpoint<R extends PublicRoute>(
  route: R,
  fn: (event: APIGatewayProxyEventV2) => Promise<ApiResponse>,
  ...rest: R extends { htmlErrors: true } ? [unavailable: UnavailablePage] : []
) {
  const [unavailable] = rest as [UnavailablePage?];
  const handler = base(unavailable);
  if (routeSeals(route)) handler.use({ before: () => loadSealingKeys() });
  const body = route.body ?? 'json';
  if (takesBody(route) && body !== 'form') handler.use(jsonBody(body));
  return withDeadline(
    handler.handler(async (event) => fn(event)),
    unavailable,
  );
}

/** The $default route: no authentication, just the 404 envelope. */
export function fallback(fn: (event: APIGatewayProxyEventV2) => Promise<ApiResponse>) {
  return withDeadline(base().handler(async (event) => fn(event)));
}
