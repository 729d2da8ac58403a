import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import type { Context } from 'aws-lambda';

/** The API request being served (`X-Request-Id`) and its invocation, set by `lib/http/api.ts`. */
let current: { requestId: string; context: Context | undefined; coldStart: boolean } | undefined;

/**
 * Powertools' rule for `cold_start`: the first invocation of an on-demand execution environment
 * (provisioned concurrency starts warm). Its own `getColdStart` is protected.
 */
let coldStartLeft = process.env.AWS_LAMBDA_INITIALIZATION_TYPE?.trim() === 'on-demand';

/**
 * A request starts. Its Lambda context is kept as given and read only when a line is written:
 * Powertools' `injectLambdaContext` copied it into the logger's per-invocation store on every
 * request (~0.01 ms, about 1% of a read by id), for lines a request rarely writes.
 */
export const setRequestId = (requestId: string, context?: Context): void => {
  const coldStart = context !== undefined && coldStartLeft;
  if (context !== undefined) coldStartLeft = false;
  current = { requestId, context, coldStart };
};

/**
 * The request is answered. Only its own id is cleared: a request answered 503 at its deadline
 * (lib/http/api.ts) can still be finishing while the next one is served.
 */
export const clearRequestId = (requestId: string): void => {
  if (current?.requestId === requestId) current = undefined;
};

/**
 * Powertools' standard line plus the API request's id. The id used to be a temporary key
 * (`appendKeys` and `resetKeys` on every request): ~0.015–0.02 ms a request of Powertools' per-invocation
 * stores, each access reading `process.env`, for lines a request rarely writes. A formatter (the
 * extension point Powertools documents) reads it only when a line is written. A Lambda
 * function serves one request at a time, so one variable is the request's own. Of the functions that
 * are not API routes, the sweep and the redrive keep `injectLambdaContext`, whose context wins.
 */
class ApiLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    // A job's context comes from injectLambdaContext; an API request's from setRequestId.
    const injected = attributes.lambdaContext;
    const context = injected ?? current?.context;
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: injected ? injected.coldStart : context && current?.coldStart,
        function_arn: context?.invokedFunctionArn,
        function_memory_size: context?.memoryLimitInMB,
        function_name: context?.functionName,
        function_request_id: context?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
        tenant_id: context?.tenantId,
        requestId: current?.requestId,
      },
    }).addAttributes(additional);
  }
}

/**
 * One structured JSON logger for every function. Request headers are never logged whole, so the
 * Authorization header and API keys cannot reach the logs; an API request's lines carry its id.
 */
export const logger = new Logger({ serviceName: 'merchant-payments', logFormatter: new ApiLogFormatter() });
