import { setTimeout as sleep } from 'node:timers/promises';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { expect, it, vi } from 'vitest';
import { fallback } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { logger } from '../../lib/logger.js';

// The suite runs with POWERTOOLS_LOG_LEVEL=SILENT (vitest.config.ts); these tests need the lines,
// and the logger takes its level when it is made.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

/** What the logger prints while `run` runs, parsed: Powertools writes through its own Console. */
async function printed(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const console = (logger as unknown as { console: Record<string, (line: string) => void> }).console;
  const spies = (['info', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line)),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const event = (requestId: string) =>
  ({
    rawPath: '/v1/anything',
    headers: {},
    requestContext: { requestId, http: { method: 'GET' } },
  }) as unknown as APIGatewayProxyEventV2;

const context = (awsRequestId: string) =>
  ({
    functionName: 'mp-charges-create',
    invokedFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:mp-charges-create',
    memoryLimitInMB: '256',
    awsRequestId,
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;

/** A route that logs one line, after `waitMs`. */
const route = (waitMs = 0) =>
  fallback(async () => {
    await sleep(waitMs);
    logger.warn('inside the request');
    return ok({});
  });

it("carries the API request's id and the Lambda context on a request's lines, and no id after", async () => {
  const lines = await printed(async () => {
    await route()(event('req-1'), context('invocation-1'));
    logger.warn('after the request');
  });
  expect(lines[0]).toMatchObject({
    level: 'WARN',
    message: 'inside the request',
    service: 'merchant-payments',
    requestId: 'req-1',
    function_name: 'mp-charges-create',
    function_request_id: 'invocation-1',
  });
  expect(typeof lines[0]!.cold_start).toBe('boolean');
  expect(lines[1]).toMatchObject({ message: 'after the request' });
  expect(lines[1]).not.toHaveProperty('requestId');
});

it('keeps each request its own id when requests run side by side in one process (npm start)', async () => {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY = '4';
  try {
    const store = await InvokeStore.getInstanceAsync();
    const invoke = (id: string, waitMs: number) =>
      store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: id }, () =>
        route(waitMs)(event(id), context(id)),
      );
    const lines = await printed(() => Promise.all([invoke('slow', 40), invoke('fast', 0)]));
    expect(lines.map((line) => [line.requestId, line.function_request_id])).toEqual([
      ['fast', 'fast'],
      ['slow', 'slow'],
    ]);
  } finally {
    delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
  }
});
