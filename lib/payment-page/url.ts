import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { runsLocally } from '../config.js';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * The origin the payment page is served from: `PUBLIC_BASE_URL`, which the stack gives every
 * function whose code reaches this one (the stage's custom domain, or the API's own endpoint).
 * Only in local mode (`runsLocally`: `npm start`, the tests) is it the host the request was sent
 * to (its host and port, over http): in a deployed stage a Host header must never choose where a
 * payer is sent.
 */
export function publicBaseUrl(event: APIGatewayProxyEventV2): string {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (!runsLocally()) throw new Error('PUBLIC_BASE_URL must be set in a deployed stage');
  const host = event.requestContext?.domainName || 'localhost';
  return `${LOCAL_HOST.test(host) ? 'http' : 'https'}://${host}`;
}
