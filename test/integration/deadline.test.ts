import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_CALL_BUDGET, dynamo } from '../../lib/db/client.js';
import { DEADLINE_MARGIN_MS } from '../../lib/http/api.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { toEvent } from '../../dev/server.js';
import { TIMEOUT_SECONDS } from '../../infra/bundling.js';
import { handler } from '../../functions/coupons/list.js';
import { FAULT, removeFaults } from '../support/faults.js';
import { newMerchant } from '../support/api.js';

afterEach(removeFaults);

const contextWithRemaining = (ms: number): Context => {
  const deadline = Date.now() + ms;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'deadline-test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:deadline-test',
    memoryLimitInMB: '256',
    awsRequestId: 'deadline-test',
    logGroupName: 'deadline-test',
    logStreamName: 'deadline-test',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

describe('the function deadline', () => {
  it('answers 503 in the envelope when the database stalls past the function timeout', async () => {
    const m = await newMerchant();
    clearKeyCache();
    // Every DynamoDB call hangs: only the function's own deadline can end the request.
    dynamo().middlewareStack.add(() => () => new Promise(() => undefined), {
      step: 'initialize',
      name: FAULT,
      tags: [FAULT],
    });
    const { event } = toEvent({
      method: 'GET',
      url: '/v1/coupons',
      headers: { authorization: `ApiKey ${m.readOnly}` },
    });
    const result = await handler(event, contextWithRemaining(1_500));
    expect(result.statusCode).toBe(503);
    const body = JSON.parse(String(result.body));
    expect(body).toMatchObject({ data: null, success: false, error: { status: 503, path: '/v1/coupons' } });
    expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);
  });

  it('lets a failing database call, retries included, end in its own 503 before the deadline', () => {
    const { maxAttempts, connectionTimeoutMs, requestTimeoutMs } = DB_CALL_BUDGET;
    expect(maxAttempts * (connectionTimeoutMs + requestTimeoutMs)).toBeLessThan(
      TIMEOUT_SECONDS * 1000 - DEADLINE_MARGIN_MS,
    );
  });
});
