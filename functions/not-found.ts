import { fallback } from '../lib/http/api.js';
import { ApiError } from '../lib/errors.js';
import { messages } from '../lib/messages.js';

/** API Gateway's $default route: any path or method the route table does not know. */
export const handler = fallback(async () => {
  throw new ApiError(404, messages.errors.routeNotFound, null, 'route_not_found');
});
