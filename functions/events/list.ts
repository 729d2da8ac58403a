import { config } from '../../lib/config.js';
import { listEvents } from '../../lib/webhooks/events.service.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { pageOf } from '../../lib/domain/paging.js';
import { eventView, listEventsQuerySchema } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { eventRoutes } from '../../lib/webhooks/events.routes.js';

export const handler = endpoint(eventRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor, type } = parseQuery(listEventsQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'events', filters: { type } };
  const paging = cursorPaging(scope, { page, size, cursor });
  const { events, total, next } = await listEvents(principal.merchantId, paging, type);
  return ok(
    pageOf(
      events.map((event) => eventView(event, config().environment)),
      paging,
      total,
      nextCursor(scope, next),
    ),
  );
});
