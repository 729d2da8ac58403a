import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_CALL_BUDGET, dynamo } from '../../lib/db/client.js';
import { DEADLINE_MARGIN_MS } from '../../lib/http/api.js';
import { clearKeyCache } from '../../lib/http/auth.js';
import { toEvent } from '../../dev/server.js';
import { TIMEOUT_SECONDS } from '../../infra/bundling.js';
import { handler } from '../../functions/coupons/list.js';
import { handler as paymentPage } from '../../functions/payment-page/page.js';
import { handler as dashboardHome } from '../../functions/dashboard/home.js';
import { handler as dashboardPost } from '../../functions/dashboard/post-detail.js';
import { SESSION_COOKIE } from '../../lib/dashboard/session.domain.js';
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

  // Pages for people: the reader gets a page saying so, with the page's headers, not JSON.
  it.each([
    ['the payment page', paymentPage, { method: 'GET', url: `/pay/pay_${'a'.repeat(32)}`, headers: {} }],
    [
      'a dashboard page',
      dashboardHome,
      { method: 'GET', url: '/dashboard', headers: { cookie: `${SESSION_COOKIE}=${'s'.repeat(43)}` } },
    ],
    [
      'a dashboard form',
      dashboardPost,
      {
        method: 'POST',
        url: `/dashboard/sign-in/${'t'.repeat(43)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      },
    ],
  ] as const)(
    'answers %s with a 503 page when the database stalls past the function timeout',
    async (_, page, request) => {
      dynamo().middlewareStack.add(() => () => new Promise(() => undefined), {
        step: 'initialize',
        name: FAULT,
        tags: [FAULT],
      });
      const { event } = toEvent(request);
      const result = await page(event, contextWithRemaining(1_500));
      expect(result.statusCode, String(result.body)).toBe(503);
      expect(result.headers?.['content-type']).toMatch(/^text\/html\b/);
      expect(result.headers?.['content-security-policy']).toBeTruthy();
      expect(result.headers?.['cache-control']).toBe('no-store');
      expect(result.headers?.['retry-after']).toBe('1');
      expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);
      expect(String(result.body)).toContain('Serviço indisponível');
    },
  );

  it('lets a failing database call, retries included, end in its own 503 before the deadline', () => {
    const { maxAttempts, connectionTimeoutMs, requestTimeoutMs } = DB_CALL_BUDGET;
    expect(maxAttempts * (connectionTimeoutMs + requestTimeoutMs)).toBeLessThan(
      TIMEOUT_SECONDS * 1000 - DEADLINE_MARGIN_MS,
    );
  });
});
