import { fallback } from '../lib/http/api.js';
import { allowedMethods, ROUTE_METHODS_VARIABLE } from '../lib/http/allowed-methods.js';
import { ApiError } from '../lib/errors.js';
import { messages } from '../lib/messages.js';

/**
 * API Gateway's $default route: a known path with a method the route table does not take is 405
 * with `Allow`; any other path is 404, and so is a request whose method the path takes but that no
 * route matched (an encoded `/` in a parameter reads as more segments than the route has).
 */
export const handler = fallback(async (event) => {
  const allowed = allowedMethods(process.env[ROUTE_METHODS_VARIABLE], event.rawPath);
  if (allowed && !allowed.includes(event.requestContext?.http?.method ?? '')) {
    const error = new ApiError(405, messages.errors.methodNotAllowed(allowed), null, 'method_not_allowed');
    error.headers = { allow: allowed.join(', ') };
    throw error;
  }
  throw new ApiError(404, messages.errors.routeNotFound, null, 'route_not_found');
});
