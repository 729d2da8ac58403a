import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The access log: one JSON line per request, written by API Gateway's stage (infra/stack.ts), not by
 * the functions, so it also records what the gateway answers on its own (throttling, a function
 * that timed out) and costs the functions nothing. The stack builds the
 * stage's format from this table and the local server writes the same line from the same table,
 * so they cannot drift. Every function's own log lines (Powertools) carry the same `requestId`.
 *
 * The route key, not the path: a path can hold a credential (the payer's page token, the PSP
 * notice's secret), and the stage's format cannot redact part of one. The source IP and time are
 * the "registros de acesso a aplicações" the Marco Civil da Internet (Lei 12.965/2014, art. 15)
 * has an application provider keep for six months; the live stage keeps its logs a year.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  responseLatency: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
} as const;

export type AccessLogLine = Record<keyof typeof ACCESS_LOG_FIELDS, string>;

/** The stage's format: every value a quoted string, as API Gateway writes `-` for a missing one. */
export const accessLogFormat = (): string => JSON.stringify(ACCESS_LOG_FIELDS);

/** What the stage would write for `event`, answered `status` with `bytes` of body (dev/server.ts). */
export function accessLogLine(
  event: APIGatewayProxyEventV2,
  answer: { status: number; bytes: number; integrationMs: number; responseMs: number },
): AccessLogLine {
  const context = event.requestContext;
  return {
    requestId: context.requestId,
    requestTime: context.time,
    ip: context.http.sourceIp,
    userAgent: context.http.userAgent || '-',
    method: context.http.method,
    routeKey: event.routeKey,
    protocol: context.http.protocol,
    status: String(answer.status),
    responseLength: String(answer.bytes),
    integrationLatency: String(Math.round(answer.integrationMs)),
    responseLatency: String(Math.round(answer.responseMs)),
    // The local server has no integration errors of its own: a handler's failure is its 5xx answer.
    integrationError: '-',
  };
}
