import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * The origin the payment page is served from: `PUBLIC_BASE_URL` when the deployment sets one (a
 * custom domain), otherwise the host the API was reached on (API Gateway's domain name; under
 * `npm start`, the local server's host and port, over http).
 */
export function publicBaseUrl(event: APIGatewayProxyEventV2): string {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const host = event.requestContext?.domainName || 'localhost';
  return `${LOCAL_HOST.test(host) ? 'http' : 'https'}://${host}`;
}
