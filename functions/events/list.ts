import { listEvents } from '../../lib/db/events.js';
import { pageOf } from '../../lib/domain/paging.js';
import { eventView, listEventsQuerySchema } from '../../lib/domain/webhook.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/events', async ({ principal, query }) => {
  const { page, size, type } = parseQuery(listEventsQuerySchema, query);
  const paging = { page, size };
  const { events, total } = await listEvents(principal.merchantId, paging, type);
  return ok(pageOf(events.map(eventView), paging, total));
});
