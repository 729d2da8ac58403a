import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import { clearRequestId, logger, setRequestId } from '../../lib/logger.js';

/** What the logger prints, parsed: Powertools writes each line through its own Console. */
function printed(write: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const console = (logger as unknown as { console: Record<string, (line: string) => void> }).console;
  const spies = (['info', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line)),
  );
  try {
    write();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

// The suite runs with POWERTOOLS_LOG_LEVEL=SILENT (vitest.config.ts); these tests need the lines.
beforeEach(() => logger.setLogLevel('INFO'));
afterEach(() => {
  clearRequestId('req-1');
  clearRequestId('req-2');
  logger.setLogLevel('SILENT');
});

it("carries the API request's id on every line while it is served, and Powertools' standard keys", () => {
  setRequestId('req-1');
  const [line] = printed(() => logger.error('request failed', { error: new Error('boom') }));
  expect(line).toMatchObject({
    level: 'ERROR',
    message: 'request failed',
    service: 'merchant-payments',
    requestId: 'req-1',
    error: expect.objectContaining({ name: 'Error', message: 'boom' }),
  });
  expect(Date.parse(line!.timestamp as string)).not.toBeNaN();
});

it('writes no request id outside a request (the sweep, the webhook jobs)', () => {
  setRequestId('req-2');
  clearRequestId('req-2');
  const [line] = printed(() => logger.warn('sweep', { swept: 3 }));
  expect(line).toMatchObject({ level: 'WARN', message: 'sweep', swept: 3 });
  expect(line).not.toHaveProperty('requestId');
});

it("keeps the next request's id when an earlier request, answered at its deadline, finishes late", () => {
  setRequestId('req-1');
  setRequestId('req-2');
  clearRequestId('req-1');
  const [line] = printed(() => logger.warn('late'));
  expect(line).toMatchObject({ requestId: 'req-2' });
});

it("carries the request's Lambda context (function, invocation) without Powertools' middleware", () => {
  const context = {
    functionName: 'mp-charges-create',
    invokedFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:mp-charges-create',
    memoryLimitInMB: '1024',
    awsRequestId: 'invocation-1',
  } as unknown as Context;
  setRequestId('req-1', context);
  const [first] = printed(() => logger.error('first'));
  setRequestId('req-2', { ...context, awsRequestId: 'invocation-2' });
  const [second] = printed(() => logger.error('second'));
  expect(first).toMatchObject({
    requestId: 'req-1',
    function_name: 'mp-charges-create',
    function_arn: context.invokedFunctionArn,
    function_memory_size: '1024',
    function_request_id: 'invocation-1',
  });
  expect(typeof first!.cold_start).toBe('boolean');
  // Only the first invocation of an execution environment can be a cold start.
  expect(second).toMatchObject({
    requestId: 'req-2',
    function_request_id: 'invocation-2',
    cold_start: false,
  });
});
