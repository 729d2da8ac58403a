import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/** The API request being served (`X-Request-Id`), set by `lib/http/api.ts` for its duration. */
let currentRequestId: string | undefined;

export const setRequestId = (requestId: string): void => {
  currentRequestId = requestId;
};

/**
 * The request is answered. Only its own id is cleared: a request answered 503 at its deadline
 * (lib/http/api.ts) can still be finishing while the next one is served.
 */
export const clearRequestId = (requestId: string): void => {
  if (currentRequestId === requestId) currentRequestId = undefined;
};

/**
 * Powertools' standard line plus the API request's id. The id used to be a temporary key
 * (`appendKeys` and `resetKeys` on every request): ~0.015–0.02 ms a request of Powertools' per-invocation
 * stores, each access reading `process.env`, for lines a request rarely writes. A formatter (the
 * extension point Powertools documents) reads it only when a line is written. A Lambda
 * function serves one request at a time, so one variable is the request's own.
 */
class ApiLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const context = attributes.lambdaContext;
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: context?.coldStart,
        function_arn: context?.invokedFunctionArn,
        function_memory_size: context?.memoryLimitInMB,
        function_name: context?.functionName,
        function_request_id: context?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
        tenant_id: context?.tenantId,
        requestId: currentRequestId,
      },
    }).addAttributes(additional);
  }
}

/**
 * One structured JSON logger for every function. Request headers are never logged whole, so the
 * Authorization header and API keys cannot reach the logs; an API request's lines carry its id.
 */
export const logger = new Logger({ serviceName: 'merchant-payments', logFormatter: new ApiLogFormatter() });
