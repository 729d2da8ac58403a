import type { Template } from '../security/support/templates.js';

/**
 * Events are written by the state changes and by pings; the fixture's is the ping of its webhook
 * endpoint, whose delivery waits (the suites never run the deliverer), so a redelivery has one to
 * send again.
 */
export const eventsTemplates: Record<string, Template> = {
  'GET /v1/events': () => ({ path: '/v1/events?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/events/{id}': (f) => ({ path: `/v1/events/${f.event.id}`, success: 200, kind: 'envelope' }),
  'POST /v1/events/{id}/redeliver': (f) => ({
    path: `/v1/events/${f.event.id}/redeliver`,
    body: {},
    success: 202,
    kind: 'envelope',
    entity: 'webhook-endpoints',
  }),
};
